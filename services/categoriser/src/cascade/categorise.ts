/**
 * The cascade, cheapest first: the user's memory, then the offline model (adapted to the user), then — for what is
 * still below the confidence threshold, when configured — the LLM. Every answer carries its category (one of the
 * request's, or null), a confidence and the stage that gave it. Rows still below the threshold come back with their
 * best answer; the transactions service puts them in Pending.
 */
import { CATEGORY_CONFIDENCE_THRESHOLD, type Categorisation, type CategoriseRequest } from '@tracker/contracts';
import type { Logger } from '@tracker/service-kit';
import type { LlmStage } from '../llm/stage';
import type { MerchantMemory } from '../memory/store';
import type { GlobalModel } from '../model/globalModel';
import { LocalStage } from '../model/localStage';
import type { ModelAnswerCache } from '../model/stageCache';
import type { UserExamples } from '../model/userExamples';
import { normaliseDescription } from '../normalise/merchant';

export interface CascadeDeps {
  memory: MerchantMemory;
  examples: UserExamples;
  model: () => GlobalModel;
  /** Memoised model answers per user model version and row features (one per app). */
  modelCache: ModelAnswerCache;
  /** Null when no OPENAI_API_KEY is configured. */
  llm: LlmStage | null;
  logger: Logger;
}

export interface CascadeStats {
  memory: number;
  model: number;
  llm: number;
  none: number;
  belowThreshold: number;
}

export async function categorise(
  request: CategoriseRequest,
  deps: CascadeDeps,
): Promise<{ results: Categorisation[]; stats: CascadeStats }> {
  const { userId, categories, transactions } = request;
  const allowed = new Set(categories);
  // A literal of fixed shape, not a spread of the two: this runs for every row of an import.
  const rows = transactions.map(({ id, description, amount, isIncome }) => {
    const { merchantKey, text, label } = normaliseDescription(description);
    return { id, amount, isIncome, merchantKey, text, label };
  });
  const results: Categorisation[] = rows.map((row) => ({ id: row.id, category: null, confidence: 0, stage: 'none' }));

  // 1. Memory.
  const remembered = await deps.memory.recall(userId, rows.map((row) => row.merchantKey), allowed);
  const pending: number[] = [];
  rows.forEach((row, i) => {
    const hit = remembered.get(row.merchantKey);
    if (hit) results[i] = { id: row.id, category: hit.category, confidence: hit.confidence, stage: 'memory' };
    else pending.push(i);
  });

  // 2. The offline model, with the user's own examples mixed in.
  if (pending.length > 0) {
    const version = await deps.examples.version(userId);
    const global = deps.model();
    const local = await deps.modelCache.stage(userId, version, categories, global.model, async () => {
      return new LocalStage(global, categories, await deps.examples.list(userId));
    });
    for (const i of pending) {
      const row = rows[i] as (typeof rows)[number];
      const answer = deps.modelCache.answer(local, row.text, row.isIncome, row.amount);
      if (answer.category !== null) results[i] = { id: row.id, category: answer.category, confidence: answer.confidence, stage: 'model' };
    }
  }

  // 3. The LLM, only for what is still uncertain and has something to go on.
  const uncertain = pending.filter((i) => {
    const row = rows[i] as (typeof rows)[number];
    return (results[i] as Categorisation).confidence < CATEGORY_CONFIDENCE_THRESHOLD && (row.merchantKey !== '' || row.text !== '');
  });
  if (deps.llm !== null && uncertain.length > 0) {
    const cacheKeyOf = (i: number) => {
      const row = rows[i] as (typeof rows)[number];
      return `${row.merchantKey || row.text.toUpperCase()}|${row.isIncome ? 'in' : 'out'}`;
    };
    const outcome = await deps.llm.answer(
      categories,
      uncertain.map((i) => {
        const row = rows[i] as (typeof rows)[number];
        // The cleaned description: no card numbers, references or dates leave the machine.
        return { cacheKey: cacheKeyOf(i), description: row.label || row.merchantKey, isIncome: row.isIncome, amount: row.amount };
      }),
    );
    for (const i of uncertain) {
      const answer = outcome.answers.get(cacheKeyOf(i));
      const current = results[i] as Categorisation;
      // The LLM's answer replaces the local one only when it is a category and more confident; its null keeps the local guess.
      if (answer && answer.category !== null && allowed.has(answer.category) && answer.confidence > current.confidence) {
        results[i] = { id: current.id, category: answer.category, confidence: answer.confidence, stage: 'llm' };
      }
    }
  }

  const stats: CascadeStats = { memory: 0, model: 0, llm: 0, none: 0, belowThreshold: 0 };
  // The merchant key goes back with each answer: the transactions service groups a merchant's rows by it (what is
  // learned for one row of a merchant is answered for all of them).
  for (let i = 0; i < results.length; i++) (results[i] as Categorisation).merchant = (rows[i] as (typeof rows)[number]).merchantKey;
  for (const result of results) {
    stats[result.stage] += 1;
    if (result.confidence < CATEGORY_CONFIDENCE_THRESHOLD) stats.belowThreshold += 1;
  }
  return { results, stats };
}
