/**
 * The two halves of the shell the entry chooses between at `/`, imported at most once each. The entry starts the
 * one it expects before React is even loaded (index.ts), so its download runs beside the user check; BootRoot reads
 * the same imports. Nothing here imports a shared module: it runs before the federation's async boundary.
 */
function once<M>(importModule: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | undefined;
  return () =>
    (pending ??= importModule().catch((error: unknown) => {
      pending = undefined; // a later render may try again
      throw error;
    }));
}

/** The signed-in app: router, react-query, sidebar, remotes and the federation discovery. */
export const importFullApp = once(() => import('../app/FullApp'));

/** The landing page as a signed-out visitor sees it at `/`, without the signed-in app's code. */
export const importSignedOutLanding = once(() => import('./SignedOutLanding'));

/**
 * What to fetch first: the signed-in app away from `/` (it serves every other route, signed in or not) or when this
 * browser was signed in last time; the landing page otherwise.
 */
export function startEntryChunk(atLanding: boolean, signedInBefore: boolean): void {
  const chunk = !atLanding || signedInBefore ? importFullApp() : importSignedOutLanding();
  chunk.catch(() => undefined); // BootRoot reports a failure when it renders
}
