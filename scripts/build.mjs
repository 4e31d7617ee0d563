// @ts-check
// `npm run build`: builds every front end (shell and remotes) into its dist/ folder and compiles every service into
// services/<name>/dist/server.js (scripts/lib/buildAll.mjs, the same build `npm start` and `npm test` run).
// `--force`: build everything again. `--service <name>`: compile that service only (its Docker image does).
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.includes('--service') ? args[args.indexOf('--service') + 1] : undefined;
ensureDependencies(root);
// Imported after the install: the services' compiler (esbuild) is a dependency.
if (only) {
  const { SERVICES } = await import('./lib/topology.mjs');
  const service = SERVICES.find((s) => s.name === only);
  if (!service) throw new Error(`--service: no service named "${only}" (${SERVICES.map((s) => s.name).join(', ')})`);
  const { buildServices } = await import('./lib/buildServices.mjs');
  await buildServices(root, [service], { force });
} else {
  const { buildAll } = await import('./lib/buildAll.mjs');
  await buildAll(root, { force });
}
