import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { superviseByParent } from '@tracker/supervision';
import mongoose, { type Connection } from 'mongoose';
import { ConfigError, type BaseConfig } from './config';
import { createDrainable } from './lifecycle/drain';
import { readinessHandler, type Phase } from './lifecycle/readiness';
import { createLogger, type Logger } from './logger';

/**
 * How long a stopping service answers what it has in flight (an upload of the largest allowed file over a slow
 * link included) before it closes what is left: SHUTDOWN_TIMEOUT_MS, default 30 s. The supervisor of `npm start`
 * waits this long plus a margin before it kills.
 */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 30_000;
/** An idle keep-alive connection is left this long for the gateway to close (it closes its own after 3 s). */
export const IDLE_CONNECTION_GRACE_MS = 4_000;

/** SHUTDOWN_TIMEOUT_MS from the environment, or the default. */
export function shutdownTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_SHUTDOWN_TIMEOUT_MS;
}

export interface RunServiceOptions<Config extends BaseConfig> {
  name: string;
  /** Reads and validates the configuration (throws ConfigError listing every problem). */
  loadConfig: () => Config;
  /** Builds the app (createService) from the connection and configuration. */
  createApp: (deps: { connection: Connection; config: Config; logger: Logger }) => Koa;
  /** How long in-flight requests may take to finish at shutdown. Default SHUTDOWN_TIMEOUT_MS or 30 s. */
  shutdownTimeoutMs?: number;
  /** Exit the process after shutdown (default true; false for programmatic use). */
  exitProcess?: boolean;
  /**
   * Work to finish after listening and before /internal/ready says ready (the categoriser's model, trained off the
   * main thread). It must not reject.
   */
  warmUp?: (deps: { config: Config; logger: Logger }) => Promise<void>;
}

export interface RunningService<Config extends BaseConfig> {
  config: Config;
  connection: Connection;
  server: Server;
  logger: Logger;
  /** http://HOST:PORT with the port actually bound. */
  url: string;
  /** Graceful stop: stop accepting, let in-flight requests finish (bounded), close the database connection. */
  stop(): Promise<void>;
  /** starting (database not connected yet), ready, or draining (stop() called): what /internal/ready says. */
  phase(): Phase;
}

/** Retries the initial connection (the database may start after the service, as in docker-compose). */
async function connectWithRetry(connection: Connection, uri: string, logger: Logger, stopped: () => boolean) {
  let delayMs = 500;
  for (let attempt = 1; !stopped(); attempt += 1) {
    try {
      await connection.openUri(uri, { serverSelectionTimeoutMS: 5000 });
      logger.info('database connected');
      return;
    } catch (err) {
      if (stopped()) return;
      logger.warn({ err, attempt }, `database not reachable, retrying in ${delayMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs = Math.min(delayMs * 2, 10_000);
    }
  }
}

function redactUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

/** Listens on HOST:PORT and resolves with the port actually bound. */
function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address: AddressInfo | string | null = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

/** SIGINT/SIGTERM (and the supervisor's disappearance) stop gracefully; a second signal exits at once. */
function stopOnSignals(stop: () => Promise<void>, logger: Logger): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    signalled = true;
    logger.info(`${signal} received`);
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Under `npm start`: stop gracefully when the supervisor is gone, and never die of a closed log pipe.
  superviseByParent({ stop: () => onSignal('SIGTERM'), log: (line) => logger.warn(line) });
}

/**
 * Entry point of a service's server.ts: validates the configuration (exit 1 with every problem listed), opens the
 * service's own mongoose connection, listens on HOST:PORT, says when it is ready (/internal/ready), and drains on
 * SIGINT/SIGTERM (lifecycle/drain.ts) before it closes the database client and exits.
 */
export async function runService<Config extends BaseConfig>(
  options: RunServiceOptions<Config>,
): Promise<RunningService<Config>> {
  const { name, shutdownTimeoutMs = shutdownTimeoutFromEnv(), exitProcess = true } = options;
  let config: Config;
  try {
    config = options.loadConfig();
  } catch (err) {
    if (err instanceof ConfigError && exitProcess) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const logger = createLogger({ name, level: config.LOG_LEVEL, nodeEnv: config.NODE_ENV });
  const connection = mongoose.createConnection();
  let phase: Phase = 'starting';
  connection.on('disconnected', () => {
    if (phase !== 'draining') logger.warn('database disconnected');
  });
  connection.on('reconnected', () => logger.info('database reconnected'));
  logger.info({ uri: redactUri(config.MONGODB_URI) }, 'connecting to the database');
  const connecting = connectWithRetry(connection, config.MONGODB_URI, logger, () => phase === 'draining');

  const app = options.createApp({ connection, config, logger });
  const drainable = createDrainable();
  const ready = readinessHandler(name, connection, () => phase);
  const handle = app.callback();
  const server = createServer(drainable.listener((req, res) => ready(req, res) || handle(req, res)));
  // Longer than any gateway's idle upstream timeout, so the gateway, not the service, closes an idle connection.
  server.keepAliveTimeout = 65_000;
  const port = await listen(server, config.PORT, config.HOST);
  const url = `http://${config.HOST}:${port}`;
  logger.info({ port }, `${name} listening on ${url}`);
  const warmedUp = options.warmUp?.({ config, logger }) ?? Promise.resolve();
  Promise.all([connecting, warmedUp]).then(() => {
    if (phase === 'starting' && connection.readyState === 1) {
      phase = 'ready';
      logger.info(`${name} ready`);
    }
  });

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      phase = 'draining';
      logger.info('shutting down: no new connections, finishing in-flight requests');
      await drainable.drain(server, { timeoutMs: shutdownTimeoutMs, idleGraceMs: IDLE_CONNECTION_GRACE_MS, logger });
      await connecting.catch(() => undefined);
      await connection.close();
      logger.info('stopped');
    })();
    return stopped;
  };

  if (exitProcess) stopOnSignals(stop, logger);
  return { config, connection, server, logger, url, stop, phase: () => phase };
}
