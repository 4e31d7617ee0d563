// The upload preview (issue 22) in real Chromium through the gateway, at 1366x900 and 390x844: a file read with
// confidence imports in one click; a card export whose charges are positive shows the guess and waits for the user;
// a layout the user corrected (charges are positive) is remembered and used without asking on the next upload.
// Screenshots go to E2E_SCREENSHOTS_DIR (default /tmp/import-preview-e2e-shots) and are checked by eye.
import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { BANKS } from '../packages/statements/test/corpus/banks';
import { baseUrl } from './support/browser';
import { useBrowser } from './support/suite';
import { chooseStatement, transactionsPage } from './support/uploadDialog';

jest.setTimeout(180_000);

const chromium = useBrowser();
const url = (path: string) => `${baseUrl()}${path}`;
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/import-preview-e2e-shots';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const corpus = (bank: string): string => {
  const fixture = BANKS.find((b) => b.bank === bank);
  if (!fixture) throw new Error(`no corpus layout named ${bank}`);
  return fixture.text;
};
const CHASE = corpus('Chase checking');
const AMEX = corpus('American Express');

/** A card export with charges positive and no payment in the period: nothing tells the convention but the user. */
const CARD = (month: string) =>
  [
    'Trans. Date,Post Date,Description,Amount,Category',
    `${month}/02/2024,${month}/02/2024,SHELL OIL 57444 HOUSTON TX,45.10,Gasoline`,
    `${month}/14/2024,${month}/15/2024,KROGER #123 HOUSTON TX,63.87,Supermarkets`,
    `${month}/21/2024,${month}/22/2024,NETFLIX.COM,15.49,Services`,
  ].join('\n');

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function finish(dialog: Locator): Promise<string> {
  const summary = dialog.getByTestId('upload-summary');
  await summary.waitFor({ timeout: 60_000 });
  const text = (await summary.getByRole('status').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

/** The user's stored rows as [description, signed amount], by description. */
async function stored(context: BrowserContext): Promise<Array<[string, string]>> {
  const response = await context.request.get(url('/api/transactions?pageSize=100'));
  const body = (await response.json()) as {
    transactions: Array<{ description: string; amount: string; isIncome: boolean }>;
  };
  return body.transactions
    .map((t): [string, string] => [t.description, `${t.isIncome ? '+' : '-'}${t.amount}`])
    .sort((a, b) => a[0].localeCompare(b[0]));
}

const previewRow = (dialog: Locator, text: string) =>
  dialog.getByTestId('preview-rows').getByRole('row').filter({ hasText: text });

describe('upload preview', () => {
  it('imports a file read with confidence in one click, the merchant as the description', async () => {
    const { page, context } = await transactionsPage(chromium, DESKTOP);
    const dialog = await chooseStatement(page, 'chase.csv', CHASE);
    await dialog.getByTestId('preview-status').filter({ hasText: 'Layout recognised' }).waitFor();
    expect(await previewRow(dialog, 'STARBUCKS').textContent()).toContain('Money out');
    expect(await previewRow(dialog, 'ACME CORP PAYROLL').textContent()).toContain('Money in');
    expect(await dialog.getByTestId('preview-role-2').inputValue()).toBe('description');
    expect(await dialog.getByTestId('preview-role-0').inputValue()).toBe('ignore');
    await shot(page, 'preview-confident-1366x900');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    expect(await finish(dialog)).toBe('Upload successful');
    expect(await stored(context)).toEqual([
      ['ACME CORP PAYROLL PPD ID: 9876543210', '+2500.00'],
      ['CHECK 1024', '-120.00'],
      ['NETFLIX.COM NETFLIX.COM CA', '-15.49'],
      ['STARBUCKS STORE 10234 SEATTLE WA', '-5.75'],
      ['WHOLEFDS MKT 10234 SEATTLE WA', '-84.12'],
    ]);
  });

  it('shows the guess for a card export with positive charges and waits until the user checks it', async () => {
    const { page, context } = await transactionsPage(chromium, DESKTOP);
    const dialog = await chooseStatement(page, 'amex.csv', AMEX);
    const doubts = dialog.getByTestId('preview-doubts');
    await doubts.waitFor();
    expect(await doubts.textContent()).toContain('card statement where charges are positive');
    expect(await dialog.getByTestId('preview-charges-positive').isChecked()).toBe(true);
    expect(await previewRow(dialog, 'UBER EATS').textContent()).toContain('Money out');
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await shot(page, 'preview-card-guess-1366x900');
    await dialog.getByLabel('The rows below look right').check();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    expect(await finish(dialog)).toBe('Upload successful');
    expect(await stored(context)).toEqual([
      ['AUTOPAY PAYMENT RECEIVED - THANK YOU', '+450.00'],
      ['DELTA AIR LINES ATLANTA', '-412.30'],
      ['UBER EATS HELP.UBER.COM CA', '-32.18'],
      ['WHOLE FOODS MARKET AUSTIN TX', '-76.40'],
    ]);
  });

  it('remembers a corrected layout and uses it without asking on the next upload', async () => {
    const { page, context } = await transactionsPage(chromium, DESKTOP);
    let dialog = await chooseStatement(page, 'card-january.csv', CARD('01'));
    // Read as written, every charge would be money in: the user flips the convention.
    expect(await previewRow(dialog, 'SHELL OIL').textContent()).toContain('Money in');
    await dialog.getByLabel('Charges are positive (card statement)').check();
    await dialog.getByTestId('preview-status').filter({ hasText: 'Read with your changes' }).waitFor();
    await previewRow(dialog, 'SHELL OIL').filter({ hasText: 'Money out' }).waitFor();
    await shot(page, 'preview-corrected-1366x900');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await finish(dialog);

    dialog = await chooseStatement(page, 'card-february.csv', CARD('02'));
    await dialog
      .getByTestId('preview-status')
      .filter({ hasText: 'Read the way you confirmed for this layout before.' })
      .waitFor();
    expect(await previewRow(dialog, 'KROGER').textContent()).toContain('Money out');
    await shot(page, 'preview-remembered-1366x900');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await finish(dialog);
    const rows = await stored(context);
    expect(rows).toHaveLength(6);
    expect(rows.every(([, amount]) => amount.startsWith('-'))).toBe(true);
  });

  it('works on a phone: the guess, the columns and the rows fit 390x844', async () => {
    const { page, context } = await transactionsPage(chromium, PHONE);
    const dialog = await chooseStatement(page, 'amex.csv', AMEX);
    await dialog.getByTestId('preview-doubts').waitFor();
    await shot(page, 'preview-card-guess-390x844');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await dialog.getByLabel('The rows below look right').check();
    await dialog.getByTestId('preview-role-1').scrollIntoViewIfNeeded();
    await shot(page, 'preview-columns-390x844');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    expect(await finish(dialog)).toBe('Upload successful');
    expect((await stored(context)).filter(([, amount]) => amount.startsWith('-'))).toHaveLength(3);
  });
});
