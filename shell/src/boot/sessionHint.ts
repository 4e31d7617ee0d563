import { storedFlag } from '@tracker/ui-kit/storedFlag';

/**
 * Whether this browser was signed in when it last asked: a hint, never a credential (the session cookie is
 * httpOnly and /api/user decides). With it, `/` loads the signed-in app beside the user check instead of after
 * it; without it (a visitor), `/` loads the landing page's code instead. A stale hint costs bytes, not correctness.
 */
const signedIn = storedFlag('tracker.signed-in');

export const hadSession = (): boolean => signedIn.isSet();

export const rememberSession = (on: boolean): void => signedIn.set(on);

/** Keeps the hint true to the user check: 200 signed in, 401 signed out; a 5xx or a network failure says nothing. */
export function rememberFromProbe(probe: Promise<Response>): void {
  probe.then(
    (response) => {
      if (response.ok) rememberSession(true);
      else if (response.status === 401) rememberSession(false);
    },
    () => undefined,
  );
}
