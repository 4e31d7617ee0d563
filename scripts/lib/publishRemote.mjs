// @ts-check
// A remote (mfe-<area>) deployed while pages are open: built apart, its files published beside the old ones, its
// manifest switched last. Every chunk name carries its content hash, so a new file never replaces an old one; a
// page that loaded the old manifest keeps finding the old chunks, and the next load of the area reads the new
// manifest (served no-cache). The files of the release before the previous one are then removed.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { precompressDirsSync } from './precompress.mjs';

export const MANIFEST = 'mf-manifest.json';
/** The files of each published release, newest last (so the release before the previous one can be removed). */
const RELEASES = '.releases.json';

/** @param {string} dir @param {string} [prefix] @returns {string[]} relative paths of every file under dir */
function filesUnder(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

/** @param {string} from @param {string} to */
function copyKeepingTime(from, to) {
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
  const { atime, mtime } = statSync(from);
  utimesSync(to, atime, mtime);
}

/**
 * @param {string} root @param {string} remote e.g. mfe-budget
 * @param {(line: string) => void} log
 * @returns {{ files: number, removed: number, buildMs: number }}
 */
export function deployRemote(root, remote, log) {
  const dir = path.join(root, remote);
  const dist = path.join(dir, 'dist');
  const staging = path.join(dir, '.dist-next');
  rmSync(staging, { recursive: true, force: true });
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--output-path', staging],
    { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`${remote}: build failed with code ${result.status}; nothing was published`);
  if (!existsSync(path.join(staging, MANIFEST))) throw new Error(`${remote}: the build made no ${MANIFEST}`);
  precompressDirsSync([staging]);
  const buildMs = Date.now() - started;

  const files = filesUnder(staging);
  // Everything but the manifest first (hashed names: new files beside the old), the manifest last, by a rename.
  for (const rel of files) {
    if (rel === MANIFEST) continue;
    copyKeepingTime(path.join(staging, rel), path.join(dist, rel));
  }
  copyKeepingTime(path.join(staging, MANIFEST), path.join(dist, `${MANIFEST}.next`));
  renameSync(path.join(dist, `${MANIFEST}.next`), path.join(dist, MANIFEST));
  log(`${remote}: ${files.length} files published, manifest switched`);

  const releasesFile = path.join(dist, RELEASES);
  /** @type {string[][]} */
  const releases = existsSync(releasesFile) ? JSON.parse(readFileSync(releasesFile, 'utf8')) : [];
  releases.push(files);
  let removed = 0;
  // Keep this release and the previous one (pages opened before this deploy still load the previous one's chunks).
  while (releases.length > 2) {
    const keep = new Set(releases.slice(1).flat());
    for (const rel of /** @type {string[]} */ (releases.shift())) {
      if (keep.has(rel)) continue;
      rmSync(path.join(dist, rel), { force: true });
      removed += 1;
    }
  }
  writeFileSync(releasesFile, JSON.stringify(releases));
  writeFileSync(path.join(dist, '.build-stamp'), `${new Date().toISOString()}\n`);
  rmSync(staging, { recursive: true, force: true });
  return { files: files.length, removed, buildMs };
}
