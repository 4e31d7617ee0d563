import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { clientAddress, destroySession, inputOf, validate } from '@tracker/service-kit';
import { jsonOnly } from '../jsonOnly';
import { startPendingSignIn } from '../twoFactor/pendingSignIn';
import { hasTwoFactor, toPublicUser } from '../user/model';
import type { SignInService } from './service';
import { signInAs } from './signInAs';

export interface SignInRouterDeps {
  signIn: SignInService;
}

/** POST /api/register, POST /api/login (200 `{ user }` with a new session cookie), GET /api/logout (302 to /). */
export function signInRouter({ signIn }: SignInRouterDeps): Router {
  const router = new Router();

  router.post(endpoints.register.path, jsonOnly, validate(endpoints.register), async (ctx) => {
    const { body } = inputOf(ctx, endpoints.register);
    const user = await signIn.register(body, clientAddress(ctx));
    await signInAs(ctx, user._id.toString());
    const response: ResponseOf<'register'> = { user: toPublicUser(user) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = response;
  });

  router.post(endpoints.login.path, jsonOnly, validate(endpoints.login), async (ctx) => {
    const { body } = inputOf(ctx, endpoints.login);
    const user = await signIn.login(body, clientAddress(ctx));
    ctx.set('Cache-Control', 'no-store');
    if (hasTwoFactor(user)) {
      await startPendingSignIn(ctx, user._id.toString());
      ctx.body = { twoFactorRequired: true } satisfies ResponseOf<'login'>;
      return;
    }
    await signInAs(ctx, user._id.toString());
    ctx.body = { user: toPublicUser(user) } satisfies ResponseOf<'login'>;
  });

  // A browser navigation (product.md › Who can do what): the session ends here, wherever the user was, and the landing
  // page follows.
  router.get(endpoints.logout.path, async (ctx) => {
    await destroySession(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect('/');
  });

  return router;
}
