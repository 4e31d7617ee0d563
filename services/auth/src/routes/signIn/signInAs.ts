import { regenerateSession } from '@tracker/service-kit';
import type { Context } from 'koa';

/**
 * Starts the signed-in session: a new session id (the old session, and any cookie pointing at it, is gone: no
 * session fixation), holding only the user id.
 */
export async function signInAs(ctx: Context, userId: string): Promise<void> {
  await regenerateSession(ctx);
  const session = ctx.session;
  if (!session) throw new Error('no session after regenerateSession');
  session.userId = userId;
}
