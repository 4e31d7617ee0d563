import Koa from 'koa';
import type Router from '@koa/router';
import type { Connection } from 'mongoose';
import type { BaseConfig } from './config';
import { createLogger, type Logger } from './logger';
import { bodyParser, type BodyLimits } from './middleware/body';
import { errorHandling } from './middleware/errorHandling';
import { health } from './middleware/health';
import { internalOnly } from './middleware/internalOnly';
import { requestContext } from './middleware/requestContext';
import { sessions } from './session';
import './context';

/** A @koa/router Router with its own prefix. */
export type RouterLike = Router;

export type ServiceSettings = Pick<BaseConfig, 'SESSION_KEYS' | 'NODE_ENV'> &
  Partial<Pick<BaseConfig, 'LOG_LEVEL' | 'INTERNAL_TOKEN'>>;

export interface CreateServiceOptions {
  /** The service name (logs, /healthz). */
  name: string;
  /** The service's own mongoose connection (mongoose.createConnection). */
  connection: Connection;
  /** The validated configuration (session keys, internal token, log level). */
  config: ServiceSettings;
  /** Routers, each with its own prefix; mounted with allowedMethods() (405 with Allow). */
  routes?: readonly RouterLike[];
  /** Body size limits (JSON 1 MB by default). */
  bodyLimits?: BodyLimits;
  /** A logger to use instead of a new one. */
  logger?: Logger;
}

export interface ServiceApp extends Koa {
  readonly serviceName: string;
  readonly logger: Logger;
}

/**
 * Builds a service's Koa app (no listen): request id and per-request logs, the one error envelope, /healthz,
 * /internal/* guard, shared session, JSON/form bodies with limits, the routers, and JSON 404/405.
 */
export function createService(options: CreateServiceOptions): ServiceApp {
  const { name, connection, config, routes = [], bodyLimits } = options;
  const logger = options.logger ?? createLogger({ name, level: config.LOG_LEVEL, nodeEnv: config.NODE_ENV });

  const app: ServiceApp = Object.assign(new Koa({ proxy: true }), { serviceName: name, logger });
  app.proxy = true;
  app.on('error', (err: unknown) => {
    logger.error({ err }, 'unhandled application error');
  });

  app.use(requestContext(logger));
  app.use(errorHandling());
  app.use(health(name, connection));
  const guard = internalOnly(config.INTERNAL_TOKEN);
  app.use(async (ctx, next) => {
    if (ctx.path === '/internal' || ctx.path.startsWith('/internal/')) await guard(ctx, next);
    else await next();
  });
  app.use(sessions(app, { connection, keys: config.SESSION_KEYS }));
  app.use(bodyParser(bodyLimits));
  for (const router of routes) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}

/** What a service's `createApp` takes: its connection, its configuration and, in tests, a logger. */
export interface ServiceAppDeps<Config extends ServiceSettings> {
  connection: Connection;
  config: Config;
  logger?: Logger;
}

/**
 * The `createApp` of a service whose routes need only its connection and configuration (no listen: server.ts
 * listens, tests drive the app in process).
 */
export function serviceAppFactory<Config extends ServiceSettings>(
  name: string,
  createRoutes: (deps: { connection: Connection; config: Config }) => readonly RouterLike[],
): (deps: ServiceAppDeps<Config>) => ServiceApp {
  return ({ connection, config, logger }) =>
    createService({ name, connection, config, logger, routes: createRoutes({ connection, config }) });
}
