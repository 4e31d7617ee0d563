// Graceful restarts (CLI on SIGTERM/SIGINT, library close()) keep everything, and the store file stays bounded
// however often the same documents are rewritten (the engine reuses the pages it frees).
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calculateObjectSize } from 'bson';
import { MongoClient } from 'mongodb';
import { loadEncryptionKeys, startDocstore } from '@tracker/docstore';
import { spawnDocstore, type ServerProcess } from '../support/server-process';

jest.setTimeout(60_000);

let dataDir: string;
const running: ServerProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'docstore-restart-'));
});

afterEach(async () => {
  for (const server of running.splice(0)) await server.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

async function withClient<T>(uri: string, use: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 5000 }).connect();
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

test('the CLI prints one ready line, stops cleanly on SIGTERM and SIGINT, and keeps data and indexes', async () => {
  const first = await spawnDocstore({ dataDir });
  running.push(first);
  expect(first.stdout()).toBe(`docstore listening on mongodb://127.0.0.1:${first.port}\n`);
  await withClient(first.uri, async (client) => {
    const users = client.db('app').collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany(Array.from({ length: 500 }, (_, i) => ({ email: `u${i}@x`, n: i })));
    await users.updateMany({ n: { $lt: 100 } }, { $set: { early: true } });
    await users.deleteMany({ n: { $gte: 400 } });
  });
  expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  expect(first.stdout()).toBe(`docstore listening on mongodb://127.0.0.1:${first.port}\n`);

  const second = await spawnDocstore({ dataDir });
  running.push(second);
  await withClient(second.uri, async (client) => {
    const users = client.db('app').collection('users');
    expect(await users.countDocuments()).toBe(400);
    expect(await users.countDocuments({ early: true })).toBe(100);
    const indexes = await users.listIndexes().toArray();
    expect(indexes.map((i) => i.name).sort()).toEqual(['_id_', 'email_1']);
    await expect(users.insertOne({ email: 'u1@x' })).rejects.toMatchObject({ code: 11000 });
    await users.insertOne({ email: 'after-restart@x' });
  });
  expect(await second.stop('SIGINT')).toEqual({ code: 0, signal: null });

  // The library entry point reads what the CLI wrote.
  const third = await startDocstore({
    dataDir,
    port: 0,
    log: () => {},
    encryptionKeys: loadEncryptionKeys({}, dataDir, () => {}),
  });
  try {
    await withClient(third.uri, async (client) => {
      expect(await client.db('app').collection('users').countDocuments()).toBe(401);
    });
  } finally {
    await third.close();
  }
});

test('a second server on the same data dir waits while the first lives, then takes over with its data', async () => {
  const first = await spawnDocstore({ dataDir });
  running.push(first);
  await withClient(first.uri, async (client) => {
    await client.db('app').collection('c').insertOne({ from: 'first' });
  });
  let secondReady = false;
  const second = startDocstore({
    dataDir,
    port: 0,
    log: () => {},
    encryptionKeys: loadEncryptionKeys({}, dataDir, () => {}),
  }).then((db) => {
    secondReady = true;
    return db;
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(secondReady).toBe(false);
  await withClient(first.uri, async (client) => {
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
  });
  await first.killNow();
  const db = await second;
  try {
    await withClient(db.uri, async (client) => {
      expect(await client.db('app').collection('c').countDocuments({ from: 'first' })).toBe(1);
    });
  } finally {
    await db.close();
  }
});

test('the library entry point closes and reopens a data dir with its data', async () => {
  const logs: string[] = [];
  const db = await startDocstore({ dataDir, port: 0, log: (m) => logs.push(m) });
  expect(db.uri).toBe(`mongodb://127.0.0.1:${db.port}`);
  await withClient(db.uri, async (client) => {
    await client
      .db('lib')
      .collection('c')
      .insertMany([{ a: 1 }, { a: 2 }]);
  });
  await db.close();
  await db.close(); // idempotent

  const reopened = await startDocstore({ dataDir, port: 0, log: (m) => logs.push(m) });
  try {
    await withClient(reopened.uri, async (client) => {
      expect(
        await client
          .db('lib')
          .collection('c')
          .find({}, { projection: { _id: 0 } })
          .sort({ a: 1 })
          .toArray(),
      ).toEqual([{ a: 1 }, { a: 2 }]);
    });
  } finally {
    await reopened.close();
  }
});

test('the store file stays far smaller than the bytes written, and the latest values survive', async () => {
  const logs: string[] = [];
  const db = await startDocstore({ dataDir, port: 0, log: (m) => logs.push(m) });
  const DOCS = 20;
  const ROUNDS = 250;
  // The database and its WAL (and the WAL's index), as they are on disk at that moment.
  const storeSize = async () => {
    const sizes = await Promise.all(
      ['docstore.db', 'docstore.db-wal', 'docstore.db-shm'].map((f) =>
        stat(join(dataDir, f)).then(
          (s) => s.size,
          () => 0,
        ),
      ),
    );
    return sizes.reduce((a, b) => a + b, 0);
  };
  let written = 0;
  let peakOnDisk = 0;
  try {
    await withClient(db.uri, async (client) => {
      const coll = client.db('compact').collection<{ _id: number; round: number; payload: string }>('docs');
      for (let round = 0; round < ROUNDS; round++) {
        await Promise.all(
          Array.from({ length: DOCS }, (_, id) => {
            const doc = { _id: id, round, payload: `${round}:`.padEnd(2048, String.fromCharCode(97 + (round % 26))) };
            written += calculateObjectSize(doc);
            return coll.replaceOne({ _id: id }, doc, { upsert: true });
          }),
        );
        if (round % 10 === 9) peakOnDisk = Math.max(peakOnDisk, await storeSize());
      }
    });
  } finally {
    await db.close();
  }
  expect(written).toBeGreaterThan(10_000_000);
  // Closed: a small multiple of the ~40 KB of live data, not the 10 MB written.
  expect(await storeSize()).toBeLessThan(1024 * 1024);
  // Open: that plus the WAL, which SQLite checkpoints and then reuses at 1,000 pages (about 4 MB).
  expect(peakOnDisk).toBeLessThan(5.5 * 1024 * 1024);

  const reopened = await startDocstore({ dataDir, port: 0, log: (m) => logs.push(m) });
  try {
    await withClient(reopened.uri, async (client) => {
      const docs = await client.db('compact').collection('docs').find().sort({ _id: 1 }).toArray();
      expect(docs).toHaveLength(DOCS);
      expect(docs.every((d) => d.round === ROUNDS - 1 && d.payload.startsWith(`${ROUNDS - 1}:`))).toBe(true);
    });
  } finally {
    await reopened.close();
  }
  expect((await readdir(dataDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
}, 180_000); // 5,000 durable replacements
