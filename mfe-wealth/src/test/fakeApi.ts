/**
 * An in-memory wealth API for component tests, injected as the api-client's fetch: it answers as services/wealth
 * does (contracts' shapes), records every call, and takes per-symbol live prices.
 */
import type { FetchLike } from '@tracker/api-client';
import { fakeResponse } from '@tracker/shell-sdk/testing';
import type { Asset, AssetUploadResult, NetWorthHistory, PriceResult, SyncPricesResponse } from '@tracker/contracts';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeApi {
  fetch: FetchLike;
  calls: FakeCall[];
  assets: Asset[];
  /** Live price answers by symbol (absent: no_data). */
  prices: Record<string, PriceResult>;
  /** What GET /api/assets/net-worth-history answers. */
  history: NetWorthHistory;
  /** What POST /api/assets/sync-prices answers. */
  syncResult: SyncPricesResponse;
  /** Units per euro GET /api/assets/exchange-rates answers for each asked day (a currency absent: no rate). */
  rates: Record<string, string>;
  /** What POST /api/assets/upload answers for a form. */
  uploadResult: (form: FormData) => AssetUploadResult;
  callsTo(method: string, path: string): FakeCall[];
}

export function createFakeApi(assets: Asset[] = [], prices: Record<string, PriceResult> = {}): FakeApi {
  const api: FakeApi = {
    calls: [],
    assets: [...assets],
    prices,
    history: { points: [], change: null },
    syncResult: { syncedCount: 0, failed: [] },
    rates: { USD: '1.08', GBP: '0.84' },
    uploadResult: () => ({ successfulRows: 2, errorRows: 0, errors: [] }),
    callsTo: (method, path) => api.calls.filter((c) => c.method === method && c.path === path),
    fetch: async (input, init = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      let body: unknown = init.body;
      if (typeof body === 'string') body = JSON.parse(body);
      api.calls.push({ method, path: url.pathname, query: url.searchParams, body });
      const answer = (status: number, payload: unknown) => fakeResponse(url.toString(), { status, body: payload });
      const path = url.pathname;
      if (method === 'GET' && path === '/api/assets') return answer(200, api.assets);
      if (method === 'GET' && path === '/api/assets/net-worth-history') return answer(200, api.history);
      if (method === 'POST' && path === '/api/assets/sync-prices') return answer(200, api.syncResult);
      if (method === 'GET' && path === '/api/assets/exchange-rates') {
        const from = url.searchParams.get('from') ?? '';
        const to = url.searchParams.get('to') ?? '';
        const asked = (url.searchParams.get('currencies') ?? '').split(',');
        const rates = Object.fromEntries(
          asked.map((code) => {
            const rate = api.rates[code];
            return [code, rate ? { days: [[from, rate]], knownThrough: to } : { days: [], knownThrough: null }];
          }),
        );
        return answer(200, { base: 'EUR', rates: { EUR: { days: [], knownThrough: to }, ...rates } });
      }
      if (method === 'POST' && path === '/api/assets/upload') return answer(200, api.uploadResult(body as FormData));
      if (method === 'GET' && path === '/api/assets/price/temp') {
        const symbol = url.searchParams.get('symbol') ?? '';
        return answer(200, api.prices[symbol] ?? { price: null, error: 'none', errorType: 'no_data' });
      }
      const priceMatch = /^\/api\/assets\/price\/(.+)$/.exec(path);
      if (method === 'GET' && priceMatch) {
        const asset = api.assets.find((a) => a.id === priceMatch[1]);
        if (!asset) return answer(404, { error: 'Asset not found', message: 'Asset not found' });
        return answer(200, {
          assetId: asset.id,
          ...(api.prices[asset.symbol ?? ''] ?? { price: null, error: 'none', errorType: 'no_data' }),
        });
      }
      if (method === 'POST' && path === '/api/assets') {
        const input = body as Record<string, unknown>;
        const asset = {
          id: `a${api.assets.length + 1}`,
          priceUpdatedAt: null,
          ...input,
          quantity: input.quantity === null ? null : String(input.quantity),
          value: String(input.value),
        } as Asset;
        api.assets.push(asset);
        return answer(201, asset);
      }
      const idMatch = /^\/api\/assets\/([^/]+)$/.exec(path);
      if (idMatch && method === 'PUT') {
        const i = api.assets.findIndex((a) => a.id === idMatch[1]);
        const input = body as Record<string, unknown>;
        api.assets[i] = {
          ...api.assets[i],
          ...input,
          quantity: input.quantity === null ? null : String(input.quantity),
          value: String(input.value),
        } as Asset;
        return answer(200, api.assets[i]);
      }
      if (idMatch && method === 'DELETE') {
        api.assets = api.assets.filter((a) => a.id !== idMatch[1]);
        return answer(200, { success: true });
      }
      return answer(404, { error: 'No endpoint', message: 'No endpoint' });
    },
  };
  return api;
}
