// @ts-check
// Starts the composed stack as child processes: the embedded docstore (unless MONGODB_URI is
// given), every service, then the gateway. Used by `npm start` and by the end-to-end suites,
// so both run exactly the same processes. It supervises them: a child that stops unexpectedly is
// restarted with backoff; each child holds an IPC channel to the supervisor and stops when it
// closes (@tracker/supervision), so no child outlives the supervisor, whatever kills it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@tracker/free-port';
import { assertPortsFree, commandLineOf, pidFiles, stopLeftover } from './leftovers.mjs';
import { DATABASE_NAME, DOCSTORE_PORT, GATEWAY_PORT, SERVICES } from './topology.mjs';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const TSX_LOADER = ['--import', 'tsx'];

/** Children still running; killed if the supervisor exits without a clean stop. */
const liveChildren = new Set();
process.on('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

/**
 * @typedef {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<number | null> }} Proc
 * @typedef {Proc & { waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> }} LaunchedProc
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
 * @param {string} name
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {(line: string) => void} log
 * @param {boolean} quiet
 * @returns {LaunchedProc}
 */
function launch(name, args, env, log, quiet) {
  // Own process group: a Ctrl-C in the terminal reaches only the supervisor, which then stops
  // the children in order (gateway first, database last). The IPC channel is the child's lifeline:
  // the kernel closes it when the supervisor dies, and the child then stops (@tracker/supervision).
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  child.on('error', (error) => log(`[stack] ${name}: ${error.message}`));
  liveChildren.add(child);
  child.on('exit', () => liveChildren.delete(child));
  /** @type {((line: string) => void)[]} */
  const listeners = [];
  let recent = '';
  /** @param {Buffer} chunk */
  const onData = (chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      recent = (recent + '\n' + line).slice(-4000);
      if (!quiet) log(`[${name}] ${line}`);
      for (const listener of listeners) listener(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : null))));
  return {
    name,
    child,
    exited,
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${recent}`)),
          timeoutMs,
        );
        listeners.push((line) => {
          const match = line.match(pattern);
          if (match) {
            clearTimeout(timer);
            resolve(match);
          }
        });
        exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`${name} exited with code ${code} before it was ready:\n${recent}`));
        });
      });
    },
  };
}

/** @param {string} url @param {number} timeoutMs */
async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms (${lastError})`);
}

/** @param {Proc} proc @param {number} graceMs */
async function stopProc(proc, graceMs = 8000) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/** @param {import('node:child_process').ChildProcess} child */
function exitReason(child) {
  if (child.signalCode) return `killed by ${child.signalCode}`;
  return `exit code ${child.exitCode}`;
}

/** Restart delays: 0.25 s doubling to 10 s; a child that then ran for a minute starts again from 0.25 s. */
export const RESTART_BACKOFF = { firstMs: 250, maxMs: 10_000, healthyAfterMs: 60_000 };

/**
 * @typedef {{
 *   name: string,
 *   launch: () => LaunchedProc,
 *   ready: (proc: LaunchedProc) => Promise<unknown>,
 * }} ChildSpec
 * @typedef {Proc & { restarts: number }} SupervisedProc
 */

/**
 * Starts a child and keeps it running: when it exits while the stack is not stopping, the supervisor logs why and
 * starts it again after a backoff, on the same port and environment. `child` and `exited` always name the current
 * process, so stopping the stack stops whichever one is running.
 * @param {ChildSpec} spec
 * @param {{ log: (line: string) => void, stopping: () => boolean, pids: ReturnType<typeof pidFiles> }} context
 * @returns {{ proc: SupervisedProc, ready: Promise<unknown> }}
 */
