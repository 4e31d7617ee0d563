import { unsupportedMediaType } from '@tracker/service-kit';
import type { Context, Next } from 'koa';

/**
 * Sign-in and its neighbours (reset, second step) take JSON only. A form on another site can post urlencoded
 * fields (SameSite=Lax still lets the answer's cookie in on a top-level POST), which would sign the victim's
 * browser in to the attacker's account; it cannot send application/json without a CORS preflight, which the
 * gateway never grants.
 */
export async function jsonOnly(ctx: Context, next: Next): Promise<void> {
  if (ctx.request.type !== '' && !ctx.is('application/json')) {
    throw unsupportedMediaType('Send the request as JSON (Content-Type: application/json).');
  }
  await next();
}
