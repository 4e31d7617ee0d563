// Compare Months and Year to Date (issue 38) in real Chromium through the gateway: a user's rows over two years, the
// browser's clock set to 15 June 2026, and every figure on both tabs checked against sums worked out by hand from
// those rows (below). 1366x900 and 390x844, screenshots in E2E_SCREENSHOTS (default /tmp/wb-shots), checked by eye.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { baseUrl } from './support/browser';
import { shootBothSizes, WIDE } from './support/screens';
import { useBrowser } from './support/suite';
import { seed, type SeedRow } from './support/transactionRows';

jest.setTimeout(180_000);

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/wb-shots';
mkdirSync(SHOTS, { recursive: true });
const chromium = useBrowser();

const spent = (date: string, description: string, amount: string, category: string): SeedRow => ({
  date,
  description,
  amount,
  category,
  transactionType: 'Expense',
});
const paid = (date: string, description: string, amount: string): SeedRow => ({
  date,
  description,
  amount,
  category: 'Salary',
  transactionType: 'Income',
  isIncome: true,
});

const ROWS: SeedRow[] = [
  // June 2026 (to the 15th): income 5,000.00; spending 1,650 + 212.40 + 58.60 + 45 = 1,966.00.
  paid('2026-06-01', 'ACME PAYROLL JUNE', '5000.00'),
  spent('2026-06-02', 'Greenpoint rent June', '1650.00', 'Housing'),
  spent('2026-06-05', 'Whole Foods', '212.40', 'Groceries'),
  spent('2026-06-10', 'Chipotle', '58.60', 'Dining Out'),
  spent('2026-06-12', 'Shell', '45.00', 'Fuel'),
  // May 2026: income 4,800.00; spending 1,650 + 180 + 96.30 + 420 = 2,346.30.
  paid('2026-05-01', 'ACME PAYROLL MAY', '4800.00'),
  spent('2026-05-02', 'Greenpoint rent May', '1650.00', 'Housing'),
  spent('2026-05-06', 'Trader Joes', '180.00', 'Groceries'),
  spent('2026-05-20', 'Olive Garden', '96.30', 'Dining Out'),
  spent('2026-05-25', 'Delta Air Lines', '420.00', 'Travel'),
  // January 2026: income 4,800.00; spending 1,600 + 150 = 1,750.00.
  paid('2026-01-01', 'ACME PAYROLL JAN', '4800.00'),
  spent('2026-01-03', 'Greenpoint rent Jan', '1600.00', 'Housing'),
  spent('2026-01-09', 'Safeway', '150.00', 'Groceries'),
  // 2025 to 15 June: income 9,000.00; spending 1,640 (Jan) + 160 (May) + 1,500 (Jun 10) = 3,300.00.
  paid('2025-01-01', 'ACME PAYROLL JAN 25', '4500.00'),
  spent('2025-01-03', 'Greenpoint rent Jan 25', '1500.00', 'Housing'),
  spent('2025-01-09', 'Safeway 25', '140.00', 'Groceries'),
  paid('2025-05-01', 'ACME PAYROLL MAY 25', '4500.00'),
  spent('2025-05-06', 'Trader Joes 25', '160.00', 'Groceries'),
  spent('2025-06-10', 'Greenpoint rent Jun 25', '1500.00', 'Housing'),
  // After 15 June 2025: not among the same days of last year.
  spent('2025-06-20', 'United Airlines', '900.00', 'Travel'),
];

const text = async (locator: Locator) => (await locator.textContent())?.replace(/\u00a0/g, ' ').trim();
const figure = (page: Page, testId: string) => text(page.getByTestId(testId));
const tableRows = async (page: Page, testId: string) =>
  Promise.all(
    (await page.getByTestId(testId).all()).map(async (row) =>
      (await row.locator('th, td').allTextContents()).map((c) => c.replace(/\u00a0/g, ' ')),
    ),
  );

async function dashboardOn15June2026(): Promise<Page> {
  const { context } = await chromium.signedIn({ viewport: WIDE });
  await seed(context.request, ROWS);
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2026-06-15T10:00:00'));
  await page.goto(`${baseUrl()}/`);
  await page.getByTestId('dashboard-summary').waitFor();
  return page;
}

