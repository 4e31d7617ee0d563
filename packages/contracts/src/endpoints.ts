/**
 * The endpoint map (STYLE.md item 6): every call of spec §7 keyed by operation name, with its method, path,
 * kind and schemas. The services validate with it, the api-client sends with it; renaming an operation or
 * changing a payload breaks the build on both sides instead of production.
 *
 * - `params`, `query`, `body`: request schemas. Servers use the parsed (output) types, clients send input types.
 * - `kind`: 'json' (JSON in and out), 'multipart' (FormData with a file part named by `fileField`, `body`
 *   describing the text fields; JSON out), 'download' (a file comes back), 'navigation' (the browser goes there).
 * - `auth`: 'public' calls work signed out (a 401 there is a plain failure, not an expired session).
 */
import { z } from 'zod';
import {
  accountStatsSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  profileSchema,
  updateProfileRequestSchema,
} from './account';
import { authSuccessResponseSchema, loginRequestSchema, registerRequestSchema, userSchema } from './auth';
import {
  budgetCategoryListSchema,
  budgetCategoryRequestSchema,
  budgetCategorySchema,
  budgetTypeListSchema,
  budgetTypeRequestSchema,
  budgetTypeSchema,
  budgetUploadResultSchema,
  copyBudgetRequestSchema,
  copyBudgetResultSchema,
  uploadBudgetFieldsSchema,
} from './budget';
import { dashboardSummaryQuerySchema, dashboardSummarySchema } from './dashboard';
import { emptyBodySchema, idParamsSchema, monthYearQuerySchema, successResponseSchema } from './common';
import {
  createFeedbackRequestSchema,
  featureListSchema,
  feedbackListSchema,
  feedbackSchema,
  voteListSchema,
  voteResultSchema,
} from './community';
import {
  categorySpendingResponseSchema,
  bankAccountListSchema,
  insightsResponseSchema,
  monthlySpendingResponseSchema,
  spendingPeriodQuerySchema,
  tagsResponseSchema,
  userCategoriesResponseSchema,
} from './supporting';
import {
  acceptSuggestionsRequestSchema,
  bulkDeleteTransactionsRequestSchema,
  bulkUpdateTransactionsRequestSchema,
  deletedCountResponseSchema,
  manualTransactionsRequestSchema,
  manualTransactionsResponseSchema,
  merchantCategoryRequestSchema,
  restoreTransactionsRequestSchema,
  reportParamsSchema,
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
} from './transactions';
import {
  assetListSchema,
  assetPriceResultSchema,
  assetRequestSchema,
  assetSchema,
  assetUploadResultSchema,
  netWorthHistorySchema,
  priceResultSchema,
  syncPricesResponseSchema,
  tempPriceQuerySchema,
} from './wealth';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type EndpointKind = 'json' | 'multipart' | 'download' | 'navigation';
export type EndpointAuth = 'public' | 'user';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly kind: EndpointKind;
  readonly auth: EndpointAuth;
  readonly summary: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** multipart only: the name of the file part. */
  readonly fileField?: string;
  readonly response?: z.ZodType;
}

/** What a 'download' endpoint yields on the client. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server gave none. */
  filename: string | null;
}

