import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { superviseByParent } from '@tracker/supervision';
import mongoose, { type Connection } from 'mongoose';
import { ConfigError, type BaseConfig } from './config';
import { createLogger, type Logger } from './logger';

export interface RunServiceOptions<Config extends BaseConfig> {
  name: string;
  /** Reads and validates the configuration (throws ConfigError listing every problem). */
  loadConfig: () => Config;
  /** Builds the app (createService) from the connection and configuration. */
  createApp: (deps: { connection: Connection; config: Config; logger: Logger }) => Koa;
  /** How long in-flight requests may take to finish at shutdown. Default 10 s. */
  shutdownTimeoutMs?: number;
  /** Exit the process after shutdown (default true; false for programmatic use). */
  exitProcess?: boolean;
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

/**
 * Entry point of a service's server.ts: validates the configuration (exit 1 with every problem listed), opens the
 * service's own mongoose connection, listens on HOST:PORT, and shuts down gracefully on SIGINT/SIGTERM.
 */
export async function runService<Config extends BaseConfig>(
  options: RunServiceOptions<Config>,
): Promise<RunningService<Config>> {
  const { name, shutdownTimeoutMs = 10_000, exitProcess = true } = options;
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
  let stopping = false;
  connection.on('disconnected', () => {
    if (!stopping) logger.warn('database disconnected');
  });
  connection.on('reconnected', () => logger.info('database reconnected'));
  logger.info({ uri: redactUri(config.MONGODB_URI) }, 'connecting to the database');
  const connecting = connectWithRetry(connection, config.MONGODB_URI, logger, () => stopping);

  const app = options.createApp({ connection, config, logger });
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address: AddressInfo | string | null = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.PORT;
  const url = `http://${config.HOST}:${port}`;
  logger.info({ port }, `${name} listening on ${url}`);

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      stopping = true;
      logger.info('shutting down: no new connections, finishing in-flight requests');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), shutdownTimeoutMs);
      });
      if ((await Promise.race([closed, timedOut])) === 'timeout') {
        logger.warn(`in-flight requests still open after ${shutdownTimeoutMs} ms: closing them`);
        server.closeAllConnections();
        await closed;
      }
      clearTimeout(timer);
      await connecting.catch(() => undefined);
      await connection.close();
      logger.info('stopped');
    })();
    return stopped;
  };

  if (exitProcess) {
    const onSignal = (signal: NodeJS.Signals) => {
      if (stopping) {
        logger.warn(`${signal} again: exiting now`);
        process.exit(1);
      }
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

  return { config, connection, server, logger, url, stop };
}
