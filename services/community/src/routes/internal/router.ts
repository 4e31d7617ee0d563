import type Router from '@koa/router';
import { STATS_COLLECTIONS, USER_DATA_COLLECTIONS, type CommunityStats } from '@tracker/contracts';
import { internalStatsRouter, internalUserDataRouter, type StatsCounts } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import type { FeatureService } from '../features/service';

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

/**
 * GET and DELETE /internal/user-data/:userId (download my data, delete my account). Votes are taken back one by
 * one first, so every feature's count drops with them.
 */
export function userDataRouter(deps: InternalRouterDeps & { features: FeatureService }): Router {
  return internalUserDataRouter({
    connection: deps.connection,
    internalToken: deps.internalToken,
    collections: USER_DATA_COLLECTIONS.community,
    beforeDelete: (userId) => deps.features.withdrawAllVotes(userId),
  });
}
