// Secondary indexes, ordered: each keeps string keys whose order is MongoDB's BSON order (see keystring.ts), in a
// B+ tree or in runs grouped by field keys (see entry-store.ts), one entry per document (per array element for a
// multikey field), ending in the document's insertion sequence so that equal keys keep MongoDB's record-id order.
// Equalities on leading fields, ranges on the next one, sorts on the following ones, skips and counts are all walks
// over a contiguous run of entries.
import { Query } from 'mingo';
import { MongoError } from '../errors';
import { EntryTree, GroupedEntries, type EntryStore } from './entry-store';
import type { FieldKeys } from './index-keys';
import { type KeyRange, SEQ_LENGTH, TOP, encodeValue, invert, keyRange, rangeInterval, seqSuffix } from './keystring';
import { type Document, isPlainObject, valuesAtPath } from './values';

export interface IndexSpec {
  v: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
  partialFilterExpression?: Document;
  [option: string]: unknown;
}

/** A document's entries in one index: tree keys (field keys + sequence), and which fields held an array. */
export interface IndexEntries {
  keys: string[];
  arrays: boolean[];
}

const MAX_COMBOS = 10_000;
/**
 * A grouped index whose entries turn out to share their field keys less than this on average (a date with the time
 * of day) moves to the plain tree: a group per entry would cost memory and save nothing. Checked each time its size
 * doubles from GROUPING_CHECK.
 */
const MIN_GROUP_SIZE = 3;
const GROUPING_CHECK = 4096;

export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}

export class Index {
  readonly spec: IndexSpec;
  /** Fields kept in the tree; empty for index kinds this server stores but does not maintain (text, geo). */
  readonly fields: string[];
  /** Per field: -1 when stored descending. */
  readonly directions: Array<1 | -1>;
  /** Whether every document is in the index (no sparse/partial gaps), so it may answer any query on its fields. */
  readonly servesEquality: boolean;
  /** Whether the entries' order is the fields' value order (not a hashed index), so it may serve sorts and ranges. */
  readonly ordered: boolean;
  /** Top-level fields a document's entries depend on (key paths and partial filter), for partial decoding. */
  readonly topLevelFields: string[];
  /** Per field: whether some document held an array there (set for good, as MongoDB's multikey flag). */
  readonly multikey: boolean[];
  /** Bumped by every change, so a cursor that read entries earlier knows to re-check them. */
  version = 0;
  /** Entries grouped by field keys, unless those rarely repeat (see entry-store.ts). */
  private tree: EntryStore;
  private nextGroupingCheck = GROUPING_CHECK;
  private readonly partial?: Query;

