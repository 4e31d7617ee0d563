// The signed-out landing page in real Chromium through the gateway: layout at 1280px and 375px, the
// spec's texts and links, the demo video, the mobile menu, and axe-core scans of the page and the open
// auth modal (no serious or critical violation).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '@tracker/stack-harness';
import { seriousViolations } from './support/axe';
import { baseUrl } from './support/browser';

const FEATURES = [
  'AI-Powered Categorisation',
  'Smart Budget Tracking',
  'Wealth Tracking',
  'AI Insights',
  'Easy Data Import',
  'Secure & Private',
];

async function openLanding(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('landing page at 1280px', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await openLanding(context);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows Login and Sign Up in the header and no menu button', async () => {
    const header = page.getByRole('banner');
    expect(await header.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Sign Up' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
  });

  it('shows the hero with Get Started Free and the six feature cards', async () => {
    expect(await page.getByRole('button', { name: 'Get Started Free' }).isVisible()).toBe(true);
    const cards = page.getByTestId('feature-card');
    expect(await cards.count()).toBe(6);
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(FEATURES);
    for (let i = 0; i < 6; i += 1) expect(await cards.nth(i).isVisible()).toBe(true);
  });

  it("has 'Start Your Free Account' going to /auth/google", async () => {
    const cta = page.getByRole('link', { name: 'Start Your Free Account' });
    expect(await cta.getAttribute('href')).toBe('/auth/google');
    expect(await cta.isVisible()).toBe(true);
  });

  it('has the disclaimer strip and the footer links with 2025', async () => {
    const strip = page.getByRole('complementary', { name: 'Disclaimer' });
    expect(await strip.textContent()).toMatch(/provides no financial advice.*consult a licensed professional/);
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: 'Legal' });
    expect(await links.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(await links.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms-of-use');
    expect(await links.getByRole('link', { name: 'Disclaimer' }).getAttribute('href')).toBe('/disclaimer');
    expect(await footer.textContent()).toContain('© 2025');
  });

  it('marks the demo video autoplay, muted, loop and inline', async () => {
    const video = page.getByLabel(/^Demo of Budget & Wealth Tracker/);
    const state = await video.evaluate((el) => {
      if (!(el instanceof HTMLVideoElement)) return null;
      return {
        autoplay: el.autoplay,
        muted: el.muted,
        mutedAttr: el.hasAttribute('muted'),
        loop: el.loop,
        inline: el.hasAttribute('playsinline'),
      };
    });
    expect(state).toEqual({ autoplay: true, muted: true, mutedAttr: true, loop: true, inline: true });
  });

  it('serves the demo video as video/webm, well under 1 MB', async () => {
    const response = await fetch(`${baseUrl()}/demo.webm`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^video\/webm/);
    const size = (await response.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(1_000_000);
  });

  it('plays the demo video (at most 960px wide)', async () => {
    await page.waitForFunction(
      () => {
        const el = document.querySelector('video');
        return el instanceof HTMLVideoElement && !el.paused && el.currentTime > 0.3 && el.videoWidth > 0;
      },
      undefined,
      { timeout: 15_000 },
    );
    const width = await page.locator('video').evaluate((el) => (el instanceof HTMLVideoElement ? el.videoWidth : 0));
    expect(width).toBeGreaterThan(0);
    expect(width).toBeLessThanOrEqual(960);
  });

  it('pauses and resumes the demo with its control', async () => {
    await page.getByRole('button', { name: 'Pause demo video' }).click();
    expect(await page.locator('video').evaluate((el) => el instanceof HTMLVideoElement && el.paused)).toBe(true);
    await page.getByRole('button', { name: 'Play demo video' }).click();
    await page.getByRole('button', { name: 'Pause demo video' }).waitFor();
  });

  it('has no serious or critical axe violation', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious or critical axe violation with the sign-up modal open', async () => {
    await page.getByRole('button', { name: 'Get Started Free' }).click();
    await page.getByRole('dialog', { name: 'Create Account' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('has no serious or critical axe violation with the login modal open', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('navigates to a legal page from the footer without reloading', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    expect(await page.getByText('Effective date: January 1, 2025').isVisible()).toBe(true);
    await page.goBack();
    await page.getByRole('button', { name: 'Get Started Free' }).waitFor();
  });
});

describe('landing page at 375px', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    page = await openLanding(context);
  });
  afterAll(async () => {
    await context?.close();
  });

  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

  it('fits the width and shows the six cards stacked', async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const cards = page.getByTestId('feature-card');
    expect(await cards.count()).toBe(6);
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(first && second && second.y > first.y + first.height - 1).toBe(true);
    expect(await page.getByRole('link', { name: 'Start Your Free Account' }).getAttribute('href')).toBe('/auth/google');
  });

  it('puts Login and Sign Up behind a menu button', async () => {
    const header = page.getByRole('banner');
    expect(await header.getByRole('navigation', { name: 'Site' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the menu with scroll locked, and closes it when the window widens past 768px', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    expect(await menu.getByRole('button', { name: 'Sign Up' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await bodyOverflow()).toBe('hidden');

    await page.setViewportSize({ width: 767, height: 740 });
    expect(await menu.isVisible()).toBe(true);
    await page.setViewportSize({ width: 800, height: 740 });
    await menu.waitFor({ state: 'hidden' });
    // The stylesheet hides the panel at once; the lock is released when React closes the menu just after.
    await page.waitForFunction(() => getComputedStyle(document.body).overflow !== 'hidden', undefined, {
      timeout: 5000,
    });
    expect(await bodyOverflow()).not.toBe('hidden');
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Site' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the sign-up modal from the menu', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
  });

  it('has no serious or critical axe violation', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });
});
