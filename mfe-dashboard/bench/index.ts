// Dashboard benchmark (issue 18): `node --import tsx mfe-dashboard/bench/index.ts` (needs the front ends built and
// /usr/bin/chromium). Starts the whole stack as `npm start` does (throw-away data folder, free ports), then prints:
// 1. the landing page (signed out): JavaScript bytes over the wire (as the gateway sends them: the build's brotli
//    copies when nginx has the module and the browser asks for br, else its gzip -9 copies), gzip -9 and unpacked,
//    every byte of the page, and its largest contentful paint in Chromium;
// 2. the signed-in dashboard's first view, the same figures, and whether the charts library was loaded;
// 3. a user with 100,000 transactions: the server time of the Summary's calls (summary, monthly spending, first
//    page) and the time from navigation to the Summary drawn (metric cards filled and the chart's SVG on screen).
// Figures only: nothing here asserts a timing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, seedBenchTransactions, type StackProcess, startStackProcess } from '@tracker/stack-harness';

const ROWS = Number(process.env.BENCH_DASHBOARD_ROWS ?? 100_000);
const RUNS = 5;
const PASSWORD = 'Ledger!2025ok';

interface PageFigures {
  jsTransferred: number;
  jsUnpacked: number;
  jsGzip: number;
  allTransferred: number;
  scripts: number;
  lcpMs: number;
  chartsLoaded: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Loads a page in a fresh tab and sums what came over the wire (CDP encodedDataLength), by resource type. */
type Measured = PageFigures & { readyMs: number; summaryMs: number | null; waterfall: WaterfallRow[] };
/** One request of the page: when it started and finished (ms from navigation) and its size on the wire. */
interface WaterfallRow {
  url: string;
  type: string;
  startMs: number;
  endMs: number;
  bytes: number;
}

async function measure(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>): Promise<Measured> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, { type: string; url: string }>();
  const figures: PageFigures = {
    jsTransferred: 0,
    jsUnpacked: 0,
    jsGzip: 0,
    allTransferred: 0,
    scripts: 0,
    lcpMs: 0,
    chartsLoaded: false,
  };
  const bodies: Promise<void>[] = [];
  const waterfall: WaterfallRow[] = [];
  const sentAt = new Map<string, number>();
  let navigationAt = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (navigationAt === 0) navigationAt = event.timestamp;
    sentAt.set(event.requestId, event.timestamp);
  });
  cdp.on('Network.responseReceived', (event) =>
    types.set(event.requestId, { type: event.type, url: event.response.url }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    figures.allTransferred += event.encodedDataLength;
    const info = types.get(event.requestId);
    const sent = sentAt.get(event.requestId);
    if (info && sent !== undefined) {
      waterfall.push({
        url: info.url,
        type: info.type,
        startMs: (sent - navigationAt) * 1000,
        endMs: (event.timestamp - navigationAt) * 1000,
        bytes: event.encodedDataLength,
      });
    }
    if (info?.type !== 'Script') return;
    figures.scripts += 1;
    figures.jsTransferred += event.encodedDataLength;
    bodies.push(
      cdp
        .send('Network.getResponseBody', { requestId: event.requestId })
        .then(({ body, base64Encoded }) => {
          const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
          figures.jsUnpacked += bytes.length;
          figures.jsGzip += gzipSync(bytes, { level: 9 }).length;
          if (bytes.includes('apexcharts.com') || bytes.includes('ApexCharts')) figures.chartsLoaded = true;
        })
        .catch(() => undefined),
    );
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __mounted: number; __drawn: number };
    w.__lcp = 0;
    w.__mounted = 0;
    w.__drawn = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // When the Summary mounts, and when it is drawn (four figures and the chart's SVG): its own render time.
    new MutationObserver(() => {
      if (!w.__mounted && document.querySelector('[data-testid="dashboard-summary"]')) w.__mounted = performance.now();
      if (w.__mounted && !w.__drawn) {
        const values = [...document.querySelectorAll('[data-testid$="-value"]')].map((e) => e.textContent ?? '');
        const chart = document.querySelector('[data-testid="spending-chart-canvas"] svg');
        if (values.length === 4 && values.every((v) => v.startsWith('$')) && chart) w.__drawn = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const started = Date.now();
  await page.goto(url);
  await ready(page);
  const readyMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  const marks = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __mounted: number; __drawn: number };
    return { __lcp: w.__lcp, __mounted: w.__mounted, __drawn: w.__drawn };
  });
  figures.lcpMs = marks.__lcp;
  await page.close();
  return { ...figures, readyMs, summaryMs: marks.__drawn > 0 ? marks.__drawn - marks.__mounted : null, waterfall };
}

