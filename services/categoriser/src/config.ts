import { baseConfigSchema, loadConfig } from '@tracker/service-kit';
import { z } from 'zod';

export const SERVICE_NAME = 'categoriser';
export const DEFAULT_PORT = 4103;

/** Rows per LLM request at most: short prompts answer fast and a failed batch loses little. */
export const LLM_MAX_BATCH_SIZE = 25;

const positiveInt = (name: string) =>
  z.coerce
    .number({ message: `must be a number (${name})` })
    .int('must be a whole number')
    .positive('must be positive');

/**
 * The categoriser's variables on top of service-kit's. The LLM stage is on only when OPENAI_API_KEY is set; without
 * it the memory and the offline model still categorise everything.
 */
export const configSchema = baseConfigSchema(DEFAULT_PORT).extend({
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Any OpenAI-compatible server (a local one included); unset means api.openai.com. */
  OPENAI_BASE_URL: z.url({ message: 'must be a URL, e.g. http://127.0.0.1:8080/v1' }).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** After this long the LLM stage gives up and the local answers stand. */
  LLM_TIMEOUT_MS: positiveInt('milliseconds').max(120_000, 'must be at most 120000').default(8000),
  LLM_BATCH_SIZE: positiveInt('rows')
    .max(LLM_MAX_BATCH_SIZE, `must be at most ${LLM_MAX_BATCH_SIZE}`)
    .default(LLM_MAX_BATCH_SIZE),
  /** Batches in flight at once for one request. */
  LLM_CONCURRENCY: positiveInt('requests').max(8, 'must be at most 8').default(2),
  /** How the structured answer is requested: a JSON-schema response format, or a forced function call (for servers without json_schema). */
  LLM_STRUCTURED_OUTPUT: z
    .enum(['jsonSchema', 'functionCalling'], { message: 'must be jsonSchema or functionCalling' })
    .default('jsonSchema'),
  /** LLM answers are cached per merchant this long. */
  LLM_CACHE_DAYS: positiveInt('days').max(365, 'must be at most 365').default(30),
  /** Let the LLM rephrase the insights (their figures are checked; the computed text stands otherwise). */
  LLM_PHRASE_INSIGHTS: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});

export type Config = z.output<typeof configSchema>;

/** The categoriser service's configuration from the environment (ConfigError lists every bad variable). */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env, SERVICE_NAME);
}
