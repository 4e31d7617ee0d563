// The platform through the gateway: routing, headers, compression, health of every service,
// and the shell loading a federated remote (and containing one that fails) in real Chromium.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '@tracker/stack-harness';
import { baseUrl } from './support/browser';
import { signedInContext } from './support/session';

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy'];

function expectSecurityHeaders(response: Response) {
  for (const name of SECURITY_HEADERS) expect(response.headers.get(name)).toBeTruthy();
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe(`gateway (${process.env.E2E_GATEWAY})`, () => {
  it('answers GET /api/user with a 401 JSON error for a visitor', async () => {
    const response = await fetch(`${baseUrl()}/api/user`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual(
      expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
    );
    expectSecurityHeaders(response);
  });

  it('answers an /api/ path no service owns with a 404 JSON error, never the SPA', async () => {
    const response = await fetch(`${baseUrl()}/api/anything-unknown`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual(
      expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
    );
    expectSecurityHeaders(response);
  });

  it('serves the shell HTML for an app route, uncached', async () => {
    const response = await fetch(`${baseUrl()}/budget`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toMatch(/no-cache/);
    expect(await response.text()).toMatch(/<div id="root">/);
    expectSecurityHeaders(response);
  });

  it('serves JavaScript gzip-compressed with immutable caching for hashed files', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = html.match(/<script[^>]+src="([^"]+\.js)"/);
    expect(script).not.toBeNull();
    const response = await fetch(new URL(script![1], baseUrl()), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('serves remote manifests uncached', async () => {
    const response = await fetch(`${baseUrl()}/mfe/dashboard/mf-manifest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-cache/);
    expect(await response.json()).toEqual(expect.objectContaining({ name: 'mfe_dashboard' }));
  });

  it('never exposes the internal categoriser or service-to-service paths', async () => {
    for (const path of ['/api/categorise', '/api/internal/stats', '/api/categoriser/healthz']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    const internal = await fetch(`${baseUrl()}/internal/stats`);
    expect(internal.status).toBe(404);
  });
});

describe('services', () => {
  it('each answers /healthz on its own port', async () => {
    const ports = JSON.parse(process.env.E2E_SERVICE_PORTS ?? '{}') as Record<string, number>;
    expect(Object.keys(ports).sort()).toEqual(['auth', 'budget', 'categoriser', 'community', 'transactions', 'wealth']);
    for (const [name, port] of Object.entries(ports)) {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
    }
  });
});

describe('shell and remotes in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads the dashboard remote through its manifest', async () => {
    const { context } = await signedInContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('dashboard-page').waitFor();
    await expect(page.getByRole('heading', { name: 'Financial Dashboard' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('AI-powered insights for your financial health').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('contains a remote that fails to load and keeps the rest of the shell working', async () => {
    const { context } = await signedInContext(browser);
    const page = await context.newPage();
    await page.route('**/mfe/dashboard/**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(`${baseUrl()}/`);
    const card = page.getByTestId('remote-error-dashboard');
    await card.waitFor();
    await expect(card.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('app-sidebar').isVisible()).resolves.toBe(true);

    // The shell is still alive: the fault is confined to the dashboard's area, and once the
    // remote is back a retry loads it without reloading the page.
    await page.unroute('**/mfe/dashboard/**');
    await card.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('dashboard-page').waitFor();
    await context.close();
  });
});
