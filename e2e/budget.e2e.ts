// The Budget area (issue 13) in real Chromium through the gateway, by the spec's texts and test ids: the five
// budget types with a line at each frequency and the three totals of the card, the example file downloaded by one
// user and uploaded into another user's month, edit and delete, the month switcher and "Copy last month's budget".
// Every test signs up a fresh user; what a test only needs to exist is created through the real API.
import { readFile } from 'node:fs/promises';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MONTH_NAMES } from '@tracker/contracts';
import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { baseUrl } from './support/browser';
import { dayAgo, shootBothSizes } from './support/screens';
import { useBrowser } from './support/suite';

jest.setTimeout(180_000);

const WIDE = { width: 1366, height: 900 };
const NARROW = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/wb-shots';
mkdirSync(SHOTS, { recursive: true });
const chromium = useBrowser();
const downloads = mkdtempSync(path.join(os.tmpdir(), 'budget-e2e-'));

const url = (p: string) => `${baseUrl()}${p}`;

interface Month {
  month: number;
  year: number;
}
/** The month the page opens on: the browser's current calendar month (product.md › Constants and limits). */
async function pageMonth(page: Page): Promise<Month> {
  return page.evaluate(() => ({ month: new Date().getMonth() + 1, year: new Date().getFullYear() }));
}
const shift = ({ month, year }: Month, delta: number): Month => {
  const index = year * 12 + month - 1 + delta;
  return { month: (index % 12) + 1, year: Math.floor(index / 12) };
};
const label = ({ month, year }: Month) => `${MONTH_NAMES[month - 1]} ${year}`;

