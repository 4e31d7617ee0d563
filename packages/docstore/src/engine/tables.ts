// A collection's documents and an index's entries in the engine's tables (see env.ts):
//   docs     rowid [collection id · 2^32 + sequence], key [collection id: u32][document key] → BSON (doc-rows.ts)
//   entries  [index id: u32][entry]                  → [document key]
// Entries are the keystring encoding's byte strings (keystring.ts: every character below 0x100), so their byte
// order is their string order. Writes join the command's transaction (env.ts). Ranges are read a chunk at a time
// and each chunk finished at once, so no statement of the engine is left open between calls.
import type { DocTable } from '../storage/doc-table';
import type { EntryStore } from '../storage/entry-store';
import { SEQ_LENGTH } from '../storage/keystring';
import { COLLECTION_ID_LIMIT, type DocRows, SEQ_LIMIT } from './doc-rows';
import type { KvTable } from './kv';

/** Rows read from SQLite at a time: a first small chunk (most walks stop within a page), doubling up to the cap. */
const FIRST_CHUNK = 8;
const SCAN_CHUNK = 256;
const nextChunk = (size: number) => Math.min(size * 2, SCAN_CHUNK);

export const prefixOf = (id: number): Buffer => {
  const out = Buffer.allocUnsafe(4);
  out.writeUInt32BE(id);
  return out;
};

/** The prefix of every key after those of `prefix` (ids are below 2^32 - 1). */
const endOf = (prefix: Buffer): Buffer => prefixOf(prefix.readUInt32BE(0) + 1);

/** A document key as bytes: one byte per character when they all fit, else UTF-16. */
export function docKeyBytes(key: string): Buffer {
  for (let i = 0; i < key.length; i++) {
    if (key.charCodeAt(i) > 0xff) return Buffer.concat([Buffer.of(1), Buffer.from(key, 'utf16le')]);
  }
  return Buffer.concat([Buffer.of(0), Buffer.from(key, 'latin1')]);
}

export function docKeyOf(bytes: Buffer): string {
  return bytes[0] === 0 ? bytes.toString('latin1', 1) : bytes.toString('utf16le', 1);
}

/** Removes every key of `table` starting with `prefix`. */
export const clearPrefix = (table: KvTable, prefix: Buffer): number => table.removeRange(prefix, endOf(prefix));

export class EngineDocs implements DocTable {
  private readonly prefix: Buffer;
  private readonly end: Buffer;
  /** The collection's rowids: [base, base + SEQ_LIMIT). */
  private readonly base: number;
  /**
   * Documents held, counted (a walk of the key index) the first time it is asked for, not at start: counting
   * 820,000 documents took 1.7 s of every start, before the store could serve.
   */
  private count: number | undefined;

  constructor(
    private readonly rows: DocRows,
    id: number,
  ) {
    if (id >= COLLECTION_ID_LIMIT) throw new Error(`collection id ${id} is past the store's limit`);
    this.prefix = prefixOf(id);
    this.end = endOf(this.prefix);
    this.base = id * SEQ_LIMIT;
  }

  get size(): number {
    this.count ??= this.rows.count(this.prefix, this.end);
    return this.count;
  }

  private key(key: string): Buffer {
    return Buffer.concat([this.prefix, docKeyBytes(key)]);
  }

  get(key: string): Buffer | undefined {
    return this.rows.get(this.key(key));
  }

  has(key: string): boolean {
    return this.rows.has(this.key(key));
  }

  seqOf(key: string): number | undefined {
    const rid = this.rows.rid(this.key(key));
    return rid === undefined ? undefined : rid - this.base;
  }

  set(key: string, seq: number, raw: Buffer, added: boolean): void {
    if (seq >= SEQ_LIMIT) throw new Error(`the collection has had ${SEQ_LIMIT} documents inserted: the store's limit`);
    // The caller knows whether the key is new (it has just looked): no second lookup here.
    if (!added) {
      this.rows.update(this.base + seq, raw);
      return;
    }
    this.rows.insert(this.base + seq, this.key(key), raw);
    if (this.count !== undefined) this.count++;
  }

