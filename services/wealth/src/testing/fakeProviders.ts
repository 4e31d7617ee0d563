/**
 * Local fakes of the two price providers, answering as the real APIs do (recorded shapes), for the service tests,
 * the end-to-end suite and the bench. Never reach the internet: point YAHOO_BASE_URL / COINGECKO_BASE_URL here.
 *
 * Modes: 'ok' (quotes; unknown symbols left out, as the real APIs do), 'rate_limit' (429 with Retry-After, the
 * providers' quota answers), 'down' (the connection is dropped), 'slow' (answers after `slowMs`), 'malformed'
 * (200 with a body that is not JSON), 'empty' (known symbols without a price), 'crumb' (Yahoo only: the crumb is
 * refused with 401 "Invalid Crumb"). A test switches modes in process (`setMode`) or over HTTP
 * (POST /__fake/mode {"mode": "down"}), which the end-to-end suite uses across processes.
 */
import { closer, json, startFake, type FakeMode, type FakeOptions } from '@tracker/service-kit/fake-server';

export type { FakeMode, FakeOptions } from '@tracker/service-kit/fake-server';

export interface FakeQuote {
  price: number;
  currency?: string;
  /** Yahoo's kind of listing (EQUITY unless said; a symbol ending in =F is a FUTURE). */
  quoteType?: 'EQUITY' | 'ETF' | 'FUTURE' | 'CRYPTOCURRENCY';
}

export interface FakeProvider {
  url: string;
  /** Requests answered by path (/v7/finance/quote, /api/v3/simple/price, …). */
  requests: Map<string, number>;
  /** Requests to the price path (quote or simple/price). */
  priceCalls(): number;
  setMode(mode: FakeMode): void;
  setPrice(symbol: string, quote: FakeQuote): void;
  close(): Promise<void>;
}

/** Quotes the Yahoo fake knows (a London listing quotes in pence). */
export const FAKE_YAHOO_QUOTES: Record<string, FakeQuote> = {
  AAPL: { price: 212.49 },
  MSFT: { price: 447.67 },
  VOO: { price: 501.12, quoteType: 'ETF' },
  'GC=F': { price: 2331.4 },
  'SI=F': { price: 29.55 },
  'VOD.L': { price: 72.16, currency: 'GBp' },
};

/** Prices (USD) the CoinGecko fake knows, by CoinGecko id. */
export const FAKE_COINGECKO_PRICES: Record<string, number> = {
  bitcoin: 67012.5,
  ethereum: 3521.18,
  solana: 145.2,
};

const MARKET_TIME = 1718395201; // 2024-06-14T20:00:01Z

/**
 * Yahoo Finance as yahoo-finance2 meets it: GET /quote/AAPL sets the A3 cookie, GET /v1/test/getcrumb answers the
 * crumb as text, GET /v7/finance/quote?symbols=…&crumb=… answers quoteResponse.result with known symbols only.
 */
