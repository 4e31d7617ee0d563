// find, getMore, killCursors, count, distinct, aggregate.
import { Aggregator } from 'mingo';
import { MongoError } from '../errors';
import type { Catalog } from '../storage/catalog';
import { type Collection, decode } from '../storage/collection';
import { type DirectGroup, compileGroup, compileRawPush, groupFields } from '../storage/group';
import {
  Match,
  countMatches,
  encode,
  findCursor,
  findMatches,
  matches,
  matchesInAnyOrder,
  mingoOptions,
} from '../storage/query';
import { FieldPicker } from '../storage/raw';
import {
  type Document,
  compareBySort,
  compareValues,
  isPlainObject,
  keyOf,
  parseSort,
  valuesAtPath,
} from '../storage/values';
import type { Options } from 'mingo/types';
import { collectionName, documentArray, optionalDocument, optionalNumber } from './args';
import type { CommandContext, CommandHandler } from './context';
import { takeInSlices } from './slices';
import { DEFAULT_FIRST_BATCH } from '../cursors';

const UNSUPPORTED_STAGES = [
  '$out',
  '$merge',
  '$changeStream',
  '$currentOp',
  '$listSessions',
  '$search',
  '$vectorSearch',
  '$geoNear',
];

function cursorBatchSize(cmd: Document): number | undefined {
  const size = optionalNumber(cmd, 'batchSize');
  if (size !== undefined && size < 0) throw new MongoError('BadValue', 'batchSize must be non-negative');
  return size;
}

function cursorId(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value !== null && typeof value === 'object' && 'toNumber' in value && typeof value.toNumber === 'function')
    return Number(value.toNumber());
  throw new MongoError('TypeMismatch', "BSON field 'getMore' is the wrong type, expected type 'long'");
}

/** Documents of `name` in `db`, decoded (for `$lookup`, `$unionWith`, `$graphLookup`). */
function resolver(catalog: Catalog, db: string): (name: string) => Document[] {
  const cache = new Map<string, Document[]>();
  return (name) => {
    let docs = cache.get(name);
    if (!docs) {
      const coll = catalog.collection(db, name);
      docs = coll ? [...coll.docs.values()].map(decode) : [];
      cache.set(name, docs);
    }
    return docs;
  };
}

/** A pipeline's leading `$sort` (1 or -1 per field) and the `$skip` and `$limit` right after it. */
interface SortedHead {
  sort: Document;
  skip: number;
  limit: number | undefined;
  /** How many stages it is. */
  stages: number;
}

function sortedHead(stages: Document[]): SortedHead | undefined {
  const single = (i: number, op: string) =>
    stages[i] !== undefined && Object.keys(stages[i]).length === 1 && op in stages[i];
  if (!single(0, '$sort') || !isPlainObject(stages[0].$sort)) return undefined;
  const sort = stages[0].$sort;
  const fields = Object.entries(sort);
  if (fields.length === 0 || fields.some(([field, dir]) => field.startsWith('$') || (dir !== 1 && dir !== -1)))
    return undefined;
  let i = 1;
  let skip = 0;
  let limit: number | undefined;
  if (single(i, '$skip') && isCount(stages[i].$skip)) skip = Number(stages[i++].$skip);
  if (single(i, '$limit') && isCount(stages[i].$limit) && Number(stages[i].$limit) > 0)
    limit = Number(stages[i++].$limit);
  return { sort, skip, limit, stages: i };
}

/**
 * The documents a pipeline starts from, in order: those of its leading `$match` (through an index when one serves
 * it) and, with `head`, sorted, skipped and limited by its leading `$sort`, `$skip` and `$limit` as a find is (read
 * in order from an index that yields the sort, and only as far as the limit), rather than every match decoded and
 * sorted in memory.
 */
function* inputMatches(
  coll: Collection | undefined,
  match: Document | undefined,
  head: SortedHead | undefined,
  collation: unknown,
  anyOrder = false,
): Generator<Match> {
  if (!coll) return;
  if (head) {
    yield* findMatches(coll, { filter: match, sort: head.sort, skip: head.skip, limit: head.limit, collation });
  } else if (match) {
    yield* anyOrder ? matchesInAnyOrder(coll, match, collation) : matches(coll, match, collation);
  } else {
    for (const [key, raw] of coll.docs) yield new Match(key, raw);
  }
}

