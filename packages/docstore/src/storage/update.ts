// Applying an update to one document: operator updates (mingo's updater), replacements and pipeline updates,
// plus the document an upsert inserts. `_id` is immutable throughout.
import { ObjectId } from 'bson';
import { Aggregator } from 'mingo';
import { update as applyOperators, type Modifier } from 'mingo/updater';
import { MongoError } from '../errors';
import { decimalArithmetic } from './decimal';
import { mingoOptions } from './query';
import { type Document, isPlainObject, keyOf } from './values';

const OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$currentDate',
  '$push',
  '$addToSet',
  '$pop',
  '$pull',
  '$pullAll',
  '$bit',
  '$setOnInsert',
]);

export type UpdateSpec = Document | Document[];

export function isOperatorUpdate(update: UpdateSpec): boolean {
  return !Array.isArray(update) && Object.keys(update).some((k) => k.startsWith('$'));
}

export function validateUpdate(update: unknown): UpdateSpec {
  if (Array.isArray(update)) {
    if (!update.every(isPlainObject))
      throw new MongoError('FailedToParse', 'Each element of the update pipeline must be an object');
    return update;
  }
  if (!isPlainObject(update))
    throw new MongoError('FailedToParse', 'Update argument must be either an object or an array');
  const keys = Object.keys(update);
  const operators = keys.filter((k) => k.startsWith('$'));
  if (operators.length && operators.length !== keys.length) {
    throw new MongoError(
      'FailedToParse',
      `Unknown modifier: ${keys.find((k) => !k.startsWith('$'))}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  for (const op of operators) {
    if (!OPERATORS.has(op)) {
      throw new MongoError(
        'FailedToParse',
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainObject(update[op])) {
      throw new MongoError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeof update[op]} instead. For example: {$mod: {<field>: ...}} not {${op}: ${String(update[op])}}`,
      );
    }
  }
  if (!operators.length) {
    for (const k of keys)
      if (k.startsWith('$'))
        throw new MongoError(
          'DollarPrefixedFieldName',
          `The dollar ($) prefixed field '${k}' is not allowed in a replacement document`,
        );
  }
  return update;
}

export interface ApplyOptions {
  query: Document;
  arrayFilters?: Document[];
  /** True when the document is the one an upsert is about to insert: `$setOnInsert` applies. */
  inserting?: boolean;
  collation?: unknown;
}

/** Returns the updated document (`doc` itself may be modified: callers pass a freshly decoded copy). */
export function applyUpdate(doc: Document, update: UpdateSpec, options: ApplyOptions): Document {
  let next: Document;
  if (Array.isArray(update)) {
    const [out] = new Aggregator(update, mingoOptions(options.collation)).run<Document>([doc]);
    next = out ?? {};
  } else if (isOperatorUpdate(update)) {
    checkConflicts(update as Document);
    if (topLevelSetUnset(update as Document)) return withIdFirst(setUnset(doc, update as Document), doc);
    const modifier = operatorsFor(doc, update as Document, options.inserting === true);
    try {
      applyOperators(
        doc,
        modifier as Modifier<Document>,
        options.arrayFilters,
        options.inserting ? undefined : options.query,
        {
          cloneMode: 'none',
          queryOptions: mingoOptions(options.collation),
        },
      );
    } catch (err) {
      const message = (err as Error).message;
      if (/immutable/i.test(message)) throw new MongoError('ImmutableField', message);
      if (/conflict/i.test(message)) throw new MongoError('ConflictingUpdateOperators', message);
      throw new MongoError('BadValue', message);
    }
    next = doc;
  } else {
    next = { ...update };
  }
  return withIdFirst(next, doc);
}

/** `next` with the `_id` of `doc` (which an update cannot change) as its first field. */
function withIdFirst(next: Document, doc: Document): Document {
  if (doc._id !== undefined) {
    if (next._id !== undefined && keyOf(next._id) !== keyOf(doc._id)) {
      throw new MongoError(
        'ImmutableField',
        `Performing an update on the path '_id' would modify the immutable field '_id'`,
      );
    }
    if (Object.keys(next)[0] !== '_id') return { _id: doc._id, ...next };
  }
  return next;
}

/** Field names the plain path below may set or unset: top level, not `_id`, nothing mingo treats specially. */
const plainField = (name: string) =>
  name !== '' && name !== '_id' && name !== '__proto__' && !name.includes('.') && !name.startsWith('$');

/**
 * Whether the update only sets and unsets top-level fields (as a bulk write that links thousands of rows does): then
 * it is applied here, without the mingo updater, whose per-call set-up cost more than the rest of such an update.
 */
