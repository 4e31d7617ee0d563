// @ts-check
// `npm start`: installs what is missing, builds the front ends and compiles the services, starts the docstore
// (unless MONGODB_URI is set), SERVICE_INSTANCES instances of every service and the gateway, and stops them all on
// Ctrl-C. `npm run deploy -- <area>` replaces one area of the running stack (scripts/deploy.mjs).
// Flags for the test harness: --ephemeral-ports (free ports, so a test stack never collides
// with a running one), --skip-install, --skip-build.
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';

const flags = new Set(process.argv.slice(2));
// A closed terminal or log pipe must not crash the supervisor mid-run: lines written to it are dropped.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (!['EPIPE', 'EIO', 'ERR_STREAM_DESTROYED'].includes(/** @type {{ code?: string }} */ (error).code ?? ''))
      throw error;
  });
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
if (!flags.has('--skip-install')) ensureDependencies(root);
// Imported after the install: the build compiles with esbuild, the stack launches the database and gateway through tsx.
if (!flags.has('--skip-build')) await (await import('./lib/buildAll.mjs')).buildAll(root);
const { startStack } = await import('./lib/stack.mjs');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const stack = await startStack({
  dataDir,
  port: process.env.PORT ? Number(process.env.PORT) : undefined,
  ephemeralPorts: flags.has('--ephemeral-ports'),
  quiet: process.env.STACK_QUIET === '1',
});

console.log(`\nBudget & wealth tracker is running at ${stack.url} (gateway: ${stack.gatewayKind}; data in ${dataDir})`);
console.log(
  `STACK_READY ${JSON.stringify({ url: stack.url, mongoUri: stack.mongoUri, gateway: stack.gatewayKind, services: stack.servicePorts, instances: stack.instances, startMs: stack.startTimes, pids: stack.procs.map((p) => p.child.pid) })}`,
);
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  console.log('Stopped.');
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// The terminal closed: stop cleanly, as for Ctrl-C (children would otherwise stop on their own, unordered).
process.on('SIGHUP', shutdown);
