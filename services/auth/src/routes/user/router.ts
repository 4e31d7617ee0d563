import Router from '@koa/router';
import { currentUserId, destroySession, requireUser, unauthorized } from '@tracker/service-kit';
import { isValidObjectId, type Connection } from 'mongoose';
import { toPublicUser, userModel } from './model';

export interface UserRouterDeps {
  connection: Connection;
}

/** GET /api/user: the signed-in user, or 401 (a session whose user no longer exists is destroyed). */
export function userRouter({ connection }: UserRouterDeps): Router {
  const users = userModel(connection);
  const router = new Router({ prefix: '/api/user' });

  router.get('/', requireUser, async (ctx) => {
    const userId = currentUserId(ctx);
    const user = isValidObjectId(userId) ? await users.findById(userId) : null;
    if (!user) {
      await destroySession(ctx);
      throw unauthorized('Unauthorized');
    }
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = toPublicUser(user);
  });

  return router;
}
