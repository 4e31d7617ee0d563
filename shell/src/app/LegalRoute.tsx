import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../auth/currentUser';
import { AppLayout } from '../layout/AppLayout';
import { LazyPublicLayout } from '../layout/LazyPublicLayout';

/**
 * A legal page (product.md › Screens and routes): open to everyone, so it does not wait behind the auth gate. It checks
 * the current user itself and shows the sidebar only once that check succeeds; until then, and for visitors, the
 * public frame.
 */
export function LegalRoute({ children }: { children: ReactNode }) {
  const { data, status } = useQuery(currentUserQuery);
  if (status === 'success') return <AppLayout user={data}>{children}</AppLayout>;
  return <LazyPublicLayout>{children}</LazyPublicLayout>;
}
