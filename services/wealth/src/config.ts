import { exchangeRateVariables } from '@tracker/exchange-rates';
import { baseConfigSchema, loadConfig } from '@tracker/service-kit';
import { z } from 'zod';

export const SERVICE_NAME = 'wealth';
export const DEFAULT_PORT = 4105;

/** The real providers: Yahoo Finance's public JSON API (equities, ETFs, commodities) and CoinGecko's (crypto). */
export const DEFAULT_YAHOO_BASE_URL = 'https://query2.finance.yahoo.com';
export const DEFAULT_COINGECKO_BASE_URL = 'https://api.coingecko.com';
/** The transactions service: the balances of the bank accounts that count in net worth. */
export const DEFAULT_TRANSACTIONS_SERVICE_URL = 'http://127.0.0.1:4102';
/** Time limit of that call; past it a snapshot counts the assets alone. */
export const TRANSACTIONS_TIMEOUT_MS = 3_000;

const httpUrl = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL, for example ${example}` })
    .transform((url) => url.replace(/\/+$/, ''));

const milliseconds = (fallback: number, min = 1) =>
  z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(min, `must be at least ${min} millisecond${min === 1 ? '' : 's'}`)
    .max(86_400_000, 'must be at most 86400000 milliseconds (a day)')
    .default(fallback);

export const configSchema = baseConfigSchema(DEFAULT_PORT).extend({
  /** Base URL of the transactions service (the accounts switched on to count in net worth, for the snapshots). */
  TRANSACTIONS_SERVICE_URL: httpUrl(DEFAULT_TRANSACTIONS_SERVICE_URL).default(DEFAULT_TRANSACTIONS_SERVICE_URL),
  /** Yahoo Finance base URL (its /v7/finance/quote, and the cookie/crumb pages on the same origin in tests). */
  YAHOO_BASE_URL: httpUrl(DEFAULT_YAHOO_BASE_URL).default(DEFAULT_YAHOO_BASE_URL),
  /** CoinGecko base URL (its /api/v3/simple/price). */
  COINGECKO_BASE_URL: httpUrl(DEFAULT_COINGECKO_BASE_URL).default(DEFAULT_COINGECKO_BASE_URL),
  /** Time limit of one provider call; past it the call counts as a failure of the provider (no_data). */
  PRICE_TIMEOUT_MS: milliseconds(1500),
  /** How long a quote is reused: the page refetches every 60 s, so ten tabs make one provider call. */
  PRICE_CACHE_MS: milliseconds(60_000, 0),
  /** How long a symbol the provider does not know is answered invalid_symbol without asking again. */
  INVALID_SYMBOL_TTL_MS: milliseconds(6 * 3_600_000, 0),
  /** How long an open circuit breaker waits before it lets one trial call through. */
  PRICE_BREAKER_RESET_MS: milliseconds(30_000),
  /** Least time between two calls to one provider (its rate limiter); a 429 backs off for its Retry-After. */
  PRICE_MIN_INTERVAL_MS: milliseconds(200, 0),
  /** Exchange rates (ECB_BASE_URL, FX_TIMEOUT_MS, FX_REFRESH_MS): the valuation and the browser's rates. */
  ...exchangeRateVariables,
});

export type Config = z.output<typeof configSchema>;

/** The wealth service's configuration from the environment (ConfigError lists every bad variable). */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env, SERVICE_NAME);
}
