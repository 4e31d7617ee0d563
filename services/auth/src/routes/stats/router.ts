import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { requireUser } from '@tracker/service-kit';
import type { Model } from 'mongoose';
import type { UserFields } from '../user/model';
import { signedInUser } from '../user/signedInUser';
import { gatherAccountStats, type StatsSources } from './client';

export interface StatsRouterDeps {
  users: Model<UserFields>;
  sources: StatsSources;
}

/** GET /api/account/stats: the signed-in user's counts across the areas (0 for an area that cannot answer). */
export function statsRouter({ users, sources }: StatsRouterDeps): Router {
  const router = new Router();

  router.get(endpoints.getAccountStats.path, requireUser, async (ctx) => {
    const user = await signedInUser(ctx, users);
    const response: ResponseOf<'getAccountStats'> = await gatherAccountStats(user._id.toString(), sources, ctx.log);
    ctx.body = response;
  });

  return router;
}
