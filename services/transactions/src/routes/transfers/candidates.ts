/**
 * The stored rows that may be the other side of new rows (product.md › Transfers): live, neither a transfer nor a
 * refund, in another account, of the opposite direction, dated within TRANSFER_WINDOW_DAYS of the new rows. When
 * every row that could meet is in one currency the other side has the very amount, so only the rows of the new rows'
 * amounts are read, through the user_direction_amount index (one run per amount, bounded by the dates): an import
 * reads the few rows that can pair, not every row of its dates. Across currencies amounts differ, and every row of
 * the dates is read.
 */
import { addCalendarDays, DEFAULT_CURRENCY, TRANSFER_WINDOW_DAYS, type CurrencyCode } from '@tracker/contracts';
import type { Model, Types } from 'mongoose';
import { foreignManualFilter } from '../../fx/convertedSums';
import { inRuns, VALUES_PER_QUERY } from '../transactions/manyAtOnce';
import type { TransactionFields } from '../transactions/model';

/** What the pairing reads of a stored row. */
export type PairingDoc = Pick<
  TransactionFields & { _id: Types.ObjectId },
  '_id' | 'accountId' | 'currency' | 'date' | 'amountCents' | 'isIncome' | 'description'
>;
export const PAIRING_FIELDS = {
  _id: 1,
  accountId: 1,
  currency: 1,
  date: 1,
  amountCents: 1,
  isIncome: 1,
  description: 1,
} as const;
/** The rows a pass may pair: live, and neither a transfer nor a refund already. */
export const PAIRABLE = { deleted: false, flow: { $exists: false } } as const;

/** The first and last date of the rows, widened by the pairing window. */
function windowOf(rows: readonly PairingDoc[]): { $gte: string; $lte: string } {
  let first = rows[0]?.date as string;
  let last = first;
  for (const row of rows) {
    if (row.date < first) first = row.date;
    if (row.date > last) last = row.date;
  }
  return { $gte: addCalendarDays(first, -TRANSFER_WINDOW_DAYS), $lte: addCalendarDays(last, TRANSFER_WINDOW_DAYS) };
}

/**
 * The accounts of the rows (hex -> id; null for Manual Entries) and the currencies of their manual rows. An import's
 * rows share one account id, so a row whose id is the one before it costs no hex conversion (100,000 rows).
 */
function accountsOf(rows: readonly PairingDoc[]): {
  accounts: Map<string, Types.ObjectId | null>;
  manual: Set<CurrencyCode>;
} {
  const accounts = new Map<string, Types.ObjectId | null>();
  const manual = new Set<CurrencyCode>();
  let last: Types.ObjectId | null | undefined;
  for (const row of rows) {
    if (row.accountId === null) manual.add(row.currency ?? DEFAULT_CURRENCY);
    if (row.accountId === last) continue;
    last = row.accountId;
    accounts.set(row.accountId === null ? 'manual' : row.accountId.toHexString(), row.accountId);
  }
  return { accounts, manual };
}

/** The one currency every row that could pair with `fresh` is in, or null when there are several. */
async function oneCurrency(
  model: Model<TransactionFields>,
  userId: string,
  fresh: { accounts: ReadonlyMap<string, Types.ObjectId | null>; manual: ReadonlySet<CurrencyCode> },
  currencies: ReadonlyMap<string, CurrencyCode>,
  dates: { $gte: string; $lte: string },
): Promise<CurrencyCode | null> {
  const codes = new Set([...currencies.values(), ...fresh.manual]);
  for (const [hex, id] of fresh.accounts) if (id !== null) codes.add(currencies.get(hex) ?? DEFAULT_CURRENCY);
  if (codes.size !== 1) return null;
  const [code] = codes as Set<CurrencyCode>;
  // Manual entries carry their own currency (found through their source's key: the user's few manual rows).
  const foreign = await model.exists({ userId, deleted: false, date: dates, ...foreignManualFilter(code) });
  return foreign ? null : code;
}

/**
 * The stored rows that may pair with new ones. `sameAmount`: every row that can meet is in one currency, so a new
 * row pairs only with a row of its very amount and the other direction (rows of other amounts were not read).
 */
export interface PairingCandidates {
  rows: PairingDoc[];
  sameAmount: boolean;
}

/** The stored rows `fresh` may pair with, in accounts other than theirs (see the module's comment). */
export async function pairingCandidates(
  model: Model<TransactionFields>,
  userId: string,
  fresh: readonly PairingDoc[],
  currencies: ReadonlyMap<string, CurrencyCode>,
): Promise<PairingCandidates> {
  if (fresh.length === 0) return { rows: [], sameAmount: true };
  const dates = windowOf(fresh);
  const own = accountsOf(fresh);
  const where = { userId, ...PAIRABLE, date: dates, accountId: { $nin: [...own.accounts.values()] } };
  if ((await oneCurrency(model, userId, own, currencies, dates)) === null) {
    return { rows: await model.find(where, PAIRING_FIELDS).lean<PairingDoc[]>(), sameAmount: false };
  }
  const rows: PairingDoc[] = [];
  for (const isIncome of [true, false]) {
    // Money in pairs with money out of the same amount, and the other way round.
    const amounts = new Set<number>();
    for (const row of fresh) if (row.isIncome !== isIncome) amounts.add(row.amountCents);
    for (const run of inRuns([...amounts], VALUES_PER_QUERY)) {
      rows.push(
        ...(await model.find({ ...where, isIncome, amountCents: { $in: run } }, PAIRING_FIELDS).lean<PairingDoc[]>()),
      );
    }
  }
  return { rows, sameAmount: true };
}

/** The rows of `fresh` that a candidate of the other direction has the very amount of (see PairingCandidates). */
export function withCounterpartAmount(fresh: readonly PairingDoc[], stored: readonly PairingDoc[]): PairingDoc[] {
  const amounts = { in: new Set<number>(), out: new Set<number>() };
  for (const row of stored) (row.isIncome ? amounts.in : amounts.out).add(row.amountCents);
  return fresh.filter((row) => (row.isIncome ? amounts.out : amounts.in).has(row.amountCents));
}
