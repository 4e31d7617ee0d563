// Durable imports across crashes (issue 16): a 100,000-row import whose transactions service, or whose database,
// is killed with kill -9 midway. The supervisor brings it back; the rows acknowledged before the crash are all
// there, and uploading the same file again completes it with no row lost and none doubled.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { readPid, signalPid, type StackProcess, startStackProcess } from '@tracker/stack-harness';
import { TEST_PASSWORD, uniqueEmail } from './support/session';

jest.setTimeout(300_000);

const ROWS = 100_000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-crash-import-'));
let stack: StackProcess;
let client: MongoClient;

beforeAll(async () => {
  stack = await startStackProcess(dataDir);
  client = await MongoClient.connect(stack.mongoUri);
});
afterAll(async () => {
  await client?.close();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Two equal rows per day and merchant on purpose: duplicates within the file must both survive, once each. */
function statement(label: string): Buffer {
  const lines = ['Date,Description,Amount,Institution'];
  for (let i = 0; i < ROWS; i += 1) {
    const day = `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    lines.push(`${day},${label} shop ${Math.floor(i / 2)},-${(1 + (Math.floor(i / 2) % 500)).toFixed(2)},Crash Bank`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function signUp(): Promise<{ cookie: string; userId: string }> {
  const response = await fetch(`${stack.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: uniqueEmail('crash'),
      password: TEST_PASSWORD,
      firstName: 'Cara',
      lastName: 'Crash',
    }),
  });
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return {
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    userId: user.id,
  };
}

const upload = (cookie: string, file: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'statement.csv');
  return fetch(`${stack.url}/api/transactions/upload-fast`, {
    method: 'POST',
    headers: { cookie },
    body: form,
    signal: AbortSignal.timeout(280_000),
  });
};

const rowsOf = (userId: string) =>
  client
    .db()
    .collection('transactions')
    .find({ userId: { $in: [new ObjectId(userId), userId] } }, { projection: { dedupeKey: 1 } })
    .toArray();
const pidOf = (name: string) => readPid(dataDir, name);

async function until(what: string, probe: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it.each(['transactions', 'docstore'])(
  'completes an import whose %s was killed midway, losing and doubling nothing',
  async (victim) => {
    const { cookie, userId } = await signUp();
    const file = statement(victim);
    const before = pidOf(victim);
    const first = upload(cookie, file).then(
      (response) => response.status,
      () => 'connection lost',
    );
    // Kill once a part of the file is in: the rest of it is not.
    await until(
      'the import is under way',
      async () =>
        (await client
          .db()
          .collection('transactions')
          .countDocuments({ userId: { $in: [new ObjectId(userId), userId] } })) >= 5_000,
    );
    signalPid(before, 'SIGKILL');
    expect(await first).not.toBe(200);
    await until(
      `${victim} is running again`,
      () => stack.output().includes(`[stack] ${victim} is running again`) && pidOf(victim) !== before,
    );
    if (victim === 'docstore')
      await client.close().then(async () => (client = await MongoClient.connect(stack.mongoUri)));

    const acknowledged = new Set((await rowsOf(userId)).map((row) => String(row._id)));
    expect(acknowledged.size).toBeGreaterThanOrEqual(5_000);
    expect(acknowledged.size).toBeLessThan(ROWS);

    let again: Response | undefined;
    await until('the upload is answered again', async () => {
      again = await upload(cookie, file);
      return again.status < 500;
    });
    expect(again?.status).toBe(200);
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(ROWS);
    expect(new Set(rows.map((row) => row.dedupeKey)).size).toBe(ROWS);
    const kept = new Set(rows.map((row) => String(row._id)));
    expect([...acknowledged].filter((id) => !kept.has(id))).toEqual([]);
  },
);
