import Router from '@koa/router';
import type { Context } from 'koa';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import grant from 'grant';
import type { GoogleSettings } from '../../config';
import { signInAs } from '../signIn/signInAs';
import { GOOGLE_CALLBACK_PATH, GOOGLE_START_PATH, grantConfig } from './grantConfig';
import { identityFromGrantResponse } from './identity';
import type { GoogleAccounts } from './service';

/** Where the browser lands (agreed with the shell: the landing page opens the sign-in modal with the notice). */
export const GOOGLE_REDIRECTS = {
  success: '/',
  notConfigured: '/?auth=login&notice=google-not-configured',
  /** The same, for a visitor who came to create an account (`/auth/google?intent=signup`): the sign-up modal opens. */
  notConfiguredSignup: '/?auth=signup&notice=google-not-configured',
  failed: '/?auth=login&notice=google-failed',
} as const;

export interface GoogleRouterDeps {
  /** null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
  settings: GoogleSettings | null;
  accounts: GoogleAccounts;
  /** Milliseconds grant waits for each call to Google (token, userinfo). */
  providerTimeoutMs?: number;
}

function leave(ctx: Context, location: string): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(location);
}

/**
 * GET /auth/google: off to Google (grant keeps state, nonce and the PKCE verifier in the session);
 * GET /auth/google/callback: the user Google vouches for is signed in. Every outcome is a redirect into the app,
 * never an error page.
 */
export function googleRouter({ settings, accounts, providerTimeoutMs = 10_000 }: GoogleRouterDeps): Router {
  const router = new Router();
  const handler = settings
    ? grant.koa()({ config: grantConfig(settings), request: { timeout: providerTimeoutMs } })
    : null;

  // The sign-in modal asks, so it offers "Continue with Google" only where Google is set up.
  router.get(endpoints.getSignInMethods.path, (ctx) => {
    ctx.body = { google: handler !== null } satisfies ResponseOf<'getSignInMethods'>;
  });

  router.get(GOOGLE_START_PATH, async (ctx) => {
    // The sign-up buttons say so (`?intent=signup`), so a visitor who wanted an account is not shown the sign-in form.
    if (!handler)
      return leave(
        ctx,
        ctx.query.intent === 'signup' ? GOOGLE_REDIRECTS.notConfiguredSignup : GOOGLE_REDIRECTS.notConfigured,
      );
    let redirected = true;
    await handler(ctx, async () => {
      redirected = false;
    });
    if (!redirected) {
      ctx.log.warn('google sign-in could not start');
      leave(ctx, GOOGLE_REDIRECTS.failed);
    }
  });

  router.get(GOOGLE_CALLBACK_PATH, async (ctx) => {
    if (!handler) return leave(ctx, GOOGLE_REDIRECTS.notConfigured);
    const flow: unknown = ctx.session?.grant;
    // No flow started from this browser (expired session, bookmarked or forged callback): grant would answer it
    // with its own redirect, so stop here.
    if (typeof flow !== 'object' || flow === null || !('provider' in flow) || flow.provider !== 'google') {
      ctx.log.warn('google callback without a sign-in in progress');
      return leave(ctx, GOOGLE_REDIRECTS.failed);
    }
    let reachedApp = false;
    await handler(ctx, async () => {
      reachedApp = true;
    });
    const session = ctx.session;
    if (session) delete session.grant; // one use only, whatever happens next
    const result = reachedApp
      ? identityFromGrantResponse(ctx.state.grant?.response)
      : ({ ok: false, reason: 'grant redirected' } as const);
    if (!result.ok) {
      ctx.log.warn({ reason: result.reason }, 'google sign-in refused');
      return leave(ctx, GOOGLE_REDIRECTS.failed);
    }
    const account = await accounts.signIn(result.identity);
    if (!account.ok) {
      ctx.log.warn({ reason: account.reason }, 'google sign-in refused');
      return leave(ctx, GOOGLE_REDIRECTS.failed);
    }
    await signInAs(ctx, account.user._id.toString());
    leave(ctx, GOOGLE_REDIRECTS.success);
  });

  return router;
}
