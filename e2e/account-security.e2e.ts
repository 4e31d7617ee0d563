// Account security in real Chromium through the gateway (issue #27): a forgotten password by e-mail (the local
// SMTP server of the e2e stack receives it), two-factor sign-in with a code computed here as an authenticator app
// would, and signing out another session from Account Settings. With SHOTS_DIR set, the screens are saved at
// 1366×900 and 390×844 for a look by eye.
import path from 'node:path';
import { FORGOT_PASSWORD_SENT } from '@tracker/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { totpCode } from '../services/auth/src/routes/twoFactor/totp';
import { baseUrl } from './support/browser';
import { readSavedMail, resetLinkIn, type ReceivedMail } from './support/localSmtp';
import { TEST_PASSWORD, registerUser } from './support/session';
import { useBrowser } from './support/suite';

jest.setTimeout(120_000);

const suite = useBrowser();
const NEW_PASSWORD = 'Fresh!Start2026';
const WIDE = { width: 1366, height: 900 };
const NARROW = { width: 390, height: 844 };

async function shot(page: Page, name: string, focus?: Locator): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [label, viewport] of [
    ['wide', WIDE],
    ['narrow', NARROW],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(200);
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: label === 'wide' });
  }
  await page.setViewportSize(WIDE);
}

/** The first e-mail to `to` the local SMTP server has received (it writes each one to E2E_MAIL_DIR). */
async function mailTo(to: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through jest.e2e.config.js');
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = readSavedMail(dir).find((m) => m.to.includes(to));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function status(context: BrowserContext, url = '/api/user'): Promise<number> {
  return (await context.request.get(`${baseUrl()}${url}`)).status();
}

async function openLogin(page: Page) {
  await page.goto(`${baseUrl()}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.waitFor();
  return dialog;
}

it('forgot password: the e-mail arrives, the link sets a new password, and the old sessions are gone', async () => {
  const old = await suite.newContext({ viewport: WIDE });
  const user = await registerUser(old);
  expect(await status(old)).toBe(200);

  const context = await suite.newContext({ viewport: WIDE });
  const page = await context.newPage();
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(user.email);
  await shot(page, 'forgot-modal');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await forgot.getByText(FORGOT_PASSWORD_SENT).waitFor();
  await shot(page, 'forgot-sent');

  const mail = await mailTo(user.email);
  expect(mail.subject).toBe('Reset your Budget & Wealth password');
  const link = resetLinkIn(mail);
  expect(link.startsWith(`${baseUrl()}/reset-password#token=`)).toBe(true);

  await page.goto(link);
  const form = page.getByTestId('reset-password-page');
  await form.getByLabel('New password', { exact: true }).waitFor();
  // The token leaves the address bar at once.
  expect(new URL(page.url()).hash).toBe('');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await shot(page, 'reset-page');
  await form.getByRole('button', { name: 'Set new password' }).click();
  await page.getByTestId('toast').getByText('Password changed').waitFor();
  await page.waitForURL(`${baseUrl()}/`);
  await page.getByRole('navigation').first().waitFor();
  expect(await status(context)).toBe(200);

  // The session held before the reset no longer works anywhere; the link works once.
  expect(await status(old)).toBe(401);
  expect(await status(old, '/api/transactions')).toBe(401);
  const again = await context.request.post(`${baseUrl()}/api/account/password/reset`, {
    data: { token: link.split('#token=')[1], password: 'Another!Pass1' },
  });
  expect(again.status()).toBe(400);
  const signIn = await old.request.post(`${baseUrl()}/api/login`, {
    data: { email: user.email, password: TEST_PASSWORD },
  });
  expect(signIn.status()).toBe(401);
});

it('two-factor: turned on with a code computed here, sign-in then asks for a code', async () => {
  const { context, user } = await suite.signedIn({ viewport: WIDE });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/account`);
  const card = page.getByTestId('two-factor-card');
  await card.getByRole('button', { name: 'Turn on' }).click();
  const setup = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
  await setup.getByAltText('QR code for your authenticator app').waitFor();
  await shot(page, 'two-factor-setup');
  const secret = (await setup.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await setup.getByLabel('Code from the app').fill(totpCode(secret, Date.now()));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await saved.getByTestId('recovery-codes').waitFor();
  expect(await saved.getByRole('listitem').count()).toBe(10);
  await shot(page, 'two-factor-codes');
  await saved.getByRole('button', { name: 'I saved my codes' }).click();
  await card.getByText('10 recovery codes left.', { exact: false }).waitFor();
  await shot(page, 'account-security', card);

  await page.goto(`${baseUrl()}/api/logout`);
  const login = await openLogin(page);
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password', { exact: true }).fill(user.password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  const code = login.getByLabel('Authentication code');
  await code.waitFor();
  expect(await status(context)).toBe(401);
  await shot(page, 'two-factor-step');
  // The code the app shows next (the one used to turn it on is accepted once only).
  await code.fill(totpCode(secret, Date.now() + 30_000));
  await login.getByRole('button', { name: 'Verify' }).click();
  await page.getByTestId('toast').getByText('Success!').waitFor();
  await page.waitForURL(`${baseUrl()}/`);
  await page.getByRole('navigation').first().waitFor();
  expect(await status(context)).toBe(200);
});

it('your sessions: another session is listed and signed out from the list', async () => {
  const { context, user } = await suite.signedIn({ viewport: WIDE });
  const phone = await suite.newContext({
    viewport: NARROW,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const signIn = await phone.request.post(`${baseUrl()}/api/login`, {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status()).toBe(200);
  expect(await status(phone)).toBe(200);

  const page = await context.newPage();
  await page.goto(`${baseUrl()}/account`);
  const card = page.getByTestId('sessions-card');
  const rows = card.getByTestId('session-row');
  await rows.nth(1).waitFor();
  expect(await rows.count()).toBe(2);
  await rows.filter({ hasText: 'this device' }).waitFor();
  const other = rows.filter({ hasText: 'Safari on iOS' });
  await other.waitFor();
  await shot(page, 'sessions', card);
  await other.getByRole('button', { name: /^Sign out/ }).click();
  await page.getByTestId('toast').getByText('Signed out', { exact: true }).waitFor();
  await other.waitFor({ state: 'detached' });
  expect(await rows.count()).toBe(1);
  expect(await status(phone)).toBe(401);
  expect(await status(context)).toBe(200);
});
