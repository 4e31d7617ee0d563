// @ts-check
// `npm run build`: builds every front end (shell and remotes) into its dist/ folder and compiles every service into
// services/<name>/dist/server.js (scripts/lib/buildAll.mjs, the same build `npm start` and `npm test` run).
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
ensureDependencies(root);
// Imported after the install: the services' compiler (esbuild) is a dependency.
const { buildAll } = await import('./lib/buildAll.mjs');
await buildAll(root, { force: process.argv.includes('--force') });
