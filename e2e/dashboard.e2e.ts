// The Dashboard's Summary (issue 18) in real Chromium through the gateway, as a new user meets it: an empty
// dashboard with its first-run guide; a statement dated within the last 30 days uploaded from the dashboard (the
// transactions area's dialog, loaded at run time); the exact income figure, the 5 newest rows, the chart and the
// insights; a manual add; a budget and an asset seen in their widgets; then the wealth service stopped and only the
// Asset Allocation widget failing.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readPid, signalPid } from '@tracker/stack-harness';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { baseUrl } from './support/browser';
import { dayAgo, dayOfMonthAgo, eventually, NARROW, shootBothSizes, WIDE } from './support/screens';
import { useBrowser } from './support/suite';

jest.setTimeout(240_000);

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/dashboard-shots';
mkdirSync(SHOTS, { recursive: true });

const chromium = useBrowser();

const url = (p: string) => `${baseUrl()}${p}`;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
const metric = (page: Page, testId: string) => page.getByTestId(`${testId}-value`);
const shoot = (page: Page, name: string) => shootBothSizes(page, SHOTS, name);

async function dashboard(): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const { context } = await chromium.signedIn({ viewport: WIDE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(url('/'));
  await page.getByTestId('dashboard-summary').waitFor();
  return { page, context, errors };
}

/**
 * Seven rows within the last 12 days (one salary, the only income, and six purchases), and older rows in the three
 * months before (rent and a subscription each month) so the insights, which compare complete months, have figures.
 */
const STATEMENT_ROWS: ReadonlyArray<readonly [string, string, string]> = [
  [dayOfMonthAgo(3, 5), 'Landlord rent', '-1200.00'],
  [dayOfMonthAgo(3, 6), 'Spotify premium', '-9.99'],
  [dayOfMonthAgo(2, 5), 'Landlord rent', '-1200.00'],
  [dayOfMonthAgo(2, 6), 'Spotify premium', '-9.99'],
  [dayOfMonthAgo(1, 5), 'Landlord rent', '-1350.00'],
  [dayOfMonthAgo(1, 6), 'Spotify premium', '-10.99'],
  [dayAgo(12), 'Electricity bill', '-84.20'],
  [dayAgo(10), 'ACME Corp salary', '3210.55'],
  [dayAgo(8), 'Corner grocery store', '-56.78'],
  [dayAgo(6), 'Netflix subscription', '-15.99'],
  [dayAgo(4), 'Shell petrol station', '-48.00'],
  [dayAgo(3), 'Pizza restaurant', '-32.40'],
  [dayAgo(2), 'Pharmacy', '-12.35'],
];
const STATEMENT = [
  'Date,Description,Amount,Institution',
  ...STATEMENT_ROWS.map((row) => `${row.join(',')},E2E Bank`),
].join('\n');
/** Money out of the Last 30 Days period, in cents (the three spending cards add up to it). */
const OUT_LAST_30_DAYS = STATEMENT_ROWS.filter(
  ([date, , amount]) => date >= dayAgo(29) && amount.startsWith('-'),
).reduce((sum, [, , amount]) => sum + Math.round(Number(amount.slice(1)) * 100), 0);

describe('dashboard summary', () => {
  it('guides a new user, then shows an uploaded statement, a manual add, a budget and an asset in their widgets', async () => {
    const { page, context, errors } = await dashboard();

    // ---- empty dashboard: the guide above the cards, the spec's empty texts below
    await page.getByRole('heading', { level: 1, name: 'Financial Dashboard' }).waitFor();
    const guide = page.getByTestId('first-run-guide');
    await guide.waitFor();
    for (const name of ['Upload a statement', 'Add a budget', 'Add an asset']) {
      expect(await guide.getByRole('button', { name }).isVisible()).toBe(true);
    }
    // The guide's title and its Hide guide button each stay on one line, at the widest as at the phone's width.
    const guideHeadHeights = async () => [
      (await page.locator('#first-run-title').boundingBox())?.height,
      (await guide.getByRole('button', { name: 'Hide guide' }).boundingBox())?.height,
    ];
    const wideGuideHead = await guideHeadHeights();
    await page.setViewportSize(NARROW);
    expect(await guideHeadHeights()).toEqual(wideGuideHead);
    await page.setViewportSize(WIDE);
    expect(await page.getByLabel('Period', { exact: true }).inputValue()).toBe('Last 30 Days');
    expect(await page.getByLabel('Start date').inputValue()).toBe(dayAgo(29));
    expect(await page.getByLabel('End date').inputValue()).toBe(dayAgo(0));
    for (const id of [
      'metric-total-income',
      'metric-total-expenses',
      'metric-total-investments',
      'metric-total-debt-paid',
    ]) {
      await eventually(`${id} reads $0.00`, async () => (await metric(page, id).textContent()) === '$0.00');
    }
    for (const text of [
      'No spending data available',
      'Upload some transactions to get personalised insights!',
      'No transactions yet. Upload your data to get started!',
      'No asset data available',
      'No assets tracked yet',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await page.getByTestId('budget-vs-actual').getByRole('link', { name: 'Create a budget' }).waitFor();
    // Each card's title is on one line beside or above its actions, at the widest as at the phone's width.
    const titleHeight = async (testId: string) => (await page.locator(`#${testId}-title`).boundingBox())?.height;
    for (const viewport of [WIDE, NARROW]) {
      await page.setViewportSize(viewport);
      expect(await titleHeight('budget-vs-actual')).toBe(await titleHeight('recent-transactions'));
    }
    await page.setViewportSize(WIDE);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, '1-empty');

    // ---- upload a statement from the guide: the transactions area's own dialog, loaded at run time
    await guide.getByRole('button', { name: 'Upload a statement' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Transactions' });
    await upload.waitFor();
    await upload
      .getByLabel('Choose files')
      .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(STATEMENT) });
    await upload.getByRole('listitem').filter({ hasText: 'statement.csv' }).waitFor();
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    const result = upload.getByTestId('upload-summary');
    await result.waitFor({ timeout: 90_000 });
    expect(await result.textContent()).toContain(`Successful${STATEMENT_ROWS.length}`);
    await upload.getByRole('button', { name: 'Done' }).click();
    await upload.waitFor({ state: 'detached' });

    // The exact income figure, and every other card following (no reload).
    await eventually(
      'income card',
      async () => (await metric(page, 'metric-total-income').textContent()) === '$3,210.55',
    );
    const out = OUT_LAST_30_DAYS;
    const spent = async () =>
      ['metric-total-expenses', 'metric-total-investments', 'metric-total-debt-paid']
        .map(async (id) =>
          Math.round(Number(((await metric(page, id).textContent()) ?? '').replace(/[$,]/g, '')) * 100),
        )
        .reduce(async (sum, cents) => (await sum) + (await cents), Promise.resolve(0));
    await eventually('the three spending cards add up to the statement', async () => (await spent()) === out);

    // The 5 newest rows, newest first, with signed amounts.
    const recent = page.getByTestId('recent-transaction');
    await eventually('5 recent rows', async () => (await recent.count()) === 5);
    const rows = await recent.allTextContents();
    expect(rows.map((r) => r.split(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)[0])).toEqual([
      'Pharmacy',
      'Pizza restaurant',
      'Shell petrol station',
      'Netflix subscription',
      'Corner grocery store',
    ]);
    expect(rows[0]).toMatch(/-\$12\.35$/);
    expect(rows[4]).toMatch(/-\$56\.78$/);

    // The chart: apexcharts drew an SVG with the spending line alone — the budget line is the user's own budget, and
    // this user has none yet (docs/decisions/dashboard-spending-budget-line.md).
    const chart = page.getByTestId('spending-chart-canvas');
    await chart.locator('svg.apexcharts-svg').waitFor();
    expect(await chart.locator('.apexcharts-series').count()).toBe(1);
    expect(await page.getByRole('button', { name: '6M' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '1Y' }).click();
    await chart.locator('svg.apexcharts-svg').waitFor();

    // The insights, from the user's real figures.
    const insights = page.getByTestId('insight');
    await eventually('insights', async () => (await insights.count()) > 0, 30_000);
    expect(await insights.count()).toBeLessThanOrEqual(3);
    expect(await page.getByText('Upload some transactions to get personalised insights!').count()).toBe(0);

    // ---- a manual add from the dashboard, counted at once
    await page.getByRole('button', { name: 'Add Manually' }).click();
    const manual = page.getByRole('dialog', { name: 'Add Transactions Manually' });
    const first = manual.getByRole('group', { name: 'Transaction 1' });
    await first.getByLabel('Date', { exact: true }).fill(dayAgo(1));
    await first.getByLabel('Description', { exact: true }).fill('Weekly groceries');
    await first.getByLabel('Amount', { exact: true }).fill('45.67');
    await first.getByLabel('Category', { exact: true }).fill('Groceries');
    await first.getByLabel('Transaction Type', { exact: true }).selectOption('Expense');
    await manual.getByRole('button', { name: 'Finish' }).click();
    await toast(page, 'Transactions added successfully');
    await manual.waitFor({ state: 'detached' });
    await eventually('the manual row counted', async () => (await spent()) === out + 4567);
    await eventually('the manual row is the newest', async () =>
      ((await recent.first().textContent()) ?? '').includes('Weekly groceries'),
    );

    // ---- a budget and an asset (the guide's buttons lead to their pages; the rows go in through their APIs)
    await guide.getByRole('button', { name: 'Add a budget' }).click();
    await page.waitForURL('**/budget');
    await page.goBack();
    await page.getByTestId('dashboard-summary').waitFor();
    const now = new Date();
    const month = { month: now.getMonth() + 1, year: now.getFullYear() };
    const type = await context.request.post(url('/api/budget-types'), { data: { name: 'Expenses', ...month } });
    expect(type.status()).toBeLessThan(300);
    const typeId = ((await type.json()) as { id: string }).id;
    for (const [name, amount] of [
      ['Groceries', 400],
      ['Rent', 1500],
      ['Fun', 50],
      ['Transport', 120],
      ['Gym', 30],
    ] as const) {
      const created = await context.request.post(url('/api/budget-type-categories'), {
        data: { budgetTypeId: typeId, name, amount, frequency: 'monthly', ...month },
      });
      expect(created.status()).toBeLessThan(300);
    }
    const asset = await context.request.post(url('/api/assets'), {
      data: { type: 'property_real_estate', name: 'Family home', value: 350000, quantity: null },
    });
    expect(asset.status()).toBeLessThan(300);
    await page.reload();
    const budgetRows = page.getByTestId('budget-row');
    await eventually('4 budget rows', async () => (await budgetRows.count()) === 4);
    const budgetTexts = await budgetRows.allTextContents();
    expect(budgetTexts[0]).toBe('Rent$0.00 of $1,500.00');
    // Groceries holds the manual row (and any upload row the categoriser called Groceries, when in this month).
    expect(budgetTexts[1]).toMatch(/^Groceries\$\d[\d,]*\.\d{2} of \$400\.00$/);
    expect(budgetTexts[1]).not.toBe('Groceries$0.00 of $400.00');
    await page.getByTestId('dashboard-asset').filter({ hasText: 'Family home' }).waitFor();
    expect(await page.getByTestId('dashboard-net-worth').textContent()).toBe('$350,000.00');
    await page.getByTestId('asset-allocation-chart').locator('svg.apexcharts-svg').waitFor();
    // All three steps done: the guide has gone; the income figure is unchanged.
    expect(await page.getByTestId('first-run-guide').count()).toBe(0);
    expect(await metric(page, 'metric-total-income').textContent()).toBe('$3,210.55');

    // ---- the period filter: a range before the statement holds nothing
    await page.getByLabel('Start date').fill('2020-01-01');
    await page.getByLabel('End date').fill('2020-01-31');
    await eventually(
      'an empty period',
      async () => (await metric(page, 'metric-total-income').textContent()) === '$0.00',
    );
    expect(await page.getByLabel('Period', { exact: true }).inputValue()).toBe('Custom');
    await page.getByLabel('Period', { exact: true }).selectOption('Year to Date');
    expect(await page.getByLabel('Start date').inputValue()).toBe(`${now.getFullYear()}-01-01`);
    await page.getByLabel('Period', { exact: true }).selectOption('Last 30 Days');
    await eventually(
      'back to 30 days',
      async () => (await metric(page, 'metric-total-income').textContent()) === '$3,210.55',
    );

    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, '2-with-data');
    expect(errors).toEqual([]);
  });

  it('keeps working when the wealth service is down: only Asset Allocation fails', async () => {
    const { page, context } = await dashboard();
    await context.request.post(url('/api/transactions/manual'), {
      data: {
        transactions: [
          {
            date: dayAgo(1),
            description: 'Freelance job',
            amount: '1000.01',
            category: 'Income',
            isIncome: true,
            transactionType: 'Income',
            tags: [],
          },
        ],
      },
    });
    const stopWealth = holdServiceDown('wealth');
    try {
      await eventually(
        'wealth down',
        async () => (await context.request.get(url('/api/assets'))).status() >= 500,
        30_000,
      );
      await page.reload();
      await page.getByTestId('asset-allocation-error').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('asset-allocation-error').textContent()).toContain(
        'Your assets could not be read. Please try again.',
      );
      await eventually(
        'income card',
        async () => (await metric(page, 'metric-total-income').textContent()) === '$1,000.01',
      );
      await page.getByTestId('recent-transaction').filter({ hasText: 'Freelance job' }).waitFor();
      await page
        .getByTestId('budget-vs-actual')
        .getByText(/No budget set for/)
        .waitFor();
      for (const id of [
        'metric-cards-error',
        'spending-chart-error',
        'budget-vs-actual-error',
        'insights-card-error',
        'recent-transactions-error',
      ]) {
        expect(await page.getByTestId(id).count()).toBe(0);
      }
      await shoot(page, '3-wealth-down');
    } finally {
      await stopWealth();
    }
    // Back up: Retry brings the widget back.
    await eventually(
      'wealth back',
      async () => (await context.request.get(url('/api/assets'))).status() === 200,
      60_000,
    );
    await page.getByTestId('asset-allocation-error').getByRole('button', { name: 'Retry' }).click();
    await page.getByText('No assets tracked yet', { exact: true }).waitFor();
  });

  it('sends a visitor whose session ended to /auth/google after the toast', async () => {
    const { page, context } = await dashboard();
    await page.getByText('No transactions yet. Upload your data to get started!').waitFor();
    await context.request.get(url('/api/logout'), { maxRedirects: 0 });
    // Any read of the Summary now answers 401: the toast, then /auth/google after 500 ms.
    await page.getByLabel('Period', { exact: true }).selectOption('Last 7 Days');
    await toast(page, 'You are logged out. Logging in again...');
    expect(await page.getByTestId('toast').first().textContent()).toContain('Unauthorized');
    await eventually(
      'left the dashboard',
      async () => (await page.getByTestId('dashboard-page').count()) === 0,
      10_000,
    );
    // Google sign-in is not set up on this stack, so /auth/google sends the visitor on to the sign-in form; the
    // test ends once that page has loaded, not in the middle of the navigation.
    await page.waitForURL((address) => address.searchParams.get('auth') === 'login', { waitUntil: 'load' });
    await page.getByRole('dialog').waitFor();
  });

  it('does not load the dashboard or the charts library on the landing page', async () => {
    const context = await chromium.newContext({ viewport: WIDE });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Get Started Free' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => s.includes('/mfe/'))).toEqual([]);
  });
});

/**
 * Keeps a service down: kills it (SIGKILL) each time the supervisor restarts it, until the returned function is
 * called; the supervisor then brings it back. Its pid is in DATA_DIR/run/<name>.pid.
 */
function holdServiceDown(name: string): () => Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const runDir = path.join(dataDir, 'run');
  // Every instance of the service (`wealth.pid`, `wealth-2.pid`, …): with one left, the pool still answers.
  const instance = new RegExp(`^${name}(-\\d+)?\\.pid$`);
  const killNow = () => {
    if (!existsSync(runDir)) return;
    for (const file of readdirSync(runDir).filter((f) => instance.test(f))) {
      // No pid (the file between restarts) is skipped; a pid already gone is a no-op.
      const pid = readPid(dataDir, file.slice(0, -'.pid'.length));
      if (pid !== null) signalPid(pid, 'SIGKILL');
    }
  };
  killNow();
  const timer = setInterval(killNow, 100);
  return async () => {
    clearInterval(timer);
  };
}
