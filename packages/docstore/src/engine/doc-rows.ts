// The engine's `docs` table: every collection's documents, one row each. A rowid table rather than an ordered
// key → value table like the others (kv.ts): a document is hundreds of bytes, and a WITHOUT ROWID B-tree keeps
// whole rows in its interior pages too (SQLite advises rows under a twentieth of a page there), so its fan-out
// fell to a few rows a page and every read walked a deep tree of encrypted pages. Here interior pages hold
// rowids only. The rowid is the collection's id and the document's sequence, so a collection's natural order is
// a rowid range; a unique index on `key` ([collection id][document key]) finds a document by key.
import type { Database, Statement } from 'better-sqlite3-multiple-ciphers';

/** Sequences per collection, and collection ids, the rowid has room for (2^32 · 2^21 stays an exact JS number). */
export const SEQ_LIMIT = 2 ** 32;
export const COLLECTION_ID_LIMIT = 2 ** 21;

export interface DocRow {
  key: Buffer;
  value: Buffer;
}

export class DocRows {
  private readonly getStmt: Statement;
  private readonly ridStmt: Statement;
  private readonly hasStmt: Statement;
  private readonly insertStmt: Statement;
  private readonly updateStmt: Statement;
  private readonly removeStmt: Statement;
  private readonly lastStmt: Statement;
  private readonly countStmt: Statement;
  private readonly rangeStmt: Statement;
  private readonly clearStmt: Statement;
  private readonly valuesStmt: Statement;

  constructor(db: Database) {
    db.exec('CREATE TABLE IF NOT EXISTS docs (rid INTEGER PRIMARY KEY, key BLOB NOT NULL UNIQUE, value BLOB NOT NULL)');
    this.getStmt = db.prepare('SELECT value FROM docs WHERE key = ?').pluck();
    this.ridStmt = db.prepare('SELECT rid FROM docs WHERE key = ?').pluck();
    this.hasStmt = db.prepare('SELECT 1 FROM docs WHERE key = ?').pluck();
    this.insertStmt = db.prepare('INSERT INTO docs (rid, key, value) VALUES (?, ?, ?)');
    this.updateStmt = db.prepare('UPDATE docs SET value = ? WHERE rid = ?');
    this.removeStmt = db.prepare('DELETE FROM docs WHERE key = ?');
    this.lastStmt = db.prepare('SELECT max(rid) FROM docs WHERE rid >= ? AND rid < ?').pluck();
    // Counted on the key index: its entries are a few dozen bytes, the rows hundreds.
    this.countStmt = db
      .prepare('SELECT count(*) FROM docs INDEXED BY sqlite_autoindex_docs_1 WHERE key >= ? AND key < ?')
      .pluck();
    this.rangeStmt = db.prepare('SELECT rid, key, value FROM docs WHERE rid > ? AND rid < ? ORDER BY rid LIMIT ?');
    this.clearStmt = db.prepare('DELETE FROM docs WHERE rid >= ? AND rid < ?');
    // One value for the whole chunk, not a row each: better-sqlite3 makes a JS value (a Buffer for a BLOB) per
    // column of every row, a few µs each, which was most of the time of reading a large user's documents by row.
    // group_concat keeps a BLOB's bytes (length included) as TEXT; each BSON document starts with its length.
    this.valuesStmt = db
      .prepare(`SELECT CAST(group_concat(d.value, '') AS BLOB) FROM json_each(?) j JOIN docs d ON d.rid = j.value`)
      .pluck();
  }

  get(key: Buffer): Buffer | undefined {
    return this.getStmt.get(key) as Buffer | undefined;
  }

  rid(key: Buffer): number | undefined {
    return this.ridStmt.get(key) as number | undefined;
  }

  has(key: Buffer): boolean {
    return this.hasStmt.get(key) !== undefined;
  }

  insert(rid: number, key: Buffer, value: Buffer): void {
    this.insertStmt.run(rid, key, value);
  }

  update(rid: number, value: Buffer): void {
    this.updateStmt.run(value, rid);
  }

  /** Whether there was a row to remove. */
  remove(key: Buffer): boolean {
    return this.removeStmt.run(key).changes > 0;
  }

  /** The highest rowid in [low, high), or undefined. */
  last(low: number, high: number): number | undefined {
    return (this.lastStmt.get(low, high) as number | null) ?? undefined;
  }

  count(low: Buffer, high: Buffer): number {
    return this.countStmt.get(low, high) as number;
  }

  /** Up to `limit` rows with rowids in (after, below), ascending. */
  range(after: number, below: number, limit: number): Array<DocRow & { rid: number }> {
    return this.rangeStmt.all(after, below, limit) as Array<DocRow & { rid: number }>;
  }

  /** The documents with these rowids, end to end (each BSON document begins with its length); missing ones left out. */
  valuesOf(rids: Float64Array): Buffer {
    return (this.valuesStmt.get(`[${rids.join(',')}]`) as Buffer | null) ?? Buffer.alloc(0);
  }

  clear(low: number, high: number): void {
    this.clearStmt.run(low, high);
  }
}
