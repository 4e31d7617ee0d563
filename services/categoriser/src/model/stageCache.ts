/**
 * Memoises stage 2 of the cascade. Real statements repeat merchants (the same coffee shop, supermarket and bills
 * month after month), and once store numbers, dates and references are stripped, those rows have the same model
 * text. The model's answer depends only on
 *   - the user's model: the global model, the request's categories and the user's own examples (their version), and
 *   - the row's features: its normalised text, the direction of the money and the amount's band,
 * so an answer is cached under exactly those, and a repeated merchant costs a map lookup. The user's prepared
 * model (their example counts mixed in) is cached too, so a request does not re-read and re-count their examples.
 * Both caches are bounded LRUs. Learning changes the version of the user's examples (their latest sequence number),
 * so the next request builds a new stage whose answers are keyed apart: a correction is visible at once, also on
 * another instance of the service, since the version is read from the database on every request.
 */
import { LruCache } from '../cache/lru';
import { amountBand } from './features';
import type { LocalAnswer, LocalStage } from './localStage';
import type { LogisticModel } from './logistic';

export interface ModelCacheOptions {
  /** Prepared user models kept (one per user × examples version × category list). */
  maxStages: number;
  /** Answers kept, over all users. */
  maxAnswers: number;
}

export const DEFAULT_MODEL_CACHE_OPTIONS: ModelCacheOptions = { maxStages: 64, maxAnswers: 200_000 };

/** A user's prepared model for one version of their examples, with an id that keys its answers. */
export interface CachedStage {
  readonly id: number;
  readonly model: LogisticModel;
  readonly stage: LocalStage;
}

export interface ModelCacheStats {
  answerHits: number;
  answerMisses: number;
  stageHits: number;
  stageMisses: number;
}

export class ModelAnswerCache {
  private readonly stages: LruCache<string, Promise<CachedStage>>;
  private readonly answers: LruCache<string, LocalAnswer>;
  private nextId = 1;
  readonly stats: ModelCacheStats = { answerHits: 0, answerMisses: 0, stageHits: 0, stageMisses: 0 };

  constructor(readonly options: ModelCacheOptions = DEFAULT_MODEL_CACHE_OPTIONS) {
    this.stages = new LruCache(options.maxStages);
    this.answers = new LruCache(options.maxAnswers);
  }

  /** Answers currently cached (at most maxAnswers). */
  get answerCount(): number {
    return this.answers.size;
  }

  /**
   * The user's stage for this examples version and category list; `build` runs on a miss (concurrent requests for
   * the same stage share one build).
   */
  async stage(
    userId: string,
    examplesVersion: number,
    categories: readonly string[],
    model: LogisticModel,
    build: () => Promise<LocalStage>,
  ): Promise<CachedStage> {
    const key = `${userId}\u0000${examplesVersion}\u0000${categories.join('\u0001')}`;
    const cached = this.stages.get(key);
    if (cached !== undefined) {
      const stage = await cached;
      // A different global model (tests build their own) is another stage.
      if (stage.model === model) {
        this.stats.stageHits += 1;
        return stage;
      }
    }
    this.stats.stageMisses += 1;
    const building = build().then((stage) => ({ id: this.nextId++, model, stage }));
    this.stages.set(key, building);
    building.catch(() => this.stages.delete(key));
    return building;
  }

  /** The stage's answer for one row, from the cache when the same features were answered before. */
  answer(cached: CachedStage, text: string, isIncome: boolean, amount: string): LocalAnswer {
    const key = `${cached.id}\u0000${isIncome ? 'i' : 'o'}${amountBand(amount)}\u0000${text}`;
    const hit = this.answers.get(key);
    if (hit !== undefined) {
      this.stats.answerHits += 1;
      return hit;
    }
    this.stats.answerMisses += 1;
    const answer = cached.stage.answer(text, isIncome, amount);
    this.answers.set(key, answer);
    return answer;
  }
}
