// Pages stay light: each page's JavaScript over the wire, as Chromium receives it through the gateway on a first
// visit (cache off), within its budget. A page past its budget fails naming every script it loaded, largest first,
// so the chunk that grew is on top. The budgets are those of docs/product.md (Pages stay light).
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/browser';
import { useBrowser } from './support/suite';

jest.setTimeout(180_000);

const chromium = useBrowser();
const KB = 1024;
/** Every signed-in page: at most 200 KB of JavaScript over the wire. */
const SIGNED_IN_BUDGET = 200 * KB;
/** The landing page (signed out) is the first thing a visitor waits for. */
const LANDING_BUDGET = 150 * KB;

interface Script {
  path: string;
  bytes: number;
}

/** Opens `path` in a fresh tab with the cache off and sums what each script cost on the wire once the page settles. */
async function scriptsOf(context: BrowserContext, path: string, landmark: (page: Page) => Promise<unknown>) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, { url: string; type: string }>();
  const scripts: Script[] = [];
  cdp.on('Network.responseReceived', (event) =>
    urls.set(event.requestId, { url: event.response.url, type: event.type }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const seen = urls.get(event.requestId);
    if (seen?.type === 'Script') scripts.push({ path: new URL(seen.url).pathname, bytes: event.encodedDataLength });
  });
  await page.goto(`${baseUrl()}${path}`);
  await landmark(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return scripts.sort((a, b) => b.bytes - a.bytes);
}

function verdict(path: string, scripts: Script[], budget: number) {
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const lines = scripts.map((script) => `  ${kb(script.bytes).padStart(9)}  ${script.path}`);
  console.log(`${path}: ${kb(total)} of JavaScript in ${scripts.length} files\n${lines.join('\n')}`);
  return { path, within: total <= budget, total: kb(total), budget: kb(budget), scripts: lines };
}

const SIGNED_IN: Array<[string, string]> = [
  ['/', 'dashboard-summary'],
  ['/transactions', 'transactions-page'],
  ['/budget', 'budget-page'],
  ['/wealth', 'wealth-page'],
  ['/account', 'account-page'],
];

describe('page weight', () => {
  it.each(SIGNED_IN)('signed in, %s sends at most 200 KB of JavaScript', async (path, testId) => {
    const { context } = await chromium.signedIn({ viewport: { width: 1366, height: 900 } });
    const scripts = await scriptsOf(context, path, (page) => page.getByTestId(testId).first().waitFor());
    const result = verdict(path, scripts, SIGNED_IN_BUDGET);
    expect(result).toEqual({ ...result, within: true });
  });

  it('the landing page, signed out, sends at most 150 KB of JavaScript', async () => {
    const context = await chromium.newContext({ viewport: { width: 1366, height: 900 } });
    const scripts = await scriptsOf(context, '/', (page) => page.getByRole('heading').first().waitFor());
    const result = verdict('/ (signed out)', scripts, LANDING_BUDGET);
    expect(result).toEqual({ ...result, within: true });
  });
});
