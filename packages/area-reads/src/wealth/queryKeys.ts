import { endpoints } from '@tracker/contracts';

/** Query keys start with the call's path, so a write that invalidates a path refreshes every area that reads it. */
export const queryKeys = {
  assets: [endpoints.listAssets.path],
  /** ['/api/assets/price', id] -> GET /api/assets/price/{id} */
  price: (id: string) => ['/api/assets/price', id] as const,
  prices: ['/api/assets/price'],
  netWorthHistory: [endpoints.netWorthHistory.path],
  /** The transactions area's accounts (the same key its screens use, so the net-worth switch refreshes both). */
  bankAccounts: [endpoints.listBankAccounts.path],
  netWorthHistoryIn: (currency: string) => [endpoints.netWorthHistory.path, { currency }] as const,
  exchangeRates: (currencies: readonly string[], day: string) =>
    [endpoints.exchangeRates.path, { currencies: currencies.join(','), day }] as const,
} as const;
