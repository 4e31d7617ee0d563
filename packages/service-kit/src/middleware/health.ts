import type { Context, Middleware, Next } from 'koa';
import { ConnectionStates, type Connection } from 'mongoose';

export const HEALTH_PATH = '/healthz';
/** A ping slower than this counts as the database being down. */
const PING_TIMEOUT_MS = 1000;

async function databaseAnswers(connection: Connection): Promise<boolean> {
  const db = connection.db;
  if (connection.readyState !== ConnectionStates.connected || db === undefined) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    const ping = db.command({ ping: 1 }).then(
      (reply) => reply.ok === 1,
      () => false,
    );
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: 200 `{ status: 'ok', service, db: 'up' }` while the database connection is ready and answers a
 * ping (within 1 s), otherwise 503 with the error envelope plus the same fields (`status: 'unavailable'`,
 * `db: 'down'`). Runs before sessions and body parsing.
 */
export function health(service: string, connection: Connection): Middleware {
  return async function healthMiddleware(ctx: Context, next: Next): Promise<void> {
    if (ctx.path !== HEALTH_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    if (await databaseAnswers(connection)) {
      ctx.status = 200;
      ctx.body = { status: 'ok', service, db: 'up' };
    } else {
      ctx.status = 503;
      ctx.body = {
        error: 'Service Unavailable',
        message: 'The database is not reachable.',
        status: 'unavailable',
        service,
        db: 'down',
      };
    }
  };
}
