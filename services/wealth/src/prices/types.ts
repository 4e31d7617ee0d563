import type { PriceErrorType } from '@tracker/contracts';

/** One quote as a provider gave it, already in main currency units (pence made pounds). */
export interface Quote {
  price: number;
  currency: string;
  /** When the provider says the price was made (its market time), else when we fetched it. */
  fetchedAt: Date;
  /** The provider's kind of listing when it says (Yahoo: EQUITY, ETF, FUTURE, CRYPTOCURRENCY, …). */
  quoteType?: string;
}

/**
 * A provider's answer for a batch: a quote, null for a symbol the provider knows but has no price for (empty
 * series), and no entry at all for a symbol it does not know.
 */
export type QuoteBatch = Map<string, Quote | null>;

/** A market-data provider behind a base URL (the real one, or a local fake in tests). */
export interface QuoteProvider {
  readonly name: string;
  /** Most symbols one call may ask for. */
  readonly maxBatch: number;
  /** Quotes for provider symbols; throws a PriceError classified as the spec's errorType. */
  fetchQuotes(symbols: readonly string[], signal: AbortSignal): Promise<QuoteBatch>;
}

/** A failure classified as the errorType of product.md › Data. */
export class PriceError extends Error {
  readonly kind: PriceErrorType;
  /** For rate_limit: how long the provider asked us to wait. */
  readonly retryAfterMs: number | undefined;

  constructor(kind: PriceErrorType, message: string, options: { retryAfterMs?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PriceError';
    this.kind = kind;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** Prices in minor units (London's GBp pence, Johannesburg's ZAc cents, Tel Aviv's ILA agorot) -> major units. */
const MINOR_CURRENCIES: Readonly<Record<string, string>> = { GBp: 'GBP', GBX: 'GBP', ZAc: 'ZAR', ILA: 'ILS' };

export function toMajorUnits(price: number, currency: string): { price: number; currency: string } {
  const major = MINOR_CURRENCIES[currency];
  if (!major) return { price, currency };
  // Rounded to 6 decimals so the float division leaves no tail (123.45 / 100 -> 1.2345).
  return { price: Math.round((price / 100) * 1e6) / 1e6, currency: major };
}
