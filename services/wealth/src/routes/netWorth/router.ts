import Router from '@koa/router';
import { DEFAULT_CURRENCY, endpoints, type NetWorthHistory } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { NetWorthService } from './service';

const historyInput = { query: endpoints.netWorthHistory.query };

/** GET /api/assets/net-worth-history?currency */
export function netWorthRouter(netWorth: NetWorthService): Router {
  const router = new Router();
  router.get(endpoints.netWorthHistory.path, requireUser, validate(historyInput), async (ctx) => {
    const { currency } = inputOf(ctx, historyInput).query;
    const body: NetWorthHistory = await netWorth.history(currentUserId(ctx), currency ?? DEFAULT_CURRENCY);
    ctx.body = body;
  });
  return router;
}
