// @ts-check
/**
 * Makes the landing page's demo video from the real app in use: shell/public/demo.webm (VP9, silent, ~15 s,
 * 960 px wide, seamless loop) and its poster shell/public/demo-poster.webp (the first frame).
 *
 * Regenerate (after a visible change to the landing page, the auth modal or the dashboard):
 *
 *   apt-get install -y ffmpeg            # only needed to make the asset; not a runtime dependency
 *   node scripts/make-demo-video.mjs     # builds changed front ends, starts a throwaway stack, records, stops it
 *
 * Options (environment): DEMO_BASE_URL=http://127.0.0.1:8080 records a stack that is already running instead
 * of starting one; SKIP_BUILD=1 uses the front ends as last built; KEEP_FRAMES=1 keeps the captured PNGs
 * (their folder is printed); CHROMIUM_PATH as for e2e.
 *
 * What it does: starts `scripts/start.mjs --ephemeral-ports --skip-install` on a fresh temporary data folder,
 * registers a demo user through POST /api/register, gives it five months of transactions, this month's budget and
 * a few assets through the API, then drives Debian's Chromium with playwright-core, signed in as that user, through
 * the real screens: the dashboard's Summary with its figures and charts, a bank statement imported from the
 * dashboard's Upload Transactions dialog (the file chosen, then the import's result), the dashboard again with the
 * import counted, the Budget page and the Wealth page. The landing page itself is not filmed: the video sits on it.
 * The screenshots are joined with cross-fades in ffmpeg; the last scene fades back into the first, so the looping
 * video has no visible seam. playwright's own video recording is not used: it needs a browser download this
 * machine cannot make.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT_DIR = path.join(ROOT, 'shell/public');
const VIDEO = path.join(OUT_DIR, 'demo.webm');
const POSTER = path.join(OUT_DIR, 'demo-poster.webp');

/** Captured at a laptop-sized viewport, scaled down to this width in the video. */
const VIEWPORT = { width: 1280, height: 800 };
const VIDEO_WIDTH = 960;
const FPS = 24;
const FADE_S = 0.5;

const DEMO_USER = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@example.com',
  password: 'Demo!Pass2025',
};

function log(message) {
  console.log(`[demo-video] ${message}`);
}

function requireFfmpeg() {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (probe.status !== 0) throw new Error('ffmpeg is not installed: apt-get install -y ffmpeg');
}

/**
 * Starts a throwaway stack and resolves with its URL once it prints STACK_READY.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
function startStack() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-demo-'));
  const flags = ['--ephemeral-ports', '--skip-install', ...(process.env.SKIP_BUILD === '1' ? ['--skip-build'] : [])];
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), ...flags], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, STACK_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error('the stack did not start within 5 minutes'));
    }, 300_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('STACK_READY '));
      if (!line) return;
      clearTimeout(timer);
      const ready = JSON.parse(line.slice('STACK_READY '.length));
      resolve({ url: ready.url, stop });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited early (code ${code})`));
    });
  });
}

/**
 * Calls the API as the demo user (session cookie carried by hand).
 * @param {string} base @param {string} cookie @param {string} method @param {string} url @param {unknown} body
 */
async function api(base, cookie, method, url, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response;
}

