import { baseConfigSchema, loadConfig } from '@tracker/service-kit';
import { z } from 'zod';

export const SERVICE_NAME = 'budget';
export const DEFAULT_PORT = 4104;
export const DEFAULT_TRANSACTIONS_SERVICE_URL = 'http://127.0.0.1:4102';
/** The transactions service's internal user-categories call gets this long before the budget write gives up. */
export const DEFAULT_TRANSACTIONS_TIMEOUT_MS = 5_000;

export const configSchema = baseConfigSchema(DEFAULT_PORT).extend({
  /** Base URL of the transactions service: the user's categories, the one vocabulary of budget lines. */
  TRANSACTIONS_SERVICE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, for example http://127.0.0.1:4102' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(DEFAULT_TRANSACTIONS_SERVICE_URL),
  /** Time limit of that call. */
  TRANSACTIONS_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1, 'must be at least 1 millisecond')
    .max(600_000, 'must be at most 600000 milliseconds')
    .default(DEFAULT_TRANSACTIONS_TIMEOUT_MS),
});

export type Config = z.output<typeof configSchema>;

/** The budget service's configuration from the environment (ConfigError lists every bad variable). */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env, SERVICE_NAME);
}
