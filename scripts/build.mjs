// @ts-check
// `npm run build`: builds every front end (shell and remotes) into its dist/ folder.
import { buildFrontEnds } from './lib/build.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { ROOT } from './lib/stack.mjs';

ensureDependencies(ROOT);
buildFrontEnds(ROOT, { force: process.argv.includes('--force') });
