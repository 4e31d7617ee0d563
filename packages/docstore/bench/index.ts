// Docstore benchmark: `npx tsx packages/docstore/bench/index.ts`. Runs the server as its own process (the CLI, as
// `npm start` does) and prints labelled figures: insert throughput, an indexed per-user page query among
// 1,000,000 documents, the same query without the index, and start-up time and resident memory with those
// 1,000,000 documents on disk. Figures only: nothing here asserts a timing.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Collection } from 'mongodb';
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

async function timePageQueries(coll: Collection<Transaction>, runs: number): Promise<Timing> {
  const page = (user: number) =>
    coll
      .find({ userId: `u${user % USERS}` })
      .sort({ date: -1 })
      .limit(PAGE)
      .toArray();
  await page(USERS - 1); // warm-up: the first query pays for connection and JIT
  const times: number[] = [];
  for (let q = 0; q < runs; q++) {
    const t0 = performance.now();
    const docs = await page(q * 37);
    times.push(performance.now() - t0);
    if (docs.length !== PAGE) throw new Error(`page query returned ${docs.length} documents, not ${PAGE}`);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), runs };
}

async function withServer<T>(dataDir: string, use: (server: ServerProcess, client: MongoClient) => Promise<T>): Promise<T> {
  const server = await spawnDocstore({ dataDir, timeoutMs: START_TIMEOUT_MS });
  const client = await new MongoClient(server.uri).connect();
  try {
    return await use(server, client);
  } finally {
    await client.close();
    await server.stop('SIGTERM');
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
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
        const batch = Array.from({ length: INSERT_BATCH }, (_, k) => ({ n: start + k, label: `item ${start + k}`, ok: true }));
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

      const indexed = await timePageQueries(coll, INDEXED_QUERIES);
      const query = `find({ userId }).sort({ date: -1 }).limit(${PAGE})`;
      report(
        `${query}, index on userId`,
        `median ${fmt(indexed.median, 2)} ms, p95 ${fmt(indexed.p95, 2)} ms (${indexed.runs} queries)`,
      );

      await coll.dropIndex('userId_1');
      const scanned = await timePageQueries(coll, SCAN_QUERIES);
      report(
        `${query}, index dropped (full scan)`,
        `median ${fmt(scanned.median, 1)} ms, p95 ${fmt(scanned.p95, 1)} ms (${scanned.runs} queries)`,
      );
      // Production keeps the index, so the restart below rebuilds it as a real start-up would.
      await coll.createIndex({ userId: 1 });
    });

    const onDisk = await storeBytes(dataDir);
    report('data dir after a graceful stop', `${fmt((onDisk.journal + onDisk.snapshot) / 1048576, 1)} MB (${onDisk.files.join(', ')})`);

    await withServer(dataDir, async (server, client) => {
      report(`start-up with ${fmt(BIG_DOCS)} documents (spawn until the ready line)`, `${fmt(server.startupMs)} ms`);
      report('resident memory after start-up (VmRSS)', `${fmt(await residentMemoryMb(server.pid))} MB`);
      const count = await client.db('bench').collection('transactions').estimatedDocumentCount();
      if (count !== BIG_DOCS) throw new Error(`restarted server holds ${count} documents, not ${BIG_DOCS}`);
      const t0 = performance.now();
      await client.db('bench').collection('transactions').find({ userId: 'u7' }).sort({ date: -1 }).limit(PAGE).toArray();
      report('first page query after start-up', `${fmt(performance.now() - t0, 1)} ms`);
      report('resident memory after that query (VmRSS)', `${fmt(await residentMemoryMb(server.pid))} MB`);
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  process.stderr.write(`docstore benchmark on Node ${process.versions.node}, ${cpus().length} cores\n`);
  await benchInsert();
  await benchBigCollection();
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
