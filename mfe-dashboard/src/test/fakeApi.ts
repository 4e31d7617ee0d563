/**
 * An in-memory API for the dashboard's component tests, injected as the api-client's fetch through shell-sdk's
 * `createFakeFetch` (recording, intercept once, offline, abort): it answers each GET the Summary makes with the
 * contracts' shapes, and can fail or hold any path (a service down, a 401, a slow service).
 */
import { createFakeFetch, type FakeAnswer, type FakeCall, type FakeFetch } from '@tracker/shell-sdk/testing';
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
  SpendingBudgetResponse,
  Transaction,
} from '@tracker/contracts';

export type { FakeCall };

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
  /** GET /api/budget/spending-by-month: each month's spending budget (answered whatever the asked range). */
  spendingBudget: SpendingBudgetResponse;
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

export interface FakeApi extends FakeFetch {
  data: FakeData;
  /** Paths answered with this status (e.g. 503 for a service that is down, 401 for an expired session). */
  failures: Map<string, number>;
  /** Paths whose answer waits for this promise (a slow service). */
  holds: Map<string, Promise<void>>;
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

const answer = (status: number, body: unknown): FakeAnswer => ({ status, body });

export function createFakeApi(data: Partial<FakeData> = {}): FakeApi {
  const api: FakeApi = Object.assign(
    createFakeFetch((call) => route(api, call)),
    {
      failures: new Map<string, number>(),
      holds: new Map<string, Promise<void>>(),
      data: {
        summary: ZERO_SUMMARY,
        transactions: [],
        monthlySpending: [],
        categorySpending: [],
        insights: [],
        budgetTypes: [],
        budgetCategories: [],
        spendingBudget: [],
        assets: [],
        prices: {},
        rates: { USD: '1.08', GBP: '0.84' },
        ...data,
      },
    },
  );
  return api;
}

/** GET /api/assets/exchange-rates: each asked currency's rate on the first asked day, or none. */
function exchangeRates(rates: Record<string, string>, query: URLSearchParams): FakeAnswer {
  const [from, to] = [query.get('from') ?? '', query.get('to') ?? ''];
  const asked = (query.get('currencies') ?? '').split(',');
  return answer(200, {
    base: 'EUR',
    rates: Object.fromEntries(
      asked.map((code) => [
        code,
        rates[code] ? { days: [[from, rates[code]]], knownThrough: to } : { days: [], knownThrough: null },
      ]),
    ),
  });
}

/** GET /api/transactions: the From Files and Manual tabs filter rows by source, as the service does. */
function transactionsPage(rows: Transaction[], query: URLSearchParams): FakeAnswer {
  const status = query.get('status');
  const source = status === 'uploaded' ? 'upload' : status === 'manual' ? 'manual' : null;
  const listed = source === null ? rows : rows.filter((row) => row.source === source);
  return answer(200, {
    transactions: listed.slice(0, Number(query.get('pageSize') ?? 20)),
    totalPages: 1,
    totalTransactions: listed.length,
  });
}

async function route(api: FakeApi, { path, query }: FakeCall): Promise<FakeAnswer> {
  const hold = [...api.holds].find(([prefix]) => path.startsWith(prefix));
  if (hold) await hold[1];
  const failure = [...api.failures].find(([prefix]) => path.startsWith(prefix));
  if (failure) return answer(failure[1], { error: 'Service unavailable', message: 'Service unavailable' });
  const d = api.data;
  switch (path) {
    case '/api/analytics/summary':
      return answer(200, { ...ZERO_SUMMARY, ...d.summary });
    case '/api/transactions':
      return transactionsPage(d.transactions, query);
    case '/api/analytics/monthly-spending':
      return answer(200, d.monthlySpending.map(withParts));
    case '/api/analytics/category-spending':
      return answer(200, d.categorySpending.map(withParts));
    case '/api/analytics/insights':
      return answer(200, {
        insights: d.insights,
        weeksToComparisons: d.weeksToComparisons,
        missingRates: d.insightsMissingRates,
      });
    case '/api/budget-types':
      return answer(200, d.budgetTypes);
    case '/api/budget-type-categories':
      return answer(200, d.budgetCategories);
    case '/api/budget/spending-by-month':
      return answer(200, d.spendingBudget);
    case '/api/assets':
      return answer(200, d.assets);
    case '/api/assets/exchange-rates':
      return exchangeRates(d.rates, query);
    default: {
      const price = /^\/api\/assets\/price\/(.+)$/.exec(path);
      if (!price) return answer(404, { error: 'No endpoint', message: 'No endpoint' });
      const asset = d.assets.find((a) => a.id === price[1]);
      const result = d.prices[asset?.symbol ?? ''] ?? { price: null, error: 'none', errorType: 'no_data' };
      return answer(200, { assetId: price[1], ...result });
    }
  }
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
