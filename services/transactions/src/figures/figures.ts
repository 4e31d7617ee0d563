/**
 * Every figure of income and spending in one place (product.md › One figure per thing): the dashboard's four cards,
 * the monthly spending chart, category spending (which Budget vs Actual's actuals are) and the rows the insights are
 * computed from. Each reads a row through countOf (counting.ts), so transfers are left out and refunds lower their
 * category the same way everywhere. Sums are exact (integer minor units) and converted into the asked currency by
 * ConvertedSummer.
 */
import {
  DEFAULT_CURRENCY,
  SUMMARY_CARDS,
  type CategorySpendingResponse,
  type DashboardSummary,
  type DashboardSummaryQuery,
  type MonthlySpendingResponse,
  type SpendingPeriodQuery,
  type SummaryCard,
} from '@tracker/contracts';
import { convertedFigure, type ConvertedSummer } from '../fx/convertedSums';
import { periodMatch } from './period';
import { countOf, spendingCategory, type CountedFields } from './counting';
import { rowKindsOf } from './rowKinds';
import { SPLIT_PARTS_STAGES, SPLIT_SUMS } from './splits';

const signOf = (id: CountedFields) => countOf(id)?.sign ?? 1;

/**
 * What a figure reads of its rows besides its own key: the fields given, and `flow` only for a user with transfers
 * or refunds (for others it is absent on every row, and grouping by it too cost ~15% of an all-time figure), and a
 * split row's parts in place of the row for a user who has one (figures/splits.ts).
 */
async function countedRows(summer: ConvertedSummer, userId: string, fields: Record<string, unknown>) {
  const kinds = await rowKindsOf((filter) => summer.exists(filter), userId);
  return {
    groupBy: { ...fields, ...(kinds.flows && { flow: '$flow' }) },
    ...(kinds.split && { rows: { stages: SPLIT_PARTS_STAGES, sums: SPLIT_SUMS } }),
  };
}

export class Figures {
  constructor(private readonly summer: ConvertedSummer) {}

  /** The four cards of a period (GET /api/analytics/summary). */
  async cards(userId: string, query: DashboardSummaryQuery = {}): Promise<DashboardSummary> {
    const home = query.currency ?? DEFAULT_CURRENCY;
    const sums = await this.summer.sum<CountedFields>({
      userId,
      home,
      match: periodMatch(userId, query),
      ...(await countedRows(this.summer, userId, { isIncome: '$isIncome', category: '$category' })),
      keyOf: (id) => countOf(id)?.card ?? null,
      signOf,
    });
    const figure = (card: SummaryCard) => convertedFigure(sums.figures.get(card), home);
    return {
      totalIncome: figure('totalIncome').amount,
      totalExpenses: figure('totalExpenses').amount,
      totalInvestments: figure('totalInvestments').amount,
      totalDebtPaid: figure('totalDebtPaid').amount,
      transactionCount: sums.count,
      currency: home,
      parts: Object.fromEntries(SUMMARY_CARDS.map((card) => [card, figure(card).parts])) as DashboardSummary['parts'],
      missingRates: [...sums.missingRates].sort(),
    };
  }

  /** Spending per month (YYYY-MM), oldest first; only the period's days when one is given (the chart). */
  async monthlySpending(userId: string, query: SpendingPeriodQuery = {}): Promise<MonthlySpendingResponse> {
    const home = query.currency ?? DEFAULT_CURRENCY;
    const { figures } = await this.summer.sum<CountedFields & { month?: string }>({
      userId,
      home,
      match: periodMatch(userId, query),
      // Whether an amount is spending, and its sign, do not depend on its category (counting.ts).
      ...(await countedRows(this.summer, userId, { month: { $substrCP: ['$date', 0, 7] }, isIncome: '$isIncome' })),
      keyOf: (id) => (countOf(id)?.spending ? (id.month as string) : null),
      signOf,
    });
    return [...figures]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([month, sum]) => ({ month, ...convertedFigure(sum, home) }));
  }

  /**
   * Spending per category, largest first (no category: 'Uncategorised'); only the period's days when one is given.
   * A category whose total is unknown (a rate missing) comes after those with one, by name. Budget vs Actual's
   * actuals are these.
   */
  async categorySpending(userId: string, query: SpendingPeriodQuery = {}): Promise<CategorySpendingResponse> {
    const home = query.currency ?? DEFAULT_CURRENCY;
    const { figures } = await this.summer.sum<CountedFields>({
      userId,
      home,
      match: periodMatch(userId, query),
      ...(await countedRows(this.summer, userId, { isIncome: '$isIncome', category: '$category' })),
      keyOf: (id) => (countOf(id)?.spending ? spendingCategory(id.category) : null),
      signOf,
    });
    const order = (cents: number | null) => (cents === null ? -Infinity : cents);
    return [...figures]
      .sort(([nameA, a], [nameB, b]) => order(b.cents) - order(a.cents) || nameA.localeCompare(nameB))
      .map(([category, sum]) => ({ category, ...convertedFigure(sum, home) }));
  }
}
