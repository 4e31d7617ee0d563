// Money in several currencies (issue 26) in real Chromium through the gateway: a new user with a US checking
// account, a Monzo account in pounds and a CommBank account in Australian dollars, one statement each. The
// exchange rates come from the local fake of the ECB (e2e/support/fakeProviders.ts: 1 EUR = 1.08 USD = 0.84 GBP =
// 1.62 AUD on every business day). First with the ECB down: the dashboard shows each card's parts per currency and
// says the rate is unavailable, never a 1:1 sum (the spending chart lists the month's parts, the insights name the
// currencies they left out); then with it up: the totals equal the conversion by hand, and in pounds the chart and
// the insights are in pounds.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './support/browser';
import { setFakeMode } from './support/fakeProviders';
import { dayAgo, eventually, shootBothSizes, WIDE } from './support/screens';
import { useBrowser } from './support/suite';

jest.setTimeout(240_000);

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/fx-shots';
mkdirSync(SHOTS, { recursive: true });

const chromium = useBrowser();
afterEach(async () => {
  await setFakeMode(process.env.E2E_ECB_URL, 'ok');
});

const url = (path: string) => `${baseUrl()}${path}`;

const statements = {
  usd: `Date,Description,Amount,Currency\n${dayAgo(3)},Target Store 1234,-25.00,USD\n`,
  gbp: `Date,Description,Amount,Currency\n${dayAgo(4)},Tesco Stores London,-42.60,GBP\n`,
  aud: `Date,Description,Amount,Currency\n${dayAgo(5)},Woolworths Sydney,-88.10,AUD\n`,
};

async function addAccount(context: BrowserContext, name: string, currency: string): Promise<string> {
  const res = await context.request.post(url('/api/bank-accounts'), { data: { name, currency } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function upload(context: BrowserContext, name: string, csv: string, accountId?: string): Promise<void> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    file: { name, mimeType: 'text/csv', buffer: Buffer.from(csv) },
  };
  if (accountId) multipart.accountId = accountId;
  const res = await context.request.post(url('/api/transactions/upload-fast'), { multipart });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { successfulRows: number }).successfulRows).toBe(1);
}

async function threeStatements(context: BrowserContext): Promise<void> {
  await upload(context, 'checking.csv', statements.usd);
  await upload(context, 'monzo.csv', statements.gbp, await addAccount(context, 'Monzo', 'GBP'));
  await upload(context, 'commbank.csv', statements.aud, await addAccount(context, 'CommBank', 'AUD'));
}

const expenses = (page: Page) => page.getByTestId('metric-total-expenses-value');
const expensesNote = (page: Page) => page.getByTestId('metric-total-expenses-parts');

const shoot = (page: Page, name: string) => shootBothSizes(page, SHOTS, name);

/** A new page on /wealth, collecting the page's errors. */
async function openWealth(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(url('/wealth'));
  return { page, errors };
}

/** Fills the Add Asset dialog with 1,000 Vodafone shares (London, quoted at 72.16p) and waits for the live price. */
async function fillVodafone(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Asset Name').fill('Vodafone');
  await dialog.getByLabel('Symbol').fill('VOD.L');
  await dialog.getByLabel('Quantity').fill('1000');
  await expect(dialog.getByTestId('temp-price').textContent({ timeout: 15_000 })).resolves.toBe('Live price: £0.7216');
}

const assetRow = (page: Page, name: string) => page.locator('[data-testid^="asset-row-"]').filter({ hasText: name });

