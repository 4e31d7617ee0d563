// One collection: documents stored as immutable BSON buffers keyed by their `_id`, plus secondary indexes.
// Buffers are never mutated in place: an update stores a new buffer, so a snapshot can capture them by reference.
import { deserialize } from 'bson';
import { MongoError } from '../errors';
import { Index, type IndexKeys, type IndexSpec, duplicateKeyError, tupleKey } from './indexes';
import { FieldPicker, RawKeyReader } from './raw';
import { type Document, isPlainObject, keyOf } from './values';

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

export function decode(raw: Uint8Array): Document {
  return deserialize(raw) as Document;
}

interface StoredKeys {
  key: string;
  /** Per index (in `indexes` order), the document's keys. */
  indexKeys: Array<IndexKeys | null>;
}

export class Collection {
  readonly docs = new Map<string, Buffer>();
  readonly indexes = new Map<string, Index>();
  /** Reads `_id` and the indexed top-level fields as equality keys straight from the bytes. */
  private keyReader = new RawKeyReader(['_id']);
  /** Per index (in `indexes` order), the positions of its fields in `keyReader`'s output, when it can use them. */
  private readerSlots: Array<number[] | undefined> = [];
  /** Decodes just `_id` and the fields the indexes read, for what the key reader cannot do. */
  private keyFields = new FieldPicker(['_id']);

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Document = {},
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get(key: string): Buffer | undefined {
    return this.docs.get(key);
  }

  /** The fields of a stored document that identify it and place it in the indexes. */
  keyDoc(raw: Uint8Array): Document {
    return this.keyFields.pick(raw);
  }

  /** The `_id` key of a stored document and its keys in every index. */
  private storedKeys(raw: Uint8Array): StoredKeys {
    const read = this.keyReader.read(raw);
    let doc: Document | undefined;
    const indexKeys: Array<IndexKeys | null> = [];
    let i = 0;
    for (const index of this.indexes.values()) {
      const slots = this.readerSlots[i++];
      let keys: IndexKeys | null | undefined;
      if (slots) {
        const components = slots.map((s) => read[s]);
        if (!components.includes(null)) keys = index.keysFromComponents(components);
      }
      if (keys === undefined) keys = index.keysFor((doc ??= this.keyDoc(raw)));
      indexKeys.push(keys);
    }
    const idKey = read[0];
    return { key: idKey === null ? keyOf((doc ?? this.keyDoc(raw))._id) : (idKey ?? 'z'), indexKeys };
  }

  /** Throws the duplicate-key error of the first unique index where `keys` collide with another document. */
  private checkUnique(raw: Uint8Array, { key, indexKeys }: StoredKeys): void {
    let i = 0;
    for (const index of this.indexes.values()) {
      const clash = index.conflict(key, indexKeys[i++]);
      if (clash !== undefined) throw index.duplicateError(this.ns, this.keyDoc(raw), clash);
    }
  }

  /** Stores a new document; returns its key. Throws the duplicate-key error of `_id` or a unique index. */
  insert(raw: Buffer): string {
    return this.insertWith(raw, this.storedKeys(raw));
  }

  private insertWith(raw: Buffer, stored: StoredKeys): string {
    if (this.docs.has(stored.key)) throw duplicateKeyError(this.ns, ID_INDEX, [this.keyDoc(raw)._id]);
    this.checkUnique(raw, stored);
    this.docs.set(stored.key, raw);
    this.addKeys(stored);
    return stored.key;
  }

  private addKeys({ key, indexKeys }: StoredKeys): void {
    let i = 0;
    for (const index of this.indexes.values()) index.add(key, indexKeys[i++]);
  }

  private removeKeys({ key, indexKeys }: StoredKeys): void {
    let i = 0;
    for (const index of this.indexes.values()) index.remove(key, indexKeys[i++]);
  }

  /** Inserts, or replaces the document with the same `_id` (journal replay). */
  put(raw: Buffer): void {
    const stored = this.storedKeys(raw);
    if (this.docs.has(stored.key)) this.replace(stored.key, raw);
    else this.insertWith(raw, stored);
  }

  /** Replaces the document stored under `key` (same `_id`). */
  replace(key: string, raw: Buffer): void {
    const old = this.docs.get(key);
    if (!old) throw new Error(`replace of a missing document ${key}`);
    if (this.indexes.size === 0) {
      this.docs.set(key, raw);
      return;
    }
    const oldKeys = this.storedKeys(old);
    const newKeys = { key, indexKeys: this.storedKeys(raw).indexKeys };
    this.checkUnique(raw, newKeys);
    this.removeKeys(oldKeys);
    this.docs.set(key, raw);
    this.addKeys(newKeys);
  }

  /** Removes the document stored under `key`; returns its `_id`, or undefined if there was none. */
  remove(key: string): unknown {
    const old = this.docs.get(key);
    if (!old) return undefined;
    this.docs.delete(key);
    if (this.indexes.size) this.removeKeys({ key, indexKeys: this.storedKeys(old).indexKeys });
    return this.keyDoc(old)._id;
  }

  /** Builds an index over the existing documents; fails without change if a unique index meets duplicates. */
  addIndex(spec: IndexSpec): void {
    const index = new Index(spec);
    const picker = new FieldPicker(['_id', ...index.topLevelFields]);
    try {
      for (const [key, raw] of this.docs) {
        const doc = picker.pick(raw);
        const keys = index.keysFor(doc);
        const clash = index.conflict(key, keys);
        if (clash !== undefined) throw index.duplicateError(this.ns, doc, clash);
        index.add(key, keys);
      }
    } catch (err) {
      index.clear();
      throw err;
    }
    this.indexes.set(spec.name, index);
    this.refreshKeyFields();
  }

