import { lazy } from 'react';
import { onceOpened } from '@tracker/ui-kit';

/**
 * The wealth page's dialogs, downloaded when one first opens rather than with the page: most visits open none
 * (docs/decisions/frontend-page-weight.md). The asset types dialog opens when an upload's `pending` file is set.
 */
export const AssetDialog = onceOpened(
  lazy(() => import('../../features/wealth/components/AssetDialog').then((m) => ({ default: m.AssetDialog }))),
);
export const AssetTypesDialog = onceOpened(
  lazy(() =>
    import('../../features/wealth/components/AssetTypesDialog').then((m) => ({ default: m.AssetTypesDialog })),
  ),
  (props) => Boolean(props.pending),
);
