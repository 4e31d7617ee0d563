import { lazy } from 'react';
import { inSuspense } from '@tracker/ui-kit';

/**
 * The same-merchant offer, downloaded the first time a category change brings one rather than with the page
 * (docs/decisions/frontend-page-weight.md).
 */
export const LazyMerchantOffer = inSuspense(
  lazy(() => import('./MerchantOffer').then((m) => ({ default: m.MerchantOffer }))),
);
