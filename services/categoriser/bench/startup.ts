/**
 * The categoriser's start-up in a cold process: time from the first import to a model and brand index ready to
 * answer (the brand index and place words read from their cache file, as at every start but the first), and the
 * process's memory once it is (RSS, and the heap after a full collection when run with --expose-gc). Printed as one
 * JSON line, so bench/index.ts can run it in a child process of its own.
 *
 *   node --expose-gc --import tsx services/categoriser/bench/startup.ts [categoriser folder of another checkout]
 *
 * With a folder (e.g. /work/wt/before/services/categoriser), that checkout's categoriser is measured instead: the
 * "before" of a change, run from its own sources and node_modules.
 */
import { join } from 'node:path';

async function main(): Promise<void> {
  const root = process.argv[2] ?? join(__dirname, '..');
  const started = performance.now();
  const { globalModel } = (await import(join(root, 'src/model/globalModel.ts'))) as {
    globalModel: () => { trainMs: number };
  };
  const model = globalModel();
  // The brand stage, when this version has one (the benchmark also runs against older checkouts for "before").
  const brandStage = (await import(join(root, 'src/cascade/brandStage.ts')).catch(() => null)) as {
    brandStage: () => unknown;
  } | null;
  brandStage?.brandStage();
  const readyMs = performance.now() - started;
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  const figures = {
    readyMs: Math.round(readyMs),
    trainMs: Math.round(model.trainMs),
    rssMb: mb(memory.rss),
    heapUsedMb: mb(memory.heapUsed),
    arrayBuffersMb: mb(memory.arrayBuffers),
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

void main();
