import {
  DEFAULT_CURRENCY,
  metricKindOf,
  SUMMARY_CARDS,
  type DashboardSummary,
  type DashboardSummaryQuery,
  type SummaryCard,
} from '@tracker/contracts';
import { convertedFigure, type ConvertedSummer } from '../../fx/convertedSums';
import { periodMatch } from '../analytics/period';

const CARD_OF = { investment: 'totalInvestments', debt: 'totalDebtPaid', expense: 'totalExpenses' } as const;

function cardOf(isIncome: boolean, category: string | null): SummaryCard {
  return isIncome ? 'totalIncome' : CARD_OF[metricKindOf(category)];
}

/**
 * The dashboard's metric cards over every live transaction of a period, in the asked currency (the user's home
 * currency), grouped by income flag and category and converted as ConvertedSummer does: one aggregation on the
 * `user_list` index (userId, deleted, date range) for a user in one currency; a card with an amount whose rate is
 * unknown has a null total and shows its per-currency parts.
 */
export class SummaryService {
  constructor(private readonly summer: ConvertedSummer) {}

  async summary(userId: string, query: DashboardSummaryQuery = {}): Promise<DashboardSummary> {
    const home = query.currency ?? DEFAULT_CURRENCY;
    const sums = await this.summer.sum<{ isIncome: boolean; category: string | null }>({
      userId,
      home,
      match: periodMatch(userId, query),
      groupBy: { isIncome: '$isIncome', category: '$category' },
      keyOf: (id) => cardOf(id.isIncome, id.category),
    });
    const total = (card: SummaryCard) => convertedFigure(sums.figures.get(card), home).amount;
    const partsOf = (card: SummaryCard) => convertedFigure(sums.figures.get(card), home).parts;
    return {
      totalIncome: total('totalIncome'),
      totalExpenses: total('totalExpenses'),
      totalInvestments: total('totalInvestments'),
      totalDebtPaid: total('totalDebtPaid'),
      transactionCount: sums.count,
      currency: home,
      parts: Object.fromEntries(SUMMARY_CARDS.map((card) => [card, partsOf(card)])) as DashboardSummary['parts'],
      missingRates: [...sums.missingRates].sort(),
    };
  }
}
