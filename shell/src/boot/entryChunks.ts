/**
 * The two halves of the shell the entry chooses between at `/`, each imported at most once. The entry starts the one
 * it expects before React is even loaded (index.ts), so its download runs beside the user check; BootRoot renders
 * the same imports. Only the non-shared subpath of ui-kit here: this runs before the federation's async boundary.
 */
import { preloadable } from '@tracker/ui-kit/preloadable';

/** The signed-in app: router, react-query, sidebar, remotes and the federation discovery. */
export const fullApp = preloadable(() => import('../app/FullApp'));

/** The landing page as a signed-out visitor sees it at `/`, without the signed-in app's code. */
export const signedOutLanding = preloadable(() => import('./SignedOutLanding'));

/**
 * What to fetch first: the signed-in app away from `/` (it serves every other route, signed in or not) or when this
 * browser was signed in last time. At `/` without that hint, the half the user check chooses, as soon as it answers: a
 * signed-in user arriving from Google's sign-in (no hint yet) is not sent the landing page's code, and a visitor's
 * landing code, a few kB, still arrives before the shared packages it renders with.
 */
export function startEntryChunk(atLanding: boolean, signedInBefore: boolean, probe: Promise<Response>): void {
  // BootRoot reports a failure when it renders.
  const start = (half: typeof fullApp | typeof signedOutLanding): void => {
    half.load().catch(() => undefined);
  };
  if (!atLanding || signedInBefore) start(fullApp);
  else
    probe.then(
      (response) => start(response.ok ? fullApp : signedOutLanding),
      () => start(signedOutLanding),
    );
}
