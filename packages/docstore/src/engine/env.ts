// The storage engine: one SQLite database (`docstore.db` in the data directory, through better-sqlite3 built with
// SQLite3MultipleCiphers) in WAL mode, crash-safe without replay, holding three tables: docs (doc-rows.ts),
// entries (tables.ts) and meta (the catalog, catalog-store.ts), the last two ordered key → value tables (kv.ts).
// A command's writes run in one transaction (its reads in one read transaction, `read`), committed with
// synchronous=NORMAL: the commit is written to the WAL (safe from a kill -9 of the process) without waiting for
// the disk. Replies wait for `durable()`: one fdatasync of the WAL on libuv's pool covers every commit
// made before it started, and commits made meanwhile share the next one (group commit). synchronous=FULL would
// fsync inside every commit, on the event loop (measured here: 11 ms a commit against 0.7 ms, serving nothing else
// meanwhile). Checkpoints sync the WAL and then the database file themselves.
// Encrypted at rest by SQLite3MultipleCiphers (AEGIS-256 over every page of the database and of its WAL)
// under a key derived from DATA_ENCRYPTION_KEY; `docstore.json` names the key's id (never the key) so a start knows
// which configured key opens the file, and a start with a new first key rewrites the store under it (rotation).
// Memory: a page cache of CACHE_MIB for the writer (CHECKPOINT_CACHE_MIB for the checkpointer's connection), no
// memory mapping, temporary tables in memory (none is large: every read is a key range); the rest is the operating
// system's page cache.
import { createHash, hkdfSync } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  fdatasync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { DecryptionError } from '@tracker/cipher';
import Database, { type Database as SqliteDb, type Statement } from 'better-sqlite3-multiple-ciphers';
import { fsyncPath } from '../fsync';
import { Checkpointer } from './checkpoints';
import { DocRows } from './doc-rows';
import { KvTable } from './kv';

export const STORE_FILE = 'docstore.db';
/** The files SQLite keeps beside the database while it is open (the WAL and its shared-memory index). */
export const STORE_FILES = [STORE_FILE, `${STORE_FILE}-wal`, `${STORE_FILE}-shm`];
const INFO_FILE = 'docstore.json';
const CHECK_KEY = 'docstore-key-check';
const CHECK_VALUE = Buffer.from('docstore');
/** The page cache's cap (SQLite's cache_size): the docstore's memory beyond it does not grow with the data. */
export const CACHE_MIB = 64;
/**
 * The checkpointer's connection copies WAL frames into the database file without going through its page cache:
 * a small one, so that the writer's can have the memory.
 */
const CHECKPOINT_CACHE_MIB = 2;
/** The WAL is truncated back to this size after a checkpoint (it is reused, not grown, in between). */
const WAL_LIMIT_BYTES = 64 * 1024 * 1024;
/**
 * The writer checkpoints itself only past this many WAL pages (64 MiB): checkpoints run on a worker
 * (checkpoints.ts), and this is the backstop should it fall behind.
 */
const BACKSTOP_CHECKPOINT_PAGES = 16_384;

/**
 * How long a write waits for the lock a checkpoint holds (checkpoints.ts: RESTART) before failing. better-sqlite3's
 * 5 s default failed a bulk insert with "database is locked" at load 19 on the 2 shared cores.
 */
const WRITE_WAIT_MS = 60_000;

interface StoreInfo {
  engine: 'sqlite';
  /** Id of the key the store is encrypted under (hex, as @tracker/cipher names keys), or null for plaintext. */
  keyId: string | null;
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest().subarray(0, 4).toString('hex');
/** The page key, derived from ours so that the same key never serves two purposes. */
const pageKeyOf = (key: Buffer) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'docstore sqlite pages', 32)).toString('hex');

export interface EngineTables {
  docs: DocRows;
  entries: KvTable;
  meta: KvTable;
}

/**
 * The page cipher and its settings (part of the file's format): AEGIS-256, an authenticated cipher built on AES
 * rounds (AES-NI): measured here against ChaCha20-Poly1305, about half the time for a page read or written. Its key
 * derivation (Argon2id) at its cheapest: the page key is already a uniformly random 256-bit key (HKDF of ours),
 * which stretching would not strengthen, and the defaults (19 MiB, 2 passes) cost every start and connection.
 */
function cipherOf(db: SqliteDb): void {
  db.pragma(`cipher='aegis'`);
  db.pragma('tcost = 1');
  db.pragma('mcost = 8');
  db.pragma('pcost = 1');
}

