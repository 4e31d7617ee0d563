/** Insights for the dashboard: computed from the figures, optionally phrased by the LLM (figures verified). */
import { DASHBOARD_INSIGHTS, type InsightsRequest } from '@tracker/contracts';
import type { ChatOpenAI } from '@langchain/openai';
import type { Logger } from '@tracker/service-kit';
import { computeInsightFacts, pickInsights } from './facts';
import { phraseInsights } from './phrase';

export interface InsightsDeps {
  /** Present when an LLM is configured and phrasing is on. */
  phrasing: { chat: ChatOpenAI; method: 'jsonSchema' | 'functionCalling'; timeoutMs: number } | null;
  logger: Logger;
}

export async function insightsFor(request: InsightsRequest, deps: InsightsDeps): Promise<string[]> {
  const sentences = pickInsights(computeInsightFacts(request), DASHBOARD_INSIGHTS).map((fact) => fact.text);
  if (deps.phrasing === null || sentences.length === 0) return sentences;
  const { chat, method, timeoutMs } = deps.phrasing;
  return phraseInsights(chat, method, sentences, timeoutMs, deps.logger);
}
