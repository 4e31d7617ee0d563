// Query planning: which runs of which index hold a query's candidates, whether those candidates are exactly its
// matches (no document needs testing), and whether they come in the requested sort order.
//
// An index { a: 1, b: 1, c: -1, d: 1 } answers equalities on a leading run of its fields (a, or a and b, ...:
// several values of `$in` give several runs), a range on the next field, and yields its entries in index order,
// which is the sort { <fields after the single-valued equalities> } or its exact reverse.
import type { Collection } from './collection';
import type { Index } from './indexes';
import {
  type Interval,
  type KeyRange,
  encodeValue,
  intersect,
  invert,
  isEmptyInterval,
  isRangeable,
  keyRange,
  rangeInterval,
} from './keystring';
import { type Document, type SortSpec, isPlainObject, keyOf } from './values';

/** What a filter asks of one top-level field, as far as an index can tell. */
interface FieldCondition {
  /** Values the field must equal one of (`v`, `$eq`, `$in` of scalars). */
  equals?: unknown[];
  /** Where the field must lie (`$gt`, `$gte`, `$lt`, `$lte` of rangeable values, intersected). */
  interval?: Interval;
  /** Whether `equals` (or, without it, `interval`) is the field's whole condition. */
  exact: boolean;
}

export interface FilterShape {
  fields: Map<string, FieldCondition>;
  /** Conditions an index cannot express ($or, $expr, $and, ...): documents must be tested. */
  others: boolean;
}

export interface IndexPlan {
  index: Index;
  /** Runs of entries holding the candidates, in the index's order. */
  ranges: KeyRange[];
  /** Per run, the length of its equality prefix (merging compares what follows it). */
  prefixLengths: number[];
  /** Every entry's document matches the whole filter: no document needs decoding to be tested. */
  exact: boolean;
  /** Whether the documents come in the requested sort order (walking backwards when `reverse`). */
  sorted: boolean;
  reverse: boolean;
  /** The runs must be merged (by what follows their prefixes) rather than read one after the other. */
  merge: boolean;
  /** A document may have several entries (multikey index): each is yielded once. */
  dedupe: boolean;
  /** How narrow: two per equality field, one for a range. */
  score: number;
  /** Filter fields whose whole condition the runs express (no document needs testing for them). */
  covered: string[];
}

export interface IdPlan {
  /** `_id` keys of the existing documents, in `_id` order. */
  keys: string[];
  exact: boolean;
}

export interface QueryPlan {
  shape?: FilterShape;
  ids?: IdPlan;
  /** The narrowest index plan (it yields index order, which may not be the requested sort). */
  narrow?: IndexPlan;
  /** The best plan that yields the requested sort. */
  sorted?: IndexPlan;
}

/** Runs an index plan may read (one per combination of `$in` values); beyond it, fewer fields are used. */
const MAX_RANGES = 1000;
/** Runs merged by sort order at most; more runs are read and sorted in memory. */
const MAX_MERGE = 64;

/** Whether an index key can stand for `value` in an equality: scalars only (arrays, documents and regexes match otherwise). */
export function isIndexableScalar(value: unknown): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
    case 'object':
      if (value instanceof Date) return true;
      if (Array.isArray(value) || value instanceof RegExp || isPlainObject(value)) return false;
      return ['ObjectId', 'Long', 'Decimal128', 'Binary', 'Timestamp'].includes(
        String((value as { _bsontype?: string })._bsontype),
      );
  }
  return false;
}

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);

function parseCondition(cond: unknown): FieldCondition {
  if (!isPlainObject(cond) || !Object.keys(cond).some((k) => k.startsWith('$'))) {
    return isIndexableScalar(cond) ? { equals: [cond], exact: true } : { exact: false };
  }
  const out: FieldCondition = { exact: true };
  for (const [op, value] of Object.entries(cond)) {
    if (op === '$eq' && !out.equals && isIndexableScalar(value)) {
      out.equals = [value];
    } else if (
      op === '$in' &&
      !out.equals &&
      Array.isArray(value) &&
      value.length > 0 &&
      value.every(isIndexableScalar)
    ) {
      out.equals = value;
    } else if (RANGE_OPERATORS.has(op) && isRangeable(value)) {
      const interval = rangeInterval(op as '$gt', value);
      out.interval = out.interval ? intersect(out.interval, interval) : interval;
    } else {
      out.exact = false;
    }
  }
  if (out.equals && out.interval) out.exact = false;
  return out;
}

