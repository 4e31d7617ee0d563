import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '@tracker/api-client';
import { GOOGLE_AUTH_PATH, UNAUTHORIZED_REDIRECT_DELAY_MS } from '@tracker/contracts';
import { useToast } from '@tracker/shell-sdk';
import { queryKeys } from './queryKeys';

/**
 * the toast of product.md › Screens and routes, 'Unauthorized - You are logged out. Logging in again...' (title -
 * description, as in product.md › Messages and errors).
 */
export const UNAUTHORIZED_TOAST = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
} as const;

/** Browser navigation, replaceable in tests (jsdom cannot navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * product.md › Screens and routes: a visitor whose session is gone sees the toast 'Unauthorized - You are logged out.
 * Logging in
 * again...' and is sent to /auth/google after 500 ms. Triggered when the shell says signed out, or by the first
 * 401 any read of the Summary answers (the session expired while the dashboard was open).
 */
export function useSignedOutRedirect(signedOutByShell: boolean): void {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [expired, setExpired] = useState(false);
  const signedOut = signedOutByShell || expired;
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error))
          setExpired(true);
      }),
    [queryClient],
  );
  useEffect(() => {
    if (!signedOut || started.current) return;
    started.current = true;
    toast({ ...UNAUTHORIZED_TOAST, variant: 'destructive' });
    const timer = setTimeout(() => browser.assign(GOOGLE_AUTH_PATH), UNAUTHORIZED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut, toast]);
}

/**
 * The metric cards follow the transactions: whatever makes GET /api/transactions stale (an upload or a manual add
 * in the transactions area's dialogs, an edit or a delete on its page) makes the period's summary stale too. The
 * dialogs refresh the lists product.md › API calls names; the summary is this dashboard's own call, so it listens for
 * that.
 */
export function useSummaryFollowsTransactions(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    // One invalidation marks each transactions read stale in turn (the recent rows, the uploaded count): the summary
    // is refreshed once for all of them.
    let scheduled = false;
    return cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
      if (event.query.queryKey[0] !== queryKeys.transactions[0] || scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        void queryClient.invalidateQueries({ queryKey: queryKeys.summary });
      });
    });
  }, [queryClient]);
}
