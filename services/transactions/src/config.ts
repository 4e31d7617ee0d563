import { exchangeRateVariables } from '@tracker/exchange-rates';
import { baseConfigSchema, loadConfig } from '@tracker/service-kit';
import { z } from 'zod';

export const SERVICE_NAME = 'transactions';
export const DEFAULT_PORT = 4102;
export const DEFAULT_CATEGORISER_URL = 'http://127.0.0.1:4103';
export const DEFAULT_BUDGET_SERVICE_URL = 'http://127.0.0.1:4104';
export const DEFAULT_AUTH_SERVICE_URL = 'http://127.0.0.1:4101';
/** The auth service's home-currency call (a first statement's currency) gets this long; the import never waits more. */
export const AUTH_TIMEOUT_MS = 8_000;
/** One categorise call (up to CATEGORISE_BATCH_MAX rows) may take this long before the import gives up on it. */
export const DEFAULT_CATEGORISER_TIMEOUT_MS = 15_000;
/** After a failed or timed-out call, the categoriser is not called again for this long (imports go to Pending). */
export const DEFAULT_CATEGORISER_COOLDOWN_MS = 30_000;
/** The budget service's internal call gets this long before insights are computed without budgets. */
export const DEFAULT_BUDGET_TIMEOUT_MS = 3_000;

const httpUrl = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL, for example ${example}` })
    .transform((url) => url.replace(/\/+$/, ''));

const milliseconds = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1, 'must be at least 1 millisecond')
    .max(600_000, 'must be at most 600000 milliseconds')
    .default(fallback);

export const configSchema = baseConfigSchema(DEFAULT_PORT).extend({
  /** Base URL of the categoriser service (internal HTTP, never through the gateway). */
  CATEGORISER_URL: httpUrl('http://127.0.0.1:4103').default(DEFAULT_CATEGORISER_URL),
  /** Time limit of one categoriser call. */
  CATEGORISER_TIMEOUT_MS: milliseconds(DEFAULT_CATEGORISER_TIMEOUT_MS),
  /** How long the categoriser is left alone after a failure. */
  CATEGORISER_COOLDOWN_MS: milliseconds(DEFAULT_CATEGORISER_COOLDOWN_MS),
  /** Base URL of the budget service (its internal budget-lines call feeds the insights; unreachable = no budgets). */
  BUDGET_SERVICE_URL: httpUrl('http://127.0.0.1:4104').default(DEFAULT_BUDGET_SERVICE_URL),
  /** Time limit of the budget service call. */
  BUDGET_TIMEOUT_MS: milliseconds(DEFAULT_BUDGET_TIMEOUT_MS),
  /** Exchange rates (ECB_BASE_URL, FX_TIMEOUT_MS, FX_REFRESH_MS), read from the shared store in process. */
  ...exchangeRateVariables,
  /** Base URL of the auth service (a first statement's currency becomes the user's home currency). */
  AUTH_SERVICE_URL: httpUrl('http://127.0.0.1:4101').default(DEFAULT_AUTH_SERVICE_URL),
  /**
   * 'off' leaves out the import's transfers stage (no pairing, no refunds at import; manual entry and the start-up
   * pass still pair): the five-accounts bench's baseline, measured against the same import with it on.
   */
  IMPORT_TRANSFERS: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
});

export type Config = z.output<typeof configSchema>;

/** The transactions service's configuration from the environment (ConfigError lists every bad variable). */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env, SERVICE_NAME);
}
