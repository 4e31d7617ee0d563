// @ts-check
// Starts the composed stack as child processes: the embedded docstore (unless MONGODB_URI is
// given), every service, then the gateway. Used by `npm start` and by the end-to-end suites,
// so both run exactly the same processes. It supervises them: a child that stops unexpectedly is
// restarted with backoff; each child holds an IPC channel to the supervisor and stops when it
// closes (@tracker/supervision), so no child outlives the supervisor, whatever kills it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@tracker/free-port';
import { buildServices, SERVICE_BUNDLE } from './buildServices.mjs';
import { serveControl } from './control.mjs';
import { assertPortsFree, commandLineOf, pidFiles, stopLeftover } from './leftovers.mjs';
import { createPools, instancesFromEnv, slotName } from './pools.mjs';
import { keepAlive, launch, stopGraceMs, stopProc } from './supervise.mjs';
import { DATABASE_NAME, DOCSTORE_PORT, GATEWAY_PORT, SERVICES } from './topology.mjs';

export { ROOT, RESTART_BACKOFF } from './supervise.mjs';
import { ROOT } from './supervise.mjs';
const TSX_LOADER = ['--import', 'tsx'];

/**
 * @typedef {import('./supervise.mjs').SupervisedProc} SupervisedProc
 * @typedef {{
 *   dataDir: string,
 *   port?: number,
 *   ephemeralPorts?: boolean,
 *   gateway?: 'auto' | 'nginx' | 'node',
 *   env?: NodeJS.ProcessEnv,
 *   log?: (line: string) => void,
 *   quiet?: boolean,
 * }} StackOptions
 */

/** Where the supervisor of a data folder listens for `npm run deploy` (scripts/lib/control.mjs). */
export const controlSocketOf = (/** @type {string} */ dataDir) =>
  path.join(path.resolve(dataDir), 'run', 'control.sock');

/**
 * Session keys must outlive a restart or every user is signed out; generate them once per
 * data directory and keep them beside the data, readable by the owner only.
 * @param {string} dataDir
 */
