import type Router from '@koa/router';
import { STATS_COLLECTIONS, type WealthStats } from '@tracker/contracts';
import { internalStatsRouter, type StatsCounts } from '@tracker/service-kit';
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
