/**
 * Which rows a user has that the figures must read differently: transfers or refunds (`flow`), and split rows. Most
 * users have neither, and each costs every figure work over every row (one more field to group by, the split stages),
 * so the figures ask first; the keys index answers each question with one probe.
 */
import { key } from '../routes/transactions/keys';

export interface RowKinds {
  /** Some live row is a transfer or a refund (counting.ts). */
  flows: boolean;
  /** Some live row is split into parts (splits.ts). */
  split: boolean;
}

/** Whether a live row of the user carries one of these keys (TransactionFields.keys). */
export type KeyProbe = (filter: { userId: string; deleted: false; keys: { $in: string[] } }) => Promise<boolean>;

export async function rowKindsOf(exists: KeyProbe, userId: string): Promise<RowKinds> {
  const has = (keys: string[]) => exists({ userId, deleted: false, keys: { $in: keys } });
  const [flows, split] = await Promise.all([has([key.flow('transfer'), key.flow('refund')]), has([key.split])]);
  return { flows, split };
}
