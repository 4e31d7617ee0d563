// Accounts, transfers and refunds (issue 33) in real Chromium through the gateway, as a new user meets them: three
// statements of one month — checking (salary 3,000.00, Safeway 200.00, the card's autopay 500.00, 1,000.00 moved to
// savings), the credit card (Starbucks 50.00, Amazon 400.00, an Amazon return of 40.00, the payment received 500.00)
// and savings (the 1,000.00 arriving, interest 1.25) — uploaded into three accounts made in the upload dialog. The
// dashboard then reads income $3,001.25, expenses $610.00, debt paid $0.00; category spending has Shopping $360.00 and
// neither Savings nor Debts & Loans; the four transfer rows carry a 'Transfer' badge naming their other side; the
// Accounts screen lists the three with their kinds and statement balances; their balances count in net worth on Wealth
// and the dashboard, and the savings account's switch moves it. 'Not a transfer' on the savings pair moves the figures. At 1366×900 and at 390×844; screenshots go to E2E_SCREENSHOTS (default /tmp/transfers-e2e-shots).
//
// The rows are dated within the last three weeks, so the dashboard's default period (Last 30 Days) holds all of them
// whatever day the suite runs.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { baseUrl } from './support/browser';
import { dayAgo, eventually, NARROW, shootBothSizes, WIDE } from './support/screens';
import { useBrowser } from './support/suite';

jest.setTimeout(420_000);

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/transfers-e2e-shots';
mkdirSync(SHOTS, { recursive: true });

const chromium = useBrowser();
const url = (path: string) => `${baseUrl()}${path}`;

/** '2026-11-09' -> '11/09/2026' (US banks' exports). */
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const CHECKING = 'Everyday Checking';
const CARD = 'Chase Sapphire';
const SAVINGS = 'High Yield Savings';

/** Chase's checking export: newest first, signed amounts, the running balance. */
const CHECKING_CSV = [
  'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #',
  `DEBIT,${us(dayAgo(10))},"ONLINE TRANSFER TO SAV XXXXXX4455 REF #IB0PK7XQ",-1000.00,ACCT_XFER,2300.00,,`,
  `DEBIT,${us(dayAgo(12))},"CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224",-500.00,ACH_DEBIT,3300.00,,`,
  `DEBIT,${us(dayAgo(17))},"SAFEWAY #1234 SAN FRANCISCO CA",-200.00,DEBIT_CARD,3800.00,,`,
  `CREDIT,${us(dayAgo(20))},"ACME CORP PAYROLL PPD ID: 9111111101",3000.00,ACH_CREDIT,4000.00,,`,
].join('\n');

/** Chase's card export: purchases negative, the payment and the return positive, with the bank's own categories. */
const CARD_CSV = [
  'Transaction Date,Post Date,Description,Category,Type,Amount,Memo',
  `${us(dayAgo(8))},${us(dayAgo(7))},AMAZON MKTPL RETURN*RT4K21,Shopping,Return,40.00,`,
  `${us(dayAgo(11))},${us(dayAgo(11))},Payment Thank You-Mobile,,Payment,500.00,`,
  `${us(dayAgo(16))},${us(dayAgo(15))},AMAZON MKTPL*RT4K21,Shopping,Sale,-400.00,`,
  `${us(dayAgo(19))},${us(dayAgo(18))},STARBUCKS STORE 05123,Food & Drink,Sale,-50.00,`,
].join('\n');

/** An online savings bank's export: ISO dates, signed amounts, the balance after each row. */
const SAVINGS_CSV = [
  'Date,Description,Amount,Balance',
  `${dayAgo(3)},Interest Paid,1.25,6001.25`,
  `${dayAgo(9)},Internet transfer from Everyday Checking XXXXXX7788,1000.00,6000.00`,
].join('\n');

const metric = (page: Page, id: string) => page.getByTestId(`${id}-value`);
const figure = async (page: Page, id: string) => (await metric(page, id).textContent()) ?? '';

async function transactionsPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url('/transactions'));
  await page.getByRole('heading', { level: 2, name: /Transactions \(\d+ total, showing \d+\)/ }).waitFor();
  return page;
}

interface Statement {
  file: string;
  csv: string;
  account: string;
  kind: string;
  /** The sentence the preview says when the file suggests the kind. */
  suggested?: string;
}

const STATEMENTS: readonly Statement[] = [
  { file: 'chase-checking.csv', csv: CHECKING_CSV, account: CHECKING, kind: 'checking' },
  {
    file: 'chase-card.csv',
    csv: CARD_CSV,
    account: CARD,
    kind: 'credit_card',
    suggested: 'Looks like a credit card statement.',
  },
  { file: 'savings.csv', csv: SAVINGS_CSV, account: SAVINGS, kind: 'savings' },
];

/**
 * Opens the upload dialog with one statement, makes its account there (name and kind, starting at the file's
 * suggestion; the currency is the home one), ticks the check when detection asks for it, and uploads.
 */
