// AI categorisation (issue 6) end to end, with no LLM configured (the default stack): a statement of everyday
// transactions from well-known merchants, uploaded through the dialog, is categorised by the real categoriser
// service; a merchant it does not know waits in the Pending tab; the user's correction is learnt, so the same
// merchant in the next statement (another store number, another day) gets the user's category automatically.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '@tracker/stack-harness';
import { baseUrl } from './support/browser';
import { signedInContext } from './support/session';

jest.setTimeout(180_000);

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Well-known merchants as real statements print them, with the category a person would give each. */
const EVERYDAY: Array<[date: string, description: string, amount: string, category: string]> = [
  ['2025-03-01', 'TESCO STORES 3345 LONDON GB', '-54.20', 'Groceries'],
  ['2025-03-02', 'CARD PAYMENT TO SAINSBURYS S/MKTS ON 02 MAR', '-31.75', 'Groceries'],
  ['2025-03-03', 'STARBUCKS STORE 01234 SEATTLE WA', '-5.40', 'Dining Out'],
  ['2025-03-04', 'NETFLIX.COM 866-579-7172 CA', '-15.99', 'Subscriptions'],
  ['2025-03-05', 'SHELL OIL 57442 HOUSTON TX', '-48.10', 'Fuel'],
  ['2025-03-06', 'UBER *TRIP HELP.UBER.COM', '-18.30', 'Transport'],
  ['2025-03-07', 'BRITISH GAS DIRECT DEBIT', '-72.00', 'Utilities'],
  ['2025-03-08', 'MCDONALDS 4021 MANCHESTER', '-8.49', 'Dining Out'],
  ['2025-03-28', 'SALARY ACME LTD', '3200.00', 'Salary'],
];
const UNKNOWN = 'ZORBLAX QUUX 77';
const UNKNOWN_NEXT = 'ZORBLAX QUUX 78';

const csv = (rows: Array<[string, string, string]>) =>
  `${['Date,Description,Amount', ...rows.map(([date, description, amount]) => `${date},${description},${amount}`)].join('\n')}\n`;

const rowOf = (page: Page, description: string) => page.getByTestId('transaction-row').filter({ hasText: description });
const categoryOf = (page: Page, description: string) => rowOf(page, description).getByTitle('Click to edit category');

async function upload(page: Page, name: string, content: string, successful: number): Promise<void> {
  await page.getByRole('button', { name: 'Upload Transactions', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Transactions' });
  await dialog.getByLabel('Choose files').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const summary = dialog.getByTestId('upload-summary');
  await summary.waitFor({ timeout: 60_000 });
  expect(await summary.textContent()).toContain(`Successful${successful}`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('categorisation without an LLM', () => {
  it('categorises everyday merchants, sends an unknown one to Pending, and learns the correction for the next upload', async () => {
    ({ context } = await signedInContext(browser, { viewport: { width: 1440, height: 900 } }));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/transactions`);
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();

    await upload(
      page,
      'march.csv',
      csv([
        ...EVERYDAY.map(([d, desc, a]) => [d, desc, a] as [string, string, string]),
        ['2025-03-09', UNKNOWN, '-12.00'],
      ]),
      EVERYDAY.length + 1,
    );
    await page
      .getByRole('heading', {
        level: 2,
        name: `All Transactions (${EVERYDAY.length + 1} total, showing ${EVERYDAY.length + 1})`,
      })
      .waitFor();
    for (const [, description, , category] of EVERYDAY) {
      expect({ description, category: (await categoryOf(page, description).textContent())?.trim() }).toEqual({
        description,
        category,
      });
      expect(await rowOf(page, description).getByText('AI', { exact: true }).isVisible()).toBe(true);
    }

    // The unknown merchant has no confident answer: it waits for review in the Pending tab, alone.
    await page.getByRole('tab', { name: 'Pending' }).click();
    await page.getByRole('heading', { level: 2, name: 'Pending Transactions (1 total, showing 1)' }).waitFor();
    await rowOf(page, UNKNOWN).waitFor();

    // The user's correction…
    await categoryOf(page, UNKNOWN).click();
    await rowOf(page, UNKNOWN).getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Entertainment' });
    await page.getByRole('heading', { level: 2, name: 'Pending Transactions (0 total, showing 0)' }).waitFor();
    await page.getByRole('tab', { name: 'All Transactions' }).click();
    await categoryOf(page, UNKNOWN).filter({ hasText: 'Entertainment' }).waitFor();
    expect(await rowOf(page, UNKNOWN).getByText('Manual', { exact: true }).isVisible()).toBe(true);

    // …is how the same merchant is categorised in the next statement, automatically.
    await upload(
      page,
      'april.csv',
      csv([
        ['2025-04-09', UNKNOWN_NEXT, '-14.00'],
        ['2025-04-10', 'TESCO STORES 2210 LEEDS', '-23.10'],
      ]),
      2,
    );
    await page
      .getByRole('heading', {
        level: 2,
        name: `All Transactions (${EVERYDAY.length + 3} total, showing ${EVERYDAY.length + 3})`,
      })
      .waitFor();
    expect((await categoryOf(page, UNKNOWN_NEXT).textContent())?.trim()).toBe('Entertainment');
    expect(await rowOf(page, UNKNOWN_NEXT).getByText('AI', { exact: true }).isVisible()).toBe(true);
    expect((await categoryOf(page, 'TESCO STORES 2210 LEEDS').textContent())?.trim()).toBe('Groceries');
    await page.getByRole('tab', { name: 'Pending' }).click();
    await page.getByRole('heading', { level: 2, name: 'Pending Transactions (0 total, showing 0)' }).waitFor();
  });
});
