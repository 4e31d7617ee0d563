// Docstore benchmark: `npx tsx packages/docstore/bench/index.ts`. Runs the server as its own process (the CLI, as
// `npm start` does) and prints labelled figures: insert throughput (small documents, and transactions-like
// documents under the transactions service's 5 indexes), a per-user page query among 1,000,000 documents through
// an index on userId and through one on { userId, date } (which serves the sort), the same query without an
// index, the deep page, a range count and a filtered list of one user with 100,000 transactions, and start-up time
// and resident memory with the 1,000,000 documents on disk. Figures only: nothing here asserts a timing.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, ObjectId, type Collection } from 'mongodb';
import { benchMillion } from './scale';
import { storeBytes } from '../test/support/journal-files';
import { residentMemoryMb, spawnDocstore, type ServerProcess } from '../test/support/server-process';

const INSERT_DOCS = 100_000;
const INSERT_BATCH = 1_000;
const BIG_DOCS = 1_000_000;
const BIG_BATCH = 10_000;
const USERS = 100;
const PAGE = 50;
const INDEXED_QUERIES = 50;
const SCAN_QUERIES = 5;
const START_TIMEOUT_MS = 300_000;
const USER_TXNS = 100_000;
const DEEP_SKIP = 99_980;
const LIST_PAGE = 20;
const USER_QUERIES = 20;

interface Transaction {
  userId: string;
  date: Date;
  amount: number;
  category: string;
  description: string;
  accountId: string;
}

const CATEGORIES = ['groceries', 'rent', 'transport', 'eating-out', 'utilities', 'salary', 'shopping', 'health'];
const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2020, 0, 1);

function transaction(i: number): Transaction {
  return {
    userId: `u${i % USERS}`,
    date: new Date(EPOCH + (i % 1500) * DAY_MS + (i % 86_400) * 1000),
    amount: Math.round(((i * 7919) % 100_000) - 50_000) / 100,
    category: CATEGORIES[i % CATEGORIES.length],
    description: `Card payment ${i}`,
    accountId: `acc-${i % 7}`,
  };
}

function percentile(sorted: number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)];
}

interface Timing {
  median: number;
  p95: number;
  runs: number;
}

/** Runs `query` once to warm up, then `runs` times; `query(q)` returns how many results it got, checked by `expect`. */
async function time(runs: number, query: (q: number) => Promise<number>, expected: number): Promise<Timing> {
  await query(runs); // warm-up: the first query pays for connection and JIT
  const times: number[] = [];
  for (let q = 0; q < runs; q++) {
    const t0 = performance.now();
    const got = await query(q);
    times.push(performance.now() - t0);
    if (got !== expected) throw new Error(`query ${q} returned ${got}, not ${expected}`);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), runs };
}

async function timePageQueries(coll: Collection<Transaction>, runs: number): Promise<Timing> {
  const page = async (q: number) =>
    (
      await coll
        .find({ userId: `u${(q * 37) % USERS}` })
        .sort({ date: -1 })
        .limit(PAGE)
        .toArray()
    ).length;
  return time(runs, page, PAGE);
}

const timing = (t: Timing, digits = 2) =>
  `median ${fmt(t.median, digits)} ms, p95 ${fmt(t.p95, digits)} ms (${t.runs} queries)`;

