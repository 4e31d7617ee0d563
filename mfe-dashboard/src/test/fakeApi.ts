/**
 * An in-memory API for the dashboard's component tests, injected as the api-client's fetch: it answers each GET the
 * Summary makes with the contracts' shapes, records every call, and can fail any path (a service down, a 401).
 */
import { fakeResponse } from '@tracker/shell-sdk/testing';
import type { FetchLike } from '@tracker/api-client';
import type {
  Asset,
  BudgetCategory,
  BudgetType,
  CategorySpendingItem,
  CurrencyCode,
  DashboardSummary,
  MoneyPart,
  MonthlySpendingPoint,
  PriceResult,
  Transaction,
} from '@tracker/contracts';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
}

export interface FakeData {
  /** The cards' totals; the currency fields default to USD with no other currency. */
  summary: Partial<DashboardSummary> &
    Pick<DashboardSummary, 'totalIncome' | 'totalExpenses' | 'totalInvestments' | 'totalDebtPaid' | 'transactionCount'>;
  transactions: Transaction[];
  /** Each figure's parts default to its amount in USD, with no missing rate. */
  monthlySpending: Array<Converted<MonthlySpendingPoint>>;
  categorySpending: Array<Converted<CategorySpendingItem>>;
  insights: string[];
  /** The insights' missingRates (absent: every amount was converted). */
  insightsMissingRates?: CurrencyCode[];
  /** The insights' weeksToComparisons (absent: months can be compared). */
  weeksToComparisons?: number;
  budgetTypes: BudgetType[];
  budgetCategories: BudgetCategory[];
  assets: Asset[];
  prices: Record<string, PriceResult>;
  /** Units per euro GET /api/assets/exchange-rates answers for the asked day (a currency absent: no rate). */
  rates: Record<string, string>;
}

/** A converted figure of which only the amount is given. */
type Converted<T extends { amount: string | null; parts: MoneyPart[]; missingRates: CurrencyCode[] }> = Omit<
  T,
  'parts' | 'missingRates'
> &
  Partial<Pick<T, 'parts' | 'missingRates'>>;

/** A figure as the service sends it: its parts default to its amount in USD. */
const withParts = <T extends { amount: string | null }>(figure: T & Partial<{ parts: MoneyPart[] }>) => ({
  parts: figure.amount === null || Number(figure.amount) === 0 ? [] : [{ currency: 'USD', amount: figure.amount }],
  missingRates: [],
  ...figure,
});

export interface FakeApi {
  fetch: FetchLike;
  calls: FakeCall[];
  data: FakeData;
  /** Paths answered with this status (e.g. 503 for a service that is down, 401 for an expired session). */
  failures: Map<string, number>;
  /** Paths whose answer waits for this promise (a slow service). */
  holds: Map<string, Promise<void>>;
  callsTo(path: string): FakeCall[];
}

export const ZERO_SUMMARY: DashboardSummary = {
  totalIncome: '0.00',
  totalExpenses: '0.00',
  totalInvestments: '0.00',
  totalDebtPaid: '0.00',
  transactionCount: 0,
  currency: 'USD',
  parts: { totalIncome: [], totalExpenses: [], totalInvestments: [], totalDebtPaid: [] },
  missingRates: [],
};

const response = (status: number, body: unknown): Response => fakeResponse('', { status, body });

export function createFakeApi(data: Partial<FakeData> = {}): FakeApi {
  const api: FakeApi = {
    calls: [],
    failures: new Map(),
    holds: new Map(),
    data: {
      summary: ZERO_SUMMARY,
      transactions: [],
      monthlySpending: [],
      categorySpending: [],
      insights: [],
      budgetTypes: [],
      budgetCategories: [],
      assets: [],
      prices: {},
      rates: { USD: '1.08', GBP: '0.84' },
      ...data,
    },
    callsTo: (path) => api.calls.filter((c) => c.path === path),
    fetch: async (input, init = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const path = url.pathname;
      api.calls.push({ method, path, query: url.searchParams });
      const hold = [...api.holds].find(([prefix]) => path.startsWith(prefix));
      if (hold) await hold[1];
      const failure = [...api.failures].find(([prefix]) => path.startsWith(prefix));
      if (failure) return response(failure[1], { error: 'Service unavailable', message: 'Service unavailable' });
      const d = api.data;
      switch (path) {
        case '/api/analytics/summary':
          return response(200, { ...ZERO_SUMMARY, ...d.summary });
        case '/api/transactions': {
          // The From Files and Manual tabs: rows by source, as the service filters them.
          const status = url.searchParams.get('status');
          const source = status === 'uploaded' ? 'upload' : status === 'manual' ? 'manual' : null;
          const rows = source === null ? d.transactions : d.transactions.filter((row) => row.source === source);
          return response(200, {
            transactions: rows.slice(0, Number(url.searchParams.get('pageSize') ?? 20)),
            totalPages: 1,
            totalTransactions: rows.length,
          });
        }
        case '/api/analytics/monthly-spending':
          return response(200, d.monthlySpending.map(withParts));
        case '/api/analytics/category-spending':
          return response(200, d.categorySpending.map(withParts));
        case '/api/analytics/insights':
          return response(200, {
            insights: d.insights,
            weeksToComparisons: d.weeksToComparisons,
            missingRates: d.insightsMissingRates,
          });
        case '/api/budget-types':
          return response(200, d.budgetTypes);
        case '/api/budget-type-categories':
          return response(200, d.budgetCategories);
        case '/api/assets':
          return response(200, d.assets);
        case '/api/assets/exchange-rates': {
          const [from, to] = [url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''];
          const asked = (url.searchParams.get('currencies') ?? '').split(',');
          const rates = Object.fromEntries(
            asked.map((code) => [
              code,
              d.rates[code] ? { days: [[from, d.rates[code]]], knownThrough: to } : { days: [], knownThrough: null },
            ]),
          );
          return response(200, { base: 'EUR', rates });
        }
        default: {
          const price = /^\/api\/assets\/price\/(.+)$/.exec(path);
          if (price) {
            const asset = d.assets.find((a) => a.id === price[1]);
            const result = d.prices[asset?.symbol ?? ''] ?? { price: null, error: 'none', errorType: 'no_data' };
            return response(200, { assetId: price[1], ...result });
          }
          return response(404, { error: 'No endpoint', message: 'No endpoint' });
        }
      }
    },
  };
  return api;
}

let seq = 0;
/** A transaction as GET /api/transactions answers it. */
export function transaction(
  fields: Partial<Transaction> & Pick<Transaction, 'date' | 'description' | 'amount'>,
): Transaction {
  seq += 1;
  return {
    id: `t${seq}`,
    category: null,
    isIncome: false,
    transactionType: 'Expense',
    accountId: null,
    tags: [],
    source: 'upload',
    aiCategorised: false,
    ...fields,
  } as Transaction;
}
