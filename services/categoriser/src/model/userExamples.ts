/**
 * Per-user adaptation of the offline model: the user's confirmed and corrected rows, kept as examples and turned
 * into extra counts for the naive Bayes model at categorisation time. A correction replaces the example's category
 * (the latest wins); a user's own category gets a class of its own, made of these counts alone.
 */
import { Schema, type Connection, type Model } from 'mongoose';
import { bulkUpsert } from '../db/bulkUpsert';
import { categoryKey } from './taxonomy';
import type { ClassCounts, NaiveBayesModel } from './naiveBayes';

export interface UserExampleFields {
  userId: string;
  /** The normalised model text (normaliseDescription().text). */
  text: string;
  isIncome: boolean;
  /** The latest example's amount (its band is a feature). */
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
  { collection: 'categoriser_examples', versionKey: false },
);
userExampleSchema.index({ userId: 1, text: 1, isIncome: 1 }, { unique: true });
userExampleSchema.index({ userId: 1, lastSeq: -1 });

const models = new WeakMap<Connection, Model<UserExampleFields>>();

export function userExampleModel(connection: Connection): Model<UserExampleFields> {
  let model = models.get(connection);
  if (!model) {
    model = connection.model<UserExampleFields>('UserExample', userExampleSchema);
    models.set(connection, model);
  }
  return model;
}

/**
 * How many seed rows one of the user's examples is worth: enough that a few corrections move the user's model,
 * not so much that one odd row outweighs everything the seed knows.
 */
export const USER_EXAMPLE_WEIGHT = 20;
/** Repeated confirmations of one description count up to this many times. */
const MAX_REPEATS = 3;
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
      else merged.set(id, example.seq > current.seq ? { ...example, count: current.count + 1 } : { ...current, count: current.count + 1 });
    }
    if (merged.size === 0) return;
    // An older write (a concurrent request with a lower seq) matches nothing and its upsert collides with the
    // unique index: bulkUpsert retries it once, it matches nothing again and is dropped — the newer choice stands.
    const operations = [...merged.values()].map((example) => ({
        updateOne: {
          filter: { userId, text: example.text, isIncome: example.isIncome, lastSeq: { $lt: example.seq } },
          update: { $set: { category: example.category, amount: example.amount, lastSeq: example.seq }, $inc: { count: example.count } },
          upsert: true,
        },
      }));
    await bulkUpsert((ops: typeof operations) => this.model.bulkWrite(ops, { ordered: false }), operations, { dropConflictsAfterRetry: true });
  }

  /** The user's examples as weighted counts per category key (categoryKey of the category name). */
  async counts(userId: string, model: NaiveBayesModel): Promise<Map<string, ClassCounts>> {
    const docs = await this.model
      .find({ userId }, { text: 1, isIncome: 1, amount: 1, category: 1, count: 1, _id: 0 })
      .sort({ lastSeq: -1 })
      .limit(MAX_USER_EXAMPLES)
      .lean();
    const byCategory = new Map<string, ClassCounts>();
    for (const doc of docs) {
      const key = categoryKey(doc.category);
      let counts = byCategory.get(key);
      if (!counts) {
        counts = { total: 0, docs: 0, features: new Map() };
        byCategory.set(key, counts);
      }
      const weight = USER_EXAMPLE_WEIGHT * Math.min(MAX_REPEATS, Math.max(1, doc.count));
      counts.docs += weight;
      for (const [feature, value] of model.features(doc.text, doc.isIncome, doc.amount)) {
        counts.features.set(feature, (counts.features.get(feature) ?? 0) + value * weight);
        counts.total += value * weight;
      }
    }
    return byCategory;
  }
}
