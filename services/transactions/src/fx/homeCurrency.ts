import { internalHomeCurrencyPath, homeCurrencyResponseSchema, type CurrencyCode } from '@tracker/contracts';
import { callInternal, type InternalCallOptions, type Logger } from '@tracker/service-kit';

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
