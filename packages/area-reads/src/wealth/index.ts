/**
 * The wealth area's reads (`@tracker/area-reads/wealth`, a package of no front end's own): its query options and keys,
 * the live-price hook, the valuation in the home currency and the allocation doughnut's options, so the dashboard's
 * Asset Allocation reads and values assets exactly as the Wealth page does, from one definition.
 */
export { assetsQuery, bankAccountsQuery, exchangeRatesQuery, livePriceQuery, netWorthHistoryQuery } from './queries';
export { queryKeys as wealthQueryKeys } from './queryKeys';
export { useLivePrices } from './useLivePrices';
export { allocationChart, homeFigure, useWealthInHome } from './valuation';
