// What the Transactions suites share: rows added through the real API, and the page's heading, toasts and rows as a
// user finds them.
import { mkdir, readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from 'playwright-core';
import { baseUrl } from './browser';

export interface SeedRow {
  date: string;
  description: string;
  amount: string;
  category: string;
  transactionType: 'Income' | 'Expense' | 'Investment' | 'Savings';
  isIncome?: boolean;
  tags?: string[];
}

/** Adds rows through POST /api/transactions/manual (the same call the manual dialog makes). */
export async function seed(request: APIRequestContext, rows: SeedRow[]): Promise<void> {
  const response = await request.post(`${baseUrl()}/api/transactions/manual`, {
    data: { transactions: rows.map((row) => ({ isIncome: false, tags: [], ...row })) },
  });
  if (!response.ok()) throw new Error(`seeding answered ${response.status()}: ${await response.text()}`);
}

/** A day of March 2025 for the i-th row. */
export const dayOf = (i: number) => `2025-03-${String((i % 28) + 1).padStart(2, '0')}`;

export const heading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /Transactions \(\d+ total, showing \d+\)/ });
export const headingText = async (page: Page) => (await heading(page).textContent())?.trim();
export const waitForHeading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 2, name: text, exact: true }).waitFor();
export const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
export const rowOf = (page: Page, description: string) =>
  page.getByTestId('transaction-row').filter({ hasText: description });
export const rowCount = (page: Page) => page.getByTestId('transaction-row').count();

export async function downloadText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/transactions-e2e-shots';

/** What the user sees (the viewport), and the whole page beside it, in E2E_SCREENSHOTS_DIR. */
export async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.screenshot({ path: `${SHOTS}/${name}-full.png`, fullPage: true });
}
