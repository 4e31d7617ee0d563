// TTL indexes: documents whose indexed date (the earliest, for an array) is older than `expireAfterSeconds`
// are deleted by a periodic sweep, as mongod's TTL monitor does (mongod sweeps every 60 s; we sweep more often).
import type { Catalog } from './catalog';

/** Deletes expired documents; returns how many. The caller journals the recorded ops. */
export function sweepExpired(catalog: Catalog, now = Date.now()): number {
  let removed = 0;
  for (const colls of catalog.dbs.values()) {
    for (const coll of colls.values()) {
      for (const index of coll.indexes.values()) {
        const seconds = index.spec.expireAfterSeconds;
        if (typeof seconds !== 'number' || index.fields.length !== 1) continue;
        const cutoff = now - seconds * 1000;
        // Only dates expire: the index's run of dates up to the cutoff, read in order.
        for (const key of index.expiredBefore(cutoff)) {
          if (!coll.get(key)) continue;
          catalog.remove(coll, key);
          removed++;
        }
      }
    }
  }
  return removed;
}
