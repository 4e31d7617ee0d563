// What a new user met across the areas (issue 25, the shell's and dashboard's part) in real Chromium through the
// gateway, at 1366×900 and 390×844: insights from a first month's statement with how long comparisons take; a
// cut-off transaction name read in a tooltip by hover, keyboard and touch; icon-only buttons named in one; an unknown
// path inside each area showing the one 'Page Not Found' page; the feedback and profile texts on a network failure.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { baseUrl } from './support/browser';
import { dayAgo, eventually, NARROW, shootBothSizes, WIDE } from './support/screens';
import { useBrowser } from './support/suite';

jest.setTimeout(240_000);

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/new-user-edges-shots';
mkdirSync(SHOTS, { recursive: true });

const chromium = useBrowser();
const url = (p: string) => `${baseUrl()}${p}`;
const shoot = (page: Page, name: string) => shootBothSizes(page, SHOTS, name);

const PAYROLL = 'ACME CORP PAYROLL DEPOSIT REF 20250131 EMPLOYEE 000123 DIRECT CREDIT';
/** A first statement: the last 20 days only, so no earlier month to compare with. */
const FIRST_MONTH = [
  'Date,Description,Amount',
  `${dayAgo(20)},SO MR P JONES RENT,-1200.00`,
  `${dayAgo(18)},TESCO STORES 3297 LONDON,-54.20`,
  `${dayAgo(15)},NETFLIX.COM 866-579-7172 CA,-15.49`,
  `${dayAgo(12)},DIRECT DEBIT BRITISH GAS 800012345,-84.00`,
  `${dayAgo(9)},BEST BUY 00123 AUSTIN TX,-349.99`,
  `${dayAgo(6)},SHELL FUEL STATION 12,-60.00`,
  `${dayAgo(1)},${PAYROLL},3200.00`,
].join('\n');

async function uploadFirstMonth(context: BrowserContext): Promise<void> {
  const res = await context.request.post(url('/api/transactions/upload-fast'), {
    multipart: { file: { name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(FIRST_MONTH) } },
    timeout: 120_000,
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { successfulRows: number }).successfulRows).toBe(7);
}

describe('a first month of transactions', () => {
  it('gets insights from that month and is told how many weeks month-on-month comparisons need', async () => {
    const { context } = await chromium.signedIn({ viewport: WIDE });
    await uploadFirstMonth(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(url('/'));
    const card = page.getByTestId('insights-card');
    const note = card.getByTestId('insights-history');
    await note.waitFor({ timeout: 60_000 });
    expect(await note.textContent()).toMatch(
      /^Insights grow with your history: \d+ more weeks? for month-on-month comparisons$/,
    );
    const tips = await card.getByTestId('insight').allTextContents();
    expect(tips.length).toBeGreaterThan(0);
    expect(tips.length).toBeLessThanOrEqual(3);
    // Figures from the statement itself: total spending $1,763.68 against $3,200.00 of pay.
    expect(tips.join('\n')).toMatch(
      /Largest spending since \d+ \w+: .*, of \$1,763\.68 in all\.|All \$1,763\.68 of spending/,
    );
    expect(tips).toContain(
      `Spending since ${Number(dayAgo(20).slice(8))} ${monthName(dayAgo(20))} is $1,763.68, 55% of the $3,200.00 of income.`,
    );
    expect(await page.getByText('Upload some transactions to get personalised insights!').count()).toBe(0);
    // The income row among the recent ones: its green figure meets the contrast minimum.
    expect(await seriousViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await shoot(page, '1-first-month-insights');
    expect(errors).toEqual([]);
  });
});

function monthName(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
}

describe('cut-off names and icon-only buttons', () => {
  it('shows a cut-off transaction name whole after 700 ms of hover, at once on keyboard focus, and on a tap', async () => {
    const { context } = await chromium.signedIn({ viewport: WIDE });
    await uploadFirstMonth(context);
    const page = await context.newPage();
    await page.goto(url('/'));
    const name = page.getByTestId('recent-transactions').getByText(PAYROLL, { exact: true });
    await name.waitFor({ timeout: 60_000 });
    await page.setViewportSize(NARROW);
    expect(await name.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    const tooltip = page.getByRole('tooltip');

    // Hover: nothing before the open delay, the whole name after it.
    await name.hover();
    await page.waitForTimeout(400);
    expect(await tooltip.count()).toBe(0);
    await tooltip.waitFor({ timeout: 2000 });
    expect(await tooltip.textContent()).toBe(PAYROLL);
    expect(await name.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.screenshot({ path: `${SHOTS}/2-tooltip-hover-narrow.png` });
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });

    // Keyboard: focus after a key opens it at once; Escape closes it.
    await page.keyboard.press('Shift');
    await name.focus();
    await tooltip.waitFor({ timeout: 500 });
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });

    // Touch: a phone context with the same session; a tap opens it, a tap elsewhere closes it.
    const phone = await chromium.newContext({
      viewport: NARROW,
      hasTouch: true,
      isMobile: true,
      storageState: await context.storageState(),
    });
    const touchPage = await phone.newPage();
    await touchPage.goto(url('/'));
    const touchName = touchPage.getByTestId('recent-transactions').getByText(PAYROLL, { exact: true });
    await touchName.waitFor({ timeout: 60_000 });
    await touchName.tap();
    const touchTip = touchPage.getByRole('tooltip');
    await touchTip.waitFor({ timeout: 2000 });
    expect(await touchTip.textContent()).toBe(PAYROLL);
    const box = await touchTip.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= NARROW.width).toBe(true);
    await touchPage.screenshot({ path: `${SHOTS}/3-tooltip-tap-phone.png` });
    await touchPage.getByRole('heading', { level: 1, name: 'Financial Dashboard' }).tap();
    await touchTip.waitFor({ state: 'detached' });

    // An icon-only button: the menu button names itself on keyboard focus and on a long press.
    const menu = touchPage.getByRole('button', { name: 'Open menu' });
    await menu.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
    await touchPage.waitForTimeout(600);
    await touchTip.waitFor({ timeout: 1000 });
    expect(await touchTip.textContent()).toBe('Open menu');
    await menu.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true });
    await menu.dispatchEvent('click');
    // The long press did not also open the drawer.
    expect(await touchPage.getByTestId('app-sidebar').getAttribute('data-state')).toBe('closed');
  });

  it("names the menu button in a tooltip on keyboard focus, and the drawer's close button", async () => {
    const { context } = await chromium.signedIn({ viewport: NARROW });
    const page = await context.newPage();
    await page.goto(url('/'));
    await page.getByTestId('dashboard-summary').waitFor();
    const menu = page.getByRole('button', { name: 'Open menu' });
    await page.keyboard.press('Shift');
    await menu.focus();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor({ timeout: 500 });
    expect(await tooltip.textContent()).toBe('Open menu');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Sidebar' }).waitFor();
    await eventually('the close button named', async () => (await tooltip.textContent()) === 'Close menu', 2000);
    await page.screenshot({ path: `${SHOTS}/4-drawer-close-tooltip-narrow.png` });
    // A click moves no tooltip in: closing by mouse and giving focus back to the menu button stays quiet.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.waitForTimeout(300);
    expect(await tooltip.count()).toBe(0);
  });
});

