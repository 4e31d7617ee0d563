// The first steps of every import a suite drives: a signed-in user on the Transactions page, and a statement chosen
// in the Upload Transactions dialog up to its preview.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './browser';
import type { SuiteBrowser } from './suite';

/** A new signed-in user on /transactions, once the list's heading is shown. */
export async function transactionsPage(
  chromium: SuiteBrowser,
  viewport: { width: number; height: number },
): Promise<{ page: Page; context: BrowserContext }> {
  const { context } = await chromium.signedIn({ viewport });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/transactions`);
  await page.getByRole('heading', { level: 2, name: /Transactions \(\d+ total, showing \d+\)/ }).waitFor();
  return { page, context };
}

/** Opens the dialog and chooses a file; returns the dialog once the file's preview is shown. */
export async function chooseStatement(page: Page, name: string, content: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload Transactions', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Transactions' });
  await dialog.getByLabel('Choose files').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await dialog.getByTestId('preview-rows').waitFor();
  return dialog;
}
