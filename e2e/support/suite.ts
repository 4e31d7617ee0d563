// One Chromium per suite, and every context a test opens closed after that test: the lifecycle every browser suite
// shares. Call useBrowser() at the top level of a suite file.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { launchBrowser } from '@tracker/stack-harness';
import { signedInContext, type TestUser } from './session';

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
    await Promise.all(contexts.splice(0).map((context) => context.close()));
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
