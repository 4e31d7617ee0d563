/**
 * GET /api/user (contracts: endpoints.getUser), sent by the entry before any other code loads. The entry
 * decides from its status alone whether `/` shows the landing page (no router, federation or zod needed) or the
 * signed-in app; the app then reads this same answer through the api-client (currentUser.ts), so the user is
 * asked for once. Its body is never read here: each reader takes a clone.
 */
const USER_PATH = '/api/user';

let probe: Promise<Response> | undefined;

export function userProbe(): Promise<Response> {
  if (!probe) {
    probe = fetch(USER_PATH, { credentials: 'include', headers: { Accept: 'application/json' } });
    // Readers attach later; a network failure is theirs to report, not an unhandled rejection.
    probe.catch(() => undefined);
  }
  return probe;
}
