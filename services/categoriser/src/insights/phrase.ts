/**
 * Optional LLM phrasing of the computed insights. The LLM may only reword: every number in its sentence must be one
 * of the original sentence's numbers, every amount of money must still be there, and advice wording is refused. A
 * sentence that fails any check — or an LLM that is slow, down or malformed — leaves the computed sentence in place.
 */
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { ChatOpenAI } from '@langchain/openai';
import { DEFAULT_CURRENCY, type CurrencyCode } from '@tracker/contracts';
import type { Logger } from '@tracker/service-kit';
import { moneyIn } from './format';

export const PHRASE_SYSTEM_PROMPT = [
  'You rewrite short personal-finance insights so they read naturally for the account owner.',
  'Keep every figure exactly as written (amounts, percentages, dates, counts); add no new numbers and no new facts.',
  'State facts only: no advice, no recommendations, no "you should".',
  'Return one rewritten sentence per input sentence, in the same order.',
].join(' ');

const PHRASE_SCHEMA: Record<string, unknown> = {
  title: 'phrase_insights',
  description: 'The rewritten insights, one per input sentence, same order.',
  type: 'object',
  properties: { insights: { type: 'array', items: { type: 'string' } } },
  required: ['insights'],
  additionalProperties: false,
};

const ADVICE =
  /\b(you should|should|recommend|recommended|consider|try to|make sure|we suggest|suggest|advise|must)\b/i;

/** Numbers as written, without thousands separators: "$1,234.50 on 3 October (42%)" -> 1234.50, 3, 42. */
export function numbersIn(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((number) => number.replace(/,/g, ''));
}

/** The amounts of money in a sentence written in `currency` ('£1,234.50' -> 1234.50), as moneyIn writes them. */
function amountsIn(text: string, currency: CurrencyCode): string[] {
  // What formatMoney writes before the digits in this currency: '$', '£', 'A$', 'CHF ' (with a no-break space).
  const symbol = moneyIn(currency)(0).replace(/[\d.,]+$/, '');
  const pattern = new RegExp(`${symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d[\\d,]*(?:\\.\\d+)?`, 'g');
  return (text.match(pattern) ?? []).map((money) => numbersIn(money)[0] as string);
}

/** Whether a rephrasing keeps to the original's figures and states no advice (amounts in `currency`, USD unless said). */
export function isFaithful(original: string, rephrased: string, currency: CurrencyCode = DEFAULT_CURRENCY): boolean {
  if (rephrased.trim() === '' || rephrased.length > 400 || ADVICE.test(rephrased)) return false;
  const allowed = new Set(numbersIn(original));
  if (!numbersIn(rephrased).every((number) => allowed.has(number))) return false;
  const kept = new Set(numbersIn(rephrased));
  return amountsIn(original, currency).every((money) => kept.has(money));
}

export async function phraseInsights(
  chat: ChatOpenAI,
  method: 'jsonSchema' | 'functionCalling',
  sentences: readonly string[],
  timeoutMs: number,
  logger: Logger,
  currency: CurrencyCode = DEFAULT_CURRENCY,
): Promise<string[]> {
  if (sentences.length === 0) return [];
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const structured = chat.withStructuredOutput<Record<string, unknown>>(PHRASE_SCHEMA, {
      name: 'phrase_insights',
      method,
      strict: true,
    });
    const output: unknown = await structured.invoke(
      [
        new SystemMessage(PHRASE_SYSTEM_PROMPT),
        new HumanMessage(sentences.map((sentence, i) => `${i + 1}. ${sentence}`).join('\n')),
      ],
      { signal: deadline },
    );
    const rewritten =
      typeof output === 'object' && output !== null ? (output as { insights?: unknown }).insights : undefined;
    if (!Array.isArray(rewritten) || rewritten.length !== sentences.length) {
      logger.warn('insight phrasing came back in the wrong shape; the computed sentences stand');
      return [...sentences];
    }
    return sentences.map((original, i) => {
      const candidate = rewritten[i];
      return typeof candidate === 'string' && isFaithful(original, candidate, currency) ? candidate.trim() : original;
    });
  } catch (err) {
    logger.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'insight phrasing failed; the computed sentences stand',
    );
    return [...sentences];
  }
}
