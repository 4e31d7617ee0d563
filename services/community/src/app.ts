import { createService, type Logger, type ServiceApp } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { SERVICE_NAME, type Config } from './config';
import { createRoutes } from './routes';

export interface AppDeps {
  connection: Connection;
  config: Config;
  logger?: Logger;
}

/** The community service's Koa app (no listen: server.ts listens, tests drive it in-process). */
export function createApp({ connection, config, logger }: AppDeps): ServiceApp {
  return createService({
    name: SERVICE_NAME,
    connection,
    config,
    logger,
    routes: createRoutes({ connection, config }),
  });
}