async function uploadIntoNewAccount(page: Page, statement: Statement, shot: string): Promise<void> {
  await page.getByRole('button', { name: 'Upload Transactions', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Transactions' });
  await dialog
    .getByLabel('Choose files')
    .setInputFiles({ name: statement.file, mimeType: 'text/csv', buffer: Buffer.from(statement.csv) });
  await dialog.getByTestId('preview-rows').waitFor();
  if (statement.suggested) await dialog.getByText(statement.suggested, { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'New account' }).click();
  const form = dialog.getByRole('form', { name: 'New account' });
  const kind = form.getByLabel('Kind');
  // The form starts at the kind the file suggests, checking when it says nothing.
  expect(await kind.inputValue()).toBe(statement.suggested ? statement.kind : 'checking');
  await form.getByLabel('New account name').fill(statement.account);
  await kind.selectOption(statement.kind);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  await form.getByRole('button', { name: 'Create account' }).click();
  await form.waitFor({ state: 'detached' });
  expect(await dialog.getByRole('combobox', { name: 'Account' }).locator('option:checked').textContent()).toBe(
    statement.account,
  );
  const confirm = dialog.getByTestId('preview-confirm');
  if (await confirm.count()) await confirm.check();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const summary = dialog.getByTestId('upload-summary');
  await summary.waitFor({ timeout: 120_000 });
  expect(await summary.getByRole('status').textContent()).toBe('Upload successful');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function categorySpending(context: BrowserContext): Promise<Record<string, string | null>> {
  const response = await context.request.get(
    url(`/api/analytics/category-spending?startDate=${dayAgo(29)}&endDate=${dayAgo(0)}&currency=USD`),
  );
  expect(response.status()).toBe(200);
  const items = (await response.json()) as Array<{ category: string; amount: string | null }>;
  return Object.fromEntries(items.map((item) => [item.category, item.amount]));
}

async function expectDashboard(page: Page, income: string, expenses: string): Promise<void> {
  await page.goto(url('/'));
  await page.getByTestId('dashboard-summary').waitFor();
  await eventually(`income ${income}`, async () => (await figure(page, 'metric-total-income')) === income, 30_000);
  expect(await figure(page, 'metric-total-expenses')).toBe(expenses);
  expect(await figure(page, 'metric-total-debt-paid')).toBe('$0.00');
  expect(await figure(page, 'metric-total-investments')).toBe('$0.00');
}

/** The rows of the Transfer type, with their badge's text ('Transferto High Yield Savings'). */
async function transferRows(page: Page): Promise<string[]> {
  const filter = page.getByLabel('Filter by type');
  if (!(await filter.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
  await filter.selectOption('transfer');
  await page.getByRole('heading', { level: 2, name: /All Transactions \(4 total, showing 4\)/ }).waitFor();
  const rows = page.getByTestId('transaction-row');
  const out: string[] = [];
  for (let i = 0; i < (await rows.count()); i += 1) {
    const row = rows.nth(i);
    const description = (await row.locator('[data-label="Description"]').textContent()) ?? '';
    out.push(description.replace(/Always do this….*$/, ''));
  }
  return out.sort();
}

/** The Wealth page's and the dashboard's net worth, once each reads `expected`. */
async function expectNetWorth(page: Page, expected: string): Promise<void> {
  await page.goto(url('/wealth'));
  const wealth = page.getByTestId('net-worth');
  await eventually(`Wealth net worth ${expected}`, async () => (await wealth.textContent()) === expected, 30_000);
  expect(await page.getByTestId('breakdown-net-worth').textContent()).toContain(expected);
  await page.goto(url('/'));
  const dashboard = page.getByTestId('dashboard-net-worth');
  await eventually(`dashboard net worth ${expected}`, async () => (await dashboard.textContent()) === expected, 30_000);
}

/**
 * Net worth knows the accounts: made in the dialog, the three count (checking $2,300.00, the card's $90.00 in credit,
 * savings $6,001.25); switched off on Wealth, the savings balance leaves net worth on Wealth and on the dashboard, and
 * switched on it comes back, as the 'Accounts' row of the breakdown.
 */
async function netWorthCountsAccounts(page: Page, size: string): Promise<void> {
  await expectNetWorth(page, '$8,391.25');
  await page.goto(url('/wealth'));
  const savings = page.getByTestId('accounts-in-net-worth').getByRole('group', { name: SAVINGS });
  const toggle = savings.getByRole('switch');
  const flip = async (on: boolean) => {
    await toggle.click();
    await eventually(
      `savings switched ${on ? 'on' : 'off'}`,
      async () => (await toggle.getAttribute('aria-checked')) === String(on),
    );
  };
  await flip(false);
  await expectNetWorth(page, '$2,390.00');
  await page.goto(url('/wealth'));
  await flip(true);
  await expectNetWorth(page, '$8,391.25');
  await page.goto(url('/wealth'));
  const row = page.getByTestId('breakdown-accounts');
  await row.waitFor();
  expect(await row.textContent()).toBe('Accounts (3)$8,391.25 · 100.0%');
  await page.getByTestId('net-worth').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/7-wealth-accounts-${size}.png`, fullPage: true });
}

async function run(viewport: { width: number; height: number }, size: string): Promise<void> {
  const { context } = await chromium.signedIn({ viewport });
  const page = await transactionsPage(context);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [i, statement] of STATEMENTS.entries()) {
    await uploadIntoNewAccount(page, statement, `${i + 1}-new-account-${statement.kind}-${size}`);
  }

  // ---- the dashboard's cards: transfers are neither income nor spending; the return lowers spending
  await expectDashboard(page, '$3,001.25', '$610.00');
  const insights = page.getByTestId('insight');
  await eventually('insights', async () => (await insights.count()) > 0, 30_000);
  const said = (await insights.allTextContents()).join('\n');
  expect(said).not.toMatch(/Debts & Loans|Chase Credit|CRD/i);
  if (/Largest spending/.test(said)) expect(said).toContain('Shopping $360.00');
  await page.screenshot({ path: `${SHOTS}/4-dashboard-${size}.png`, fullPage: true });
  const spending = await categorySpending(context);
  expect(spending.Shopping).toBe('360.00');
  expect(Object.keys(spending)).not.toContain('Savings');
  expect(Object.keys(spending)).not.toContain('Debts & Loans');
  expect(Object.keys(spending)).not.toContain('Transfer');

  // ---- the list: the four transfer rows badged with their other side
  await page.goto(url('/transactions'));
  await page.getByRole('heading', { level: 2, name: /All Transactions \(10 total/ }).waitFor();
  expect(await transferRows(page)).toEqual(
    [
      `CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224Transferto ${CARD}`,
      `Internet transfer from Everyday Checking XXXXXX7788Transferfrom ${CHECKING}`,
      `ONLINE TRANSFER TO SAV XXXXXX4455 REF #IB0PK7XQTransferto ${SAVINGS}`,
      `Payment Thank You-MobileTransferfrom ${CHECKING}`,
    ].sort(),
  );
  await page.screenshot({ path: `${SHOTS}/5-transfers-${size}.png`, fullPage: true });

  // ---- the Accounts screen: three accounts with their kinds and the statements' balances
  await page.getByRole('link', { name: 'Accounts', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
  const card = (name: string) => page.getByRole('article', { name });
  await card(SAVINGS).waitFor();
  expect(await card(CHECKING).getByText('Checking', { exact: true }).count()).toBe(1);
  expect(await card(CARD).getByText('Credit card', { exact: true }).count()).toBe(1);
  expect(await card(SAVINGS).getByText('Savings', { exact: true }).count()).toBe(1);
  expect(await card(CHECKING).getByTestId('account-balance').textContent()).toBe('$2,300.00');
  expect(await card(SAVINGS).getByTestId('account-balance').textContent()).toBe('$6,001.25');
  // Each account holds rows: none can be deleted, and each says why.
  for (const name of [CHECKING, CARD, SAVINGS]) {
    expect(await card(name).getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
  }
  await card(CHECKING)
    .getByText(/^Holds 4 transactions/)
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/6-accounts-${size}.png`, fullPage: true });
  await netWorthCountsAccounts(page, size);

  // ---- 'Not a transfer' on the savings pair: the 1,000.00 counts again, as income and as spending
  await page.goto(url('/transactions'));
  await page.getByRole('heading', { level: 2, name: /All Transactions \(10 total/ }).waitFor();
  const moved = page.getByTestId('transaction-row').filter({ hasText: 'ONLINE TRANSFER TO SAV' });
  await moved.getByRole('button', { name: 'Not a transfer' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Not a transfer' }).first().waitFor();
  await eventually(
    'both sides unlinked',
    async () => (await page.getByTestId('transaction-row').getByTestId('transfer-flag').count()) === 2,
  );
  await expectDashboard(page, '$4,001.25', '$1,610.00');
  await page.screenshot({ path: `${SHOTS}/8-unlinked-${size}.png`, fullPage: true });
  expect(errors).toEqual([]);
}

describe('accounts, transfers and refunds', () => {
  it('at 1366×900: three statements into three accounts made in the dialog, figures without transfers', async () => {
    await run(WIDE, '1366x900');
  });

  it('at 390×844: the same on a phone', async () => {
    await run(NARROW, '390x844');
  });

  it('the Accounts screen and Wealth fit a phone', async () => {
    const { context } = await chromium.signedIn({ viewport: WIDE });
    for (const [name, kind] of [
      [CHECKING, 'checking'],
      [CARD, 'credit_card'],
    ] as const) {
      const made = await context.request.post(url('/api/bank-accounts'), { data: { name, currency: 'USD', kind } });
      expect(made.status()).toBe(201);
    }
    const page = await context.newPage();
    await page.goto(url('/accounts'));
    await page.getByRole('article', { name: CARD }).waitFor();
    await shootBothSizes(page, SHOTS, '9-accounts');
    await page.goto(url('/wealth'));
    await page.getByTestId('accounts-in-net-worth').waitFor();
    await shootBothSizes(page, SHOTS, '10-wealth');
  });
});