export const endpoints = {
  // ------------------------------------------------------------ session and auth
  getUser: {
    method: 'GET', path: '/api/user', kind: 'json', auth: 'user',
    summary: 'The signed-in user (401 when signed out)',
    response: userSchema,
  },
  login: {
    method: 'POST', path: '/api/login', kind: 'json', auth: 'public',
    summary: 'Sign in with e-mail and password',
    body: loginRequestSchema, response: authSuccessResponseSchema,
  },
  register: {
    method: 'POST', path: '/api/register', kind: 'json', auth: 'public',
    summary: 'Create an account and sign in',
    body: registerRequestSchema, response: authSuccessResponseSchema,
  },
  logout: {
    method: 'GET', path: '/api/logout', kind: 'navigation', auth: 'public',
    summary: 'Browser navigation: ends the session and returns to /',
  },

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
    summary: 'Restore deleted transactions (not in §7: the Deleted tab keeps rows 30 days)',
    body: restoreTransactionsRequestSchema, response: updatedCountResponseSchema,
  },
  acceptSuggestions: {
    method: 'PUT', path: '/api/transactions/accept', kind: 'json', auth: 'user',
    summary: "Accept the Pending tab's suggestions of these rows (not in §7)",
    body: acceptSuggestionsRequestSchema, response: updatedCountResponseSchema,
  },
  sameMerchant: {
    method: 'GET', path: '/api/transactions/:id/same-merchant', kind: 'json', auth: 'user',
    summary: "How many other undecided rows share this row's merchant (not in §7)",
    params: idParamsSchema, response: sameMerchantResponseSchema,
  },
  setMerchantCategory: {
    method: 'PUT', path: '/api/transactions/:id/merchant-category', kind: 'json', auth: 'user',
    summary: "One category on this row and its merchant's other undecided rows (not in §7)",
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

  // ------------------------------------------------------------ supporting data
  listBankAccounts: {
    method: 'GET', path: '/api/bank-accounts', kind: 'json', auth: 'user',
    summary: "The user's bank accounts", response: bankAccountListSchema,
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
    summary: 'Spending per month, oldest first (optional startDate / endDate, inclusive)',
    query: spendingPeriodQuerySchema, response: monthlySpendingResponseSchema,
  },
  categorySpending: {
    method: 'GET', path: '/api/analytics/category-spending', kind: 'json', auth: 'user',
    summary: 'Spending per category, largest first (optional startDate / endDate, inclusive)',
    query: spendingPeriodQuerySchema, response: categorySpendingResponseSchema,
  },
  insights: {
    method: 'GET', path: '/api/analytics/insights', kind: 'json', auth: 'user',
    summary: 'Tips computed from the user figures', response: insightsResponseSchema,
  },
  // ------------------------------------------------------------ dashboard
  dashboardSummary: {
    method: 'GET', path: '/api/analytics/summary', kind: 'json', auth: 'user',
    summary: "The metric cards' totals of a period, over every transaction in it (not in §7: issue 18)",
    query: dashboardSummaryQuerySchema, response: dashboardSummarySchema,
  },

  // ------------------------------------------------------------ budget
  listBudgetTypes: {
    method: 'GET', path: '/api/budget-types', kind: 'json', auth: 'user',
    summary: 'Budget types of a month (default: current)',
    query: monthYearQuerySchema, response: budgetTypeListSchema,
  },
  createBudgetType: {
    method: 'POST', path: '/api/budget-types', kind: 'json', auth: 'user',
    summary: 'Create a budget type', body: budgetTypeRequestSchema, response: budgetTypeSchema,
  },
  updateBudgetType: {
    method: 'PUT', path: '/api/budget-types/:id', kind: 'json', auth: 'user',
    summary: 'Update a budget type',
    params: idParamsSchema, body: budgetTypeRequestSchema, response: budgetTypeSchema,
  },
  deleteBudgetType: {
    method: 'DELETE', path: '/api/budget-types/:id', kind: 'json', auth: 'user',
    summary: 'Delete a budget type and its categories',
    params: idParamsSchema, response: successResponseSchema,
  },
  listBudgetCategories: {
    method: 'GET', path: '/api/budget-type-categories', kind: 'json', auth: 'user',
    summary: 'Budget categories of a month (default: current)',
    query: monthYearQuerySchema, response: budgetCategoryListSchema,
  },
  createBudgetCategory: {
    method: 'POST', path: '/api/budget-type-categories', kind: 'json', auth: 'user',
    summary: 'Create a budget category', body: budgetCategoryRequestSchema, response: budgetCategorySchema,
  },
  updateBudgetCategory: {
    method: 'PUT', path: '/api/budget-type-categories/:id', kind: 'json', auth: 'user',
    summary: 'Update a budget category',
    params: idParamsSchema, body: budgetCategoryRequestSchema, response: budgetCategorySchema,
  },
  deleteBudgetCategory: {
    method: 'DELETE', path: '/api/budget-type-categories/:id', kind: 'json', auth: 'user',
    summary: 'Delete a budget category', params: idParamsSchema, response: successResponseSchema,
  },
  uploadBudget: {
    method: 'POST', path: '/api/budget/upload', kind: 'multipart', auth: 'user',
    summary: 'Import budget types and categories from CSV',
    fileField: 'file', body: uploadBudgetFieldsSchema, response: budgetUploadResultSchema,
  },
  copyBudget: {
    method: 'POST', path: '/api/budget/copy', kind: 'json', auth: 'user',
    summary: "Fill an empty month with the previous month's budget (not in §7: issue 13)",
    body: copyBudgetRequestSchema, response: copyBudgetResultSchema,
  },

  // ------------------------------------------------------------ wealth
  listAssets: {
    method: 'GET', path: '/api/assets', kind: 'json', auth: 'user',
    summary: "The user's assets and liabilities", response: assetListSchema,
  },
  createAsset: {
    method: 'POST', path: '/api/assets', kind: 'json', auth: 'user',
    summary: 'Add an asset', body: assetRequestSchema, response: assetSchema,
  },
  updateAsset: {
    method: 'PUT', path: '/api/assets/:id', kind: 'json', auth: 'user',
    summary: 'Update an asset', params: idParamsSchema, body: assetRequestSchema, response: assetSchema,
  },
  deleteAsset: {
    method: 'DELETE', path: '/api/assets/:id', kind: 'json', auth: 'user',
    summary: 'Delete an asset', params: idParamsSchema, response: successResponseSchema,
  },
  tempPrice: {
    method: 'GET', path: '/api/assets/price/temp', kind: 'json', auth: 'user',
    summary: 'Live price for a symbol not yet saved (register before assetPrice: it shadows :id)',
    query: tempPriceQuerySchema, response: priceResultSchema,
  },
  assetPrice: {
    method: 'GET', path: '/api/assets/price/:id', kind: 'json', auth: 'user',
    summary: 'Live price of a saved market-traded asset',
    params: idParamsSchema, response: assetPriceResultSchema,
  },
  syncPrices: {
    method: 'POST', path: '/api/assets/sync-prices', kind: 'json', auth: 'user',
    summary: 'Store live prices as values of market-traded assets',
    body: emptyBodySchema, response: syncPricesResponseSchema,
  },
  uploadAssets: {
    method: 'POST', path: '/api/assets/upload', kind: 'multipart', auth: 'user',
    summary: 'Import assets from CSV/Excel',
    fileField: 'file', response: assetUploadResultSchema,
  },
  downloadWealthSample: {
    method: 'GET', path: '/api/download/wealth-sample', kind: 'download', auth: 'user',
    summary: 'Sample Excel file for the asset upload (saved as Wealth_Upload_Example.xlsx)',
  },
  netWorthHistory: {
    method: 'GET', path: '/api/assets/net-worth-history', kind: 'json', auth: 'user',
    summary: "One snapshot of the user's net worth per day, oldest first", response: netWorthHistorySchema,
  },

  // ------------------------------------------------------------ features, feedback, account
  listFeatures: {
    method: 'GET', path: '/api/features', kind: 'json', auth: 'user',
    summary: 'Features to vote on', response: featureListSchema,
  },
  listVotes: {
    method: 'GET', path: '/api/features/votes', kind: 'json', auth: 'user',
    summary: "The user's votes", response: voteListSchema,
  },
  vote: {
    method: 'POST', path: '/api/features/:id/vote', kind: 'json', auth: 'user',
    summary: 'Vote for a feature', params: idParamsSchema, response: voteResultSchema,
  },
  unvote: {
    method: 'DELETE', path: '/api/features/:id/vote', kind: 'json', auth: 'user',
    summary: 'Remove the vote', params: idParamsSchema, response: voteResultSchema,
  },
  listFeedback: {
    method: 'GET', path: '/api/feedback', kind: 'json', auth: 'user',
    summary: "The user's feedback, newest first", response: feedbackListSchema,
  },
  createFeedback: {
    method: 'POST', path: '/api/feedback', kind: 'json', auth: 'user',
    summary: 'Send feedback', body: createFeedbackRequestSchema, response: feedbackSchema,
  },
  getProfile: {
    method: 'GET', path: '/api/account/profile', kind: 'json', auth: 'user',
    summary: 'Profile of the signed-in user', response: profileSchema,
  },
  updateProfile: {
    method: 'PUT', path: '/api/account/profile', kind: 'json', auth: 'user',
    summary: 'Change name and e-mail', body: updateProfileRequestSchema, response: profileSchema,
  },
  getAccountStats: {
    method: 'GET', path: '/api/account/stats', kind: 'json', auth: 'user',
    summary: 'Counts across every area', response: accountStatsSchema,
  },
  downloadAccountData: {
    method: 'GET', path: '/api/account/data', kind: 'download', auth: 'user',
    summary: "Every area's data of the user in one xlsx workbook (not in the spec)",
  },
  deleteAccount: {
    method: 'DELETE', path: '/api/account', kind: 'json', auth: 'user',
    summary: "Deletes the user's data in every area, the account and every session (not in the spec)",
    body: deleteAccountRequestSchema, response: deleteAccountResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointOf<N extends EndpointName> = Endpoints[N];
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];

export function isEndpointName(name: string): name is EndpointName {
  return Object.prototype.hasOwnProperty.call(endpoints, name);
}

/** Endpoints whose kind is one of K (e.g. the names `request` accepts). */
export type EndpointNamesOfKind<K extends EndpointKind> = {
  [N in EndpointName]: Endpoints[N]['kind'] extends K ? N : never;
}[EndpointName];

// ---------------------------------------------------------------- type helpers
/** ':id' segments of a path: PathParamNames<'/api/a/:id/b/:x'> = 'id' | 'x'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type EmptyObject = Record<never, never>;

type ParamsInput<D extends EndpointDefinition> = [PathParamNames<D['path']>] extends [never]
  ? EmptyObject
  : { params: PathParams<D['path']> };
type QueryInput<D extends EndpointDefinition> = D extends { query: infer Q extends z.ZodType }
  ? EmptyObject extends z.input<Q>
    ? { query?: z.input<Q> }
    : { query: z.input<Q> }
  : EmptyObject;
type BodyInput<D extends EndpointDefinition> = D extends { kind: 'multipart' }
  ? { body: FormData }
  : D extends { body: infer B extends z.ZodType }
    ? EmptyObject extends z.input<B>
      ? { body?: z.input<B> }
      : { body: z.input<B> }
    : EmptyObject;

/** What a client passes for an operation: { params?, query?, body? } as the endpoint needs them. */
export type InputOf<N extends EndpointName> = Simplify<
  ParamsInput<Endpoints[N]> & QueryInput<Endpoints[N]> & BodyInput<Endpoints[N]>
>;
/** What a client gets back: the parsed response, a file for downloads, nothing otherwise. */
export type OutputOf<N extends EndpointName> = Endpoints[N] extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : Endpoints[N] extends { kind: 'download' }
    ? DownloadedFile
    : void;

/** Server side: parsed params, query and body, and the response a handler must produce. */
export type ParamsOf<N extends EndpointName> = Endpoints[N] extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : EmptyObject;
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: infer Q extends z.ZodType }
  ? z.output<Q>
  : EmptyObject;
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType }
  ? z.output<B>
  : EmptyObject;
