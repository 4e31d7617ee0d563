// @ts-check
// `npm start` and `npm test` must work on a machine that has only Node and npm: install the
// locked dependencies when they are missing or older than the lockfile. `npm ci` cannot be
// used (it fails on the machines this runs on); `npm install` honours the lockfile unchanged.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** @param {string} root */
export function ensureDependencies(root) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  console.log('Installing dependencies (npm install --no-audit --no-fund)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm install failed with code ${result.status}`);
}
