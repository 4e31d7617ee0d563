import { PriceError, type QuoteBatch, type QuoteProvider } from './types';
import { retryAfterMs } from '@tracker/service-kit/provider-guard';

/** Ids per /simple/price call (CoinGecko's public API takes long id lists; this keeps URLs short). */
export const COINGECKO_MAX_BATCH = 100;

export interface CoinGeckoProviderOptions {
  /** The real https://api.coingecko.com, or a local fake. */
  baseUrl: string;
}

/**
 * Crypto prices in USD from CoinGecko's keyless public API: GET /api/v3/simple/price?ids=…&vs_currencies=usd
 * &include_last_updated_at=true answers `{ "bitcoin": { "usd": 67000.5, "last_updated_at": 1718395201 } }`; an id
 * it does not know is simply absent. 429 (also a 200 whose body carries status.error_code 429, the quota answer)
 * is rate_limit; anything else that is not a price is no_data.
 */
export class CoinGeckoProvider implements QuoteProvider {
  readonly name = 'coingecko';
  readonly maxBatch = COINGECKO_MAX_BATCH;
  private readonly baseUrl: string;

  constructor({ baseUrl }: CoinGeckoProviderOptions) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  async fetchQuotes(ids: readonly string[], signal: AbortSignal): Promise<QuoteBatch> {
    const query = new URLSearchParams({ ids: ids.join(','), vs_currencies: 'usd', include_last_updated_at: 'true' });
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/api/v3/simple/price?${query}`, {
        signal,
        headers: { accept: 'application/json' },
      });
    } catch (err) {
      throw new PriceError(
        'no_data',
        `CoinGecko could not be reached (${err instanceof Error ? err.message : String(err)})`,
        { cause: err },
      );
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const status = statusOf(body);
    if (response.status === 429 || status?.error_code === 429) {
      throw new PriceError('rate_limit', 'CoinGecko rate limit reached', {
        retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
      });
    }
    if (!response.ok) throw new PriceError('no_data', `CoinGecko answered HTTP ${response.status}`);
    if (typeof body !== 'object' || body === null || Array.isArray(body) || status) {
      throw new PriceError('no_data', 'CoinGecko answered something that is not a price list');
    }
    const out: QuoteBatch = new Map();
    for (const [id, entry] of Object.entries(body as Record<string, unknown>)) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { usd, last_updated_at: updated } = entry as Record<string, unknown>;
      if (typeof usd !== 'number' || !Number.isFinite(usd) || usd <= 0) {
        out.set(id, null);
        continue;
      }
      const fetchedAt = typeof updated === 'number' && Number.isFinite(updated) ? new Date(updated * 1000) : new Date();
      out.set(id, { price: usd, currency: 'USD', fetchedAt });
    }
    return out;
  }
}

function statusOf(body: unknown): { error_code?: unknown } | null {
  if (typeof body !== 'object' || body === null || !('status' in body)) return null;
  const status = (body as { status: unknown }).status;
  return typeof status === 'object' && status !== null ? (status as { error_code?: unknown }) : null;
}
