import { createLogger, createService, type Logger, type ServiceApp } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { SERVICE_NAME, type Config } from './config';
import type { BrandStage } from './cascade/brandStage';
import type { GlobalModel } from './model/globalModel';
import { createRoutes } from './routes';

export interface AppDeps {
  connection: Connection;
  config: Config;
  logger?: Logger;
  model?: () => GlobalModel;
  /** The brand stage (default: the process-wide one; a function answering null leaves it out). */
  brands?: () => BrandStage | null;
}

/** Rows of up to 1000 characters, 2000 to a call, and insights over up to 50 000 transactions. */
export const JSON_BODY_LIMIT = '16mb';

/** The categoriser service's Koa app (no listen: server.ts listens, tests drive it in-process). */
export function createApp({ connection, config, logger, model, brands }: AppDeps): ServiceApp {
  const log = logger ?? createLogger({ name: SERVICE_NAME, level: config.LOG_LEVEL, nodeEnv: config.NODE_ENV });
  return createService({
    name: SERVICE_NAME,
    connection,
    config,
    logger: log,
    bodyLimits: { json: JSON_BODY_LIMIT },
    routes: createRoutes({
      connection,
      config,
      logger: log,
      ...(model ? { model } : {}),
      ...(brands ? { brands } : {}),
    }),
  });
}
