// @ts-check
// Builds every front end that has an rspack config, skipping one whose build is newer than
// all of its sources (and the shared packages it compiles in), so a restart is quick.
// After each build, and for a skipped one too, the dist's static files get their precompressed
// copies (`.gz` gzip -9, `.br` brotli 11; see precompress.mjs): written before the stamp, so a
// build that fails half-way is built again, and checked on every run, so a copy that is missing
// or older than its original is written again even when the build itself is up to date.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompressDirSync } from './precompress.mjs';
import { FRONT_ENDS } from './topology.mjs';

const STAMP = '.build-stamp';

/** @param {string} dir @returns {number} newest mtime under dir, ignoring build output and dependencies */
function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** @param {number} n */
const files = (n) => `${n} file${n === 1 ? '' : 's'}`;

/** @param {string} root @param {{ force?: boolean }} [options] */
export function buildFrontEnds(root, options = {}) {
  const shared = newestMtime(path.join(root, 'packages'));
  for (const name of FRONT_ENDS) {
    const dir = path.join(root, name);
    if (!existsSync(path.join(dir, 'rspack.config.ts'))) continue;
    const stamp = path.join(dir, 'dist', STAMP);
    const upToDate = existsSync(stamp) && statSync(stamp).mtimeMs > Math.max(shared, newestMtime(dir));
    if (upToDate && !options.force) {
      const compressed = precompressDirSync(path.join(dir, 'dist'));
      const again = compressed.files ? ` (${files(compressed.files)} precompressed again in ${seconds(compressed.ms)})` : '';
      console.log(`${name}: build is up to date${again}`);
      continue;
    }
    console.log(`${name}: building…`);
    const started = Date.now();
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd: dir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV === 'development' ? 'development' : 'production' },
    });
    if (result.status !== 0) throw new Error(`${name}: build failed with code ${result.status}`);
    const built = Date.now() - started;
    const compressed = precompressDirSync(path.join(dir, 'dist'));
    writeFileSync(stamp, new Date().toISOString() + '\n');
    console.log(
      `${name}: built in ${seconds(built)}; ${files(compressed.files)} precompressed (gzip -9, brotli 11) in ${seconds(compressed.ms)}`,
    );
  }
}
