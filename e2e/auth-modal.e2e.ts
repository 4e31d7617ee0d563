// The auth modal in real Chromium through the gateway, against the real auth service: both modes, the
// ways to close it, validation, every toast the user can meet, sign-up and sign-in landing on the
// dashboard, and the notice `/auth/google` brings back when Google sign-in is not set up (the e2e stack
// runs without Google).
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { launchBrowser } from '@tracker/stack-harness';
import { baseUrl } from './support/browser';

const STRONG_PASSWORD = 'Str0ng!Pass';
/** Unique per run, so the suite can run again against the same data folder. */
const email = `modal-${Date.now().toString(36)}@example.com`;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto(`${baseUrl()}/`);
  await page.getByRole('button', { name: 'Get Started Free' }).waitFor();
});
afterEach(async () => {
  await context?.close();
});

const header = () => page.getByRole('banner');
const dialog = () => page.getByRole('dialog');

async function openLogin(): Promise<Locator> {
  await header().getByRole('button', { name: 'Login' }).click();
  const d = page.getByRole('dialog', { name: 'Welcome Back' });
  await d.waitFor();
  return d;
}

async function openSignup(): Promise<Locator> {
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  const d = page.getByRole('dialog', { name: 'Create Account' });
  await d.waitFor();
  return d;
}

async function fillSignup(d: Locator, values: { email: string; password: string }) {
  await d.getByLabel('First name').fill('Grace');
  await d.getByLabel('Last name').fill('Hopper');
  await d.getByLabel('Email').fill(values.email);
  await d.getByLabel('Password', { exact: true }).fill(values.password);
}

/** The toast the shell shows (one at a time), as 'title / description'. */
async function toastText(): Promise<string> {
  const toast = page.getByTestId('toast');
  await toast.waitFor();
  return (await toast.innerText()).replace(/\s*×\s*$/, '').replace(/\s*\n+\s*/g, ' / ');
}

/** Records the API calls the page makes (the weak-password case must make none). */
function recordApiCalls(p: Page): string[] {
  const calls: string[] = [];
  p.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() !== 'GET')
      calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

