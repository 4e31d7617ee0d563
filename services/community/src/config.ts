import { baseConfigSchema, loadConfig } from '@tracker/service-kit';
import type { z } from 'zod';

export const SERVICE_NAME = 'community';
export const DEFAULT_PORT = 4106;

export const configSchema = baseConfigSchema(DEFAULT_PORT);

export type Config = z.output<typeof configSchema>;

/** The community service's configuration from the environment (ConfigError lists every bad variable). */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env, SERVICE_NAME);
}
