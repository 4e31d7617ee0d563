/**
 * The build's precompressed copies (scripts/lib/precompress.mjs, run by build.mjs): written beside every compressible
 * file from the gateway's minimum size, decompressing to it, with its mtime, and never stale after a rebuild.
 * build.mjs runs here on a throw-away tree whose `rspack` is a stand-in that writes a small dist (cleaning it first,
 * as the real config's `output.clean` does). The .mjs modules run in child processes (jest loads CommonJS).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { COMPRESSIBLE_TYPES, COMPRESS_MIN_BYTES, MIME_TYPES } from '@tracker/gateway';

const LIB = __dirname;
const moduleUrl = (name: string): string => pathToFileURL(path.join(LIB, name)).href;

/** Runs an ES module snippet with node; returns its stdout. */
function runModule(code: string): string {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`node exited with ${result.status}:\n${result.stderr}`);
  return result.stdout;
}

const build = (root: string): string =>
  runModule(
    `import { buildFrontEnds } from ${JSON.stringify(moduleUrl('build.mjs'))}; buildFrontEnds(${JSON.stringify(root)});`,
  );
const precompress = (dir: string): string =>
  runModule(`import { precompressDirs } from ${JSON.stringify(moduleUrl('precompress.mjs'))};
    console.log(JSON.stringify(await precompressDirs([${JSON.stringify(dir)}])));`);

/** The stand-in for @rspack/cli: a dist made from src/app.js, like a build with `output.clean`. */
const FAKE_RSPACK = `
const fs = require('node:fs');
const path = require('node:path');
const app = fs.readFileSync('src/app.js', 'utf8');
if (app.includes('FAIL_BUILD')) process.exit(1);
fs.rmSync('dist', { recursive: true, force: true });
fs.mkdirSync('dist/static/css', { recursive: true });
fs.writeFileSync('dist/main.3f2a9c1b.js', app.repeat(60));
fs.writeFileSync('dist/main.3f2a9c1b.js.map', JSON.stringify({ sources: [app.repeat(60)] }));
fs.writeFileSync('dist/static/css/app.0a1b2c3d.css', '.card { padding: 8px; color: #333; }\\n'.repeat(80));
fs.writeFileSync('dist/mf-manifest.json', JSON.stringify({ name: 'x', exposes: Array(60).fill({ path: './Widget' }) }));
fs.writeFileSync('dist/index.html', '<!doctype html><div id="root"></div>');
fs.writeFileSync('dist/remoteEntry.js', 'var x = 1;\\n'.repeat(20));
fs.writeFileSync('dist/logo.png', Buffer.alloc(4096, 7));
fs.appendFileSync(path.join('..', 'builds.log'), path.basename(process.cwd()) + '\\n');
`;

const COMPRESSED = ['main.3f2a9c1b.js', 'static/css/app.0a1b2c3d.css', 'mf-manifest.json'];
const NOT_COMPRESSED = ['main.3f2a9c1b.js.map', 'index.html', 'remoteEntry.js', 'logo.png', '.build-stamp'];
const AREAS = ['shell', 'mfe-dashboard'];

let tmp = '';
let root = '';