export async function startFakeYahoo(options: FakeOptions = {}): Promise<FakeProvider> {
  const quotes = new Map(Object.entries(FAKE_YAHOO_QUOTES));
  const crumb = 'fakeCrumb.9Xy';
  const { server, state, url } = await startFake(
    options,
    (req, res, reqUrl, s) => {
      if (s.mode === 'rate_limit') {
        res.writeHead(429, {
          'content-type': 'text/html;charset=utf-8',
          'retry-after': String(options.retryAfterSeconds ?? 30),
        });
        res.end('Too Many Requests\r\n');
        return;
      }
      if (reqUrl.pathname.startsWith('/quote/')) {
        res.writeHead(200, {
          'content-type': 'text/html;charset=utf-8',
          'set-cookie': 'A3=d=AQABBfake&S=AQAAAfake; Max-Age=31557600; Domain=.yahoo.com; Path=/; Secure; HttpOnly',
        });
        res.end('<!doctype html><html><body>Yahoo Finance</body></html>');
        return;
      }
      if (reqUrl.pathname === '/v1/test/getcrumb') {
        if (!/\bA3=/.test(req.headers.cookie ?? '')) {
          res.writeHead(403, { 'content-type': 'text/plain' });
          res.end('');
          return;
        }
        res.writeHead(200, { 'content-type': 'text/plain;charset=utf-8' });
        res.end(crumb);
        return;
      }
      if (reqUrl.pathname === '/v7/finance/quote') {
        if (s.mode === 'crumb' || reqUrl.searchParams.get('crumb') !== crumb) {
          json(res, 401, { finance: { result: null, error: { code: 'Unauthorized', description: 'Invalid Crumb' } } });
          return;
        }
        const symbols = (reqUrl.searchParams.get('symbols') ?? '').split(',').filter(Boolean);
        const result = symbols.flatMap((symbol) => {
          const quote = quotes.get(symbol.toUpperCase()) ?? synthetic(symbol);
          if (!quote) return [];
          const base = {
            language: 'en-US',
            region: 'US',
            quoteType: quote.quoteType ?? (symbol.endsWith('=F') ? 'FUTURE' : 'EQUITY'),
            typeDisp: 'Equity',
            quoteSourceName: 'Delayed Quote',
            triggerable: true,
            customPriceAlertConfidence: 'HIGH',
            currency: quote.currency ?? 'USD',
            exchange: 'NMS',
            marketState: 'REGULAR',
            symbol: symbol.toUpperCase(),
            tradeable: false,
            cryptoTradeable: false,
            exchangeTimezoneName: 'America/New_York',
            exchangeTimezoneShortName: 'EDT',
            gmtOffSetMilliseconds: -14400000,
            market: 'us_market',
            esgPopulated: false,
            sourceInterval: 15,
            exchangeDataDelayedBy: 0,
            priceHint: 2,
            fullExchangeName: 'NasdaqGS',
          };
          // 'empty': the symbol is known but has no price (a suspended or brand-new listing).
          return [
            s.mode === 'empty' ? base : { ...base, regularMarketPrice: quote.price, regularMarketTime: MARKET_TIME },
          ];
        });
        json(res, 200, { quoteResponse: { result, error: null } });
        return;
      }
      json(res, 404, { finance: { result: null, error: { code: 'Not Found', description: 'HTTP 404 Not Found' } } });
    },
    '/v7/finance/quote',
  );
  return {
    url,
    requests: state.requests,
    priceCalls: () => state.requests.get('/v7/finance/quote') ?? 0,
    setMode: (mode) => {
      state.mode = mode;
    },
    setPrice: (symbol, quote) => {
      quotes.set(symbol.toUpperCase(), quote);
    },
    close: closer(server),
  };
}

/** Bench symbols (BENCH0…BENCH999 on Yahoo, bench-coin-0… on CoinGecko) are known with a price from their number. */
function synthetic(symbol: string): FakeQuote | null {
  const m = /^BENCH(\d+)$/i.exec(symbol);
  return m ? { price: 10 + Number(m[1]) / 100 } : null;
}

/** CoinGecko's GET /api/v3/simple/price?ids=…&vs_currencies=usd&include_last_updated_at=true. */
export async function startFakeCoinGecko(options: FakeOptions = {}): Promise<FakeProvider> {
  const prices = new Map(Object.entries(FAKE_COINGECKO_PRICES));
  const { server, state, url } = await startFake(
    options,
    (_req, res, reqUrl, s) => {
      if (s.mode === 'rate_limit') {
        json(
          res,
          429,
          {
            status: {
              error_code: 429,
              error_message:
                "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits.",
            },
          },
          { 'retry-after': String(options.retryAfterSeconds ?? 30) },
        );
        return;
      }
      if (reqUrl.pathname === '/api/v3/simple/price') {
        const ids = (reqUrl.searchParams.get('ids') ?? '').split(',').filter(Boolean);
        if (ids.length === 0) {
          json(res, 400, { error: 'Missing parameter ids' });
          return;
        }
        const body: Record<string, Record<string, number>> = {};
        for (const id of ids) {
          const bench = /^bench-coin-(\d+)$/.exec(id);
          const price = prices.get(id) ?? (bench ? 100 + Number(bench[1]) : undefined);
          if (price === undefined) continue;
          body[id] = s.mode === 'empty' ? {} : { usd: price, last_updated_at: MARKET_TIME };
        }
        json(res, 200, body);
        return;
      }
      json(res, 404, { error: 'Not Found' });
    },
    '/api/v3/simple/price',
  );
  return {
    url,
    requests: state.requests,
    priceCalls: () => state.requests.get('/api/v3/simple/price') ?? 0,
    setMode: (mode) => {
      state.mode = mode;
    },
    setPrice: (id, quote) => {
      prices.set(id, quote.price);
    },
    close: closer(server),
  };
}
