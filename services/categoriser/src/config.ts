import { baseConfigSchema, loadConfig } from '@tracker/service-kit';
import type { z } from 'zod';

export const SERVICE_NAME = 'categoriser';
export const DEFAULT_PORT = 4103;

export const configSchema = baseConfigSchema(DEFAULT_PORT);

export type Config = z.output<typeof configSchema>;

/** The categoriser service's configuration from the environment (ConfigError lists every bad variable). */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env, SERVICE_NAME);
}
