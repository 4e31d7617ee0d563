import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@tracker/api-client';
import {
  DASHBOARD_FETCH_PAGE_SIZE,
  PAGE_SIZES,
  type DateRange,
  type InsightsResponse,
  type MonthlySpendingResponse,
  type SpendingBudgetResponse,
} from '@tracker/contracts';
import { queryKeys } from './queryKeys';

// Every read throws on a 401 (instead of the default reload at '/'): the Summary then shows product.md › Screens and
// routes's 'Unauthorized - You are logged out. Logging in again...' and goes to /auth/google after 500 ms
// (useSignedOutRedirect).

/** GET /api/analytics/summary for the period: the four metric cards, summed by the service in `currency`. */
export function summaryQuery(range: DateRange, currency: string) {
  const query = { ...range, currency };
  return queryOptions({
    queryKey: queryKeys.summaryOf(query),
    queryFn: ({ signal }) => request('dashboardSummary', { query }, { signal, on401: 'throw' }),
  });
}

/** GET /api/transactions?page=1&pageSize=100 (product.md › API calls): the newest first, for Recent Transactions. */
export function recentTransactionsQuery() {
  const query = { page: 1, pageSize: DASHBOARD_FETCH_PAGE_SIZE };
  return queryOptions({
    queryKey: [...queryKeys.transactions, query] as const,
    queryFn: ({ signal }) => request('listTransactions', { query }, { signal, on401: 'throw' }),
  });
}

/**
 * GET /api/transactions?status=uploaded (the From Files tab, smallest page): whether the user has uploaded a statement,
 * for the first-run guide. Asked only when the recent rows do not already show an uploaded one.
 */
export function uploadedTransactionsQuery() {
  const query = { page: 1, pageSize: PAGE_SIZES[0], status: 'uploaded' } as const;
  return queryOptions({
    queryKey: [...queryKeys.transactions, query] as const,
    queryFn: ({ signal }) => request('listTransactions', { query }, { signal, on401: 'throw' }),
  });
}

/**
 * GET /api/analytics/monthly-spending from the first day of the chart's range (6M, 1Y), or of every month (All):
 * the service then sums only the range's rows, found through its date index, in `currency` (the home currency).
 * Compare Months and Year to Date end it too (`endDate`: the same days of last year). The previous range stays on
 * screen while another loads.
 */
export function monthlySpendingQuery(startDate: string | null, currency: string, endDate?: string) {
  const query = {
    ...(startDate === null ? {} : { startDate }),
    ...(endDate === undefined ? {} : { endDate }),
    currency,
  };
  return queryOptions<MonthlySpendingResponse>({
    queryKey: [...queryKeys.monthlySpending, query] as const,
    queryFn: ({ signal }) => request('monthlySpending', { query }, { signal, on401: 'throw' }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/analytics/category-spending for a period (Budget vs Actual: the current month), converted into `currency`
 * (the home currency, the budget's).
 */
export function categorySpendingQuery(query: DateRange & { currency: string }) {
  return queryOptions({
    queryKey: queryKeys.categorySpendingOf(query),
    queryFn: ({ signal }) => request('categorySpending', { query }, { signal, on401: 'throw' }),
  });
}

/** GET /api/analytics/insights, their amounts in `currency` (the home currency). */
export function insightsQuery(currency: string) {
  const query = { currency };
  return queryOptions<InsightsResponse>({
    queryKey: [...queryKeys.insights, query] as const,
    queryFn: ({ signal }) => request('insights', { query }, { signal, on401: 'throw' }),
  });
}

/**
 * GET /api/budget/spending-by-month from the chart's first month (every month for All): each month's spending
 * budget, for the chart's budget line. A budget is in the home currency already (never converted).
 */
export function spendingBudgetQuery(fromMonth: string | null) {
  const query = fromMonth === null ? {} : { from: fromMonth };
  return queryOptions<SpendingBudgetResponse>({
    queryKey: [...queryKeys.spendingBudget, query] as const,
    queryFn: ({ signal }) => request('spendingBudgetByMonth', { query }, { signal, on401: 'throw' }),
    placeholderData: keepPreviousData,
  });
}
