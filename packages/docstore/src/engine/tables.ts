// A collection's documents and an index's entries as ordered keys of the engine's tables (see env.ts):
//   docs     [collection id: u32][document key]     → [sequence: 6 bytes][BSON]
//   natural  [collection id: u32][sequence: 6 bytes] → [document key]        (natural order, for scans)
//   entries  [index id: u32][entry]                  → [document key]
// Entries are the keystring encoding's byte strings (keystring.ts: every character below 0x100), so their byte
// order is their string order. Writes join the command's transaction (env.ts). Ranges are read a chunk at a time
// and each chunk finished at once, so no statement of the engine is left open between calls.
import type { DocTable } from '../storage/doc-table';
import type { EntryStore } from '../storage/entry-store';
import { SEQ_LENGTH } from '../storage/keystring';
import type { KvTable } from './kv';

const SEQ_BYTES = 6;
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

const seqBytes = (seq: number): Buffer => {
  const out = Buffer.allocUnsafe(SEQ_BYTES);
  out.writeUIntBE(seq, 0, SEQ_BYTES);
  return out;
};

/** Removes every key of `table` starting with `prefix`. */
export const clearPrefix = (table: KvTable, prefix: Buffer): number => table.removeRange(prefix, endOf(prefix));

export class EngineDocs implements DocTable {
  private readonly prefix: Buffer;
  /**
   * Documents held, counted (a walk of the natural table) the first time it is asked for, not at start: counting
   * 820,000 documents took 1.7 s of every start, before the store could serve.
   */
  private count: number | undefined;

  constructor(
    private readonly docs: KvTable,
    private readonly natural: KvTable,
    id: number,
  ) {
    this.prefix = prefixOf(id);
  }

  get size(): number {
    this.count ??= this.natural.count(this.prefix, endOf(this.prefix));
    return this.count;
  }

  private key(key: string): Buffer {
    return Buffer.concat([this.prefix, docKeyBytes(key)]);
  }

  private stored(key: string): Buffer | undefined {
    return this.docs.get(this.key(key));
  }

  get(key: string): Buffer | undefined {
    return this.stored(key)?.subarray(SEQ_BYTES);
  }

  has(key: string): boolean {
    return this.docs.has(this.key(key));
  }

  seqOf(key: string): number | undefined {
    return this.stored(key)?.readUIntBE(0, SEQ_BYTES);
  }

  set(key: string, seq: number, raw: Buffer, added: boolean): void {
    const docKey = this.key(key);
    const seqKey = seqBytes(seq);
    // The caller knows whether the key is new (it has just looked): no second lookup here.
    if (added) {
      this.natural.put(Buffer.concat([this.prefix, seqKey]), docKeyBytes(key));
      if (this.count !== undefined) this.count++;
    }
    this.docs.put(docKey, Buffer.concat([seqKey, raw]));
  }

  delete(key: string): void {
    const docKey = this.key(key);
    const seq = this.stored(key)?.subarray(0, SEQ_BYTES);
    if (!seq) return;
    this.docs.remove(docKey);
    this.natural.remove(Buffer.concat([this.prefix, seq]));
    if (this.count !== undefined) this.count--;
  }

  lastSeq(): number {
    const [last] = this.natural.rangeDown(endOf(this.prefix), this.prefix, 1);
    return last ? last.key.readUIntBE(4, SEQ_BYTES) : 0;
  }

  *[Symbol.iterator](): Iterator<[string, Buffer]> {
    let start: Buffer = this.prefix;
    const end = endOf(this.prefix);
    for (let size = FIRST_CHUNK; ; size = nextChunk(size)) {
      const chunk = this.natural.range(start, end, size);
      for (const { value } of chunk) {
        const docKey = docKeyOf(value);
        const raw = this.get(docKey);
        if (raw) yield [docKey, raw];
      }
      if (chunk.length < size) return;
      start = Buffer.concat([chunk[chunk.length - 1].key, Buffer.of(0)]);
    }
  }

  *values(): Iterable<Buffer> {
    for (const [, raw] of this) yield raw;
  }

  clear(): void {
    clearPrefix(this.docs, this.prefix);
    clearPrefix(this.natural, this.prefix);
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
