// The Wealth area (issue 14) in real Chromium through the gateway, as a new user meets it, with the price
// providers faked locally (e2e/support/fakeProviders.ts): add a stock, a crypto, a house and a mortgage, see live
// prices with their tags, net worth, breakdown and charts; sync; edit inline; upload the sample file; then the same
// page with the providers down or limiting (stored values with their tags, no error).
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { MongoClient } from 'mongodb';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/browser';
import { setFakeMode } from './support/fakeProviders';
import { useBrowser } from './support/suite';

jest.setTimeout(180_000);

const WIDE = { width: 1366, height: 900 };
const NARROW = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/wb-shots';
mkdirSync(SHOTS, { recursive: true });

const chromium = useBrowser();
afterEach(async () => {
  await setFakeMode(process.env.E2E_YAHOO_URL, 'ok');
  await setFakeMode(process.env.E2E_COINGECKO_URL, 'ok');
});

const url = (path: string) => `${baseUrl()}${path}`;

async function wealthPage(): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const { context } = await chromium.signedIn({ viewport: WIDE, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(url('/wealth'));
  await page.getByRole('heading', { level: 1, name: 'Wealth Management' }).waitFor();
  return { page, context, errors };
}

const row = (page: Page, name: string) => page.locator('tr', { hasText: name }).first();
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits for the page's finite animations (a dialog fading in) to end, so a screenshot shows the settled screen. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-wide.png`, fullPage: true });
  await page.setViewportSize(NARROW);
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}-narrow.png`, fullPage: true });
  await page.setViewportSize(WIDE);
}

async function addAsset(
  page: Page,
  fields: {
    group?: string;
    type?: string;
    name: string;
    symbol?: string;
    quantity?: string;
    value?: string;
    livePrice?: string;
  },
) {
  if (fields.group) await page.getByRole('button', { name: `Add Asset to ${fields.group}` }).click();
  else await page.getByRole('button', { name: 'Add Asset', exact: true }).first().click();
  const dialog = page.getByTestId('asset-dialog');
  await dialog.waitFor();
  const typeSelect = dialog.getByLabel('Asset Type');
  if (fields.group) {
    expect(await typeSelect.isDisabled()).toBe(true);
  } else if (fields.type) await typeSelect.selectOption({ label: fields.type });
  await dialog.getByLabel('Asset Name').fill(fields.name);
  if (fields.symbol) await dialog.getByLabel('Symbol').fill(fields.symbol);
  if (fields.livePrice) await dialog.getByText(`Live price: ${fields.livePrice}`).waitFor();
  if (fields.quantity) await dialog.getByLabel('Quantity').fill(fields.quantity);
  if (fields.value) await dialog.getByLabel('Value (per unit)').fill(fields.value);
  await dialog.getByRole('button', { name: 'Add Asset' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row(page, fields.name).waitFor();
}

describe('the Wealth page', () => {
  it('takes a new user from nothing to a portfolio with live prices, net worth, charts, sync, inline edit and upload', async () => {
    const { page, context, errors } = await wealthPage();
    await page.getByText('No assets tracked yet').waitFor();
    await page.getByText('No Equities (Stocks) added yet').waitFor();
    expect(await page.getByTestId('net-worth').textContent()).toBe('$0.00');
    // A new user has no history, so no change is shown (never a made-up figure).
    expect(await page.getByTestId('net-worth-change').count()).toBe(0);
    expect(await page.getByText(/this quarter/).count()).toBe(0);
    await shoot(page, '1-empty');

    // The dialog's name rule (product.md › Validation rules) before anything is sent.
    await page.getByRole('button', { name: 'Add Asset', exact: true }).first().click();
    await page.getByTestId('asset-dialog').getByRole('button', { name: 'Add Asset' }).click();
    await page.getByText('Asset name is required').waitFor();
    await page.getByText('Asset type is required').waitFor();
    await page.getByTestId('asset-dialog').getByRole('button', { name: 'Cancel' }).click();

    await addAsset(page, {
      type: 'Equities (Stocks)',
      name: 'Apple',
      symbol: 'AAPL',
      livePrice: '$212.49',
      quantity: '10',
    });
    await addAsset(page, {
      group: 'Cryptocurrencies',
      name: 'Bitcoin',
      symbol: 'BTC',
      livePrice: '$67,012.50',
      quantity: '0.5',
    });
    await addAsset(page, { group: 'Property/Real Estate', name: 'Family Home', value: '420000' });
    await addAsset(page, { group: 'Liabilities', name: 'Mortgage', value: '280000' });

    await row(page, 'Apple').getByText('Live Price').waitFor();
    await row(page, 'Bitcoin').getByText('Live Price').waitFor();
    expect(await row(page, 'Apple').textContent()).toContain('$2,124.90');
    expect(await row(page, 'Bitcoin').textContent()).toContain('$33,506.25');
    // 2,124.90 + 33,506.25 + 420,000 − 280,000
    await page.getByTestId('net-worth').filter({ hasText: '$175,631.15' }).waitFor();
    expect(await page.getByTestId('breakdown-liabilities').textContent()).toContain('$280,000.00');
    expect(await page.getByTestId('breakdown-property_real_estate').textContent()).toMatch(/\d+\.\d%/);
    await page.getByTestId('allocation-chart').locator('svg').first().waitFor();
    await page.getByTestId('net-worth-history-chart').locator('svg').first().waitFor();
    await shoot(page, '2-portfolio');

    // One day of history: still no change to show.
    expect(await page.getByTestId('net-worth-change').count()).toBe(0);

    // Sync stores the live prices as values and says so.
    await page.getByRole('button', { name: 'Sync Prices' }).click();
    await toast(page, 'Prices updated for 2 assets');
    await page.getByRole('button', { name: 'Sync Prices' }).waitFor();
    await eventually(async () => {
      const assets = (await (await context.request.get(url('/api/assets'))).json()) as {
        name: string;
        value: string;
      }[];
      return assets.find((a) => a.name === 'Apple')?.value === '212.49';
    });
    const stored = (await (await context.request.get(url('/api/assets'))).json()) as { name: string; value: string }[];
    expect(stored.find((a) => a.name === 'Bitcoin')?.value).toBe('67012.5');

    // Inline edit: Cancel restores, Save sends.
    await row(page, 'Family Home').getByRole('button', { name: 'Edit Family Home' }).click();
    await page.getByLabel('Unit Value').fill('1');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await row(page, 'Family Home').textContent()).toContain('$420,000.00');
    await row(page, 'Family Home').getByRole('button', { name: 'Edit Family Home' }).click();
    await page.getByLabel('Unit Value').fill('430000');
    await page.getByRole('button', { name: 'Save' }).click();
    await row(page, 'Family Home').getByText('$430,000.00').first().waitFor();
    await page.getByTestId('net-worth').filter({ hasText: '$185,631.15' }).waitFor();

    // The sample file downloads and uploads back; the page reloads a second later.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Sample File' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Wealth_Upload_Example.xlsx');
    const samplePath = await download.path();
    await page.getByTestId('asset-file-input').setInputFiles({
      name: 'Wealth_Upload_Example.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await readFile(samplePath),
    });
    await toast(page, 'Imported 7 assets');
    await page.waitForEvent('load');
    await row(page, 'Home Mortgage').waitFor();
    await row(page, 'Employer 401k').waitFor();
    // The sample's long names and notes give way on a laptop: the table fits without scrolling sideways, so every
    // row's Edit and Delete stay in sight (at 1366 and 1280 px).
    const tableScroll = page.getByTestId('asset-table-scroll');
    // Measured once the reloaded page's live prices have come in: until then a row's price badge may say another
    // (longer) thing for a moment.
    await page.waitForLoadState('networkidle');
    for (const width of [WIDE.width, 1280]) {
      await page.setViewportSize({ width, height: WIDE.height });
      expect([width, await tableScroll.evaluate((el) => el.scrollWidth - el.clientWidth)]).toEqual([width, 0]);
    }
    await page.setViewportSize(WIDE);

    // A CSV without the layout's columns is refused in the browser.
    await page
      .getByTestId('asset-file-input')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('Asset,Quantity\nA,1\n') });
    await toast(page, 'Missing required columns: date/month/year purchased, purchase price, current value');
    await shoot(page, '3-uploaded');
    expect(errors).toEqual([]);
  });

  it('shows stored values with their tags when the providers are down or limiting, and never an error', async () => {
    const { page, context, errors } = await wealthPage();
    for (const body of [
      { name: 'Microsoft', type: 'equities_stocks', symbol: 'MSFT', quantity: 2, value: 400 },
      { name: 'Ethereum', type: 'cryptocurrencies', symbol: 'ETH', quantity: 1, value: 3000 },
      { name: 'Pension', type: 'super_pension_401k', value: 50000 },
    ]) {
      const res = await context.request.post(url('/api/assets'), { data: body });
      expect(res.status()).toBe(201);
    }
    await setFakeMode(process.env.E2E_YAHOO_URL, 'down');
    await setFakeMode(process.env.E2E_COINGECKO_URL, 'rate_limit');
    const started = Date.now();
    const price = await context.request.get(url('/api/assets/price/temp?symbol=MSFT&type=equities_stocks'));
    expect(Date.now() - started).toBeLessThan(2500);
    expect(price.status()).toBe(200);
    expect(await price.json()).toMatchObject({ price: null, errorType: 'no_data' });

    await page.reload();
    await row(page, 'Microsoft').getByText('No Live Data').waitFor();
    await row(page, 'Ethereum').getByText('Rate Limited').waitFor();
    expect(await row(page, 'Microsoft').textContent()).toContain('$400.00');
    expect(await row(page, 'Ethereum').textContent()).toContain('$3,000.00');
    await page.getByTestId('net-worth').filter({ hasText: '$53,800.00' }).waitFor();
    expect(await page.getByTestId('toast').count()).toBe(0);
    await shoot(page, '4-providers-down');

    // Sync Prices says that nothing was updated, and which assets and why.
    await page.getByRole('button', { name: 'Sync Prices' }).click();
    const notice = page.getByTestId('toast').filter({ hasText: 'No prices updated' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Microsoft (MSFT): No Live Data.');
    expect(await notice.textContent()).toContain('Ethereum (ETH): Rate Limited.');
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/5-sync-failed-wide.png` });
    expect(errors).toEqual([]);
  });

  it("shows the user's own net-worth change over the quarter, from the stored daily snapshots", async () => {
    const { page, context, errors } = await wealthPage();
    const { id: userId } = (await (await context.request.get(url('/api/user'))).json()) as { id: string };
    const today = new Date().toISOString().slice(0, 10);
    const quarterStart = `${today.slice(0, 5)}${String(Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
    const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const client = await MongoClient.connect(process.env.E2E_MONGODB_URI ?? '');
    try {
      const snapshots = client.db().collection('net_worth_snapshots');
      // The quarter opened at 10,000; today the user owns 10,210 (+2.1%).
      await snapshots.insertOne({
        userId,
        date: dayBefore(quarterStart),
        netWorth: '10000',
        totalAssets: '10000',
        totalLiabilities: '0',
        updatedAt: new Date(),
      });
      const res = await context.request.post(url('/api/assets'), {
        data: { name: 'Savings account', type: 'property_real_estate', value: 10210 },
      });
      expect(res.status()).toBe(201);
      await page.reload();
      const change = page.getByTestId('net-worth-change');
      await change.filter({ hasText: '+2.1% this quarter' }).waitFor();
      await page.getByTestId('net-worth-history-chart').locator('svg').first().waitFor();
      await shoot(page, '6-quarter-change');

      // A history that starts inside the quarter says what it covers.
      const first = today === quarterStart ? null : dayBefore(today);
      await snapshots.deleteMany({ userId, date: { $lt: quarterStart } });
      if (first) {
        await snapshots.insertOne({
          userId,
          date: first,
          netWorth: '10500',
          totalAssets: '10500',
          totalLiabilities: '0',
          updatedAt: new Date(),
        });
        await page.reload();
        const short = `${Number(first.slice(8, 10))} ${new Date(`${first}T00:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}`;
        await change.filter({ hasText: `-2.8% since ${short}` }).waitFor();
        expect(await change.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(220, 38, 38)');
        await page.getByTestId('net-worth-history-chart').locator('svg').first().waitFor();
        await shoot(page, '7-since-change');
      }
    } finally {
      await client.close();
    }
    expect(errors).toEqual([]);
  });

  it.each([
    ['wide', WIDE],
    ['narrow', NARROW],
  ])('asks for the types of a file with the documented columns only, then imports it (%s)', async (size, viewport) => {
    const { page, errors } = await wealthPage();
    await page.setViewportSize(viewport);
    const csv = [
      'Asset,Symbol,Quantity,Date Purchased,Purchase Price,Current Value',
      'Apple,AAPL,10,2021,120,150',
      'Vanguard S&P 500,VOO,2,2022,350,400',
      'Bitcoin,BTC,0.1,2021,30000,40000',
      'Lake cabin,,,2019,,250000',
    ].join('\n');
    await page
      .getByTestId('asset-file-input')
      .setInputFiles({ name: 'portfolio.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const dialog = page.getByTestId('asset-types-dialog');
    await dialog.getByRole('heading', { name: 'Choose a type for 4 assets' }).waitFor();
    const typeOf = (name: string, line: number) => dialog.getByLabel(`Type of ${name} (line ${line})`);
    expect(await typeOf('Apple', 2).inputValue()).toBe('equities_stocks');
    expect(await typeOf('Vanguard S&P 500', 3).inputValue()).toBe('etfs');
    expect(await typeOf('Bitcoin', 4).inputValue()).toBe('cryptocurrencies');
    expect(await typeOf('Lake cabin', 5).inputValue()).toBe('');
    expect(await dialog.getByRole('button', { name: 'Import assets' }).isDisabled()).toBe(true);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/8-choose-types-${size}.png` });
    await dialog.getByLabel('Type for the whole file').selectOption({ label: 'Property/Real Estate' });
    expect(await typeOf('Lake cabin', 5).inputValue()).toBe('property_real_estate');
    expect(await typeOf('Apple', 2).inputValue()).toBe('equities_stocks');
    await dialog.getByRole('button', { name: 'Import assets' }).click();
    await toast(page, 'Imported 4 assets');
    await page.waitForEvent('load');
    for (const [type, name] of [
      ['equities_stocks', 'Apple'],
      ['etfs', 'Vanguard S&P 500'],
      ['cryptocurrencies', 'Bitcoin'],
      ['property_real_estate', 'Lake cabin'],
    ]) {
      await page.getByTestId(`asset-group-${type}`).getByText(name, { exact: true }).waitFor();
    }
    await page.screenshot({ path: `${SHOTS}/9-imported-${size}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('counts a home as 100% of the assets and its mortgage apart, with net worth under it', async () => {
    const { page, context, errors } = await wealthPage();
    for (const body of [
      { name: 'Home', type: 'property_real_estate', value: 400000 },
      { name: 'Mortgage', type: 'liabilities', value: 100000 },
    ]) {
      expect((await context.request.post(url('/api/assets'), { data: body })).status()).toBe(201);
    }
    await page.reload();
    const breakdown = page.getByTestId('asset-breakdown');
    await breakdown.getByText('$400,000.00 · 100.0%').waitFor();
    expect(await page.getByTestId('breakdown-liabilities').innerText()).toMatch(
      /^Liabilities\s*\(1\)\s*-\$100,000\.00$/,
    );
    expect(await page.getByTestId('breakdown-net-worth').innerText()).toMatch(/^Net worth\s*\$300,000\.00$/);
    // The doughnut has one slice: the home, all of what is owned.
    const slices = page.getByTestId('allocation-chart').locator('path.apexcharts-pie-area');
    await eventually(async () => (await slices.count()) === 1);
    for (const [name, viewport] of [
      ['1366', WIDE],
      ['390', NARROW],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(1200); // the doughnut's drawing animation
      await breakdown.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/13-mortgage-apart-${name}.png`, fullPage: true });
    }
    await page.goto(url('/'));
    const allocation = page.getByTestId('asset-allocation');
    await allocation.getByTestId('dashboard-asset').first().waitFor();
    expect(await allocation.getByTestId('dashboard-asset').allInnerTexts()).toEqual([expect.stringContaining('Home')]);
    expect(await page.getByTestId('dashboard-net-worth').textContent()).toBe('$300,000.00');
    expect(errors).toEqual([]);
  });

  it("keeps each Asset Breakdown row's figure and share on one line, whole, on a laptop and on a phone", async () => {
    const { page, context, errors } = await wealthPage();
    for (const body of [
      { name: 'Employer 401k', type: 'super_pension_401k', value: 41882.81 },
      { name: 'Family Home', type: 'property_real_estate', value: 1217000 },
      { name: 'Gold bars', type: 'commodities', value: 12000 },
      { name: 'Mortgage', type: 'liabilities', value: 300000 },
    ]) {
      expect((await context.request.post(url('/api/assets'), { data: body })).status()).toBe(201);
    }
    await page.reload();
    const breakdown = page.getByTestId('asset-breakdown');
    await breakdown.getByText('$41,882.81 · 3.3%').waitFor();
    for (const viewport of [{ width: 1280, height: 900 }, WIDE, NARROW]) {
      await page.setViewportSize(viewport);
      // Each figure: its lines (the distinct tops of its text's boxes), and whether it ends inside its row.
      const figures = await breakdown.getByText(/ · \d+\.\d%$/).evaluateAll((elements) =>
        elements.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
          const row = (el.closest('li') as HTMLElement).getBoundingClientRect();
          const whole = el.scrollWidth <= el.clientWidth && range.getBoundingClientRect().right <= row.right + 0.5;
          return `${el.textContent} ${lines === 1 ? 'one line' : `${lines} lines`}${whole ? '' : ', cut'}`;
        }),
      );
      expect([viewport.width, figures]).toEqual([
        viewport.width,
        [
          // Shares of the assets ($1,270,882.81); the mortgage is apart, with net worth, and has no share.
          '$12,000.00 · 0.9% one line',
          '$41,882.81 · 3.3% one line',
          '$1,217,000.00 · 95.8% one line',
        ],
      ]);
    }
    await page.screenshot({ path: `${SHOTS}/12-breakdown-narrow.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('shows a card per asset on a phone, everything in sight, and the whole of a long name in a tooltip', async () => {
    const { page, context, errors } = await wealthPage();
    const long = 'Vanguard FTSE All-World High Dividend Yield UCITS ETF Distributing (London listing)';
    for (const body of [
      { name: long, type: 'etfs', symbol: 'VOO', quantity: 12.5, value: 500 },
      { name: 'Family Home', type: 'property_real_estate', value: 420000 },
    ]) {
      expect((await context.request.post(url('/api/assets'), { data: body })).status()).toBe(201);
    }
    await page.reload();
    // Wide: the long name ends in an ellipsis, and hovering it shows the whole name (once the row has its live
    // price, so the row no longer moves under the pointer).
    await row(page, long).getByText('Live Price').waitFor();
    await page.getByRole('button', { name: 'Sync Prices' }).waitFor();
    await page.getByText(long, { exact: true }).hover();
    await page.getByRole('tooltip').filter({ hasText: long }).waitFor();
    await page.screenshot({ path: `${SHOTS}/10-long-name-tooltip-wide.png` });

    await page.setViewportSize(NARROW);
    await page.mouse.move(0, 0);
    const card = row(page, 'Family Home');
    await card.getByText('$420,000.00').first().waitFor();
    // Nothing scrolls sideways: the cards fit the screen with Quantity, Unit Value, Value and the actions in sight.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const scroll = page.getByTestId('asset-table-scroll');
    expect(await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const text of ['Quantity', 'Unit Value', 'Value']) {
      const cell = row(page, long).locator(`td[data-label="${text}"]`);
      const box = await cell.boundingBox();
      expect([text, box !== null && box.x >= 0 && box.x + box.width <= NARROW.width]).toEqual([text, true]);
    }
    for (const action of [`Edit ${long}`, `Delete ${long}`, 'Edit Family Home', 'Delete Family Home']) {
      const box = await page.getByRole('button', { name: action }).boundingBox();
      expect([action, box !== null && box.x >= 0 && box.x + box.width <= NARROW.width]).toEqual([action, true]);
    }
    // Each value is labelled in its card.
    const quantity = row(page, long).locator('td[data-label="Quantity"]');
    expect(await quantity.textContent()).toBe('12.5');
    expect(await quantity.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Quantity"');
    await page.screenshot({ path: `${SHOTS}/11-cards-narrow.png`, fullPage: true });
    // Editing works in a card too.
    await page.getByRole('button', { name: 'Edit Family Home' }).click();
    // The currency's label ('USD — US Dollar') does not fit the card's column: it ends in an ellipsis, not mid-word.
    expect(
      await page
        .locator('tr', { has: page.getByLabel('Unit Value') })
        .getByLabel('Currency', { exact: true })
        .evaluate((select: HTMLSelectElement) => getComputedStyle(select).textOverflow),
    ).toBe('ellipsis');
    await page.getByLabel('Unit Value').fill('430000');
    await page.getByRole('button', { name: 'Save' }).click();
    await row(page, 'Family Home').getByText('$430,000.00').first().waitFor();
    expect(errors).toEqual([]);
  });
});