  /** `store`: where the entries live (the engine's table); default in memory, grouped or in a tree. */
  constructor(spec: IndexSpec, store?: EntryStore, multikey?: boolean[]) {
    this.spec = spec;
    const kinds = Object.values(spec.key);
    const maintained = kinds.every((k) => k === 'hashed' || typeof k === 'number');
    this.fields = maintained ? Object.keys(spec.key) : [];
    this.directions = this.fields.map((f) => (typeof spec.key[f] === 'number' && (spec.key[f] as number) < 0 ? -1 : 1));
    this.ordered = kinds.every((k) => typeof k === 'number');
    this.multikey = this.fields.map((_, i) => multikey?.[i] === true);
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression, { scriptEnabled: false });
    this.servesEquality = this.fields.length > 0 && !spec.sparse && !this.partial;
    const paths = [
      ...this.fields,
      ...(spec.partialFilterExpression ? (fieldsOfFilter(spec.partialFilterExpression) ?? []) : []),
    ];
    this.topLevelFields = [...new Set(paths.map((p) => p.split('.')[0]))];
    const distinctKeys = spec.unique === true || this.fields.includes('_id');
    this.tree = store ?? (distinctKeys ? new EntryTree(this.unique) : new GroupedEntries());
  }

  /** Where the entries live. */
  get store(): EntryStore {
    return this.tree;
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true && this.fields.length > 0;
  }

  /** Whether a document must be decoded to know if it belongs in this index (partial filter). */
  get needsDocument(): boolean {
    return this.partial !== undefined;
  }

  /** How the entries are kept (entry-store.ts). */
  get layout(): 'grouped' | 'tree' {
    return this.tree instanceof GroupedEntries ? 'grouped' : 'tree';
  }

  /** Number of entries. */
  get size(): number {
    return this.tree.size;
  }

  /**
   * The entries of a document from its field keys (`slots`: where this index's fields are in `fieldKeys`), or null
   * when the document is not in the index (sparse and missing every field, outside the partial filter).
   */
  entriesFor(fieldKeys: FieldKeys, slots: number[], seq: number, doc?: Document): IndexEntries | null {
    if (this.fields.length === 0) return null;
    if (this.partial && !(doc && this.partial.test(doc))) return null;
    if (this.spec.sparse && slots.every((s) => fieldKeys.missing[s])) return null;
    let combos = [''];
    for (let i = 0; i < slots.length; i++) {
      const keys = fieldKeys.keys[slots[i]];
      const descending = this.directions[i] === -1;
      if (keys.length === 1) {
        const key = descending ? invert(keys[0]) : keys[0];
        for (let c = 0; c < combos.length; c++) combos[c] += key;
        continue;
      }
      const next: string[] = [];
      for (const combo of combos)
        for (const key of keys) if (next.length < MAX_COMBOS) next.push(combo + (descending ? invert(key) : key));
      combos = next;
    }
    const suffix = seqSuffix(seq);
    return { keys: combos.map((c) => c + suffix), arrays: slots.map((s) => fieldKeys.arrays[s]) };
  }

  /** The key (without sequence) of `entries` that another document already holds in this unique index, if any. */
  conflict(docKey: string, entries: IndexEntries | null): string | undefined {
    if (!this.unique || !entries) return undefined;
    for (const entry of entries.keys) {
      const key = entry.slice(0, -SEQ_LENGTH);
      if (this.tree.heldByOther(key, docKey)) return key;
    }
    return undefined;
  }

  /** MongoDB's duplicate-key error for the key `clash` of `doc` (decoded only now, on the error path). */
  duplicateError(ns: string, doc: Document, clash: string): MongoError {
    let combos: Array<{ key: string; values: unknown[] }> = [{ key: '', values: [] }];
    this.fields.forEach((field, i) => {
      const values = valuesAtPath(doc, field);
      combos = combos.flatMap((c) =>
        values.map((v) => ({
          key: c.key + (this.directions[i] === -1 ? invert(encodeValue(v)) : encodeValue(v)),
          values: [...c.values, v],
        })),
      );
    });
    return duplicateKeyError(ns, this.spec, (combos.find((c) => c.key === clash) ?? combos[0]).values);
  }

  /** Adds a document's entries; returns whether a field became multikey with them (a flag to persist). */
  add(docKey: string, entries: IndexEntries | null): boolean {
    if (!entries) return false;
    for (const key of entries.keys) this.tree.set(key, docKey);
    let flagged = false;
    for (let i = 0; i < entries.arrays.length; i++)
      if (entries.arrays[i] && !this.multikey[i]) flagged = this.multikey[i] = true;
    this.version++;
    if (this.tree instanceof GroupedEntries && this.tree.size >= this.nextGroupingCheck) this.checkGrouping();
    return flagged;
  }

  /** Moves a grouped index whose keys hardly repeat to the plain tree (see MIN_GROUP_SIZE). */
  private checkGrouping(): void {
    this.nextGroupingCheck = this.tree.size * 2;
    const grouped = this.tree;
    if (!(grouped instanceof GroupedEntries) || grouped.groupCount * MIN_GROUP_SIZE <= grouped.size) return;
    const tree = new EntryTree();
    grouped.walk('', TOP, (entry, docKey) => void tree.set(entry, docKey));
    this.tree = tree;
  }

  remove(entries: IndexEntries | null): void {
    if (!entries) return;
    for (const key of entries.keys) this.tree.delete(key);
    this.version++;
  }

  has(entry: string): boolean {
    return this.tree.has(entry);
  }

  /** Entries added but not yet put in order (see entry-store.ts). */
  get held(): number {
    return this.tree.held;
  }

  settle(): void {
    this.tree.settle();
  }

  /** Entries in `range` (from `max` on, any number may stand for more), counted without reading documents. */
  count(range: KeyRange, max?: number): number {
    return this.tree.count(range.low, range.high, max);
  }

  /** Calls `visit` for the entries of `range` in order until it returns false. */
  forEach(range: KeyRange, visit: (entry: string, docKey: string) => boolean | void): void {
    this.tree.walk(range.low, range.high, visit);
  }

  /** The entry `offset` places after the first of `range` (undefined past its end). */
  entryAt(range: KeyRange, offset: number): string | undefined {
    let found: string | undefined;
    let counter = 0;
    this.tree.walk(range.low, range.high, (entry) => {
      if (counter++ < offset) return true;
      found = entry;
      return false;
    });
    return found;
  }

  /**
   * Appends to `entries`/`docKeys` up to `max` entries of `range` that come after `resume` (exclusive) in walk
   * order (descending when `reverse`); returns how many.
   */
  read(
    range: KeyRange,
    reverse: boolean,
    resume: string | undefined,
    max: number,
    entries: string[],
    docKeys: string[],
  ): number {
    let n = 0;
    // No `size` check first: the engine's store counts its entries by walking them (every read of a list page or
    // chunk of a summary walked the whole index).
    if (max <= 0) return 0;
    const take = (entry: string, docKey: string) => {
      entries.push(entry);
      docKeys.push(docKey);
      return ++n < max;
    };
    if (!reverse) this.tree.walk(resume === undefined ? range.low : resume + '\u0000', range.high, take);
    else this.tree.walkDown(resume ?? range.high, (entry, docKey) => !(entry < range.low) && take(entry, docKey));
    return n;
  }

  /** Documents whose (earliest) date in the first field is at or before `cutoffMs`: what a TTL sweep deletes. */
  expiredBefore(cutoffMs: number): string[] {
    const range = keyRange('', rangeInterval('$lte', new Date(cutoffMs)), this.directions[0] === -1);
    const out = new Set<string>();
    this.forEach(range, (_entry, docKey) => {
      out.add(docKey);
    });
    return [...out];
  }

  clear(): void {
    this.tree.clear();
    this.version++;
  }
}

