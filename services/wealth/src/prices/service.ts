import { ASSET_TYPE_ALIASES, isCurrencyCode, PRICE_TAGS, type AssetType, type PriceResult } from '@tracker/contracts';
import type { Config } from '../config';
import { CoinGeckoProvider } from './coingecko';
import { ResilientProvider, type Outcome, type ResilienceOptions } from './resilient';
import { COINGECKO_IDS, coinGeckoId, YAHOO_COMMODITY_SYMBOLS, yahooSymbol } from './symbols';
import type { QuoteProvider } from './types';
import { YahooProvider } from './yahoo';

export interface PriceProviders {
  /** Equities, ETFs and commodities. */
  market: QuoteProvider;
  /** Cryptocurrencies. */
  crypto: QuoteProvider;
}

/** Yahoo's kinds of listing that name an asset type other than a stock. */
const YAHOO_QUOTE_TYPES: Readonly<Record<string, AssetType>> = {
  ETF: 'etfs',
  FUTURE: 'commodities',
  CRYPTOCURRENCY: 'cryptocurrencies',
};

/** What the user sees for each kind of failure (the tag says the kind; this is the detail). */
const ERROR_TEXT = {
  rate_limit: 'The price provider is limiting requests; showing the stored value.',
  invalid_symbol: 'The price provider does not know this symbol.',
  no_data: 'No live price is available right now; showing the stored value.',
} as const;

const UNKNOWN_CURRENCY_TEXT = (currency: string) =>
  `The listing is priced in ${currency || 'an unknown currency'}, which cannot be converted; showing the stored value.`;

/** Why a sync could not store a price (the notice already says the stored value stays). */
export const SYNC_FAILURE_TEXT = {
  rate_limit: 'The price provider is limiting requests; try again in a minute.',
  invalid_symbol: 'The price provider does not know this symbol.',
  no_data: 'No live price is available right now.',
} as const;

/**
 * Live prices by asset type: crypto from CoinGecko, everything else market-traded from Yahoo, each behind its own
 * ResilientProvider. Answers PriceResult (price, error, errorType, fetchedAt) and never throws.
 */
export class PriceService {
  readonly market: ResilientProvider;
  readonly crypto: ResilientProvider;

  constructor(providers: PriceProviders, options: ResilienceOptions) {
    this.market = new ResilientProvider(providers.market, options);
    this.crypto = new ResilientProvider(providers.crypto, options);
  }

  static fromConfig(config: Config, overrides: Partial<ResilienceOptions> = {}): PriceService {
    return new PriceService(
      {
        market: new YahooProvider({ baseUrl: config.YAHOO_BASE_URL }),
        crypto: new CoinGeckoProvider({ baseUrl: config.COINGECKO_BASE_URL }),
      },
      {
        timeoutMs: config.PRICE_TIMEOUT_MS,
        cacheMs: config.PRICE_CACHE_MS,
        invalidTtlMs: config.INVALID_SYMBOL_TTL_MS,
        breakerResetMs: config.PRICE_BREAKER_RESET_MS,
        minIntervalMs: config.PRICE_MIN_INTERVAL_MS,
        ...overrides,
      },
    );
  }

  /** Provider calls made so far (both providers). */
  get providerCalls(): number {
    return this.market.calls + this.crypto.calls;
  }

  /** The live price of `symbol` for an asset of `type`. */
  async lookup(type: AssetType | string, symbol: string): Promise<PriceResult> {
    const kind = ASSET_TYPE_ALIASES[type] ?? type;
    let outcome: Outcome;
    try {
      if (kind === 'cryptocurrencies') {
        const id = coinGeckoId(symbol);
        outcome = id ? await this.crypto.get(id) : invalid();
      } else if (kind === 'equities_stocks' || kind === 'etfs' || kind === 'commodities') {
        const ticker = yahooSymbol(symbol, kind === 'commodities');
        outcome = ticker ? await this.market.get(ticker) : invalid();
      } else {
        return {
          price: null,
          error: `${PRICE_TAGS.manual}: this type has no market price`,
          errorType: null,
          fetchedAt: null,
        };
      }
    } catch {
      outcome = { ok: false, kind: 'no_data', message: 'lookup failed' };
    }
    if (outcome.ok) {
      // A listing in a currency we cannot name has no usable price: valued as if it were dollars, it would lie.
      const { currency } = outcome.quote;
      if (!isCurrencyCode(currency)) {
        return { price: null, error: UNKNOWN_CURRENCY_TEXT(currency), errorType: 'no_data', fetchedAt: null };
      }
      return {
        price: outcome.quote.price,
        error: null,
        errorType: null,
        fetchedAt: outcome.quote.fetchedAt.toISOString(),
        currency,
      };
    }
    return { price: null, error: ERROR_TEXT[outcome.kind], errorType: outcome.kind, fetchedAt: null };
  }

  /**
   * The asset type a symbol's listing suggests, asked of the same cached, limited providers: a known crypto ticker
   * that CoinGecko prices is a cryptocurrency, a commodity name or future that Yahoo prices a commodity, and any other
   * symbol Yahoo knows an ETF, a future or a stock by its listing's kind. Null when no provider knows it.
   */
  async suggestType(symbol: string): Promise<AssetType | null> {
    const key = symbol.trim().toUpperCase();
    const coin = COINGECKO_IDS[key];
    if (coin && (await this.crypto.get(coin)).ok) return 'cryptocurrencies';
    const commodity = YAHOO_COMMODITY_SYMBOLS[key] ? yahooSymbol(key, true) : null;
    if (commodity && (await this.market.get(commodity)).ok) return 'commodities';
    const ticker = yahooSymbol(key);
    if (!ticker) return null;
    const outcome = await this.market.get(ticker);
    if (!outcome.ok) return null;
    return YAHOO_QUOTE_TYPES[outcome.quote.quoteType ?? ''] ?? 'equities_stocks';
  }

  clearCache(): void {
    this.market.clearCache();
    this.crypto.clearCache();
  }

  shutdown(): void {
    this.market.shutdown();
    this.crypto.shutdown();
  }
}

function invalid(): Outcome {
  return { ok: false, kind: 'invalid_symbol', message: 'not a symbol' };
}
