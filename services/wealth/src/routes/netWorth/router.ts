import Router from '@koa/router';
import { endpoints, type NetWorthHistory } from '@tracker/contracts';
import { currentUserId, requireUser } from '@tracker/service-kit';
import type { NetWorthService } from './service';

/** GET /api/assets/net-worth-history */
export function netWorthRouter(netWorth: NetWorthService): Router {
  const router = new Router();
  router.get(endpoints.netWorthHistory.path, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    const body: NetWorthHistory = await netWorth.history(currentUserId(ctx));
    ctx.body = body;
  });
  return router;
}
