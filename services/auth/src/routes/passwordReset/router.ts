import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { clientAddress, inputOf, validate } from '@tracker/service-kit';
import { jsonOnly } from '../jsonOnly';
import { signInAs } from '../signIn/signInAs';
import type { PasswordResetService } from './service';

/**
 * POST /api/account/password/forgot (one answer whether or not the account exists), POST …/reset/check (does a
 * link still work), POST …/reset (new password; every session of the account ends; this browser is signed in
 * unless the account has two-factor on, whose code the sign-in then asks for).
 */
export function passwordResetRouter({ resets }: { resets: PasswordResetService }): Router {
  const router = new Router();

  router.post(endpoints.forgotPassword.path, jsonOnly, validate(endpoints.forgotPassword), async (ctx) => {
    const { body } = inputOf(ctx, endpoints.forgotPassword);
    const { response } = await resets.request(body.email, clientAddress(ctx), ctx.log);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = response satisfies ResponseOf<'forgotPassword'>;
  });

  router.post(endpoints.checkResetToken.path, jsonOnly, validate(endpoints.checkResetToken), async (ctx) => {
    const { body } = inputOf(ctx, endpoints.checkResetToken);
    await resets.check(body.token);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { valid: true } satisfies ResponseOf<'checkResetToken'>;
  });

  router.post(endpoints.resetPassword.path, jsonOnly, validate(endpoints.resetPassword), async (ctx) => {
    const { body } = inputOf(ctx, endpoints.resetPassword);
    const { user, twoFactor } = await resets.reset(body.token, body.password);
    if (!twoFactor) await signInAs(ctx, user._id.toString());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { signedIn: !twoFactor } satisfies ResponseOf<'resetPassword'>;
  });

  return router;
}