function writeSource(area: string, text: string): void {
  const file = path.join(root, area, 'src/app.js');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A new source, newer than the build's stamp (both could fall in one clock tick here). */
function changeSource(area: string, text: string): void {
  const past = new Date(Date.now() - 10_000);
  fs.utimesSync(path.join(root, area, 'dist/.build-stamp'), past, past);
  writeSource(area, text);
}

function builds(): string[] {
  const log = path.join(root, 'builds.log');
  return fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
}

/** Every copy under dist decompresses to its original, with its original's mtime and mode. */
function expectFreshCopies(area: string): void {
  const dist = path.join(root, area, 'dist');
  for (const name of COMPRESSED) {
    const file = path.join(dist, name);
    const original = fs.readFileSync(file);
    const st = fs.statSync(file);
    const gz = fs.readFileSync(`${file}.gz`);
    const br = fs.readFileSync(`${file}.br`);
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    for (const copy of [`${file}.gz`, `${file}.br`]) {
      const cs = fs.statSync(copy);
      expect(Math.abs(cs.mtimeMs - st.mtimeMs)).toBeLessThan(1);
      expect(Math.floor(cs.mtimeMs / 1000)).toBe(Math.floor(st.mtimeMs / 1000));
      expect(cs.mode).toBe(st.mode);
    }
  }
  for (const name of NOT_COMPRESSED) {
    expect([name, fs.existsSync(path.join(dist, `${name}.gz`)), fs.existsSync(path.join(dist, `${name}.br`))]).toEqual([
      name,
      false,
      false,
    ]);
  }
  // No temporary files are left behind.
  expect(fs.readdirSync(dist, { recursive: true }).filter((f) => String(f).endsWith('.tmp'))).toEqual([]);
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-test-'));
  root = path.join(tmp, 'repo');
  fs.mkdirSync(path.join(root, 'packages'), { recursive: true });
  const rspack = path.join(root, 'node_modules/@rspack/cli/bin/rspack.js');
  fs.mkdirSync(path.dirname(rspack), { recursive: true });
  fs.writeFileSync(rspack, FAKE_RSPACK);
  for (const area of AREAS) {
    fs.mkdirSync(path.join(root, area), { recursive: true });
    fs.writeFileSync(path.join(root, area, 'rspack.config.ts'), 'export default {};\n');
    writeSource(area, `console.log(${JSON.stringify(`${area} version 1`)});\n`);
  }
});

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('precompressed copies written by the build', () => {
  it('agree with the gateway on which files are compressed', () => {
    const lists = JSON.parse(
      runModule(`import * as m from ${JSON.stringify(moduleUrl('precompress.mjs'))};
        console.log(JSON.stringify({ extensions: m.PRECOMPRESS_EXTENSIONS, min: m.PRECOMPRESS_MIN_BYTES }));`),
    ) as { extensions: string[]; min: number };
    expect(lists.min).toBe(COMPRESS_MIN_BYTES);
    const compressible = Object.keys(MIME_TYPES).filter((ext) => COMPRESSIBLE_TYPES.includes(MIME_TYPES[ext]));
    // Every type the gateway compresses, but source maps (fetched by developer tools only; gzipped on the fly).
    expect([...lists.extensions].sort()).toEqual(compressible.filter((ext) => ext !== 'map').sort());
  });

  it('are written beside every compressible file from the minimum size up, after each build', () => {
    build(root);
    expect(builds()).toEqual(AREAS);
    for (const area of AREAS) expectFreshCopies(area);
  });

  it('are made again from the new content when a front end is rebuilt', () => {
    const before = fs.readFileSync(path.join(root, 'shell/dist/main.3f2a9c1b.js.br'));
    changeSource('shell', 'console.log("shell version 2, with other content");\n');
    build(root);
    expect(builds()).toEqual([...AREAS, 'shell']);
    const original = fs.readFileSync(path.join(root, 'shell/dist/main.3f2a9c1b.js'), 'utf8');
    expect(original).toContain('version 2');
    expect(fs.readFileSync(path.join(root, 'shell/dist/main.3f2a9c1b.js.br')).equals(before)).toBe(false);
    expectFreshCopies('shell');
  });

  it('are written again, without a rebuild, when missing or not made from the current file', () => {
    const dist = path.join(root, 'mfe-dashboard/dist');
    fs.rmSync(path.join(root, 'shell/dist/main.3f2a9c1b.js.br'));
    // A copy of other content, older than its original (as an interrupted or foreign build could leave it).
    fs.writeFileSync(path.join(dist, 'main.3f2a9c1b.js.gz'), zlib.gzipSync('stale'));
    fs.utimesSync(path.join(dist, 'main.3f2a9c1b.js.gz'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    // A copy newer than its original is not its copy either.
    fs.writeFileSync(path.join(dist, 'mf-manifest.json.br'), zlib.brotliCompressSync('stale'));
    const runs = builds().length;
    build(root);
    expect(builds()).toHaveLength(runs);
    for (const area of AREAS) expectFreshCopies(area);
  });

  it('are written, with the stamp, for the front ends built before one whose build fails', () => {
    changeSource('shell', 'console.log("shell version 3");\n');
    changeSource('mfe-dashboard', 'FAIL_BUILD\n');
    expect(() => build(root)).toThrow(/mfe-dashboard: build failed/);
    expect(builds().slice(-1)).toEqual(['shell']); // the stand-in logs successful builds only
    expect(fs.readFileSync(path.join(root, 'shell/dist/main.3f2a9c1b.js'), 'utf8')).toContain('version 3');
    expectFreshCopies('shell');
    writeSource('mfe-dashboard', 'console.log("mfe-dashboard version 2");\n');
    const runs = builds().length;
    build(root);
    expect(builds().slice(runs)).toEqual(['mfe-dashboard']);
    for (const area of AREAS) expectFreshCopies(area);
  });

  it('are removed when their original shrinks below the minimum, and not kept when not smaller', () => {
    const dir = path.join(tmp, 'loose');
    fs.mkdirSync(dir);
    const file = path.join(dir, 'entry.js');
    fs.writeFileSync(file, 'export const a = 1;\n'.repeat(200));
    const random = path.join(dir, 'random.js');
    fs.writeFileSync(random, crypto.randomBytes(4096));
    expect(JSON.parse(precompress(dir))).toMatchObject({ files: 2, written: 2, removed: 0 });
    expect(fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`)).toBe(true);
    expect(fs.existsSync(`${random}.br`) || fs.existsSync(`${random}.gz`)).toBe(false);
    fs.writeFileSync(file, 'export const a = 2;\n');
    expect(JSON.parse(precompress(dir))).toMatchObject({ files: 1, removed: 2 });
    expect(fs.existsSync(`${file}.br`) || fs.existsSync(`${file}.gz`)).toBe(false);
  });
});
