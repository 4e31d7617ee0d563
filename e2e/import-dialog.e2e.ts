// The upload dialog as a user meets it, in real Chromium through the gateway: a statement with long column names
// fits a 390 px phone (nothing spills past the dialog's edge); a statement in another currency than the chosen
// account says so in the preview, which makes an account in that currency right there, and the rows go into it.
// Screenshots go to E2E_SCREENSHOTS_DIR (default /tmp/import-dialog-e2e-shots) and are checked by eye.
import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/browser';
import { NARROW, WIDE } from './support/screens';
import { useBrowser } from './support/suite';
import { chooseStatement, transactionsPage } from './support/uploadDialog';

jest.setTimeout(240_000);

const chromium = useBrowser();
const url = (path: string) => `${baseUrl()}${path}`;
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/import-dialog-e2e-shots';

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** What inside the dialog reaches past its left or right edge (test id, else tag and text). */
function spilling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[data-testid="upload-dialog"]');
    if (!dialog) return ['no dialog'];
    const edge = dialog.getBoundingClientRect();
    return (
      [...dialog.querySelectorAll('*')]
        .filter((e) => {
          const box = e.getBoundingClientRect();
          return box.width > 0 && (box.right > edge.right + 1 || box.left < edge.left - 1);
        })
        .filter((e) => getComputedStyle(e).visibility !== 'hidden')
        // Not drawn: inside a clipped screen-reader-only box (the file input).
        .filter((e) => {
          for (let a: Element | null = e; a && a !== dialog; a = a.parentElement)
            if (getComputedStyle(a).clip !== 'auto') return false;
          return true;
        })
        .map(
          (e) =>
            e.getAttribute('data-testid') ??
            `${e.tagName.toLowerCase()} ${e.getAttribute('aria-label') ?? e.getAttribute('type') ?? ''} ${(e.textContent ?? '').slice(0, 40)} ${Math.round(e.getBoundingClientRect().left)}-${Math.round(e.getBoundingClientRect().right)} of ${Math.round(edge.left)}-${Math.round(edge.right)}`,
        )
    );
  });
}

async function storedRows(context: BrowserContext) {
  const response = await context.request.get(url('/api/transactions?pageSize=100'));
  const body = (await response.json()) as {
    transactions: Array<{ description: string; amount: string; currency: string; accountName: string | null }>;
  };
  return body.transactions.map((t) => [t.description, t.amount, t.currency, t.accountName]).sort();
}

const LONG_HEADERS = [
  'Transaction Posting Date (Local Time Zone of the Branch)',
  'Merchant Name and Description of the Transaction as Reported by the Card Network',
  'Amount in Account Currency Including Foreign Transaction Fees',
  'Running Account Balance After This Transaction Was Booked',
  'Internal Reference Number Assigned by the Bank for This Entry',
  'Auftraggeber/Zahlungsempfaenger_IBAN_und_BIC_des_Gegenkontos',
].join(',');
const LONG = [
  LONG_HEADERS,
  '2025-03-02,CORNER BAKERY AND COFFEE ROASTERY ON THE HIGH STREET NUMBER 12,-4.50,995.50,REF-00000000000000001,DE89370400440532013000/COBADEFFXXX',
  '2025-03-03,MONTHLY SALARY FROM EMPLOYER INCORPORATED,2500.00,3495.50,REF-00000000000000002,DE89370400440532013001/COBADEFFXXX',
  '2025-03-04,GROCERY-SUPERSTORE-ONLINE-ORDER-NUMBER-1234567890-DELIVERY-SLOT-EVENING,-82.10,3413.40,REF-00000000000000003,DE89370400440532013002/COBADEFFXXX',
].join('\n');

const POUNDS = [
  'Date,Description,Amount (GBP)',
  '2025-03-02,PRET A MANGER LONDON,-6.20',
  '2025-03-03,TESCO STORES 2231,-41.75',
  '2025-03-05,SALARY ACME UK LTD,2100.00',
].join('\n');

describe('upload dialog', () => {
  it('fits a 390 px phone with long column names wrapped, nothing past its edge', async () => {
    const { page } = await transactionsPage(chromium, NARROW);
    const dialog = await chooseStatement(page, 'long-columns.csv', LONG);
    await dialog.getByTestId('preview-role-4').scrollIntoViewIfNeeded();
    expect(await spilling(page)).toEqual([]);
    await shot(page, 'long-columns-390x844');
    await page.setViewportSize(WIDE);
    expect(await spilling(page)).toEqual([]);
    await shot(page, 'long-columns-1366x900');
  });

  for (const [size, viewport] of [
    ['1366x900', WIDE],
    ['390x844', NARROW],
  ] as const) {
    it(`says when the file's currency is not the account's and makes an account in it (${size})`, async () => {
      const { page, context } = await transactionsPage(chromium, viewport);
      const made = await context.request.post(url('/api/bank-accounts'), {
        data: { name: 'Everyday', currency: 'USD' },
      });
      expect(made.status()).toBe(201);
      await page.reload();
      await page.getByRole('heading', { level: 2, name: /Transactions/ }).waitFor();
      const dialog = await chooseStatement(page, 'uk-statement.csv', POUNDS);
      await dialog.getByLabel('Account').selectOption({ label: 'Everyday' });
      const notice = dialog.getByTestId('preview-currency-mismatch');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('This file is in GBP, but the account "Everyday" is in USD');
      await dialog.getByRole('button', { name: 'Make a GBP account' }).click();
      await dialog.getByLabel('New account name').fill('UK Current');
      await notice.scrollIntoViewIfNeeded();
      expect(await spilling(page)).toEqual([]);
      await shot(page, `currency-mismatch-${size}`);
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await notice.waitFor({ state: 'detached' });
      expect(await dialog.getByLabel('Account').inputValue()).not.toBe('');
      expect(await dialog.getByRole('combobox', { name: 'Account' }).locator('option:checked').textContent()).toBe(
        'UK Current',
      );
      await shot(page, `currency-account-made-${size}`);
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      const summary = dialog.getByTestId('upload-summary');
      await summary.waitFor({ timeout: 90_000 });
      expect(await summary.getByRole('status').textContent()).toBe('Upload successful');
      expect(await storedRows(context)).toEqual([
        ['PRET A MANGER LONDON', '6.20', 'GBP', 'UK Current'],
        ['SALARY ACME UK LTD', '2100.00', 'GBP', 'UK Current'],
        ['TESCO STORES 2231', '41.75', 'GBP', 'UK Current'],
      ]);
    });
  }
});
