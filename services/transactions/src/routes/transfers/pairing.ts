/**
 * Which rows are the two sides of one transfer (product.md › Transfers): the same amount with the opposite sign in
 * another of the user's accounts — in the same currency, or across currencies within TRANSFER_FX_TOLERANCE at the
 * day's rate — dated at most TRANSFER_WINDOW_DAYS apart. Each row is paired at most once: the closest dates win, then
 * pairs whose wording says transfer, then the closest amounts. Pure: the service reads and writes the rows.
 */
import {
  TRANSFER_FX_TOLERANCE,
  TRANSFER_WINDOW_DAYS,
  addCalendarDays,
  calendarDaysBetween,
  type CurrencyCode,
  type RateTable,
} from '@tracker/contracts';
import { hasTransferWording } from './wording';

/** What the pairing reads of a row. */
export interface PairingRow {
  id: string;
  /** The account (hex), or 'manual' for Manual Entries. */
  account: string;
  currency: CurrencyCode;
  date: string;
  amountCents: number;
  isIncome: boolean;
  description: string;
  /**
   * A rule marked the row a transfer (product.md › Rules): it counts as transfer wording, and when the rule named
   * the other account (`toAccount`, hex) only a row there can be its other side.
   */
  marked?: { toAccount: string | null };
}

export interface Pair {
  a: PairingRow;
  b: PairingRow;
}

interface Scored extends Pair {
  days: number;
  worded: number;
  off: number;
}

/** The key a rejected pair is remembered by (order-free). */
export const pairKey = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** How far apart two amounts in different currencies are, as a share of `b` (null: no rate that day). */
function fxOff(a: PairingRow, b: PairingRow, rates: RateTable | null): number | null {
  if (a.currency === b.currency) return a.amountCents === b.amountCents ? 0 : null;
  const converted = rates?.convert(a.amountCents, a.currency, b.currency, a.date) ?? null;
  if (converted === null || b.amountCents === 0) return null;
  const off = Math.abs(converted - b.amountCents) / b.amountCents;
  return off <= TRANSFER_FX_TOLERANCE ? off : null;
}

/** Whether a row says it is a transfer: a rule marked it, or its wording does. */
export const saysTransfer = (marked: boolean, description: string): boolean =>
  marked || hasTransferWording(description);

/** saysTransfer of a pairing row. */
export const transferWorded = (row: PairingRow): boolean => saysTransfer(row.marked !== undefined, row.description);

/** Whether `row`'s rule (if any) lets `other` be its other side. */
const allowedBy = (row: PairingRow, other: PairingRow): boolean =>
  !row.marked?.toAccount || row.marked.toAccount === other.account;

/** The rows of `sorted` (by date) dated within the window of `row`. */
function nearby(sorted: readonly PairingRow[], row: PairingRow): PairingRow[] {
  const from = addCalendarDays(row.date, -TRANSFER_WINDOW_DAYS);
  const to = addCalendarDays(row.date, TRANSFER_WINDOW_DAYS);
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as PairingRow).date < from) lo = mid + 1;
    else hi = mid;
  }
  const out: PairingRow[] = [];
  for (let i = lo; i < sorted.length && (sorted[i] as PairingRow).date <= to; i++) out.push(sorted[i] as PairingRow);
  return out;
}

/**
 * The pairs between `fresh` rows and `stored` ones (rows may be in both lists: each pair is found once), leaving
 * out pairs the user said are not a transfer (`rejected`, by pairKey).
 */
export function findPairs(
  fresh: readonly PairingRow[],
  stored: readonly PairingRow[],
  rejected: ReadonlySet<string>,
  rates: RateTable | null,
): Pair[] {
  const byAmount = new Map<number, PairingRow[]>();
  const foreign: PairingRow[] = [];
  const currencies = new Set(stored.map((row) => row.currency));
  for (const row of stored) {
    const list = byAmount.get(row.amountCents);
    if (list) list.push(row);
    else byAmount.set(row.amountCents, [row]);
  }
  if (currencies.size > 1 || fresh.some((row) => !currencies.has(row.currency))) {
    foreign.push(...stored);
    foreign.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  }
  const seen = new Set<string>();
  const scored: Scored[] = [];
  for (const a of fresh) {
    const sameAmount = byAmount.get(a.amountCents) ?? [];
    const others = foreign.length > 0 ? nearby(foreign, a).filter((b) => b.currency !== a.currency) : [];
    for (const b of [...sameAmount, ...others]) {
      if (b.account === a.account || b.isIncome === a.isIncome || !allowedBy(a, b) || !allowedBy(b, a)) continue;
      const days = Math.abs(calendarDaysBetween(a.date, b.date));
      if (days > TRANSFER_WINDOW_DAYS) continue;
      const key = pairKey(a.id, b.id);
      if (seen.has(key) || rejected.has(key)) continue;
      const off = fxOff(a, b, rates);
      if (off === null) continue;
      seen.add(key);
      const worded = Number(transferWorded(a)) + Number(transferWorded(b));
      scored.push({ a, b, days, worded, off });
    }
  }
  scored.sort((x, y) => x.days - y.days || y.worded - x.worded || x.off - y.off || x.a.id.localeCompare(y.a.id));
  const taken = new Set<string>();
  const pairs: Pair[] = [];
  for (const pair of scored) {
    if (taken.has(pair.a.id) || taken.has(pair.b.id)) continue;
    taken.add(pair.a.id);
    taken.add(pair.b.id);
    pairs.push({ a: pair.a, b: pair.b });
  }
  return pairs;
}
