import { lazy, Suspense, useState } from 'react';
import { ShellProvider, useToast, type AuthState } from '@tracker/shell-sdk';
import { useAuthModal } from '../auth/modal/AuthModalContext';
import { AuthModalStateProvider } from '../auth/modal/AuthModalStateProvider';
import { LazyAuthModal } from '../auth/modal/LazyAuthModal';
import { LandingPage } from '../pages/landing/LandingPage';

const SIGNED_OUT: AuthState = { status: 'signedOut', user: null };

const Toaster = lazy(() => import('../toasts/Toaster').then((m) => ({ default: m.Toaster })));

/**
 * On the landing page only the auth modal raises toasts: the toast host loads when the modal first opens, so it
 * is there before the modal's first toast (a sign-in's 'Success!' shows only until the reload).
 */
function LazyToaster() {
  const { toasts } = useToast();
  const { mode } = useAuthModal();
  const [wanted, setWanted] = useState(false);
  if ((toasts.length > 0 || mode !== null) && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * The landing page as the entry shows it to a signed-out visitor at `/` (issue 18): the shell's providers a
 * signed-out page needs (auth state, toasts, the auth modal), without the router, react-query or federation.
 * Its links load their pages; a sign-in reloads `/`, which then loads the signed-in app.
 */
export function SignedOutLanding() {
  return (
    <ShellProvider auth={SIGNED_OUT}>
      <AuthModalStateProvider Modal={LazyAuthModal}>
        <LandingPage />
        <LazyToaster />
      </AuthModalStateProvider>
    </ShellProvider>
  );
}