const pad2 = (/** @type {number} */ n) => String(n).padStart(2, '0');
/** The local calendar date of `day` in the month `monthsAgo` months back (clamped to today in this month). */
function dayOf(monthsAgo, day) {
  const today = new Date();
  const d = new Date(today.getFullYear(), today.getMonth() - monthsAgo, day);
  const date = monthsAgo === 0 && d > today ? today : d;
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** Five earlier months of a plausible household: salary, rent, groceries, eating out, transport, an ETF purchase. */
function historyRows() {
  const rows = [];
  for (let m = 5; m >= 1; m -= 1) {
    const wobble = (m * 37) % 60;
    rows.push(
      {
        date: dayOf(m, 1),
        description: 'Salary ACME Corp',
        category: 'Salary',
        amount: 4200,
        isIncome: true,
        transactionType: 'Income',
        tags: [],
      },
      {
        date: dayOf(m, 2),
        description: 'Rent',
        category: 'Rent',
        amount: 1450,
        isIncome: false,
        transactionType: 'Expense',
        tags: [],
      },
      {
        date: dayOf(m, 9),
        description: 'Tesco groceries',
        category: 'Groceries',
        amount: 310 + wobble,
        isIncome: false,
        transactionType: 'Expense',
        tags: [],
      },
      {
        date: dayOf(m, 14),
        description: 'Dinner at Luigi',
        category: 'Eating Out',
        amount: 60 + wobble,
        isIncome: false,
        transactionType: 'Expense',
        tags: [],
      },
      {
        date: dayOf(m, 18),
        description: 'Metro card',
        category: 'Transport',
        amount: 95,
        isIncome: false,
        transactionType: 'Expense',
        tags: [],
      },
      {
        date: dayOf(m, 20),
        description: 'Vanguard ETF purchase',
        category: 'Investment',
        amount: 500,
        isIncome: false,
        transactionType: 'Investment',
        tags: [],
      },
      {
        date: dayOf(m, 25),
        description: 'Car loan repayment',
        category: 'Debt & Loans',
        amount: 280,
        isIncome: false,
        transactionType: 'Expense',
        tags: [],
      },
    );
  }
  return rows;
}

/** This month's bank statement, imported on camera through the dashboard's Upload Transactions dialog. */
function statementCsv() {
  const today = new Date();
  const back = (/** @type {number} */ days) => {
    const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
    return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
  };
  return [
    'Date,Description,Amount,Institution',
    `${back(9)},ACME CORP SALARY,4200.00,Demo Bank`,
    `${back(8)},RENT PAYMENT,-1450.00,Demo Bank`,
    `${back(6)},TESCO STORES 2231,-84.35,Demo Bank`,
    `${back(5)},SHELL PETROL,-52.10,Demo Bank`,
    `${back(4)},NETFLIX.COM,-15.99,Demo Bank`,
    `${back(3)},PRET A MANGER,-8.45,Demo Bank`,
    `${back(2)},VANGUARD ETF PURCHASE,-500.00,Demo Bank`,
    `${back(1)},UBER TRIP,-18.20,Demo Bank`,
  ].join('\n');
}

/** @param {string} base */
async function prepareDemoAccount(base) {
  const registered = await api(base, '', 'POST', '/api/register', DEMO_USER);
  if (!registered.ok) throw new Error(`POST /api/register answered ${registered.status}: ${await registered.text()}`);
  const cookie = (registered.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  log(`registered ${DEMO_USER.email}`);

  const now = new Date();
  const month = { month: now.getMonth() + 1, year: now.getFullYear() };
  const must = async (/** @type {string} */ what, /** @type {string} */ url, /** @type {unknown} */ body) => {
    const response = await api(base, cookie, 'POST', url, body);
    if (!response.ok) throw new Error(`${what}: POST ${url} answered ${response.status}: ${await response.text()}`);
    log(`added ${what}`);
    return /** @type {{ id: string }} */ (await response.json());
  };
  await must('five months of transactions', '/api/transactions/manual', { transactions: historyRows() });
  const expenses = await must('a budget type', '/api/budget-types', { name: 'Expenses', color: '#F59E0B', ...month });
  const income = await must('an income type', '/api/budget-types', { name: 'Income', color: '#10B981', ...month });
  for (const [typeId, name, amount] of [
    [income.id, 'Salary', 4200],
    [expenses.id, 'Rent', 1450],
    [expenses.id, 'Groceries', 400],
    [expenses.id, 'Eating Out', 150],
    [expenses.id, 'Transport', 120],
  ]) {
    await must(`the ${name} budget`, '/api/budget-type-categories', {
      budgetTypeId: typeId,
      name,
      amount,
      frequency: 'monthly',
      ...month,
    });
  }
  await must('an ETF holding', '/api/assets', {
    type: 'etfs',
    symbol: 'VWRL',
    name: 'Vanguard FTSE All-World',
    quantity: 40,
    value: 112.5,
  });
  await must('a home', '/api/assets', { type: 'property_real_estate', name: 'Home', value: 320000 });
  await must('a pension', '/api/assets', { type: 'super_pension_401k', name: 'Workplace pension', value: 48250 });
  await must('a mortgage', '/api/assets', { type: 'liabilities', name: 'Mortgage', value: 212000 });
}

/**
 * Drives the browser through the screens and returns the scenes (PNG path and seconds on screen).
 * @param {string} base @param {string} framesDir
 */
async function captureScenes(base, framesDir) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
    const signIn = await context.request.post(`${base}/api/login`, {
      data: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    if (!signIn.ok()) throw new Error(`POST /api/login answered ${signIn.status()}`);
    const page = await context.newPage();
    /** @type {{ file: string, seconds: number }[]} */
    const scenes = [];
    const shot = async (/** @type {string} */ name, /** @type {number} */ seconds) => {
      const file = path.join(framesDir, `${String(scenes.length).padStart(2, '0')}-${name}.png`);
      await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
      scenes.push({ file, seconds });
      log(`captured ${name}`);
    };
    /** Waits until the Summary's cards hold figures and its charts are drawn. */
    const summaryDrawn = async () => {
      await page.getByTestId('dashboard-summary').waitFor({ timeout: 30_000 });
      await page.getByTestId('spending-chart-canvas').locator('svg.apexcharts-svg').waitFor({ timeout: 30_000 });
      await page.getByTestId('asset-allocation-chart').locator('svg.apexcharts-svg').waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
    };
    const scrollTo = async (/** @type {string} */ testId) => {
      await page.getByTestId(testId).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -24));
      await page.waitForTimeout(300);
    };

    // The dashboard with five months of data: cards (over the last 90 days), the spending chart, the insights.
    await page.goto(`${base}/`);
    await summaryDrawn();
    await page.getByLabel('Period', { exact: true }).selectOption('Last 90 Days');
    await summaryDrawn();
    await shot('dashboard', 2.6);
    await scrollTo('budget-vs-actual');
    await shot('dashboard-widgets', 2.2);

    // A statement imported from the dashboard: the file chosen, then the import's result.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Upload Transactions', exact: true }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Transactions' });
    await upload.waitFor();
    await upload
      .getByLabel('Choose files')
      .setInputFiles({ name: 'demo-bank-statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statementCsv()) });
    await upload.getByRole('listitem').filter({ hasText: 'demo-bank-statement.csv' }).waitFor();
    await page.waitForTimeout(300);
    await shot('import-file', 1.8);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.getByTestId('upload-summary').waitFor({ timeout: 120_000 });
    await page.waitForTimeout(400);
    await shot('import-result', 2);
    await upload.getByRole('button', { name: 'Done' }).click();
    await upload.waitFor({ state: 'detached' });
    await summaryDrawn();
    await shot('dashboard-after-import', 2.2);

    // The Budget and Wealth pages.
    await page.goto(`${base}/budget`);
    await page.getByRole('heading', { level: 1, name: 'Budget Management' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    await shot('budget', 2.2);
    await page.goto(`${base}/wealth`);
    await page.getByRole('heading', { level: 1, name: 'Wealth Management' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1200);
    await shot('wealth', 2.4);
    return scenes;
  } finally {
    await browser.close();
  }
}

/**
 * Joins the scenes with cross-fades and a final fade back to the first scene (a seamless loop).
 * @param {{ file: string, seconds: number }[]} scenes
 */
function encode(scenes) {
  const all = [...scenes, { file: scenes[0].file, seconds: FADE_S }];
  const inputs = all.flatMap((s) => [
    '-loop',
    '1',
    '-framerate',
    String(FPS),
    '-t',
    String(s.seconds + FADE_S),
    '-i',
    s.file,
  ]);
  const filters = all.map((_s, i) => `[${i}:v]scale=${VIDEO_WIDTH}:-2:flags=lanczos,setsar=1,format=yuv420p[s${i}]`);
  let previous = 's0';
  let offset = 0;
  for (let i = 1; i < all.length; i += 1) {
    offset += all[i - 1].seconds;
    const label = i === all.length - 1 ? 'out' : `x${i}`;
    filters.push(`[${previous}][s${i}]xfade=transition=fade:duration=${FADE_S}:offset=${offset.toFixed(2)}[${label}]`);
    previous = label;
  }
  const total = all.reduce((sum, s) => sum + s.seconds, 0);
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[out]',
    '-t',
    total.toFixed(2),
    '-r',
    String(FPS),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '38',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-an',
    VIDEO,
  ];
  const result = spawnSync('ffmpeg', args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`ffmpeg failed with code ${result.status}`);

  const poster = spawnSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      scenes[0].file,
      '-vf',
      `scale=${VIDEO_WIDTH}:-2:flags=lanczos`,
      '-c:v',
      'libwebp',
      '-quality',
      '72',
      POSTER,
    ],
    { stdio: 'inherit' },
  );
  if (poster.status !== 0) throw new Error(`ffmpeg (poster) failed with code ${poster.status}`);
  log(`wrote ${path.relative(ROOT, VIDEO)} (${(statSync(VIDEO).size / 1024).toFixed(0)} KB, ${total.toFixed(1)} s)`);
  log(`wrote ${path.relative(ROOT, POSTER)} (${(statSync(POSTER).size / 1024).toFixed(0)} KB)`);
}

async function main() {
  requireFfmpeg();
  const framesDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-demo-frames-'));
  const stack = process.env.DEMO_BASE_URL
    ? { url: process.env.DEMO_BASE_URL, stop: async () => {} }
    : await startStack();
  try {
    log(`recording ${stack.url}`);
    await prepareDemoAccount(stack.url);
    const scenes = await captureScenes(stack.url, framesDir);
    encode(scenes);
  } finally {
    await stack.stop();
    if (process.env.KEEP_FRAMES === '1') log(`frames kept in ${framesDir}`);
    else rmSync(framesDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[demo-video] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
