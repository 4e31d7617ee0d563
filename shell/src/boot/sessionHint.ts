/**
 * Whether this browser was signed in when it last asked: a hint, never a credential (the session cookie is
 * httpOnly and /api/user decides). With it, `/` loads the signed-in app beside the user check instead of after
 * it; without it (a visitor), `/` loads the landing page's code instead. A stale hint costs bytes, not correctness.
 */
const KEY = 'tracker.signed-in';

export function hadSession(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage disabled: behave as for a visitor
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage disabled or full: the hint is only an optimisation
  }
}

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
