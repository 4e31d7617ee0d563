// The catalog in the engine's meta table: one record per collection (`c:<db>.<name>`: its id, options, and its
// indexes with their ids and multikey flags), and the last id given out (`next-id`). Ids prefix the collection's
// documents and each index's entries in the other tables (tables.ts). Loading reads these records only: documents
// and entries stay on disk, so a start costs the same at any size.
import { deserialize, serialize } from 'bson';
import { Catalog, type CatalogStorage } from '../storage/catalog';
import { Collection, type CollectionStorage } from '../storage/collection';
import { Index, type IndexSpec } from '../storage/indexes';
import type { Document } from '../storage/values';
import type { Engine } from './env';
import { EngineDocs, EngineEntries } from './tables';

const COLLECTION_PREFIX = 'c:';
const NEXT_ID = 'next-id';

interface IndexRecord {
  id: number;
  spec: IndexSpec;
  multikey: boolean[];
}

interface CollectionRecord {
  id: number;
  db: string;
  name: string;
  options: Document;
  indexes: IndexRecord[];
}

const recordKey = (db: string, name: string) => `${COLLECTION_PREFIX}${db}.${name}`;

export class EngineCatalogStorage implements CatalogStorage {
  constructor(private readonly engine: Engine) {}

  private nextId(): number {
    const { meta } = this.engine.tables;
    const stored = meta.get(NEXT_ID);
    const id = (stored ? (deserialize(stored).n as number) : 0) + 1;
    meta.put(NEXT_ID, Buffer.from(serialize({ n: id })));
    return id;
  }

  private storageFor(id: number): CollectionStorage {
    const { docs, entries } = this.engine.tables;
    return {
      docs: new EngineDocs(docs, id),
      newEntries: () => new EngineEntries(entries, this.nextId()),
      indexesChanged: (coll) => this.save(coll, id),
    };
  }

  create(db: string, name: string, options: Document): CollectionStorage {
    const id = this.nextId();
    const record: CollectionRecord = { id, db, name, options, indexes: [] };
    this.engine.tables.meta.put(recordKey(db, name), Buffer.from(serialize(record)));
    return this.storageFor(id);
  }

  private save(coll: Collection, id: number): void {
    const indexes = [...coll.indexes.values()].map((index) => ({
      id: (index.store as EngineEntries).id,
      spec: index.spec,
      multikey: [...index.multikey],
    }));
    const record: CollectionRecord = { id, db: coll.db, name: coll.name, options: coll.options, indexes };
    this.engine.tables.meta.put(recordKey(coll.db, coll.name), Buffer.from(serialize(record)));
  }

  drop(coll: Collection): void {
    coll.clear();
    this.engine.tables.meta.remove(recordKey(coll.db, coll.name));
  }

  /** A catalog of every stored collection, its indexes served from their stored entries. */
  load(): Catalog {
    const catalog = new Catalog(this);
    const { meta, entries } = this.engine.tables;
    // The catalog is small (a record per collection): read at once.
    for (const { value } of meta.range(COLLECTION_PREFIX, 'c;', Number.MAX_SAFE_INTEGER)) {
      const record = deserialize(value) as CollectionRecord;
      const coll = new Collection(record.db, record.name, record.options ?? {}, this.storageFor(record.id));
      for (const index of record.indexes) {
        coll.attachIndex(new Index(index.spec, new EngineEntries(entries, index.id), index.multikey), true);
      }
      catalog.attach(coll);
    }
    return catalog;
  }
}
