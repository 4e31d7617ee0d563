/**
 * Net-worth history (beyond the spec) and the change of a user's net worth over the current calendar quarter, from
 * their daily snapshots (issue 25: a figure shown as the user's own must be theirs). Texts and boundaries are
 * recorded in docs/decisions/wealth-net-worth-history.md.
 */
import { z } from 'zod';
import { MONTH_NAMES } from './budget';
import { currencyCodeSchema } from './currency';
import { currencyCodeResponseSchema } from './homeCurrency';
import { decimalString } from './money';
import { toMicros } from './wealth';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const netWorthChangeSchema = z.object({
  /** Signed percent with one decimal ("2.1", "-0.4", "0.0"), relative to the size of the starting net worth. */
  percent: z.string().regex(/^-?\d+\.\d$/),
  /** The first day the change covers (YYYY-MM-DD, UTC): the quarter's first day, or the first snapshot after it. */
  from: isoDay,
  /** True when the history reaches back before the quarter began, so the change covers the whole quarter so far. */
  wholeQuarter: z.boolean(),
});
export type NetWorthChange = z.infer<typeof netWorthChangeSchema>;

// ---------------------------------------------------------------- net-worth history (beyond the spec)
/** `GET /api/assets/net-worth-history?currency=GBP`: the currency the history is shown in (USD unless said). */
export const netWorthHistoryQuerySchema = z.object({ currency: currencyCodeSchema.optional() });

/** Net worth in one original currency on a day, before conversion. */
export const netWorthPartSchema = z.object({ currency: currencyCodeResponseSchema, netWorth: decimalString });

/**
 * One day's net worth of a user (the last snapshot written that day), converted at that day's rates. Null when a
 * currency of that day had no known rate: `parts` then says what it was made of.
 */
export const netWorthPointSchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: isoDay,
  netWorth: decimalString.nullable(),
  /** The day's net worth per original currency; absent when all of it was in the currency asked. */
  parts: z.array(netWorthPartSchema).optional(),
});
export type NetWorthPoint = z.infer<typeof netWorthPointSchema>;
/**
 * GET /api/assets/net-worth-history: oldest first, at most NET_WORTH_HISTORY_DAYS points, with the change over the
 * current quarter (null when the history cannot say: see netWorthChange).
 */
export const netWorthHistorySchema = z.object({
  points: z.array(netWorthPointSchema),
  change: netWorthChangeSchema.nullable(),
});
export type NetWorthHistory = z.infer<typeof netWorthHistorySchema>;
export const NET_WORTH_HISTORY_DAYS = 365;

/** The first day (YYYY-MM-DD) of the calendar quarter `day` (YYYY-MM-DD) falls in. */
export function quarterStartOf(day: string): string {
  const year = day.slice(0, 4);
  const month = Number(day.slice(5, 7));
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return `${year}-${String(first).padStart(2, '0')}-01`;
}

type Snapshot = { date: string; netWorth: string };

/** Percent of `delta` in `base` (base ≠ 0) with one decimal, rounded half away from zero: "2.1", "-0.4". */
function percentOf(delta: bigint, base: bigint): string {
  const size = base < 0n ? -base : base;
  const negative = delta < 0n;
  const magnitude = negative ? -delta : delta;
  const tenths = (magnitude * 2000n + size) / (2n * size);
  const text = `${tenths / 10n}.${tenths % 10n}`;
  return negative && tenths !== 0n ? `-${text}` : text;
}

/**
 * The change from the start of the quarter to the latest snapshot. `before` is the last snapshot dated before the
 * quarter began (the net worth the quarter started with), `during` the snapshots from its first day on, oldest
 * first. Null when there is nothing honest to show: no snapshot at all, only one day of history, or a start of 0.
 */
export function netWorthChange(
  before: Snapshot | null,
  during: readonly Snapshot[],
  quarterStart: string,
): NetWorthChange | null {
  const start = before ?? during[0];
  const end = during.length > 0 ? during[during.length - 1] : before;
  if (!start || !end) return null;
  if (!before && during.length < 2) return null;
  const base = toMicros(start.netWorth);
  if (base === 0n) return null;
  return {
    percent: percentOf(toMicros(end.netWorth) - base, base),
    from: before ? quarterStart : start.date,
    wholeQuarter: before !== null,
  };
}

/** "+2.1% this quarter", "-0.4% since 3 Nov", "0.0% this quarter". */
export function netWorthChangeLabel(change: NetWorthChange): string {
  const sign = change.percent.startsWith('-') || /^0\.0$/.test(change.percent) ? '' : '+';
  const period = change.wholeQuarter ? 'this quarter' : `since ${shortDay(change.from)}`;
  return `${sign}${change.percent}% ${period}`;
}

/** '2026-11-03' -> '3 Nov'. */
function shortDay(day: string): string {
  const month = MONTH_NAMES[Number(day.slice(5, 7)) - 1] ?? '';
  return `${Number(day.slice(8, 10))} ${month.slice(0, 3)}`;
}
