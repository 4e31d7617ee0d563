// @ts-check
// `npm run deploy -- <area>`: replaces one area of the running stack (`npm start` on DATA_DIR) while people use it.
//   a service (auth, transactions, budget, wealth, community, categoriser): compiled into a new release file, then
//     the supervisor starts new instances beside the old ones, waits until they are ready, switches the gateway to
//     them and lets the old ones drain and stop. A new instance that is not ready in time is stopped, the old ones
//     keep serving, and this command exits 1 with the reason.
//   a remote (mfe-dashboard, mfe-transactions, mfe-budget, mfe-wealth, mfe-community): built apart, its files
//     published beside the old ones, its manifest switched last (scripts/lib/publishRemote.mjs).
// `--rollback` (services): the previous release of the service is deployed again the same way.
import path from 'node:path';
import { buildService } from './lib/buildServices.mjs';
import { callControl } from './lib/control.mjs';
import { deployRemote } from './lib/publishRemote.mjs';
import { ROOT, controlSocketOf } from './lib/stack.mjs';
import { FRONT_ENDS, SERVICES } from './lib/topology.mjs';

const args = process.argv.slice(2);
const area = args.find((arg) => !arg.startsWith('--'));
const rollback = args.includes('--rollback');
const remotes = FRONT_ENDS.filter((name) => name !== 'shell');
const usage = `usage: npm run deploy -- <area> [--rollback]\n  areas: ${[...SERVICES.map((s) => s.name), ...remotes].join(', ')}`;
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/** @param {string} name */
async function deployService(name) {
  const service = /** @type {import('./lib/topology.mjs').ServiceSpec} */ (SERVICES.find((s) => s.name === name));
  const started = Date.now();
  /** @type {string | undefined} */
  let bundle;
  if (!rollback) {
    // A release file of its own: the running instances (and their restarts) keep theirs until the switch.
    const release = `dist/releases/${new Date().toISOString().replace(/[:.]/g, '-')}/server.js`;
    const built = await buildService(ROOT, service.dir, { force: true, outFile: release });
    bundle = built.file;
    console.log(`${name}: compiled in ${seconds(built.ms)}`);
  }
  const socket = controlSocketOf(path.resolve(ROOT, process.env.DATA_DIR ?? 'data'));
  const result = /** @type {{ ms: number, readyMs: number, startMs: number[] }} */ (
    await callControl(socket, { op: 'deploy', service: name, bundle, rollback }, (line) =>
      console.log(`${name}: ${line}`),
    )
  );
  console.log(
    `${name}: deployed in ${seconds(Date.now() - started)} (switch ${seconds(result.ms)}; new instances started in ${result.startMs.map(seconds).join(', ')})`,
  );
  console.log(`DEPLOYED ${JSON.stringify({ area: name, ms: Date.now() - started, ...result })}`);
}

/** @param {string} name */
function publishRemote(name) {
  const started = Date.now();
  const result = deployRemote(ROOT, name, (line) => console.log(line));
  console.log(
    `${name}: deployed in ${seconds(Date.now() - started)} (build ${seconds(result.buildMs)}; ${result.removed} files of an older release removed)`,
  );
  console.log(`DEPLOYED ${JSON.stringify({ area: name, ms: Date.now() - started, ...result })}`);
}

try {
  if (area && SERVICES.some((s) => s.name === area)) await deployService(area);
  else if (area && remotes.includes(area) && !rollback) publishRemote(area);
  else {
    console.error(usage);
    process.exit(2);
  }
} catch (error) {
  console.error(`deploy of ${area} failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