export type ResponseOf<N extends EndpointName> = Endpoints[N] extends { response: infer R extends z.ZodType }
  ? z.input<R>
  : never;

// ---------------------------------------------------------------- paths
const PARAM_RE = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The :param names of a path, in order. */
export function pathParamNames(path: string): string[] {
  return Array.from(path.matchAll(PARAM_RE), (m) => m[1] ?? '');
}

/**
 * Fills the :params of an endpoint's path, each encoded with encodeURIComponent (so '/' or '?' inside a value
 * cannot change the route). Throws when a parameter is missing or blank.
 */
export function buildPath<N extends EndpointName>(name: N, params: PathParams<Endpoints[N]['path']>): string;
export function buildPath<P extends string>(endpoint: { readonly path: P }, params: PathParams<P>): string;
export function buildPath(
  endpoint: EndpointName | { readonly path: string },
  params: Readonly<Record<string, string | number>>,
): string {
  const path = typeof endpoint === 'string' ? endpoints[endpoint].path : endpoint.path;
  return path.replace(PARAM_RE, (_match, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    if (value === undefined || String(value) === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The operation a request addresses: same method, same number of segments, static segments equal. A static
 * segment beats a :param (GET /api/assets/price/temp is tempPrice, not assetPrice). Params come back decoded.
 */
export function matchEndpoint(
  method: string,
  pathname: string,
): { name: EndpointName; params: Record<string, string> } | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  let best: { name: EndpointName; params: Record<string, string>; score: number } | null = null;
  for (const name of ENDPOINT_NAMES) {
    const def: EndpointDefinition = endpoints[name];
    if (def.method !== method.toUpperCase()) continue;
    const pattern = def.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let matches = true;
    for (let i = 0; i < pattern.length && matches; i++) {
      const expected = pattern[i] ?? '';
      const actual = segments[i] ?? '';
      if (expected.startsWith(':')) {
        try {
          const value = decodeURIComponent(actual);
          if (value === '') matches = false;
          else params[expected.slice(1)] = value;
        } catch {
          matches = false;
        }
      } else if (expected === actual) {
        score++;
      } else {
        matches = false;
      }
    }
    if (matches && (best === null || score > best.score)) best = { name, params, score };
  }
  return best && { name: best.name, params: best.params };
}
