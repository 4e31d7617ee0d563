/**
 * Service-to-service contract for the account statistics (spec §3 Account stats): services/auth asks each area
 * service how many documents one user owns, over internal HTTP (never routed by the gateway; `x-internal-token`
 * when INTERNAL_TOKEN is set). Each area answers only its own fields of `accountStatsSchema`, so auth merges the
 * answers as they are. The collection names are fixed here so the area issues create their models on them.
 */
import { z } from 'zod';

/** `GET /internal/stats/:userId` on transactions, wealth and community. */
export const INTERNAL_STATS_PATH = '/internal/stats/:userId';

/** The concrete path for one user. */
export function internalStatsPath(userId: string): string {
  return `/internal/stats/${encodeURIComponent(userId)}`;
}

/** The collections each area counts by `userId` (mongoose models of later issues must use these names). */
export const STATS_COLLECTIONS = {
  transactions: { transactions: 'transactions', bankAccounts: 'bankaccounts' },
  wealth: { assets: 'assets' },
  community: { votes: 'votes', feedback: 'feedbacks' },
} as const;

/** A user id as the session holds it: the 24-hex ObjectId of the auth service's user. */
export const internalStatsParamsSchema = z.object({
  userId: z.string().regex(/^[0-9a-fA-F]{24}$/, 'userId must be a 24-character hex id'),
});
export type InternalStatsParams = z.infer<typeof internalStatsParamsSchema>;

const count = z.number().int().nonnegative();

/** services/transactions */
export const transactionsStatsSchema = z.object({ totalTransactions: count, totalBankAccounts: count });
export type TransactionsStats = z.infer<typeof transactionsStatsSchema>;

/** services/wealth */
export const wealthStatsSchema = z.object({ totalAssets: count });
export type WealthStats = z.infer<typeof wealthStatsSchema>;

/** services/community */
export const communityStatsSchema = z.object({ totalVotes: count, totalFeedback: count });
export type CommunityStats = z.infer<typeof communityStatsSchema>;
