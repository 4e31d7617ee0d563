// Databases and collections, and the single place where state changes: each change is applied in memory and
// recorded as a journal op; the command's ops are appended as one record by `commit()`.
import { MongoError } from '../errors';
import { OpCode, type OpCodeValue, type RawOp, documentsOf, encodeOp } from '../journal/ops';
import { Collection, type CollectionStorage, decode } from './collection';
import type { Index, IndexSpec } from './indexes';
import { type Document, keyOf } from './values';

interface PendingOp {
  code: OpCodeValue;
  ns: string;
  body: Uint8Array | Document;
}

/** Documents per PutMany op in a snapshot (about a megabyte of small documents). */
const SNAPSHOT_BATCH = 4096;

/** Where collections are kept (the engine); without one, in memory with ops recorded for the journal. */
export interface CatalogStorage {
  /** Storage for a new collection (its record is kept from now on). */
  create(db: string, name: string, options: Document): CollectionStorage;
  /** The collection is dropped: its documents, entries and record go. */
  drop(coll: Collection): void;
}

export class Catalog {
  readonly dbs = new Map<string, Map<string, Collection>>();
  private pending: PendingOp[] = [];

  constructor(private readonly storage?: CatalogStorage) {}

  /** Serves a collection the storage already holds (at start). */
  attach(coll: Collection): void {
    let colls = this.dbs.get(coll.db);
    if (!colls) this.dbs.set(coll.db, (colls = new Map()));
    colls.set(coll.name, coll);
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  /** An index holding entries not yet in order (see entry-store.ts), or undefined when none does. */
  unsettledIndex(): Index | undefined {
    for (const colls of this.dbs.values())
      for (const coll of colls.values()) for (const index of coll.indexes.values()) if (index.held > 0) return index;
    return undefined;
  }

  /** Returns the collection, creating it implicitly (as an insert or createIndexes on a new name does). */
  ensureCollection(db: string, name: string): Collection {
    return this.collection(db, name) ?? this.createCollection(db, name, {});
  }

  createCollection(db: string, name: string, options: Document): Collection {
    validateNames(db, name);
    if (this.collection(db, name)) throw new MongoError('NamespaceExists', `Collection ${db}.${name} already exists.`);
    const coll = this.addCollection(db, name, options);
    this.record(OpCode.CreateCollection, coll.ns, { options });
    return coll;
  }

  dropCollection(db: string, name: string): boolean {
    if (!this.forget(db, name)) return false;
    this.record(OpCode.DropCollection, `${db}.${name}`, {});
    return true;
  }

  dropDatabase(db: string): void {
    if (!this.forgetDatabase(db)) return;
    this.record(OpCode.DropDatabase, db, {});
  }

  private forget(db: string, name: string): boolean {
    const colls = this.dbs.get(db);
    const coll = colls?.get(name);
    if (!colls || !coll) return false;
    colls.delete(name);
    if (colls.size === 0) this.dbs.delete(db);
    this.storage?.drop(coll);
    return true;
  }

  private forgetDatabase(db: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls) return false;
    for (const name of [...colls.keys()]) this.forget(db, name);
    return true;
  }

  insert(coll: Collection, raw: Buffer): void {
    coll.insert(raw);
    this.record(OpCode.Put, coll.ns, raw);
  }

  replace(coll: Collection, key: string, raw: Buffer): void {
    coll.replace(key, raw);
    this.record(OpCode.Put, coll.ns, raw);
  }

  remove(coll: Collection, key: string): void {
    if (!coll.get(key)) return;
    this.record(OpCode.Delete, coll.ns, { _id: coll.remove(key) });
  }

  createIndex(coll: Collection, spec: IndexSpec): void {
    coll.addIndex(spec);
    this.record(OpCode.CreateIndex, coll.ns, { spec });
  }

  dropIndex(coll: Collection, name: string): void {
    coll.dropIndex(name);
    this.record(OpCode.DropIndex, coll.ns, { name });
  }

