/** Insights for the dashboard: computed from the figures, optionally phrased by the LLM (figures verified). */
import { DASHBOARD_INSIGHTS, type InsightsRequest, type InsightsResponse } from '@tracker/contracts';
import type { ChatOpenAI } from '@langchain/openai';
import type { Logger } from '@tracker/service-kit';
import { analyseInsights, pickInsights } from './facts';
import { phraseInsights } from './phrase';

export interface InsightsDeps {
  /** Present when an LLM is configured and phrasing is on. */
  phrasing: { chat: ChatOpenAI; method: 'jsonSchema' | 'functionCalling'; timeoutMs: number } | null;
  logger: Logger;
}

export async function insightsFor(request: InsightsRequest, deps: InsightsDeps): Promise<InsightsResponse> {
  const { facts, weeksToComparisons } = analyseInsights(request);
  const history = weeksToComparisons === null ? {} : { weeksToComparisons };
  const sentences = pickInsights(facts, DASHBOARD_INSIGHTS).map((fact) => fact.text);
  if (deps.phrasing === null || sentences.length === 0) return { insights: sentences, ...history };
  const { chat, method, timeoutMs } = deps.phrasing;
  const phrased = await phraseInsights(chat, method, sentences, timeoutMs, deps.logger, request.currency);
  return { insights: phrased, ...history };
}
