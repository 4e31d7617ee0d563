import Router from '@koa/router';
import { INTERNAL_STATS_PATH, STATS_COLLECTIONS, internalStatsParamsSchema, type TransactionsStats } from '@tracker/contracts';
import { inputOf, internalOnly, validate } from '@tracker/service-kit';
import { Types, type Connection } from 'mongoose';

export interface InternalRouterDeps {
  connection: Connection;
  internalToken: string | undefined;
}

const statsInput = { params: internalStatsParamsSchema };

/**
 * Counts one user's documents in a collection this service owns. The area models of later issues may store
 * `userId` as an ObjectId or as its hex string: both forms count.
 */
function countForUser(connection: Connection, collection: string, userId: string): Promise<number> {
  return connection.collection(collection).countDocuments({ userId: { $in: [new Types.ObjectId(userId), userId] } });
}

/** Service-to-service routes (never routed by the gateway): GET /internal/stats/:userId for the account page. */
export function internalRouter({ connection, internalToken }: InternalRouterDeps): Router {
  const router = new Router();
  router.use(internalOnly(internalToken));

  router.get(INTERNAL_STATS_PATH, validate(statsInput), async (ctx) => {
    const { userId } = inputOf(ctx, statsInput).params;
    const names = STATS_COLLECTIONS.transactions;
    const [totalTransactions, totalBankAccounts] = await Promise.all([
      countForUser(connection, names.transactions, userId),
      countForUser(connection, names.bankAccounts, userId),
    ]);
    const body: TransactionsStats = { totalTransactions, totalBankAccounts };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  return router;
}