/** The pipeline's input documents; with `fields` (all the top-level fields the pipeline reads of them), just those. */
function* pipelineInput(input: Iterable<Match>, fields?: string[]): Generator<Document> {
  const picker = fields && new FieldPicker(fields);
  for (const m of input) yield picker ? picker.pick(m.raw) : m.doc;
}

/**
 * The output of a pipeline's first `$group` over its input (`input()` makes it anew): computed directly for the
 * shapes compileGroup knows, by mingo otherwise or when a document holds a value the direct path leaves to it.
 * Lazy, like mingo's: nothing is read before the first result is asked for.
 */
function* groupOutput(spec: Document, input: () => Iterable<Document>, options: Partial<Options>): Generator<Document> {
  const direct = isPlainObject(options.collation) ? undefined : compileGroup(spec);
  const grouped = direct?.run(input());
  yield* grouped ?? iterate(new Aggregator([{ $group: spec }], options).stream(input()));
}

function* iterate(docs: { next(): { done?: boolean; value?: unknown } }): Generator<Document> {
  for (let step = docs.next(); !step.done; step = docs.next()) yield step.value as Document;
}

/** The documents to reply with, encoded (those a stage built as bytes already are). */
function* encodeAll(docs: Iterable<Document | Buffer>): Generator<Buffer> {
  for (const doc of docs) yield Buffer.isBuffer(doc) ? doc : encode(doc as Document);
}

/** A `$group`'s output computed a slice of time at a time (slices.ts); undefined when mingo must compute it. */
async function groupInSlices(
  direct: DirectGroup,
  input: Iterable<Document>,
  read?: CommandContext['read'],
): Promise<Document[] | undefined> {
  const run = direct.start();
  return (await takeInSlices(input, run.add, read)) ? run.result() : undefined;
}

/** A pipeline's last stage, a `$group` that packs documents' fields per key, built from the stored bytes (see compileRawPush). */
function* rawGroupOutput(
  spec: Document,
  input: () => Iterable<Match>,
  otherwise: () => Iterable<Document>,
): Generator<Document | Buffer> {
  const raw = compileRawPush(spec);
  const grouped = raw?.run(rawsOf(input()));
  yield* grouped ?? otherwise();
}

function* rawsOf(matches: Iterable<Match>): Generator<Uint8Array> {
  for (const m of matches) yield m.raw;
}

/**
 * Runs a pipeline through mingo, except `$sort` (done here in MongoDB's cross-type BSON order, which mingo's
 * order differs from) and `$count` (mingo emits a zero count for no input; MongoDB emits nothing).
 */
function runPipeline(stages: Document[], input: Iterable<Document>, options: Partial<Options>): Iterable<Document> {
  let stream = input;
  let segment: Document[] = [];
  const flush = () => {
    if (segment.length) stream = iterate(new Aggregator(segment, options).stream(stream));
    segment = [];
  };
  for (const stage of stages) {
    const [op] = Object.keys(stage);
    if (op === '$sort' && isPlainObject(stage.$sort)) {
      flush();
      const spec = parseSort(stage.$sort);
      if (spec) stream = [...stream].sort(compareBySort(spec));
    } else if (op === '$count' && typeof stage.$count === 'string') {
      segment.push({ $group: { _id: null, [stage.$count]: { $sum: 1 } } }, { $project: { _id: 0 } });
    } else {
      segment.push(stage);
    }
  }
  flush();
  return stream;
}

interface CountPipeline {
  filter: Document;
  skip: number;
  limit: number;
  output: (n: number) => Document;
}

/**
 * A pipeline that only counts the documents of a filter: `[$match, $skip?, $limit?, $count]` or the driver's
 * countDocuments form `[$match, $skip?, $limit?, $group: { _id: <constant>, n: { $sum: 1 } }]`.
 */