function topLevelSetUnset(update: Document): boolean {
  for (const [op, fields] of Object.entries(update)) {
    if (op !== '$set' && op !== '$unset') return false;
    if (!Object.keys(fields as Document).every(plainField)) return false;
  }
  return true;
}

/** `$set` then `$unset` of top-level fields, in place: a set field keeps its place, a new one goes last. */
function setUnset(doc: Document, update: Document): Document {
  for (const [field, value] of Object.entries((update.$set as Document | undefined) ?? {})) doc[field] = value;
  for (const field of Object.keys((update.$unset as Document | undefined) ?? {})) delete doc[field];
  return doc;
}

/**
 * The operators mingo applies: `$setOnInsert` folded into `$set` when inserting (else dropped), `_id` set only
 * where MongoDB allows it (on insert, or to its current value), and Decimal128 `$inc`/`$mul` computed exactly.
 */
function operatorsFor(doc: Document, update: Document, inserting: boolean): Document {
  const { $setOnInsert, ...modifier } = update;
  if (inserting && isPlainObject($setOnInsert)) modifier.$set = Object.assign({}, modifier.$set, $setOnInsert);
  const set = isPlainObject(modifier.$set) ? { ...modifier.$set } : undefined;
  if (set && '_id' in set) {
    if (inserting || doc._id === undefined) doc._id = set._id;
    else if (keyOf(set._id) !== keyOf(doc._id)) {
      throw new MongoError(
        'ImmutableField',
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    }
    delete set._id;
    modifier.$set = set;
  }
  for (const op of ['$inc', '$mul'] as const) {
    const fields = modifier[op];
    if (!isPlainObject(fields)) continue;
    const rest: Document = {};
    for (const [path, operand] of Object.entries(fields)) {
      const exact = path.includes('$') ? undefined : decimalArithmetic(op, getPath(doc, path), operand);
      if (exact) modifier.$set = { ...(modifier.$set as Document | undefined), [path]: exact };
      else rest[path] = operand;
    }
    modifier[op] = rest;
  }
  return modifier;
}

function getPath(doc: Document, path: string): unknown {
  let node: unknown = doc;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Document)[part];
  }
  return node;
}

/** Two operators on one path (or a path and its parent) is an error in MongoDB, e.g. `$set: {a}` with `$inc: {a}`. */
function checkConflicts(modifier: Document): void {
  const seen: string[] = [];
  for (const [op, fields] of Object.entries(modifier)) {
    const paths = Object.keys(fields as Document);
    if (op === '$rename') paths.push(...Object.values(fields as Document).map(String));
    for (const path of paths) {
      const base = path.split('.$')[0];
      const clash = seen.find((p) => p === base || p.startsWith(base + '.') || base.startsWith(p + '.'));
      if (clash !== undefined) {
        throw new MongoError(
          'ConflictingUpdateOperators',
          `Updating the path '${path}' would create a conflict at '${clash}'`,
        );
      }
      seen.push(base);
    }
  }
}

/** The document an upsert starts from: the query's equality conditions (and its `_id`, or a new one). */
export function upsertSeed(query: Document): Document {
  const seed: Document = {};
  collectEqualities(query, seed);
  return seed;
}

function collectEqualities(query: Document, seed: Document): void {
  for (const [field, cond] of Object.entries(query)) {
    if (field === '$and' && Array.isArray(cond)) {
      for (const sub of cond) if (isPlainObject(sub)) collectEqualities(sub, seed);
      continue;
    }
    if (field.startsWith('$')) continue;
    if (isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith('$'))) {
      if ('$eq' in cond) setPath(seed, field, cond.$eq);
      else if (Array.isArray(cond.$in) && cond.$in.length === 1) setPath(seed, field, cond.$in[0]);
      continue;
    }
    setPath(seed, field, cond);
  }
}

function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(node[part])) node[part] = {};
    node = node[part] as Document;
  }
  node[parts[parts.length - 1]] = value;
}

/** The document an upsert inserts when nothing matched. */
export function upsertDocument(
  query: Document,
  update: UpdateSpec,
  options: Omit<ApplyOptions, 'query' | 'inserting'>,
): Document {
  const seed = upsertSeed(query);
  let doc: Document;
  if (!Array.isArray(update) && !isOperatorUpdate(update)) {
    doc = { ...update };
    if (doc._id === undefined && seed._id !== undefined) doc._id = seed._id;
  } else {
    doc = applyUpdate(seed, update, { ...options, query, inserting: true });
  }
  if (doc._id === undefined) doc._id = new ObjectId();
  if (Object.keys(doc)[0] !== '_id') {
    const { _id, ...rest } = doc;
    doc = { _id, ...rest };
  }
  return doc;
}
