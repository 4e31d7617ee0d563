// Reading a collection: candidates from an index (or a scan), matching with mingo, MongoDB-ordered sorting,
// skip/limit and find-style projection.
import { serialize } from 'bson';
import { Query } from 'mingo';
import type { CollationSpec, Options } from 'mingo/types';
import { MongoError } from '../errors';
import { type Collection, decode } from './collection';
import { isDecimal } from './decimal';
import { IndexCursor, OrderedCandidates, type Test, orderable } from './index-scan';
import { fieldsOfFilter } from './indexes';
import { Match } from './match';
import { simpleTest } from './simple-filter';
import {
  type IndexPlan,
  type QueryPlan,
  countExact,
  documentKeys,
  entryCount,
  exactTogether,
  planQuery,
} from './planner';
import { FieldPicker, TopLevelProjector } from './raw';
import { type Document, type SortSpec, compareValues, isPlainObject, parseSort, sortValue } from './values';

export { Match };

/** BSON type byte of Decimal128: a document without this byte anywhere holds none. */
const DECIMAL128 = 0x13;
const mayHoldDecimal = (raw: Uint8Array) => raw.includes(DECIMAL128);

/**
 * The value with Decimal128s as numbers, for mingo, which compares them as strings: numbers of every BSON type
 * must compare by value. Copies only the containers that change.
 */
export function numericView(value: unknown): unknown {
  if (isDecimal(value)) return Number(value.toString());
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const n = numericView(v);
      if (n !== v) (out ??= value.slice())[i] = n;
    });
    return out ?? value;
  }
  if (isPlainObject(value)) {
    let out: Document | undefined;
    for (const k of Object.keys(value)) {
      const n = numericView(value[k]);
      if (n !== value[k]) (out ??= { ...value })[k] = n;
    }
    return out ?? value;
  }
  return value;
}

export function mingoOptions(collation?: unknown): Partial<Options> {
  const options: { scriptEnabled: boolean; collation?: CollationSpec } = { scriptEnabled: false };
  if (isPlainObject(collation) && typeof collation.locale === 'string' && collation.locale !== 'simple') {
    options.collation = collation as unknown as CollationSpec;
  }
  return options;
}

/** Top-level `$comment` is metadata, not a condition; mingo would reject it. */
function conditionsOf(filter: unknown): Document {
  if (filter === undefined || filter === null) return {};
  if (!isPlainObject(filter))
    throw new MongoError('TypeMismatch', "BSON field 'filter' is the wrong type, expected type 'object'");
  if (!('$comment' in filter)) return filter;
  const { $comment: _comment, ...rest } = filter;
  return rest;
}

export interface CompiledFilter {
  conditions: Document;
  /** Tests a stored document by its bytes (decoding only the fields the filter reads); undefined: all match. */
  test: Test;
  /**
   * The test of what an index's runs leave unchecked: the filter without the top-level fields whose whole
   * condition they express, so a candidate is decoded only for the fields still to be tested.
   */
  testBeyond: (covered: readonly string[]) => Test;
}

function testOf(conditions: Document, collation: unknown): Test {
  if (Object.keys(conditions).length === 0) return undefined;
  const simple = mingoOptions(collation).collation ? undefined : simpleTest(conditions);
  if (simple) return simple;
  const query = new Query(numericView(conditions) as Document, mingoOptions(collation));
  const fields = fieldsOfFilter(conditions);
  const picker = fields ? new FieldPicker(fields.map((f) => f.split('.')[0])) : undefined;
  return (raw) => {
    const doc = picker ? picker.pick(raw) : decode(raw);
    return query.test(mayHoldDecimal(raw) ? (numericView(doc) as Document) : doc);
  };
}

export function compileFilter(filter: unknown, collation?: unknown): CompiledFilter {
  const conditions = conditionsOf(filter);
  const test = testOf(conditions, collation);
  const testBeyond = (covered: readonly string[]): Test => {
    if (!test || covered.length === 0) return test;
    return testOf(
      Object.fromEntries(Object.entries(conditions).filter(([field]) => !covered.includes(field))),
      collation,
    );
  };
  return { conditions, test, testBeyond };
}

