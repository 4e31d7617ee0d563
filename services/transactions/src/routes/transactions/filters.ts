import { MAX_ABS_AMOUNT, toDecimalString, TRANSFER_TYPE_FILTER, type TransactionFilters } from '@tracker/contracts';
import type { QueryFilter } from 'mongoose';
import type { BankAccountService } from '../bankAccounts/service';
import { COMMON_SOURCE, COMMON_TYPE, key, OTHER_SCALES } from './keys';
import type { TransactionFields } from './model';
import type { Vocabulary } from './vocabulary';

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const contains = (text: string) => ({ $regex: escapeRegex(text), $options: 'i' });

/** Decimals a filter amount is read to: beyond them is a computed number's float noise (0.30000000000000004). */
const READ_PLACES = 6;

/**
 * A filter amount (its absolute value) in minor units at `places` decimals, on the decimal digits, never on floats:
 * the units it holds whole, and whether anything is left below them.
 */
export function inMinorUnits(value: number, places: number): { minor: number; rest: boolean } {
  // Past the largest stored amount every bound means the same, and the digits stay a safe integer.
  const text = toDecimalString(Math.min(Math.abs(value), MAX_ABS_AMOUNT + 1), READ_PLACES) ?? '0';
  const [whole, fraction = ''] = text.split('.');
  return { minor: Number(whole + fraction.slice(0, places)), rest: /[1-9]/.test(fraction.slice(places)) };
}

type AmountCondition = number | { $gte?: number; $lte?: number };
/** The amount condition in minor units at `places` decimals; null when no amount in those units can match. */
type ConditionAt = (places: number) => AmountCondition | null;

/**
 * The amount filters in one unit. A range takes in only amounts inside it: its minimum rounds up and its maximum
 * down (a minimum of 10.4 is ¥11, a maximum of 10.6 is ¥10). An exact amount the unit cannot hold (10.4 in yen,
 * 12.345 in dollars) matches nothing in it; with a range too, it must lie inside.
 */
function amountAt(filters: TransactionFilters): ConditionAt | null {
  const { amount, amountMin, amountMax } = filters;
  if (amount === undefined && amountMin === undefined && amountMax === undefined) return null;
  return (places) => {
    if (amountMax !== undefined && amountMax < 0) return null;
    const range: { $gte?: number; $lte?: number } = {};
    if (amountMin !== undefined && amountMin > 0) {
      const min = inMinorUnits(amountMin, places);
      range.$gte = min.rest ? min.minor + 1 : min.minor;
    }
    if (amountMax !== undefined) range.$lte = inMinorUnits(amountMax, places).minor;
    const { $gte = 0, $lte = Number.POSITIVE_INFINITY } = range;
    if (amount === undefined) return $gte > $lte ? null : range;
    const exact = inMinorUnits(amount, places);
    return exact.rest || exact.minor < $gte || exact.minor > $lte ? null : exact.minor;
  };
}

/**
 * The amount condition in each row's own minor units: hundredths for most rows; rows counted otherwise (yen, dinars)
 * carry an `a:<places>` key, and only a user who has some pays for the alternatives. Null when no row can match.
 */
async function amountCondition(
  userId: string,
  deleted: boolean,
  condition: ConditionAt,
  model: FilterDeps['model'],
): Promise<QueryFilter<TransactionFields> | null> {
  const hundredths = condition(2);
  const present: number[] = [];
  for (const places of OTHER_SCALES) {
    // A scale's rows are asked for when they could match, or must be kept out of the hundredths' condition.
    const asked = hundredths !== null || condition(places) !== null;
    if (asked && model && (await model.exists({ userId, deleted, keys: key.scale(places) }))) present.push(places);
  }
  if (present.length === 0) return hundredths === null ? null : { amountCents: hundredths };
  const branches: Array<QueryFilter<TransactionFields>> = [];
  if (hundredths !== null) branches.push({ amountCents: hundredths, keys: { $nin: present.map(key.scale) } });
  for (const places of present) {
    const inUnits = condition(places);
    if (inUnits !== null) branches.push({ amountCents: inUnits, keys: key.scale(places) });
  }
  return branches.length === 0 ? null : { $or: branches };
}

