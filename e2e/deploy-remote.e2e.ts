// An area deployed while someone uses it (docs/product.md › Updates while people use the app): a signed-in user has
// /transactions open when a new release of mfe-transactions is published by `npm run deploy -- mfe-transactions`.
// The open page keeps working, its lazily loaded parts included (they come from the release it started with), no
// request fails, and the next page load uses the new release. RELEASE_SALT makes the unchanged sources build under
// all-new file names, as a changed source would.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl } from './support/browser';
import { useBrowser } from './support/suite';

jest.setTimeout(300_000);

const chromium = useBrowser();
const ROOT = path.resolve(__dirname, '..');
const MANIFEST = path.join(ROOT, 'mfe-transactions/dist/mf-manifest.json');

const remoteEntryOf = (): string =>
  (JSON.parse(readFileSync(MANIFEST, 'utf8')) as { metaData: { remoteEntry: { name: string } } }).metaData.remoteEntry
    .name;

/** Every request of the page that failed or answered 5xx or 404, and every uncaught error. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('requestfailed', (request) => problems.push(`failed ${request.url()}: ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 500 || response.status() === 404) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

describe('a remote deployed while a page is open', () => {
  it('keeps the open page working, lazy parts included, without a failed request; the next load is the new release', async () => {
    const { context } = await chromium.signedIn({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(`${baseUrl()}/transactions`);
    await page.getByTestId('transactions-page').first().waitFor();
    const before = remoteEntryOf();

    const deploy = spawnSync(process.execPath, ['scripts/deploy.mjs', 'mfe-transactions'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, RELEASE_SALT: `e2e-${Date.now()}` },
    });
    expect({ status: deploy.status, stderr: deploy.stderr.slice(-2000) }).toEqual({
      status: 0,
      stderr: expect.any(String),
    });
    expect(deploy.stdout).toMatch(/DEPLOYED/);
    const after = remoteEntryOf();
    expect(after).not.toBe(before);

    // The open page: a dialog and another page of the area, both downloaded only now, from its own release.
    await page.getByRole('button', { name: 'Upload Transactions', exact: true }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Transactions' });
    await upload.waitFor();
    await page.keyboard.press('Escape');
    await upload.waitFor({ state: 'detached' });
    await page.getByTestId('rules-link').click();
    await page.waitForURL('**/transactions/rules');
    await page.getByRole('heading', { name: 'Rules' }).first().waitFor();
    expect(problems).toEqual([]);

    // A new page load reads the new manifest and runs the new release.
    const fresh = await context.newPage();
    const freshProblems = watch(fresh);
    const entries: string[] = [];
    fresh.on('request', (request) => {
      if (request.url().includes('/mfe/transactions/remoteEntry'))
        entries.push(path.basename(new URL(request.url()).pathname));
    });
    await fresh.goto(`${baseUrl()}/transactions`);
    await fresh.getByTestId('transactions-page').first().waitFor();
    expect(entries).toEqual([after]);
    expect(freshProblems).toEqual([]);
  });
});