async function budgetPage(viewport = WIDE): Promise<{ page: Page; context: BrowserContext }> {
  const { context } = await chromium.signedIn({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(url('/budget'));
  await page.getByRole('heading', { level: 1, name: 'Budget Management' }).waitFor();
  await page.getByTestId('budget-summary').waitFor();
  return { page, context };
}

async function api(request: APIRequestContext, method: 'post' | 'put' | 'delete', p: string, data?: object) {
  const response = await request[method](url(p), data ? { data } : {});
  if (!response.ok())
    throw new Error(`${method.toUpperCase()} ${p} answered ${response.status()}: ${await response.text()}`);
  return response.json() as Promise<{ id: string }>;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
const typeCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();
const totals = async (page: Page) => [
  await figure(page, 'amount-leftover'),
  await figure(page, 'total-monthly-income'),
  await figure(page, 'total-monthly-outgoings'),
];
const rowsOf = async (card: Locator) => card.getByTestId('budget-category-row').allTextContents();

async function createType(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create Budget Type', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Budget Type' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create Budget Type' }).click();
  await dialog.waitFor({ state: 'detached' });
  await typeCard(page, name).waitFor();
}

/** One of the user's categories from the list, or '+ Add new category' and the name typed. */
async function chooseCategory(dialog: Locator, name: string) {
  const select = dialog.getByRole('combobox', { name: 'Category', exact: true });
  await select.locator('option', { hasText: 'Housing' }).waitFor({ state: 'attached' });
  if ((await select.locator('option').allTextContents()).includes(name)) await select.selectOption(name);
  else {
    await select.selectOption('__new__');
    await dialog.getByLabel('New category name').fill(name);
  }
}

async function addCategory(page: Page, typeName: string, name: string, amount: string, frequency: string) {
  await typeCard(page, typeName).getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await chooseCategory(dialog, name);
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Frequency').selectOption(frequency);
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await dialog.waitFor({ state: 'detached' });
  await typeCard(page, typeName).getByTestId('budget-category-row').filter({ hasText: name }).waitFor();
}

describe('Budget Management', () => {
  it("opens from the shell's sidebar link, the remote found through its manifest", async () => {
    const { context } = await chromium.signedIn({ viewport: WIDE });
    const page = await context.newPage();
    const manifest = page.waitForResponse((response) => response.url().endsWith('/mfe/budget/mf-manifest.json'));
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Budget', exact: true }).click();
    expect((await manifest).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Budget Management' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/budget');
    await page.getByTestId('budget-page').waitFor();
  });

  it('builds the five types with a line at each frequency and shows the three monthly totals', async () => {
    const { page } = await budgetPage();
    for (const name of ['Download Example Budget', 'Upload Budget', 'Create Budget Type']) {
      expect(await page.getByRole('button', { name, exact: true }).first().isVisible()).toBe(true);
    }
    expect(await totals(page)).toEqual(['$0.00', '$0.00', '$0.00']);
    expect(await page.getByTestId('budget-month').textContent()).toBe(label(await pageMonth(page)));

    // product.md › Validation rules: the name is required.
    await page.getByRole('button', { name: 'Create Budget Type', exact: true }).first().click();
    const typeDialog = page.getByRole('dialog', { name: 'Create Budget Type' });
    await typeDialog.getByRole('button', { name: 'Create Budget Type' }).click();
    await typeDialog.getByText('Budget type name is required').waitFor();
    await typeDialog.getByRole('button', { name: 'Cancel' }).click();

    for (const name of ['Income', 'Savings', 'Investments', 'Expenses', 'Debts & Loans']) await createType(page, name);
    await typeCard(page, 'Income').getByText('No categories yet. Add one below!').waitFor();

    // product.md › Validation rules: the four category messages.
    await typeCard(page, 'Income').getByRole('button', { name: 'Add Category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
    await categoryDialog.getByLabel('Budget type').selectOption('');
    await categoryDialog.getByRole('button', { name: 'Add Category' }).click();
    for (const message of [
      'Budget type is required',
      'Category name is required',
      'Amount is required',
      'Frequency is required',
    ]) {
      await categoryDialog.getByText(message).waitFor();
    }
    await categoryDialog.getByRole('button', { name: 'Cancel' }).click();

    await addCategory(page, 'Income', 'Salary', '5000', 'monthly');
    await addCategory(page, 'Savings', 'Emergency Fund', '100', 'weekly'); // 433.33
    await addCategory(page, 'Investments', 'Index Fund', '300', 'fortnightly'); // 650.00
    await addCategory(page, 'Expenses', 'Insurance', '900', 'quarterly'); // 300.00, one of the user's categories
    await addCategory(page, 'Debts & Loans', 'Car Loan', '1200', 'yearly'); // 100.00
    await page.getByTestId('total-monthly-outgoings').filter({ hasText: '$1,483.33' }).waitFor();
    expect(await totals(page)).toEqual(['$3,516.67', '$5,000.00', '$1,483.33']);
    expect(await typeCard(page, 'Savings').getByTestId('budget-type-total').textContent()).toBe('$433.33 per month');
    expect(await rowsOf(typeCard(page, 'Savings'))).toEqual([
      expect.stringMatching(/^Emergency Fund\$100\.00\$433\.33 \/ monthWeekly/),
    ]);
    expect(await typeCard(page, 'Income').getByText('Counts toward Total Monthly Income.').isVisible()).toBe(true);

    // The same figures after a reload: they come from the service.
    await page.reload();
    await page.getByTestId('total-monthly-outgoings').filter({ hasText: '$1,483.33' }).waitFor();
    expect(await totals(page)).toEqual(['$3,516.67', '$5,000.00', '$1,483.33']);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("downloads the example budget, and another user's upload of it shows its types and categories", async () => {
    const { page: first } = await budgetPage();
    const month = await pageMonth(first);
    const downloadEvent = first.waitForEvent('download');
    await first.getByRole('button', { name: 'Download Example Budget' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(`budget_template_${month.month}_${month.year}.csv`);
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    const text = await readFile(file, 'utf8');
    expect(text.split('\r\n')[0]).toBe('Budget Type,Category,Amount,Frequency');
    for (const frequency of ['monthly', 'weekly', 'fortnightly', 'quarterly', 'yearly'])
      expect(text).toContain(`,${frequency}`);

    const { page } = await budgetPage();
    await page.getByTestId('budget-file-input').setInputFiles(file);
    await toast(page, `Added 5 budget types and 10 categories to ${label(month)}.`);
    await page.getByTestId('total-monthly-income').filter({ hasText: '$5,850.00' }).waitFor();
    expect(await totals(page)).toEqual(['$1,831.16', '$5,850.00', '$4,018.84']);
    expect(await page.getByTestId('budget-type-card').getByRole('heading').allTextContents()).toEqual([
      'Income',
      'Savings',
      'Investments',
      'Expenses',
      'Debts & Loans',
    ]);
    expect(await page.getByTestId('budget-category-row').count()).toBe(10);
    expect(await rowsOf(typeCard(page, 'Expenses'))).toEqual([
      expect.stringMatching(/^Housing\$1,650\.00Monthly/),
      expect.stringMatching(/^Groceries\$135\.50\$587\.17 \/ monthWeekly/),
      expect.stringMatching(/^Utilities\$420\.00\$140\.00 \/ monthQuarterly/),
      expect.stringMatching(/^Insurance\$960\.00\$80\.00 \/ monthYearly/),
      expect.stringMatching(/^Fuel\$120\.00Monthly/),
    ]);

    // Uploading it again adds nothing; a file that is not the budget layout is refused with the server's reason.
    await page.getByTestId('budget-file-input').setInputFiles(file);
    await toast(page, `Nothing new: everything in the file is already in ${label(month)}.`);
    await page.getByTestId('budget-file-input').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Date,Description,Amount\n2025-01-02,Coffee,-4.50\n'),
    });
    await toast(page, 'File "statement.csv" is missing the columns Budget Type, Category, Frequency.');
    await page.getByTestId('budget-file-input').setInputFiles({
      name: 'budget.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('PK\u0003\u0004'),
    });
    await toast(page, 'File "budget.xlsx" is not a CSV file.');
    expect(await page.getByTestId('budget-category-row').count()).toBe(10);

    // The first user's month is untouched.
    await first.reload();
    await first.getByTestId('budget-empty-month').waitFor();
    expect(await totals(first)).toEqual(['$0.00', '$0.00', '$0.00']);
  });

  it.each([
    ['wide', WIDE],
    ['narrow', NARROW],
  ])(
    'shows the changed lines of a corrected example budget (line, old, new) and applies them (%s)',
    async (size, viewport) => {
      const { page } = await budgetPage(viewport);
      const month = await pageMonth(page);
      // The example budget as the page downloads it: the file a user would correct.
      const downloadEvent = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Example Budget' }).click();
      const file = path.join(downloads, `${size}-${(await downloadEvent).suggestedFilename()}`);
      await (await downloadEvent).saveAs(file);
      await page.getByTestId('budget-file-input').setInputFiles(file);
      await toast(page, `Added 5 budget types and 10 categories to ${label(month)}.`);
      await page.getByTestId('total-monthly-income').filter({ hasText: '$5,850.00' }).waitFor();

      // The user corrects two amounts (Salary 5200 -> 5350.50, Housing 1650 -> 1700) and uploads the file again.
      const corrected = (await readFile(file, 'utf8'))
        .replace('Income,Salary,5200.00', 'Income,Salary,5350.50')
        .replace('Expenses,Housing,1650.00', 'Expenses,Housing,1700.00');
      expect(corrected).toContain('5350.50');
      expect(corrected).toContain('1700.00');
      const upload = { name: 'budget.csv', mimeType: 'text/csv', buffer: Buffer.from(corrected) };
      await page.getByTestId('budget-file-input').setInputFiles(upload);
      const dialog = page.getByTestId('budget-file-changes');
      await dialog.getByRole('heading', { name: 'Update 2 amounts from the file?' }).waitFor();
      const lines = await dialog.getByTestId('budget-file-change').allTextContents();
      expect(lines).toEqual([
        expect.stringMatching(/^Income › Salary \(line 2\).*\$5,200\.00 monthly.*\$5,350\.50 monthly$/),
        expect.stringMatching(/^Expenses › Housing \(line \d+\).*\$1,650\.00 monthly.*\$1,700\.00 monthly$/),
      ]);
      expect(await page.getByText(/Nothing new/).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/budget-changes-${size}.png`, fullPage: false });
      // Every changed line fits the screen.
      for (const line of await dialog.getByTestId('budget-file-change').all()) {
        const box = await line.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      }

      // Keeping the amounts changes nothing; applying them updates the two lines and the totals.
      await dialog.getByRole('button', { name: 'Keep current amounts' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await figure(page, 'total-monthly-income')).toBe('$5,850.00');
      await page.getByTestId('budget-file-input').setInputFiles(upload);
      await dialog.getByRole('button', { name: 'Apply changes' }).click();
      await toast(page, `Updated 2 categories in ${label(month)}.`);
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('total-monthly-income').filter({ hasText: '$6,000.50' }).waitFor();
      expect(await rowsOf(typeCard(page, 'Expenses'))).toContainEqual(
        expect.stringMatching(/^Housing\$1,700\.00Monthly/),
      );
      await page.screenshot({ path: `${SHOTS}/budget-applied-${size}.png`, fullPage: true });

      // The same file again is now truly nothing new.
      await page.getByTestId('budget-file-input').setInputFiles(upload);
      await toast(page, `Nothing new: everything in the file is already in ${label(month)}.`);
    },
  );

  it('edits and deletes budget types and categories', async () => {
    const { page, context } = await budgetPage();
    const month = await pageMonth(page);
    const income = await api(context.request, 'post', '/api/budget-types', { name: 'Income', ...month });
    const expenses = await api(context.request, 'post', '/api/budget-types', {
      name: 'Living',
      displayOrder: 1,
      ...month,
    });
    await api(context.request, 'post', '/api/budget-type-categories', {
      budgetTypeId: income.id,
      name: 'Salary',
      amount: 4000,
      frequency: 'monthly',
      ...month,
    });
    await api(context.request, 'post', '/api/budget-type-categories', {
      budgetTypeId: expenses.id,
      name: 'Rent',
      amount: 1500,
      frequency: 'monthly',
      ...month,
    });
    await api(context.request, 'post', '/api/budget-type-categories', {
      budgetTypeId: expenses.id,
      name: 'Food',
      amount: 100,
      frequency: 'weekly',
      ...month,
    });
    await page.reload();
    await typeCard(page, 'Living').waitFor();
    // 'Living' is not a name the card counts.
    expect(await totals(page)).toEqual(['$4,000.00', '$4,000.00', '$0.00']);
    await typeCard(page, 'Living')
      .getByText(/^Not counted in the totals/)
      .waitFor();

    await typeCard(page, 'Living').getByRole('button', { name: 'Edit budget type Living' }).click();
    const typeDialog = page.getByRole('dialog', { name: 'Edit Budget Type' });
    await typeDialog.getByLabel('Name').fill('Expenses');
    await typeDialog.getByRole('button', { name: 'Save Changes' }).click();
    await typeCard(page, 'Expenses').waitFor();
    await page.getByTestId('total-monthly-outgoings').filter({ hasText: '$1,933.33' }).waitFor();
    expect(await totals(page)).toEqual(['$2,066.67', '$4,000.00', '$1,933.33']);

    await typeCard(page, 'Expenses').getByRole('button', { name: 'Edit category Food' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Edit Category' });
    expect(await categoryDialog.getByLabel('Amount').inputValue()).toBe('100.00');
    await categoryDialog.getByLabel('Amount').fill('300');
    await categoryDialog.getByLabel('Frequency').selectOption('fortnightly');
    await categoryDialog.getByRole('button', { name: 'Save Changes' }).click();
    await typeCard(page, 'Expenses').getByText('$650.00 / month').waitFor();
    expect(await totals(page)).toEqual(['$1,850.00', '$4,000.00', '$2,150.00']);

    await typeCard(page, 'Expenses').getByRole('button', { name: 'Delete category Rent' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete category?' });
    await confirm.getByText('Delete Rent? This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('total-monthly-outgoings').filter({ hasText: '$650.00' }).waitFor();

    await typeCard(page, 'Expenses').getByRole('button', { name: 'Delete budget type Expenses' }).click();
    const confirmType = page.getByRole('dialog', { name: 'Delete budget type?' });
    await confirmType.getByText('Delete Expenses and its category? This cannot be undone.').waitFor();
    await confirmType.getByRole('button', { name: 'Delete' }).click();
    await typeCard(page, 'Expenses').waitFor({ state: 'detached' });
    expect(await totals(page)).toEqual(['$4,000.00', '$4,000.00', '$0.00']);
    await page.reload();
    await typeCard(page, 'Income').waitFor();
    expect(await page.getByTestId('budget-type-card').count()).toBe(1);
  });

  it("switches months and copies last month's budget into an empty month", async () => {
    const { page, context } = await budgetPage();
    const current = await pageMonth(page);
    const next = shift(current, 1);
    const income = await api(context.request, 'post', '/api/budget-types', { name: 'Income', ...current });
    await api(context.request, 'post', '/api/budget-type-categories', {
      budgetTypeId: income.id,
      name: 'Salary',
      amount: 3000,
      frequency: 'monthly',
      ...current,
    });
    const savings = await api(context.request, 'post', '/api/budget-types', {
      name: 'Savings',
      color: '#10B981',
      displayOrder: 1,
      ...current,
    });
    await api(context.request, 'post', '/api/budget-type-categories', {
      budgetTypeId: savings.id,
      name: 'Holiday',
      amount: 1200,
      frequency: 'yearly',
      ...current,
    });
    await page.reload();
    await page.getByTestId('amount-leftover').filter({ hasText: '$2,900.00' }).waitFor();

    await page.getByRole('button', { name: 'Next month' }).click();
    expect(await page.getByTestId('budget-month').textContent()).toBe(label(next));
    await page
      .getByTestId('budget-empty-month')
      .getByText(`No budget for ${label(next)} yet`)
      .waitFor();
    expect(await totals(page)).toEqual(['$0.00', '$0.00', '$0.00']);
    await page.getByRole('button', { name: "Copy last month's budget" }).click();
    await toast(page, `Copied 2 budget types and 2 categories from ${label(current)}.`);
    await page.getByTestId('amount-leftover').filter({ hasText: '$2,900.00' }).waitFor();
    expect(await page.getByTestId('budget-type-card').getByRole('heading').allTextContents()).toEqual([
      'Income',
      'Savings',
    ]);

    // The copy is the next month's own: changing it leaves the current month as it was.
    await typeCard(page, 'Savings').getByRole('button', { name: 'Delete category Holiday' }).click();
    await page.getByRole('dialog', { name: 'Delete category?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('amount-leftover').filter({ hasText: '$3,000.00' }).waitFor();
    await page.getByRole('button', { name: 'This month' }).click();
    expect(await page.getByTestId('budget-month').textContent()).toBe(label(current));
    await page.getByTestId('amount-leftover').filter({ hasText: '$2,900.00' }).waitFor();

    // Two months back is empty, and with nothing before it there is nothing to copy.
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    const earlier = shift(current, -2);
    await page.getByText(`No budget for ${label(earlier)} yet`).waitFor();
    await page.getByRole('button', { name: "Copy last month's budget" }).click();
    await toast(page, `There is no budget in ${label(shift(current, -3))} to copy.`);
  });

  it('works on a phone-sized screen', async () => {
    const { page, context } = await budgetPage({ width: 390, height: 844 });
    const month = await pageMonth(page);
    const type = await api(context.request, 'post', '/api/budget-types', { name: 'Expenses', ...month });
    await api(context.request, 'post', '/api/budget-type-categories', {
      budgetTypeId: type.id,
      name: 'Emergency Car Repairs',
      amount: 2400,
      frequency: 'yearly',
      ...month,
    });
    await page.reload();
    const row = typeCard(page, 'Expenses').getByTestId('budget-category-row');
    await row.waitFor();
    // The whole row fits the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const name = await row.getByText('Emergency Car Repairs').boundingBox();
    expect(name?.height).toBeLessThan(48);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows a budget in the home currency, and keeps its amounts when the home currency changes', async () => {
    const { page, context } = await budgetPage();
    const month = await pageMonth(page);
    const income = await api(context.request, 'post', '/api/budget-types', { name: 'Income', ...month });
    await api(context.request, 'post', '/api/budget-type-categories', {
      budgetTypeId: income.id,
      name: 'Salary',
      amount: 3200,
      frequency: 'monthly',
      ...month,
    });
    const expenses = await api(context.request, 'post', '/api/budget-types', {
      name: 'Expenses',
      displayOrder: 1,
      ...month,
    });
    await api(context.request, 'post', '/api/budget-type-categories', {
      budgetTypeId: expenses.id,
      name: 'Groceries',
      amount: 95.5,
      frequency: 'weekly',
      ...month,
    });
    await page.reload();
    // 95.50 weekly is 413.83 a month; 3,200.00 - 413.83 = 2,786.17 left over.
    await page.getByTestId('amount-leftover').filter({ hasText: '$2,786.17' }).waitFor();

    await api(context.request, 'put', '/api/account/currency', { homeCurrency: 'GBP' });
    await page.reload();
    await page.getByTestId('amount-leftover').filter({ hasText: '£2,786.17' }).waitFor();
    expect(await totals(page)).toEqual(['£2,786.17', '£3,200.00', '£413.83']);
    expect(await rowsOf(typeCard(page, 'Expenses'))).toEqual([
      expect.stringContaining('Groceries£95.50£413.83 / month'),
    ]);
    expect(await page.getByTestId('budget-page').textContent()).not.toContain('$');
    await typeCard(page, 'Expenses').getByRole('button', { name: 'Edit category Groceries' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    expect(await dialog.textContent()).toContain('Amounts are in GBP, your home currency');
    await page.screenshot({ path: `${SHOTS}/budget-gbp-dialog-wide.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The stored amounts are the same numbers: a change of home currency converts nothing.
    const stored = await context.request.get(
      url(`/api/budget-type-categories?month=${month.month}&year=${month.year}`),
    );
    expect(((await stored.json()) as Array<{ amount: string }>).map((c) => c.amount).sort()).toEqual([
      '3200.00',
      '95.50',
    ]);
    await shootBothSizes(page, SHOTS, 'budget-gbp');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("compares a budget in pounds with the month's spending converted into pounds, on the dashboard", async () => {
    const { context } = await chromium.signedIn({ viewport: WIDE, locale: 'en-GB' });
    const page = await context.newPage();
    const month = await pageMonth(page);
    const today = dayAgo(0);
    await api(context.request, 'put', '/api/account/currency', { homeCurrency: 'GBP' });
    const row = (description: string, category: string, amount: string, currency: string) => ({
      date: today,
      description,
      amount,
      category,
      transactionType: 'Expense',
      currency,
    });
    await api(context.request, 'post', '/api/transactions/manual', {
      transactions: [
        row('Tesco Stores London', 'Groceries', '42.60', 'GBP'),
        row('Woolworths Sydney', 'Groceries', '88.10', 'AUD'),
        // The ECB publishes no dirham rate: this spending cannot be converted.
        row('Dubai Mall Food Court', 'Dining Out', '50.00', 'AED'),
      ],
    });
    const expenses = await api(context.request, 'post', '/api/budget-types', { name: 'Expenses', ...month });
    for (const [name, amount] of [
      ['Groceries', 400],
      ['Dining Out', 100],
    ] as const) {
      await api(context.request, 'post', '/api/budget-type-categories', {
        budgetTypeId: expenses.id,
        name,
        amount,
        frequency: 'monthly',
        ...month,
      });
    }

    await page.goto(url('/'));
    const widget = page.getByTestId('budget-vs-actual');
    const budgetRow = (name: string) => widget.getByTestId('budget-row').filter({ hasText: name });
    const text = async (locator: Locator) => (await locator.textContent())?.replace(/\u00a0/g, ' ');
    // 42.60 + 88.10 x 0.84 / 1.62 (45.68) = £88.28 at the fake ECB's rates.
    await budgetRow('Groceries').getByText('£88.28 of £400.00').waitFor({ timeout: 30_000 });
    expect(await text(budgetRow('Groceries').getByTestId('budget-row-note'))).toBe('Converted from £42.60 + A$88.10');
    expect(await text(budgetRow('Dining Out'))).toContain('AED 50.00 of £100.00');
    expect(await text(budgetRow('Dining Out').getByRole('status'))).toBe(
      'Exchange rate unavailable for AED: shown per currency, not converted',
    );
    await shootBothSizes(page, SHOTS, 'dashboard-budget-gbp');
  });
});
