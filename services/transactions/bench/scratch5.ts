import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDocstore } from '@tracker/docstore';
import { MongoClient } from 'mongodb';
async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'scratch-'));
  const ds = await startDocstore({ dataDir: dir, port: 0, log: () => {} });
  const client = await MongoClient.connect(ds.uri);
  const c = client.db('t').collection('transactions');
  await c.createIndex({ userId: 1, dedupeKey: 1 }, { unique: true });
  const docs = Array.from({ length: 20000 }, (_, i) => ({ userId: 'u1', dedupeKey: `k${i}#1` }));
  let t = performance.now();
  await c.insertMany(docs, { ordered: false });
  console.log('insert 20000 tiny', (performance.now() - t).toFixed(0));
  for (const size of [2000, 200, 100, 50, 10]) {
    const keys = Array.from({ length: 2000 }, (_, i) => `k${i + 10000}#1`);
    t = performance.now();
    const chunks = [];
    for (let i = 0; i < keys.length; i += size) chunks.push(keys.slice(i, i + size));
    const found = await Promise.all(chunks.map((ch) => c.find({ userId: 'u1', dedupeKey: { $in: ch } }, { projection: { dedupeKey: 1, _id: 0 } }).toArray()));
    console.log('chunk', size, 'found', found.flat().length, 'ms', (performance.now() - t).toFixed(0));
  }
  await client.close();
  await ds.close();
}
main();