/** The candidates of a plan that match (all of them when it is exact), lazily, in the plan's order. */
function* candidates(coll: Collection, plan: QueryPlan, filter: CompiledFilter): Generator<Match> {
  const { test } = filter;
  if (plan.ids) {
    for (const key of plan.ids.keys) {
      const raw = coll.get(key);
      if (raw && (plan.ids.exact || !test || test(raw))) yield new Match(key, raw);
    }
  } else if (plan.narrow) {
    yield* new IndexCursor(coll, plan.narrow, filter.testBeyond(plan.narrow.covered));
  } else {
    for (const [key, raw] of coll.docs) if (!test || test(raw)) yield new Match(key, raw);
  }
}

/** Lazily yields the documents matching `filter`: in index order when an index serves it, else natural order. */
export function matches(coll: Collection, filter: unknown, collation?: unknown): Generator<Match> {
  const compiled = compileFilter(filter, collation);
  return candidates(coll, planQuery(coll, compiled.conditions, undefined, collation), compiled);
}

/**
 * The documents matching `filter` in the order the store reads them fastest, for a reader that needs none (a
 * `$group` that sums and counts): an index plan's documents read by the store in its own order where it can (the
 * engine's, by rowid), else as `matches` yields them. A long read runs in slices: once the collection has changed,
 * a document may have changed since its entry was read, and is tested against the whole filter.
 */
export function* matchesInAnyOrder(coll: Collection, filter: unknown, collation?: unknown): Generator<Match> {
  const compiled = compileFilter(filter, collation);
  const plan = planQuery(coll, compiled.conditions, undefined, collation);
  // Not over a multikey index: the store reads its entries in batches of bounded size, and a document with entries
  // in two batches would come twice.
  const narrow = !plan.ids && !plan.narrow?.dedupe ? plan.narrow : undefined;
  const stored = narrow && coll.docs.readIndexed?.(narrow.index.store, narrow.ranges);
  if (!stored) {
    yield* candidates(coll, plan, compiled);
    return;
  }
  // While the collection is as it was when the read began, what the plan's runs cover needs no testing.
  const at = coll.version;
  const { test } = compiled;
  const rest = compiled.testBeyond(narrow?.covered ?? []);
  for (const raw of stored) {
    const now = coll.version === at ? rest : test;
    if (!now || now(raw)) yield new Match(undefined, raw);
  }
}

/** How many documents match `filter`; from the index alone when one covers the whole filter. */
export function countMatches(coll: Collection, filter: unknown, collation?: unknown): number {
  const compiled = compileFilter(filter, collation);
  if (!compiled.test) return coll.docs.size;
  const plan = planQuery(coll, compiled.conditions, undefined, collation);
  if (plan.ids?.exact) return plan.ids.keys.length;
  if (plan.narrow?.exact) return countExact(plan.narrow);
  let n = 0;
  for (const _ of candidates(coll, plan, compiled)) n++;
  return n;
}

export interface FindOptions {
  filter?: unknown;
  sort?: unknown;
  skip?: number;
  limit?: number;
  collation?: unknown;
}

function* page(source: Iterator<Match>, limit: number): Generator<Match> {
  for (let n = 0; n < limit; n++) {
    const step = source.next();
    if (step.done) return;
    yield step.value;
  }
}

