import {
  CATEGORISER_PATHS,
  categoriseResponseSchema,
  insightsResponseSchema,
  learnResponseSchema,
  merchantsResponseSchema,
  type Categorisation,
  type CategoriseRequest,
  type InsightsRequest,
  type InsightsResponse,
  type LearnRequest,
} from '@tracker/contracts';
import type { z } from 'zod';
import { callInternal, InternalCallError, type InternalCallOptions, type Logger } from '@tracker/service-kit';

export interface CategoriserClientOptions extends InternalCallOptions {
  /** After a failure, calls are skipped (answered "unavailable" at once) for this long. */
  cooldownMs: number;
  logger?: Logger;
  /** Clock, for tests of the cooldown. */
  now?: () => number;
}

/**
 * The categoriser over internal HTTP (contract: packages/contracts/src/categoriser.ts). Every call degrades instead
 * of failing: `categorise` and `insights` answer null when the service is slow, down or answers outside the contract,
 * `learn` answers false. After a failure a circuit breaker skips calls for `cooldownMs`, so an import of many batches
 * waits for one time-out at most and its rows go to Pending.
 */
export class CategoriserClient {
  private openUntil = 0;
  private readonly now: () => number;

  constructor(private readonly options: CategoriserClientOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether calls are currently skipped after a failure. */
  get unavailable(): boolean {
    return this.now() < this.openUntil;
  }

  /**
   * Categories for the rows (matched by id), or null when the categoriser gave no usable answer. A category the
   * request did not offer counts as no answer for that row.
   */
  async categorise(request: CategoriseRequest): Promise<Map<string, Categorisation> | null> {
    if (request.transactions.length === 0) return new Map();
    const answer = await this.call('POST', CATEGORISER_PATHS.categorise, request, categoriseResponseSchema);
    if (answer === null) return null;
    const allowed = new Set(request.categories);
    const results = new Map<string, Categorisation>();
    for (const result of answer.results) {
      if (result.category !== null && !allowed.has(result.category)) {
        results.set(result.id, { ...result, category: null, confidence: 0, stage: 'none' });
      } else {
        results.set(result.id, result);
      }
    }
    return results;
  }

  /** Teaches the categoriser a user's corrections; false when that did not happen (never throws). */
  async learn(request: LearnRequest): Promise<boolean> {
    if (request.examples.length === 0) return true;
    return (await this.call('POST', CATEGORISER_PATHS.learn, request, learnResponseSchema)) !== null;
  }

  /** The merchant keys of these descriptions (in order), or null when the categoriser gave no usable answer. */
  async merchants(descriptions: readonly string[]): Promise<string[] | null> {
    if (descriptions.length === 0) return [];
    const answer = await this.call('POST', CATEGORISER_PATHS.merchants, { descriptions }, merchantsResponseSchema);
    return answer === null || answer.merchants.length !== descriptions.length ? null : answer.merchants;
  }

  /** Insights computed from the user's figures, or null when the categoriser gave no usable answer. */
  async insights(request: InsightsRequest): Promise<InsightsResponse | null> {
    return this.call('POST', CATEGORISER_PATHS.insights, request, insightsResponseSchema);
  }

  private async call<S extends z.ZodType>(
    method: 'POST',
    path: string,
    body: unknown,
    schema: S,
  ): Promise<z.output<S> | null> {
    if (this.unavailable) return null;
    try {
      return await callInternal(this.options, method, path, body, schema);
    } catch (err) {
      this.openUntil = this.now() + this.options.cooldownMs;
      const message = err instanceof InternalCallError ? err.message : String(err);
      this.options.logger?.warn(
        { path, kind: err instanceof InternalCallError ? err.kind : 'unknown' },
        `categoriser unavailable: ${message}`,
      );
      return null;
    }
  }
}
