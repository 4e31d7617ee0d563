import { regenerateSession } from '@tracker/service-kit';
import type { Context } from 'koa';

/** How long the second step of a sign-in may wait after the password. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;
const KEY = 'twoFactorPending';

interface PendingSignIn {
  userId: string;
  until: number;
}

/**
 * After a right password on an account with two-factor: a fresh session that names the user but does not sign
 * them in (no `userId`, so every service still answers 401) until the code is given.
 */
export async function startPendingSignIn(ctx: Context, userId: string, now = Date.now()): Promise<void> {
  await regenerateSession(ctx);
  const session = ctx.session;
  if (!session) throw new Error('no session after regenerateSession');
  session[KEY] = { userId, until: now + PENDING_SIGN_IN_MS } satisfies PendingSignIn;
}

/** The user waiting for their second step in this session, if the wait has not expired. */
export function takePendingSignIn(ctx: Context, now = Date.now()): string | null {
  const pending = ctx.session?.[KEY];
  if (typeof pending !== 'object' || pending === null) return null;
  const { userId, until } = pending as Partial<PendingSignIn>;
  if (typeof userId !== 'string' || typeof until !== 'number' || until < now) return null;
  return userId;
}
