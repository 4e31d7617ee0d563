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

  const run = (cmd: Record<string, unknown>) => {
    const { body } = server.execute(cmd, 'db', 1);
    if (!Buffer.isBuffer(body)) throw new Error('these commands answer at once');
    return deserialize(body);
  };

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

  it('sorts in one index at a time when idle, and stops as soon as a command comes in', () => {
    // Ending in _id: entries kept in one tree and held back (entry-store.ts).
    for (const field of ['date', 'amount', 'payee'])
      run({ createIndexes: 'tx', indexes: [{ key: { [field]: 1, _id: 1 }, name: field }] });
    run({
      insert: 'tx',
      documents: Array.from({ length: 300 }, (_, i) => ({ date: `d${i % 7}`, amount: i % 11, payee: `p${i % 13}` })),
    });
    const holding = () => [...(catalog.collection('db', 'tx')?.indexes.values() ?? [])].filter((i) => i.held > 0);
    expect(holding()).toHaveLength(3);
    jest.advanceTimersByTime(199);
    expect(holding()).toHaveLength(3);
    jest.advanceTimersToNextTimer(); // 200 ms idle: one index
    expect(holding()).toHaveLength(2);
    run({ insert: 'other', documents: [{ a: 1 }] }); // a command arrives before the next index's turn
    jest.advanceTimersToNextTimer();
    expect(holding()).toHaveLength(2);
    jest.advanceTimersByTime(150); // within 200 ms of that command: nothing more
    expect(holding()).toHaveLength(2);
    jest.advanceTimersByTime(100); // idle again: the rest, one after another
    expect(holding()).toHaveLength(0);
  });
});
