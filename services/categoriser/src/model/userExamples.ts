/**
 * Per-user adaptation of the offline model: the user's confirmed and corrected rows, kept as examples that the
 * user's residual model is trained on (userAdaptation.ts). A correction replaces the example's category (the latest
 * wins); a user's own category becomes an output of its own.
 */
import { COLLECTIONS } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema, type Connection } from 'mongoose';
import { bulkUpsert } from '../db/bulkUpsert';
import type { UserExample } from './localStage';

export interface UserExampleFields {
  userId: string;
  /** The normalised model text (normaliseDescription().text). */
  text: string;
  isIncome: boolean;
  /** The latest example's amount at a dollar's magnitude (amountScale.ts; its band is a feature). */
  amount: string;
  category: string;
  count: number;
  lastSeq: number;
}

const userExampleSchema = new Schema<UserExampleFields>(
  {
    userId: { type: String, required: true },
    text: { type: String, required: true },
    isIncome: { type: Boolean, required: true },
    amount: { type: String, required: true },
    category: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    lastSeq: { type: Number, required: true },
  },
  { collection: COLLECTIONS.categoriser.examples, versionKey: false },
);
userExampleSchema.index({ userId: 1, text: 1, isIncome: 1 }, { unique: true });
userExampleSchema.index({ userId: 1, lastSeq: -1 });

export const userExampleModel = modelPerConnection<UserExampleFields>('UserExample', userExampleSchema);

/** The most recent examples used (bounds the work per request for very active users). */
export const MAX_USER_EXAMPLES = 5000;

export interface UserExampleInput {
  text: string;
  isIncome: boolean;
  amount: string;
  category: string;
  seq: number;
}

export class UserExamples {
  private readonly model;

  constructor(connection: Connection) {
    this.model = userExampleModel(connection);
  }

  async add(userId: string, examples: readonly UserExampleInput[]): Promise<void> {
    // One write per description: the latest example's category and amount, counting every occurrence.
    const merged = new Map<string, UserExampleInput & { count: number }>();
    for (const example of examples) {
      if (example.text === '') continue;
      const id = `${example.isIncome ? 'in' : 'out'}\u0000${example.text}`;
      const current = merged.get(id);
      if (!current) merged.set(id, { ...example, count: 1 });
      else
        merged.set(
          id,
          example.seq > current.seq
            ? { ...example, count: current.count + 1 }
            : { ...current, count: current.count + 1 },
        );
    }
    if (merged.size === 0) return;
    // An older write (a concurrent request with a lower seq) matches nothing and its upsert collides with the
    // unique index: bulkUpsert retries it once, it matches nothing again and is dropped — the newer choice stands.
    const operations = [...merged.values()].map((example) => ({
      updateOne: {
        filter: { userId, text: example.text, isIncome: example.isIncome, lastSeq: { $lt: example.seq } },
        update: {
          $set: { category: example.category, amount: example.amount, lastSeq: example.seq },
          $inc: { count: example.count },
        },
        upsert: true,
      },
    }));
    await bulkUpsert((ops: typeof operations) => this.model.bulkWrite(ops, { ordered: false }), operations, {
      dropConflictsAfterRetry: true,
    });
  }

  /**
   * The version of the user's examples: the latest sequence number written (0 for none). Every learn call writes a
   * higher one, so a changed version means changed examples (one indexed lookup; the model cache keys on it).
   */
  async version(userId: string): Promise<number> {
    const latest = await this.model.findOne({ userId }, { lastSeq: 1, _id: 0 }).sort({ lastSeq: -1 }).lean();
    return latest?.lastSeq ?? 0;
  }

  /** The user's most recent examples (at most MAX_USER_EXAMPLES), newest first. */
  async list(userId: string): Promise<UserExample[]> {
    return this.model
      .find({ userId }, { text: 1, isIncome: 1, amount: 1, category: 1, count: 1, _id: 0 })
      .sort({ lastSeq: -1 })
      .limit(MAX_USER_EXAMPLES)
      .lean<UserExample[]>();
  }
}
