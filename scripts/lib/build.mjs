// @ts-check
// Builds every front end that has an rspack config, skipping one whose build is newer than
// all of its sources (the shared packages and the other front ends' entries it compiles in), so a restart is quick.
// Then every dist's static files get their precompressed copies (`.gz` gzip -9, `.br` brotli 11;
// see precompress.mjs), in one pool for all front ends: a build's stamp is written only after its
// copies, so a build whose copies failed is built again, and the copies of every front end are
// checked on each run, so one that is missing or not made from its original's current version is
// written again even when the build itself is up to date.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompressDirsSync } from './precompress.mjs';
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

/**
 * The folders whose sources a front end's build compiles besides `packages/` (counted for every build): its own, and
 * those of any front end its package.json depends on. Since areas share through packages (`@tracker/area-reads`) or
 * federation only (test/sharingBetweenAreas.test.ts), that is its own folder alone.
 * @param {string} root @param {string} name @returns {string[]}
 */
export function frontEndSourceDirs(root, name) {
  const manifest = path.join(root, name, 'package.json');
  const pkg = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : {};
  const deps = Object.keys(pkg.dependencies ?? {});
  const others = FRONT_ENDS.filter((other) => other !== name && deps.includes(`@tracker/${other}`));
  return [name, ...others].map((dir) => path.join(root, dir));
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** @param {string} root @param {{ force?: boolean }} [options] */
export function buildFrontEnds(root, options = {}) {
  const shared = newestMtime(path.join(root, 'packages'));
  /** @type {string[]} every dist to precompress (built now or up to date) */
  const dists = [];
  /** @type {string[]} stamps of the builds made now, written once their copies are */
  const stamps = [];
  /** @type {unknown} */
  let failure;
  try {
    for (const name of FRONT_ENDS) {
      const dir = path.join(root, name);
      if (!existsSync(path.join(dir, 'rspack.config.ts'))) continue;
      const dist = path.join(dir, 'dist');
      const stamp = path.join(dist, STAMP);
      const sources = Math.max(shared, ...frontEndSourceDirs(root, name).map(newestMtime));
      const upToDate = existsSync(stamp) && statSync(stamp).mtimeMs > sources;
      if (upToDate && !options.force) {
        console.log(`${name}: build is up to date`);
        dists.push(dist);
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
      dists.push(dist);
      stamps.push(stamp);
      console.log(`${name}: built in ${seconds(Date.now() - started)}`);
    }
  } catch (error) {
    failure = error; // the front ends built before it still get their copies and stamps
  }
  // One pool over every front end (both cores stay busy); the stamps only once the copies are written.
  const compressed = precompressDirsSync(dists);
  for (const stamp of stamps) writeFileSync(stamp, new Date().toISOString() + '\n');
  if (compressed.files > 0) {
    console.log(`precompressed ${compressed.files} files (gzip -9, brotli 11) in ${seconds(compressed.ms)}`);
  }
  if (failure) throw failure;
}
