import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from '@tracker/router';
import { useAuth, type ShellUser } from '@tracker/shell-sdk';
import { RESET_PASSWORD_PATH } from '@tracker/contracts';
import { AppLayout } from '../layout/AppLayout';
import { LazyPublicLayout } from '../layout/LazyPublicLayout';
import { AreaOutlet } from './AreaOutlet';
import { AREAS, type AreaDefinition } from './areas';
import { AuthLoading } from './AuthLoading';
import { LegalRoute } from './LegalRoute';

export { findArea } from './AreaOutlet';

/**
 * product.md › Screens and routes: the legal pages are the same for everyone. Their text loads when one is opened, not
 * with every page.
 */
const LEGAL_PAGES: readonly { path: string; Page: ComponentType }[] = [
  {
    path: '/privacy-policy',
    Page: lazy(() => import('../pages/legal/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage }))),
  },
  {
    path: '/terms-of-use',
    Page: lazy(() => import('../pages/legal/TermsOfUsePage').then((m) => ({ default: m.TermsOfUsePage }))),
  },
  {
    path: '/disclaimer',
    Page: lazy(() => import('../pages/legal/DisclaimerPage').then((m) => ({ default: m.DisclaimerPage }))),
  },
];

/** The page a password reset link opens: the same for everyone, in the public frame (issue #27). */
const ResetPasswordPage = lazy(() =>
  import('../pages/resetPassword/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);

/** Signed in: every page inside the sidebar layout; a path no area serves is the 404 page. */
function SignedInRoutes({ user, areas }: { user: ShellUser; areas: readonly AreaDefinition[] }) {
  return (
    <Routes>
      <Route element={<AppLayout user={user} />}>
        <Route path="*" element={<AreaOutlet areas={areas} />} />
      </Route>
    </Routes>
  );
}

/** Signed out: the landing page and the sign-in redirect, loaded only when someone is signed out. */
const SignedOutRoutes = lazy(() => import('./SignedOutRoutes').then((m) => ({ default: m.SignedOutRoutes })));

/** Everything but the legal pages waits for the auth state (product.md › Behaviour): 'Loading...' until it is known. */
function AuthGate({ areas }: { areas: readonly AreaDefinition[] }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <AuthLoading />;
  if (auth.status === 'signedOut') {
    return (
      <Suspense fallback={<AuthLoading />}>
        <SignedOutRoutes />
      </Suspense>
    );
  }
  return <SignedInRoutes user={auth.user} areas={areas} />;
}

/** The route table of product.md › Screens and routes for both auth states. */
export function AppRoutes({ areas = AREAS }: { areas?: readonly AreaDefinition[] }) {
  return (
    <Routes>
      {LEGAL_PAGES.map(({ path, Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <LegalRoute>
              <Suspense fallback={<AuthLoading />}>
                <Page />
              </Suspense>
            </LegalRoute>
          }
        />
      ))}
      <Route
        path={RESET_PASSWORD_PATH}
        element={
          <LazyPublicLayout>
            <Suspense fallback={<AuthLoading />}>
              <ResetPasswordPage />
            </Suspense>
          </LazyPublicLayout>
        }
      />
      <Route path="*" element={<AuthGate areas={areas} />} />
    </Routes>
  );
}
