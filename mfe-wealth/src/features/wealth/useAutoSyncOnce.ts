import { useEffect, useRef } from 'react';
import { isMarketTraded, type Asset } from '@tracker/contracts';

/** product.md › Behaviour: prices sync once, the first time assets load and one of them is market-traded. */
export function useAutoSyncOnce(assets: readonly Asset[] | undefined, sync: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || assets === undefined) return;
    done.current = true;
    if (assets.some((asset) => isMarketTraded(asset))) sync();
  }, [assets, sync]);
}
