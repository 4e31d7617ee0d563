import { COLLECTIONS } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';

/**
 * One (user, merchant, category) pair the user has confirmed or corrected, with how often and when last. The
 * answer for a merchant is the category chosen last (a correction wins at once); the counts say how settled it is.
 */
export interface MerchantMemoryFields {
  userId: string;
  merchantKey: string;
  category: string;
  count: number;
  /** Orders choices, also within one request (later examples win): milliseconds * 1000 + position. */
  lastSeq: number;
}

const merchantMemorySchema = new Schema<MerchantMemoryFields>(
  {
    userId: { type: String, required: true },
    merchantKey: { type: String, required: true },
    category: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    lastSeq: { type: Number, required: true },
  },
  { collection: COLLECTIONS.categoriser.merchantMemory, versionKey: false },
);
// Every lookup is one user's merchants: the index starts with userId, so no other user's data is scanned.
merchantMemorySchema.index({ userId: 1, merchantKey: 1, category: 1 }, { unique: true });

export const merchantMemoryModel = modelPerConnection<MerchantMemoryFields>('MerchantMemory', merchantMemorySchema);
