import { useEffect, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme, useLoadedModule } from '@tracker/ui-kit';
import { AuthLoading } from '../app/AuthLoading';
import { fullApp, signedOutLanding } from './entryChunks';

function Themed({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

type View = 'pending' | 'landing' | 'app';

export interface BootRootProps {
  probe: Promise<Response>;
  /** The path is `/`, where the landing page and the dashboard share the address. */
  landing: boolean;
  /** This browser was signed in last time (boot/sessionHint): `/` goes straight to the signed-in app. */
  signedInBefore?: boolean;
}

/**
 * Issue 18: a signed-out visitor at `/` gets the landing page without the signed-in app's code. At `/` the entry
 * waits for the user check ('Loading...' meanwhile, product.md › Screens and routes): signed out shows the landing
 * page, signed in loads the app. Every other path, and `/` in a browser that was signed in last time, loads the app at
 * once: it holds every route of product.md › Screens and routes for both auth states, so a stale hint still ends on the
 * right page.
 *
 * The halves are loaded without Suspense (ui-kit useLoadedModule): their downloads started in index.ts, and
 * a lazy component would hold them back up to 300 ms behind its fallback.
 */
export function BootRoot({ probe, landing, signedInBefore = false }: BootRootProps) {
  const [view, setView] = useState<View>(landing && !signedInBefore ? 'pending' : 'app');

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

  const app = useLoadedModule(fullApp, view === 'app');
  const landingPage = useLoadedModule(signedOutLanding, view === 'landing');
  // The shell's own code failing to arrive leaves nothing to show: an uncaught error, as a failed entry would be.
  if (app.error !== undefined) throw app.error;
  if (landingPage.error !== undefined) throw landingPage.error;
  if (app.module) return <app.module.default probe={probe} />;
  return <Themed>{landingPage.module ? <landingPage.module.SignedOutLanding /> : <AuthLoading />}</Themed>;
}
