/** What the LLM is asked, and the shape its answer must take (a JSON schema whose category is an enum). */

export interface LlmRow {
  /** Short id within the batch (r1, r2 …), echoed back by the model. */
  id: string;
  /** The cleaned description: payee and payment channel, no card numbers, dates or references. */
  description: string;
  isIncome: boolean;
  amount: string;
  /** The bank file's own category for the row (its words, not one of ours), when the file had one. */
  bankCategory?: string;
}

export const CATEGORISE_SYSTEM_PROMPT = [
  'You categorise bank transactions for a personal budgeting app.',
  'For each row choose exactly one category from the allowed list, or null.',
  'Answer null unless the description makes the category clear: a wrong category is worse than none, because rows',
  'without a category are reviewed by the user. Never invent a category that is not in the list.',
  'Use the direction of the money (in or out) and the amount as hints only.',
  "A row's bank category, when given, is the bank's own label for it: a hint, never an allowed category by itself.",
  'Confidence: high when the merchant or purpose is unambiguous, medium when it is probable, low when unsure.',
  'Answer every row id you are given, once.',
].join(' ');

export function categoriseUserPrompt(categories: readonly string[], rows: readonly LlmRow[]): string {
  const lines = rows.map((row) => {
    const line = `${row.id} | ${row.isIncome ? 'in' : 'out'} | ${row.amount} | ${row.description}`;
    return row.bankCategory === undefined ? line : `${line} | bank category: ${row.bankCategory}`;
  });
  return [
    'Allowed categories:',
    ...categories.map((category) => `- ${category}`),
    '',
    "Rows (id | direction | amount | description, then the bank's category when known):",
    ...lines,
  ].join('\n');
}

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

/** What each level is worth against the cascade's threshold (0.6): only high and medium answers are trusted. */
export const CONFIDENCE_VALUES: Record<ConfidenceLevel, number> = { high: 0.9, medium: 0.75, low: 0.45 };

export const STRUCTURED_OUTPUT_NAME = 'categorise_transactions';

/** Strict JSON schema (OpenAI structured outputs): every field required, no extras, category an enum plus null. */
export function categoriseJsonSchema(categories: readonly string[]): Record<string, unknown> {
  return {
    title: STRUCTURED_OUTPUT_NAME,
    description: 'One answer per transaction row.',
    type: 'object',
    properties: {
      answers: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', description: 'The row id exactly as given.' },
            category: {
              type: ['string', 'null'],
              enum: [...categories, null],
              description: 'One of the allowed categories, or null when unsure.',
            },
            confidence: { type: 'string', enum: [...CONFIDENCE_LEVELS] },
          },
          required: ['id', 'category', 'confidence'],
          additionalProperties: false,
        },
      },
    },
    required: ['answers'],
    additionalProperties: false,
  };
}

export interface LlmAnswer {
  category: string | null;
  confidence: number;
}

/**
 * Reads the model's answer defensively: anything malformed is dropped, an answer outside the allowed categories is
 * dropped (never trusted, never mapped), and a row answered twice keeps its first answer.
 */
export function readAnswers(
  output: unknown,
  rowIds: ReadonlySet<string>,
  allowed: ReadonlySet<string>,
): Map<string, LlmAnswer> {
  const answers = new Map<string, LlmAnswer>();
  if (typeof output !== 'object' || output === null) return answers;
  const list = (output as { answers?: unknown }).answers;
  if (!Array.isArray(list)) return answers;
  for (const item of list as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, category, confidence } = item as { id?: unknown; category?: unknown; confidence?: unknown };
    if (typeof id !== 'string' || !rowIds.has(id) || answers.has(id)) continue;
    if (!(category === null || (typeof category === 'string' && allowed.has(category)))) continue;
    const level = CONFIDENCE_LEVELS.find((candidate) => candidate === confidence);
    if (level === undefined) continue;
    answers.set(id, { category, confidence: category === null ? 0 : CONFIDENCE_VALUES[level] });
  }
  return answers;
}
