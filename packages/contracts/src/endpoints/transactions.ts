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
  listTransactions: {
    method: 'GET', path: '/api/transactions', kind: 'json', auth: 'user',
    summary: 'One page of transactions matching the filters',
    query: transactionListQuerySchema, response: transactionListResponseSchema,
  },
  uploadTransactions: {
    method: 'POST', path: '/api/transactions/upload-fast', kind: 'multipart', auth: 'user',
    summary: 'Import a CSV/Excel bank statement (5-minute client timeout)',
    fileField: 'file', body: uploadTransactionsFieldsSchema, response: uploadResultSchema,
  },
  previewUpload: {
    method: 'POST', path: '/api/transactions/upload-preview', kind: 'multipart', auth: 'user',
    summary: 'The detected layout of a statement and its first rows as they will be stored (nothing is saved)',
    fileField: 'file', body: uploadPreviewFieldsSchema, response: uploadPreviewSchema,
  },
  downloadReport: {
    method: 'GET', path: '/api/report/:reportUrl', kind: 'download', auth: 'user',
    summary: 'The import report of an upload',
    params: reportParamsSchema,
  },
  addManualTransactions: {
    method: 'POST', path: '/api/transactions/manual', kind: 'json', auth: 'user',
    summary: 'Add transactions typed by hand',
    body: manualTransactionsRequestSchema, response: manualTransactionsResponseSchema,
  },
  updateTransactionType: {
    method: 'PUT', path: '/api/transactions/:id/type', kind: 'json', auth: 'user',
    summary: 'Set the transaction type (free text)',
    params: idParamsSchema, body: updateTransactionTypeRequestSchema, response: transactionSchema,
  },
  updateTransactionTags: {
    method: 'PUT', path: '/api/transactions/:id/tags', kind: 'json', auth: 'user',
    summary: 'Replace the tags ([] clears them)',
    params: idParamsSchema, body: updateTransactionTagsRequestSchema, response: transactionSchema,
  },
  updateTransactionAccount: {
    method: 'PUT', path: '/api/transactions/:id/account', kind: 'json', auth: 'user',
    summary: 'Move the transaction to the account with this name',
    params: idParamsSchema, body: updateTransactionAccountRequestSchema, response: transactionSchema,
  },
  updateTransactionCategory: {
    method: 'PUT', path: '/api/transactions/:id/category', kind: 'json', auth: 'user',
    summary: 'Set the category (a user correction)',
    params: idParamsSchema, body: updateTransactionCategoryRequestSchema, response: transactionSchema,
  },
  bulkUpdateTransactions: {
    method: 'PUT', path: '/api/transactions/bulk-update', kind: 'json', auth: 'user',
    summary: 'Set one category on many transactions',
    body: bulkUpdateTransactionsRequestSchema, response: updatedCountResponseSchema,
  },
  bulkDeleteTransactions: {
    method: 'DELETE', path: '/api/transactions/bulk-delete', kind: 'json', auth: 'user',
    summary: 'Delete the given transactions',
    body: bulkDeleteTransactionsRequestSchema, response: deletedCountResponseSchema,
  },
  restoreTransactions: {
    method: 'PUT', path: '/api/transactions/restore', kind: 'json', auth: 'user',
    summary: 'Restore deleted transactions (beyond the original calls: the Deleted tab keeps rows 30 days)',
    body: restoreTransactionsRequestSchema, response: updatedCountResponseSchema,
  },
  acceptSuggestions: {
    method: 'PUT', path: '/api/transactions/accept', kind: 'json', auth: 'user',
    summary: "Accept the Pending tab's suggestions of these rows (beyond the original calls)",
    body: acceptSuggestionsRequestSchema, response: updatedCountResponseSchema,
  },
  sameMerchant: {
    method: 'GET', path: '/api/transactions/:id/same-merchant', kind: 'json', auth: 'user',
    summary: "How many other undecided rows share this row's merchant (beyond the original calls)",
    params: idParamsSchema, response: sameMerchantResponseSchema,
  },
  setMerchantCategory: {
    method: 'PUT', path: '/api/transactions/:id/merchant-category', kind: 'json', auth: 'user',
    summary: "One category on this row and its merchant's other undecided rows (beyond the original calls)",
    params: idParamsSchema, body: merchantCategoryRequestSchema, response: updatedCountResponseSchema,
  },
  deleteAllTransactions: {
    method: 'DELETE', path: '/api/transactions/all', kind: 'json', auth: 'user',
    summary: "Delete all of the user's transactions",
    response: deletedCountResponseSchema,
  },
  exportTransactions: {
    method: 'GET', path: '/api/export/transactions', kind: 'download', auth: 'user',
    summary: 'Excel file of the transactions matching the list filters',
    query: transactionFiltersSchema,
  },

  splitTransaction: {
    method: 'POST', path: '/api/transactions/:id/split', kind: 'json', auth: 'user',
    summary: 'Divide the row among categories: 2-20 parts adding up exactly to its amount (issue 35)',
    params: idParamsSchema, body: splitTransactionRequestSchema, response: transactionSchema,
  },
  unsplitTransaction: {
    method: 'DELETE', path: '/api/transactions/:id/split', kind: 'json', auth: 'user',
    summary: 'Undo a split: the row is one category again (issue 35)',
    params: idParamsSchema, response: transactionSchema,
  },

  // ------------------------------------------------------------ rules (issue 35)
  listRules: {
    method: 'GET', path: '/api/rules', kind: 'json', auth: 'user',
    summary: "The user's rules, in the order they run", response: ruleListResponseSchema,
  },
  createRule: {
    method: 'POST', path: '/api/rules', kind: 'json', auth: 'user',
    summary: 'Add a rule (last in order); applyToExisting also applies it to the stored rows and counts them',
    body: ruleInputSchema, response: ruleSavedResponseSchema,
  },
  previewRule: {
    method: 'POST', path: '/api/rules/preview', kind: 'json', auth: 'user',
    summary: 'Which stored rows a draft rule would change (nothing is saved)',
    body: ruleInputSchema, response: rulePreviewResponseSchema,
  },
  reorderRules: {
    method: 'PUT', path: '/api/rules/order', kind: 'json', auth: 'user',
    summary: 'Set the order rules run in (every rule id, first to last)',
    body: reorderRulesRequestSchema, response: ruleListResponseSchema,
  },
  updateRule: {
    method: 'PUT', path: '/api/rules/:id', kind: 'json', auth: 'user',
    summary: 'Change a rule; applyToExisting also applies it to the stored rows and counts them',
    params: idParamsSchema, body: ruleInputSchema, response: ruleSavedResponseSchema,
  },
  applyRule: {
    method: 'POST', path: '/api/rules/:id/apply', kind: 'json', auth: 'user',
    summary: 'Run a saved rule on the stored rows; answers how many changed',
    params: idParamsSchema, response: ruleAppliedResponseSchema,
  },
  deleteRule: {
    method: 'DELETE', path: '/api/rules/:id', kind: 'json', auth: 'user',
    summary: 'Delete a rule (rows it changed stay as they are)',
    params: idParamsSchema, response: deletedCountResponseSchema,
  },

  // ------------------------------------------------------------ recurring charges (issue 35)
  listRecurring: {
    method: 'GET', path: '/api/recurring', kind: 'json', auth: 'user',
    summary: "Recurring series found in the user's rows: charges, and income apart",
    response: recurringListResponseSchema,
  },
  setRecurringStatus: {
    method: 'PUT', path: '/api/recurring/:id', kind: 'json', auth: 'user',
    summary: 'Confirm or dismiss a recurring series (remembered), or put it back',
    params: recurringStatusParamsSchema, body: recurringStatusRequestSchema, response: recurringStatusResponseSchema,
  },

  // ------------------------------------------------------------ supporting data
  linkTransfer: {
    method: 'POST', path: '/api/transactions/:id/transfer', kind: 'json', auth: 'user',
    summary: 'Links this row and another of the user\'s rows as the two sides of a transfer (beyond the original calls)',
    params: idParamsSchema, body: linkTransferRequestSchema, response: transactionSchema,
  },
  unlinkTransfer: {
    method: 'DELETE', path: '/api/transactions/:id/transfer', kind: 'json', auth: 'user',
    summary: "'Not a transfer': unlinks both sides, remembered so it is never proposed again (beyond the original calls)",
    params: idParamsSchema, response: transactionSchema,
  },
  updateBankAccount: {
    method: 'PUT', path: '/api/bank-accounts/:id', kind: 'json', auth: 'user',
    summary: 'Renames an account, changes its kind, opening balance or whether it counts in net worth (not in the spec)',
    params: idParamsSchema, body: updateBankAccountRequestSchema, response: bankAccountSchema,
  },
  deleteBankAccount: {
    method: 'DELETE', path: '/api/bank-accounts/:id', kind: 'json', auth: 'user',
    summary: 'Deletes an account that has no transactions (not in the spec)',
    params: idParamsSchema, response: deletedCountResponseSchema,
  },
  listBankAccounts: {
    method: 'GET', path: '/api/bank-accounts', kind: 'json', auth: 'user',
    summary: "The user's bank accounts", response: bankAccountListSchema,
  },
  createBankAccount: {
    method: 'POST', path: '/api/bank-accounts', kind: 'json', auth: 'user',
    summary: 'Adds a bank account in a currency (not in the spec)',
    body: createBankAccountRequestSchema, response: bankAccountSchema,
  },
  listTags: {
    method: 'GET', path: '/api/tags', kind: 'json', auth: 'user',
    summary: 'Every tag in use', response: tagsResponseSchema,
  },
  getUserCategories: {
    method: 'GET', path: '/api/user-categories', kind: 'json', auth: 'user',
    summary: "The user's categories by group", response: userCategoriesResponseSchema,
  },
  monthlySpending: {
    method: 'GET', path: '/api/analytics/monthly-spending', kind: 'json', auth: 'user',
    summary: 'Spending per month, oldest first (optional startDate / endDate, inclusive; currency, USD unless said)',
    query: spendingPeriodQuerySchema, response: monthlySpendingResponseSchema,
  },
  categorySpending: {
    method: 'GET', path: '/api/analytics/category-spending', kind: 'json', auth: 'user',
    summary: 'Spending per category, largest first (optional startDate / endDate, inclusive; currency, USD unless said)',
    query: spendingPeriodQuerySchema, response: categorySpendingResponseSchema,
  },
  insights: {
    method: 'GET', path: '/api/analytics/insights', kind: 'json', auth: 'user',
    summary: "Tips computed from the user's figures, in the asked currency (optional currency, USD unless said)",
    query: insightsQuerySchema, response: insightsResponseSchema,
  },
  // ------------------------------------------------------------ dashboard
  dashboardSummary: {
    method: 'GET', path: '/api/analytics/summary', kind: 'json', auth: 'user',
    summary: "The metric cards' totals of a period, over every transaction in it (beyond the original calls: issue 18)",
    query: dashboardSummaryQuerySchema, response: dashboardSummarySchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