describe('Compare Months and Year to Date', () => {
  it('compares this month with last by default, and any two months chosen, figures as worked out by hand', async () => {
    const page = await dashboardOn15June2026();
    await page.getByRole('tab', { name: 'Compare Months' }).click();
    await page.getByRole('heading', { name: 'June 2026 compared with May 2026' }).waitFor();
    await page.getByTestId('compare-months-table').waitFor({ timeout: 30_000 });
    expect(await figure(page, 'compare-months-note')).toBe('June 2026 is counted to today, June 15.');
    expect(await figure(page, 'compare-income-value')).toBe('$5,000.00');
    expect(await figure(page, 'compare-income-previous')).toBe('May 2026: $4,800.00');
    // +200 / 4,800 = +4.17%; -380.30 / 2,346.30 = -16.21%.
    expect(await figure(page, 'compare-income-change')).toBe('+$200.00 (+4.2%)');
    expect(await figure(page, 'compare-spending-value')).toBe('$1,966.00');
    expect(await figure(page, 'compare-spending-previous')).toBe('May 2026: $2,346.30');
    expect(await figure(page, 'compare-spending-change')).toBe('-$380.30 (-16.2%)');
    expect(await tableRows(page, 'compare-months-table-row')).toEqual([
      ['Housing', '$1,650.00', '$1,650.00', '$0.00 (0.0%)'],
      ['Travel', '$0.00', '$420.00', '-$420.00 (-100.0%)'],
      ['Groceries', '$212.40', '$180.00', '+$32.40 (+18.0%)'],
      ['Dining Out', '$58.60', '$96.30', '-$37.70 (-39.1%)'],
      ['Fuel', '$45.00', '$0.00', '+$45.00 (new)'],
    ]);
    await page.getByTestId('compare-months-chart').locator('svg').first().waitFor({ timeout: 30_000 });
    await shootBothSizes(page, SHOTS, 'dashboard-compare-months');
    expect(await seriousViolations(page)).toEqual([]);

    // January 2026 against May 2026.
    await page.getByLabel('Month', { exact: true }).fill('2026-01');
    await page.getByRole('heading', { name: 'January 2026 compared with May 2026' }).waitFor();
    await page.getByTestId('compare-spending-value').filter({ hasText: '$1,750.00' }).waitFor();
    expect(await figure(page, 'compare-spending-change')).toBe('-$596.30 (-25.4%)');
    expect(await page.getByTestId('compare-months-note').count()).toBe(0);
  });

  it('sets the year to date beside the same days of last year, figures as worked out by hand', async () => {
    const page = await dashboardOn15June2026();
    await page.getByRole('tab', { name: 'Year to Date' }).click();
    await page.getByRole('heading', { name: '2026 to date, against the same days of 2025' }).waitFor();
    await page.getByTestId('ytd-categories').waitFor({ timeout: 30_000 });
    // Income 4,800 + 4,800 + 5,000 = 14,600.00 against 9,000.00: +5,600 (+62.2%).
    expect(await figure(page, 'ytd-income-value')).toBe('$14,600.00');
    expect(await figure(page, 'ytd-income-previous')).toBe('Same days of 2025: $9,000.00');
    expect(await figure(page, 'ytd-income-change')).toBe('+$5,600.00 (+62.2%)');
    // Spending 1,750 + 2,346.30 + 1,966 = 6,062.30 against 3,300.00 (20 June 2025 left out): +2,762.30 (+83.7%).
    expect(await figure(page, 'ytd-spending-value')).toBe('$6,062.30');
    expect(await figure(page, 'ytd-spending-previous')).toBe('Same days of 2025: $3,300.00');
    expect(await figure(page, 'ytd-spending-change')).toBe('+$2,762.30 (+83.7%)');
    // 8,537.70 / 14,600 = 58.48%; 5,700 / 9,000 = 63.33%.
    expect(await figure(page, 'ytd-savings-rate-value')).toBe('58.5%');
    expect(await figure(page, 'ytd-savings-rate-previous')).toBe('Same days of 2025: 63.3%');
    expect(await figure(page, 'ytd-savings-rate-change')).toBe('-4.8 pts');
    expect(await tableRows(page, 'ytd-month-row')).toEqual([
      ['Jan', '$1,750.00', '$1,640.00'],
      ['Feb', '$0.00', '$0.00'],
      ['Mar', '$0.00', '$0.00'],
      ['Apr', '$0.00', '$0.00'],
      ['May', '$2,346.30', '$160.00'],
      ['Jun 1–15', '$1,966.00', '$1,500.00'],
    ]);
    expect(await tableRows(page, 'ytd-categories-row')).toEqual([
      ['Housing', '$4,900.00', '$3,000.00', '+$1,900.00 (+63.3%)'],
      ['Groceries', '$542.40', '$300.00', '+$242.40 (+80.8%)'],
      ['Travel', '$420.00', '$0.00', '+$420.00 (new)'],
      ['Dining Out', '$154.90', '$0.00', '+$154.90 (new)'],
      ['Fuel', '$45.00', '$0.00', '+$45.00 (new)'],
    ]);
    await shootBothSizes(page, SHOTS, 'dashboard-year-to-date');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
