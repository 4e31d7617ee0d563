import { endpoints } from '@tracker/contracts';

/** Query keys start with the call's path, so the spec's default fetch (parts joined with '/') serves the GETs. */
export const queryKeys = {
  assets: [endpoints.listAssets.path],
  /** ['/api/assets/price', id] -> GET /api/assets/price/{id} */
  price: (id: string) => ['/api/assets/price', id] as const,
  prices: ['/api/assets/price'],
  netWorthHistory: [endpoints.netWorthHistory.path],
} as const;
