// One Chromium per suite, and every context a test opens closed after that test: the lifecycle every browser suite
// shares. Call useBrowser() at the top level of a suite file.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { launchBrowser } from '@tracker/stack-harness';
import { signedInContext, type TestUser } from './session';

/**
 * How long a context may take to close. Chromium can leave `context.close()` unsettled while a renderer is still
 * in a navigation (a page sent to /auth/google and on to the landing page as the test ends); unbounded, that hung
 * a hook for its whole 240 s timeout and failed a suite whose tests had passed.
 */
const CLOSE_DEADLINE_MS = 30_000;

/** 'closed', or 'hung' when the promise has not settled within ms (a rejection counts as closed: it is gone). */
async function closedWithin(closing: Promise<unknown>, ms: number): Promise<'closed' | 'hung'> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), ms);
  });
  try {
    const settled = closing.then(
      () => 'closed' as const,
      () => 'closed' as const,
    );
    return await Promise.race([settled, hung]);
  } finally {
    clearTimeout(timer);
  }
}

export interface SuiteBrowser {
  /** The suite's Chromium (started in beforeAll). */
  readonly browser: Browser;
  /** A new context, closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A new context with a freshly registered, signed-in user, closed after the test. */
  signedIn(options?: BrowserContextOptions): Promise<{ context: BrowserContext; user: TestUser }>;
}

export function useBrowser(): SuiteBrowser {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    const outcomes = await Promise.all(
      contexts.splice(0).map((context) => closedWithin(context.close(), CLOSE_DEADLINE_MS)),
    );
    if (!outcomes.includes('hung')) return;
    // The test's own assertions are done; a Chromium that cannot close a context is replaced so the next test
    // starts from a browser that answers, and the log says so.
    console.warn(`a browser context did not close within ${CLOSE_DEADLINE_MS} ms: the suite's Chromium is restarted`);
    const stuck = browser;
    browser = undefined;
    if (stuck) await closedWithin(stuck.close(), CLOSE_DEADLINE_MS);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const started = (): Browser => {
    if (!browser) throw new Error('the suite browser starts in beforeAll');
    return browser;
  };
  return {
    get browser() {
      return started();
    },
    async newContext(options) {
      const context = await started().newContext(options);
      contexts.push(context);
      return context;
    },
    async signedIn(options) {
      const session = await signedInContext(started(), options);
      contexts.push(session.context);
      return session;
    },
  };
}
