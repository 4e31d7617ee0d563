// Rules, splits and recurring charges (issue 35) end to end: a rule made from a row changes the stored rows and a
// new upload follows it; a split row moves category spending; the Recurring page shows a subscription's next date
// and its price change. Screens at 1366×900 and 390×844.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '@tracker/stack-harness';
import { baseUrl } from './support/browser';
import { dayAgo, dayOfMonthAgo, NARROW, shootBothSizes, WIDE } from './support/screens';
import { signedInContext } from './support/session';

jest.setTimeout(240_000);

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/rules-shots';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** A subscription's day of the month that has already come this month (so its next charge is not yet missed). */
const DAY = Math.min(28, new Date().getDate());
const csv = (rows: Array<[string, string, string]>) =>
  `${['Date,Description,Amount', ...rows.map((r) => r.join(','))].join('\n')}\n`;

async function uploadByApi(name: string, rows: Array<[string, string, string]>): Promise<void> {
  const res = await context.request.post(`${baseUrl()}/api/transactions/upload-fast`, {
    multipart: { file: { name, mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) } },
    timeout: 120_000,
  });
  expect(res.status()).toBe(200);
}

async function categorySpending(): Promise<Record<string, string>> {
  const res = await context.request.get(`${baseUrl()}/api/analytics/category-spending`);
  const body = (await res.json()) as Array<{ category: string; amount: string }>;
  return Object.fromEntries(body.map((c) => [c.category, c.amount]));
}

const rowOf = (page: Page, text: string) => page.getByTestId('transaction-row').filter({ hasText: text });

