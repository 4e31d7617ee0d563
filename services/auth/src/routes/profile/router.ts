import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { inputOf, requireUser, validate } from '@tracker/service-kit';
import { signedInUser } from '../user/signedInUser';
import { toProfile, type ProfileService } from './service';

export interface ProfileRouterDeps {
  profiles: ProfileService;
}

/** GET /api/account/profile and PUT /api/account/profile (name, email) for the signed-in user only. */
export function profileRouter({ profiles }: ProfileRouterDeps): Router {
  const router = new Router();

  router.get(endpoints.getProfile.path, requireUser, async (ctx) => {
    const response: ResponseOf<'getProfile'> = toProfile(await signedInUser(ctx, profiles.users));
    ctx.body = response;
  });

  router.put(endpoints.updateProfile.path, requireUser, validate(endpoints.updateProfile), async (ctx) => {
    const { body } = inputOf(ctx, endpoints.updateProfile);
    const user = await signedInUser(ctx, profiles.users);
    const response: ResponseOf<'updateProfile'> = toProfile(await profiles.update(user, body));
    ctx.body = response;
  });

  return router;
}
