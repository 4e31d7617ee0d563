// The Wealth area (issue 14) in real Chromium through the gateway, as a new user meets it, with the price
// providers faked locally (e2e/support/fakeProviders.ts): add a stock, a crypto, a house and a mortgage, see live
// prices with their tags, net worth, breakdown and charts; sync; edit inline; upload the sample file; then the same
// page with the providers down or limiting (stored values with their tags, no error).
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/browser';
import { setFakeMode } from './support/fakeProviders';
import { useBrowser } from './support/suite';

jest.setTimeout(180_000);

const WIDE = { width: 1366, height: 900 };
const NARROW = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/wealth-shots';
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

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-wide.png`, fullPage: true });
  await page.setViewportSize(NARROW);
  await page.screenshot({ path: `${SHOTS}/${name}-narrow.png`, fullPage: true });
  await page.setViewportSize(WIDE);
}

async function addAsset(page: Page, fields: { group?: string; type?: string; name: string; symbol?: string; quantity?: string; value?: string; livePrice?: string }) {
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
    await page.getByText('+8.3% this quarter').waitFor();
    await shoot(page, '1-empty');

    // The dialog's name rule (spec §5) before anything is sent.
    await page.getByRole('button', { name: 'Add Asset', exact: true }).first().click();
    await page.getByTestId('asset-dialog').getByRole('button', { name: 'Add Asset' }).click();
    await page.getByText('Asset name is required').waitFor();
    await page.getByText('Asset type is required').waitFor();
    await page.getByTestId('asset-dialog').getByRole('button', { name: 'Cancel' }).click();

    await addAsset(page, { type: 'Equities (Stocks)', name: 'Apple', symbol: 'AAPL', livePrice: '$212.49', quantity: '10' });
    await addAsset(page, { group: 'Cryptocurrencies', name: 'Bitcoin', symbol: 'BTC', livePrice: '$67,012.50', quantity: '0.5' });
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

    // Sync stores the live prices as values.
    await page.getByRole('button', { name: 'Sync Prices' }).click();
    await page.getByRole('button', { name: 'Sync Prices' }).waitFor();
    await eventually(async () => {
      const assets = (await (await context.request.get(url('/api/assets'))).json()) as { name: string; value: string }[];
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
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Sample File' }).click()]);
    expect(download.suggestedFilename()).toBe('Wealth_Upload_Example.xlsx');
    const samplePath = await download.path();
    await page.getByTestId('asset-file-input').setInputFiles({ name: 'Wealth_Upload_Example.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await readFile(samplePath) });
    await toast(page, 'Imported 7 assets');
    await page.waitForEvent('load');
    await row(page, 'Home Mortgage').waitFor();
    await row(page, 'Employer 401k').waitFor();

    // A CSV without the layout's columns is refused in the browser.
    await page.getByTestId('asset-file-input').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('Asset,Quantity\nA,1\n') });
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
    expect(errors).toEqual([]);
  });
});
