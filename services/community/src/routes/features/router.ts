import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { FeatureService } from './service';

/**
 * GET /api/features, GET /api/features/votes (the signed-in user's), POST and DELETE /api/features/:id/vote.
 * `votes` is registered before `:id` routes; it cannot clash anyway (the :id routes end in /vote).
 */
export function featuresRouter(features: FeatureService): Router {
  const router = new Router();

  router.get(endpoints.listFeatures.path, requireUser, async (ctx) => {
    const response: ResponseOf<'listFeatures'> = await features.list();
    ctx.body = response;
  });

  router.get(endpoints.listVotes.path, requireUser, async (ctx) => {
    const response: ResponseOf<'listVotes'> = await features.votesOf(currentUserId(ctx));
    ctx.body = response;
  });

  router.post(endpoints.vote.path, requireUser, validate(endpoints.vote), async (ctx) => {
    const { params } = inputOf(ctx, endpoints.vote);
    const response: ResponseOf<'vote'> = await features.vote(currentUserId(ctx), params.id);
    ctx.body = response;
  });

  router.delete(endpoints.unvote.path, requireUser, validate(endpoints.unvote), async (ctx) => {
    const { params } = inputOf(ctx, endpoints.unvote);
    const response: ResponseOf<'unvote'> = await features.unvote(currentUserId(ctx), params.id);
    ctx.body = response;
  });

  return router;
}
