import { type ComponentType, Suspense, useState } from 'react';

/**
 * Helpers for dialogs whose code downloads when first opened rather than with their page: most visits open none
 * (docs/decisions/frontend-page-weight.md). Pass a `React.lazy` component.
 */

/** The component inside its own Suspense boundary, showing nothing while its code arrives. */
export function inSuspense<P extends object>(Component: ComponentType<P>) {
  return function InSuspense(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

const hasOpenProp = (props: object): boolean => 'open' in props && props.open === true;

/**
 * For a dialog that stays mounted and opens by a prop: nothing until `isOpen(props)` first holds (by default its
 * `open` prop), then the dialog itself, kept mounted so that closing and opening again behave as before.
 */
export function onceOpened<P extends object>(Dialog: ComponentType<P>, isOpen: (props: P) => boolean = hasOpenProp) {
  const Loaded = inSuspense(Dialog);
  return function OnceOpened(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    return opened ? <Loaded {...props} /> : null;
  };
}