  dropIndex(name: string): void {
    if (!this.indexes.delete(name)) throw new MongoError('IndexNotFound', `index not found with name [${name}]`);
    this.refreshKeyFields();
  }

  private refreshKeyFields(): void {
    const names = [...new Set(['_id', ...[...this.indexes.values()].flatMap((i) => i.topLevelFields)])];
    this.keyFields = new FieldPicker(names);
    this.keyReader = new RawKeyReader(names);
    this.readerSlots = [...this.indexes.values()].map((index) =>
      index.readsTopLevelOnly ? index.fields.map((f) => names.indexOf(f)) : undefined,
    );
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((i) => i.spec)];
  }

  findIndexByKey(key: Document): Index | undefined {
    const wanted = JSON.stringify(key);
    for (const index of this.indexes.values()) if (JSON.stringify(index.spec.key) === wanted) return index;
    return undefined;
  }

  /**
   * How to read the documents that may match `filter`: through the `_id` map or the index covering the longest
   * prefix of equality conditions; undefined when only a full scan can answer. A string collation changes what
   * equal means, so it rules indexes out.
   */
  plan(filter: Document, collation?: unknown): Plan | undefined {
    if (isPlainObject(collation) && collation.locale !== 'simple') return undefined;
    const equalities = equalityConditions(filter);
    if (equalities.size === 0) return undefined;
    const ids = equalities.get('_id');
    if (ids) {
      const keys = [...new Set(ids.map(keyOf))].filter((k) => this.docs.has(k));
      return { keys, exact: coversFilter(filter, ['_id']), stillMatches: () => true };
    }
    let best: Index | undefined;
    let bestDepth = 0;
    for (const index of this.indexes.values()) {
      if (!index.servesEquality) continue;
      let depth = 0;
      while (depth < index.fields.length && equalities.has(index.fields[depth])) depth++;
      if (depth > bestDepth || (depth === bestDepth && depth > 0 && index.unique && !best?.unique)) {
        best = index;
        bestDepth = depth;
      }
    }
    if (!best) return undefined;
    const index = best;
    const depth = bestDepth;
    const fields = index.fields.slice(0, depth);
    const tupleKeys = [...new Set(product(fields.map((f) => equalities.get(f) as unknown[])).map(tupleKey))];
    const keys = tupleKeys.length === 1 ? [...index.lookup(depth, tupleKeys[0])] : [...new Set(tupleKeys.flatMap((k) => [...index.lookup(depth, k)]))];
    return {
      keys,
      exact: coversFilter(filter, fields),
      // Keys are listed up front; a cursor read later re-checks that the document is still under its key.
      stillMatches: (docKey) => tupleKeys.some((k) => index.has(depth, k, docKey)),
    };
  }
}

/**
 * A way to read a query's candidates. When `exact`, every candidate for which `stillMatches` holds matches the
 * whole filter (it is nothing but the index's equalities), so documents need not be decoded to be tested.
 */
export interface Plan {
  keys: string[];
  exact: boolean;
  stillMatches: (docKey: string) => boolean;
}

/** Whether `filter` consists only of plain equalities (`v`, `$eq`, `$in` of scalars) on `fields`. */
function coversFilter(filter: Document, fields: string[]): boolean {
  const keys = Object.keys(filter);
  if (keys.length !== fields.length) return false;
  return keys.every((field) => {
    if (!fields.includes(field)) return false;
    const cond = filter[field];
    if (!isPlainObject(cond)) return isIndexableScalar(cond);
    const ops = Object.keys(cond);
    if (ops.length !== 1) return false;
    if (ops[0] === '$eq') return isIndexableScalar(cond.$eq);
    return ops[0] === '$in' && Array.isArray(cond.$in) && cond.$in.every(isIndexableScalar);
  });
}

const MAX_LOOKUPS = 1000;

function product(lists: unknown[][]): unknown[][] {
  let out: unknown[][] = [[]];
  for (const list of lists) {
    out = out.flatMap((prefix) => list.map((v) => [...prefix, v]));
    if (out.length > MAX_LOOKUPS) break;
  }
  return out;
}

/** Whether an index key can stand for `value` in an equality: scalars only (arrays, documents and regexes match otherwise). */
function isIndexableScalar(value: unknown): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
    case 'object':
      if (value instanceof Date) return true;
      if (Array.isArray(value) || value instanceof RegExp || isPlainObject(value)) return false;
      return ['ObjectId', 'Long', 'Decimal128', 'Binary', 'Timestamp'].includes(String((value as { _bsontype?: string })._bsontype));
  }
  return false;
}

/** Field -> values it must equal one of, from top-level `f: v`, `$eq`, `$in` and `$and`. */
export function equalityConditions(filter: Document, out = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(cond)) {
      for (const sub of cond) if (isPlainObject(sub)) equalityConditions(sub, out);
      continue;
    }
    if (field.startsWith('$') || out.has(field)) continue;
    if (isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith('$'))) {
      if ('$eq' in cond && isIndexableScalar(cond.$eq)) out.set(field, [cond.$eq]);
      else if (Array.isArray(cond.$in) && cond.$in.length > 0 && cond.$in.every(isIndexableScalar)) out.set(field, cond.$in);
    } else if (isIndexableScalar(cond)) {
      out.set(field, [cond]);
    }
  }
  return out;
}
