/**
 * LLM answers cached per normalised merchant, per set of categories (the same merchant gets the same answer for
 * every user with the same category list, and the LLM is never asked twice). Null answers are cached too: a
 * merchant the LLM could not place is not asked about again until the entry expires.
 */
import { createHash } from 'node:crypto';
import { COLLECTIONS } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';
import type { LlmAnswer } from './prompt';

interface LlmCacheFields {
  categoriesHash: string;
  /** merchant key + direction ("STARBUCKS|out"). */
  cacheKey: string;
  category: string | null;
  confidence: number;
  createdAt: Date;
  /**
   * When the entry stops counting (createdAt + LLM_CACHE_DAYS): each entry carries its own expiry, so the schema
   * (and its TTL index) does not depend on the configured lifetime.
   */
  expiresAt: Date;
}

const llmCacheSchema = new Schema<LlmCacheFields>(
  {
    categoriesHash: { type: String, required: true },
    cacheKey: { type: String, required: true },
    category: { type: String, default: null },
    confidence: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.categoriser.llmCache, versionKey: false },
);
llmCacheSchema.index({ categoriesHash: 1, cacheKey: 1 }, { unique: true });
llmCacheSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const llmCacheModel = modelPerConnection<LlmCacheFields>('LlmCache', llmCacheSchema);

/** Order-insensitive hash of a category list. */
export function categoriesHash(categories: readonly string[]): string {
  return createHash('sha256')
    .update([...new Set(categories)].sort().join('\n'))
    .digest('hex');
}

export class LlmCache {
  private readonly model: Model<LlmCacheFields>;
  private readonly ttlMs: number;

  constructor(connection: Connection, ttlDays: number) {
    this.ttlMs = ttlDays * 86_400_000;
    this.model = llmCacheModel(connection);
  }

  async get(hash: string, keys: readonly string[]): Promise<Map<string, LlmAnswer>> {
    const found = new Map<string, LlmAnswer>();
    if (keys.length === 0) return found;
    // Expired entries are ignored even before the TTL monitor removes them.
    const docs = await this.model
      .find({ categoriesHash: hash, cacheKey: { $in: [...keys] }, expiresAt: { $gt: new Date() } })
      .lean();
    for (const doc of docs) found.set(doc.cacheKey, { category: doc.category ?? null, confidence: doc.confidence });
    return found;
  }

  async put(hash: string, answers: ReadonlyMap<string, LlmAnswer>): Promise<void> {
    if (answers.size === 0) return;
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    await this.model.bulkWrite(
      [...answers].map(([cacheKey, answer]) => ({
        updateOne: {
          filter: { categoriesHash: hash, cacheKey },
          update: { $set: { category: answer.category, confidence: answer.confidence, createdAt: now, expiresAt } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }
}
