import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDocstore } from '@tracker/docstore';
import { MongoClient } from 'mongodb';

async function time(label: string, fn: () => Promise<unknown>) {
  const t = performance.now();
  const r = await fn();
  console.log(label, (performance.now() - t).toFixed(1), JSON.stringify(r).slice(0, 60));
}
async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'scratch-'));
  const ds = await startDocstore({ dataDir: dir, port: 0, log: () => {} });
  const client = await MongoClient.connect(ds.uri);
  const db = client.db('t');
  const c = db.collection('transactions');
  await c.createIndex({ userId: 1, deleted: 1, date: -1 });
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
  console.log('insert 1 index', Date.now() - t);
  await time('count exact', () => db.command({ count: 'transactions', query: { userId: 'u1', deleted: false } }));
  await time('count exact u only', () => db.command({ count: 'transactions', query: { userId: 'u1' } }));
  await time('count eq src', () => db.command({ count: 'transactions', query: { userId: 'u1', deleted: false, source: 'upload' } }));
  await time('count regex', () => db.command({ count: 'transactions', query: { userId: 'u1', deleted: false, description: { $regex: 'coffee', $options: 'i' } } }));
  await time('count regex obj', () => db.command({ count: 'transactions', query: { userId: 'u1', deleted: false, description: /coffee/i } }));
  await time('find sort limit', () => c.find({ userId: 'u1', deleted: false }).sort({ date: -1 }).limit(20).toArray().then((r) => r.length));
  await time('find sort skip deep', () => c.find({ userId: 'u1', deleted: false }).sort({ date: -1 }).skip(90000).limit(20).toArray().then((r) => r.length));
  await client.close();
  await ds.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
