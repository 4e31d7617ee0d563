import pino, { type Logger, type LevelWithSilent } from 'pino';

export type { Logger } from 'pino';
export type LogLevel = LevelWithSilent;
export const LOG_LEVELS = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
] as const satisfies readonly LogLevel[];

export interface LoggerOptions {
  name: string;
  /** LOG_LEVEL; when absent: `silent` under NODE_ENV=test, `info` otherwise. */
  level?: LogLevel | undefined;
  nodeEnv?: string | undefined;
}

export function resolveLogLevel(level: LogLevel | undefined, nodeEnv: string | undefined): LogLevel {
  if (level !== undefined) return level;
  return nodeEnv === 'test' ? 'silent' : 'info';
}

/** A JSON logger (pipe it through `pino-pretty` to read it in a terminal). */
export function createLogger({ name, level, nodeEnv = process.env.NODE_ENV }: LoggerOptions): Logger {
  return pino({
    level: resolveLogLevel(level, nodeEnv),
    base: { service: name },
    serializers: { err: pino.stdSerializers.err },
    redact: { paths: ['req.headers.cookie', 'req.headers["x-internal-token"]'], remove: true },
  });
}
