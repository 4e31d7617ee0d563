// Signed-in browser sessions for the e2e suites: a fresh account per test, registered through the real
// POST /api/register of the auth service. context.request shares the context's cookie jar, so the session
// cookie it receives signs in every page of that context.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { baseUrl } from './browser';

/** Meets every rule of product.md › Validation rules: 8+ characters, upper, lower, digit and one of !@#$%^&*. */
export const TEST_PASSWORD = 'Ledger!2025ok';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let sequence = 0;

/** An e-mail address no other test (or earlier run against the same data) has used. */
export function uniqueEmail(label = 'user'): string {
  sequence += 1;
  const nonce = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return `${label}.${nonce}@example.com`;
}

/** Registers a new account in this context; its pages are signed in afterwards. */
export async function registerUser(
  context: BrowserContext,
  details: Partial<Omit<TestUser, 'id'>> = {},
): Promise<TestUser> {
  const body = {
    email: details.email ?? uniqueEmail(),
    password: details.password ?? TEST_PASSWORD,
    firstName: details.firstName ?? 'Ada',
    lastName: details.lastName ?? 'Lovelace',
  };
  const response = await context.request.post(`${baseUrl()}/api/register`, { data: body });
  if (response.status() !== 200) {
    throw new Error(`POST /api/register answered ${response.status()}: ${await response.text()}`);
  }
  const { user } = (await response.json()) as { user: { id: string } };
  return { ...body, id: user.id };
}

/** A new browser context with a freshly registered, signed-in user. */
export async function signedInContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; user: TestUser }> {
  const context = await browser.newContext(options);
  const user = await registerUser(context);
  return { context, user };
}

/** Ends the context's session on the server (GET /api/logout) without touching its pages. */
export async function destroySession(context: BrowserContext): Promise<void> {
  const response = await context.request.get(`${baseUrl()}/api/logout`, { maxRedirects: 0 });
  if (response.status() >= 400) throw new Error(`GET /api/logout answered ${response.status()}`);
}
