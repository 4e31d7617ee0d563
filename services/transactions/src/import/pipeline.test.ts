/** The runner of the batch stages: order, bounded batches in flight, failures, and the stage list's ends. */
import { BATCH_STAGES, runBatches } from './pipeline';
import type { BatchStep, ImportBatch, ImportItem } from './session';

const batchOf = (n: number): ImportBatch => ({
  items: Array.from({ length: n }, (_, i) => ({ row: { line: i } }) as unknown as ImportItem),
});

async function* batches(count: number, read: { n: number } = { n: 0 }): AsyncGenerator<ImportBatch> {
  for (let i = 0; i < count; i++) {
    read.n++;
    yield batchOf(2);
  }
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runBatches', () => {
  it('takes each batch through the steps in order, then finishes each step once', async () => {
    const log: string[] = [];
    const step = (name: string): BatchStep => ({
      async process(batch) {
        log.push(`${name}:${batch.items.length}`);
      },
      async finish() {
        log.push(`${name}:finish`);
      },
    });
    await runBatches(batches(2), [step('a'), step('b')]);
    expect(log).toEqual(['a:2', 'b:2', 'a:2', 'b:2', 'a:finish', 'b:finish']);
  });

  it('keeps at most maxInFlight batches running while the file is read on', async () => {
    let running = 0;
    let most = 0;
    const slow: BatchStep = {
      async process() {
        running++;
        most = Math.max(most, running);
        await tick(5);
        running--;
      },
    };
    await runBatches(batches(12), [slow], 3);
    expect(most).toBe(3);
  });

  it('stops the next steps of a batch whose rows were all settled', async () => {
    const reached: number[] = [];
    const settleAll: BatchStep = {
      async process(batch) {
        batch.items = [];
      },
    };
    const after: BatchStep = {
      async process(batch) {
        reached.push(batch.items.length);
      },
    };
    await runBatches(batches(3), [settleAll, after]);
    expect(reached).toEqual([]);
  });

  it('throws the first failure once started batches settle, stops reading, and finishes nothing', async () => {
    const read = { n: 0 };
    let settled = 0;
    let finished = false;
    let call = 0;
    const failing: BatchStep = {
      async process() {
        const mine = ++call;
        await tick(mine === 2 ? 1 : 10);
        settled++;
        if (mine === 2) throw new Error('docstore down');
      },
      async finish() {
        finished = true;
      },
    };
    await expect(runBatches(batches(50, read), [failing], 2)).rejects.toThrow('docstore down');
    expect(read.n).toBeLessThan(10);
    expect(settled).toBe(call);
    expect(finished).toBe(false);
  });
});

describe('BATCH_STAGES', () => {
  it('dedupes first (no work for a row already imported) and writes after the stages that decide a row', () => {
    const names = BATCH_STAGES.map((s) => s.name);
    expect(names[0]).toBe('dedupe');
    expect(names.indexOf('write')).toBeGreaterThan(names.indexOf('categorise'));
    expect(names.indexOf('categorise')).toBeGreaterThan(0);
    // Write is the last stage that decides a row; transfers then pairs the stored rows once the import is written.
    expect(names.at(-2)).toBe('write');
    expect(names.at(-1)).toBe('transfers');
    expect(new Set(names).size).toBe(names.length);
  });
});
