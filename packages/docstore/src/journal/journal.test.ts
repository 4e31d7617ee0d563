import { deserialize, serialize } from 'bson';
import { appendFileSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Journal, type JournalOptions } from './journal';
import { OpCode, type RawOp, encodeOp } from './ops';

const put = (n: number) => encodeOp(OpCode.Put, 'db.c', serialize({ _id: n, pad: 'x'.repeat(100) }));
const quiet = { log: () => undefined };

async function replay(dir: string, options: JournalOptions = quiet): Promise<{ journal: Journal; ops: RawOp[] }> {
  const ops: RawOp[] = [];
  const { journal } = await Journal.open(dir, options, (op) => ops.push({ ...op, body: Buffer.from(op.body) }));
  return { journal, ops };
}

describe('journal', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'docstore-journal-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('durable records replay in order, one record per command with all its ops', async () => {
    const { journal } = await replay(dir);
    await journal.durable(journal.append([put(1), put(2)]));
    await journal.durable(journal.append([put(3)]));
    await journal.close();
    const { journal: reopened, ops } = await replay(dir);
    expect(ops.map((o) => o.code)).toEqual([OpCode.Put, OpCode.Put, OpCode.Put]);
    await reopened.close();
  });

  test('concurrent appends share fsyncs (group commit) and all become durable', async () => {
    const { journal } = await replay(dir);
    const lsns = Array.from({ length: 200 }, (_, i) => journal.append([put(i)]));
    await Promise.all(lsns.map((l) => journal.durable(l)));
    await journal.close();
    const { journal: reopened, ops } = await replay(dir);
    expect(ops).toHaveLength(200);
    await reopened.close();
  });

  test('a torn last record is dropped and truncated; new appends follow the last good record', async () => {
    const { journal } = await replay(dir);
    await journal.durable(journal.append([put(1)]));
    await journal.durable(journal.append([put(2)]));
    await journal.close();
    const file = join(dir, readdirSync(dir).find((f) => f.startsWith('journal-')) as string);
    const full = statSync(file).size;
    truncateSync(file, full - 10); // the second record loses its tail
    const logs: string[] = [];
    const { journal: j2, ops } = await replay(dir, { log: (m) => logs.push(m) });
    expect(ops).toHaveLength(1);
    expect(logs.join()).toMatch(/torn/);
    await j2.durable(j2.append([put(3)]));
    await j2.close();
    const { journal: j3, ops: after } = await replay(dir);
    expect(after.map((o) => deserialize(o.body)._id)).toEqual([1, 3]);
    await j3.close();
  });

  test('garbage appended after the last record is ignored', async () => {
    const { journal } = await replay(dir);
    await journal.durable(journal.append([put(1)]));
    await journal.close();
    const file = join(dir, readdirSync(dir).find((f) => f.startsWith('journal-')) as string);
    appendFileSync(file, Buffer.from([0x10, 0, 0, 0, 1, 2, 3]));
    const { journal: j2, ops } = await replay(dir);
    expect(ops).toHaveLength(1);
    await j2.close();
  });

  test('compaction writes a snapshot, starts a new journal and deletes the old one; replay gives the same state', async () => {
    const { journal } = await replay(dir, { ...quiet, compactBytes: 4096 });
    const state = new Map<number, Buffer>();
    journal.snapshotSource = () => {
      const captured = [...state.entries()];
      return captured.map(([n]) => put(n));
    };
    for (let i = 0; i < 100; i++) {
      state.set(i % 10, put(i % 10));
      await journal.durable(journal.append([put(i % 10)]));
    }
    await journal.idle();
    await journal.close();
    const files = readdirSync(dir).sort();
    expect(files.some((f) => f.startsWith('snapshot-'))).toBe(true);
    expect(files.filter((f) => f.startsWith('journal-'))).toHaveLength(1);
    const { journal: reopened, ops } = await replay(dir);
    const ids = new Set(ops.filter((o) => o.code === OpCode.Put).map((o) => deserialize(o.body)._id as number));
    expect([...ids].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await reopened.close();
  });
});
