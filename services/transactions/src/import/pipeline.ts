/**
 * The order of the import's batch stages, written once, and the runner that takes each batch of rows through them.
 * Batches run at once up to MAX_BATCHES_IN_FLIGHT while the file is read on; within a batch the stages run in order.
 */
import { categoriseStage } from './categorise';
import { dedupeStage } from './dedupe';
import { rulesStage } from './rules';
import type { BatchStep, ImportBatch, ImportServices, ImportSession, ImportStage } from './session';
import { transfersStage } from './transfers';
import { writeStage } from './write';

/** The stages each batch of rows goes through, in order (read, detect and rows come before; report after). */
export const BATCH_STAGES: readonly ImportStage[] = [
  dedupeStage,
  rulesStage,
  categoriseStage,
  writeStage,
  transfersStage,
];

/**
 * Batches processed at once while the file is read on: enough that parsing, categorising and writing overlap across
 * the three processes (measured: 2 left the cores idle a third of the time), few enough to keep memory bounded
 * (4 x 2000 rows).
 */
export const MAX_BATCHES_IN_FLIGHT = 4;

/** Opens each stage for this import (in order: a stage may rely on the ones before it being open). */
export async function openStages(
  stages: readonly ImportStage[],
  session: ImportSession,
  services: ImportServices,
): Promise<BatchStep[]> {
  const steps: BatchStep[] = [];
  for (const stage of stages) steps.push(await stage.open(session, services));
  return steps;
}

/** One batch through every step; a batch whose rows were all settled (duplicates) stops early. */
async function processBatch(batch: ImportBatch, steps: readonly BatchStep[]): Promise<void> {
  for (const step of steps) {
    if (batch.items.length === 0) return;
    await step.process(batch);
  }
}

/**
 * Every batch through the steps, at most `maxInFlight` at once, then each step's `finish`. The first failure stops
 * the reading and is thrown once the batches already started have settled.
 */
export async function runBatches(
  batches: AsyncIterable<ImportBatch>,
  steps: readonly BatchStep[],
  maxInFlight = MAX_BATCHES_IN_FLIGHT,
): Promise<void> {
  const inflight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  try {
    for await (const batch of batches) {
      const job: Promise<void> = processBatch(batch, steps)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => inflight.delete(job));
      inflight.add(job);
      // Reading goes on as soon as any batch is done (batches finish out of order: waiting for the oldest would hold
      // every slot behind one slow categorise call).
      if (inflight.size >= maxInFlight) await Promise.race(inflight);
      if (failure) throw failure.error;
    }
    await Promise.all(inflight);
    if (failure) throw failure.error;
  } catch (err) {
    await Promise.allSettled(inflight);
    throw err;
  }
  for (const step of steps) await step.finish?.();
}