export function sessionKeysFor(dataDir) {
  const file = path.join(dataDir, 'session-keys');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url') + '\n', { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * Stops what an earlier run on this data folder left behind, and refuses to start beside a live one.
 * @param {ReturnType<typeof pidFiles>} pids @param {string} dataDir @param {(line: string) => void} log
 * @param {Record<string, string>} markers child name -> text its command line contains
 */
async function clearLeftovers(pids, dataDir, markers, log) {
  const other = pids.read('supervisor');
  if (other !== null && other !== process.pid && commandLineOf(other)?.includes('scripts/start.mjs')) {
    throw new Error(
      `Another stack (supervisor pid ${other}) is already running on the data folder ${dataDir}. Stop it (Ctrl-C in its terminal, or kill ${other}) or use another DATA_DIR.`,
    );
  }
  for (const name of pids.names()) {
    const pid = pids.read(name);
    const marker = markers[name];
    if (pid !== null && marker && (await stopLeftover(pid, marker)))
      log(`[stack] stopped a leftover ${name} (pid ${pid}) of an earlier run on ${dataDir}`);
    pids.remove(name);
  }
  pids.write('supervisor', process.pid);
}

/**
 * The embedded database, kept running; resolves with its URI once it listens.
 * @param {{ dataDir: string, port: number, env: NodeJS.ProcessEnv, log: (line: string) => void, quiet: boolean }} o
 * @param {import('./supervise.mjs').SuperviseContext} context
 */
async function startDocstore({ dataDir, port, env, log, quiet }, context) {
  /** @type {string | undefined} */
  let uri;
  const docstore = keepAlive(
    {
      name: 'docstore',
      launch: () =>
        launch(
          'docstore',
          [...TSX_LOADER, DOCSTORE_SCRIPT],
          {
            ...env,
            DATA_DIR: path.join(dataDir, 'db'),
            DOCSTORE_PORT: String(port),
            // Generated once beside the session keys when DATA_ENCRYPTION_KEY is not given.
            DATA_ENCRYPTION_KEY_FILE: env.DATA_ENCRYPTION_KEY_FILE ?? path.join(dataDir, 'data-encryption-key'),
          },
          log,
          quiet,
        ),
      ready: async (proc) => {
        const [, listening] = await proc.waitForLine(/docstore listening on (mongodb:\/\/\S+)/, 60_000);
        uri = listening;
      },
    },
    context,
  );
  await docstore.ready;
  return { proc: docstore.proc, uri: `${uri}/${DATABASE_NAME}` };
}

const DOCSTORE_SCRIPT = 'packages/docstore/src/cli.ts';
const GATEWAY_SCRIPT = 'gateway/src/cli.ts';

/**
 * The ports of the stack: the database's, each service's well-known one (a local listener of the gateway, balanced
 * over the service's instances; other services call it there) and the gateway's.
 * @param {StackOptions} options @param {NodeJS.ProcessEnv} env
 */
async function choosePorts(options, env) {
  const externalDb = Boolean(env.MONGODB_URI);
  const docstore = options.ephemeralPorts ? await freePort() : Number(env.DOCSTORE_PORT ?? DOCSTORE_PORT);
  /** @type {Record<string, number>} */
  const services = {};
  for (const service of SERVICES) services[service.name] = options.ephemeralPorts ? await freePort() : service.port;
  // The gateway's port is fixed before the services start: auth needs the public origin for Google's redirect URI.
  const gateway = options.port ?? (options.ephemeralPorts ? await freePort() : Number(env.PORT ?? GATEWAY_PORT));
  if (!options.ephemeralPorts) {
    await assertPortsFree([
      ...(externalDb ? [] : [{ name: 'docstore', port: docstore }]),
      ...SERVICES.map((service) => ({ name: service.name, port: services[service.name] })),
      { name: 'gateway', port: gateway },
    ]);
  }
  return { docstore, services, gateway };
}

/** @param {number} instances @returns {Record<string, string>} child name -> text its command line contains */
function leftoverMarkers(instances) {
  /** @type {Record<string, string>} */
  const markers = { docstore: DOCSTORE_SCRIPT, gateway: GATEWAY_SCRIPT };
  for (const service of SERVICES) {
    for (let index = 0; index < Math.max(instances, 16); index += 1)
      markers[slotName(service.name, index)] = `${service.dir}/${SERVICE_BUNDLE}`;
  }
  return markers;
}

/**
 * @param {StackOptions} options
 */
export async function startStack(options) {
  const log = options.log ?? ((line) => console.log(line));
  const quiet = options.quiet ?? false;
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const baseEnv = { ...process.env, ...options.env };
  const instances = instancesFromEnv(baseEnv);
  const pids = pidFiles(path.join(dataDir, 'run'));
  /** @type {SupervisedProc | undefined} */
  let docstoreProc;
  /** @type {SupervisedProc | undefined} */
  let gatewayProc;
  /** @type {ReturnType<typeof createPools> | undefined} */
  let pools;
  /** @type {import('node:net').Server | undefined} */
  let control;
  let stopping = false;
  const context = { log, stopping: () => stopping, pids };
  const allProcs = () => [docstoreProc, ...(pools?.procs() ?? []), gatewayProc].filter((p) => p !== undefined);

  const stop = async () => {
    stopping = true;
    control?.close();
    // The gateway stops taking requests first; the services drain (all at once), the database goes last.
    const grace = stopGraceMs(baseEnv);
    if (gatewayProc) await stopProc(gatewayProc);
    await Promise.all((pools?.procs() ?? []).map((proc) => stopProc(proc, grace)));
    if (docstoreProc) await stopProc(docstoreProc);
    for (const proc of allProcs()) pids.remove(proc.name);
    if (pids.read('supervisor') === process.pid) pids.remove('supervisor');
  };

  await clearLeftovers(pids, dataDir, leftoverMarkers(instances), log);

  try {
    const ports = await choosePorts(options, baseEnv);
    let mongoUri = baseEnv.MONGODB_URI;
    if (!mongoUri) {
      const docstore = await startDocstore({ dataDir, port: ports.docstore, env: baseEnv, log, quiet }, context);
      docstoreProc = docstore.proc;
      mongoUri = docstore.uri;
    }

    const sessionKeys = baseEnv.SESSION_KEYS ?? sessionKeysFor(dataDir);
    /** @type {Record<string, string>} */
    const urls = {};
    for (const service of SERVICES) {
      if (service.urlEnv)
        urls[service.urlEnv] = baseEnv[service.urlEnv] ?? `http://127.0.0.1:${ports.services[service.name]}`;
    }
    const publicUrl = baseEnv.PUBLIC_URL ?? `http://localhost:${ports.gateway}`;
    const serviceEnv = {
      ...baseEnv,
      ...urls,
      MONGODB_URI: mongoUri,
      SESSION_KEYS: sessionKeys,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
    };

    // Compiled JavaScript (services/<name>/dist/server.js): rebuilt here when a source is newer, so a service never
    // runs code older than its sources, even when the front-end build is skipped.
    await buildServices(ROOT, SERVICES, { log: quiet ? () => undefined : (line) => log(`[build] ${line}`) });
    const gatewayDir = path.join(dataDir, 'gateway');
    mkdirSync(gatewayDir, { recursive: true });
    const upstreamsFile = path.join(gatewayDir, 'upstreams.json');
    pools = createPools({
      services: SERVICES,
      instances,
      env: serviceEnv,
      localPorts: ports.services,
      upstreamsFile,
      log,
      quiet,
      context,
      gateway: () => gatewayProc,
      root: ROOT,
    });
    await pools.startAll();

    /** @type {string | undefined} */
    let kind;
    const gateway = keepAlive(
      {
        name: 'gateway',
        launch: () =>
          launch(
            'gateway',
            [...TSX_LOADER, GATEWAY_SCRIPT],
            {
              ...serviceEnv,
              PORT: String(ports.gateway),
              GATEWAY: options.gateway ?? baseEnv.GATEWAY ?? 'auto',
              GATEWAY_RUNTIME_DIR: gatewayDir,
              GATEWAY_UPSTREAMS_FILE: upstreamsFile,
            },
            log,
            quiet,
          ),
        ready: async (proc) => {
          [, kind] = await proc.waitForLine(/gateway \((\w+)\) listening on/, 30_000);
        },
      },
      context,
    );
    gatewayProc = gateway.proc;
    await gateway.ready;

    const running = /** @type {ReturnType<typeof createPools>} */ (pools);
    control = await serveControl(controlSocketOf(dataDir), async (request, say) => {
      if (request.op === 'status') return running.status();
      if (request.op === 'deploy' && typeof request.service === 'string')
        return running.replace(request.service, say, { bundle: request.bundle, rollback: request.rollback === true });
      throw new Error(`unknown request ${JSON.stringify(request)}`);
    });

    return {
      url: `http://localhost:${ports.gateway}`,
      gatewayKind: kind,
      mongoUri,
      procs: allProcs(),
      servicePorts: ports.services,
      instances,
      startTimes: running.startTimes,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