/**
 * Every field path a filter reads, or undefined when it may read any field (`$expr`, `$where`, `$text`, ...).
 */
export function fieldsOfFilter(filter: Document): string[] | undefined {
  const out: string[] = [];
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$and' || field === '$or' || field === '$nor') {
      if (!Array.isArray(cond)) return undefined;
      for (const sub of cond) {
        if (!isPlainObject(sub)) return undefined;
        const inner = fieldsOfFilter(sub);
        if (!inner) return undefined;
        out.push(...inner);
      }
    } else if (field.startsWith('$')) {
      if (field !== '$comment') return undefined;
    } else {
      out.push(field);
    }
  }
  return out;
}

export function duplicateKeyError(ns: string, spec: IndexSpec, values: unknown[]): MongoError {
  const fields = Object.keys(spec.key);
  const keyValue: Document = {};
  fields.forEach((f, i) => {
    keyValue[f] = values[i] ?? null;
  });
  const shown = fields.map((f, i) => `${f}: ${formatValue(values[i])}`).join(', ');
  return new MongoError(
    'DuplicateKey',
    `E11000 duplicate key error collection: ${ns} index: ${spec.name} dup key: { ${shown} }`,
    {
      keyPattern: spec.key,
      keyValue,
    },
  );
}

function formatValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (typeof value === 'object' && (value as { _bsontype?: string })._bsontype === 'ObjectId') {
    return `ObjectId('${String(value)}')`;
  }
  if (isPlainObject(value) || Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}
