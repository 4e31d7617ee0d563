/*
 * The wealth area's reads, the one definition of each: the Wealth page and the dashboard's Asset Allocation use them
 * (`@tracker/area-reads/wealth`), so a cached asset list or price behaves the same whichever area read it first. The
 * 401 rule is the same for every caller: a 401 is thrown, never redirected here; each screen says what it means (the
 * Wealth page 'Session expired. Please log in again.', the dashboard its signed-out toast and redirect).
 */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@tracker/api-client';
import {
  LIVE_PRICE_REFETCH_MS,
  type Asset,
  type AssetPriceResult,
  type BankAccount,
  type FxRatesResponse,
  type NetWorthHistory,
} from '@tracker/contracts';
import { queryKeys } from './queryKeys';

/** GET /api/assets */
export function assetsQuery() {
  return queryOptions<Asset[]>({
    queryKey: queryKeys.assets,
    queryFn: ({ signal }) => request('listAssets', {}, { signal, on401: 'throw' }),
  });
}

/** GET /api/bank-accounts: each account's balance and whether it counts in net worth. */
export function bankAccountsQuery() {
  return queryOptions<BankAccount[]>({
    queryKey: queryKeys.bankAccounts,
    queryFn: ({ signal }) => request('listBankAccounts', {}, { signal, on401: 'throw' }),
  });
}

/** GET /api/assets/price/{id}, refetched every 60 s (product.md › Constants and limits). */
export function livePriceQuery(id: string) {
  return queryOptions<AssetPriceResult>({
    queryKey: queryKeys.price(id),
    queryFn: ({ signal }) => request('assetPrice', { params: { id } }, { signal, on401: 'throw' }),
    refetchInterval: LIVE_PRICE_REFETCH_MS,
  });
}

/** GET /api/assets/net-worth-history?currency: each day converted at its own rate into `currency`. */
export function netWorthHistoryQuery(currency: string) {
  return queryOptions<NetWorthHistory>({
    queryKey: queryKeys.netWorthHistoryIn(currency),
    queryFn: ({ signal }) => request('netWorthHistory', { query: { currency } }, { signal, on401: 'throw' }),
  });
}

/** The rates of the newest days are asked again at most hourly (the ECB publishes once a day). */
const RATES_STALE_MS = 60 * 60 * 1000;

/** GET /api/assets/exchange-rates for one valuation day (the last business day's rate when it has none yet). */
export function exchangeRatesQuery(currencies: readonly string[], day: string) {
  return queryOptions<FxRatesResponse>({
    queryKey: queryKeys.exchangeRates(currencies, day),
    queryFn: ({ signal }) =>
      request(
        'exchangeRates',
        { query: { currencies: currencies.join(','), from: day, to: day } },
        { signal, on401: 'throw' },
      ),
    staleTime: RATES_STALE_MS,
  });
}
