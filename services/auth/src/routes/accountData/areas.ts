/**
 * Where each area's `/internal/user-data/:userId` lives. Transactions, wealth and community come from the auth
 * config (the account statistics use them too); the budget and categoriser URLs and the timeout are read here
 * from the environment with the same defaults as the rest of the stack, until they move into src/config.ts.
 */
import { USER_DATA_AREAS, type UserDataArea } from '@tracker/contracts';
import { z } from 'zod';
import type { Config } from '../../config';

export interface AreaEndpoint {
  area: UserDataArea;
  baseUrl: string;
}

export interface AccountDataSettings {
  areas: AreaEndpoint[];
  internalToken: string | undefined;
  /** Per-area timeout of one export or deletion call. */
  timeoutMs: number;
}

const url = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL, for example ${fallback}` })
    .transform((value) => value.replace(/\/+$/, ''))
    .default(fallback);

const envSchema = z.object({
  BUDGET_SERVICE_URL: url('http://127.0.0.1:4104'),
  CATEGORISER_URL: url('http://127.0.0.1:4103'),
  ACCOUNT_DATA_TIMEOUT_MS: z.coerce.number({ message: 'must be a number' }).int().min(50).max(600_000).default(30_000),
});

/** The areas asked for a download or a deletion: every area of USER_DATA_COLLECTIONS, none left out. */
export function accountDataSettings(config: Config, env: Record<string, string | undefined> = process.env): AccountDataSettings {
  const parsed = envSchema.safeParse({
    BUDGET_SERVICE_URL: env.BUDGET_SERVICE_URL || undefined,
    CATEGORISER_URL: env.CATEGORISER_URL || undefined,
    ACCOUNT_DATA_TIMEOUT_MS: env.ACCOUNT_DATA_TIMEOUT_MS || undefined,
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`auth configuration is invalid: ${issues}`);
  }
  const urls: Record<UserDataArea, string> = {
    transactions: config.TRANSACTIONS_SERVICE_URL,
    budget: parsed.data.BUDGET_SERVICE_URL,
    wealth: config.WEALTH_SERVICE_URL,
    community: config.COMMUNITY_SERVICE_URL,
    categoriser: parsed.data.CATEGORISER_URL,
  };
  return {
    areas: USER_DATA_AREAS.map((area) => ({ area, baseUrl: urls[area] })),
    internalToken: config.INTERNAL_TOKEN,
    timeoutMs: parsed.data.ACCOUNT_DATA_TIMEOUT_MS,
  };
}
