// One vocabulary (issue 38) in real Chromium through the gateway: a card file's own Category column lands in the
// user's categories (Gas as Fuel, Food & Drink as Dining Out), badged "Bank file", never "Manual", until the user
// changes one by hand; and the Example Budget, downloaded and uploaded after a statement, meets that statement's
// spending on the dashboard — every budget line that had spending shows it, none "$0.00 of". 1366x900 and 390x844,
// screenshots in E2E_SCREENSHOTS (default /tmp/wb-shots), checked by eye.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MONTH_NAMES } from '@tracker/contracts';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { baseUrl } from './support/browser';
import { dayAgo, shootBothSizes, WIDE } from './support/screens';
import { useBrowser } from './support/suite';
import { rowOf, toast } from './support/transactionRows';
import { chooseStatement, transactionsPage } from './support/uploadDialog';

jest.setTimeout(180_000);

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/wb-shots';
mkdirSync(SHOTS, { recursive: true });
const chromium = useBrowser();
const url = (p: string) => `${baseUrl()}${p}`;

const today = dayAgo(0);
const [year, month, day] = today.split('-');
const usDate = `${month}/${day}/${year}`;

/** A Chase card export: the bank's own Category column, purchases negative, the payment positive. */
const CHASE_CARD = [
  'Transaction Date,Post Date,Description,Category,Type,Amount,Memo',
  `${usDate},${usDate},TRADER JOE S #552,Groceries,Sale,-54.23,`,
  `${usDate},${usDate},SHELL OIL 57444,Gas,Sale,-45.00,`,
  `${usDate},${usDate},CHIPOTLE 1234,Food & Drink,Sale,-18.75,`,
  `${usDate},${usDate},CON EDISON,Bills & Utilities,Sale,-96.40,`,
].join('\n');

/** A checking account's month with the bank's categories: rent, food, a card payment, savings, pay. */
const CHECKING = [
  'Date,Description,Amount,Category',
  `${today},GREENPOINT PROPERTY MGMT RENT,-1650.00,Rent`,
  `${today},WHOLE FOODS MARKET #123,-212.40,Groceries`,
  `${today},TRADER JOE S #552,-86.15,Groceries`,
  `${today},SHELL OIL 57442,-45.00,Gas`,
  `${today},CHASE CARD AUTOPAY,-500.00,Credit Card Payment`,
  `${today},TRANSFER TO SAVINGS 4432,-250.00,Savings`,
  `${today},ACME CORP PAYROLL,5200.00,Paycheck`,
].join('\n');

async function upload(page: Page, name: string, content: string): Promise<void> {
  const dialog = await chooseStatement(page, name, content);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog.getByTestId('upload-summary').waitFor({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const badge = (row: Locator, text: string) => row.getByText(text, { exact: true });
const categoryButton = (row: Locator) => row.getByTitle('Click to edit category');

describe('one vocabulary', () => {
  it("lands a card file's own categories in the user's, badged Bank file, until the user changes one", async () => {
    const { page } = await transactionsPage(chromium, WIDE);
    await upload(page, 'chase-card.csv', CHASE_CARD);
    const expected = [
      ['SHELL OIL 57444', 'Fuel', 'Gas'],
      ['CHIPOTLE 1234', 'Dining Out', 'Food & Drink'],
      ['CON EDISON', 'Utilities', 'Bills & Utilities'],
      ['TRADER JOE S #552', 'Groceries', 'Groceries'],
    ] as const;
    for (const [description, category, bankWord] of expected) {
      const row = rowOf(page, description);
      await categoryButton(row).filter({ hasText: category }).waitFor();
      expect(await badge(row, 'Bank file').getAttribute('title')).toBe(`From your bank's file: “${bankWord}”`);
      expect(await badge(row, 'Manual').count()).toBe(0);
    }
    // The category filter lists the user's categories, never the bank's words.
    const filter = page.getByLabel('Filter by category');
    const options = await filter.locator('option').allTextContents();
    expect(options).toEqual(expect.arrayContaining(['Fuel', 'Dining Out', 'Utilities', 'Groceries']));
    for (const word of ['Gas', 'Food & Drink', 'Bills & Utilities']) expect(options).not.toContain(word);
    await shootBothSizes(page, SHOTS, 'vocabulary-card-file');

    // The user changes one: it is theirs now (Manual), the bank's reason gone; the others keep theirs.
    const shell = rowOf(page, 'SHELL OIL 57444');
    await categoryButton(shell).click();
    await shell.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Travel' });
    await categoryButton(shell).filter({ hasText: 'Travel' }).waitFor();
    await badge(shell, 'Manual').waitFor();
    expect(await badge(shell, 'Bank file').count()).toBe(0);
    expect(await badge(rowOf(page, 'CHIPOTLE 1234'), 'Bank file').count()).toBe(1);
    await page.reload();
    await badge(rowOf(page, 'SHELL OIL 57444'), 'Manual').waitFor();
  });

  it('downloads and uploads the Example Budget after a statement: each line with spending shows it', async () => {
    const { page } = await transactionsPage(chromium, WIDE);
    await upload(page, 'checking.csv', CHECKING);

    await page.goto(url('/budget'));
    await page.getByTestId('budget-summary').waitFor();
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Example Budget' }).click();
    const file = path.join(os.tmpdir(), `vocabulary-${Date.now()}-${(await downloadEvent).suggestedFilename()}`);
    await (await downloadEvent).saveAs(file);
    // The example speaks the transactions' categories: no Rent, Car Loan or Emergency Fund to map.
    const text = await readFile(file, 'utf8');
    for (const word of ['Rent', 'Car Loan', 'Emergency Fund', 'Credit Card']) expect(text).not.toContain(word);
    await page.getByTestId('budget-file-input').setInputFiles(file);
    const monthName = `${MONTH_NAMES[Number(month) - 1]} ${year}`;
    await toast(page, `Added 5 budget types and 10 categories to ${monthName}.`);

    await page.goto(url('/'));
    const widget = page.getByTestId('budget-vs-actual');
    await widget.getByTestId('budget-row').first().waitFor({ timeout: 30_000 });
    const rows = async () =>
      (await widget.getByTestId('budget-row').allTextContents()).map((r) => r.replace(/\u00a0/g, ' '));
    // The four largest lines (monthly: Housing 1,650.00, Groceries 135.50 weekly = 587.17, Savings 250.00
    // fortnightly = 541.67, Debts & Loans 500.00), each beside the statement's spending in its category.
    expect(await rows()).toEqual([
      'Housing$1,650.00 of $1,650.00',
      'Groceries$298.55 of $587.17',
      'Savings$250.00 of $541.67',
      'Debts & Loans$500.00 of $500.00',
    ]);
    for (const row of await rows()) expect(row).not.toContain('$0.00 of');
    await shootBothSizes(page, SHOTS, 'vocabulary-budget-vs-actual');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
