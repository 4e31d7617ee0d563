// Where a collection keeps its documents: by key (`keyOf(_id)`), each with its insertion sequence (MongoDB's record
// id, the last part of its index entries), iterated in that sequence order (natural order). In memory for the
// library's unit tests; on disk in the engine (src/engine/tables.ts).
import type { EntryStore } from './entry-store';
import type { KeyRange } from './keystring';

export interface DocTable {
  readonly size: number;
  get(key: string): Buffer | undefined;
  has(key: string): boolean;
  seqOf(key: string): number | undefined;
  /** Stores `raw` under `key` with its sequence: a new key (`added`), or a replacement keeping its sequence. */
  set(key: string, seq: number, raw: Buffer, added: boolean): void;
  delete(key: string): void;
  /** The highest sequence ever stored, or 0 (the next document gets a higher one). */
  lastSeq(): number;
  /** The documents in natural order. */
  [Symbol.iterator](): Iterator<[string, Buffer]>;
  values(): Iterable<Buffer>;
  /** Removes every document (dropping the collection). */
  clear(): void;
  /**
   * The documents `entries` point to from `ranges`, each once, in the table's own order rather than the index's;
   * undefined when the table reads them no faster that way (only the engine's does: see EngineDocs).
   */
  readIndexed?(entries: EntryStore, ranges: readonly KeyRange[]): Iterable<Buffer> | undefined;
}

export class MemoryDocs implements DocTable {
  private readonly docs = new Map<string, Buffer>();
  private readonly seqs = new Map<string, number>();
  private highest = 0;

  get size(): number {
    return this.docs.size;
  }

  get(key: string): Buffer | undefined {
    return this.docs.get(key);
  }

  has(key: string): boolean {
    return this.docs.has(key);
  }

  seqOf(key: string): number | undefined {
    return this.seqs.get(key);
  }

  set(key: string, seq: number, raw: Buffer): void {
    this.docs.set(key, raw);
    this.seqs.set(key, seq);
    if (seq > this.highest) this.highest = seq;
  }

  delete(key: string): void {
    this.docs.delete(key);
    this.seqs.delete(key);
  }

  lastSeq(): number {
    return this.highest;
  }

  [Symbol.iterator](): Iterator<[string, Buffer]> {
    return this.docs.entries();
  }

  values(): Iterable<Buffer> {
    return this.docs.values();
  }

  clear(): void {
    this.docs.clear();
    this.seqs.clear();
  }
}
