// What the browser suites share for looking at a screen as a person would: the two sizes every screen is checked at,
// waiting for a condition, dates relative to today, and a screenshot at both sizes that fails when anything is wider
// than the phone.
import type { Page } from 'playwright-core';

export const WIDE = { width: 1366, height: 900 };
export const NARROW = { width: 390, height: 844 };

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The local calendar date `daysAgo` days before today, YYYY-MM-DD. */
export function dayAgo(daysAgo: number): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** A day of an earlier month, YYYY-MM-DD. */
export function dayOfMonthAgo(monthsAgo: number, day: number): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - monthsAgo);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(day)}`;
}

export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Full-page screenshots `<dir>/<name>-wide.png` and `-narrow.png`, failing when anything is wider than the phone
 * (charts redraw for the new width after their resize debounce). Offenders are named by test id, else tag and text.
 * Leaves the page at the wide size.
 */
export async function shootBothSizes(page: Page, dir: string, name: string): Promise<void> {
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: `${dir}/${name}-wide.png`, fullPage: true });
  await page.setViewportSize(NARROW);
  const offenders = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && e.getBoundingClientRect().width > 0)
        .filter((e) => !e.closest('[aria-hidden="true"]') && getComputedStyle(e).visibility !== 'hidden')
        .map(
          (e) => e.getAttribute('data-testid') ?? `${e.tagName.toLowerCase()} ${(e.textContent ?? '').slice(0, 30)}`,
        ),
    );
  await eventually('the page fits the phone', async () => (await offenders()).length === 0, 8000).catch(
    () => undefined,
  );
  expect(await offenders()).toEqual([]);
  // The sidebar turns into a drawer at the phone's width and slides away: the shot waits for it to be gone.
  await eventually(
    'transitions have ended',
    () => page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running')),
    5000,
  ).catch(() => undefined);
  await page.screenshot({ path: `${dir}/${name}-narrow.png`, fullPage: true });
  await page.setViewportSize(WIDE);
}