describe('unknown paths inside an area', () => {
  it.each([
    ['/budget/x', 'Budget'],
    ['/transactions/foo', 'Transactions'],
    ['/wealth/2025', 'Wealth'],
    ['/account/bar', 'Account'],
    ['/help/faq', 'Help Center'],
    ['/feedback/old', 'Feedback'],
    ['/vote-features/1', 'Vote for Improvements'],
    ['/no-such-page', null],
  ])("%s shows the shell's 'Page Not Found' page in the layout", async (path, area) => {
    const { context } = await chromium.signedIn({ viewport: WIDE });
    const page = await context.newPage();
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('not-found-page').count()).toBe(1);
    expect(await page.getByTestId('app-sidebar').count()).toBe(1);
    if (area === 'Budget') {
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, '5-not-found-in-budget');
    }
    await page.getByRole('link', { name: 'Go to the Dashboard' }).click();
    await page.getByTestId('dashboard-page').waitFor();
  });
});

describe('network failures in feedback and profile', () => {
  it("says 'Failed to submit feedback' and keeps the message", async () => {
    const { context } = await chromium.signedIn({ viewport: WIDE });
    const page = await context.newPage();
    await page.goto(url('/feedback'));
    const message = page.getByLabel('Message');
    await message.fill('The export button does nothing on my phone.');
    await page.route('**/api/feedback', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Failed to submit feedback' });
    await toast.waitFor();
    expect(await toast.textContent()).not.toContain('Unable to connect');
    expect(await message.inputValue()).toBe('The export button does nothing on my phone.');
    await shoot(page, '6-feedback-offline');
  });

  it("says 'Failed to update profile' and stays in edit mode", async () => {
    const { context } = await chromium.signedIn({ viewport: WIDE });
    const page = await context.newPage();
    await page.goto(url('/account'));
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name').fill('Ada King');
    await page.route('**/api/account/profile', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByTestId('profile-card').getByRole('button', { name: 'Save' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Failed to update profile' });
    await toast.waitFor();
    expect(await toast.textContent()).not.toContain('Unable to connect');
    expect(await page.getByLabel('Name').inputValue()).toBe('Ada King');
    await shoot(page, '7-profile-offline');
  });
});