function countPipeline(pipeline: Document[]): CountPipeline | undefined {
  const [first, ...rest] = pipeline;
  if (!first || Object.keys(first).length !== 1 || !isPlainObject(first.$match)) return undefined;
  let skip = 0;
  let limit = Infinity;
  let i = 0;
  if (rest[i] && Object.keys(rest[i]).length === 1 && isCount(rest[i].$skip)) skip = Number(rest[i++].$skip);
  if (rest[i] && Object.keys(rest[i]).length === 1 && isCount(rest[i].$limit) && Number(rest[i].$limit) > 0)
    limit = Number(rest[i++].$limit);
  const last = rest[i];
  if (!last || i !== rest.length - 1 || Object.keys(last).length !== 1) return undefined;
  const filter = first.$match;
  if (typeof last.$count === 'string' && last.$count && !last.$count.startsWith('$') && !last.$count.includes('.')) {
    const field = last.$count;
    return { filter, skip, limit, output: (n) => ({ [field]: n }) };
  }
  const group = last.$group;
  if (!isPlainObject(group) || Object.keys(group).length !== 2 || !('_id' in group)) return undefined;
  const id = group._id;
  if (!(id === null || typeof id === 'number' || typeof id === 'boolean')) return undefined;
  const [field] = Object.keys(group).filter((k) => k !== '_id');
  const acc = group[field];
  if (
    field.includes('.') ||
    field.startsWith('$') ||
    !isPlainObject(acc) ||
    Object.keys(acc).length !== 1 ||
    acc.$sum !== 1
  )
    return undefined;
  return { filter, skip, limit, output: (n) => ({ _id: id, [field]: n }) };
}