  /** Takes the ops recorded since the last call (one command's worth), encoded; runs of Puts become PutManys. */
  takeOps(): Buffer[] {
    const ops = this.pending;
    this.pending = [];
    const out: Buffer[] = [];
    for (let i = 0; i < ops.length; ) {
      const op = ops[i];
      let j = i + 1;
      if (op.code === OpCode.Put) while (j < ops.length && ops[j].code === OpCode.Put && ops[j].ns === op.ns) j++;
      out.push(
        j - i > 1
          ? encodeOp(
              OpCode.PutMany,
              op.ns,
              ops.slice(i, j).map((o) => o.body as Uint8Array),
            )
          : encodeOp(op.code, op.ns, op.body),
      );
      i = j;
    }
    return out;
  }

  /** Re-applies a journal or snapshot op at start-up. */
  apply(op: RawOp): void {
    if (op.code === OpCode.SnapshotEnd) return;
    if (op.code === OpCode.DropDatabase) {
      this.forgetDatabase(op.ns);
      return;
    }
    const dot = op.ns.indexOf('.');
    const db = op.ns.slice(0, dot);
    const name = op.ns.slice(dot + 1);
    switch (op.code) {
      case OpCode.CreateCollection:
        if (!this.collection(db, name)) this.addCollection(db, name, (decode(op.body).options as Document) ?? {});
        return;
      case OpCode.DropCollection:
        this.forget(db, name);
        return;
    }
    const coll = this.collection(db, name) ?? this.addCollection(db, name, {});
    switch (op.code) {
      // Stored documents stay views into the replayed file's bytes: no copy per document.
      case OpCode.Put:
        coll.put(op.body);
        return;
      case OpCode.PutMany:
        for (const raw of documentsOf(op.body)) coll.put(raw);
        return;
      case OpCode.Delete:
        coll.remove(keyOf(decode(op.body)._id));
        return;
      case OpCode.CreateIndex: {
        const spec = decode(op.body).spec as IndexSpec;
        if (!coll.indexes.has(spec.name)) coll.addIndex(spec);
        return;
      }
      case OpCode.DropIndex: {
        const name = String(decode(op.body).name);
        if (coll.indexes.has(name)) coll.dropIndex(name);
        return;
      }
    }
    throw new Error(`unknown journal op ${op.code}`);
  }

  /** Captures the whole state now (by reference: stored buffers are immutable) as a lazy sequence of ops. */
  snapshotOps(): Iterable<Buffer> {
    const captured = [...this.dbs.values()].flatMap((colls) =>
      [...colls.values()].map((coll) => ({
        ns: coll.ns,
        options: coll.options,
        specs: [...coll.indexes.values()].map((i) => i.spec),
        docs: [...coll.docs.values()],
      })),
    );
    return (function* () {
      for (const c of captured) {
        yield encodeOp(OpCode.CreateCollection, c.ns, { options: c.options });
        // Indexes first: replay then maintains them while inserting, which is cheaper than a second pass.
        for (const spec of c.specs) yield encodeOp(OpCode.CreateIndex, c.ns, { spec });
        for (let i = 0; i < c.docs.length; i += SNAPSHOT_BATCH)
          yield encodeOp(OpCode.PutMany, c.ns, c.docs.slice(i, i + SNAPSHOT_BATCH));
      }
    })();
  }

  private addCollection(db: string, name: string, options: Document): Collection {
    let colls = this.dbs.get(db);
    if (!colls) this.dbs.set(db, (colls = new Map()));
    const coll = new Collection(db, name, options, this.storage?.create(db, name, options));
    colls.set(name, coll);
    return coll;
  }

  /** Ops for the journal: only a catalog without storage is journaled (the engine's writes are its own). */
  private record(code: OpCodeValue, ns: string, body: Uint8Array | Document): void {
    if (!this.storage) this.pending.push({ code, ns, body });
  }
}

function validateNames(db: string, name: string): void {
  if (!db || /[/\\. "$\0]/.test(db)) throw new MongoError('InvalidNamespace', `Invalid database name: '${db}'`);
  if (!name || name.includes('\0') || name.startsWith('$') || name.startsWith('.')) {
    throw new MongoError('InvalidNamespace', `Invalid collection name: '${name}'`);
  }
}
