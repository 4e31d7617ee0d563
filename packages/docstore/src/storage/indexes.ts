// Secondary indexes: hash maps from equality keys to document keys, one map per key prefix, so a compound index
// { userId: 1, date: -1 } answers both `userId = x` and `userId = x and date = y` without a scan.
import { Query } from 'mingo';
import { MongoError } from '../errors';
import { type Document, isPlainObject, keyOf, valuesAtPath } from './values';

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

/** The keys one document contributes to an index, per prefix level (level i: the first i+1 key fields). */
export interface IndexKeys {
  levels: string[][];
}

type Entry = string | Set<string>;

const MAX_COMBOS = 10_000;

export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}

export function tupleKey(values: unknown[]): string {
  return values.length === 1 ? keyOf(values[0]) : JSON.stringify(values.map(keyOf));
}

export class Index {
  readonly spec: IndexSpec;
  /** Fields kept in the hash maps; empty for index kinds this server stores but does not maintain (text, geo). */
  readonly fields: string[];
  /** Whether an equality on the key fields may be answered from this index alone (no sparse/partial gaps). */
  readonly servesEquality: boolean;
  /** Top-level fields a document's keys depend on (key paths and partial filter), for partial decoding. */
  readonly topLevelFields: string[];
  private readonly levels: Map<string, Entry>[];
  private readonly partial?: Query;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    const kinds = Object.values(spec.key);
    const maintained = kinds.every((k) => k === 1 || k === -1 || k === 'hashed' || typeof k === 'number');
    this.fields = maintained ? Object.keys(spec.key) : [];
    this.levels = this.fields.map(() => new Map<string, Entry>());
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression, { scriptEnabled: false });
    this.servesEquality = this.fields.length > 0 && !spec.sparse && !this.partial;
    const paths = [...this.fields, ...(spec.partialFilterExpression ? fieldsOfFilter(spec.partialFilterExpression) ?? [] : [])];
    this.topLevelFields = [...new Set(paths.map((p) => p.split('.')[0]))];
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true && this.fields.length > 0;
  }

  /** The keys of `doc`, or null when the document is not in this index (sparse and missing, outside the partial filter). */
  keysFor(doc: Document): IndexKeys | null {
    const combos = this.combosFor(doc);
    if (!combos) return null;
    return { levels: this.fields.map((_, i) => dedupeStrings(combos.map((c) => tupleKey(c.slice(0, i + 1))))) };
  }

  /** Every combination of key-field values of `doc` (several when a field holds an array). */
  private combosFor(doc: Document): unknown[][] | null {
    if (this.fields.length === 0) return null;
    if (this.partial && !this.partial.test(doc)) return null;
    const perField = this.fields.map((f) => dedupe(valuesAtPath(doc, f)));
    if (this.spec.sparse && perField.every((vs) => vs.length === 1 && vs[0] === undefined)) return null;
    let combos: unknown[][] = [[]];
    for (const values of perField) {
      const next: unknown[][] = [];
      for (const combo of combos) for (const v of values) if (next.length < MAX_COMBOS) next.push([...combo, v]);
      combos = next;
    }
    return combos;
  }

  /**
   * Keys from per-field equality keys already read off the bytes (undefined: field missing). Only for indexes
   * whose fields are all top-level and that have no partial filter (`readsTopLevelOnly`).
   */
  keysFromComponents(components: Array<string | null | undefined>): IndexKeys | null {
    let allMissing = true;
    const parts: string[] = new Array(components.length);
    for (let i = 0; i < components.length; i++) {
      const c = components[i];
      if (c !== undefined) allMissing = false;
      parts[i] = c ?? 'z';
    }
    if (this.spec.sparse && allMissing) return null;
    const levels: string[][] = [[parts[0]]];
    for (let i = 1; i < parts.length; i++) levels.push([JSON.stringify(parts.slice(0, i + 1))]);
    return { levels };
  }

  /** Whether `keysFromComponents` may be used: plain top-level fields, no partial filter. */
  get readsTopLevelOnly(): boolean {
    return this.fields.length > 0 && !this.partial && this.fields.every((f) => !f.includes('.'));
  }

  /** The unique key of `keys` that another document already holds, if any. */
  conflict(docKey: string, keys: IndexKeys | null): string | undefined {
    if (!this.unique || !keys) return undefined;
    const last = this.levels[this.levels.length - 1];
    for (const key of keys.levels[keys.levels.length - 1]) {
      const holder = last.get(key);
      if (holder === undefined) continue;
      if (typeof holder === 'string' ? holder !== docKey : !holder.has(docKey) || holder.size > 1) return key;
    }
    return undefined;
  }

  /** MongoDB's duplicate-key error for `key` of `doc` (decoded only now, on the error path). */
  duplicateError(ns: string, doc: Document, key: string): MongoError {
    const combos = this.combosFor(doc) ?? [[]];
    return duplicateKeyError(ns, this.spec, combos.find((c) => tupleKey(c) === key) ?? combos[0]);
  }

  add(docKey: string, keys: IndexKeys | null): void {
    if (!keys) return;
    for (let i = 0; i < keys.levels.length; i++) {
      const map = this.levels[i];
      for (const key of keys.levels[i]) {
        const entry = map.get(key);
        if (entry === undefined) map.set(key, docKey);
        else if (typeof entry === 'string') {
          if (entry !== docKey) map.set(key, new Set([entry, docKey]));
        } else entry.add(docKey);
      }
    }
  }

  remove(docKey: string, keys: IndexKeys | null): void {
    if (!keys) return;
    for (let i = 0; i < keys.levels.length; i++) {
      const map = this.levels[i];
      for (const key of keys.levels[i]) {
        const entry = map.get(key);
        if (entry === undefined) continue;
        if (typeof entry === 'string') {
          if (entry === docKey) map.delete(key);
        } else {
          entry.delete(docKey);
          if (entry.size === 1) map.set(key, entry.values().next().value as string);
          else if (entry.size === 0) map.delete(key);
        }
      }
    }
  }

  /** Whether the document `docKey` is under the prefix whose `tupleKey` is `key`, `depth` fields long. */
  has(depth: number, key: string, docKey: string): boolean {
    const entry = this.levels[depth - 1].get(key);
    return entry === docKey || (typeof entry === 'object' && entry.has(docKey));
  }

  /** Document keys under the prefix whose `tupleKey` is `key`, `depth` fields long. */
  *lookup(depth: number, key: string): Generator<string> {
    const entry = this.levels[depth - 1].get(key);
    if (entry === undefined) return;
    if (typeof entry === 'string') yield entry;
    else yield* entry;
  }

  /** Every distinct key of the first field with its documents (TTL sweeps walk this). */
  *firstFieldEntries(): Generator<[string, string[]]> {
    for (const [key, entry] of this.levels[0] ?? []) yield [key, typeof entry === 'string' ? [entry] : [...entry]];
  }

  clear(): void {
    for (const map of this.levels) map.clear();
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

function dedupe(values: unknown[]): unknown[] {
  if (values.length < 2) return values;
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = keyOf(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function dedupeStrings(keys: string[]): string[] {
  return keys.length < 2 ? keys : [...new Set(keys)];
}

export function duplicateKeyError(ns: string, spec: IndexSpec, values: unknown[]): MongoError {
  const fields = Object.keys(spec.key);
  const keyValue: Document = {};
  fields.forEach((f, i) => {
    keyValue[f] = values[i] ?? null;
  });
  const shown = fields.map((f, i) => `${f}: ${formatValue(values[i])}`).join(', ');
  return new MongoError('DuplicateKey', `E11000 duplicate key error collection: ${ns} index: ${spec.name} dup key: { ${shown} }`, {
    keyPattern: spec.key,
    keyValue,
  });
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
