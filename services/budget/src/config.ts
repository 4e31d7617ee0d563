import { baseConfigSchema, loadConfig } from '@tracker/service-kit';
import type { z } from 'zod';

export const SERVICE_NAME = 'budget';
export const DEFAULT_PORT = 4104;

export const configSchema = baseConfigSchema(DEFAULT_PORT);

export type Config = z.output<typeof configSchema>;

/** The budget service's configuration from the environment (ConfigError lists every bad variable). */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env, SERVICE_NAME);
}
