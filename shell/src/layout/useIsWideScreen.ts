import { theme, useMediaQuery } from '@tracker/ui-kit';

/** The same query the layout's CSS uses (the sidebar's breakpoint, 1024px). */
export const WIDE_SCREEN_QUERY = `(min-width: ${theme.breakpoints.sidebar}px)`;

/** True from 1024px: the sidebar is a fixed panel; below, it is a drawer. */
export function useIsWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY);
}
