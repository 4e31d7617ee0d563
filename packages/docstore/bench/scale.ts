// The docstore at a million documents, as `npm start` runs it (the CLI as its own process, encrypted at rest):
// 1,000,000 transactions under the transactions service's indexes, half of them one user's; then how fast an
// import goes into an empty user and into that 500,000-row user, that user's first list page and all-time summary,
// resident memory, and the time from `kill -9` until the store answers that list page again, with memory after.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Collection, MongoClient, ObjectId } from 'mongodb';
import { residentMemoryMb, spawnDocstore } from '../test/support/server-process';

const BIG_USER_ROWS = 500_000;
const OTHER_ROWS = 500_000;
const OTHER_USERS = 100;
const LOAD_BATCH = 10_000;
const IMPORT_ROWS = 20_000;
const IMPORT_BATCH = 1_000;
const LIST_PAGE = 50;
const QUERY_RUNS = 5;
const START_TIMEOUT_MS = 600_000;
export const BIG_USER = 'user-500k';
const CATEGORIES = ['groceries', 'rent', 'transport', 'eating-out', 'utilities', 'salary', 'shopping', 'health'];
const MERCHANTS = ['tesco', 'coffee', 'shell', 'amazon', 'uber', 'netflix', 'boots', 'pret', 'ikea', 'asda'];
const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2015, 0, 1);
export const KEY = Buffer.alloc(32, 7).toString('base64');

type Report = (label: string, value: string) => void;

/** A row shaped like the transactions service's (services/transactions/src/routes/transactions/model.ts). */
export function row(i: number, userId: string, importId: ObjectId) {
  const merchant = MERCHANTS[i % MERCHANTS.length];
  const description = `card payment ${merchant} store ${i % 97} ref ${i}`;
  const date = new Date(EPOCH + (i % 3650) * DAY_MS).toISOString().slice(0, 10);
  return {
    userId,
    accountId: null,
    date,
    description,
    category: CATEGORIES[i % CATEGORIES.length],
    amountCents: (i * 7919) % 100_000,
    currency: 'GBP',
    isIncome: i % 10 === 0,
    transactionType: i % 10 === 0 ? 'income' : 'expense',
    tags: [],
    source: 'upload',
    pending: false,
    deleted: i % 50 === 0,
    dedupeKey: `${date}|${i}|1`,
    importId,
    keys: description.split(' ').map((w) => `w:${w}`),
    createdAt: new Date(EPOCH + i * 1000),
  };
}
type Row = ReturnType<typeof row>;

export async function createServiceIndexes(coll: Collection<Row>): Promise<void> {
  await coll.createIndex({ userId: 1, deleted: 1, keys: 1 }, { name: 'user_filter_keys' });
  await coll.createIndex({ userId: 1, deleted: 1, date: -1, _id: -1 }, { name: 'user_list' });
  await coll.createIndex({ userId: 1, deleted: 1, amountCents: 1 }, { name: 'user_amount' });
  await coll.createIndex({ userId: 1, deleted: 1, category: 1 }, { name: 'user_category' });
  await coll.createIndex({ userId: 1, dedupeKey: 1 }, { name: 'user_dedupe', unique: true });
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function insertRows(
  coll: Collection<Row>,
  from: number,
  count: number,
  batch: number,
  user: (i: number) => string,
) {
  const importId = new ObjectId();
  const t0 = performance.now();
  for (let start = from; start < from + count; start += batch) {
    const size = Math.min(batch, from + count - start);
    await coll.insertMany(Array.from({ length: size }, (_, k) => row(start + k, user(start + k), importId)));
  }
  return count / ((performance.now() - t0) / 1000);
}

export const listPage = (coll: Collection<Row>) =>
  coll.find({ userId: BIG_USER, deleted: false }).sort({ date: -1, _id: -1 }).limit(LIST_PAGE).toArray();

/** The dashboard summary's aggregation over every live row of the user (services/transactions/src/fx). */
export const summary = (coll: Collection<Row>) =>
  coll
    .aggregate([
      { $match: { userId: BIG_USER, deleted: false } },
      {
        $group: {
          _id: { isIncome: '$isIncome', category: '$category' },
          cents: { $sum: '$amountCents' },
          count: { $sum: 1 },
        },
      },
    ])
    .toArray();

async function medianMs(run: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < QUERY_RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (i: number) => fmt(times[i], 1);
  return `median ${at(Math.floor(times.length / 2))} ms, min ${at(0)} ms, max ${at(times.length - 1)} ms (${QUERY_RUNS} runs)`;
}

export async function benchMillion(report: Report): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docstore-bench-scale-'));
  const env = { DATA_ENCRYPTION_KEY: KEY };
  try {
    let server = await spawnDocstore({ dataDir, env, timeoutMs: START_TIMEOUT_MS });
    let client = await new MongoClient(server.uri).connect();
    let coll = client.db('bench').collection<Row>('transactions');
    await createServiceIndexes(coll);
    const loadRate = await insertRows(coll, 0, BIG_USER_ROWS + OTHER_ROWS, LOAD_BATCH, (i) =>
      i < BIG_USER_ROWS ? BIG_USER : `u${i % OTHER_USERS}`,
    );
    report('scale: load 1,000,000 rows (500,000 of one user) under 5 indexes', `${fmt(loadRate)} rows/s`);
    const base = BIG_USER_ROWS + OTHER_ROWS;
    const fresh = await insertRows(coll, base, IMPORT_ROWS, IMPORT_BATCH, () => 'user-new');
    report(`scale: import ${fmt(IMPORT_ROWS)} rows into an empty user`, `${fmt(fresh)} rows/s`);
    const big = await insertRows(coll, base + IMPORT_ROWS, IMPORT_ROWS, IMPORT_BATCH, () => BIG_USER);
    report(`scale: import ${fmt(IMPORT_ROWS)} rows into the 500,000-row user`, `${fmt(big)} rows/s`);
    report(`scale: list page (limit ${LIST_PAGE}) of the 500,000-row user`, await medianMs(() => listPage(coll)));
    report('scale: all-time summary ($match + $group) of that user', await medianMs(() => summary(coll)));
    report('scale: resident memory before kill -9 (VmRSS)', `${fmt(await residentMemoryMb(server.pid))} MB`);

    await client.close(true);
    const killedAt = performance.now();
    await server.killNow();
    try {
      server = await spawnDocstore({ dataDir, env, timeoutMs: START_TIMEOUT_MS });
    } catch {
      report('scale: kill -9 to ready line', `not ready after ${fmt(START_TIMEOUT_MS / 1000)} s (stopped waiting)`);
      return;
    }
    const readyAt = performance.now();
    client = await new MongoClient(server.uri).connect();
    coll = client.db('bench').collection<Row>('transactions');
    const page = await listPage(coll);
    const servedAt = performance.now();
    if (page.length !== LIST_PAGE) throw new Error(`list page after restart has ${page.length} rows`);
    report('scale: kill -9 to ready line', `${fmt((readyAt - killedAt) / 1000, 2)} s`);
    report('scale: kill -9 to the first list page answered', `${fmt((servedAt - killedAt) / 1000, 2)} s`);
    report('scale: resident memory after restart and first page', `${fmt(await residentMemoryMb(server.pid))} MB`);
    report('scale: summary after restart', await medianMs(() => summary(coll)));
    const count = await coll.estimatedDocumentCount();
    if (count !== base + 2 * IMPORT_ROWS) throw new Error(`restarted store holds ${count} rows`);
    report('scale: resident memory after restart, page and summaries', `${fmt(await residentMemoryMb(server.pid))} MB`);
    await client.close();
    await server.stop('SIGTERM');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
