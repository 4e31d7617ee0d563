/**
 * Gathers the account statistics from the area services' internal endpoints (ARCHITECTURE.md: cross-area figures
 * come over internal HTTP, never from another service's collections). The three calls run in parallel, each with
 * a short timeout; a service that is down, slow, refuses or answers something unexpected counts as 0, so the
 * account page always gets its card.
 */
import {
  communityStatsSchema,
  internalStatsPath,
  transactionsStatsSchema,
  wealthStatsSchema,
  type AccountStats,
} from '@tracker/contracts';
import { INTERNAL_TOKEN_HEADER, type Logger } from '@tracker/service-kit';
import type { z } from 'zod';

export interface StatsSources {
  transactionsUrl: string;
  wealthUrl: string;
  communityUrl: string;
  internalToken: string | undefined;
  timeoutMs: number;
}

async function ask<S extends z.ZodType>(
  service: string,
  baseUrl: string,
  userId: string,
  schema: S,
  fallback: z.output<S>,
  sources: StatsSources,
  log: Logger,
): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (sources.internalToken !== undefined) headers[INTERNAL_TOKEN_HEADER] = sources.internalToken;
  try {
    const response = await fetch(`${baseUrl}${internalStatsPath(userId)}`, {
      headers,
      signal: AbortSignal.timeout(sources.timeoutMs),
    });
    if (!response.ok) {
      log.warn({ service, status: response.status }, 'account stats: service answered an error; counting 0');
      await response.body?.cancel();
      return fallback;
    }
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) {
      log.warn({ service }, 'account stats: unexpected answer; counting 0');
      return fallback;
    }
    return parsed.data;
  } catch (err) {
    log.warn({ service, err: err instanceof Error ? err.message : String(err) }, 'account stats: service unreachable; counting 0');
    return fallback;
  }
}

export async function gatherAccountStats(userId: string, sources: StatsSources, log: Logger): Promise<AccountStats> {
  const [transactions, wealth, community] = await Promise.all([
    ask('transactions', sources.transactionsUrl, userId, transactionsStatsSchema, { totalTransactions: 0, totalBankAccounts: 0 }, sources, log),
    ask('wealth', sources.wealthUrl, userId, wealthStatsSchema, { totalAssets: 0 }, sources, log),
    ask('community', sources.communityUrl, userId, communityStatsSchema, { totalVotes: 0, totalFeedback: 0 }, sources, log),
  ]);
  return {
    totalTransactions: transactions.totalTransactions,
    totalBankAccounts: transactions.totalBankAccounts,
    totalAssets: wealth.totalAssets,
    totalVotes: community.totalVotes,
    totalFeedback: community.totalFeedback,
  };
}
