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

// ---------------------------------------------------------------- user data (download my data, delete my account)
/**
 * `GET /internal/user-data/:userId` answers the user's documents of the area's collections; `DELETE` removes them.
 * Both are service-to-service (never routed by the gateway; `x-internal-token` when INTERNAL_TOKEN is set), and
 * services/auth calls every area listed in USER_DATA_COLLECTIONS: an export is one file of every answer, and an
 * account is deleted only once every area has answered its DELETE.
 */
export const INTERNAL_USER_DATA_PATH = '/internal/user-data/:userId';

/** The concrete path for one user. */
export function internalUserDataPath(userId: string): string {
  return `/internal/user-data/${encodeURIComponent(userId)}`;
}

/**
 * Per area: `exported` collections (label -> collection) are the user's data, in the download and deleted;
 * `derived` collections are indexes and caches built from it (deleted, never exported). Every document carries
 * `userId` (an ObjectId or its hex string). A collection an area adds must be listed here, or it outlives an
 * account deletion.
 */
export const USER_DATA_COLLECTIONS = {
  transactions: {
    exported: {
      transactions: 'transactions',
      bankAccounts: 'bankaccounts',
      userCategories: 'usercategories',
      importReports: 'importreports',
      importLayouts: 'importlayouts',
    },
    derived: ['descriptionwords', 'importreportchunks'],
  },
  budget: {
    exported: { budgetTypes: 'budgettypes', budgetCategories: 'budgetcategories' },
    derived: [],
  },
  wealth: { exported: { assets: 'assets', netWorthHistory: 'net_worth_snapshots' }, derived: [] },
  community: { exported: { votes: 'votes', feedback: 'feedbacks' }, derived: [] },
  categoriser: {
    exported: { merchantMemory: 'categoriser_memory', categorisationExamples: 'categoriser_examples' },
    derived: [],
  },
} as const satisfies Record<string, UserDataCollections>;

export interface UserDataCollections {
  readonly exported: Readonly<Record<string, string>>;
  readonly derived: readonly string[];
}

export type UserDataArea = keyof typeof USER_DATA_COLLECTIONS;
export const USER_DATA_AREAS = Object.keys(USER_DATA_COLLECTIONS) as UserDataArea[];

/** A stored document as JSON (ObjectIds as hex strings, dates as ISO strings); `userId` is left out. */
export const userDataDocumentSchema = z.record(z.string(), z.unknown());
export type UserDataDocument = z.infer<typeof userDataDocumentSchema>;

/** Answer of GET: the user's documents per exported label. */
export const userDataExportSchema = z.object({
  collections: z.record(z.string(), z.array(userDataDocumentSchema)),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;

/** Answer of DELETE: documents removed per collection name (exported and derived). */
export const userDataDeletionSchema = z.object({
  deleted: z.record(z.string(), z.number().int().nonnegative()),
});
export type UserDataDeletion = z.infer<typeof userDataDeletionSchema>;
