import { lazy } from 'react';
import { inSuspense, onceOpened } from '@tracker/ui-kit';
import type { Transaction } from '@tracker/contracts';
import type { RuleEditorProps } from '../../features/rules/RuleEditor';

/**
 * The transactions page's dialogs, downloaded when one is first opened rather than with the page: most visits open
 * none, and together they are about a third of the area's code (docs/decisions/frontend-page-weight.md).
 */
export const UploadDialog = onceOpened(
  lazy(() => import('../../features/transactions/upload/UploadDialog').then((m) => ({ default: m.UploadDialog }))),
);
export const ManualAddDialog = onceOpened(
  lazy(() =>
    import('../../features/transactions/manual/ManualAddDialog').then((m) => ({ default: m.ManualAddDialog })),
  ),
);
/** The rule editor opened from a row: the row's draft is made in the editor's chunk, not with the page. */
export const RuleEditorForRow = inSuspense(
  lazy(() =>
    Promise.all([import('../../features/rules/RuleEditor'), import('../../features/rules/draft')]).then(
      ([{ RuleEditor }, { draftFromRow }]) => ({
        default: ({ row, ...props }: Omit<RuleEditorProps, 'initial'> & { row: Transaction }) => (
          <RuleEditor {...props} initial={draftFromRow(row)} />
        ),
      }),
    ),
  ),
);
export const SplitDialog = inSuspense(
  lazy(() => import('../../features/splits/SplitDialog').then((m) => ({ default: m.SplitDialog }))),
);
export const LinkTransferDialog = inSuspense(
  lazy(() => import('../../features/transfers/LinkTransferDialog').then((m) => ({ default: m.LinkTransferDialog }))),
);
/** The bar of actions on selected rows, downloaded when rows are first selected. */
export const BulkActionsBar = inSuspense(
  lazy(() =>
    import('../../features/transactions/components/BulkActionsBar').then((m) => ({ default: m.BulkActionsBar })),
  ),
);
