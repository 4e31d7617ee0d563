/**
 * Stage 3 of the cascade: the LLM, for the rows the memory and the offline model left below the threshold. One
 * question per merchant (rows of the same merchant share it), cached answers first, batches of LLM_BATCH_SIZE, a
 * few in flight, and one deadline for the whole stage: whatever has not answered by then is left to the local
 * answer. A slow, failing or malformed LLM never fails the call.
 */
import type { ChatOpenAI } from '@langchain/openai';
import type { Logger } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import { LlmCache, categoriesHash } from './cache';
import { classifyBatch, createChatModel } from './chat';
import type { LlmAnswer, LlmRow } from './prompt';

export interface LlmQuestion {
  /** merchant key + direction (+ bank category): one question and one cache entry per merchant. */
  cacheKey: string;
  description: string;
  isIncome: boolean;
  amount: string;
  /** The bank file's own category for the row, when it read as none of the user's: a hint. */
  bankCategory?: string;
}

export type LlmStageSettings = Pick<
  Config,
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_MODEL'
  | 'LLM_TIMEOUT_MS'
  | 'LLM_BATCH_SIZE'
  | 'LLM_CONCURRENCY'
  | 'LLM_STRUCTURED_OUTPUT'
  | 'LLM_CACHE_DAYS'
>;

export interface LlmStageResult {
  answers: Map<string, LlmAnswer>;
  fromCache: number;
  asked: number;
  failedBatches: number;
  timedOut: boolean;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class LlmStage {
  private readonly chat: ChatOpenAI;
  private readonly cache: LlmCache;

  constructor(
    private readonly settings: LlmStageSettings,
    connection: Connection,
    private readonly logger: Logger,
  ) {
    this.chat = createChatModel(settings);
    this.cache = new LlmCache(connection, settings.LLM_CACHE_DAYS);
  }

  async answer(categories: readonly string[], questions: readonly LlmQuestion[]): Promise<LlmStageResult> {
    const result: LlmStageResult = { answers: new Map(), fromCache: 0, asked: 0, failedBatches: 0, timedOut: false };
    const unique = [...new Map(questions.map((question) => [question.cacheKey, question])).values()];
    if (unique.length === 0) return result;
    const hash = categoriesHash(categories);

    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error('LLM stage timed out')), this.settings.LLM_TIMEOUT_MS);
    try {
      const cached = await this.withDeadline(
        this.cache.get(
          hash,
          unique.map((question) => question.cacheKey),
        ),
        deadline.signal,
      ).catch((err: unknown) => {
        this.logger.warn({ err }, 'LLM cache lookup failed; asking the LLM');
        return new Map<string, LlmAnswer>();
      });
      for (const [key, answer] of cached) result.answers.set(key, answer);
      result.fromCache = cached.size;

      const toAsk = unique.filter((question) => !cached.has(question.cacheKey));
      result.asked = toAsk.length;
      const batches = chunk(toAsk, this.settings.LLM_BATCH_SIZE);
      const fresh = new Map<string, LlmAnswer>();
      let next = 0;
      const worker = async () => {
        while (next < batches.length && !deadline.signal.aborted) {
          const batch = batches[next++] as LlmQuestion[];
          const rows: LlmRow[] = batch.map((question, i) => ({
            id: `r${i + 1}`,
            description: question.description,
            isIncome: question.isIncome,
            amount: question.amount,
            ...(question.bankCategory === undefined ? {} : { bankCategory: question.bankCategory }),
          }));
          try {
            const answers = await this.withDeadline(
              classifyBatch(this.chat, this.settings.LLM_STRUCTURED_OUTPUT, categories, rows, deadline.signal),
              deadline.signal,
            );
            rows.forEach((row, i) => {
              const answer = answers.get(row.id);
              if (answer) fresh.set((batch[i] as LlmQuestion).cacheKey, answer);
            });
          } catch (err) {
            if (deadline.signal.aborted) break;
            result.failedBatches += 1;
            this.logger.warn({ err: describe(err), rows: rows.length }, 'LLM batch failed; the local answers stand');
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.settings.LLM_CONCURRENCY, batches.length) }, worker));
      result.timedOut = deadline.signal.aborted;
      if (result.timedOut)
        this.logger.warn({ timeoutMs: this.settings.LLM_TIMEOUT_MS }, 'LLM stage timed out; the local answers stand');
      for (const [key, answer] of fresh) result.answers.set(key, answer);
      // Cached after the deadline too: the next import of these merchants needs no LLM.
      await this.cache.put(hash, fresh).catch((err: unknown) => this.logger.warn({ err }, 'LLM cache write failed'));
      return result;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Resolves with the promise, or rejects when the deadline passes first (the abort also cancels the HTTP call). */
  private withDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (err: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(err);
        },
      );
    });
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}
