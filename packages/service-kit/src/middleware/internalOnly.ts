import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Middleware, Next } from 'koa';
import { forbidden } from '../errors';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Guards service-to-service routes (`/internal/*`, never routed by the gateway). When a token is configured
 * (INTERNAL_TOKEN), the request must carry it in `x-internal-token` (compared in constant time) or gets 403.
 */
export function internalOnly(token: string | undefined): Middleware {
  const expected = token === undefined || token === '' ? undefined : digest(token);
  return async function internalOnlyMiddleware(ctx: Context, next: Next): Promise<void> {
    if (expected !== undefined) {
      const given = ctx.get(INTERNAL_TOKEN_HEADER);
      if (!given || !timingSafeEqual(digest(given), expected)) {
        throw forbidden('This endpoint is for internal service calls only.');
      }
    }
    await next();
  };
}
