import Router from '@koa/router';
import { CHANGE_PASSWORD_MESSAGES, endpoints, type ResponseOf } from '@tracker/contracts';
import {
  UserSessions,
  badRequest,
  clientAddress,
  currentSessionId,
  currentUserId,
  destroySession,
  inputOf,
  requireUser,
  unauthorized,
  validate,
} from '@tracker/service-kit';
import { isValidObjectId, type Connection } from 'mongoose';
import type { PasswordHasher } from '../../password/password';
import type { SignInThrottle } from '../signIn/throttle';
import { userModel } from '../user/model';

export interface ChangePasswordDeps {
  connection: Connection;
  passwords: PasswordHasher;
  /** A wrong current password counts like a wrong sign-in (against the e-mail and the address). */
  throttle: SignInThrottle;
}

/**
 * PUT /api/account/password: the current password confirms the change. Other sessions stay signed in; the answer
 * says how many there are, so Account Settings can offer to sign them out.
 */
export function changePasswordRouter({ connection, passwords, throttle }: ChangePasswordDeps): Router {
  const users = userModel(connection);
  const sessions = new UserSessions(connection);
  const router = new Router();

  router.put(endpoints.changePassword.path, requireUser, validate(endpoints.changePassword), async (ctx) => {
    const { body } = inputOf(ctx, endpoints.changePassword);
    const userId = currentUserId(ctx);
    const user = isValidObjectId(userId) ? await users.findById(userId).select('+passwordHash') : null;
    if (!user) {
      await destroySession(ctx);
      throw unauthorized('Unauthorized');
    }
    if (user.passwordHash === undefined) throw badRequest(CHANGE_PASSWORD_MESSAGES.googleOnly);
    const keys = { email: user.email, address: clientAddress(ctx) };
    await throttle.guard(keys);
    if (!(await passwords.verify(body.currentPassword, user.passwordHash))) {
      await throttle.recordFailure(keys);
      throw badRequest(CHANGE_PASSWORD_MESSAGES.wrongCurrent);
    }
    await users.updateOne({ _id: user._id }, { $set: { passwordHash: await passwords.hash(body.newPassword) } });
    const current = currentSessionId(ctx);
    const others = (await sessions.list(userId, current)).filter((session) => !session.current).length;
    ctx.body = { otherSessions: others } satisfies ResponseOf<'changePassword'>;
  });

  return router;
}
