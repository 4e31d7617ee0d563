// Sign-in throttling holds through the gateway (issue 16): every request reaches auth from the gateway's one
// address, and a client cannot escape its counters by sending its own X-Forwarded-For.
// It runs on a stack of its own: the failures it makes would otherwise slow the shared stack's address down.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type StackProcess, startStackProcess } from '@tracker/stack-harness';
import { TEST_PASSWORD, uniqueEmail } from './support/session';

jest.setTimeout(180_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-throttle-'));
let stack: StackProcess;
beforeAll(async () => {
  stack = await startStackProcess(dataDir);
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${stack.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

it('locks an account after 10 failed sign-ins with a 429 and Retry-After, whatever X-Forwarded-For the client sends', async () => {
  const email = uniqueEmail('throttle');
  expect(
    (await post('/api/register', { email, password: TEST_PASSWORD, firstName: 'Tess', lastName: 'Throttle' })).status,
  ).toBe(200);

  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const response = await post(
      '/api/login',
      { email, password: 'Wrong-pass1!' },
      { 'X-Forwarded-For': `203.0.113.${attempt}` },
    );
    statuses.push(response.status);
  }
  expect(statuses).toEqual(Array(10).fill(401));

  // Locked: even the right password is refused, with the time to wait.
  const locked = await post('/api/login', { email, password: TEST_PASSWORD }, { 'X-Forwarded-For': '198.51.100.7' });
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  expect(((await locked.json()) as { message: string }).message).toMatch(
    /^Too many sign-in attempts\. Please try again in 1[45] minutes\.$/,
  );
});

it('refuses an eleventh new account from one network within the window, whatever X-Forwarded-For says', async () => {
  const statuses: number[] = [];
  // The first test opened one account on this stack already: nine more are allowed.
  for (let i = 0; i < 10; i += 1) {
    const response = await post(
      '/api/register',
      { email: uniqueEmail('batch'), password: TEST_PASSWORD, firstName: 'Bea', lastName: 'Batch' },
      { 'X-Forwarded-For': `192.0.2.${i}` },
    );
    statuses.push(response.status);
    if (response.status === 429) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /^Too many accounts were created from this network\./,
      );
    }
  }
  expect(statuses).toEqual([...Array(9).fill(200), 429]);
});
