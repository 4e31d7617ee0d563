import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { currentUserId, requireUser } from '@tracker/service-kit';
import type { TransactionService } from '../transactions/service';

/** GET /api/tags: every tag on the user's transactions (not deleted), sorted. */
export function tagsRouter(transactions: TransactionService): Router {
  const router = new Router({ prefix: endpoints.listTags.path });
  router.get('/', requireUser, async (ctx) => {
    const body: ResponseOf<'listTags'> = await transactions.tags(currentUserId(ctx));
    ctx.body = body;
  });
  return router;
}
