import { baseConfigSchema, loadConfig } from '@tracker/service-kit';
import { z } from 'zod';

export const SERVICE_NAME = 'transactions';
export const DEFAULT_PORT = 4102;
export const DEFAULT_CATEGORISER_URL = 'http://127.0.0.1:4103';

export const configSchema = baseConfigSchema(DEFAULT_PORT).extend({
  /** Base URL of the categoriser service (internal HTTP, never through the gateway). */
  CATEGORISER_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, for example http://127.0.0.1:4103' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(DEFAULT_CATEGORISER_URL),
});

export type Config = z.output<typeof configSchema>;

/** The transactions service's configuration from the environment (ConfigError lists every bad variable). */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env, SERVICE_NAME);
}
