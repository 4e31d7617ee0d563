/**
 * How a row counts in the figures (product.md › Transfers, Refunds): the one rule every figure — the four cards, the
 * spending chart, category spending, Budget vs Actual and the insights — reads, so the same month never shows two
 * spending totals.
 *
 * - A transfer between two of the user's accounts counts nowhere: neither income nor spending, nor debt paid or
 *   invested (a card payment to one's own card, savings moved to one's own savings account).
 * - A refund lowers its category's spending (and so the card its category counts on); it is not income.
 * - Otherwise money in is income, and money out counts on the card of its category (metricKindOf) and is spending.
 */
import { metricKindOf, type SummaryCard } from '@tracker/contracts';
import type { TransactionFlow } from '../routes/transactions/model';

/** Label of spending without a category in the category breakdown. */
export const UNCATEGORISED = 'Uncategorised';

/** What the figures read of a row (or a group of rows alike). */
export interface CountedFields {
  isIncome?: unknown;
  category?: string | null;
  /** Absent (or null, as a `$group` reads a missing field) on rows that count plainly. */
  flow?: TransactionFlow | null;
}

export interface Counted {
  /** The card the amount counts on. */
  card: SummaryCard;
  /** Whether it is spending (the chart, category spending, Budget vs Actual). */
  spending: boolean;
  /** -1 when it takes away from its figures (a refund). */
  sign: 1 | -1;
}

const CARD_OF = { investment: 'totalInvestments', debt: 'totalDebtPaid', expense: 'totalExpenses' } as const;

/** How a row counts; null when it counts in no figure (a transfer). */
export function countOf(row: CountedFields): Counted | null {
  if (row.flow === 'transfer') return null;
  if (row.flow === 'refund') return { card: CARD_OF[metricKindOf(row.category)], spending: true, sign: -1 };
  if (row.isIncome === true) return { card: 'totalIncome', spending: false, sign: 1 };
  return { card: CARD_OF[metricKindOf(row.category)], spending: true, sign: 1 };
}

/** The category a spending amount is listed under ('Uncategorised' without one). */
export function spendingCategory(category: string | null | undefined): string {
  return category === null || category === undefined || category === '' ? UNCATEGORISED : category;
}
