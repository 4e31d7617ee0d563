import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { currentUserId, requireUser } from '@tracker/service-kit';
import type { AnalyticsService } from './service';

/** GET /api/analytics/monthly-spending, /category-spending and /insights. */
export function analyticsRouter(analytics: AnalyticsService): Router {
  const router = new Router();
  router.get(endpoints.monthlySpending.path, requireUser, async (ctx) => {
    const body: ResponseOf<'monthlySpending'> = await analytics.monthlySpending(currentUserId(ctx));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });
  router.get(endpoints.categorySpending.path, requireUser, async (ctx) => {
    const body: ResponseOf<'categorySpending'> = await analytics.categorySpending(currentUserId(ctx));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });
  router.get(endpoints.insights.path, requireUser, async (ctx) => {
    const body: ResponseOf<'insights'> = await analytics.insights(currentUserId(ctx));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });
  return router;
}
