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
  await c.createIndex({ userId: 1, deleted: 1, date: -1 });
  await c.createIndex({ userId: 1, dedupeKey: 1 }, { unique: true });
  await c.createIndex({ userId: 1, pending: 1, deleted: 1 });
  await c.createIndex({ userId: 1, source: 1, deleted: 1 });
  await c.createIndex({ deletedAt: 1 }, { expireAfterSeconds: 2592000 });
  const words = ['STARBUCKS', 'COFFEE', 'TESCO', 'UBER', 'RENT', 'SALARY', 'AMAZON', 'NETFLIX', 'SHELL', 'PHARMACY'];
  const N = 100_000;
  let t = Date.now();
  for (let b = 0; b < N; b += 2000) {
    const docs = [];
    for (let i = b; i < b + 2000; i++) {
      docs.push({ userId: 'u1', accountId: 'a1', date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`, description: `${words[i % 10]} ${words[(i * 7) % 10]} #${i}`, category: 'Groceries', amountCents: i * 13 % 100000, isIncome: i % 10 === 0, transactionType: 'Expense', tags: [], source: 'upload', aiCategorised: true, pending: i % 7 === 0, deleted: false, deletedAt: null, dedupeKey: `k${i}#1`, importId: 'imp', createdAt: new Date() });
    }
    await c.insertMany(docs, { ordered: false });
  }
  console.log('insert', N, 'ms', Date.now() - t, 'rows/s', Math.round(N / ((Date.now() - t) / 1000)));
  const times: number[] = [];
  for (let k = 0; k < 20; k++) {
    t = performance.now();
    const filter = { userId: 'u1', deleted: false, description: { $regex: 'coffee', $options: 'i' } };
    const [rows, cnt] = await Promise.all([
      c.find(filter).sort({ date: -1, _id: -1 }).skip(5000).limit(20).toArray(),
      client.db('t').command({ count: 'transactions', query: filter }),
    ]);
    times.push(performance.now() - t);
    if (k === 0) console.log(rows.length, cnt.n);
  }
  times.sort((a, b) => a - b);
  console.log('list desc filter p50', times[10].toFixed(1), 'p95', times[18].toFixed(1));
  const t2: number[] = [];
  for (let k = 0; k < 10; k++) {
    t = performance.now();
    const filter = { userId: 'u1', deleted: false };
    await Promise.all([c.find(filter).sort({ date: -1, _id: -1 }).skip(90000).limit(20).toArray(), client.db('t').command({ count: 'transactions', query: filter })]);
    t2.push(performance.now() - t);
  }
  t2.sort((a, b) => a - b);
  console.log('list nofilter deep p50', t2[5].toFixed(1), 'max', t2[9].toFixed(1));
  t = performance.now();
  const cd = await c.countDocuments({ userId: 'u1', deleted: false });
  console.log('countDocuments', cd, (performance.now() - t).toFixed(1));
  t = performance.now();
  const keys = Array.from({ length: 2000 }, (_, i) => `k${i + 50000}#1`);
  const ex = await c.find({ userId: 'u1', dedupeKey: { $in: keys } }, { projection: { dedupeKey: 1 } }).toArray();
  console.log('dedupe lookup', ex.length, (performance.now() - t).toFixed(1));
  console.log('rss MB', Math.round(process.memoryUsage().rss / 1e6));
  await client.close();
  await ds.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
