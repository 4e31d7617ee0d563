import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize } from 'bson';
import { Journal } from './journal/journal';
import { DocstoreServer } from './server';
import { Catalog } from './storage/catalog';

describe('DocstoreServer', () => {
  let dir: string;
  let journal: Journal;
  let server: DocstoreServer;
  let catalog: Catalog;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docstore-server-'));
    catalog = new Catalog();
    ({ journal } = await Journal.open(dir, { log: () => {} }, (op) => catalog.apply(op)));
    jest.useFakeTimers();
    server = new DocstoreServer(catalog, journal, { cursorTimeoutMs: 60_000, log: () => {}, settleAfterIdleMs: 200 });
  });

  afterEach(async () => {
    jest.useRealTimers();
    await server.close();
    await journal.close();
    await rm(dir, { recursive: true, force: true });
  });

  const run = (cmd: Record<string, unknown>) => deserialize(server.execute(cmd, 'db', 1).body);

  it('puts the index entries it held back in order once commands stop for a while', () => {
    expect(run({ createIndexes: 'tx', indexes: [{ key: { date: -1, _id: -1 }, name: 'list' }] }).ok).toBe(1);
    const index = () => catalog.collection('db', 'tx')?.indexes.get('list');
    for (let i = 0; i < 10; i++) {
      run({
        insert: 'tx',
        documents: Array.from({ length: 100 }, (_, j) => ({
          date: `2024-01-${String(1 + ((i * 100 + j) % 28)).padStart(2, '0')}`,
        })),
      });
      jest.advanceTimersByTime(150); // commands keep coming: nothing is sorted in yet
    }
    expect(index()?.held).toBe(1000);
    jest.advanceTimersByTime(49); // 199 ms since the last command
    expect(index()?.held).toBe(1000);
    jest.advanceTimersByTime(1);
    expect(index()?.held).toBe(0);
    // A read finds them all, in order.
    const found = run({ find: 'tx', sort: { date: -1, _id: -1 }, limit: 3 }).cursor.firstBatch as Array<{
      date: string;
    }>;
    expect(found.map((d) => d.date)).toEqual(['2024-01-28', '2024-01-28', '2024-01-28']);
  });
});
