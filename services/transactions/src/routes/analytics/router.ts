import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { AnalyticsService } from './service';

const monthlyInput = { query: endpoints.monthlySpending.query };
const categoryInput = { query: endpoints.categorySpending.query };
const insightsInput = { query: endpoints.insights.query };

/** GET /api/analytics/monthly-spending, /category-spending and /insights. */
export function analyticsRouter(analytics: AnalyticsService): Router {
  const router = new Router();
  router.get(endpoints.monthlySpending.path, requireUser, validate(monthlyInput), async (ctx) => {
    const body: ResponseOf<'monthlySpending'> = await analytics.monthlySpending(
      currentUserId(ctx),
      inputOf(ctx, monthlyInput).query,
    );
    ctx.body = body;
  });
  router.get(endpoints.categorySpending.path, requireUser, validate(categoryInput), async (ctx) => {
    const body: ResponseOf<'categorySpending'> = await analytics.categorySpending(
      currentUserId(ctx),
      inputOf(ctx, categoryInput).query,
    );
    ctx.body = body;
  });
  router.get(endpoints.insights.path, requireUser, validate(insightsInput), async (ctx) => {
    const body: ResponseOf<'insights'> = await analytics.insights(
      currentUserId(ctx),
      inputOf(ctx, insightsInput).query,
    );
    ctx.body = body;
  });
  return router;
}
