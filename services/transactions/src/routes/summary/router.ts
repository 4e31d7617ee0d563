import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { SummaryService } from './service';

const summaryInput = { query: endpoints.dashboardSummary.query };

/** GET /api/analytics/summary: the dashboard's metric cards for a period. */
export function summaryRouter(summary: SummaryService): Router {
  const router = new Router();
  router.get(endpoints.dashboardSummary.path, requireUser, validate(summaryInput), async (ctx) => {
    const body: ResponseOf<'dashboardSummary'> = await summary.summary(
      currentUserId(ctx),
      inputOf(ctx, summaryInput).query,
    );
    ctx.body = body;
  });
  return router;
}
