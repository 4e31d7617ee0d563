// One ordered key → value table of the SQLite store: `WITHOUT ROWID` with the key as primary key, so the table is a
// B-tree ordered by key bytes (SQLite compares BLOBs with memcmp, then by length) and a key range is one seek plus a
// walk along the leaves. Ranges are half-open, [low, high). Statements are prepared once per table.
import type { Database, Statement } from 'better-sqlite3-multiple-ciphers';

export type Key = Buffer | string;
export interface Row {
  key: Buffer;
  value: Buffer;
}

export class KvTable {
  private readonly getStmt: Statement;
  private readonly hasStmt: Statement;
  private readonly putStmt: Statement;
  private readonly removeStmt: Statement;
  private readonly rangeStmt: Statement;
  private readonly downStmt: Statement;
  private readonly keysStmt: Statement;
  private readonly countStmt: Statement;
  private readonly countUpToStmt: Statement;
  private readonly removeRangeStmt: Statement;
  private readonly tailsStmt: Statement;

  constructor(
    db: Database,
    readonly name: string,
    keyType: 'BLOB' | 'TEXT' = 'BLOB',
  ) {
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${name} (key ${keyType} PRIMARY KEY NOT NULL, value BLOB NOT NULL) WITHOUT ROWID`,
    );
    this.getStmt = db.prepare(`SELECT value FROM ${name} WHERE key = ?`).pluck();
    this.hasStmt = db.prepare(`SELECT 1 FROM ${name} WHERE key = ?`).pluck();
    this.putStmt = db.prepare(
      `INSERT INTO ${name} (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
    this.removeStmt = db.prepare(`DELETE FROM ${name} WHERE key = ?`);
    this.rangeStmt = db.prepare(`SELECT key, value FROM ${name} WHERE key >= ? AND key < ? ORDER BY key LIMIT ?`);
    this.downStmt = db.prepare(`SELECT key, value FROM ${name} WHERE key < ? AND key >= ? ORDER BY key DESC LIMIT ?`);
    this.keysStmt = db.prepare(`SELECT key FROM ${name} WHERE key >= ? AND key < ? ORDER BY key LIMIT ?`).pluck();
    this.countStmt = db.prepare(`SELECT count(*) FROM ${name} WHERE key >= ? AND key < ?`).pluck();
    this.countUpToStmt = db
      .prepare(`SELECT count(*) FROM (SELECT 1 FROM ${name} WHERE key >= ? AND key < ? LIMIT ?)`)
      .pluck();
    this.removeRangeStmt = db.prepare(`DELETE FROM ${name} WHERE key >= ? AND key < ?`);
    // In one value for the whole chunk (better-sqlite3 makes a JS value per column of every row: a few µs for a
    // Buffer), as hex: TEXT must not hold arbitrary bytes.
    this.tailsStmt = db
      .prepare(
        `SELECT group_concat(hex(substr(key, -?)), ''), max(key), count(*)
         FROM (SELECT key FROM ${name} WHERE key >= ? AND key < ? ORDER BY key LIMIT ?)`,
      )
      .raw();
  }

  get(key: Key): Buffer | undefined {
    return this.getStmt.get(key) as Buffer | undefined;
  }

  has(key: Key): boolean {
    return this.hasStmt.get(key) !== undefined;
  }

  put(key: Key, value: Buffer): void {
    this.putStmt.run(key, value);
  }

  remove(key: Key): void {
    this.removeStmt.run(key);
  }

  /** Up to `limit` rows in [low, high), ascending. */
  range(low: Key, high: Key, limit: number): Row[] {
    return this.rangeStmt.all(low, high, limit) as Row[];
  }

  /** Up to `limit` rows in [low, below), descending from the one just under `below`. */
  rangeDown(below: Key, low: Key, limit: number): Row[] {
    return this.downStmt.all(below, low, limit) as Row[];
  }

  /** The first key in [low, high), or undefined. */
  firstKey(low: Key, high: Key): Key | undefined {
    return this.keysStmt.get(low, high, 1) as Key | undefined;
  }

  /** Rows in [low, high); with `max`, counting stops there. */
  count(low: Key, high: Key, max = Infinity): number {
    if (max === Infinity) return this.countStmt.get(low, high) as number;
    return this.countUpToStmt.get(low, high, max) as number;
  }

  /**
   * The last `length` bytes of each of the first `limit` keys of [low, high), in key order, as hex (2 · length
   * characters a key), with the last key read and how many were read.
   */
  tails(low: Key, high: Key, limit: number, length: number): { hex: string; last: Buffer; read: number } {
    const [hex, last, read] = this.tailsStmt.get(length, low, high, limit) as [string | null, Buffer, number];
    return { hex: hex ?? '', last, read };
  }

  removeRange(low: Key, high: Key): number {
    return this.removeRangeStmt.run(low, high).changes;
  }
}
