import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { HEALTH_PATH } from './health';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** Ids from the gateway are trusted only when they look like ids (no log injection, bounded length). */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && VALID_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Outermost middleware: request id (echoed), a per-request child logger, and one log line per request with the
 * method, path, final status and duration.
 */
export function requestContext(logger: Logger) {
  return async function requestContextMiddleware(ctx: Context, next: Next): Promise<void> {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(ctx.get(REQUEST_ID_HEADER) || undefined);
    ctx.requestId = requestId;
    ctx.log = logger.child({ reqId: requestId });
    ctx.set(REQUEST_ID_HEADER, requestId);
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const status = ctx.status;
      const line = { method: ctx.method, path: ctx.path, status, durationMs: Math.round(durationMs * 10) / 10 };
      if (ctx.path === HEALTH_PATH) ctx.log.debug(line, 'request');
      else if (status >= 500 && status !== 503) ctx.log.error(line, 'request');
      else if (status >= 500) ctx.log.warn(line, 'request');
      else ctx.log.info(line, 'request');
    }
  };
}
