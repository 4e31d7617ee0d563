/** Transactions, their supporting data, analytics and the dashboard's totals: served by services/transactions. */
import { idParamsSchema } from '../common';
import { dashboardSummaryQuerySchema, dashboardSummarySchema } from '../dashboard';
import {
  bankAccountListSchema,
  bankAccountSchema,
  createBankAccountRequestSchema,
  updateBankAccountRequestSchema,
  categorySpendingResponseSchema,
  insightsQuerySchema,
  insightsResponseSchema,
  monthlySpendingResponseSchema,
  spendingPeriodQuerySchema,
  tagsResponseSchema,
  userCategoriesResponseSchema,
} from '../supporting';
import {
  acceptSuggestionsRequestSchema,
  bulkDeleteTransactionsRequestSchema,
  bulkUpdateTransactionsRequestSchema,
  deletedCountResponseSchema,
  manualTransactionsRequestSchema,
  manualTransactionsResponseSchema,
  merchantCategoryRequestSchema,
  reportParamsSchema,
  restoreTransactionsRequestSchema,
  sameMerchantResponseSchema,
  transactionFiltersSchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionSchema,
  updateTransactionAccountRequestSchema,
  updateTransactionCategoryRequestSchema,
  updateTransactionTagsRequestSchema,
  updateTransactionTypeRequestSchema,
  updatedCountResponseSchema,
  uploadResultSchema,
  uploadTransactionsFieldsSchema,
} from '../transactions';
import { linkTransferRequestSchema } from '../transfers';
import { uploadPreviewFieldsSchema, uploadPreviewSchema } from '../statementLayout';
import {
  recurringListResponseSchema,
  recurringStatusParamsSchema,
  recurringStatusRequestSchema,
  recurringStatusResponseSchema,
} from '../recurring';
import {
  reorderRulesRequestSchema,
  ruleAppliedResponseSchema,
  ruleInputSchema,
  ruleListResponseSchema,
  rulePreviewResponseSchema,
  ruleSavedResponseSchema,
} from '../rules';
import { splitTransactionRequestSchema } from '../splits';
import type { EndpointDefinition } from './definition';