async function uploadInDialog(page: Page, rows: Array<[string, string, string]>): Promise<void> {
  await page.getByRole('button', { name: 'Upload Transactions', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Transactions' });
  await dialog
    .getByLabel('Choose files')
    .setInputFiles({ name: 'may.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog.getByTestId('upload-summary').waitFor({ timeout: 90_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('rules, splits and recurring charges', () => {
  it('makes a rule from a row, splits a row, and finds a subscription with its next date and price change', async () => {
    ({ context } = await signedInContext(browser, { viewport: WIDE }));
    await uploadByApi('history.csv', [
      [dayOfMonthAgo(3, 1), 'GREENPOINT PROPERTY MGMT 0301', '-1650.00'],
      [dayOfMonthAgo(2, 1), 'GREENPOINT PROPERTY MGMT 0401', '-1650.00'],
      [dayOfMonthAgo(4, DAY), 'STREAMFLIX.COM 4471', '-15.49'],
      [dayOfMonthAgo(3, DAY), 'STREAMFLIX.COM 5512', '-15.49'],
      [dayOfMonthAgo(2, DAY), 'STREAMFLIX.COM 6630', '-17.99'],
      [dayOfMonthAgo(1, DAY), 'STREAMFLIX.COM 7718', '-17.99'],
      [dayAgo(3), 'COSTCO WHOLESALE 0455', '-148.31'],
    ]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/transactions`);
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();

    // "Always do this…" on a rent row fills a rule from it; the user picks Housing and names the payee Rent.
    await rowOf(page, 'GREENPOINT PROPERTY MGMT 0401').getByRole('button', { name: 'Always do this…' }).click();
    const editor = page.getByTestId('rule-editor');
    await editor.waitFor();
    expect(await editor.getByLabel('Rule name').inputValue()).toBe('GREENPOINT PROPERTY MGMT');
    expect(await editor.getByTestId('rule-condition').first().getByLabel('Value').inputValue()).toBe(
      'GREENPOINT PROPERTY MGMT',
    );
    await editor.getByTestId('rule-action').first().getByLabel('Value').selectOption('Housing');
    await editor.getByRole('button', { name: 'Add action' }).click();
    const rename = editor.getByTestId('rule-action').nth(1);
    await rename.getByLabel('Then').selectOption('rename');
    await rename.getByLabel('Value').fill('Rent');
    await editor.getByRole('button', { name: 'Preview' }).click();
    await editor.getByTestId('rule-preview').getByText('Matches 2 stored rows; would change 2.').waitFor();
    await page.setViewportSize(NARROW);
    await page.screenshot({ path: `${SHOTS}/rule-editor-narrow.png`, fullPage: false });
    await page.setViewportSize(WIDE);
    await page.screenshot({ path: `${SHOTS}/rule-editor-wide.png`, fullPage: false });
    await editor.getByRole('button', { name: 'Save and run on existing rows' }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByText('Changed 2 rows').waitFor();
    await rowOf(page, 'GREENPOINT PROPERTY MGMT 0301').getByText('Rent', { exact: true }).waitFor();
    await rowOf(page, 'GREENPOINT PROPERTY MGMT 0401').getByText('Rent', { exact: true }).waitFor();

    // A new upload follows the rule.
    await uploadInDialog(page, [[dayAgo(1), 'GREENPOINT PROPERTY MGMT 0501', '-1650.00']]);
    const newRent = rowOf(page, 'GREENPOINT PROPERTY MGMT 0501');
    await newRent.getByText('Rent', { exact: true }).waitFor();
    expect((await newRent.getByTitle('Click to edit category').textContent())?.trim()).toBe('Housing');

    // Split the Costco receipt on a phone: category spending moves.
    const before = await categorySpending();
    const listed = await context.request.get(`${baseUrl()}/api/transactions?description=COSTCO`);
    const costcoCategory =
      ((await listed.json()) as { transactions: Array<{ category: string | null }> }).transactions[0]?.category ??
      'Uncategorised';
    await page.setViewportSize(NARROW);
    await rowOf(page, 'COSTCO WHOLESALE').getByRole('button', { name: 'Split', exact: true }).click();
    const split = page.getByTestId('split-dialog');
    await split.getByLabel('Part 1 amount').fill('100');
    await split.getByTestId('split-part').first().getByLabel('Category').selectOption('Groceries');
    await split.getByLabel('Part 2 amount').fill('48.31');
    await split.getByTestId('split-part').nth(1).getByLabel('Category').selectOption('Shopping');
    await split.getByText('Left to assign: $0.00').waitFor();
    await page.screenshot({ path: `${SHOTS}/split-dialog-narrow.png`, fullPage: false });
    await split.getByRole('button', { name: 'Save split' }).click();
    await split.waitFor({ state: 'detached' });
    await rowOf(page, 'COSTCO WHOLESALE').getByTestId('split-parts').getByText('Groceries $100.00').waitFor();
    const after = await categorySpending();
    // The row's own category loses 148.31; Groceries gains 100 and Shopping 48.31 (in cents, exact).
    const cents = (figures: Record<string, string>, name: string) => Math.round(Number(figures[name] ?? 0) * 100);
    const moved = (name: string) => cents(after, name) - cents(before, name);
    const expected: Record<string, number> = { Groceries: 10_000, Shopping: 4831 };
    expected[costcoCategory] = (expected[costcoCategory] ?? 0) - 14_831;
    for (const name of Object.keys(expected))
      expect({ name, moved: moved(name) }).toEqual({ name, moved: expected[name] });
    await page.setViewportSize(WIDE);
    await shootBothSizes(page, SHOTS, 'transactions');

    // The Rules page lists the rule.
    await page.getByTestId('rules-link').click();
    await page.getByTestId('rule-item').filter({ hasText: 'GREENPOINT PROPERTY MGMT' }).waitFor();
    await shootBothSizes(page, SHOTS, 'rules');

    // Recurring: the subscription's next date and its price change.
    await page.goto(`${baseUrl()}/transactions/recurring`);
    const series = page.getByTestId('recurring-series').filter({ hasText: 'STREAMFLIX.COM' });
    await series.waitFor();
    const next = dayOfMonthAgo(0, DAY);
    const [y, m, d] = next.split('-').map(Number) as [number, number, number];
    expect(await series.getByTestId('recurring-next').textContent()).toBe(`Next expected ${MONTHS[m - 1]} ${d}, ${y}`);
    const changed = dayOfMonthAgo(2, DAY).split('-').map(Number) as [number, number, number];
    expect(await series.getByTestId('recurring-price-change').textContent()).toBe(
      `Price change: $15.49 → $17.99 on ${changed[2]} ${MONTHS[changed[1] - 1]}`,
    );
    await shootBothSizes(page, SHOTS, 'recurring');
    await series.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByTestId('recurring-dismissed').getByText('STREAMFLIX.COM').waitFor();
  });
});
