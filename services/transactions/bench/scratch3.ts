import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDocstore } from '@tracker/docstore';
import { MongoClient } from 'mongodb';

function words(s: string): string[] {
  return [...new Set(s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && !/\d{3}/.test(w)))];
}
async function run(mode: number) {
  const dir = await mkdtemp(join(tmpdir(), 'scratch-'));
  const ds = await startDocstore({ dataDir: dir, port: 0, log: () => {} });
  const client = await MongoClient.connect(ds.uri);
  const db = client.db('t');
  const c = db.collection('transactions');
  await c.createIndex({ userId: 1, deleted: 1, date: -1 });
  await c.createIndex({ userId: 1, dedupeKey: 1 }, { unique: true });
  if (mode >= 1) await c.createIndex({ userId: 1, deleted: 1, keys: 1 });
  if (mode >= 2) await c.createIndex({ deletedAt: 1 }, { expireAfterSeconds: 100000, sparse: true });
  const merchants = Array.from({ length: 300 }, (_, i) => `MERCHANT${i} ${['LONDON', 'PARIS', 'SEATTLE'][i % 3]}`);
  const N = 50_000;
  const t = Date.now();
  for (let b = 0; b < N; b += 2000) {
    const docs = [];
    for (let i = b; i < b + 2000; i++) {
      const description = `CARD PAYMENT TO ${merchants[i % 300]} REF ${i}`;
      docs.push({ userId: 'u1', accountId: 'acc', date: '2024-01-01', description, category: 'Groceries', amountCents: i, isIncome: false, transactionType: 'Expense', tags: [], source: 'upload', aiCategorised: true, pending: false, deleted: false, dedupeKey: `k${i}#1`, ...(mode >= 1 ? { keys: [...words(description), 'c:groceries', 's:upload', 'a:acc'] } : {}) });
    }
    await c.insertMany(docs, { ordered: false });
  }
  console.log('mode', mode, 'insert rows/s', Math.round(N / ((Date.now() - t) / 1000)));
  if (mode >= 1) {
    for (let k = 0; k < 3; k++) {
    const tt = performance.now();
    const f = { userId: 'u1', deleted: false, keys: 'merchant17', description: { $regex: 'merchant17 ', $options: 'i' } };
    const r = await Promise.all([c.find(f).sort({ date: -1 }).skip(100).limit(20).toArray(), db.command({ count: 'transactions', query: f })]);
    console.log('narrowed query ms', (performance.now() - tt).toFixed(1), r[0].length, r[1].n);
    }
  }
  await client.close();
  await ds.close();
}
run(0).then(() => run(1)).then(() => run(2)).catch((e) => { console.error(e); process.exit(1); });
