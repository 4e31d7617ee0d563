/**
 * The dashboard's Summary (product.md › Screens and routes › Dashboard, Constants and limits): its period
 * filter and the figures of its four metric cards. GET /api/analytics/summary is beyond the original calls: the cards
 * must hold for every transaction of the period, not only the first page of 100 the dashboard fetches, so the service
 * sums them in one indexed aggregation.
 */
import { z } from 'zod';
import { DASHBOARD_PERIODS, type DashboardPeriod } from './constants';
import { moneyPartSchema } from './convertedMoney';
import { currencyCodeResponseSchema } from './homeCurrency';
import { moneyString } from './money';
import { spendingPeriodQuerySchema } from './supporting';

// ---------------------------------------------------------------- metric cards
/**
 * Same query as the spending analytics: startDate / endDate, YYYY-MM-DD, inclusive, either optional, and the
 * currency the totals are converted into (the user's home currency; USD unless said).
 */
export const dashboardSummaryQuerySchema = spendingPeriodQuerySchema;
export type DashboardSummaryQuery = z.output<typeof dashboardSummaryQuerySchema>;

export const SUMMARY_CARDS = ['totalIncome', 'totalExpenses', 'totalInvestments', 'totalDebtPaid'] as const;
export type SummaryCard = (typeof SUMMARY_CARDS)[number];

/**
 * The four cards in `currency`. An amount in another currency is converted at its own date's rate; when some
 * rate is unknown (offline, a currency the rate provider does not publish) the card's total is null — never a
 * 1:1 sum — and `parts` shows what it is made of, per currency.
 */
export const dashboardSummarySchema = z.object({
  /** Money in: transactions flagged isIncome. */
  totalIncome: moneyString.nullable(),
  /** Money out that is neither an investment nor a debt payment (the spec's hard-coded $0.00 replaced). */
  totalExpenses: moneyString.nullable(),
  /** Money out in a category containing 'investment' or 'stock'. */
  totalInvestments: moneyString.nullable(),
  /** Money out in a category containing 'debt' or 'loan'. */
  totalDebtPaid: moneyString.nullable(),
  /** Live transactions of the period (the first-run guide reads 0 as "nothing imported yet"). */
  transactionCount: z.number().int().nonnegative(),
  /** The currency of the totals. */
  currency: currencyCodeResponseSchema,
  /** Each card's amounts per original currency, largest first (one entry when everything is in `currency`). */
  parts: z.object({
    totalIncome: z.array(moneyPartSchema),
    totalExpenses: z.array(moneyPartSchema),
    totalInvestments: z.array(moneyPartSchema),
    totalDebtPaid: z.array(moneyPartSchema),
  }),
  /** Currencies with an amount whose date has no known rate into `currency` (their cards' totals are null). */
  missingRates: z.array(currencyCodeResponseSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export type MetricKind = 'investment' | 'debt' | 'expense';

/**
 * Which card an outgoing transaction of this category counts on (product.md › Constants and limits, case-insensitive):
 * 'investment' or
 * 'stock' -> Total Investments; else 'debt' or 'loan' -> Total Debt Paid; else Total Expenses. Investment wins a
 * tie ('Stock loan') so no amount counts on two cards.
 */
export function metricKindOf(category: string | null | undefined): MetricKind {
  const name = (category ?? '').toLowerCase();
  if (name.includes('investment') || name.includes('stock')) return 'investment';
  if (name.includes('debt') || name.includes('loan')) return 'debt';
  return 'expense';
}

// ---------------------------------------------------------------- period filter
export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  startDate: string;
  /** YYYY-MM-DD, inclusive. */
  endDate: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** The local calendar date of a Date as YYYY-MM-DD (transactions carry calendar dates, no time zone). */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

const DAYS_OF: Partial<Record<DashboardPeriod, number>> = {
  'Last 7 Days': 7,
  'Last 14 Days': 14,
  'Last 30 Days': 30,
  'Last 90 Days': 90,
};

/**
 * The start and end dates a period option sets (product.md › Behaviour), on the local calendar. 'Last N Days' is N
 * calendar days ending today, today included; 'Month to Date' and 'Year to Date' start on the 1st of the month /
 * January; 'Last Month' is the whole previous calendar month.
 */
export function periodRange(period: DashboardPeriod, today: Date = new Date()): DateRange {
  const y = today.getFullYear();
  const m = today.getMonth();
  const d = today.getDate();
  const days = DAYS_OF[period];
  if (days !== undefined) return { startDate: isoDate(new Date(y, m, d - (days - 1))), endDate: isoDate(today) };
  switch (period) {
    case 'Month to Date':
      return { startDate: isoDate(new Date(y, m, 1)), endDate: isoDate(today) };
    case 'Last Month':
      return { startDate: isoDate(new Date(y, m - 1, 1)), endDate: isoDate(new Date(y, m, 0)) };
    default:
      return { startDate: isoDate(new Date(y, 0, 1)), endDate: isoDate(today) };
  }
}

export function isDashboardPeriod(value: string): value is DashboardPeriod {
  return (DASHBOARD_PERIODS as readonly string[]).includes(value);
}

/**
 * The months the spending chart shows for a range option: the last `months` calendar months up to this one
 * (null: every month with data). Returns the first month (YYYY-MM) to keep, or null for all.
 */
export function chartStartMonth(months: number | null, today: Date = new Date()): string | null {
  if (months === null) return null;
  const first = new Date(today.getFullYear(), today.getMonth() - (months - 1), 1);
  return `${first.getFullYear()}-${pad2(first.getMonth() + 1)}`;
}
