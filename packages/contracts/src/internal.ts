/**
 * Service-to-service contract for the account statistics (product.md › Data › Account stats): services/auth asks each
 * area service how many documents one user owns, over internal HTTP (never routed by the gateway; `x-internal-token`
 * when INTERNAL_TOKEN is set). Each area answers only its own fields of `accountStatsSchema`, so auth merges the
 * answers as they are.
 */
import { z } from 'zod';

/** `GET /internal/stats/:userId` on transactions, wealth and community. */
export const INTERNAL_STATS_PATH = '/internal/stats/:userId';

/** The concrete path for one user. */
export function internalStatsPath(userId: string): string {
  return `/internal/stats/${encodeURIComponent(userId)}`;
}

/**
 * Every collection of the area services, by area: the one place their names are written. The models create
 * themselves on these names, and the statistics, the data download and the account deletion below pick from them,
 * so renaming a collection here renames it everywhere (a literal in a model would leave its data behind).
 */
export const COLLECTIONS = {
  transactions: {
    transactions: 'transactions',
    bankAccounts: 'bankaccounts',
    userCategories: 'usercategories',
    importReports: 'importreports',
    importReportChunks: 'importreportchunks',
    importLayouts: 'importlayouts',
    descriptionWords: 'descriptionwords',
    rules: 'rules',
    recurringSeries: 'recurring_series',
    rejectedTransfers: 'rejectedtransfers',
    maintenance: 'transactions_maintenance',
  },
  budget: {
    budgetTypes: 'budgettypes',
    budgetCategories: 'budgetcategories',
    categoryMappings: 'budget_category_mappings',
  },
  wealth: {
    assets: 'assets',
    netWorthSnapshots: 'net_worth_snapshots',
    fxRates: 'fx_rates',
    fxCoverage: 'fx_coverage',
  },
  community: { features: 'features', votes: 'votes', feedback: 'feedbacks' },
  categoriser: {
    merchantMemory: 'categoriser_memory',
    examples: 'categoriser_examples',
    llmCache: 'categoriser_llm_cache',
  },
} as const;

/** Collections that hold no user's documents (shared reference data and caches): never exported nor deleted. */
export const SHARED_COLLECTIONS: readonly string[] = [
  COLLECTIONS.wealth.fxRates,
  COLLECTIONS.wealth.fxCoverage,
  COLLECTIONS.community.features,
  COLLECTIONS.categoriser.llmCache,
  COLLECTIONS.transactions.maintenance,
];

/** The collections each area counts by `userId` for the account statistics. */
export const STATS_COLLECTIONS = {
  transactions: {
    transactions: COLLECTIONS.transactions.transactions,
    bankAccounts: COLLECTIONS.transactions.bankAccounts,
  },
  wealth: { assets: COLLECTIONS.wealth.assets },
  community: { votes: COLLECTIONS.community.votes, feedback: COLLECTIONS.community.feedback },
} as const;

/** A user id as the session holds it: the 24-hex ObjectId of the auth service's user. */
export const internalStatsParamsSchema = z.object({
  userId: z.string().regex(/^[0-9a-fA-F]{24}$/, 'userId must be a 24-character hex id'),
});

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
      transactions: COLLECTIONS.transactions.transactions,
      bankAccounts: COLLECTIONS.transactions.bankAccounts,
      userCategories: COLLECTIONS.transactions.userCategories,
      importReports: COLLECTIONS.transactions.importReports,
      importLayouts: COLLECTIONS.transactions.importLayouts,
      rules: COLLECTIONS.transactions.rules,
      recurringSeries: COLLECTIONS.transactions.recurringSeries,
      rejectedTransfers: COLLECTIONS.transactions.rejectedTransfers,
    },
    derived: [COLLECTIONS.transactions.descriptionWords, COLLECTIONS.transactions.importReportChunks],
  },
  budget: {
    exported: {
      budgetTypes: COLLECTIONS.budget.budgetTypes,
      budgetCategories: COLLECTIONS.budget.budgetCategories,
      categoryMappings: COLLECTIONS.budget.categoryMappings,
    },
    derived: [],
  },
  wealth: {
    exported: { assets: COLLECTIONS.wealth.assets, netWorthHistory: COLLECTIONS.wealth.netWorthSnapshots },
    derived: [],
  },
  community: {
    exported: { votes: COLLECTIONS.community.votes, feedback: COLLECTIONS.community.feedback },
    derived: [],
  },
  categoriser: {
    exported: {
      merchantMemory: COLLECTIONS.categoriser.merchantMemory,
      categorisationExamples: COLLECTIONS.categoriser.examples,
    },
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
