import { lazy, Suspense, type ReactNode } from 'react';
import { AuthLoading } from '../app/AuthLoading';

const PublicLayout = lazy(() => import('./PublicLayout').then((m) => ({ default: m.PublicLayout })));

/**
 * The public frame, loaded when a page first needs it: it carries the landing page's footer, which a signed-in page
 * never shows, so its code stays out of the signed-in app's first load (docs/decisions/frontend-page-weight.md).
 */
export function LazyPublicLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<AuthLoading />}>
      <PublicLayout>{children}</PublicLayout>
    </Suspense>
  );
}
