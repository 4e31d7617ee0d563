import Router from '@koa/router';
import {
  INTERNAL_NET_WORTH_ACCOUNTS_PATH,
  internalStatsParamsSchema,
  type NetWorthAccountsResponse,
} from '@tracker/contracts';
import { inputOf, internalOnly, validate } from '@tracker/service-kit';
import type { BankAccountService } from './service';

const readInput = { params: internalStatsParamsSchema };

/**
 * GET /internal/net-worth-accounts/:userId for the wealth service's net-worth snapshots: the user's accounts switched
 * on to count in net worth, with their kind, balance and currency as GET /api/bank-accounts answers them.
 */
export function internalNetWorthAccountsRouter(accounts: BankAccountService, internalToken: string | undefined) {
  const router = new Router();
  router.get(INTERNAL_NET_WORTH_ACCOUNTS_PATH, internalOnly(internalToken), validate(readInput), async (ctx) => {
    const { userId } = inputOf(ctx, readInput).params;
    const body: NetWorthAccountsResponse = (await accounts.countingInNetWorth(userId)).map(
      ({ kind, balance, currency, countsInNetWorth }) => ({ kind, balance, currency, countsInNetWorth }),
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  return router;
}