/** The per-field conditions of a filter (top level, and inside `$and`, which then needs testing). */
export function analyzeFilter(
  filter: Document,
  shape: FilterShape = { fields: new Map(), others: false },
): FilterShape {
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(cond) && cond.every(isPlainObject)) {
      shape.others = true;
      for (const sub of cond) analyzeFilter(sub, shape);
    } else if (field.startsWith('$')) {
      shape.others = true;
    } else if (shape.fields.has(field)) {
      // The same field again (under $and): the first condition narrows, the document is tested for the rest.
      (shape.fields.get(field) as FieldCondition).exact = false;
    } else {
      shape.fields.set(field, parseCondition(cond));
    }
  }
  return shape;
}

const sortedDistinct = (keys: string[]) => [...new Set(keys)].sort();

/** The sort order an index's runs yield when the query fixes `single` leading fields and `depth` by equalities. */
function providedOrder(
  index: Index,
  single: number,
  depth: number,
  runs: number,
  sort: SortSpec,
): { reverse: boolean; merge: boolean } | undefined {
  const { fields, directions, multikey } = index;
  // A field fixed to one value orders nothing (unless it is an array, which sorts by an element).
  const fixed = new Set(fields.slice(0, single).filter((_, i) => !multikey[i]));
  const keys = sort.filter(([field]) => !fixed.has(field));
  if (keys.length === 0) return { reverse: false, merge: false };
  const matchAt = (start: number): boolean | undefined => {
    if (start + keys.length > fields.length) return undefined;
    let reverse: boolean | undefined;
    for (let i = 0; i < keys.length; i++) {
      const p = start + i;
      if (fields[p] !== keys[i][0] || multikey[p]) return undefined;
      const flipped = directions[p] !== keys[i][1];
      if (reverse === undefined) reverse = flipped;
      else if (reverse !== flipped) return undefined;
    }
    return reverse;
  };
  // Runs read one after the other are in index order from the first field with several values on.
  const concatenated = matchAt(single);
  if (concatenated !== undefined) return { reverse: concatenated, merge: false };
  if (runs > 1 && runs <= MAX_MERGE) {
    const merged = matchAt(depth);
    if (merged !== undefined) return { reverse: merged, merge: true };
  }
  return undefined;
}

/** How `index` would answer the filter (and sort), or undefined when it cannot help. */
export function indexPlan(index: Index, shape: FilterShape, sort?: SortSpec): IndexPlan | undefined {
  if (!index.servesEquality) return undefined;
  const { fields, directions, multikey } = index;
  const perField: string[][] = [];
  let runs = 1;
  while (perField.length < fields.length) {
    const equals = shape.fields.get(fields[perField.length])?.equals;
    if (!equals) break;
    const descending = directions[perField.length] === -1;
    const keys = sortedDistinct(equals.map((v) => (descending ? invert(encodeValue(v)) : encodeValue(v))));
    if (runs * keys.length > MAX_RANGES) break;
    runs *= keys.length;
    perField.push(keys);
  }
  const depth = perField.length;
  let single = 0;
  while (single < depth && perField[single].length === 1) single++;
  const next = depth < fields.length && index.ordered && !multikey[depth] ? shape.fields.get(fields[depth]) : undefined;
  const interval = next?.interval;
  const order = sort && index.ordered ? providedOrder(index, single, depth, runs, sort) : undefined;
  const score = depth * 2 + (interval ? 1 : 0);
  if (score === 0 && !order) return undefined;

  const covered = fields.slice(0, depth).filter((f) => shape.fields.get(f)?.exact);
  if (interval && next?.exact) covered.push(fields[depth]);
  const exact = !shape.others && covered.length === shape.fields.size;

  // Every combination of the equality keys, in index order (prefix-free keys concatenate in order).
  let prefixes = [''];
  for (const keys of perField) prefixes = prefixes.flatMap((p) => keys.map((k) => p + k));
  const empty = interval !== undefined && isEmptyInterval(interval);
  const ranges = empty ? [] : prefixes.map((p) => keyRange(p, interval, directions[depth] === -1));
  return {
    index,
    ranges,
    prefixLengths: empty ? [] : prefixes.map((p) => p.length),
    exact,
    sorted: order !== undefined,
    reverse: order?.reverse ?? false,
    merge: order?.merge ?? false,
    dedupe: multikey.some(Boolean),
    score,
    covered,
  };
}

