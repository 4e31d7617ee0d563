/**
 * Gathers the account statistics from the area services' internal endpoints (cross-area figures
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
import { callInternal, InternalCallError, type Logger } from '@tracker/service-kit';
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
  const options = { baseUrl, token: sources.internalToken, timeoutMs: sources.timeoutMs };
  try {
    return await callInternal(options, 'GET', internalStatsPath(userId), undefined, schema);
  } catch (err) {
    if (!(err instanceof InternalCallError)) throw err;
    log.warn({ service, kind: err.kind, status: err.status, err: err.message }, 'account stats: no answer; counting 0');
    return fallback;
  }
}

export async function gatherAccountStats(userId: string, sources: StatsSources, log: Logger): Promise<AccountStats> {
  const [transactions, wealth, community] = await Promise.all([
    ask(
      'transactions',
      sources.transactionsUrl,
      userId,
      transactionsStatsSchema,
      { totalTransactions: 0, totalBankAccounts: 0 },
      sources,
      log,
    ),
    ask('wealth', sources.wealthUrl, userId, wealthStatsSchema, { totalAssets: 0 }, sources, log),
    ask(
      'community',
      sources.communityUrl,
      userId,
      communityStatsSchema,
      { totalVotes: 0, totalFeedback: 0 },
      sources,
      log,
    ),
  ]);
  return {
    totalTransactions: transactions.totalTransactions,
    totalBankAccounts: transactions.totalBankAccounts,
    totalAssets: wealth.totalAssets,
    totalVotes: community.totalVotes,
    totalFeedback: community.totalFeedback,
  };
}
