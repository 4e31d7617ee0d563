/**
 * Reading many rows, or rows of many values, at once. A filter of `_id: { $in }` alone is answered from the _id index
 * without testing a document; any other field beside it makes the docstore test every found document against the
 * whole list (measured: 4,000 ids took 12 s of the store's time), so `rowsByIds` asks for the ids alone and checks
 * the owner here. Lists of other values go in runs of VALUES_PER_QUERY: the docstore reads at most 1,000 index runs
 * per query and beyond that scans.
 */
import type { Model, Types } from 'mongoose';
import type { TransactionFields } from './model';

/** Ids per query (each query's reply stays well under a wire message). */
export const IDS_PER_QUERY = 5000;
/** Values of an indexed `$in` per query (the docstore's limit of index runs). */
export const VALUES_PER_QUERY = 1000;

/** `items` in runs of `size`. */
export function inRuns<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The user's rows among `ids` (another user's are left out), with the fields of `projection` (and `userId`, read to
 * check the owner).
 */
export async function rowsByIds<T extends { userId: string }>(
  model: Model<TransactionFields>,
  userId: string,
  ids: readonly (Types.ObjectId | string)[],
  projection?: Record<string, 0 | 1>,
): Promise<T[]> {
  const fields = projection && Object.values(projection).includes(1) ? { ...projection, userId: 1 } : projection;
  const out: T[] = [];
  for (const run of inRuns(ids, IDS_PER_QUERY)) {
    const found = await model.find({ _id: { $in: run } }, fields).lean<T[]>();
    for (const row of found) if (row.userId === userId) out.push(row);
  }
  return out;
}
