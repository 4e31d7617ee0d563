// A collection's documents and an index's entries in the engine's tables (see env.ts):
//   docs     rowid [collection id · 2^32 + sequence], key [collection id: u32][document key] → BSON (doc-rows.ts)
//   entries  [index id: u32][entry]                  → [document key]
// Entries are the keystring encoding's byte strings (keystring.ts: every character below 0x100), so their byte
// order is their string order. Writes join the command's transaction (env.ts). Ranges are read a chunk at a time
// and each chunk finished at once, so no statement of the engine is left open between calls.
import type { DocTable } from '../storage/doc-table';
import type { EntryStore } from '../storage/entry-store';
import { type KeyRange, SEQ_LENGTH } from '../storage/keystring';
import { COLLECTION_ID_LIMIT, type DocRows, SEQ_LIMIT } from './doc-rows';
import type { KvTable } from './kv';

/** Index entries whose sequences one statement reads (readIndexed). */
const SEQ_CHUNK = 16_384;
/**
 * Rowids readIndexed gathers (8 bytes each) before reading their documents, in rowid order: the larger the set,
 * the more documents of a page it finds at once (a user's rows in category order are each on a different page).
 */
const MAX_RIDS = 1 << 20;
/** Documents one statement reads (about 0.5 MB of ~450-byte documents), returned as one Buffer. */
const DOC_CHUNK = 1024;

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

  /**
   * Reads by rowid rather than by key in the index's order: an index's order scatters a large user's documents over
   * every page (category order puts each on a different one) and a page is read and decrypted for each document;
   * in rowid order a page is read once for all it holds. Each statement answers in one value (doc-rows.ts).
   * A document changed between two slices of the read (a read transaction each) is read as it is at the second:
   * the caller tests what it reads. An entry read twice (moved past the read meanwhile) counts once within the
   * MAX_RIDS rowids held at a time.
   */
  readIndexed(entries: EntryStore, ranges: readonly KeyRange[]): Iterable<Buffer> | undefined {
    return entries instanceof EngineEntries ? this.byRowid(entries, ranges) : undefined;
  }

  private *byRowid(entries: EngineEntries, ranges: readonly KeyRange[]): Generator<Buffer> {
    let rids = new Float64Array(1024);
    let count = 0;
    for (const seqs of entries.sequences(ranges)) {
      if (count + seqs.length > rids.length) {
        const grown = new Float64Array(Math.max(rids.length * 2, count + seqs.length));
        grown.set(rids.subarray(0, count));
        rids = grown;
      }
      for (let i = 0; i < seqs.length; i++) rids[count++] = this.base + seqs[i];
      if (count >= MAX_RIDS) {
        yield* this.inRowidOrder(rids.subarray(0, count));
        count = 0;
      }
    }
    yield* this.inRowidOrder(rids.subarray(0, count));
  }

  /** Reads the documents of `rids` (put in order here, each once), DOC_CHUNK a statement. */
  private *inRowidOrder(rids: Float64Array): Generator<Buffer> {
    rids.sort();
    let unique = 0;
    for (let i = 0; i < rids.length; i++) if (i === 0 || rids[i] !== rids[i - 1]) rids[unique++] = rids[i];
    for (let i = 0; i < unique; i += DOC_CHUNK) {
      const values = this.rows.valuesOf(rids.subarray(i, Math.min(i + DOC_CHUNK, unique)));
      for (let at = 0; at < values.length; ) {
        const length = values.readInt32LE(at);
        yield values.subarray(at, at + length);
        at += length;
      }
    }
  }
}

/** The numbers of a run of fixed-width hex numbers (`digits` each). */
function parseHexRun(hex: string, digits: number): Float64Array {
  const out = new Float64Array(hex.length / digits);
  for (let n = 0, at = 0; n < out.length; n++) {
    let value = 0;
    for (const end = at + digits; at < end; at++) {
      const c = hex.charCodeAt(at);
      value = value * 16 + (c <= 57 ? c - 48 : c - 55);
    }
    out[n] = value;
  }
  return out;
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

  /** The table key of an entry (or of a bound of a range of entries). */
  keyOf(entry: string): Buffer {
    return Buffer.concat([this.prefix, Buffer.from(entry, 'latin1')]);
  }

  private entryOf(key: Buffer): string {
    return key.toString('latin1', 4);
  }

  get size(): number {
    return this.db.count(this.prefix, this.end);
  }

  set(entry: string, docKey: string): void {
    this.db.put(this.keyOf(entry), docKeyBytes(docKey));
  }

  delete(entry: string): void {
    this.db.remove(this.keyOf(entry));
  }

  has(entry: string): boolean {
    return this.db.has(this.keyOf(entry));
  }

  heldByOther(fieldKeys: string, docKey: string): boolean {
    const start = this.keyOf(fieldKeys);
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
    return this.db.count(this.keyOf(low), this.keyOf(high), max);
  }

  /**
   * The sequences ending the entries of `ranges` (a document's sequence is its rowid's low part: doc-rows.ts), a
   * chunk at a time in entry order, without making a JS value per entry.
   */
  *sequences(ranges: readonly KeyRange[]): Generator<Float64Array> {
    for (const range of ranges) {
      let low = this.keyOf(range.low);
      const high = this.keyOf(range.high);
      for (;;) {
        const { hex, last, read } = this.db.tails(low, high, SEQ_CHUNK, SEQ_LENGTH);
        yield parseHexRun(hex, 2 * SEQ_LENGTH);
        if (read < SEQ_CHUNK) break;
        low = Buffer.concat([last, Buffer.of(0)]);
      }
    }
  }

  walk(low: string, high: string, visit: (entry: string, docKey: string) => boolean | void): void {
    let start = this.keyOf(low);
    const end = this.keyOf(high);
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
    let below = this.keyOf(start);
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
