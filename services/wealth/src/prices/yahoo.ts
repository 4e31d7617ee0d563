import YahooFinance from 'yahoo-finance2';
import { ExtendedCookieJar } from 'yahoo-finance2/lib/cookieJar';
import { getCrumbClear } from 'yahoo-finance2/lib/getCrumb';
import { PriceError, toMajorUnits, type QuoteBatch, type QuoteProvider } from './types';
import { retryAfterMs } from '@tracker/service-kit/provider-guard';

/** Yahoo answers at most this many symbols per /v7/finance/quote call without complaint. */
export const YAHOO_MAX_BATCH = 50;

/** Paths of Yahoo's JSON API (the crumb page and consent flow answer HTML and redirects, which are normal). */
const API_PATH = /^\/(v\d+)\//;

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  dir: () => undefined,
};

export interface YahooProviderOptions {
  /** Origin every Yahoo URL is sent to (the real https://query2.finance.yahoo.com, or a local fake). */
  baseUrl: string;
}

/**
 * Equities, ETFs and commodities from Yahoo Finance through yahoo-finance2's quote() (one call for up to 50
 * symbols, the cookie/crumb handshake done by the library). yahoo-finance2 writes its URLs with fixed https
 * hosts, so its `fetch` option is given a transport that sends each request to `baseUrl` with the same path and
 * query: the real API by default, a local fake speaking the same protocol in tests. The transport also
 * classifies HTTP failures before the library sees them: 429 (and Yahoo's "Too Many Requests" page) is
 * rate_limit with its Retry-After; 401/403 (a stale cookie or crumb) clears the crumb so the next call shakes
 * hands again, and is no_data like every other failure.
 */
export class YahooProvider implements QuoteProvider {
  readonly name = 'yahoo';
  readonly maxBatch = YAHOO_MAX_BATCH;
  private readonly cookieJar = new ExtendedCookieJar();
  private readonly client: InstanceType<typeof YahooFinance>;
  private readonly baseUrl: string;

  constructor({ baseUrl }: YahooProviderOptions) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.client = new YahooFinance({
      fetch: (input: RequestInfo | URL, init?: RequestInit) => this.transport(input, init),
      cookieJar: this.cookieJar,
      logger: silent,
      suppressNotices: ['yahooSurvey'],
      versionCheck: false,
      validation: { logErrors: false, logOptionsErrors: false },
      // Our limiter and breaker decide pacing; the library's own queue only adds a second one.
      queue: { concurrency: 8 },
    });
  }

  private async transport(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const original = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const url = `${this.baseUrl}${original.pathname}${original.search}`;
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (err) {
      if (err instanceof PriceError) throw err;
      throw new PriceError('no_data', `Yahoo Finance could not be reached (${errorText(err)})`, { cause: err });
    }
    // yahoo-finance2 tests `instanceof Array` on getSetCookie()'s result; an array made here passes in any realm
    // (under jest, fetch's arrays come from another realm and the cookie would be dropped).
    const setCookies = response.headers.getSetCookie.bind(response.headers);
    Object.defineProperty(response.headers, 'getSetCookie', { value: () => [...setCookies()] });
    if (response.status === 429) {
      throw new PriceError('rate_limit', 'Yahoo Finance rate limit reached', {
        retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
      });
    }
    if (!API_PATH.test(original.pathname) || response.ok) return response;
    const body = await response.text().catch(() => '');
    if (/too many requests/i.test(body)) throw new PriceError('rate_limit', 'Yahoo Finance rate limit reached');
    if (response.status === 401 || response.status === 403) {
      await getCrumbClear(this.cookieJar);
      throw new PriceError('no_data', `Yahoo Finance refused the cookie or crumb (HTTP ${response.status})`);
    }
    throw new PriceError('no_data', `Yahoo Finance answered HTTP ${response.status}`);
  }

  async fetchQuotes(symbols: readonly string[], signal: AbortSignal): Promise<QuoteBatch> {
    let quotes: unknown;
    try {
      quotes = await this.client.quote(
        [...symbols],
        { fields: ['symbol', 'quoteType', 'regularMarketPrice', 'currency', 'regularMarketTime'], return: 'array' },
        { validateResult: false, fetchOptions: { signal } },
      );
    } catch (err) {
      if (err instanceof PriceError) throw err;
      if (err instanceof Error && err.cause instanceof PriceError) throw err.cause;
      throw new PriceError('no_data', `Yahoo Finance gave no usable answer (${errorText(err)})`, { cause: err });
    }
    const out: QuoteBatch = new Map();
    if (!Array.isArray(quotes)) return out;
    for (const quote of quotes as unknown[]) {
      if (typeof quote !== 'object' || quote === null) continue;
      const { symbol, quoteType, regularMarketPrice, currency, regularMarketTime } = quote as Record<string, unknown>;
      if (typeof symbol !== 'string') continue;
      if (typeof regularMarketPrice !== 'number' || !Number.isFinite(regularMarketPrice) || regularMarketPrice <= 0) {
        out.set(symbol.toUpperCase(), null);
        continue;
      }
      const major = toMajorUnits(regularMarketPrice, typeof currency === 'string' ? currency : 'USD');
      out.set(symbol.toUpperCase(), {
        ...major,
        fetchedAt: marketTime(regularMarketTime),
        ...(typeof quoteType === 'string' ? { quoteType } : {}),
      });
    }
    return out;
  }
}

function marketTime(value: unknown): Date {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value * 1000);
  return new Date();
}

function errorText(err: unknown): string {
  if (err instanceof Error) return err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message;
  return String(err);
}
