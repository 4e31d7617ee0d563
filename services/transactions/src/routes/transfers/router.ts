import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { TransactionService } from '../transactions/service';
import type { TransferService } from './service';

const linkInput = { params: endpoints.linkTransfer.params, body: endpoints.linkTransfer.body };
const unlinkInput = { params: endpoints.unlinkTransfer.params };

/** POST /api/transactions/:id/transfer (link by hand) and DELETE (Not a transfer). Another user's row is a 404. */
export function transfersRouter(transfers: TransferService, transactions: TransactionService): Router {
  const router = new Router();
  router.post(endpoints.linkTransfer.path, requireUser, validate(linkInput), async (ctx) => {
    const userId = currentUserId(ctx);
    const { params, body } = inputOf(ctx, linkInput);
    const [row, other] = await Promise.all([
      transactions.get(userId, params.id),
      transactions.get(userId, body.counterpartId),
    ]);
    await transfers.link(userId, row, other);
    const answer: ResponseOf<'linkTransfer'> = (
      await transactions.apiRows(userId, [await transactions.get(userId, params.id)])
    )[0] as ResponseOf<'linkTransfer'>;
    ctx.body = answer;
  });
  router.delete(endpoints.unlinkTransfer.path, requireUser, validate(unlinkInput), async (ctx) => {
    const userId = currentUserId(ctx);
    const { params } = inputOf(ctx, unlinkInput);
    await transfers.unlink(userId, await transactions.get(userId, params.id));
    const answer: ResponseOf<'unlinkTransfer'> = (
      await transactions.apiRows(userId, [await transactions.get(userId, params.id)])
    )[0] as ResponseOf<'unlinkTransfer'>;
    ctx.body = answer;
  });
  return router;
}