export interface FilterDeps {
  accounts: BankAccountService;
  vocabulary: Vocabulary;
  /** The stored spelling of a category name (names are unique per user regardless of case). */
  categoryName: (userId: string, name: string) => Promise<string>;
  /** The transactions, to learn whether any amount is kept in other minor units than hundredths. */
  model?: { exists(filter: QueryFilter<TransactionFields>): PromiseLike<unknown> };
}

type KeyCondition = string | { $in: string[] };

/**
 * The MongoDB filter of the list and export filters of product.md › API calls, scoped to the user; null when nothing
 * can match.
 *
 * - status: all (not deleted), uploaded / manual (by source), pending (awaiting category review), deleted (the bin).
 * - category, type: case-insensitive equality (type 'transfer': the rows linked as a transfer); account: an account id of the user (another user's or an unknown id
 *   is a 404) or 'manual' (Manual Entries: no bank account); source: upload / manual / institute.
 * - date: that calendar day; amount: that absolute amount; amountMin / amountMax: absolute amount range, bounds
 *   included (each in the row's own currency's minor units: a range takes in only amounts inside it, and an amount
 *   the currency cannot hold matches none of its rows; see amountAt).
 * - description: contains the text (case-insensitive); search: description, category or a tag contains the text.
 *
 * Date, amount and category equalities have indexes of their own; the other equalities go through the `keys`
 * multikey index, the most selective first (a store that narrows by one equality per field uses that one). A
 * filter made only of index equalities needs no document to be read to be counted.
 */
export async function buildFilter(
  userId: string,
  filters: TransactionFilters,
  deps: FilterDeps,
): Promise<QueryFilter<TransactionFields> | null> {
  const keyed: Array<{ rank: number; condition: KeyCondition }> = [];
  const addKey = (rank: number, condition: KeyCondition) => keyed.push({ rank, condition });
  const filter: QueryFilter<TransactionFields> = { userId, deleted: filters.status === 'deleted' };

  if (filters.description !== undefined) {
    const narrowing = await deps.vocabulary.narrow(userId, filters.description);
    if (narrowing.kind === 'none') return null;
    if (narrowing.kind === 'keys') addKey(0, narrowing.keys.length === 1 ? narrowing.keys[0] : { $in: narrowing.keys });
    if (narrowing.kind !== 'keys' || !narrowing.exact) filter.description = contains(filters.description);
  }
  if (filters.date !== undefined) filter.date = filters.date;
  if (filters.category !== 'all') filter.category = await deps.categoryName(userId, filters.category);
  if (filters.account !== 'all') {
    filter.accountId = filters.account === 'manual' ? null : (await deps.accounts.get(userId, filters.account))._id;
  }
  if (filters.type !== 'all') {
    const type = filters.type.toLowerCase();
    if (type === TRANSFER_TYPE_FILTER) addKey(5, key.flow('transfer'));
    else if (type === COMMON_TYPE) filter.transactionType = { $regex: `^${escapeRegex(type)}$`, $options: 'i' };
    else addKey(5, key.type(type));
  }
  const sources = new Set<string>();
  if (filters.source !== 'all') sources.add(filters.source);
  if (filters.status === 'uploaded') sources.add('upload');
  if (filters.status === 'manual') sources.add('manual');
  if (sources.size > 1) return null;
  for (const source of sources) {
    if (source === COMMON_SOURCE) filter.source = COMMON_SOURCE;
    else addKey(6, key.source(source));
  }
  if (filters.status === 'pending') addKey(7, key.pending);

  const amount = amountAt(filters);
  const amountFilter = amount && (await amountCondition(userId, filter.deleted === true, amount, deps.model));
  if (amount && !amountFilter) return null;
  if (filters.search !== undefined) {
    const text = contains(filters.search);
    filter.$or = [{ description: text }, { category: text }, { tags: text }];
  }
  keyed.sort((a, b) => a.rank - b.rank);
  if (keyed.length === 1) filter.keys = keyed[0].condition;
  else if (keyed.length > 1) filter.$and = keyed.map((k) => ({ keys: k.condition }));
  if (amountFilter && 'amountCents' in amountFilter) filter.amountCents = amountFilter.amountCents;
  else if (amountFilter) filter.$and = [...(filter.$and ?? []), amountFilter];
  return filter;
}