function print(label: string, f: Measured): void {
  console.log(
    `${label}: JavaScript ${kb(f.jsTransferred)} over the wire (${kb(f.jsGzip)} gzip -9 as a browser without brotli gets it, ${kb(f.jsUnpacked)} unpacked, ${f.scripts} files); ` +
      `all resources ${kb(f.allTransferred)}; LCP ${f.lcpMs.toFixed(0)} ms; ready ${f.readyMs} ms; charts library ${f.chartsLoaded ? 'loaded' : 'not loaded'}`,
  );
  // BENCH_WATERFALL=1: every request of the page in the order it started, to see what waits on what.
  if (process.env.BENCH_WATERFALL !== '1') return;
  for (const row of [...f.waterfall].sort((a, b) => a.startMs - b.startMs)) {
    const where = new URL(row.url);
    console.log(
      `    ${row.startMs.toFixed(0).padStart(5)} → ${row.endMs.toFixed(0).padStart(5)} ms  ${kb(row.bytes).padStart(9)}  ${row.type.padEnd(10)} ${where.pathname}${where.search}`,
    );
  }
}

async function register(context: BrowserContext, base: string, label: string): Promise<string> {
  const email = `${label}.${Date.now().toString(36)}@example.com`;
  const response = await context.request.post(`${base}/api/register`, {
    data: { email, password: PASSWORD, firstName: 'Bench', lastName: 'User' },
  });
  if (response.status() !== 200) throw new Error(`register answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

async function serverTimes(context: BrowserContext, base: string): Promise<Record<string, number>> {
  const today = new Date();
  const end = today.toISOString().slice(0, 10);
  const start = new Date(today.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  const first = new Date(today.getFullYear(), today.getMonth() - 5, 1);
  const sixMonths = `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}-01`;
  const calls: Record<string, string> = {
    'summary (Last 30 Days)': `/api/analytics/summary?startDate=${start}&endDate=${end}`,
    'summary (all time)': '/api/analytics/summary',
    'monthly spending (6M, what the chart asks first)': `/api/analytics/monthly-spending?startDate=${sixMonths}`,
    'monthly spending (All)': '/api/analytics/monthly-spending',
    'transactions page 1 of 100': '/api/transactions?pageSize=100',
  };
  const out: Record<string, number> = {};
  for (const [name, url] of Object.entries(calls)) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const response = await context.request.get(`${base}${url}`);
      await response.body();
      if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
      times.push(performance.now() - started);
    }
    out[name] = median(times);
  }
  return out;
}

/** The Summary is drawn: every metric card holds a figure and the spending chart's SVG is on screen. */
async function summaryDrawn(page: Page): Promise<void> {
  await page.getByTestId('dashboard-summary').waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () => {
      const values = [...document.querySelectorAll('[data-testid$="-value"]')].map((e) => e.textContent ?? '');
      return (
        values.length === 4 &&
        values.every((v) => v.startsWith('$')) &&
        document.querySelector('[data-testid="spending-chart-canvas"] svg') !== null
      );
    },
    undefined,
    { timeout: 60_000 },
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-dashboard-bench-'));
  let stack: StackProcess | undefined;
  let browser: Browser | undefined;
  try {
    stack = await startStackProcess(dataDir);
    browser = await launchBrowser();
    const base = stack.url;
    console.log(`stack up at ${base}`);

    const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await measure(visitor, `${base}/`, (page) => page.getByRole('button', { name: 'Get Started Free' }).waitFor()); // warm the server's caches
    print(
      'landing page (signed out)',
      await measure(visitor, `${base}/`, (page) => page.getByRole('button', { name: 'Get Started Free' }).waitFor()),
    );
    await visitor.close();

    const fresh = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await register(fresh, base, 'bench.empty');
    print(
      'dashboard, new user (first view)',
      await measure(fresh, `${base}/`, (page) =>
        page.getByText('No transactions yet. Upload your data to get started!').waitFor({ timeout: 60_000 }),
      ),
    );
    await fresh.close();

    const heavy = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const userId = await register(heavy, base, 'bench.heavy');
    const seededMs = await seedBenchTransactions(stack.mongoUri, userId, ROWS);
    console.log(`seeded ${ROWS.toLocaleString('en-US')} transactions in ${(seededMs / 1000).toFixed(1)} s`);
    for (const [name, ms] of Object.entries(await serverTimes(heavy, base))) {
      console.log(`  ${name}: ${ms.toFixed(0)} ms (median of ${RUNS}, through the gateway)`);
    }
    // The first visit finds no hints in the browser (boot/sessionHint, the dashboard's chart hint): it waits for the
    // user check before loading the app and for the data before loading the chart code. Later visits are the daily
    // case of a returning user. The cache is off for every visit: each downloads everything again.
    const runs: Measured[] = [];
    for (let run = 0; run < 3; run += 1) runs.push(await measure(heavy, `${base}/`, summaryDrawn));
    const [first, ...returning] = runs as [Measured, ...Measured[]];
    const best = returning.reduce((a, b) => (a.readyMs <= b.readyMs ? a : b));
    print(`dashboard, ${ROWS.toLocaleString('en-US')} transactions, first visit`, first);
    print(`dashboard, ${ROWS.toLocaleString('en-US')} transactions, return visit (best of ${returning.length})`, best);
    console.log(
      `  Summary drawn (cards + chart) in ${runs.map((r) => r.readyMs).join(' / ')} ms from navigation (first visit, then return visits)`,
    );
    console.log(
      `  Summary drawn in ${runs.map((r) => (r.summaryMs ?? 0).toFixed(0)).join(' / ')} ms from its mount (the shell and the remote already loaded)`,
    );
    await heavy.close();
  } finally {
    await browser?.close();
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