const isCount = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export const readCommands: Record<string, CommandHandler> = {
  find: (cmd, { catalog, cursors, db }) => {
    const name = collectionName(cmd, 'find');
    if (cmd.tailable || cmd.awaitData)
      throw new MongoError('BadValue', 'tailable cursor requested on non capped collection');
    const limit = optionalNumber(cmd, 'limit');
    const docs = findCursor(catalog.collection(db, name), {
      filter: optionalDocument(cmd, 'filter'),
      sort: optionalDocument(cmd, 'sort'),
      projection: optionalDocument(cmd, 'projection'),
      skip: optionalNumber(cmd, 'skip'),
      limit,
      collation: cmd.collation,
    });
    const singleBatch = cmd.singleBatch === true || (limit !== undefined && limit < 0);
    let batchSize = cursorBatchSize(cmd);
    // The limit ends the cursor by itself; a limit under the batch size just keeps it from staying open.
    if (limit && Math.abs(limit) < (batchSize || DEFAULT_FIRST_BATCH)) batchSize = Math.abs(limit);
    return cursors.first(`${db}.${name}`, docs, batchSize, singleBatch);
  },

  getMore: (cmd, { cursors, db }) => {
    const id = cursorId(cmd.getMore);
    const name = collectionName(cmd, 'collection');
    return cursors.getMore(id, `${db}.${name}`, cursorBatchSize(cmd));
  },

  killCursors: (cmd, { cursors }) => {
    collectionName(cmd, 'killCursors');
    const ids = Array.isArray(cmd.cursors) ? cmd.cursors.map(cursorId) : [];
    const killed: number[] = [];
    const notFound: number[] = [];
    for (const id of ids) (cursors.kill(id) ? killed : notFound).push(id);
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  },

  count: (cmd, { catalog, db }) => {
    const name = collectionName(cmd, 'count');
    const coll = catalog.collection(db, name);
    if (!coll) return { n: 0, ok: 1 };
    const query = optionalDocument(cmd, 'query') ?? {};
    const skip = Math.max(0, optionalNumber(cmd, 'skip') ?? 0);
    const limit = Math.abs(optionalNumber(cmd, 'limit') ?? 0);
    const n = Math.max(0, countMatches(coll, query, cmd.collation) - skip);
    return { n: limit ? Math.min(n, limit) : n, ok: 1 };
  },

  distinct: (cmd, { catalog, db }) => {
    const name = collectionName(cmd, 'distinct');
    if (typeof cmd.key !== 'string' || !cmd.key)
      throw new MongoError('TypeMismatch', "BSON field 'distinct.key' is missing or is not a string");
    const key = cmd.key;
    const coll = catalog.collection(db, name);
    const seen = new Map<string, unknown>();
    if (coll) {
      for (const m of matches(coll, optionalDocument(cmd, 'query') ?? {}, cmd.collation)) {
        for (const v of valuesAtPath(m.doc, key)) {
          if (v !== undefined && !(Array.isArray(v) && v.length === 0)) seen.set(keyOf(v), v);
        }
      }
    }
    return { values: [...seen.values()].sort(compareValues), ok: 1 };
  },

  aggregate: (cmd, { catalog, cursors, db, read }) => {
    if (typeof cmd.aggregate !== 'string')
      throw new MongoError(
        'InvalidNamespace',
        'aggregate against the database ({aggregate: 1}) is not supported by docstore',
      );
    const name = collectionName(cmd, 'aggregate');
    const pipeline = documentArray(cmd, 'pipeline');
    if (cmd.explain) throw new MongoError('CommandNotSupported', 'docstore does not support explain');
    const cursorOptions = optionalDocument(cmd, 'cursor');
    if (!cursorOptions)
      throw new MongoError(
        'FailedToParse',
        "The 'cursor' option is required, except for aggregate with the explain argument",
      );
    for (const stage of pipeline) {
      const op = Object.keys(stage)[0];
      if (UNSUPPORTED_STAGES.includes(op))
        throw new MongoError('CommandNotSupported', `docstore does not support the ${op} stage`);
    }
    const coll = catalog.collection(db, name);
    const counted = countPipeline(pipeline);
    if (counted) {
      // countDocuments: counted from an index when one covers the filter, without building documents.
      const total = coll ? countMatches(coll, counted.filter, cmd.collation) : 0;
      const n = Math.min(Math.max(0, total - counted.skip), counted.limit);
      return cursors.first(`${db}.${name}`, encodeAll(n > 0 ? [counted.output(n)] : []), undefined);
    }
    const leadingMatch =
      pipeline[0] && isPlainObject(pipeline[0].$match) && Object.keys(pipeline[0]).length === 1
        ? (pipeline[0].$match as Document)
        : undefined;
    const afterMatch = leadingMatch ? pipeline.slice(1) : pipeline;
    const head = sortedHead(afterMatch);
    const rest = head ? afterMatch.slice(head.stages) : afterMatch;
    const input = () => inputMatches(coll, leadingMatch, head, cmd.collation);
    const options = {
      ...mingoOptions(cmd.collation),
      collectionResolver: resolver(catalog, db),
      variables: isPlainObject(cmd.let) ? cmd.let : undefined,
    };
    // A pipeline that (then) groups reads only the fields its `$group` names (when it names them all).
    const group =
      rest[0] && Object.keys(rest[0]).length === 1 && isPlainObject(rest[0].$group)
        ? (rest[0].$group as Document)
        : undefined;
    const fields = group && groupFields(group);
    const grouped = () => groupOutput(group as Document, () => pipelineInput(input(), fields), options);
    const batchSize = typeof cursorOptions.batchSize === 'number' ? cursorOptions.batchSize : undefined;
    const reply = (output: Iterable<Document | Buffer>) => cursors.first(`${db}.${name}`, encodeAll(output), batchSize);
    const raw = group && rest.length === 1 && !isPlainObject(options.collation) && compileRawPush(group);
    const direct = group && !raw && !isPlainObject(options.collation) ? compileGroup(group) : undefined;
    if (direct) {
      // The usual `$group` (sums and counts per key) reads every matching document: a slice at a time, and in the
      // order the store reads fastest when the sums do not depend on it.
      const source = direct.orderFree ? inputMatches(coll, leadingMatch, head, cmd.collation, true) : input();
      return groupInSlices(direct, pipelineInput(source, fields), read).then((out) =>
        reply(runPipeline(rest.slice(1), out ?? grouped(), options)),
      );
    }
    return reply(
      !group
        ? runPipeline(rest, pipelineInput(input()), options)
        : raw
          ? rawGroupOutput(group, input, grouped)
          : runPipeline(rest.slice(1), grouped(), options),
    );
  },
};