describe('modes', () => {
  it('login: Welcome Back / Sign in to your account to continue', async () => {
    const methods = page.waitForResponse((r) => r.url().endsWith('/api/account/sign-in-methods'));
    const d = await openLogin();
    expect(await d.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);
    expect(await d.getByText('Sign in to your account to continue').isVisible()).toBe(true);
    expect(await d.getAttribute('aria-modal')).toBe('true');
    expect(await d.getByLabel('Email').getAttribute('type')).toBe('email');
    // This stack has no Google client: the modal offers no button that could only end in "not set up".
    expect(await (await methods).json()).toEqual({ google: false });
    expect(await d.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
  });

  it('sign-up: Create Account / Get started with your free account', async () => {
    const d = await openSignup();
    expect(await d.getByRole('heading', { name: 'Create Account' }).isVisible()).toBe(true);
    expect(await d.getByText('Get started with your free account').isVisible()).toBe(true);
    expect(await d.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await d.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
  });

  it('switches between the modes', async () => {
    const d = await openLogin();
    await d.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('dialog', { name: 'Create Account' }).waitFor();
    await dialog().getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
  });
});

describe('closing, focus and reset', () => {
  it('closes on Escape and gives focus back to the button that opened it', async () => {
    await openLogin();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Login');
  });

  it('closes on a click on the backdrop', async () => {
    await openSignup();
    await page.mouse.click(8, 450);
    await dialog().waitFor({ state: 'detached' });
  });

  it('closes with the close button', async () => {
    const d = await openSignup();
    await d.getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
  });

  it('keeps Tab inside the dialog', async () => {
    const d = await openLogin();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await d.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  it('starts with empty fields each time it opens', async () => {
    let d = await openSignup();
    await fillSignup(d, { email, password: 'whatever' });
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    d = await openSignup();
    for (const label of ['First name', 'Last name', 'Email']) expect(await d.getByLabel(label).inputValue()).toBe('');
    expect(await d.getByLabel('Password', { exact: true }).inputValue()).toBe('');
  });

  it('shows and hides the password in both forms', async () => {
    for (const open of [openLogin, openSignup]) {
      const d = await open();
      const password = d.getByLabel('Password', { exact: true });
      await password.fill('Secret1!');
      expect(await password.getAttribute('type')).toBe('password');
      await d.getByRole('button', { name: 'Show password' }).click();
      expect(await password.getAttribute('type')).toBe('text');
      await d.getByRole('button', { name: 'Hide password' }).click();
      expect(await password.getAttribute('type')).toBe('password');
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
    }
  });
});

describe('validation and failures', () => {
  it('lists the password requirements on the sign-up form', async () => {
    const d = await openSignup();
    const list = d.getByRole('list', { name: 'Password requirements' });
    // Each item also says, to screen readers only, whether the typed password meets it yet.
    const items = (await list.getByRole('listitem').allInnerTexts()).map((t) =>
      t.replace(/\s*\((met|not met yet)\)\s*$/, '').trim(),
    );
    expect(items).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character (!@#$%^&*)',
    ]);
  });

  it("refuses a weak password with 'Invalid Password' and sends nothing", async () => {
    const calls = recordApiCalls(page);
    const d = await openSignup();
    await fillSignup(d, { email, password: 'weakpassword' });
    await d.getByRole('button', { name: 'Create Account' }).click();
    expect(await toastText()).toBe('Invalid Password / does not meet password requirements');
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    expect(await d.isVisible()).toBe(true);
  });

  it('does not submit with a field left empty', async () => {
    const calls = recordApiCalls(page);
    const d = await openLogin();
    await d.getByLabel('Email').fill('someone@example.com');
    await d.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    expect(
      await d.getByLabel('Password', { exact: true }).evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
  });

  it("shows 'Login Failed' with the server's message for a wrong password", async () => {
    const d = await openLogin();
    await d.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
    await d.getByLabel('Password', { exact: true }).fill('Wrong1!pass');
    await d.getByRole('button', { name: 'Sign In' }).click();
    expect(await toastText()).toBe('Login Failed / Invalid email or password.');
    expect(await d.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
  });

  it("shows 'Error' / 'Something went wrong. Please try again.' when the server cannot be reached", async () => {
    await page.route('**/api/login', (route) => route.abort('connectionrefused'));
    const d = await openLogin();
    await d.getByLabel('Email').fill('someone@example.com');
    await d.getByLabel('Password', { exact: true }).fill('Secret1!');
    await d.getByRole('button', { name: 'Sign In' }).click();
    expect(await toastText()).toBe('Error / Something went wrong. Please try again.');
  });
});

describe('signing up and signing in', () => {
  it("creates an account: 'Creating Account...' while pending, 'Welcome!', then the dashboard", async () => {
    // Hold the answer until the pending state has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/register', async (route) => {
      await held;
      await route.continue();
    });
    const calls = recordApiCalls(page);
    const d = await openSignup();
    await fillSignup(d, { email, password: STRONG_PASSWORD });
    await d.getByRole('button', { name: 'Create Account' }).click();
    const pending = d.getByRole('button', { name: 'Creating Account...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();

    expect(await toastText()).toBe("Welcome! / Your account has been created and you're now logged in.");
    await page.getByTestId('dashboard-page').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(calls).toEqual(['POST /api/register']);
  });

  it("signs in with that account: 'Signing In...', 'Success!', then the dashboard", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/login', async (route) => {
      await held;
      await route.continue();
    });
    const d = await openLogin();
    await d.getByLabel('Email').fill(email);
    await d.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await d.getByRole('button', { name: 'Sign In' }).click();
    const pending = d.getByRole('button', { name: 'Signing In...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();

    expect(await toastText()).toBe("Success! / You've been logged in successfully.");
    await page.getByTestId('dashboard-page').waitFor({ timeout: 30_000 });
  });

  it("shows 'Registration Failed' with the server's message for an e-mail already registered", async () => {
    const d = await openSignup();
    await fillSignup(d, { email, password: STRONG_PASSWORD });
    await d.getByRole('button', { name: 'Create Account' }).click();
    expect(await toastText()).toBe('Registration Failed / An account with this email already exists.');
  });
});

describe('Google sign-in without Google configured', () => {
  it('comes back to the landing page with the sign-in modal and a notice, and a clean address', async () => {
    // The modal offers no Google button here; an old link or bookmark to /auth/google still lands somewhere useful.
    await page.goto(`${baseUrl()}/auth/google`);
    const notice = page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('status');
    await notice.waitFor();
    expect(await notice.innerText()).toBe(
      'Google sign-in is not set up on this server. Please sign in with your email and password.',
    );
    const url = new URL(page.url());
    expect(url.pathname).toBe('/');
    expect(url.search).toBe('');
  });

  it('shows the failure notice for notice=google-failed', async () => {
    await page.goto(`${baseUrl()}/?auth=login&notice=google-failed`);
    const notice = page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('status');
    await notice.waitFor();
    expect(await notice.innerText()).toBe(
      'Google sign-in did not complete. Please try again or use your email and password.',
    );
    expect(new URL(page.url()).search).toBe('');
  });

  it('opens the sign-up mode from ?auth=signup', async () => {
    await page.goto(`${baseUrl()}/?auth=signup`);
    await page.getByRole('dialog', { name: 'Create Account' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});
