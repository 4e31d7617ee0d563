// @ts-check
// `npm run build`: builds every front end (shell and remotes) into its dist/ folder and compiles every service into
// services/<name>/dist/server.js.
import { buildFrontEnds } from './lib/build.mjs';
import { buildServices } from './lib/buildServices.mjs';
import { SERVICES } from './lib/topology.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { ROOT } from './lib/stack.mjs';

ensureDependencies(ROOT);
buildFrontEnds(ROOT, { force: process.argv.includes('--force') });
await buildServices(ROOT, SERVICES, { force: process.argv.includes('--force') });
