import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@tracker/ui-kit';
import { AuthLoading } from '../app/AuthLoading';
import { SignedOutLanding } from './SignedOutLanding';

/** The signed-in app: router, react-query, sidebar, remotes and the federation discovery. */
const FullApp = lazy(() => import('../app/FullApp'));

function Themed({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

type View = 'pending' | 'landing' | 'app';

/**
 * Issue 18: a signed-out visitor at `/` gets the landing page without the signed-in app's code. At `/` the
 * entry waits for the user check ('Loading...' meanwhile, spec §2): signed out shows the landing page, signed in
 * loads the app. Every other path loads the app at once; it holds every route of spec §2 for both auth states.
 */
export function BootRoot({ probe, landing }: { probe: Promise<Response>; landing: boolean }) {
  const [view, setView] = useState<View>(landing ? 'pending' : 'app');

  useEffect(() => {
    if (view !== 'pending') return;
    let live = true;
    probe.then(
      (response) => live && setView(response.ok ? 'app' : 'landing'),
      () => live && setView('landing'),
    );
    return () => {
      live = false;
    };
  }, [probe, view]);

  if (view === 'app') {
    return (
      <Suspense
        fallback={
          <Themed>
            <AuthLoading />
          </Themed>
        }
      >
        <FullApp probe={probe} />
      </Suspense>
    );
  }
  return <Themed>{view === 'pending' ? <AuthLoading /> : <SignedOutLanding />}</Themed>;
}
