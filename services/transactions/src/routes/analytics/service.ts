import { centsToMoney, type CategorySpendingResponse, type SpendingPeriodQuery, type InsightsRequest, type MonthlySpendingResponse } from '@tracker/contracts';
import type { BudgetClient } from '../../budget/client';
import type { CategoriserClient } from '../../categoriser/client';
import { LIST_SORT, type TransactionService } from '../transactions/service';

/** Label of spending without a category in the category breakdown. */
export const UNCATEGORISED = 'Uncategorised';
/** The insights look at the user's most recent transactions, at most this many (the contract's limit). */
export const MAX_INSIGHT_TRANSACTIONS = 50_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Money out of the user's live rows, within the period when one is given (dates are YYYY-MM-DD: text order is date order). */
function spendingMatch(userId: string, period: SpendingPeriodQuery): Record<string, unknown> {
  const match: Record<string, unknown> = { userId, deleted: false, isIncome: false };
  const date: Record<string, string> = {};
  if (period.startDate !== undefined) date.$gte = period.startDate;
  if (period.endDate !== undefined) date.$lte = period.endDate;
  if (Object.keys(date).length > 0) match.date = date;
  return match;
}

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
    const rows = await this.transactions.model.aggregate<{ _id: string; cents: number }>([
      { $match: spendingMatch(userId, period) },
      { $group: { _id: { $substrCP: ['$date', 0, 7] }, cents: { $sum: '$amountCents' } } },
      { $sort: { _id: 1 } },
    ]);
    return rows.map((row) => ({ month: row._id, amount: centsToMoney(row.cents) }));
  }

  /** Spending per category, largest first (no category: 'Uncategorised'); only the period's days when one is given. */
  async categorySpending(userId: string, period: SpendingPeriodQuery = {}): Promise<CategorySpendingResponse> {
    const rows = await this.transactions.model.aggregate<{ _id: string | null; cents: number }>([
      { $match: spendingMatch(userId, period) },
      { $group: { _id: '$category', cents: { $sum: '$amountCents' } } },
    ]);
    const totals = new Map<string, number>();
    for (const row of rows) {
      const name = row._id === null || row._id === '' ? UNCATEGORISED : row._id;
      totals.set(name, (totals.get(name) ?? 0) + row.cents);
    }
    return [...totals]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([category, cents]) => ({ category, amount: centsToMoney(cents) }));
  }

  /**
   * Tips from the user's own figures: the most recent transactions and the budget lines (none when the budget
   * service does not answer), computed by the categoriser. Categoriser slow or down: no insights (never an error).
   */
  async insights(userId: string): Promise<{ insights: string[] }> {
    const today = this.today();
    const [rows, budgets] = await Promise.all([
      this.transactions.model
        .find(
          { userId, deleted: false },
          { date: 1, description: 1, amountCents: 1, isIncome: 1, category: 1, _id: 0 },
        )
        .sort(LIST_SORT)
        .limit(MAX_INSIGHT_TRANSACTIONS)
        .lean<Array<{ date: string; description: string; amountCents: number; isIncome: boolean; category: string | null }>>(),
      this.budgets.budgetLines(userId),
    ]);
    if (rows.length === 0) return { insights: [] };
    const request: InsightsRequest = {
      userId,
      asOf: isoDay(today),
      transactions: rows.map((row) => ({
        date: row.date,
        description: row.description,
        amount: centsToMoney(row.amountCents),
        isIncome: row.isIncome,
        category: row.category,
      })),
      budgets,
    };
    return { insights: (await this.categoriser.insights(request)) ?? [] };
  }
}
