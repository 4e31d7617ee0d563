import { z } from 'zod';
import { isValidFieldKeys } from './fieldEncryption';
import { LOG_LEVELS } from './logger';

/** Keys used to sign the session cookie when NODE_ENV=test and SESSION_KEYS is unset. */
export const TEST_SESSION_KEYS: readonly string[] = ['test-session-key-do-not-use-in-production-0001'];

export const MIN_SESSION_KEY_LENGTH = 32;

const sessionKeysSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((key) => key.trim())
      .filter((key) => key.length > 0),
  )
  .refine((keys) => keys.length > 0, { message: 'must list at least one key (comma-separated)' })
  .refine((keys) => keys.every((key) => key.length >= MIN_SESSION_KEY_LENGTH), {
    message: `every key must be at least ${MIN_SESSION_KEY_LENGTH} characters long`,
  });

/**
 * The variables every service reads. Extend it with `.extend({...})` for a service's own variables.
 *
 * PORT, HOST (127.0.0.1; docker uses 0.0.0.0), MONGODB_URI (required), SESSION_KEYS (required outside tests),
 * LOG_LEVEL, INTERNAL_TOKEN (optional: when set, /internal/* requires it), FIELD_ENCRYPTION_KEY (optional), NODE_ENV.
 */
export function baseConfigSchema(defaultPort: number) {
  return z.object({
    PORT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(defaultPort),
    HOST: z.string().min(1).default('127.0.0.1'),
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a MongoDB connection string (mongodb://host:port/database)'),
    SESSION_KEYS: sessionKeysSchema,
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
    INTERNAL_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
    /** Seals bank account numbers and free-text notes in the database (see fieldEncryption.ts). */
    FIELD_ENCRYPTION_KEY: z
      .string()
      .refine(isValidFieldKeys, 'must be 32-byte keys, base64 or 64 hex digits, comma-separated')
      .optional(),
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
      .default('development'),
  });
}

export type BaseConfig = z.output<ReturnType<typeof baseConfigSchema>>;

/** Hints printed next to a missing variable. */
const HINTS: Record<string, string> = {
  MONGODB_URI: 'for example mongodb://127.0.0.1:27027/tracker',
  SESSION_KEYS: `comma-separated secrets of at least ${MIN_SESSION_KEY_LENGTH} characters; the first one signs`,
};

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(service: string, problems: readonly string[]) {
    super(
      `Invalid configuration for ${service}: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads a service's configuration from the environment. Empty variables count as unset. Every bad or missing
 * variable is reported at once in a ConfigError. Under NODE_ENV=test, SESSION_KEYS defaults to TEST_SESSION_KEYS.
 */
export function loadConfig<Schema extends z.ZodType>(
  schema: Schema,
  env: Env = process.env,
  service = 'the service',
): z.output<Schema> {
  const input: Env = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') input[key] = value;
  }
  if (input.NODE_ENV === 'test' && input.SESSION_KEYS === undefined) input.SESSION_KEYS = TEST_SESSION_KEYS.join(',');

  const result = schema.safeParse(input);
  if (result.success) return result.data;

  const problems: string[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.') || '(environment)';
    if (seen.has(name)) continue;
    seen.add(name);
    const missing = issue.path.length > 0 && input[String(issue.path[0])] === undefined;
    if (missing) {
      const hint = HINTS[name];
      problems.push(`${name} is required but not set${hint ? ` (${hint})` : ''}`);
    } else {
      problems.push(`${name} ${issue.message}`);
    }
  }
  throw new ConfigError(service, problems);
}
