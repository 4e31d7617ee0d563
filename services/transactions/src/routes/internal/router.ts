import type Router from '@koa/router';
import { STATS_COLLECTIONS, USER_DATA_COLLECTIONS, type TransactionsStats } from '@tracker/contracts';
import { internalStatsRouter, internalUserDataRouter, type StatsCounts } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import type { BankAccountService } from '../bankAccounts/service';

export interface InternalRouterDeps {
  connection: Connection;
  internalToken: string | undefined;
}

/** What the account page counts here: live transactions only (the Deleted tab's rows are not the user's any more). */
export const transactionsStatsCounts: StatsCounts<TransactionsStats> = {
  totalTransactions: { collection: STATS_COLLECTIONS.transactions.transactions, where: { deleted: { $ne: true } } },
  totalBankAccounts: { collection: STATS_COLLECTIONS.transactions.bankAccounts },
};

/** Service-to-service routes (never routed by the gateway): GET /internal/stats/:userId for the account page. */
export function internalRouter(deps: InternalRouterDeps): Router {
  return internalStatsRouter({ ...deps, counts: transactionsStatsCounts });
}

/**
 * GET and DELETE /internal/user-data/:userId (download my data, delete my account). Account numbers leave the
 * service as their last 4 digits only, in the download too; each account with its kind and balance as the Accounts
 * screen shows them (transactions carry their transfer links: flow, transferOf, transferBy).
 */
export function userDataRouter({
  accounts,
  ...deps
}: InternalRouterDeps & { accounts: Pick<BankAccountService, 'exported'> }): Router {
  return internalUserDataRouter({
    ...deps,
    collections: USER_DATA_COLLECTIONS.transactions,
    reveal: (label, doc) => (label === 'bankAccounts' ? accounts.exported(doc) : doc),
  });
}
