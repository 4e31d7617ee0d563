/**
 * The LangChain side: a ChatOpenAI client for any OpenAI-compatible server and the structured-output call. The
 * schema is passed as plain JSON schema, so LangChain returns the parsed object without validating it as a whole:
 * readAnswers() then keeps each valid row and drops only the bad ones (one answer outside the list does not cost
 * the other 24).
 */
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import { ChatOpenAI } from '@langchain/openai';
import type { Config } from '../config';
import {
  CATEGORISE_SYSTEM_PROMPT,
  STRUCTURED_OUTPUT_NAME,
  categoriseJsonSchema,
  categoriseUserPrompt,
  readAnswers,
  type LlmAnswer,
  type LlmRow,
} from './prompt';

export type LlmSettings = Pick<
  Config,
  'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'LLM_TIMEOUT_MS' | 'LLM_STRUCTURED_OUTPUT'
>;

export function createChatModel(settings: LlmSettings): ChatOpenAI {
  return new ChatOpenAI({
    model: settings.OPENAI_MODEL,
    apiKey: settings.OPENAI_API_KEY,
    configuration: settings.OPENAI_BASE_URL === undefined ? {} : { baseURL: settings.OPENAI_BASE_URL },
    temperature: 0,
    // The cascade has its own fallback: a failed call is not retried, the local answer stands.
    maxRetries: 0,
    timeout: settings.LLM_TIMEOUT_MS,
  });
}

/** One batch of rows (at most LLM_BATCH_SIZE) through the model; answers keyed by row id. */
export async function classifyBatch(
  chat: ChatOpenAI,
  method: LlmSettings['LLM_STRUCTURED_OUTPUT'],
  categories: readonly string[],
  rows: readonly LlmRow[],
  signal: AbortSignal,
): Promise<Map<string, LlmAnswer>> {
  const structured = chat.withStructuredOutput<Record<string, unknown>>(categoriseJsonSchema(categories), {
    name: STRUCTURED_OUTPUT_NAME,
    method,
    strict: true,
  });
  const output: unknown = await structured.invoke(
    [new SystemMessage(CATEGORISE_SYSTEM_PROMPT), new HumanMessage(categoriseUserPrompt(categories, rows))],
    { signal },
  );
  return readAnswers(output, new Set(rows.map((row) => row.id)), new Set(categories));
}
