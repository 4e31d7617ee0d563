import { toDecimalString, type TransactionFilters } from '@tracker/contracts';
import type { QueryFilter } from 'mongoose';
import type { BankAccountService } from '../bankAccounts/service';
import { COMMON_SOURCE, COMMON_TYPE, key, OTHER_SCALES } from './keys';
import type { TransactionFields } from './model';
import type { Vocabulary } from './vocabulary';

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const contains = (text: string) => ({ $regex: escapeRegex(text), $options: 'i' });

/** A filter amount in minor units at `places` decimals (absolute value, rounded: 12.345 is 1235 cents). */
function filterMinor(value: number, places = 2): number {
  const text = toDecimalString(Math.abs(value), places);
  return text === null ? 0 : Number(text.replace('.', ''));
}

type AmountCondition = number | { $gte?: number; $lte?: number };

/**
 * The amount condition in each row's own minor units: hundredths for most rows; rows counted otherwise (yen, dinars)
 * carry an `a:<places>` key, and only a user who has some pays for the alternatives.
 */
async function amountCondition(
  userId: string,
  deleted: boolean,
  condition: (places: number) => AmountCondition,
  model: FilterDeps['model'],
): Promise<QueryFilter<TransactionFields>> {
  const present: number[] = [];
  for (const places of OTHER_SCALES)
    if (model && (await model.exists({ userId, deleted, keys: key.scale(places) }))) present.push(places);
  if (present.length === 0) return { amountCents: condition(2) };
  return {
    $or: [
      { amountCents: condition(2), keys: { $nin: present.map(key.scale) } },
      ...present.map((places) => ({ amountCents: condition(places), keys: key.scale(places) })),
    ],
  };
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
 * - category, type: case-insensitive equality; account: an account id of the user (another user's or an unknown id
 *   is a 404) or 'manual' (Manual Entries: no bank account); source: upload / manual / institute.
 * - date: that calendar day; amount: that absolute amount; amountMin / amountMax: absolute amount range (each in
 *   the row's own currency, rounded to its minor units).
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
    if (type === COMMON_TYPE) filter.transactionType = { $regex: `^${escapeRegex(type)}$`, $options: 'i' };
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

  let amount: ((places: number) => AmountCondition) | null = null;
  if (filters.amount !== undefined) {
    const value = filters.amount;
    if (
      (filters.amountMin !== undefined && filters.amountMin > filterMinor(value) / 100) ||
      (filters.amountMax !== undefined && filters.amountMax < filterMinor(value) / 100)
    )
      return null;
    amount = (places) => filterMinor(value, places);
  } else if (filters.amountMin !== undefined || filters.amountMax !== undefined) {
    const { amountMin, amountMax } = filters;
    if (amountMax !== undefined && amountMax < 0) return null;
    amount = (places) => {
      const range: { $gte?: number; $lte?: number } = {};
      if (amountMin !== undefined) range.$gte = filterMinor(Math.max(0, amountMin), places);
      if (amountMax !== undefined) range.$lte = filterMinor(amountMax, places);
      return range;
    };
  }
  const amountFilter = amount && (await amountCondition(userId, filter.deleted === true, amount, deps.model));
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
