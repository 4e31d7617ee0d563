/**
 * How much history the month-on-month insights need. A month counts as covered when the user's transactions start
 * by its 7th (a statement seldom starts on the 1st); comparing months needs two covered months, the later one over.
 * Until then the one-month insights (early.ts) speak, and the dashboard says how many more weeks of history it takes.
 */
import { daysBetween, lastDayOf, monthOf, previousMonth } from './format';
import type { Row } from './rows';

/** Transactions starting by this day of a month cover that month. */
const COVERED_BY_DAY = 7;

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

export interface HistorySpan {
  /** The earliest and latest transaction dates (ISO). */
  first: string;
  last: string;
}

export function historySpan(rows: readonly Row[]): HistorySpan | null {
  if (rows.length === 0) return null;
  let first = (rows[0] as Row).date;
  let last = first;
  for (const row of rows) {
    if (row.date < first) first = row.date;
    if (row.date > last) last = row.date;
  }
  return { first, last };
}

/** The first month the history covers whole (from its first days). */
function firstCoveredMonth(span: HistorySpan): string {
  const month = monthOf(span.first);
  return Number(span.first.slice(8, 10)) <= COVERED_BY_DAY ? month : nextMonth(month);
}

/** The latest complete month with data (the current month counts once it is over), or null. */
export function latestCompleteMonth(rows: readonly Row[], asOf: string): string | null {
  const current = monthOf(asOf);
  const lastComplete = asOf === lastDayOf(current) ? current : previousMonth(current);
  let latest: string | null = null;
  for (const row of rows) if (row.month <= lastComplete && (latest === null || row.month > latest)) latest = row.month;
  return latest;
}

/** The month, when the history covers it whole (a month's income and spending are then its full figures). */
export function ifCovered(month: string | null, span: HistorySpan): string | null {
  return month !== null && month >= firstCoveredMonth(span) ? month : null;
}

/**
 * The latest complete month with data and the one before, when the history covers both; null while it does not (a
 * first statement, or a gap that leaves the earlier month empty).
 */
export function comparisonMonths(latest: string | null, span: HistorySpan): [string, string] | null {
  if (latest === null) return null;
  const before = previousMonth(latest);
  return before < firstCoveredMonth(span) ? null : [latest, before];
}

/**
 * Weeks of history still needed before months can be compared: from the latest transaction to the end of the month
 * after the first covered one (at least 1, since this is asked only while comparisons are not possible).
 */
export function weeksToComparisons(span: HistorySpan): number {
  const readyOn = lastDayOf(nextMonth(firstCoveredMonth(span)));
  return Math.max(1, Math.ceil(daysBetween(span.last, readyOn) / 7));
}