test('three statements in USD, GBP and AUD: accounts in their currencies, honest totals with the ECB down and up', async () => {
  await setFakeMode(process.env.E2E_ECB_URL, 'down');
  const { context } = await chromium.signedIn({ viewport: WIDE });
  await threeStatements(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  // Each account shows its own currency.
  await page.goto(url('/account'));
  const accounts = page.getByTestId('bank-account');
  await accounts.first().waitFor();
  const balances = (await accounts.allTextContents()).map((text) => text.replace(/\s+/g, ' '));
  expect(balances).toEqual([
    expect.stringContaining('-$25.00 USD'),
    expect.stringContaining('-£42.60 GBP'),
    expect.stringContaining('-A$88.10 AUD'),
  ]);
  // The first statement was in dollars: the home currency stays USD.
  await expect(page.getByTestId('home-currency-select').inputValue()).resolves.toBe('USD');
  await shoot(page, 'account');

  // The ECB down: no sum, the parts per currency, and the card says why.
  await page.goto(url('/'));
  await expect(expensesNote(page).textContent({ timeout: 30_000 })).resolves.toBe(
    'Exchange rate unavailable for AUD and GBP: shown per currency, not converted',
  );
  expect(await expenses(page).textContent()).toBe('$25.00 + A$88.10 + £42.60');
  // The spending chart leaves the month out of its line and lists its parts; the insights leave out what they
  // cannot convert and say so.
  const unconverted = page.getByTestId('spending-chart-unconverted');
  await unconverted.waitFor();
  expect(await unconverted.textContent()).toContain(
    'Exchange rate unavailable for AUD and GBP: shown per currency, not converted',
  );
  expect(await unconverted.textContent()).toMatch(/A\$88\.10/);
  expect(await unconverted.textContent()).toMatch(/£42\.60/);
  await expect(page.getByTestId('insights-unconverted').textContent({ timeout: 60_000 })).resolves.toBe(
    'Exchange rate unavailable: amounts in AUD and GBP are left out of these insights',
  );
  await shoot(page, 'dashboard-rates-down');

  // The ECB back: 25.00 + 42.60 x 1.08 / 0.84 (54.77) + 88.10 x 1.08 / 1.62 (58.73) = 138.50 dollars.
  await setFakeMode(process.env.E2E_ECB_URL, 'ok');
  const until = Date.now() + 90_000; // an open breaker lets a trial call through after 30 s
  for (;;) {
    await page.reload();
    await expensesNote(page).waitFor({ timeout: 30_000 });
    if ((await expenses(page).textContent()) === '$138.50') break;
    if (Date.now() > until) throw new Error(`still ${await expenses(page).textContent()}`);
    await page.waitForTimeout(3000);
  }
  expect(await expensesNote(page).textContent()).toBe('Converted from $25.00 + A$88.10 + £42.60');
  expect(await page.getByTestId('metric-total-income-value').textContent()).toBe('$0.00');
  await shoot(page, 'dashboard-rates-up');

  // In pounds: 25.00 x 0.84 / 1.08 (19.44) + 42.60 + 88.10 x 0.84 / 1.62 (45.68) = £107.72.
  await page.goto(url('/account'));
  await page.getByTestId('home-currency-select').selectOption('GBP');
  await page.getByRole('button', { name: 'Save home currency' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Home Currency Updated' }).first().waitFor();
  await page.goto(url('/'));
  await expensesNote(page).waitFor({ timeout: 30_000 });
  expect(await expenses(page).textContent()).toBe('£107.72');
  expect(await expensesNote(page).textContent()).toBe('Converted from £42.60 + A$88.10 + $25.00');
  // The chart and the insights in pounds too, every amount converted.
  const chart = page.getByTestId('spending-chart');
  // No budget: the chart draws the spending alone, with no made-up budget line in any currency.
  await chart.getByRole('list', { name: 'Chart legend' }).waitFor();
  expect(await chart.getByText(/^Budget \(/).count()).toBe(0);
  expect(await page.getByTestId('spending-chart-unconverted').count()).toBe(0);
  const insights = page.getByTestId('insight');
  await insights.first().waitFor({ timeout: 60_000 });
  const texts = (await insights.allTextContents()).join(' ');
  expect(texts).toContain('£');
  expect(texts).not.toContain('$');
  expect(await page.getByTestId('insights-unconverted').count()).toBe(0);
  await shoot(page, 'dashboard-pounds');
  expect(errors).toEqual([]);
});

test('money entry: the upload dialog asks a statement its currency, manual rows keep their own', async () => {
  const { context } = await chromium.signedIn({ viewport: WIDE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(url('/transactions'));

  // A statement that does not say its currency, into a new account: the dialog asks, the home currency first.
  await page.getByRole('button', { name: 'Upload Transactions', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Transactions' });
  await upload.getByLabel('Choose files').setInputFiles({
    name: 'cash-account.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Date,Description,Amount\n${dayAgo(2)},Corner Shop,-12.40\n${dayAgo(1)},Bakery,-3.60\n`),
  });
  const question = upload.getByLabel('Statement currency');
  await question.waitFor();
  expect(await question.inputValue()).toBe('USD');
  await question.selectOption('GBP');
  await shoot(page, 'upload-asks-currency');
  await upload.getByTestId('upload-submit').click();
  await upload.getByTestId('upload-summary').waitFor({ timeout: 60_000 });
  await upload.getByRole('button', { name: 'Done' }).click();
  const accounts = (await (await context.request.get(url('/api/bank-accounts'))).json()) as Array<{
    name: string;
    currency: string;
    balance: string;
  }>;
  expect(accounts).toEqual([expect.objectContaining({ name: 'Default Account', currency: 'GBP', balance: '-16.00' })]);
  await page.getByTestId('transaction-row').filter({ hasText: 'Corner Shop' }).getByText('-£12.40').waitFor();

  // A manual row in euros: the home currency is offered, another chosen.
  await page.getByRole('button', { name: 'Add Manually' }).click();
  const manual = page.getByRole('dialog', { name: 'Add Transactions Manually' });
  const row = manual.getByRole('group', { name: 'Transaction 1' });
  await row.getByLabel('Description', { exact: true }).fill('Museum tickets');
  await row.getByLabel('Amount', { exact: true }).fill('23.45');
  expect(await row.getByLabel('Currency', { exact: true }).inputValue()).toBe('USD');
  await row.getByLabel('Currency', { exact: true }).selectOption('EUR');
  await row.getByLabel('Category', { exact: true }).fill('Leisure');
  await row.getByLabel('Transaction Type', { exact: true }).selectOption('Expense');
  // A second row takes the first one's currency; dinars keep their third decimal.
  await manual.getByRole('button', { name: 'Add Row' }).click();
  const second = manual.getByRole('group', { name: 'Transaction 2' });
  expect(await second.getByLabel('Currency', { exact: true }).inputValue()).toBe('EUR');
  await second.getByLabel('Currency', { exact: true }).selectOption('BHD');
  expect(await second.getByLabel('Amount', { exact: true }).getAttribute('step')).toBe('0.001');
  await second.getByLabel('Description', { exact: true }).fill('Souq spices');
  await second.getByLabel('Amount', { exact: true }).fill('12.345');
  await second.getByLabel('Category', { exact: true }).fill('Groceries');
  await second.getByLabel('Transaction Type', { exact: true }).selectOption('Expense');
  await shoot(page, 'manual-currency');
  await manual.getByRole('button', { name: 'Finish' }).click();
  await manual.waitFor({ state: 'detached' });
  await page.getByTestId('transaction-row').filter({ hasText: 'Museum tickets' }).getByText('-€23.45').waitFor();
  const dinars = page.getByTestId('transaction-row').filter({ hasText: 'Souq spices' });
  await dinars.waitFor();
  expect((await dinars.textContent())?.replace(/\s/g, ' ')).toContain('-BHD 12.345');
  expect(errors).toEqual([]);
});

test('a London-listed share priced in pence: shown in pounds on Wealth, converted into a dollar net worth', async () => {
  const { context } = await chromium.signedIn({ viewport: WIDE });
  const house = await context.request.post(url('/api/assets'), {
    data: { name: 'House', type: 'property_real_estate', value: 100000, currency: 'USD' },
  });
  expect(house.status()).toBe(201);

  // The dialog starts in the home currency and takes the listing's from the price lookup (Yahoo quotes GBp).
  const { page, errors } = await openWealth(context);
  await page.getByRole('button', { name: 'Add Asset to Equities (Stocks)' }).click();
  const dialog = page.getByTestId('asset-dialog');
  await expect(dialog.getByLabel('Currency').inputValue()).resolves.toBe('USD');
  await fillVodafone(dialog);
  await expect(dialog.getByLabel('Currency').inputValue()).resolves.toBe('GBP');
  await dialog.getByRole('button', { name: 'Add Asset' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // 1,000 × £0.7216 = £721.60, at 1.08 / 0.84 = $927.77; plus the $100,000 house.
  const row = assetRow(page, 'Vodafone');
  await expect(row.textContent({ timeout: 15_000 })).resolves.toContain('£721.60');
  await eventually(
    'net worth in dollars',
    async () => (await page.getByTestId('net-worth').textContent()) === '$100,927.77',
  );
  expect(await page.getByTestId('net-worth-note').textContent()).toBe(
    "Converted from $100,000.00 + £721.60 at today's rates",
  );
  await page.waitForTimeout(1500); // the charts' drawing animation
  await shoot(page, 'wealth-london-share');

  await page.goto(url('/'));
  await expect(page.getByTestId('dashboard-net-worth').textContent({ timeout: 30_000 })).resolves.toBeTruthy();
  await eventually(
    'dashboard net worth in dollars',
    async () => (await page.getByTestId('dashboard-net-worth').textContent()) === '$100,927.77',
  );
  expect(await page.getByTestId('dashboard-asset').filter({ hasText: 'Vodafone' }).textContent()).toContain('£721.60');
  await page.getByTestId('asset-allocation').scrollIntoViewIfNeeded();
  await page.getByTestId('asset-allocation-chart').waitFor({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1500); // the doughnut's drawing animation
  await shoot(page, 'dashboard-london-share');

  // A flat in dirhams, which the ECB does not publish: no sum, the parts per currency, and why.
  const flat = await context.request.post(url('/api/assets'), {
    data: { name: 'Dubai flat', type: 'property_real_estate', value: 500000, currency: 'AED' },
  });
  expect(flat.status()).toBe(201);
  await page.goto(url('/wealth'));
  await eventually(
    'net worth per currency',
    // Intl writes a no-break space after the code.
    async () =>
      (await page.getByTestId('net-worth').textContent())?.replace(/\s/g, ' ') ===
      '$100,000.00 + AED 500,000.00 + £721.60',
  );
  expect(await page.getByTestId('net-worth-note').textContent()).toBe(
    'Exchange rate unavailable for AED: shown per currency, not converted',
  );
  expect(await page.getByTestId('asset-breakdown').textContent()).toContain(
    'Leaves out assets in AED: no exchange rate for today',
  );
  await page.waitForTimeout(1500);
  await shoot(page, 'wealth-rate-unknown');
  expect(errors).toEqual([]);
});

test("an asset's currency is edited inline; a London share keeps its listing's and its quote's decimals", async () => {
  const { context } = await chromium.signedIn({ viewport: WIDE });
  const { page, errors } = await openWealth(context);

  // A new user adds a pension in the home currency, then finds it is in euros and fixes it in its row.
  await page.getByRole('button', { name: 'Add Asset to Super/Pension/401k' }).click();
  const dialog = page.getByTestId('asset-dialog');
  await dialog.getByLabel('Asset Name').fill('Pension (Germany)');
  await dialog.getByLabel('Value (per unit)').fill('10000');
  await dialog.getByRole('button', { name: 'Add Asset' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const pension = assetRow(page, 'Pension (Germany)');
  await pension.getByText('$10,000.00').first().waitFor();
  await pension.getByRole('button', { name: 'Edit Pension (Germany)' }).click();
  const editing = page.locator('[data-testid^="asset-row-"]').filter({ has: page.getByLabel('Asset Name') });
  expect(await editing.getByLabel('Currency', { exact: true }).inputValue()).toBe('USD');
  await editing.getByLabel('Currency', { exact: true }).selectOption('EUR');
  await shoot(page, 'wealth-inline-currency');
  await editing.getByRole('button', { name: 'Save' }).click();
  await pension.getByText('€10,000.00').first().waitFor();
  // 10,000 EUR at 1.08 USD.
  await eventually(
    'net worth in dollars',
    async () => (await page.getByTestId('net-worth').textContent()) === '$10,800.00',
  );
  const [stored] = (await (await context.request.get(url('/api/assets'))).json()) as { currency: string }[];
  expect(stored?.currency).toBe('EUR');

  // A London share: its unit price has the listing's decimals, and its currency is the listing's, not a choice.
  await page.getByRole('button', { name: 'Add Asset to Equities (Stocks)' }).click();
  await fillVodafone(dialog);
  await dialog.getByRole('button', { name: 'Add Asset' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const share = assetRow(page, 'Vodafone');
  await share.getByText('Live Price').waitFor({ timeout: 15_000 });
  expect(await share.getByText('£0.7216', { exact: true }).count()).toBe(1);
  expect(await share.textContent()).toContain('£721.60');
  await share.getByRole('button', { name: 'Edit Vodafone' }).click();
  expect(await editing.getByTestId('listing-currency').textContent()).toBe("In GBP, the listing's currency");
  // The stored value shows nowhere while the live price counts: the row says which price counts, and when it is used.
  expect(await editing.getByTestId('live-price-note').textContent()).toBe(
    'Live Price £0.7216 counts now. This value is used when no live price is available.',
  );
  expect(await editing.getByLabel('Currency', { exact: true }).count()).toBe(0);
  await page.waitForTimeout(1500); // the charts' drawing animation
  await shoot(page, 'wealth-listed-edit');
  await editing.getByRole('button', { name: 'Cancel' }).click();
  expect(errors).toEqual([]);
});
