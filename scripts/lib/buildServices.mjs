// @ts-check
// Compiles each service to one JavaScript file, services/<name>/dist/server.js, with esbuild: the service's own
// sources and the internal packages (@tracker/*, consumed as TypeScript) are bundled; every npm dependency stays an
// import resolved from node_modules at run time. `npm start` and `npm run deploy` run these files with plain
// `node`, so nothing is transpiled at start-up. A service whose bundle is newer than all of its sources and of the
// packages is not built again.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const SERVICE_BUNDLE = 'dist/server.js';

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
 * Bare imports stay external except the internal packages; `__dirname` in a bundled source keeps meaning that
 * source's folder (the categoriser finds its datasets through it), as a path relative to the bundle.
 * @param {string} outDir
 * @returns {import('esbuild').Plugin}
 */
function servicePlugin(outDir) {
  return {
    name: 'tracker-service',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@tracker/') || args.kind === 'entry-point') return undefined;
        return { path: args.path, external: true };
      });
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('__dirname')) return undefined;
        const relative = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
        const contents = source.replace(
          /\b__dirname\b/g,
          `require('node:path').resolve(__dirname, ${JSON.stringify(relative)})`,
        );
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * @param {string} root
 * @param {string} dir e.g. services/auth
 * @param {{ force?: boolean, outFile?: string }} [options] outFile: relative to the service's folder (a release of
 *   `npm run deploy`), default SERVICE_BUNDLE
 * @returns {Promise<{ built: boolean, ms: number, file: string }>}
 */
export async function buildService(root, dir, options = {}) {
  const serviceDir = path.join(root, dir);
  const file = path.join(serviceDir, options.outFile ?? SERVICE_BUNDLE);
  const sources = Math.max(newestMtime(path.join(root, 'packages')), newestMtime(path.join(serviceDir, 'src')));
  if (!options.force && existsSync(file) && statSync(file).mtimeMs > sources) return { built: false, ms: 0, file };
  const started = Date.now();
  const outDir = path.dirname(file);
  await build({
    entryPoints: [path.join(serviceDir, 'src', 'server.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [servicePlugin(outDir)],
  });
  writeFileSync(path.join(outDir, 'package.json'), '{ "type": "commonjs" }\n');
  return { built: true, ms: Date.now() - started, file };
}

/**
 * @param {string} root
 * @param {readonly { name: string, dir: string }[]} services
 * @param {{ force?: boolean, log?: (line: string) => void }} [options]
 */
export async function buildServices(root, services, options = {}) {
  // (one at a time: esbuild is quick, and the machine's two cores serve the stack meanwhile)
  const log = options.log ?? ((line) => console.log(line));
  for (const service of services) {
    const result = await buildService(root, service.dir, options);
    log(
      result.built
        ? `${service.name}: compiled in ${(result.ms / 1000).toFixed(1)} s`
        : `${service.name}: compiled build is up to date`,
    );
  }
}
