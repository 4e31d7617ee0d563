/**
 * What the wealth area lends other areas (`@tracker/mfe-wealth/reads`, compiled into them): its query options, its
 * live-price hook, the valuation in the home currency and the allocation doughnut's options, so the dashboard's Asset
 * Allocation reads and values assets exactly as the Wealth page does, from one definition.
 */
export { assetsQuery } from './features/wealth/queries';
export { useLivePrices } from './features/wealth/useLivePrices';
export { allocationChart, homeFigure, useWealthInHome } from './features/wealth/valuation';
