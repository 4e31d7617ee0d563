import { useCallback, useSyncExternalStore } from 'react';
import { theme } from '@tracker/ui-kit';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}

/** The same query the layout's CSS uses (product.md › Constants and limits: sidebar breakpoint 1024px). */
export const WIDE_SCREEN_QUERY = `(min-width: ${theme.breakpoints.sidebar}px)`;

/** True from 1024px: the sidebar is a fixed panel; below, it is a drawer. */
export function useIsWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY);
}
