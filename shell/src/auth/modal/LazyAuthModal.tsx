import { lazy, Suspense, useState } from 'react';
import type { AuthModalProps } from './AuthModal';

const AuthModal = lazy(() => import('./AuthModal').then((m) => ({ default: m.AuthModal })));

/**
 * The auth modal, its forms and validation load when it first opens (only signed-out surfaces open it: the landing
 * page, a legal page, an expired session); it stays mounted after. A signed-in page never downloads it.
 */
export function LazyAuthModal(props: AuthModalProps) {
  const [wanted, setWanted] = useState(false);
  if (props.mode !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal {...props} />
    </Suspense>
  );
}
