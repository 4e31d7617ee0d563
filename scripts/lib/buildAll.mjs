// @ts-check
// The one build that `npm run build`, `npm start` and `npm test` share: every front end (shell and remotes) into its
// dist/ folder, then every service compiled into services/<name>/dist/server.js. Each part skips what is up to date.
import { buildFrontEnds } from './build.mjs';
import { buildServices } from './buildServices.mjs';
import { SERVICES } from './topology.mjs';

/** @param {string} root @param {{ force?: boolean }} [options] */
export async function buildAll(root, options = {}) {
  buildFrontEnds(root, options);
  await buildServices(root, SERVICES, options);
}
