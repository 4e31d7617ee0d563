import { jsonResponse } from '../test/http';
import { hadSession, rememberFromProbe, rememberSession } from './sessionHint';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const answer = (status: number) => Promise.resolve(jsonResponse(status, {}));

describe('the signed-in hint', () => {
  beforeEach(() => window.localStorage.clear());

  it('is absent for a browser that never signed in, and set and cleared on demand', () => {
    expect(hadSession()).toBe(false);
    rememberSession(true);
    expect(hadSession()).toBe(true);
    rememberSession(false);
    expect(hadSession()).toBe(false);
  });

  it('follows the user check: set by a 200, cleared by a 401, left alone by a 5xx or a network failure', async () => {
    rememberFromProbe(answer(200));
    await settle();
    expect(hadSession()).toBe(true);
    rememberFromProbe(answer(503));
    rememberFromProbe(Promise.reject(new TypeError('Failed to fetch')));
    await settle();
    expect(hadSession()).toBe(true);
    rememberFromProbe(answer(401));
    await settle();
    expect(hadSession()).toBe(false);
  });
});
