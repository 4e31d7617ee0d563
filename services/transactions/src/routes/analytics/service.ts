import {
  centsToMoney,
  type CategorySpendingResponse,
  type SpendingPeriodQuery,
  type InsightsRequest,
  type InsightsResponse,
  type MonthlySpendingResponse,
} from '@tracker/contracts';
import type { BudgetClient } from '../../budget/client';
import type { CategoriserClient } from '../../categoriser/client';
import { LIST_SORT, type TransactionService } from '../transactions/service';

/** Label of spending without a category in the category breakdown. */
export const UNCATEGORISED = 'Uncategorised';
/** The insights look at the user's most recent transactions, at most this many (the contract's limit). */
export const MAX_INSIGHT_TRANSACTIONS = 50_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The user's live rows, within the period when one is given (dates are YYYY-MM-DD: text order is date order). Money
 * in and out are told apart by grouping on `isIncome` rather than by matching it: this filter is then exactly what
 * the `user_list` index holds (userId, deleted, a date range), so no row has to be read just to be left out.
 */
function periodMatch(userId: string, period: SpendingPeriodQuery): Record<string, unknown> {
  const match: Record<string, unknown> = { userId, deleted: false };
  const date: Record<string, string> = {};
  if (period.startDate !== undefined) date.$gte = period.startDate;
  if (period.endDate !== undefined) date.$lte = period.endDate;
  if (Object.keys(date).length > 0) match.date = date;
  return match;
}

/** Money out: the groups of rows whose `isIncome` is false (as a `{ isIncome: false }` filter would keep). */
const isSpending = (group: { _id: { isIncome?: unknown } }) => group._id.isIncome === false;

/**
 * Figures for the dashboard. Spending is money out (isIncome false) of transactions that are not deleted, summed
 * in integer cents.
 */
export class AnalyticsService {
  constructor(
    private readonly transactions: TransactionService,
    private readonly categoriser: CategoriserClient,
    private readonly budgets: BudgetClient,
    private readonly today: () => Date = () => new Date(),
  ) {}

  /** Spending per month (YYYY-MM), oldest first; only the period's days when one is given. */
  async monthlySpending(userId: string, period: SpendingPeriodQuery = {}): Promise<MonthlySpendingResponse> {
    const groups = await this.transactions.model.aggregate<{
      _id: { month: string; isIncome?: unknown };
      cents: number;
    }>([
      { $match: periodMatch(userId, period) },
      {
        $group: {
          _id: { month: { $substrCP: ['$date', 0, 7] }, isIncome: '$isIncome' },
          cents: { $sum: '$amountCents' },
        },
      },
    ]);
    return groups
      .filter(isSpending)
      .sort((a, b) => (a._id.month < b._id.month ? -1 : a._id.month > b._id.month ? 1 : 0))
      .map((group) => ({ month: group._id.month, amount: centsToMoney(group.cents) }));
  }

  /** Spending per category, largest first (no category: 'Uncategorised'); only the period's days when one is given. */
  async categorySpending(userId: string, period: SpendingPeriodQuery = {}): Promise<CategorySpendingResponse> {
    const groups = await this.transactions.model.aggregate<{
      _id: { category?: string | null; isIncome?: unknown };
      cents: number;
    }>([
      { $match: periodMatch(userId, period) },
      { $group: { _id: { category: '$category', isIncome: '$isIncome' }, cents: { $sum: '$amountCents' } } },
    ]);
    const totals = new Map<string, number>();
    for (const group of groups.filter(isSpending)) {
      const category = group._id.category ?? null;
      const name = category === null || category === '' ? UNCATEGORISED : category;
      totals.set(name, (totals.get(name) ?? 0) + group.cents);
    }
    return [...totals]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([category, cents]) => ({ category, amount: centsToMoney(cents) }));
  }

  /**
   * Tips from the user's own figures: the most recent transactions and the budget lines (none when the budget
   * service does not answer), computed by the categoriser. Categoriser slow or down: no insights (never an error).
   */
  async insights(userId: string): Promise<InsightsResponse> {
    const today = this.today();
    const [transactions, budgets] = await Promise.all([
      this.insightTransactions(userId),
      this.budgets.budgetLines(userId),
    ]);
    if (transactions.length === 0) return { insights: [] };
    const request: InsightsRequest = { userId, asOf: isoDay(today), transactions, budgets };
    return (await this.categoriser.insights(request)) ?? { insights: [] };
  }

  /**
   * The user's newest MAX_INSIGHT_TRANSACTIONS live transactions, newest first (LIST_SORT), as the insights read
   * them. They come from the database packed a day to a document (the rows of a day in list order): a driver pays
   * for every document it decodes, about as much as for all of its fields, so a few hundred documents arrive several
   * times faster than tens of thousands. A day too large for one document (MongoDB's 16 MB limit) makes the rows
   * come one to a document instead.
   */
  private async insightTransactions(userId: string): Promise<InsightsRequest['transactions']> {
    const window = [{ $match: { userId, deleted: false } }, { $sort: LIST_SORT }, { $limit: MAX_INSIGHT_TRANSACTIONS }];
    try {
      const days = await this.transactions.model.aggregate<{ _id: string; rows: StoredInsightRow[] }>([
        ...window,
        {
          $group: {
            _id: '$date',
            rows: {
              $push: {
                description: '$description',
                amountCents: '$amountCents',
                isIncome: '$isIncome',
                category: '$category',
              },
            },
          },
        },
      ]);
      // Groups come in no set order; within a day, rows keep the window's (list) order.
      days.sort((a, b) => (a._id < b._id ? 1 : a._id > b._id ? -1 : 0));
      const out: InsightsRequest['transactions'] = [];
      for (const day of days) for (const row of day.rows) out.push(insightTransaction(day._id, row));
      return out;
    } catch {
      const rows = await this.transactions.model.aggregate<StoredInsightRow & { date: string }>([
        ...window,
        { $project: { _id: 0, date: 1, description: 1, amountCents: 1, isIncome: 1, category: 1 } },
      ]);
      return rows.map((row) => insightTransaction(row.date, row));
    }
  }
}

/** What the insights read of a stored row (a field the schema defaults may be missing from a document written without it). */
interface StoredInsightRow {
  description?: string;
  amountCents: number;
  isIncome: boolean;
  category?: string | null;
}

const insightTransaction = (date: string, row: StoredInsightRow): InsightsRequest['transactions'][number] => ({
  date,
  description: row.description ?? '',
  amount: centsToMoney(row.amountCents),
  isIncome: row.isIncome,
  category: row.category ?? null,
});
