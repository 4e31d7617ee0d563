/**
 * Start-up's heavy work runs on a worker thread: building the brand index and place words from their packages' data
 * (tens of seconds on a busy machine the first time, then read from their cache files) and training the offline
 * model (about ten seconds). Done on the main thread it kept the process deaf for that long: SIGTERM, the
 * supervisor's closed channel and /internal/ready all waited for it. Now the main thread keeps answering, says
 * "starting" on /internal/ready until the work is done, and categorise requests that arrive meanwhile wait for it.
 *
 * The worker runs the service's own entry file (one bundle in production, server.ts under tsx), which asks
 * isWarmUpWorker() before it starts anything.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Logger } from '@tracker/service-kit';
import { brandStage } from './cascade/brandStage';
import { globalModel, installGlobalModel, snapshotOf, type GlobalModelSnapshot } from './model/globalModel';
import { brandIndex, utilityIndex } from './reference/brandIndex';
import { commonNames } from './reference/commonNames';
import { placeWords } from './reference/placeWords';

const ROLE = 'categoriser-warm-up';

interface WarmUpMessage {
  referenceMs: number;
  model: GlobalModelSnapshot;
}

/** Whether this thread is start-up's worker (the entry file then runs runWarmUpWorker instead of the service). */
export function isWarmUpWorker(): boolean {
  return !isMainThread && (workerData as { role?: string } | null)?.role === ROLE;
}

/** The worker's side: builds the reference caches (files the main thread then reads) and trains the model. */
export function runWarmUpWorker(): void {
  const started = performance.now();
  placeWords();
  brandIndex();
  commonNames();
  const message: WarmUpMessage = { referenceMs: performance.now() - started, model: snapshotOf(globalModel()) };
  parentPort?.postMessage(message);
}

/** Loads the reference data on this thread (from the cache files the worker wrote) and logs what is ready. */
function loadReference(logger: Logger, referenceMs: number): void {
  const started = performance.now();
  const places = placeWords();
  const brands = brandIndex();
  brandStage();
  logger.info(
    {
      ms: Math.round(referenceMs + performance.now() - started),
      brandNames: brands.size,
      utilityNames: utilityIndex().size,
      placeWords: places.words.size,
      commonNames: commonNames().byName.size,
      fromCache: brands.fromCache && places.fromCache,
    },
    'brand index and place words ready',
  );
}

function logModel(logger: Logger, llm: boolean): void {
  const { trainMs, trainingRows, heldOutAccuracy, model } = globalModel();
  logger.info(
    {
      trainMs: Math.round(trainMs),
      trainingRows,
      features: model.vocabularySize,
      temperature: model.fittedTemperature,
      heldOutAccuracy: Math.round(heldOutAccuracy * 1000) / 1000,
      llm,
    },
    'offline model ready',
  );
}

/**
 * A worker thread running the entry file. The bundle runs as it is; server.ts under tsx (a service's `npm start`
 * script, its tests) needs tsx's require hook, which a worker thread does not inherit from the main one.
 */
function workerOn(entry: string): Worker {
  const workerData = { role: ROLE };
  if (!entry.endsWith('.ts')) return new Worker(entry, { workerData });
  const code = `require('tsx/cjs/api').register(); require(${JSON.stringify(entry)});`;
  return new Worker(code, { eval: true, workerData });
}

let warm: Promise<void> = Promise.resolve();

/** Settles once start-up's warm-up is done; at once when none was started (tests and benches build on first use). */
export function warmedUp(): Promise<void> {
  return warm;
}

/**
 * Starts the warm-up on a worker thread running `entry`. Never rejects: if the worker fails, the work is done on
 * this thread instead (as before), with the reason logged.
 */
export function warmUpOffThread(entry: string, logger: Logger, llm: boolean): Promise<void> {
  warm = new Promise<void>((resolve) => {
    let done = false;
    const finish = (message: WarmUpMessage | null, reason?: unknown) => {
      if (done) return;
      done = true;
      if (message) installGlobalModel(message.model);
      else logger.error({ err: reason }, 'warm-up worker failed: building on the main thread');
      loadReference(logger, message?.referenceMs ?? 0);
      logModel(logger, llm);
      resolve();
    };
    const worker = workerOn(entry);
    worker.unref(); // never what keeps the process alive after stop()
    worker.once('message', (message: WarmUpMessage) => finish(message));
    worker.once('error', (err) => finish(null, err));
    worker.once('exit', (code) => finish(null, new Error(`the worker exited with code ${code} before its answer`)));
  });
  return warm;
}
