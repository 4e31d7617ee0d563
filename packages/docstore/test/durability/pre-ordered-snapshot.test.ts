// A data dir written by the docstore before its indexes were ordered (test/fixtures/pre-ordered-indexes: a snapshot
// plus a journal, with a compound descending index, a multikey one, a unique one and a TTL one) loads: the
// indexes are rebuilt from their specs at start-up and answer queries, uniqueness and expiry as before.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Document, MongoClient, MongoServerError } from 'mongodb';
import { startDocstore } from '@tracker/docstore';
import { eventually } from '../support/targets';

/** The documents the fixture holds, as the script that wrote it made them (then updated 1-3, deleted 4). */
function fixtureRows() {
  return Array.from({ length: 300 }, (_, i) => ({
    _id: i,
    userId: `u${i % 3}`,
    deleted: i % 10 === 0,
    date: i >= 1 && i <= 3 ? '2024-02-01' : `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
    keys: i >= 1 && i <= 3 ? ['w:updated'] : [`w:${i % 5}`, `w:${i % 7}`],
  })).filter((r) => r._id !== 4);
}

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'docstore-pre-ordered-'));
  await cp(join(__dirname, '../fixtures/pre-ordered-indexes'), dataDir, { recursive: true });
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test('a snapshot and journal written before ordered indexes load, with every index rebuilt and used', async () => {
  const db = await startDocstore({ dataDir, port: 0, ttlIntervalMs: 50, log: () => {} });
  const client = await new MongoClient(db.uri, { serverSelectionTimeoutMS: 5000 }).connect();
  try {
    const tx = client.db('app').collection<{ _id: number } & Document>('tx');
    expect((await tx.listIndexes().toArray()).map((i) => i.name).sort()).toEqual([
      '_id_',
      'expiry',
      'user_dedupe',
      'user_filter_keys',
      'user_list',
    ]);
    // The TTL index expires the one document dated 2020 soon after start-up.
    expect(await eventually(async () => (await tx.countDocuments({ _id: 7 })) === 0, 5000)).toBe(true);
    const rows = fixtureRows().filter((r) => r._id !== 7);
    expect(await tx.countDocuments()).toBe(rows.length);

    const live = rows
      .filter((r) => r.userId === 'u1' && !r.deleted)
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b._id - a._id));
    const page = await tx
      .find({ userId: 'u1', deleted: false })
      .sort({ date: -1, _id: -1 })
      .skip(5)
      .limit(30)
      .toArray();
    expect(page.map((d) => d._id)).toEqual(live.slice(5, 35).map((r) => r._id));

    const withWord = rows.filter((r) => r.userId === 'u0' && !r.deleted && r.keys.includes('w:3'));
    expect(await tx.countDocuments({ userId: 'u0', deleted: false, keys: 'w:3' })).toBe(withWord.length);
    expect((await tx.find({ keys: 'w:updated' }).toArray()).map((d) => d._id).sort()).toEqual([1, 2, 3]);

    const duplicate = await tx.insertOne({ _id: 1000, userId: 'u0', dedupeKey: 'd0' }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(duplicate).toBeInstanceOf(MongoServerError);
    expect((duplicate as MongoServerError).code).toBe(11000);
    expect(await client.db('app').collection('other').countDocuments()).toBe(1);
  } finally {
    await client.close();
    await db.close();
  }
});