function useKey(db: SqliteDb, key: Buffer): void {
  cipherOf(db);
  db.pragma(`hexkey='${pageKeyOf(key)}'`);
}

/** Opens the database at `path` under `key` (or in plaintext); throws DecryptionError if the key does not open it. */
function openDatabase(path: string, key: Buffer | undefined): SqliteDb {
  const db = new Database(path, { timeout: WRITE_WAIT_MS });
  try {
    if (key) useKey(db, key);
    // The first read of the file: it fails here when the key is not the file's.
    db.pragma('journal_mode = WAL');
  } catch (err) {
    db.close();
    if (/not a database|encrypted/i.test((err as Error).message)) {
      throw new DecryptionError('the store does not open under the configured key');
    }
    throw err;
  }
  db.pragma('synchronous = NORMAL');
  db.pragma(`cache_size = ${-CACHE_MIB * 1024}`);
  db.pragma('mmap_size = 0');
  db.pragma('temp_store = MEMORY');
  db.pragma(`journal_size_limit = ${WAL_LIMIT_BYTES}`);
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  return db;
}

function tablesOf(db: SqliteDb): EngineTables {
  return {
    docs: new DocRows(db),
    entries: new KvTable(db, 'entries'),
    meta: new KvTable(db, 'meta', 'TEXT'),
  };
}

const readInfo = (dir: string): StoreInfo | undefined =>
  existsSync(join(dir, INFO_FILE)) ? (JSON.parse(readFileSync(join(dir, INFO_FILE), 'utf8')) as StoreInfo) : undefined;

function writeInfo(dir: string, info: StoreInfo): void {
  writeFileSync(join(dir, `${INFO_FILE}.tmp`), `${JSON.stringify(info)}\n`);
  fsyncPath(join(dir, `${INFO_FILE}.tmp`));
  renameSync(join(dir, `${INFO_FILE}.tmp`), join(dir, INFO_FILE));
  fsyncPath(dir);
}

const removeStore = (path: string) => {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
};

/** Whether `db` holds the check row (it was opened under its own key and finished its creation). */
function checked(db: SqliteDb): boolean {
  try {
    return tablesOf(db).meta.get(CHECK_KEY)?.equals(CHECK_VALUE) === true;
  } catch {
    return false;
  }
}

export class Engine {
  /** Commits made, and how many of them an fsync has covered. */
  private committed = 0;
  private synced = 0;
  private syncing: Promise<void> | undefined;
  private walFd: number | undefined;
  readonly tables: EngineTables;
  private readonly transaction: (work: () => unknown) => unknown;
  private readonly totalChanges: () => number;
  private readonly beginRead: Statement;
  private readonly endRead: Statement;

  private readonly checkpointer: Checkpointer;

  private constructor(
    readonly db: SqliteDb,
    readonly path: string,
    key: Buffer | undefined,
    log: (message: string) => void,
  ) {
    this.checkpointer = new Checkpointer(path, key && pageKeyOf(key), CHECKPOINT_CACHE_MIB * 1024, log);
    this.tables = tablesOf(db);
    // IMMEDIATE: the write lock is taken at BEGIN, where a checkpoint that holds writers back is waited for; a
    // transaction that read first could not wait (SQLite refuses the upgrade of a stale snapshot at once).
    this.transaction = db.transaction((work: () => unknown) => work()).immediate;
    this.beginRead = db.prepare('BEGIN');
    this.endRead = db.prepare('COMMIT');
    const changes = db.prepare('SELECT total_changes()').pluck();
    this.totalChanges = () => changes.get() as number;
  }

  /**
   * Opens (or creates) the store of `dir` under `keys` (the first encrypts; any opens). A store under another key
   * of the list, or in plaintext, is first rewritten under the first key.
   */
  static async open(dir: string, keys: Buffer[], log: (message: string) => void): Promise<Engine> {
    const path = join(dir, STORE_FILE);
    const info = readInfo(dir);
    const current = keys[0];
    rmSync(`${path}.rekey`, { force: true });
    if (!info || !existsSync(path)) return Engine.create(dir, current, log);
    if (info.keyId !== null && keys.length === 0) {
      throw new DecryptionError('the data is encrypted: give its key in DATA_ENCRYPTION_KEY');
    }
    const key = info.keyId === null ? undefined : keys.find((k) => keyIdOf(k) === info.keyId);
    if (info.keyId !== null && !key) {
      throw new DecryptionError(`the data is sealed under key ${info.keyId}, which is not configured`);
    }
    const db = Engine.openChecked(path, key);
    if (!db) {
      // A start killed between putting a rewritten store in place and naming its key: it is under the first key.
      const rewritten = current && key !== current ? Engine.openChecked(path, current) : undefined;
      if (!rewritten || !current) throw new DecryptionError(`the store does not open under key ${info.keyId}`);
      writeInfo(dir, { engine: 'sqlite', keyId: keyIdOf(current) });
      return new Engine(rewritten, path, current, log);
    }
    if (key === current || !current) return new Engine(db, path, key, log);
    log(`rewriting the store under the current encryption key (${keyIdOf(current)})`);
    return Engine.rekey(dir, db, key, current, log);
  }

