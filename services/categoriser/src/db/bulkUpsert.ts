/**
 * Upserts in one round trip that survive concurrent writers: two requests upserting the same new document race,
 * and the loser gets a duplicate-key error although the document now exists. Those operations (and only those) are
 * retried once, when they update the document the winner inserted.
 */
import { duplicateKeyIndexes } from '@tracker/service-kit';

export interface BulkUpsertOptions {
  /** Drop operations that still collide after the retry (their filter excludes the existing document on purpose). */
  dropConflictsAfterRetry?: boolean;
}

/** Runs a list of write operations unordered (a model's bulkWrite, bound by the caller). */
export type BulkWriter<Op> = (operations: Op[]) => Promise<unknown>;

export async function bulkUpsert<Op>(
  write: BulkWriter<Op>,
  operations: Op[],
  options: BulkUpsertOptions = {},
): Promise<void> {
  try {
    await write(operations);
  } catch (err) {
    const failed = duplicateKeyIndexes(err);
    if (failed === null) throw err;
    const retry = failed.map((index) => operations[index] as Op);
    try {
      await write(retry);
    } catch (again) {
      if (options.dropConflictsAfterRetry && duplicateKeyIndexes(again) !== null) return;
      throw again;
    }
  }
}
