// @ts-check
// Builds every front end that has an rspack config, skipping one whose build is newer than
// all of its sources (and the shared packages it compiles in), so a restart is quick.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

/** @param {string} root @param {{ force?: boolean }} [options] */
export function buildFrontEnds(root, options = {}) {
  const shared = newestMtime(path.join(root, 'packages'));
  for (const name of FRONT_ENDS) {
    const dir = path.join(root, name);
    if (!existsSync(path.join(dir, 'rspack.config.ts'))) continue;
    const stamp = path.join(dir, 'dist', STAMP);
    const upToDate = existsSync(stamp) && statSync(stamp).mtimeMs > Math.max(shared, newestMtime(dir));
    if (upToDate && !options.force) {
      console.log(`${name}: build is up to date`);
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
    writeFileSync(stamp, new Date().toISOString() + '\n');
    console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
