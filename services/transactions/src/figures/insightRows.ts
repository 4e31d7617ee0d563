/**
 * The rows the insights are computed from, counted as every other figure counts them (counting.ts): a transfer is
 * left out; a refund is taken off the purchase it gives money back for (the insights read amounts that are never
 * negative) — the purchase it names, or, when that is not among the rows (a refund known by its wording), the largest
 * purchase of its category, since every other figure lowers that category's spending by it — and is never income.
 * A split row is its parts, as in every figure (splits.ts).
 */
import type { Types } from 'mongoose';
import { countOf, type CountedFields } from './counting';

/** What the netting reads of a stored row (beyond what the insights read). */
export interface NettedRow extends CountedFields {
  _id?: Types.ObjectId;
  amountCents: number;
  refundOf?: Types.ObjectId | null;
}

/** What the parts read of a stored row. */
export interface SplitRow {
  amountCents: number;
  category?: string | null;
  splits?: ReadonlyArray<{ amountCents: number; category: string }> | null;
}

/** The stored fields the netting needs, read only for a user who has transfers or refunds. */
export const NETTING_FIELDS = ['_id', 'flow', 'refundOf'] as const;

/**
 * The rows of each day as the insights count them; `sameMoney` says whether a refund and its purchase are in one
 * currency (only then is one taken off the other). Days keep their order and rows theirs.
 */
export function nettedDays<Day extends { rows: NettedRow[] }>(
  days: readonly Day[],
  sameMoney: (refund: Day['rows'][number], purchase: Day['rows'][number]) => boolean,
): Day[] {
  type Row = Day['rows'][number];
  const byId = new Map<string, Row>();
  for (const day of days) for (const row of day.rows) if (row._id) byId.set(row._id.toHexString(), row);
  const left = new Map<Row, number>();
  const remaining = (purchase: Row) => left.get(purchase) ?? purchase.amountCents;
  const isPurchase = (row: Row) => {
    const counted = countOf(row);
    return counted?.sign === 1 && counted.spending;
  };
  // Purchases by category, gathered once: a refund that names none looks only at its own category's.
  const purchasesOf = new Map<string | null | undefined, Row[]>();
  for (const day of days) {
    for (const row of day.rows) {
      if (!isPurchase(row)) continue;
      const list = purchasesOf.get(row.category) ?? [];
      list.push(row);
      purchasesOf.set(row.category, list);
    }
  }
  const largestOfCategory = (refund: Row): Row | undefined => {
    let best: Row | undefined;
    for (const row of purchasesOf.get(refund.category) ?? []) {
      if (!sameMoney(refund, row)) continue;
      if (best === undefined || remaining(row) > remaining(best)) best = row;
    }
    return best;
  };
  for (const day of days) {
    for (const row of day.rows) {
      if (row.flow !== 'refund') continue;
      const named = row.refundOf ? byId.get(row.refundOf.toHexString()) : undefined;
      const purchase = named && isPurchase(named) && sameMoney(row, named) ? named : largestOfCategory(row);
      if (purchase) left.set(purchase, Math.max(0, remaining(purchase) - row.amountCents));
    }
  }
  return days.map((day) => ({
    ...day,
    rows: day.rows
      .filter((row) => row.flow !== 'transfer' && row.flow !== 'refund')
      .map((row) => (left.has(row) ? { ...row, amountCents: left.get(row) as number } : row)),
  }));
}

/**
 * Each split row as its parts, in their order: the row's description and direction with each part's category and
 * amount. A split purchase that a refund lowered (nettedDays) has the refunded sum taken off its largest parts first,
 * so the parts add up to what the insights count of the row.
 */
export function partsInPlace<Day extends { rows: SplitRow[] }>(days: readonly Day[]): Day[] {
  return days.map((day) => ({ ...day, rows: day.rows.flatMap((row) => partsOf(row)) }));
}

function partsOf<Row extends SplitRow>(row: Row): Row[] {
  const { splits, ...whole } = row;
  if (!splits || splits.length === 0) return [row];
  const amounts = splits.map((part) => part.amountCents);
  let over = amounts.reduce((sum, cents) => sum + cents, 0) - row.amountCents;
  const largestFirst = amounts.map((_, i) => i).sort((a, b) => amounts[b] - amounts[a]);
  for (const i of largestFirst) {
    if (over <= 0) break;
    const taken = Math.min(over, amounts[i]);
    amounts[i] -= taken;
    over -= taken;
  }
  return splits.map((part, i) => ({ ...whole, category: part.category, amountCents: amounts[i] }) as Row);
}
