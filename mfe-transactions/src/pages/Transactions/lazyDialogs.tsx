import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * The transactions page's dialogs, downloaded when one is first opened rather than with the page: most visits open
 * none, and together they are about a third of the area's code (docs/decisions/frontend-page-weight.md).
 */
const inSuspense =
  <P extends object>(Dialog: ComponentType<P>) =>
  (props: P) => (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );

/** For a dialog that stays mounted with `open`: nothing until it first opens, then the dialog itself. */
const onceOpened = <P extends { open: boolean }>(Dialog: ComponentType<P>) => {
  const Loaded = inSuspense(Dialog);
  return function OnceOpened(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? <Loaded {...props} /> : null;
  };
};

export const UploadDialog = onceOpened(
  lazy(() => import('../../features/transactions/upload/UploadDialog').then((m) => ({ default: m.UploadDialog }))),
);
export const ManualAddDialog = onceOpened(
  lazy(() =>
    import('../../features/transactions/manual/ManualAddDialog').then((m) => ({ default: m.ManualAddDialog })),
  ),
);
export const RuleEditor = inSuspense(
  lazy(() => import('../../features/rules/RuleEditor').then((m) => ({ default: m.RuleEditor }))),
);
export const SplitDialog = inSuspense(
  lazy(() => import('../../features/splits/SplitDialog').then((m) => ({ default: m.SplitDialog }))),
);
export const LinkTransferDialog = inSuspense(
  lazy(() => import('../../features/transfers/LinkTransferDialog').then((m) => ({ default: m.LinkTransferDialog }))),
);
