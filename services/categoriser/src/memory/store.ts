/**
 * Stage 1 of the cascade: the user's own merchant memory. A merchant the user has categorised before gets the
 * user's category at once, from the first correction, for this and every later import.
 */
import type { Connection } from 'mongoose';
import { bulkUpsert } from '../db/bulkUpsert';
import { merchantMemoryModel } from './model';

export interface Remembered {
  category: string;
  confidence: number;
}

export interface MemoryChoice {
  merchantKey: string;
  category: string;
  seq: number;
}

/**
 * An explicit choice of the user is trusted (at least 0.8); a merchant the user has always put in the same category
 * reaches 0.99, one they keep moving between categories stays nearer 0.8.
 */
export function memoryConfidence(latestCount: number, totalCount: number): number {
  const share = totalCount > 0 ? latestCount / totalCount : 1;
  return Math.round((0.8 + 0.19 * share) * 1000) / 1000;
}

export class MerchantMemory {
  private readonly model;

  constructor(connection: Connection) {
    this.model = merchantMemoryModel(connection);
  }

  /** The remembered category per merchant key, among `allowed` (a category the user has since deleted is skipped). */
  async recall(
    userId: string,
    merchantKeys: readonly string[],
    allowed: ReadonlySet<string>,
  ): Promise<Map<string, Remembered>> {
    const keys = [...new Set(merchantKeys.filter((key) => key !== ''))];
    const answers = new Map<string, Remembered>();
    if (keys.length === 0) return answers;
    const docs = await this.model
      .find({ userId, merchantKey: { $in: keys } }, { merchantKey: 1, category: 1, count: 1, lastSeq: 1, _id: 0 })
      .lean();
    const byKey = new Map<string, typeof docs>();
    for (const doc of docs) byKey.set(doc.merchantKey, [...(byKey.get(doc.merchantKey) ?? []), doc]);
    for (const [key, choices] of byKey) {
      const usable = choices.filter((choice) => allowed.has(choice.category));
      if (usable.length === 0) continue;
      const latest = usable.reduce((best, choice) => (choice.lastSeq > best.lastSeq ? choice : best));
      const total = usable.reduce((sum, choice) => sum + choice.count, 0);
      answers.set(key, { category: latest.category, confidence: memoryConfidence(latest.count, total) });
    }
    return answers;
  }

  /** Records choices in one round trip; the highest seq per merchant becomes the answer. */
  async remember(userId: string, choices: readonly MemoryChoice[]): Promise<void> {
    // One write per (merchant, category): the same pair twice in one request is one upsert counting twice.
    const merged = new Map<string, { merchantKey: string; category: string; count: number; seq: number }>();
    for (const choice of choices) {
      if (choice.merchantKey === '') continue;
      const id = `${choice.merchantKey}\u0000${choice.category}`;
      const current = merged.get(id);
      if (current) {
        current.count += 1;
        current.seq = Math.max(current.seq, choice.seq);
      } else merged.set(id, { merchantKey: choice.merchantKey, category: choice.category, count: 1, seq: choice.seq });
    }
    const operations = [...merged.values()].map((choice) => ({
      updateOne: {
        filter: { userId, merchantKey: choice.merchantKey, category: choice.category },
        update: { $inc: { count: choice.count }, $max: { lastSeq: choice.seq } },
        upsert: true,
      },
    }));
    if (operations.length === 0) return;
    await bulkUpsert((ops: typeof operations) => this.model.bulkWrite(ops, { ordered: false }), operations);
  }
}
