import { endpoints } from '@tracker/contracts';

/**
 * Query keys of the data this area reads or refreshes. Each starts with the call's path, so the spec's default
 * fetch (key parts joined with '/') serves the simple GETs, and invalidating the path prefix refreshes every
 * variant (the dashboard's page of 100, this page's filtered pages, the same-amount hint).
 */
export const queryKeys = {
  transactions: [endpoints.listTransactions.path],
  bankAccounts: [endpoints.listBankAccounts.path],
  tags: [endpoints.listTags.path],
  userCategories: [endpoints.getUserCategories.path],
  monthlySpending: [endpoints.monthlySpending.path],
  categorySpending: [endpoints.categorySpending.path],
  insights: [endpoints.insights.path],
} as const;

export type QueryKeyName = keyof typeof queryKeys;

/** product.md › API calls "Refresh after …": what each write makes stale. */
export const REFRESH_AFTER = {
  upload: ['transactions', 'bankAccounts', 'monthlySpending', 'categorySpending', 'insights'],
  manualAdd: ['transactions', 'monthlySpending', 'categorySpending', 'tags'],
  typeEdit: ['transactions'],
  tagEdit: ['transactions', 'tags'],
  accountEdit: ['transactions', 'bankAccounts'],
  categoryEdit: ['transactions', 'userCategories'],
  // Bulk update sets a category, like the inline category edit.
  bulkUpdate: ['transactions', 'userCategories'],
  delete: ['transactions'],
} as const satisfies Record<string, readonly QueryKeyName[]>;
