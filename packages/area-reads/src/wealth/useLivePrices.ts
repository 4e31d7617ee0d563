import { useQueries } from '@tanstack/react-query';
import { isMarketTraded, type Asset, type AssetPriceResult } from '@tracker/contracts';
import { livePriceQuery } from './queries';

/** Live prices of the market-traded assets, by asset id (each refetched every 60 s). */
export function useLivePrices(assets: readonly Asset[] | undefined): Record<string, AssetPriceResult | undefined> {
  const traded = (assets ?? []).filter((asset) => isMarketTraded(asset));
  const results = useQueries({ queries: traded.map((asset) => livePriceQuery(asset.id)) });
  const out: Record<string, AssetPriceResult | undefined> = {};
  traded.forEach((asset, i) => {
    out[asset.id] = results[i]?.data;
  });
  return out;
}
