import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@tracker/router';
import { LandingNavigationProvider, type LandingNavigation } from './landingNavigation';

/** Inside the shell's router: the landing page navigates in-app and keeps the router's location in step. */
export function RouterLandingNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<LandingNavigation>(
    () => ({
      location: { pathname, search, hash },
      replace: (to) => navigate(to, { replace: true }),
      go: (path) => navigate(path),
    }),
    [pathname, search, hash, navigate],
  );
  return <LandingNavigationProvider value={value}>{children}</LandingNavigationProvider>;
}