  delete(key: string): void {
    if (this.rows.remove(this.key(key)) && this.count !== undefined) this.count--;
  }

  lastSeq(): number {
    const last = this.rows.last(this.base, this.base + SEQ_LIMIT);
    return last === undefined ? 0 : last - this.base;
  }

  *[Symbol.iterator](): Iterator<[string, Buffer]> {
    let after = this.base;
    const below = this.base + SEQ_LIMIT;
    for (let size = FIRST_CHUNK; ; size = nextChunk(size)) {
      const chunk = this.rows.range(after, below, size);
      for (const { key, value } of chunk) yield [docKeyOf(key.subarray(4)), value];
      if (chunk.length < size) return;
      after = chunk[chunk.length - 1].rid;
    }
  }

  *values(): Iterable<Buffer> {
    for (const [, raw] of this) yield raw;
  }

  clear(): void {
    this.rows.clear(this.base, this.base + SEQ_LIMIT);
    this.count = 0;
  }
}

/** An index's entries in the engine's entries table (the EntryStore the planner and cursors read). */
export class EngineEntries implements EntryStore {
  readonly prefix: Buffer;
  private readonly end: Buffer;

  constructor(
    private readonly db: KvTable,
    readonly id: number,
  ) {
    this.prefix = prefixOf(id);
    this.end = endOf(this.prefix);
  }

  private key(entry: string): Buffer {
    return Buffer.concat([this.prefix, Buffer.from(entry, 'latin1')]);
  }

  private entryOf(key: Buffer): string {
    return key.toString('latin1', 4);
  }

  get size(): number {
    return this.db.count(this.prefix, this.end);
  }

  set(entry: string, docKey: string): void {
    this.db.put(this.key(entry), docKeyBytes(docKey));
  }

  delete(entry: string): void {
    this.db.remove(this.key(entry));
  }

  has(entry: string): boolean {
    return this.db.has(this.key(entry));
  }

  heldByOther(fieldKeys: string, docKey: string): boolean {
    const start = this.key(fieldKeys);
    let from = start;
    const end = Buffer.concat([start, Buffer.of(0xff)]);
    for (let size = FIRST_CHUNK; ; size = nextChunk(size)) {
      const chunk = this.db.range(from, end, size);
      for (const { key, value } of chunk) {
        // Field keys are prefix-free: an entry starting with them holds them, followed by its sequence.
        if (key.length === start.length + SEQ_LENGTH && docKeyOf(value) !== docKey) return true;
      }
      if (chunk.length < size) return false;
      from = Buffer.concat([chunk[chunk.length - 1].key, Buffer.of(0)]);
    }
  }

  count(low: string, high: string, max = Infinity): number {
    return this.db.count(this.key(low), this.key(high), max);
  }

  walk(low: string, high: string, visit: (entry: string, docKey: string) => boolean | void): void {
    let start = this.key(low);
    const end = this.key(high);
    for (let size = FIRST_CHUNK; ; size = nextChunk(size)) {
      const chunk = this.db.range(start, end, size);
      for (const { key, value } of chunk) {
        if (visit(this.entryOf(key), docKeyOf(value)) === false) return;
      }
      if (chunk.length < size) return;
      start = Buffer.concat([chunk[chunk.length - 1].key, Buffer.of(0)]);
    }
  }

  walkDown(start: string, visit: (entry: string, docKey: string) => boolean | void): void {
    let below = this.key(start);
    for (let size = FIRST_CHUNK; ; size = nextChunk(size)) {
      const chunk = this.db.rangeDown(below, this.prefix, size);
      for (const { key, value } of chunk) {
        if (visit(this.entryOf(key), docKeyOf(value)) === false) return;
      }
      if (chunk.length < size) return;
      below = chunk[chunk.length - 1].key;
    }
  }

  clear(): void {
    clearPrefix(this.db, this.prefix);
  }

  readonly held = 0;

  settle(): void {}
}
