import type Router from '@koa/router';
import { STATS_COLLECTIONS, type CommunityStats } from '@tracker/contracts';
import { internalStatsRouter, type StatsCounts } from '@tracker/service-kit';
import type { Connection } from 'mongoose';

export interface InternalRouterDeps {
  connection: Connection;
  internalToken: string | undefined;
}

/** What the account page counts here. */
export const communityStatsCounts: StatsCounts<CommunityStats> = {
  totalVotes: { collection: STATS_COLLECTIONS.community.votes },
  totalFeedback: { collection: STATS_COLLECTIONS.community.feedback },
};

/** Service-to-service routes (never routed by the gateway): GET /internal/stats/:userId for the account page. */
export function internalRouter(deps: InternalRouterDeps): Router {
  return internalStatsRouter({ ...deps, counts: communityStatsCounts });
}
