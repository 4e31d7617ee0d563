// A data directory in the journal format (journal-*.log and snapshot-*.db, as the docstore wrote them before its
// storage engine) is converted at the first start: every document, index and key kept, a torn journal tail
// dropped as its replay always did, progress in the log, the old files deleted once the result is checked, and a
// start killed midway resumes where it stopped.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, truncate } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'bson';
import { MongoClient, type MongoServerError } from 'mongodb';
import { RecordCipher } from '@tracker/cipher';
import { startDocstore } from '@tracker/docstore';
import { Journal } from '../../src/journal/journal';
import { Catalog } from '../../src/storage/catalog';
import { currentJournal, recordSpans } from '../support/journal-files';
import { CLI_PATH, REPO_ROOT, spawnDocstore } from '../support/server-process';

jest.setTimeout(300_000);

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'docstore-migrate-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Writes `dir` in the journal format: each step's changes as one journal record, as the old server did. */
async function writeJournalFormat(dir: string, key: Buffer, steps: Array<(catalog: Catalog) => void>) {
  const catalog = new Catalog();
  const cipher = new RecordCipher([key]);
  const { journal } = await Journal.open(dir, { log: () => {}, cipher }, (op) => catalog.apply(op));
  for (const step of steps) {
    step(catalog);
    journal.append(catalog.takeOps());
  }
  await journal.durable();
  await journal.close();
}

const row = (i: number) =>
  Buffer.from(
    serialize({ _id: i, userId: `u${i % 3}`, ref: `r${i}`, date: `2024-01-${String((i % 28) + 1).padStart(2, '0')}` }),
  );

function journalSteps(rows: number): Array<(catalog: Catalog) => void> {
  return [
    (catalog) => {
      const tx = catalog.ensureCollection('app', 'tx');
      catalog.createIndex(tx, { v: 2, key: { userId: 1, date: -1 }, name: 'user_date' });
      catalog.createIndex(tx, { v: 2, key: { userId: 1, ref: 1 }, name: 'user_ref', unique: true });
      catalog.insert(catalog.ensureCollection('app', 'gone'), Buffer.from(serialize({ _id: 'x' })));
    },
    ...Array.from({ length: rows / 1000 }, (_, b) => (catalog: Catalog) => {
      const tx = catalog.ensureCollection('app', 'tx');
      for (let i = b * 1000; i < (b + 1) * 1000; i++) catalog.insert(tx, row(i));
    }),
    (catalog) => {
      const tx = catalog.ensureCollection('app', 'tx');
      for (let i = 0; i < 10; i++) catalog.remove(tx, `n${i}`);
      catalog.replace(tx, 'n20', Buffer.from(serialize({ _id: 20, userId: 'u2', ref: 'r20', date: '2025-12-31' })));
      catalog.dropCollection('app', 'gone');
    },
  ];
}

const oldFiles = async (dir: string) => (await readdir(dir)).filter((f) => /^(journal|snapshot)-/.test(f));

test('a journal-format data dir is converted at the first start, checked, and its old files deleted', async () => {
  const key = randomBytes(32);
  await writeJournalFormat(dataDir, key, journalSteps(3000));
  expect(await oldFiles(dataDir)).not.toEqual([]);
  const logs: string[] = [];
  const db = await startDocstore({ dataDir, port: 0, encryptionKeys: [key], log: (m) => logs.push(m) });
  const client = await new MongoClient(db.uri).connect();
  try {
    const tx = client.db('app').collection<{ _id: number; userId: string; ref: string; date: string }>('tx');
    expect(await tx.countDocuments()).toBe(2990);
    expect((await tx.listIndexes().toArray()).map((i) => i.name).sort()).toEqual(['_id_', 'user_date', 'user_ref']);
    const page = await tx.find({ userId: 'u2' }).sort({ date: -1 }).limit(2).toArray();
    expect(page[0]).toEqual({ _id: 20, userId: 'u2', ref: 'r20', date: '2025-12-31' });
    const dup = await tx.insertOne({ _id: 99_999, userId: 'u1', ref: 'r100', date: 'x' }).catch((e: unknown) => e);
    expect((dup as MongoServerError).code).toBe(11000);
    expect(await client.db('app').listCollections().toArray()).toHaveLength(1);
  } finally {
    await client.close();
    await db.close();
  }
  expect(logs.some((m) => /migration: converting/.test(m))).toBe(true);
  expect(logs.some((m) => /migration: checked/.test(m))).toBe(true);
  expect(await oldFiles(dataDir)).toEqual([]);
  expect(await readdir(dataDir)).toContain('docstore.db');
});

test('a torn journal tail is dropped by the conversion and everything before it kept', async () => {
  const key = randomBytes(32);
  await writeJournalFormat(dataDir, key, [
    ...journalSteps(2000),
    (catalog) => catalog.insert(catalog.ensureCollection('app', 'tx'), row(5000)),
  ]);
  const path = await currentJournal(dataDir);
  const last = recordSpans(await readFile(path)).at(-1);
  if (!last) throw new Error('no record');
  await truncate(path, last.payloadStart + Math.floor((last.end - last.payloadStart) / 2));
  const db = await startDocstore({ dataDir, port: 0, encryptionKeys: [key], log: () => {} });
  const client = await new MongoClient(db.uri).connect();
  try {
    const tx = client.db('app').collection('tx');
    expect(await tx.countDocuments()).toBe(1990);
    expect(await tx.findOne({ _id: 5000 as never })).toBeNull();
  } finally {
    await client.close();
    await db.close();
  }
});

/** Starts the CLI on `dataDir` and SIGKILLs it as soon as its log shows converted documents. */
function killDuringConversion(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI_PATH], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, DATA_DIR: dataDir, DOCSTORE_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: string) => {
      log += chunk;
      if (/documents converted/.test(log)) child.kill('SIGKILL');
    });
    child.stdout.on('data', () => reject(new Error(`the conversion finished before the kill: ${log}`)));
    child.once('exit', () => resolve(log));
  });
}

test('a conversion killed midway resumes at the next start', async () => {
  const key = randomBytes(32);
  await writeJournalFormat(dataDir, key, journalSteps(250_000));
  const env = { DATA_ENCRYPTION_KEY: key.toString('base64') };
  expect(await killDuringConversion(env)).toMatch(/migration: 1\d{5} documents converted/);
  expect(await oldFiles(dataDir)).not.toEqual([]);
  const server = await spawnDocstore({ dataDir, env, timeoutMs: 250_000 });
  try {
    expect(server.stderr()).toMatch(/migration: resuming after \d+ ops/);
    const client = await new MongoClient(server.uri).connect();
    expect(await client.db('app').collection('tx').countDocuments()).toBe(249_990);
    await client.close();
  } finally {
    await server.stop('SIGTERM');
  }
  expect(await oldFiles(dataDir)).toEqual([]);
});
