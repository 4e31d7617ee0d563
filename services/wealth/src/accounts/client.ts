import {
  internalNetWorthAccountsPath,
  netWorthAccountsResponseSchema,
  type AccountForNetWorth,
} from '@tracker/contracts';
import { callInternal, InternalCallError, type InternalCallOptions, type Logger } from '@tracker/service-kit';

/** The user's bank accounts switched on to count in net worth; null when they cannot be read just now. */
export interface CountingAccounts {
  counting(userId: string): Promise<AccountForNetWorth[] | null>;
}

/**
 * The accounts from the transactions service (GET /internal/net-worth-accounts/:userId). When it is down or slow the
 * net worth is the assets' alone: a snapshot is still written, never refused.
 */
export class NetWorthAccountsClient implements CountingAccounts {
  constructor(private readonly options: InternalCallOptions & { logger?: Logger }) {}

  async counting(userId: string): Promise<AccountForNetWorth[] | null> {
    try {
      return await callInternal(
        this.options,
        'GET',
        internalNetWorthAccountsPath(userId),
        undefined,
        netWorthAccountsResponseSchema,
      );
    } catch (err) {
      if (!(err instanceof InternalCallError)) throw err;
      this.options.logger?.warn(`accounts in net worth unavailable, net worth counts the assets alone: ${err.message}`);
      return null;
    }
  }
}
