/**
 * An in-memory wealth API for component tests, injected as the api-client's fetch through shell-sdk's
 * `createFakeFetch` (recording, intercept once, offline, abort): it answers as services/wealth does (contracts'
 * shapes) and takes per-symbol live prices.
 */
import { createFakeFetch, type FakeAnswer, type FakeCall, type FakeFetch } from '@tracker/shell-sdk/testing';
import type {
  Asset,
  AssetUploadResult,
  BankAccount,
  NetWorthHistory,
  PriceResult,
  SyncPricesResponse,
} from '@tracker/contracts';

export type { FakeCall };

export interface FakeApi extends FakeFetch {
  assets: Asset[];
  /** Live price answers by symbol (absent: no_data). */
  prices: Record<string, PriceResult>;
  /** What GET /api/assets/net-worth-history answers. */
  history: NetWorthHistory;
  /** What POST /api/assets/sync-prices answers. */
  syncResult: SyncPricesResponse;
  /** Units per euro GET /api/assets/exchange-rates answers for each asked day (a currency absent: no rate). */
  rates: Record<string, string>;
  /** The user's bank accounts (services/transactions: GET and PUT /api/bank-accounts). */
  accounts: BankAccount[];
  /** What POST /api/assets/upload answers for a form. */
  uploadResult: (form: FormData) => AssetUploadResult;
}

const answer = (status: number, body: unknown): FakeAnswer => ({ status, body });
const NO_DATA: PriceResult = { price: null, error: 'none', errorType: 'no_data' } as PriceResult;

export function createFakeApi(assets: Asset[] = [], prices: Record<string, PriceResult> = {}): FakeApi {
  const api: FakeApi = Object.assign(
    createFakeFetch((call) => route(api, call)),
    {
      assets: [...assets],
      prices,
      history: { points: [], change: null },
      syncResult: { syncedCount: 0, failed: [] },
      rates: { USD: '1.08', GBP: '0.84' },
      accounts: [],
      uploadResult: (): AssetUploadResult => ({ successfulRows: 2, errorRows: 0, errors: [] }),
    },
  );
  return api;
}

/** GET /api/assets/exchange-rates: each asked currency's rate on the first asked day, or none. */
function exchangeRates(api: FakeApi, query: URLSearchParams): FakeAnswer {
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const asked = (query.get('currencies') ?? '').split(',');
  const rates = Object.fromEntries(
    asked.map((code) => {
      const rate = api.rates[code];
      return [code, rate ? { days: [[from, rate]], knownThrough: to } : { days: [], knownThrough: null }];
    }),
  );
  return answer(200, { base: 'EUR', rates: { EUR: { days: [], knownThrough: to }, ...rates } });
}

/** An asset as the service stores what the dialog or the inline edit sent. */
function assetFields(input: Record<string, unknown>) {
  return { ...input, quantity: input.quantity === null ? null : String(input.quantity), value: String(input.value) };
}

function route(api: FakeApi, { method, path, query, body }: FakeCall): FakeAnswer {
  if (method === 'GET' && path === '/api/assets') return answer(200, api.assets);
  if (method === 'GET' && path === '/api/bank-accounts') return answer(200, api.accounts);
  const accountMatch = /^\/api\/bank-accounts\/([^/]+)$/.exec(path);
  if (method === 'PUT' && accountMatch) {
    const account = api.accounts.find((a) => a.id === accountMatch[1]);
    if (!account) return answer(404, { error: 'Bank account not found', message: 'Bank account not found' });
    Object.assign(account, body as Partial<BankAccount>);
    return answer(200, account);
  }
  if (method === 'GET' && path === '/api/assets/net-worth-history') return answer(200, api.history);
  if (method === 'POST' && path === '/api/assets/sync-prices') return answer(200, api.syncResult);
  if (method === 'GET' && path === '/api/assets/exchange-rates') return exchangeRates(api, query);
  if (method === 'POST' && path === '/api/assets/upload') return answer(200, api.uploadResult(body as FormData));
  if (method === 'GET' && path === '/api/assets/price/temp') {
    return answer(200, api.prices[query.get('symbol') ?? ''] ?? NO_DATA);
  }
  const priceMatch = /^\/api\/assets\/price\/(.+)$/.exec(path);
  if (method === 'GET' && priceMatch) {
    const asset = api.assets.find((a) => a.id === priceMatch[1]);
    if (!asset) return answer(404, { error: 'Asset not found', message: 'Asset not found' });
    return answer(200, { assetId: asset.id, ...(api.prices[asset.symbol ?? ''] ?? NO_DATA) });
  }
  if (method === 'POST' && path === '/api/assets') {
    const asset = {
      id: `a${api.assets.length + 1}`,
      priceUpdatedAt: null,
      ...assetFields(body as Record<string, unknown>),
    };
    api.assets.push(asset as Asset);
    return answer(201, asset);
  }
  const idMatch = /^\/api\/assets\/([^/]+)$/.exec(path);
  if (idMatch && method === 'PUT') {
    const i = api.assets.findIndex((a) => a.id === idMatch[1]);
    api.assets[i] = { ...api.assets[i], ...assetFields(body as Record<string, unknown>) } as Asset;
    return answer(200, api.assets[i]);
  }
  if (idMatch && method === 'DELETE') {
    api.assets = api.assets.filter((a) => a.id !== idMatch[1]);
    return answer(200, { success: true });
  }
  return answer(404, { error: 'No endpoint', message: 'No endpoint' });
}
