import type Router from '@koa/router';
import { STATS_COLLECTIONS, USER_DATA_COLLECTIONS, type WealthStats } from '@tracker/contracts';
import { internalStatsRouter, internalUserDataRouter, type FieldCipher, type StatsCounts } from '@tracker/service-kit';
import type { Connection } from 'mongoose';

export interface InternalRouterDeps {
  connection: Connection;
  internalToken: string | undefined;
}

/** What the account page counts here. */
export const wealthStatsCounts: StatsCounts<WealthStats> = {
  totalAssets: { collection: STATS_COLLECTIONS.wealth.assets },
};

/** Service-to-service routes (never routed by the gateway): GET /internal/stats/:userId for the account page. */
export function internalRouter(deps: InternalRouterDeps): Router {
  return internalStatsRouter({ ...deps, counts: wealthStatsCounts });
}

/** GET and DELETE /internal/user-data/:userId (download my data, delete my account); sealed notes are opened. */
export function userDataRouter({ cipher, ...deps }: InternalRouterDeps & { cipher: FieldCipher }): Router {
  return internalUserDataRouter({
    ...deps,
    collections: USER_DATA_COLLECTIONS.wealth,
    reveal: (label, doc) =>
      label === 'assets' && typeof doc.description === 'string'
        ? { ...doc, description: cipher.open(doc.description) }
        : doc,
  });
}