/** The matches of a find in result order: sorted if asked (in MongoDB's BSON order), then skipped and limited. */
export function* findMatches(coll: Collection, options: FindOptions): Generator<Match> {
  const skip = Math.max(0, options.skip ?? 0);
  const limit = options.limit && options.limit !== 0 ? Math.abs(options.limit) : Infinity;
  const spec = parseSort(options.sort);
  const filter = compileFilter(options.filter, options.collation);
  // Natural order is the collection's own order, which only a scan yields.
  const plan = spec?.some(([field]) => field === '$natural')
    ? {}
    : planQuery(coll, filter.conditions, spec, options.collation);
  if (spec && plan.sorted) {
    const ordered = readInOrder(coll, plan, plan.sorted, filter, skip, limit);
    if (ordered) {
      yield* ordered;
      return;
    }
  } else if (!spec && plan.narrow && !plan.ids) {
    const cursor = new IndexCursor(coll, plan.narrow, filter.testBeyond(plan.narrow.covered));
    cursor.skip(skip);
    yield* page(cursor[Symbol.iterator](), limit);
    return;
  }
  let source: Iterable<Match> = candidates(coll, plan, filter);
  if (spec) source = sortMatches(source, spec, skip + limit);
  const iterator = source[Symbol.iterator]();
  for (let i = 0; i < skip && !iterator.next().done; i++);
  yield* page(iterator, limit);
}

/** Rough cost of sorting one document in memory (decoding its sort fields), in index steps. */
const SORT_COST = 50;
/** Rough cost of computing one document's entry in the sorted index (measured: 8 µs against 0.4 µs a step). */
const ORDER_COST = 20;

/**
 * The page read from an index that yields the sort, or undefined when a narrower index sorted in memory does
 * better. The sorted index is read alone when it narrows as much as any. When another index narrows more, its
 * documents (collected from its entries, without decoding) are put in the sorted index's order: by walking the
 * sorted index keeping only them, or by computing their entries there and sorting those (see walkThenOrder).
 */
function readInOrder(
  coll: Collection,
  plan: QueryPlan,
  sorted: IndexPlan,
  filter: CompiledFilter,
  skip: number,
  limit: number,
): Iterable<Match> | undefined {
  if (plan.ids) return undefined;
  const narrow = plan.narrow;
  if (!narrow || sorted.exact || narrow.score <= sorted.score) {
    const cursor = new IndexCursor(coll, sorted, filter.testBeyond(sorted.covered));
    cursor.skip(skip);
    return page(cursor[Symbol.iterator](), limit);
  }
  const ordered = orderable(sorted);
  if (!ordered && sortingIsCheaper(narrow, sorted, skip, limit)) return undefined;
  // An orderable walk takes documents out of this set as it meets them: what is left is what ordering must place.
  const keys = documentKeys(narrow);
  const exact = plan.shape !== undefined && exactTogether(plan.shape, sorted, narrow);
  const residual = filter.testBeyond([...sorted.covered, ...narrow.covered]);
  const within = { keys, index: narrow.index, version: narrow.index.version, test: residual, consume: ordered };
  const walk = new IndexCursor(coll, { ...sorted, exact }, filter.testBeyond(sorted.covered), within);
  if (!ordered) {
    walk.skip(skip);
    return page(walk[Symbol.iterator](), limit);
  }
  const watched = [sorted.index, narrow.index].map((index) => ({ index, version: index.version }));
  const orderRest = () => new OrderedCandidates(coll, sorted, keys, watched, residual, filter.test, walk.lastEntry);
  return walkThenOrder(walk, orderRest, keys.size * ORDER_COST, skip, limit);
}

/**
 * Whether sorting the narrower plan's documents in memory costs less than walking the sorted plan to fill the
 * page, if those documents are spread evenly over it (its entries are counted only as far as the choice needs).
 */
function sortingIsCheaper(narrow: IndexPlan, sorted: IndexPlan, skip: number, limit: number): boolean {
  const candidates = entryCount(narrow);
  const share = limit === Infinity ? 1 : Math.min(1, (skip + limit) / Math.max(1, candidates));
  const steps = share * entryCount(sorted, Math.ceil((candidates * SORT_COST) / share));
  return candidates * SORT_COST <= candidates + steps;
}

/**
 * Walks the sorted index (keeping the narrower index's documents) only as far as ordering those documents by
 * their computed entries would cost; if the page is not full by then, the rest comes from ordering the documents
 * the walk has not met. How far the walk must go is not known beforehand (counting entries costs about as much as
 * walking them), and this way costs at most about twice the cheaper of the two.
 */