/** Which plans can answer `filter` (sorted by `sort`); empty when only a collection scan can. */
export function planQuery(coll: Collection, filter: Document, sort?: SortSpec, collation?: unknown): QueryPlan {
  // A string collation changes what equal and ordered mean: indexes hold simple-collation keys.
  if (isPlainObject(collation) && collation.locale !== 'simple') return {};
  const shape = analyzeFilter(filter);
  const ids = shape.fields.get('_id')?.equals;
  if (ids) {
    const byKey = new Map(ids.map((id) => [keyOf(id), encodeValue(id)]));
    const keys = [...byKey.keys()]
      .filter((k) => coll.docs.has(k))
      .sort((a, b) => compareStrings(byKey.get(a) as string, byKey.get(b) as string));
    const exact = (shape.fields.get('_id') as FieldCondition).exact && shape.fields.size === 1 && !shape.others;
    return { shape, ids: { keys, exact } };
  }
  let narrow: IndexPlan | undefined;
  let sorted: IndexPlan | undefined;
  for (const index of coll.indexes.values()) {
    const plan = indexPlan(index, shape, sort);
    if (!plan) continue;
    // Ties go to the exact plan, then to one that is not multikey, then to a unique one, then to the first declared.
    if (plan.score > 0 && (!narrow || rank(plan, narrow) > 0)) narrow = plan;
    if (plan.sorted && (!sorted || rankSorted(plan, sorted) > 0)) sorted = plan;
  }
  return { shape, narrow, sorted };
}

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const flag = (b: boolean) => (b ? 1 : 0);

function rank(a: IndexPlan, b: IndexPlan): number {
  return (
    a.score - b.score ||
    flag(a.exact) - flag(b.exact) ||
    flag(!a.dedupe) - flag(!b.dedupe) ||
    flag(a.index.unique) - flag(b.index.unique)
  );
}

/** Whether reading `sorted` and keeping the documents `narrow` holds needs no document tested. */
export function exactTogether(shape: FilterShape, sorted: IndexPlan, narrow: IndexPlan): boolean {
  if (shape.others) return false;
  const covered = new Set([...sorted.covered, ...narrow.covered]);
  return [...shape.fields.keys()].every((f) => covered.has(f));
}

function rankSorted(a: IndexPlan, b: IndexPlan): number {
  return flag(a.exact) - flag(b.exact) || rank(a, b);
}

/** Entries the plan's runs hold (documents, unless multikey), counted without reading them; from `max` on, any number may stand for more. */
export function entryCount(plan: IndexPlan, max = Infinity): number {
  let n = 0;
  for (const range of plan.ranges) {
    if (n >= max) break;
    n += plan.index.count(range, max - n);
  }
  return n;
}

/** The documents of a plan's runs, from the index alone. */
export function documentKeys(plan: IndexPlan): Set<string> {
  const keys = new Set<string>();
  for (const range of plan.ranges) plan.index.forEach(range, (_entry, docKey) => void keys.add(docKey));
  return keys;
}

/** Documents an exact plan matches, counted from the index alone. */
export function countExact(plan: IndexPlan): number {
  return plan.dedupe ? documentKeys(plan).size : entryCount(plan);
}
