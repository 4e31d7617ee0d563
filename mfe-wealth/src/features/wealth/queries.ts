import { queryOptions } from '@tanstack/react-query';
import { request } from '@tracker/api-client';
import { LIVE_PRICE_REFETCH_MS, type Asset, type AssetPriceResult, type NetWorthHistory } from '@tracker/contracts';
import { queryKeys } from './queryKeys';

/** GET /api/assets */
export function assetsQuery() {
  return queryOptions<Asset[]>({ queryKey: queryKeys.assets });
}

/** GET /api/assets/price/{id}, refetched every 60 s (product.md › Constants and limits). */
export function livePriceQuery(id: string) {
  return queryOptions<AssetPriceResult>({
    queryKey: queryKeys.price(id),
    queryFn: ({ signal }) => request('assetPrice', { params: { id } }, { signal }),
    refetchInterval: LIVE_PRICE_REFETCH_MS,
  });
}

/** GET /api/assets/net-worth-history */
export function netWorthHistoryQuery() {
  return queryOptions<NetWorthHistory>({ queryKey: queryKeys.netWorthHistory });
}
