import Router from '@koa/router';
import { CATEGORISER_PATHS, insightsRequestSchema, type InsightsResponse } from '@tracker/contracts';
import { inputOf, validate } from '@tracker/service-kit';
import { insightsFor, type InsightsDeps } from '../../insights';

const schemas = { body: insightsRequestSchema };

/** POST /internal/insights: up to three insights from the given figures only. */
export function insightsRouter(deps: InsightsDeps): Router {
  const router = new Router();
  router.post(CATEGORISER_PATHS.insights, validate(schemas), async (ctx) => {
    const { body } = inputOf(ctx, schemas);
    const response: InsightsResponse = await insightsFor(body, deps);
    ctx.body = response;
  });
  return router;
}
