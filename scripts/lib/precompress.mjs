// @ts-check
// Precompressed copies of a front end's static files, written beside them after its build: `<file>.gz` (gzip level 9)
// and `<file>.br` (brotli quality 11), which the gateway sends as they are (nginx `gzip_static` / `brotli_static`, the
// Node fallback likewise) instead of compressing each response on the fly at level 5.
//
// - Which files: those whose type the gateway compresses (gateway/src/routeTable.ts COMPRESSIBLE_TYPES, by extension)
//   from the gateway's minimum size (COMPRESS_MIN_BYTES) up. Source maps are left out: only developer tools fetch
//   them, they are about half of every dist's bytes (brotli 11 would take twice as long), and the gateway still
//   gzips them on the fly. precompress.test.ts checks these lists against the route table.
// - Each copy gets its original's mtime (to about a microsecond): nginx's gzip_static and brotli_static take
//   Last-Modified and the ETag's time from the compressed file, so it must say the same second as the original.
//   That equality is also what "fresh" means here: a copy whose mtime differs from its original's was made from
//   another version of it and is written again. A copy is written to a temporary name and renamed into place, so a
//   running gateway never serves half a file.
// - A copy that would not be smaller than its original is not kept (the original is sent as it is).
//
// `precompressDirsSync(dirs)` plans in this process and, when anything is missing or stale, compresses in a child
// process (`node precompress.mjs <dir>…`, also usable by hand) that runs the compressions on libuv's thread pool,
// in parallel.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Extensions of the types in the gateway's COMPRESSIBLE_TYPES (its MIME_TYPES), but `map`. */
export const PRECOMPRESS_EXTENSIONS = [
  'html',
  'htm',
  'css',
  'js',
  'mjs',
  'cjs',
  'json',
  'webmanifest',
  'txt',
  'xml',
  'svg',
  'csv',
];
/** The gateway's COMPRESS_MIN_BYTES: smaller files are sent as they are. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** @typedef {{ suffix: '.gz' | '.br', compress: (data: Buffer) => Promise<Buffer> }} Encoding */
/** @type {readonly Encoding[]} */
export const ENCODINGS = [
  { suffix: '.gz', compress: (data) => gzip(data, { level: 9 }) },
  {
    suffix: '.br',
    compress: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
];

const EXTENSION = new RegExp(`\\.(?:${PRECOMPRESS_EXTENSIONS.join('|')})$`, 'i');

/**
 * @typedef {{ file: string, size: number, mtimeNs: bigint, mode: number, encodings: Encoding[] }} Job
 * @typedef {{ jobs: Job[], remove: string[] }} Plan
 */

/**
 * Whether a copy's mtime is its original's, as writeCopy sets it: equal within a millisecond (utimes takes a
 * double, which loses the nanoseconds and can land a microsecond early).
 * @param {bigint} a @param {bigint} b
 */
const sameMtime = (a, b) => (a > b ? a - b : b - a) < 1_000_000n;

/** @param {string} file @returns {fs.BigIntStats | undefined} */
function statOrUndefined(file) {
  try {
    return fs.statSync(file, { bigint: true });
  } catch {
    return undefined;
  }
}

/** @param {string} dir @param {string[]} [out] @returns {string[]} every regular file under dir */
function listFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/**
 * What is missing or stale under dir: the compressions to run, and copies to delete (their original is now too small
 * to be compressed). Nothing is written.
 * @param {string} dir @returns {Plan}
 */
export function planPrecompression(dir) {
  /** @type {Plan} */
  const plan = { jobs: [], remove: [] };
  if (!fs.existsSync(dir)) return plan;
  for (const file of listFiles(dir)) {
    if (!EXTENSION.test(file)) continue;
    const st = fs.statSync(file, { bigint: true });
    const eligible = st.size >= BigInt(PRECOMPRESS_MIN_BYTES);
    /** @type {Encoding[]} */
    const encodings = [];
    for (const encoding of ENCODINGS) {
      const copy = statOrUndefined(file + encoding.suffix);
      if (!eligible) {
        if (copy) plan.remove.push(file + encoding.suffix);
      } else if (!copy || !sameMtime(copy.mtimeNs, st.mtimeNs)) {
        encodings.push(encoding);
      }
    }
    if (encodings.length > 0) {
      plan.jobs.push({ file, size: Number(st.size), mtimeNs: st.mtimeNs, mode: Number(st.mode) & 0o777, encodings });
    }
  }
  return plan;
}

/**
 * The original's mtime as seconds for utimes, cut to the microsecond: a double is off from that by well under a
 * microsecond, so the whole second (what nginx sends) can never round up to the next one.
 * @param {bigint} mtimeNs
 */
function utimeSeconds(mtimeNs) {
  return Number(mtimeNs / 1_000_000_000n) + Number((mtimeNs % 1_000_000_000n) / 1000n) / 1e6;
}

/** @param {Job} job @param {Encoding} encoding @param {Buffer} data @returns {Promise<number>} bytes written (0: none) */
async function writeCopy(job, encoding, data) {
  const target = job.file + encoding.suffix;
  const compressed = await encoding.compress(data);
  if (compressed.length >= data.length) {
    fs.rmSync(target, { force: true });
    return 0;
  }
  // The temporary name does not end in .gz/.br, so nothing serves it; the rename replaces the old copy at once.
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  try {
    fs.writeFileSync(temp, compressed, { mode: job.mode });
    fs.chmodSync(temp, job.mode);
    const seconds = utimeSeconds(job.mtimeNs);
    fs.utimesSync(temp, seconds, seconds);
    fs.renameSync(temp, target);
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return compressed.length;
}

/**
 * Writes every missing or stale copy under the given directories, in one pool of `concurrency` compressions at a time
 * (libuv runs them on its thread pool), the largest files first: one pool over every front end keeps both cores busy
 * where a pool per front end would wait on its largest file.
 * @param {string[]} dirs @param {{ concurrency?: number }} [options]
 * @returns {Promise<{ files: number, written: number, removed: number, bytes: Record<string, number> }>} bytes: the
 *   originals' total size (`''`) and each encoding's total (`.gz`, `.br`) over the files compressed
 */
export async function precompressDirs(dirs, options = {}) {
  const plans = dirs.map(planPrecompression);
  const jobs = plans.flatMap((plan) => plan.jobs);
  const remove = plans.flatMap((plan) => plan.remove);
  for (const file of remove) fs.rmSync(file, { force: true });
  const tasks = jobs
    .flatMap((job) => job.encodings.map((encoding) => ({ job, encoding })))
    .sort((a, b) => b.job.size - a.job.size || a.encoding.suffix.localeCompare(b.encoding.suffix));
  const stats = { files: jobs.length, written: 0, removed: remove.length, bytes: { '': 0, '.gz': 0, '.br': 0 } };
  for (const job of jobs) stats.bytes[''] += job.size;
  /** @type {Map<string, Promise<Buffer>>} */
  const contents = new Map();
  const read = (/** @type {Job} */ job) => {
    let data = contents.get(job.file);
    if (!data) {
      data = fs.promises.readFile(job.file);
      contents.set(job.file, data);
    }
    return data;
  };
  const concurrency = Math.max(1, options.concurrency ?? os.availableParallelism());
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const { job, encoding } = tasks[next++];
      const data = await read(job);
      const bytes = await writeCopy(job, encoding, data);
      stats.bytes[encoding.suffix] += bytes || data.length;
      if (bytes > 0) stats.written += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return stats;
}

const SELF = fileURLToPath(import.meta.url);

/**
 * precompressDirs for synchronous callers (the build): plans here, and compresses in a child process only when
 * something is missing or stale. Throws when the child fails.
 * @param {string[]} dirs @returns {{ files: number, ms: number }}
 */
export function precompressDirsSync(dirs) {
  const started = Date.now();
  const plans = dirs.map(planPrecompression);
  const files = plans.reduce((n, plan) => n + plan.jobs.length, 0);
  if (plans.every((plan) => plan.jobs.length === 0 && plan.remove.length === 0)) return { files: 0, ms: 0 };
  const result = spawnSync(process.execPath, [SELF, ...dirs], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`precompressing ${dirs.join(', ')} failed with code ${result.status}`);
  return { files, ms: Date.now() - started };
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/lib/precompress.mjs <dist dir>…');
    process.exit(2);
  }
  const started = Date.now();
  const s = await precompressDirs(dirs.map((dir) => path.resolve(dir)));
  const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `${s.written} copies of ${s.files} files written (${kb(s.bytes[''])}: gzip -9 ${kb(s.bytes['.gz'])}, ` +
      `brotli 11 ${kb(s.bytes['.br'])}), ${s.removed} removed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