function* walkThenOrder(
  walk: IndexCursor,
  orderRest: () => OrderedCandidates,
  budget: number,
  skip: number,
  limit: number,
): Generator<Match> {
  walk.stopAfter(budget);
  const toSkip = skip - walk.skip(skip);
  let left = limit;
  while (left > 0) {
    const match = walk.next();
    if (!match) break;
    yield match;
    left--;
  }
  if (!walk.paused || left <= 0) return;
  const rest = orderRest();
  rest.skip(toSkip);
  yield* page(rest[Symbol.iterator](), left);
}

const MAX_BOUNDED_SORT = 1000;

/**
 * Sorts matches by keys computed once per document (from just the sort fields); with a small `keep` (skip plus
 * limit) only the best `keep` are held, so a page query over many matches sorts a page, not everything.
 */
function sortMatches(source: Iterable<Match>, spec: SortSpec, keep: number): Match[] {
  const picker = spec.every(([f]) => !f.includes('.')) ? new FieldPicker(spec.map(([f]) => f)) : undefined;
  const compareKeys = (a: unknown[], b: unknown[]) => {
    for (let i = 0; i < spec.length; i++) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return spec[i][1] === 1 ? c : -c;
    }
    return 0;
  };
  const entries: Array<{ match: Match; keys: unknown[] }> = [];
  const bounded = keep <= MAX_BOUNDED_SORT;
  for (const match of source) {
    const doc = picker ? picker.pick(match.raw) : match.doc;
    const entry = { match, keys: spec.map(([field, dir]) => sortValue(doc, field, dir)) };
    if (!bounded) entries.push(entry);
    else if (entries.length < keep || compareKeys(entry.keys, entries[entries.length - 1].keys) < 0) {
      entries.splice(upperBound(entries, entry.keys, compareKeys), 0, entry);
      if (entries.length > keep) entries.pop();
    }
  }
  if (!bounded) entries.sort((a, b) => compareKeys(a.keys, b.keys));
  return entries.map((e) => e.match);
}

function upperBound<T extends { keys: unknown[] }>(
  sorted: T[],
  keys: unknown[],
  compare: (a: unknown[], b: unknown[]) => number,
): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(sorted[mid].keys, keys) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A projection of top-level fields only, which can be applied to the stored bytes directly. */
function simpleProjection(projection: Document): ((raw: Uint8Array) => Buffer) | undefined {
  let include: boolean | undefined;
  let keepId = true;
  const fields = new Set<string>();
  for (const [field, value] of Object.entries(projection)) {
    if (field.includes('.') || field.startsWith('$') || (typeof value !== 'number' && typeof value !== 'boolean'))
      return undefined;
    if (field === '_id') {
      keepId = Boolean(value);
      continue;
    }
    if (include !== undefined && include !== Boolean(value)) return undefined; // mixed: mingo reports the error
    include = Boolean(value);
    fields.add(field);
  }
  const projector = new TopLevelProjector(fields, include ?? keepId, keepId);
  return (raw) => projector.project(raw);
}

/** Applies a find projection (inclusion, exclusion, `$`, `$elemMatch`, `$slice`) with mingo. */
export function projector(
  filter: unknown,
  projection: unknown,
  collation?: unknown,
): ((doc: Document) => Document) | undefined {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return undefined;
  const query = new Query(conditionsOf(filter), mingoOptions(collation));
  return (doc) => {
    const out = query.find<Document>([doc], projection).next();
    return (out ?? {}) as Document;
  };
}

export function encode(doc: Document): Buffer {
  const bytes = serialize(doc, { ignoreUndefined: true });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The encoded documents a find cursor returns. */
export function* findCursor(
  coll: Collection | undefined,
  options: FindOptions & { projection?: unknown },
): Generator<Buffer> {
  if (!coll) return;
  const projection =
    isPlainObject(options.projection) && Object.keys(options.projection).length ? options.projection : undefined;
  const onBytes = projection && simpleProjection(projection);
  const project = !onBytes && projector(options.filter, projection, options.collation);
  for (const match of findMatches(coll, options)) {
    yield onBytes ? onBytes(match.raw) : project ? encode(project(match.doc)) : match.raw;
  }
}
