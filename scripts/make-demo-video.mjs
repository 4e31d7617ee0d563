// @ts-check
/**
 * Makes the landing page's demo video from the real app: shell/public/demo.webm (VP9, silent, ~8 s, 960 px
 * wide, seamless loop) and its poster shell/public/demo-poster.webp (the first frame).
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
 * registers a demo user through POST /api/register, adds a few sample transactions and assets through the API
 * where those services answer (skipped, with a note, where they do not yet), then drives Debian's Chromium
 * with playwright-core through the real screens — the landing page's feature cards, the sign-in modal empty
 * and filled in, the dashboard after signing in — and joins the screenshots with cross-fades in ffmpeg. The
 * last scene fades back into the first, so the looping video has no visible seam. playwright's own video
 * recording is not used: it needs a browser download this machine cannot make.
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

/** @param {string} base */
async function prepareDemoAccount(base) {
  const registered = await api(base, '', 'POST', '/api/register', DEMO_USER);
  if (!registered.ok) throw new Error(`POST /api/register answered ${registered.status}: ${await registered.text()}`);
  const cookie = (registered.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  log(`registered ${DEMO_USER.email}`);

  const month = new Date().toISOString().slice(0, 7);
  const seeds = [
    {
      what: 'sample transactions',
      url: '/api/transactions/manual',
      body: {
        transactions: [
          { date: `${month}-01`, description: 'Salary ACME Corp', category: 'Income', amount: 4200, isIncome: true, transactionType: 'Income', tags: [] },
          { date: `${month}-02`, description: 'Rent', category: 'Housing', amount: 1450, isIncome: false, transactionType: 'Expense', tags: [] },
          { date: `${month}-03`, description: 'Tesco groceries', category: 'Groceries', amount: 86.4, isIncome: false, transactionType: 'Expense', tags: [] },
          { date: `${month}-04`, description: 'Vanguard ETF purchase', category: 'Investment', amount: 500, isIncome: false, transactionType: 'Investment', tags: [] },
          { date: `${month}-05`, description: 'Coffee shop', category: 'Eating Out', amount: 4.5, isIncome: false, transactionType: 'Expense', tags: [] },
        ],
      },
    },
    { what: 'an ETF holding', url: '/api/assets', body: { type: 'etfs', symbol: 'VWRL', name: 'Vanguard FTSE All-World', quantity: 40, value: 112.5 } },
    { what: 'a property', url: '/api/assets', body: { type: 'property_real_estate', name: 'Home', value: 320000 } },
  ];
  for (const seed of seeds) {
    const response = await api(base, cookie, 'POST', seed.url, seed.body);
    log(response.ok ? `added ${seed.what}` : `skipped ${seed.what}: POST ${seed.url} answered ${response.status}`);
  }
}

/**
 * Drives the browser through the screens and returns the scenes (PNG path and seconds on screen).
 * @param {string} base @param {string} framesDir
 */
async function captureScenes(base, framesDir) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, reducedMotion: 'reduce' });
    /** @type {{ file: string, seconds: number }[]} */
    const scenes = [];
    const shot = async (name, seconds) => {
      const file = path.join(framesDir, `${String(scenes.length).padStart(2, '0')}-${name}.png`);
      await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
      scenes.push({ file, seconds });
      log(`captured ${name}`);
    };

    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('#features').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('features')?.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    await shot('features', 2.2);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.waitFor();
    await shot('sign-in', 1.4);

    await dialog.getByLabel('Email').fill(DEMO_USER.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
    await shot('sign-in-filled', 1.4);

    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('dashboard-page').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await shot('dashboard', 2.6);
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
  const inputs = all.flatMap((s) => ['-loop', '1', '-framerate', String(FPS), '-t', String(s.seconds + FADE_S), '-i', s.file]);
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
    '-hide_banner', '-loglevel', 'error', '-y',
    ...inputs,
    '-filter_complex', filters.join(';'),
    '-map', '[out]',
    '-t', total.toFixed(2),
    '-r', String(FPS),
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2',
    '-pix_fmt', 'yuv420p', '-an',
    VIDEO,
  ];
  const result = spawnSync('ffmpeg', args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`ffmpeg failed with code ${result.status}`);

  const poster = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-y', '-i', scenes[0].file, '-vf', `scale=${VIDEO_WIDTH}:-2:flags=lanczos`, '-c:v', 'libwebp', '-quality', '72', POSTER],
    { stdio: 'inherit' },
  );
  if (poster.status !== 0) throw new Error(`ffmpeg (poster) failed with code ${poster.status}`);
  log(`wrote ${path.relative(ROOT, VIDEO)} (${(statSync(VIDEO).size / 1024).toFixed(0)} KB, ${total.toFixed(1)} s)`);
  log(`wrote ${path.relative(ROOT, POSTER)} (${(statSync(POSTER).size / 1024).toFixed(0)} KB)`);
}

async function main() {
  requireFfmpeg();
  const framesDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-demo-frames-'));
  const stack = process.env.DEMO_BASE_URL ? { url: process.env.DEMO_BASE_URL, stop: async () => {} } : await startStack();
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
