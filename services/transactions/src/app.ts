import { createLogger, createService, type Logger, type ServiceApp } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { SERVICE_NAME, type Config } from './config';
import { createRoutes } from './routes';

export interface AppDeps {
  connection: Connection;
  config: Config;
  logger?: Logger;
}

/** The transactions service's Koa app (no listen: server.ts listens, tests drive it in-process). */
export function createApp({ connection, config, logger: given }: AppDeps): ServiceApp {
  const logger = given ?? createLogger({ name: SERVICE_NAME, level: config.LOG_LEVEL, nodeEnv: config.NODE_ENV });
  return createService({
    name: SERVICE_NAME,
    connection,
    config,
    logger,
    routes: createRoutes({ connection, config, logger }),
  });
}