function keepAlive(spec, { log, stopping, pids }) {
  let current = spec.launch();
  let startedAt = Date.now();
  let failures = 0;
  pids.write(spec.name, current.child.pid);
  /** @type {SupervisedProc} */
  const proc = {
    name: spec.name,
    get child() {
      return current.child;
    },
    get exited() {
      return current.exited;
    },
    restarts: 0,
  };
  const watch = (/** @type {LaunchedProc} */ launched) => {
    launched.exited.then(async () => {
      if (stopping()) return;
      failures = Date.now() - startedAt >= RESTART_BACKOFF.healthyAfterMs ? 0 : failures + 1;
      const delay = Math.min(RESTART_BACKOFF.firstMs * 2 ** Math.max(0, failures - 1), RESTART_BACKOFF.maxMs);
      log(
        `[stack] ${spec.name} (pid ${launched.child.pid}) stopped unexpectedly (${exitReason(launched.child)}); restarting in ${delay} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping()) return;
      current = spec.launch();
      startedAt = Date.now();
      proc.restarts += 1;
      pids.write(spec.name, current.child.pid);
      watch(current);
      try {
        await spec.ready(current);
        log(`[stack] ${spec.name} is running again (pid ${current.child.pid})`);
      } catch (error) {
        // Its exit, if it comes, is handled by watch(); one that hangs is left to the next check of its health.
        log(
          `[stack] ${spec.name} did not come back: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
      }
    });
  };
  watch(current);
  return { proc, ready: spec.ready(current) };
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
 * @param {StackOptions} options
 */
export async function startStack(options) {
  const log = options.log ?? ((line) => console.log(line));
  const quiet = options.quiet ?? false;
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const baseEnv = { ...process.env, ...options.env };
  const pids = pidFiles(path.join(dataDir, 'run'));
  /** @type {SupervisedProc[]} */
  const procs = [];
  let stopping = false;
  const context = { log, stopping: () => stopping, pids };

  const stop = async () => {
    stopping = true;
    // Reverse order: the gateway stops taking requests before the services and the database go.
    for (const proc of [...procs].reverse()) await stopProc(proc);
    for (const proc of procs) pids.remove(proc.name);
    if (pids.read('supervisor') === process.pid) pids.remove('supervisor');
  };

  const docstoreScript = 'packages/docstore/src/cli.ts';
  const gatewayScript = 'gateway/src/cli.ts';
  /** @type {Record<string, string>} */
  const markers = { docstore: docstoreScript, gateway: gatewayScript };
  for (const service of SERVICES) markers[service.name] = `${service.dir}/src/server.ts`;
  await clearLeftovers(pids, dataDir, markers, log);

  try {
    const externalDb = Boolean(baseEnv.MONGODB_URI);
    const docstorePort = options.ephemeralPorts ? await freePort() : Number(baseEnv.DOCSTORE_PORT ?? DOCSTORE_PORT);
    /** @type {Map<string, number>} */
    const ports = new Map();
    for (const service of SERVICES) ports.set(service.name, options.ephemeralPorts ? await freePort() : service.port);
    // The gateway's port is fixed before the services start: auth needs the public origin for Google's redirect URI.
    const gatewayPort =
      options.port ?? (options.ephemeralPorts ? await freePort() : Number(baseEnv.PORT ?? GATEWAY_PORT));
    if (!options.ephemeralPorts) {
      await assertPortsFree([
        ...(externalDb ? [] : [{ name: 'docstore', port: docstorePort }]),
        ...SERVICES.map((service) => ({ name: service.name, port: /** @type {number} */ (ports.get(service.name)) })),
        { name: 'gateway', port: gatewayPort },
      ]);
    }

    let mongoUri = baseEnv.MONGODB_URI;
    if (!mongoUri) {
      /** @type {string | undefined} */
      let uri;
      const docstore = keepAlive(
        {
          name: 'docstore',
          launch: () =>
            launch(
              'docstore',
              [...TSX_LOADER, docstoreScript],
              {
                ...baseEnv,
                DATA_DIR: path.join(dataDir, 'db'),
                DOCSTORE_PORT: String(docstorePort),
                // Generated once beside the session keys when DATA_ENCRYPTION_KEY is not given.
                DATA_ENCRYPTION_KEY_FILE: baseEnv.DATA_ENCRYPTION_KEY_FILE ?? path.join(dataDir, 'data-encryption-key'),
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
      procs.push(docstore.proc);
      await docstore.ready;
      mongoUri = `${uri}/${DATABASE_NAME}`;
    }

    const sessionKeys = baseEnv.SESSION_KEYS ?? sessionKeysFor(dataDir);
    /** @type {Record<string, string>} */
    const urls = {};
    for (const service of SERVICES) {
      if (service.urlEnv)
        urls[service.urlEnv] = baseEnv[service.urlEnv] ?? `http://127.0.0.1:${ports.get(service.name)}`;
    }
    const publicUrl = baseEnv.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;
    const serviceEnv = {
      ...baseEnv,
      ...urls,
      MONGODB_URI: mongoUri,
      SESSION_KEYS: sessionKeys,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
    };

    const started = SERVICES.map(async (service) => {
      const port = ports.get(service.name);
      const script = `${service.dir}/src/server.ts`;
      const supervised = keepAlive(
        {
          name: service.name,
          launch: () =>
            launch(
              service.name,
              [...TSX_LOADER, script],
              { ...serviceEnv, PORT: String(port), HOST: '127.0.0.1' },
              log,
              quiet,
            ),
          ready: (proc) =>
            Promise.race([
              waitForHealth(`http://127.0.0.1:${port}/healthz`, 60_000),
              proc.exited.then((code) => {
                throw new Error(`${service.name} exited with code ${code} during start-up`);
              }),
            ]),
        },
        context,
      );
      procs.push(supervised.proc);
      await supervised.ready;
    });
    await Promise.all(started);

    /** @type {string | undefined} */
    let kind;
    const gateway = keepAlive(
      {
        name: 'gateway',
        launch: () =>
          launch(
            'gateway',
            [...TSX_LOADER, gatewayScript],
            {
              ...serviceEnv,
              PORT: String(gatewayPort),
              GATEWAY: options.gateway ?? baseEnv.GATEWAY ?? 'auto',
              GATEWAY_RUNTIME_DIR: path.join(dataDir, 'gateway'),
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
    procs.push(gateway.proc);
    await gateway.ready;

    return {
      url: `http://localhost:${gatewayPort}`,
      gatewayKind: kind,
      mongoUri,
      procs,
      servicePorts: Object.fromEntries(ports),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
