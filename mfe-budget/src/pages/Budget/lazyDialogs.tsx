import { lazy } from 'react';
import { onceOpened } from '@tracker/ui-kit';

/**
 * The budget page's dialogs, downloaded when one first opens rather than with the page: most visits open none
 * (docs/decisions/frontend-page-weight.md). The two upload dialogs open when their `pending` file is set.
 */
export const BudgetTypeDialog = onceOpened(
  lazy(() =>
    import('../../features/budget/components/BudgetTypeDialog').then((m) => ({ default: m.BudgetTypeDialog })),
  ),
);
export const CategoryDialog = onceOpened(
  lazy(() => import('../../features/budget/components/CategoryDialog').then((m) => ({ default: m.CategoryDialog }))),
);
export const CategoryMappingDialog = onceOpened(
  lazy(() =>
    import('../../features/budget/components/CategoryMappingDialog').then((m) => ({
      default: m.CategoryMappingDialog,
    })),
  ),
  (props) => Boolean(props.pending),
);
export const FileChangesDialog = onceOpened(
  lazy(() =>
    import('../../features/budget/components/FileChangesDialog').then((m) => ({ default: m.FileChangesDialog })),
  ),
  (props) => Boolean(props.pending),
);
