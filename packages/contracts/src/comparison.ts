/**
 * Compare Months and Year to Date (issue 38, in place of the spec's "coming soon" tabs): two periods side by side, by
 * the same figures as the Summary (the analytics' income, monthly spending and category spending, in the home
 * currency). Pure functions on integer cents; a figure whose exchange rate is unknown stays null, never a 1:1 sum.
 */
import type { DateRange } from './dashboard';
import { centsToMoney, moneyToCents } from './money';
import type { CategorySpendingItem, MonthlySpendingPoint } from './supporting';

export interface Change {
  /** this - other, in cents; null when either is unknown. */
  cents: number | null;
  /** The change as a percent of `other`, to one decimal; null when unknown or `other` is 0. */
  percent: number | null;
}

const cents = (amount: string | null | undefined): number | null =>
  amount === null || amount === undefined ? null : moneyToCents(amount);

/** How much `current` differs from `previous`, in cents and percent of `previous`. */
export function changeOf(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return { cents: null, percent: null };
  const diff = current - previous;
  return { cents: diff, percent: previous === 0 ? null : Math.round((diff * 1000) / Math.abs(previous)) / 10 };
}

export interface CategoryComparisonRow {
  category: string;
  /** Spending in the category in the first period (cents; 0 when none, null when a rate is unknown). */
  current: number | null;
  /** …and in the period it is compared with. */
  previous: number | null;
  change: Change;
}

/** Each category spent in either period, largest (of the two) first, with its change. */
export function compareCategories(
  current: ReadonlyArray<Pick<CategorySpendingItem, 'category' | 'amount'>>,
  previous: ReadonlyArray<Pick<CategorySpendingItem, 'category' | 'amount'>>,
): CategoryComparisonRow[] {
  const rows = new Map<string, CategoryComparisonRow>();
  const row = (category: string) => {
    const key = category.trim().toLowerCase();
    const found = rows.get(key) ?? { category, current: 0, previous: 0, change: { cents: null, percent: null } };
    rows.set(key, found);
    return found;
  };
  const add = (sum: number | null, amount: string | null) => {
    const value = cents(amount);
    return sum === null || value === null ? null : sum + value;
  };
  for (const item of current) {
    const r = row(item.category);
    r.current = add(r.current, item.amount);
  }
  for (const item of previous) {
    const r = row(item.category);
    r.previous = add(r.previous, item.amount);
  }
  const size = (r: CategoryComparisonRow) => Math.max(r.current ?? 0, r.previous ?? 0);
  return [...rows.values()]
    .map((r) => ({ ...r, change: changeOf(r.current, r.previous) }))
    .sort((a, b) => size(b) - size(a) || a.category.localeCompare(b.category));
}

/** The spending of the months of a monthly-spending answer added up (null when any month's rate is unknown). */
export function totalSpending(points: ReadonlyArray<Pick<MonthlySpendingPoint, 'amount'>>): number | null {
  let sum = 0;
  for (const point of points) {
    const value = cents(point.amount);
    if (value === null) return null;
    sum += value;
  }
  return sum;
}

/** (income - spending) / income as a percent to one decimal; null without income or when either is unknown. */
export function savingsRate(income: number | null, spending: number | null): number | null {
  if (income === null || spending === null || income <= 0) return null;
  return Math.round(((income - spending) * 1000) / income) / 10;
}

/** A month as YYYY-MM and its first and last days. */
export function monthRange(yearMonth: string): DateRange {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { startDate: `${yearMonth}-01`, endDate: `${yearMonth}-${String(last).padStart(2, '0')}` };
}

/** The month `delta` months from a YYYY-MM month. */
export function shiftYearMonth(yearMonth: string, delta: number): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Year to date and the same days of the year before: 1 January to `today`, and 1 January to the same day a year
 * earlier (29 February falls back to the 28th).
 */
export function yearToDateRanges(today: string): { current: DateRange; previous: DateRange } {
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(5);
  const previousDay = monthDay === '02-29' ? '02-28' : monthDay;
  return {
    current: { startDate: `${year}-01-01`, endDate: today },
    previous: { startDate: `${year - 1}-01-01`, endDate: `${year - 1}-${previousDay}` },
  };
}

/** A cents figure as the API's money string (for formatting), or null. */
export const centsOrNull = (value: number | null): string | null => (value === null ? null : centsToMoney(value));
