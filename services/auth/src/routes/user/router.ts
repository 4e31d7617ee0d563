import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { requireUser } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { toPublicUser, userModel } from './model';
import { signedInUser } from './signedInUser';

export interface UserRouterDeps {
  connection: Connection;
}

/** GET /api/user: the signed-in user, or 401 (a session whose user no longer exists is destroyed). */
export function userRouter({ connection }: UserRouterDeps): Router {
  const users = userModel(connection);
  const router = new Router();

  router.get(endpoints.getUser.path, requireUser, async (ctx) => {
    const user = await signedInUser(ctx, users);
    const response: ResponseOf<'getUser'> = toPublicUser(user);
    ctx.body = response;
  });

  return router;
}
