import {
  fxRatesResponseSchema,
  INTERNAL_FX_RATES_PATH,
  internalHomeCurrencyPath,
  homeCurrencyResponseSchema,
  RateTable,
  type CurrencyCode,
} from '@tracker/contracts';
import { callInternal, InternalCallError, type InternalCallOptions, type Logger } from '@tracker/service-kit';

/**
 * Exchange rates from the wealth service (GET /internal/fx/rates). A failure (the service down, too slow) is an
 * empty table: every amount in another currency then has no rate and is shown unconverted, never at 1:1.
 */
export class FxClient {
  constructor(private readonly options: InternalCallOptions & { logger?: Logger }) {}

  async rates(currencies: readonly CurrencyCode[], from: string, to: string): Promise<RateTable> {
    const query = new URLSearchParams({ currencies: [...new Set(currencies)].join(','), from, to });
    try {
      const answer = await callInternal(
        this.options,
        'GET',
        `${INTERNAL_FX_RATES_PATH}?${query}`,
        undefined,
        fxRatesResponseSchema,
      );
      return new RateTable(answer);
    } catch (err) {
      const message = err instanceof InternalCallError ? err.message : String(err);
      this.options.logger?.warn(`exchange rates unavailable, totals show their parts: ${message}`);
      return new RateTable({ base: 'EUR', rates: {} });
    }
  }
}

/** The auth service's home currency: a first statement's currency, kept only when the user has not chosen one. */
export class HomeCurrencyClient {
  constructor(private readonly options: InternalCallOptions & { logger?: Logger }) {}

  async suggest(userId: string, homeCurrency: CurrencyCode): Promise<void> {
    try {
      await callInternal(
        this.options,
        'POST',
        internalHomeCurrencyPath(userId),
        { homeCurrency },
        homeCurrencyResponseSchema,
      );
    } catch (err) {
      // The home currency stays as it was (USD or the user's choice); Account Settings can set it.
      this.options.logger?.warn(`home currency not suggested: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
