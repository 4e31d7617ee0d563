import Router from '@koa/router';
import { TWO_FACTOR_MESSAGES, endpoints, type ResponseOf } from '@tracker/contracts';
import {
  clientAddress,
  currentUserId,
  destroySession,
  inputOf,
  requireUser,
  unauthorized,
  validate,
} from '@tracker/service-kit';
import type { Context } from 'koa';
import { jsonOnly } from '../jsonOnly';
import { signInAs } from '../signIn/signInAs';
import type { SignInThrottle } from '../signIn/throttle';
import { toPublicUser, type UserDocument } from '../user/model';
import { takePendingSignIn } from './pendingSignIn';
import type { TwoFactorService } from './service';

export interface TwoFactorRouterDeps {
  twoFactor: TwoFactorService;
  /** The sign-in throttle: a wrong code counts like a wrong password, against the e-mail and the address. */
  throttle: SignInThrottle;
}

/**
 * GET /api/account/two-factor, POST …/setup, …/enable, …/disable (Account Settings), and POST …/sign-in, the
 * second step of a password sign-in that /api/login left pending in the session.
 */
export function twoFactorRouter({ twoFactor, throttle }: TwoFactorRouterDeps): Router {
  const router = new Router();

  /** The signed-in user with the two-factor fields; a session whose user is gone is ended (401). */
  async function signedIn(ctx: Context): Promise<UserDocument> {
    const user = await twoFactor.load(currentUserId(ctx)).catch(() => null);
    if (user) return user;
    await destroySession(ctx);
    throw unauthorized('Unauthorized');
  }

  router.get(endpoints.getTwoFactor.path, requireUser, async (ctx) => {
    ctx.body = twoFactor.status(await signedIn(ctx)) satisfies ResponseOf<'getTwoFactor'>;
  });

  router.post(endpoints.startTwoFactorSetup.path, requireUser, async (ctx) => {
    ctx.body = (await twoFactor.startSetup(await signedIn(ctx))) satisfies ResponseOf<'startTwoFactorSetup'>;
  });

  router.post(endpoints.enableTwoFactor.path, requireUser, validate(endpoints.enableTwoFactor), async (ctx) => {
    const { body } = inputOf(ctx, endpoints.enableTwoFactor);
    ctx.body = (await twoFactor.enable(await signedIn(ctx), body.code)) satisfies ResponseOf<'enableTwoFactor'>;
  });

  router.post(endpoints.disableTwoFactor.path, requireUser, validate(endpoints.disableTwoFactor), async (ctx) => {
    const { body } = inputOf(ctx, endpoints.disableTwoFactor);
    const user = await signedIn(ctx);
    await twoFactor.disable(user, body.password, body.code, clientAddress(ctx));
    ctx.body = { enabled: false, available: true, recoveryCodesLeft: 0 } satisfies ResponseOf<'disableTwoFactor'>;
  });

  router.post(endpoints.twoFactorSignIn.path, jsonOnly, validate(endpoints.twoFactorSignIn), async (ctx) => {
    const { body } = inputOf(ctx, endpoints.twoFactorSignIn);
    const pending = takePendingSignIn(ctx);
    const user = pending ? await twoFactor.load(pending) : null;
    if (!user) throw unauthorized(TWO_FACTOR_MESSAGES.signInExpired);
    const keys = { email: user.email, address: clientAddress(ctx) };
    await throttle.guard(keys);
    if (!(await twoFactor.consume(user, body.code))) {
      await throttle.recordFailure(keys);
      throw unauthorized(TWO_FACTOR_MESSAGES.invalidCode);
    }
    await throttle.recordSuccess(keys);
    await signInAs(ctx, user._id.toString());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: toPublicUser(user) } satisfies ResponseOf<'twoFactorSignIn'>;
  });

  return router;
}