async function withServer<T>(
  dataDir: string,
  use: (server: ServerProcess, client: MongoClient) => Promise<T>,
): Promise<T> {
  const server = await spawnDocstore({ dataDir, timeoutMs: START_TIMEOUT_MS });
  const client = await new MongoClient(server.uri).connect();
  try {
    return await use(server, client);
  } finally {
    await client.close();
    await server.stop('SIGTERM');
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rows: [string, string][] = [];
function report(label: string, value: string): void {
  rows.push([label, value]);
  process.stderr.write(`  ${label}: ${value}\n`);
}

async function benchInsert(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docstore-bench-insert-'));
  try {
    await withServer(dataDir, async (_server, client) => {
      const coll = client.db('bench').collection('small');
      const t0 = performance.now();
      for (let start = 0; start < INSERT_DOCS; start += INSERT_BATCH) {
        const batch = Array.from({ length: INSERT_BATCH }, (_, k) => ({
          n: start + k,
          label: `item ${start + k}`,
          ok: true,
        }));
        await coll.insertMany(batch);
      }
      const seconds = (performance.now() - t0) / 1000;
      report(
        `insert ${fmt(INSERT_DOCS)} small documents (insertMany, ${fmt(INSERT_BATCH)} a batch)`,
        `${fmt(INSERT_DOCS / seconds)} docs/s (${fmt(seconds, 1)} s)`,
      );
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchBigCollection(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docstore-bench-1m-'));
  try {
    await withServer(dataDir, async (_server, client) => {
      const coll = client.db('bench').collection<Transaction>('transactions');
      await coll.createIndex({ userId: 1 });
      const t0 = performance.now();
      for (let start = 0; start < BIG_DOCS; start += BIG_BATCH) {
        await coll.insertMany(Array.from({ length: BIG_BATCH }, (_, k) => transaction(start + k)));
      }
      const seconds = (performance.now() - t0) / 1000;
      report(
        `load ${fmt(BIG_DOCS)} documents of ${USERS} users (indexed on userId)`,
        `${fmt(BIG_DOCS / seconds)} docs/s (${fmt(seconds, 1)} s)`,
      );

      const query = `find({ userId }).sort({ date: -1 }).limit(${PAGE})`;
      report(`${query}, index on userId`, timing(await timePageQueries(coll, INDEXED_QUERIES)));

      const t1 = performance.now();
      await coll.createIndex({ userId: 1, date: -1 });
      report(
        `createIndex({ userId: 1, date: -1 }) over ${fmt(BIG_DOCS)} documents`,
        `${fmt(performance.now() - t1)} ms`,
      );
      report(`${query}, index on { userId: 1, date: -1 }`, timing(await timePageQueries(coll, INDEXED_QUERIES)));

      await coll.dropIndex('userId_1');
      await coll.dropIndex('userId_1_date_-1');
      report(`${query}, indexes dropped (full scan)`, timing(await timePageQueries(coll, SCAN_QUERIES), 1));
      // Production keeps the indexes, so the restart below rebuilds them as a real start-up would.
      await coll.createIndex({ userId: 1 });
      await coll.createIndex({ userId: 1, date: -1 });
    });

    const onDisk = await storeBytes(dataDir);
    report(
      'data dir after a graceful stop',
      `${fmt((onDisk.journal + onDisk.snapshot) / 1048576, 1)} MB (${onDisk.files.join(', ')})`,
    );

    await withServer(dataDir, async (server, client) => {
      report(`start-up with ${fmt(BIG_DOCS)} documents (spawn until the ready line)`, `${fmt(server.startupMs)} ms`);
      report('resident memory after start-up (VmRSS)', `${fmt(await residentMemoryMb(server.pid))} MB`);
      const count = await client.db('bench').collection('transactions').estimatedDocumentCount();
      if (count !== BIG_DOCS) throw new Error(`restarted server holds ${count} documents, not ${BIG_DOCS}`);
      const t0 = performance.now();
      await client
        .db('bench')
        .collection('transactions')
        .find({ userId: 'u7' })
        .sort({ date: -1 })
        .limit(PAGE)
        .toArray();
      report('first page query after start-up', `${fmt(performance.now() - t0, 1)} ms`);
      report('resident memory after that query (VmRSS)', `${fmt(await residentMemoryMb(server.pid))} MB`);
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A row shaped like the transactions service's (see services/transactions/src/routes/transactions/model.ts). */
interface StoredTransaction {
  userId: string;
  accountId: ObjectId | null;
  date: string;
  description: string;
  category: string | null;
  amountCents: number;
  isIncome: boolean;
  transactionType: string | null;
  tags: string[];
  source: string;
  aiCategorised: boolean;
  confidence: number | null;
  pending: boolean;
  deleted: boolean;
  dedupeKey: string;
  importId: ObjectId | null;
  institution: string | null;
  keys: string[];
  createdAt: Date;
}

const MERCHANTS = [
  'tesco',
  'coffee',
  'shell',
  'amazon',
  'uber',
  'netflix',
  'boots',
  'pret',
  'ikea',
  'trainline',
  'asda',
  'deliveroo',
];
const ACCOUNTS = [new ObjectId(), new ObjectId(), null];

function storedTransaction(i: number, userId: string, importId: ObjectId): StoredTransaction {
  const merchant = MERCHANTS[i % MERCHANTS.length];
  const description = `card payment ${merchant} store ${i % 97} ref ${i}`;
  const day = new Date(EPOCH + (i % 1800) * DAY_MS).toISOString().slice(0, 10);
  return {
    userId,
    accountId: ACCOUNTS[i % ACCOUNTS.length],
    date: day,
    description,
    category: CATEGORIES[i % CATEGORIES.length],
    amountCents: (i * 7919) % 100_000,
    isIncome: i % 10 === 0,
    transactionType: i % 10 === 0 ? 'income' : 'expense',
    tags: [],
    source: 'upload',
    aiCategorised: true,
    confidence: 0.9,
    pending: false,
    deleted: i % 50 === 0,
    dedupeKey: `${day}|${i}|1`,
    importId,
    institution: null,
    // Description words (about 6 a row) as the service's `keys` multikey field holds them.
    keys: description.split(' ').map((w) => `w:${w}`),
    createdAt: new Date(EPOCH + i * 1000),
  };
}

/** One user with 100,000 transactions under the transactions service's indexes. */
async function benchTransactions(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docstore-bench-txn-'));
  try {
    await withServer(dataDir, async (_server, client) => {
      const coll = client.db('bench').collection<StoredTransaction>('transactions');
      await coll.createIndex({ userId: 1, deleted: 1, keys: 1 }, { name: 'user_filter_keys' });
      await coll.createIndex({ userId: 1, deleted: 1, date: -1, _id: -1 }, { name: 'user_list' });
      await coll.createIndex({ userId: 1, deleted: 1, amountCents: 1 }, { name: 'user_amount' });
      await coll.createIndex({ userId: 1, deleted: 1, category: 1 }, { name: 'user_category' });
      await coll.createIndex({ userId: 1, dedupeKey: 1 }, { name: 'user_dedupe', unique: true });
      const userId = 'user-with-many';
      const importId = new ObjectId();
      const t0 = performance.now();
      for (let start = 0; start < USER_TXNS; start += INSERT_BATCH) {
        await coll.insertMany(
          Array.from({ length: INSERT_BATCH }, (_, k) => storedTransaction(start + k, userId, importId)),
        );
      }
      const seconds = (performance.now() - t0) / 1000;
      report(
        `insert ${fmt(USER_TXNS)} transactions of one user under 5 indexes (1 multikey), ${fmt(INSERT_BATCH)} a batch`,
        `${fmt(USER_TXNS / seconds)} docs/s (${fmt(seconds, 1)} s)`,
      );
      const live = { userId, deleted: false };
      const liveCount = await coll.countDocuments(live);
      const list = (skip: number, filter: object = live) =>
        coll.find(filter).sort({ date: -1, _id: -1 }).skip(skip).limit(LIST_PAGE).toArray();
      const listQuery = 'find({ userId, deleted: false }).sort({ date: -1, _id: -1 })';
      report(
        `${listQuery}.limit(${LIST_PAGE}), first page`,
        timing(await time(USER_QUERIES, async () => (await list(0)).length, LIST_PAGE)),
      );
      const deepSkip = Math.min(DEEP_SKIP, liveCount - LIST_PAGE);
      report(
        `${listQuery}.skip(${fmt(deepSkip)}).limit(${LIST_PAGE}), last page of ${fmt(liveCount)}`,
        timing(await time(USER_QUERIES, async () => (await list(deepSkip)).length, LIST_PAGE)),
      );
      const range = { ...live, amountCents: { $gte: 20_000, $lte: 40_000 } };
      const inRange = await coll.countDocuments(range);
      report(
        `countDocuments({ userId, deleted: false, amountCents: { $gte, $lte } }) = ${fmt(inRange)}`,
        timing(await time(USER_QUERIES, () => coll.countDocuments(range), inRange)),
      );
      const countCommand = async () =>
        Number((await client.db('bench').command({ count: 'transactions', query: live })).n);
      report(
        `count command { userId, deleted: false } = ${fmt(liveCount)}`,
        timing(await time(USER_QUERIES, countCommand, liveCount)),
      );
      const word = { ...live, keys: 'w:coffee' };
      report(
        `${listQuery.replace('deleted: false', "deleted: false, keys: 'w:coffee'")}.limit(${LIST_PAGE})`,
        timing(await time(USER_QUERIES, async () => (await list(0, word)).length, LIST_PAGE)),
      );
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  process.stderr.write(`docstore benchmark on Node ${process.versions.node}, ${cpus().length} cores\n`);
  // DOCSTORE_BENCH=scale runs only the million-document figures (restart after kill -9, memory, imports).
  if (process.env.DOCSTORE_BENCH !== 'scale') {
    await benchInsert();
    await benchTransactions();
    await benchBigCollection();
  }
  await benchMillion(report);
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = [
    '',
    `docstore benchmark (Node ${process.versions.node}, ${cpus().length} cores, ${fmt((performance.now() - started) / 1000, 0)} s in all)`,
    `${'figure'.padEnd(width)}  value`,
    `${'-'.repeat(width)}  ${'-'.repeat(40)}`,
    ...rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`benchmark failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