// biome-ignore format: an operation's method, path, kind and auth read best on one line
export const transactionsEndpoints = {
  // ------------------------------------------------------------ transactions
  /** One page of transactions matching the filters */
  listTransactions: {
    method: 'GET', path: '/api/transactions', kind: 'json', auth: 'user',
    query: transactionListQuerySchema, response: transactionListResponseSchema,
  },
  /** Import a CSV/Excel bank statement (5-minute client timeout) */
  uploadTransactions: {
    method: 'POST', path: '/api/transactions/upload-fast', kind: 'multipart', auth: 'user',
    fileField: 'file', body: uploadTransactionsFieldsSchema, response: uploadResultSchema,
  },
  /** The detected layout of a statement and its first rows as they will be stored (nothing is saved) */
  previewUpload: {
    method: 'POST', path: '/api/transactions/upload-preview', kind: 'multipart', auth: 'user',
    fileField: 'file', body: uploadPreviewFieldsSchema, response: uploadPreviewSchema,
  },
  /** The import report of an upload */
  downloadReport: {
    method: 'GET', path: '/api/report/:reportUrl', kind: 'download', auth: 'user',
    params: reportParamsSchema,
  },
  /** Add transactions typed by hand */
  addManualTransactions: {
    method: 'POST', path: '/api/transactions/manual', kind: 'json', auth: 'user',
    body: manualTransactionsRequestSchema, response: manualTransactionsResponseSchema,
  },
  /** Set the transaction type (free text) */
  updateTransactionType: {
    method: 'PUT', path: '/api/transactions/:id/type', kind: 'json', auth: 'user',
    params: idParamsSchema, body: updateTransactionTypeRequestSchema, response: transactionSchema,
  },
  /** Replace the tags ([] clears them) */
  updateTransactionTags: {
    method: 'PUT', path: '/api/transactions/:id/tags', kind: 'json', auth: 'user',
    params: idParamsSchema, body: updateTransactionTagsRequestSchema, response: transactionSchema,
  },
  /** Move the transaction to the account with this name */
  updateTransactionAccount: {
    method: 'PUT', path: '/api/transactions/:id/account', kind: 'json', auth: 'user',
    params: idParamsSchema, body: updateTransactionAccountRequestSchema, response: transactionSchema,
  },
  /** Set the category (a user correction) */
  updateTransactionCategory: {
    method: 'PUT', path: '/api/transactions/:id/category', kind: 'json', auth: 'user',
    params: idParamsSchema, body: updateTransactionCategoryRequestSchema, response: transactionSchema,
  },
  /** Set one category on many transactions */
  bulkUpdateTransactions: {
    method: 'PUT', path: '/api/transactions/bulk-update', kind: 'json', auth: 'user',
    body: bulkUpdateTransactionsRequestSchema, response: updatedCountResponseSchema,
  },
  /** Delete the given transactions */
  bulkDeleteTransactions: {
    method: 'DELETE', path: '/api/transactions/bulk-delete', kind: 'json', auth: 'user',
    body: bulkDeleteTransactionsRequestSchema, response: deletedCountResponseSchema,
  },
  /** Restore deleted transactions (beyond the original calls: the Deleted tab keeps rows 30 days) */
  restoreTransactions: {
    method: 'PUT', path: '/api/transactions/restore', kind: 'json', auth: 'user',
    body: restoreTransactionsRequestSchema, response: updatedCountResponseSchema,
  },
  /** Accept the Pending tab's suggestions of these rows (beyond the original calls) */
  acceptSuggestions: {
    method: 'PUT', path: '/api/transactions/accept', kind: 'json', auth: 'user',
    body: acceptSuggestionsRequestSchema, response: updatedCountResponseSchema,
  },
  /** How many other undecided rows share this row's merchant (beyond the original calls) */
  sameMerchant: {
    method: 'GET', path: '/api/transactions/:id/same-merchant', kind: 'json', auth: 'user',
    params: idParamsSchema, response: sameMerchantResponseSchema,
  },
  /** One category on this row and its merchant's other undecided rows (beyond the original calls) */
  setMerchantCategory: {
    method: 'PUT', path: '/api/transactions/:id/merchant-category', kind: 'json', auth: 'user',
    params: idParamsSchema, body: merchantCategoryRequestSchema, response: updatedCountResponseSchema,
  },
  /** Delete all of the user's transactions */
  deleteAllTransactions: {
    method: 'DELETE', path: '/api/transactions/all', kind: 'json', auth: 'user',
    response: deletedCountResponseSchema,
  },
  /** Excel file of the transactions matching the list filters */
  exportTransactions: {
    method: 'GET', path: '/api/export/transactions', kind: 'download', auth: 'user',
    query: transactionFiltersSchema,
  },

  /** Divide the row among categories: 2-20 parts adding up exactly to its amount (issue 35) */
  splitTransaction: {
    method: 'POST', path: '/api/transactions/:id/split', kind: 'json', auth: 'user',
    params: idParamsSchema, body: splitTransactionRequestSchema, response: transactionSchema,
  },
  /** Undo a split: the row is one category again (issue 35) */
  unsplitTransaction: {
    method: 'DELETE', path: '/api/transactions/:id/split', kind: 'json', auth: 'user',
    params: idParamsSchema, response: transactionSchema,
  },

  // ------------------------------------------------------------ rules (issue 35)
  /** The user's rules, in the order they run */
  listRules: {
    method: 'GET', path: '/api/rules', kind: 'json', auth: 'user',
    response: ruleListResponseSchema,
  },
  /** Add a rule (last in order); applyToExisting also applies it to the stored rows and counts them */
  createRule: {
    method: 'POST', path: '/api/rules', kind: 'json', auth: 'user',
    body: ruleInputSchema, response: ruleSavedResponseSchema,
  },
  /** Which stored rows a draft rule would change (nothing is saved) */
  previewRule: {
    method: 'POST', path: '/api/rules/preview', kind: 'json', auth: 'user',
    body: ruleInputSchema, response: rulePreviewResponseSchema,
  },
  /** Set the order rules run in (every rule id, first to last) */
  reorderRules: {
    method: 'PUT', path: '/api/rules/order', kind: 'json', auth: 'user',
    body: reorderRulesRequestSchema, response: ruleListResponseSchema,
  },
  /** Change a rule; applyToExisting also applies it to the stored rows and counts them */
  updateRule: {
    method: 'PUT', path: '/api/rules/:id', kind: 'json', auth: 'user',
    params: idParamsSchema, body: ruleInputSchema, response: ruleSavedResponseSchema,
  },
  /** Run a saved rule on the stored rows; answers how many changed */
  applyRule: {
    method: 'POST', path: '/api/rules/:id/apply', kind: 'json', auth: 'user',
    params: idParamsSchema, response: ruleAppliedResponseSchema,
  },
  /** Delete a rule (rows it changed stay as they are) */
  deleteRule: {
    method: 'DELETE', path: '/api/rules/:id', kind: 'json', auth: 'user',
    params: idParamsSchema, response: deletedCountResponseSchema,
  },

  // ------------------------------------------------------------ recurring charges (issue 35)
  /** Recurring series found in the user's rows: charges, and income apart */
  listRecurring: {
    method: 'GET', path: '/api/recurring', kind: 'json', auth: 'user',
    response: recurringListResponseSchema,
  },
  /** Confirm or dismiss a recurring series (remembered), or put it back */
  setRecurringStatus: {
    method: 'PUT', path: '/api/recurring/:id', kind: 'json', auth: 'user',
    params: recurringStatusParamsSchema, body: recurringStatusRequestSchema, response: recurringStatusResponseSchema,
  },

  // ------------------------------------------------------------ supporting data
  /** Links this row and another of the user's rows as the two sides of a transfer (beyond the original calls) */
  linkTransfer: {
    method: 'POST', path: '/api/transactions/:id/transfer', kind: 'json', auth: 'user',
    params: idParamsSchema, body: linkTransferRequestSchema, response: transactionSchema,
  },
  /** 'Not a transfer': unlinks both sides, remembered so it is never proposed again (beyond the original calls) */
  unlinkTransfer: {
    method: 'DELETE', path: '/api/transactions/:id/transfer', kind: 'json', auth: 'user',
    params: idParamsSchema, response: transactionSchema,
  },
  /** Renames an account, changes its kind, opening balance or whether it counts in net worth (not in the spec) */
  updateBankAccount: {
    method: 'PUT', path: '/api/bank-accounts/:id', kind: 'json', auth: 'user',
    params: idParamsSchema, body: updateBankAccountRequestSchema, response: bankAccountSchema,
  },
  /** Deletes an account that has no transactions (not in the spec) */
  deleteBankAccount: {
    method: 'DELETE', path: '/api/bank-accounts/:id', kind: 'json', auth: 'user',
    params: idParamsSchema, response: deletedCountResponseSchema,
  },
  /** The user's bank accounts */
  listBankAccounts: {
    method: 'GET', path: '/api/bank-accounts', kind: 'json', auth: 'user',
    response: bankAccountListSchema,
  },
  /** Adds a bank account in a currency (not in the spec) */
  createBankAccount: {
    method: 'POST', path: '/api/bank-accounts', kind: 'json', auth: 'user',
    body: createBankAccountRequestSchema, response: bankAccountSchema,
  },
  /** Every tag in use */
  listTags: {
    method: 'GET', path: '/api/tags', kind: 'json', auth: 'user',
    response: tagsResponseSchema,
  },
  /** The user's categories by group */
  getUserCategories: {
    method: 'GET', path: '/api/user-categories', kind: 'json', auth: 'user',
    response: userCategoriesResponseSchema,
  },
  /** Spending per month, oldest first (optional startDate / endDate, inclusive; currency, USD unless said) */
  monthlySpending: {
    method: 'GET', path: '/api/analytics/monthly-spending', kind: 'json', auth: 'user',
    query: spendingPeriodQuerySchema, response: monthlySpendingResponseSchema,
  },
  /** Spending per category, largest first (optional startDate / endDate, inclusive; currency, USD unless said) */
  categorySpending: {
    method: 'GET', path: '/api/analytics/category-spending', kind: 'json', auth: 'user',
    query: spendingPeriodQuerySchema, response: categorySpendingResponseSchema,
  },
  /** Tips computed from the user's figures, in the asked currency (optional currency, USD unless said) */
  insights: {
    method: 'GET', path: '/api/analytics/insights', kind: 'json', auth: 'user',
    query: insightsQuerySchema, response: insightsResponseSchema,
  },
  // ------------------------------------------------------------ dashboard
  /** The metric cards' totals of a period, over every transaction in it (beyond the original calls: issue 18) */
  dashboardSummary: {
    method: 'GET', path: '/api/analytics/summary', kind: 'json', auth: 'user',
    query: dashboardSummaryQuerySchema, response: dashboardSummarySchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
