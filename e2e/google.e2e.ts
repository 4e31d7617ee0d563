// Google sign-in in real Chromium, end to end: a stack of its own with Google configured against a local
// OpenID Connect provider (PUBLIC_URL = that stack's gateway, so the redirect URI comes back to it), and the
// default stack, where Google is not configured and /auth/google must land on the sign-in modal with a notice.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort, launchBrowser, type StackProcess, startStackProcess } from '@tracker/stack-harness';
import { GOOGLE_BUTTON_TEXT, MODE_TEXT, NOTICE_TEXT } from '../shell/src/auth/modal/authText';
import { baseUrl } from './support/browser';
import { startMockGoogle, type MockGoogle, type MockGoogleUser } from './support/mockGoogle';

const CLIENT = { clientId: 'tracker-e2e.apps.googleusercontent.example', clientSecret: 'tracker-e2e-secret' };
const run = Date.now().toString(36);

function googleUser(label: string, overrides: Partial<MockGoogleUser> = {}): MockGoogleUser {
  return {
    sub: `1${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    email: `${label}.${run}@gmail.example`,
    email_verified: true,
    name: 'Katherine Johnson',
    given_name: 'Katherine',
    family_name: 'Johnson',
    picture: 'https://lh3.googleusercontent.example/a/katherine',
    ...overrides,
  };
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Google sign-in configured (own stack, local OpenID Connect provider)', () => {
  let google: MockGoogle;
  let stack: StackProcess;
  let dataDir: string;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    google = await startMockGoogle(CLIENT);
    // The gateway's port is chosen here so PUBLIC_URL (the redirect URI's origin) is known before start-up.
    const port = await freePort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-e2e-google-'));
    stack = await startStackProcess(dataDir, {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      ...google.env(),
    });
    expect(stack.url).toBe(`http://localhost:${port}`);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await google?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('visits /auth/google, chooses the account at the provider and lands signed in on the dashboard', async () => {
    const user = googleUser('first');
    await google.setUser(user);
    await page.goto(`${stack.url}/auth/google`);
    // At the provider: its account chooser, on its own origin.
    await page.getByTestId('mock-google-account').waitFor();
    expect(new URL(page.url()).origin).toBe(google.url);
    expect(await page.getByTestId('mock-google-account').textContent()).toBe(user.email);
    await page.getByTestId('mock-google-continue').click();

    await page.getByTestId('dashboard-page').waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${stack.url}/`);
    const me = await page.request.get(`${stack.url}/api/user`);
    expect(me.status()).toBe(200);
    expect(await me.json()).toEqual(
      expect.objectContaining({
        email: user.email,
        firstName: 'Katherine',
        lastName: 'Johnson',
        picture: user.picture,
      }),
    );

    // A second visit signs the same account in again.
    await page.goto(`${stack.url}/api/logout`);
    expect((await page.request.get(`${stack.url}/api/user`)).status()).toBe(401);
    await page.goto(`${stack.url}/auth/google`);
    await page.getByTestId('mock-google-continue').click();
    await page.getByTestId('dashboard-page').waitFor({ timeout: 30_000 });
    expect((await (await page.request.get(`${stack.url}/api/user`)).json()).id).toBe((await me.json()).id);
  });

  it("starts from the sign-in modal's Google button", async () => {
    const user = googleUser('modal');
    await google.setUser(user);
    await page.goto(`${stack.url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: MODE_TEXT.login.title });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: GOOGLE_BUTTON_TEXT }).click();
    await page.getByTestId('mock-google-continue').click();
    await page.getByTestId('dashboard-page').waitFor({ timeout: 30_000 });
    expect((await (await page.request.get(`${stack.url}/api/user`)).json()).email).toBe(user.email);
  });

  it('comes back to the sign-in modal with a notice when the user cancels at the provider', async () => {
    await google.setUser(googleUser('cancel'));
    await page.goto(`${stack.url}/auth/google`);
    await page.getByTestId('mock-google-cancel').click();
    const dialog = page.getByRole('dialog', { name: MODE_TEXT.login.title });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText(NOTICE_TEXT['google-failed']).waitFor();
    expect((await page.request.get(`${stack.url}/api/user`)).status()).toBe(401);
  });

  it('refuses an e-mail Google has not verified, back at the sign-in modal', async () => {
    await google.setUser(googleUser('unverified', { email_verified: false }));
    await page.goto(`${stack.url}/auth/google`);
    await page.getByTestId('mock-google-continue').click();
    await page.getByRole('dialog', { name: MODE_TEXT.login.title }).waitFor();
    await page.getByText(NOTICE_TEXT['google-failed']).waitFor();
    expect((await page.request.get(`${stack.url}/api/user`)).status()).toBe(401);
  });
});

describe('Google sign-in not configured (the default stack)', () => {
  it('redirects /auth/google to the landing page with the sign-in modal and the notice', async () => {
    const response = await fetch(`${baseUrl()}/auth/google`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?auth=login&notice=google-not-configured');

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/auth/google`);
      await page.getByRole('dialog', { name: MODE_TEXT.login.title }).waitFor();
      await page.getByText(NOTICE_TEXT['google-not-configured']).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });
});