  private static create(dir: string, key: Buffer | undefined, log: (message: string) => void): Engine {
    const path = join(dir, STORE_FILE);
    removeStore(path);
    const db = openDatabase(path, key);
    tablesOf(db).meta.put(CHECK_KEY, CHECK_VALUE);
    writeInfo(dir, { engine: 'sqlite', keyId: key ? keyIdOf(key) : null });
    return new Engine(db, path, key, log);
  }

  private static openChecked(path: string, key: Buffer | undefined): SqliteDb | undefined {
    let db: SqliteDb;
    try {
      db = openDatabase(path, key);
    } catch (err) {
      if (err instanceof DecryptionError) return undefined;
      throw err;
    }
    if (checked(db)) return db;
    db.close();
    return undefined;
  }

  /**
   * Rewrites the store under `to` (SQLite3MultipleCiphers' rekey, which needs the rollback journal instead of WAL)
   * on a copy, then puts the copy in place: a start killed at any point leaves either store whole.
   */
  private static rekey(
    dir: string,
    db: SqliteDb,
    from: Buffer | undefined,
    to: Buffer,
    log: (message: string) => void,
  ): Engine {
    const path = join(dir, STORE_FILE);
    const next = `${path}.rekey`;
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    copyFileSync(path, next);
    const copy = new Database(next);
    if (from) useKey(copy, from);
    copy.pragma('journal_mode = DELETE');
    cipherOf(copy);
    copy.pragma(`hexrekey='${pageKeyOf(to)}'`);
    copy.close();
    fsyncPath(next);
    removeStore(path);
    renameSync(next, path);
    fsyncPath(dir);
    writeInfo(dir, { engine: 'sqlite', keyId: keyIdOf(to) });
    const reopened = Engine.openChecked(path, to);
    if (!reopened) throw new DecryptionError('the rewritten store does not open under the current key');
    return new Engine(reopened, path, to, log);
  }

  /** Runs `work` in one write transaction (committed when it returns; not yet on disk: see `durable`). */
  write<T>(work: () => T): T {
    const before = this.totalChanges();
    try {
      return this.transaction(work) as T;
    } finally {
      // A transaction that changed nothing (a TTL sweep with nothing expired) needs no sync.
      if (this.totalChanges() !== before) {
        this.committed++;
        this.checkpointer.request();
      }
    }
  }

  /**
   * Runs `work` in one read transaction (unless one is open): its statements share one snapshot and one take of the
   * WAL's read lock. On its own each statement takes and drops that lock (file locks, the WAL index): measured at
   * load 5-7, 12-22 µs a point read against 5-6 µs inside a transaction.
   */
  read<T>(work: () => T): T {
    if (this.db.inTransaction) return work();
    this.beginRead.run();
    try {
      return work();
    } finally {
      if (this.db.inTransaction) this.endRead.run();
    }
  }

  /** Resolves once every commit so far is on disk. */
  async durable(): Promise<void> {
    const target = this.committed;
    while (this.synced < target) {
      this.syncing ??= this.syncOnce();
      await this.syncing;
    }
  }

  /**
   * One fdatasync of the WAL, covering the commits made before it starts (SQLite writes each commit's frames to
   * the WAL before the commit returns; syncing that file is what synchronous=FULL would do in every commit).
   */
  private syncOnce(): Promise<void> {
    const upTo = this.committed;
    this.walFd ??= openSync(`${this.path}-wal`, 'r+');
    const fd = this.walFd;
    return new Promise<void>((resolve, reject) => {
      fdatasync(fd, (error) => {
        this.syncing = undefined;
        if (error) reject(error);
        else {
          this.synced = Math.max(this.synced, upTo);
          resolve();
        }
      });
    });
  }

  async close(): Promise<void> {
    await this.durable();
    if (this.walFd !== undefined) closeSync(this.walFd);
    this.walFd = undefined;
    await this.checkpointer.close();
    // Closing (the last connection) checkpoints the WAL into the database file and removes it.
    this.db.close();
  }
}
