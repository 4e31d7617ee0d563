// @ts-check
// Starts the composed stack as child processes: the embedded docstore (unless MONGODB_URI is
// given), every service, then the gateway. Used by `npm start` and by the end-to-end suites,
// so both run exactly the same processes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
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

/** A free TCP port on 127.0.0.1, for stacks that must not collide with a running one. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

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
 * @returns {Proc & { waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> }}
 */
function launch(name, args, env, log, quiet) {
  // Own process group: a Ctrl-C in the terminal reaches only the supervisor, which then stops
  // the children in order (gateway first, database last).
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
        const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${recent}`)), timeoutMs);
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

/**
 * @param {StackOptions} options
 */
export async function startStack(options) {
  const log = options.log ?? ((line) => console.log(line));
  const quiet = options.quiet ?? false;
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const baseEnv = { ...process.env, ...options.env };
  /** @type {Proc[]} */
  const procs = [];
  let stopping = false;

  const stop = async () => {
    stopping = true;
    // Reverse order: the gateway stops taking requests before the services and the database go.
    for (const proc of [...procs].reverse()) await stopProc(proc);
  };

  try {
    let mongoUri = baseEnv.MONGODB_URI;
    if (!mongoUri) {
      const port = options.ephemeralPorts ? await freePort() : Number(baseEnv.DOCSTORE_PORT ?? DOCSTORE_PORT);
      const docstore = launch(
        'docstore',
        [...TSX_LOADER, 'packages/docstore/src/cli.ts'],
        { ...baseEnv, DATA_DIR: path.join(dataDir, 'db'), DOCSTORE_PORT: String(port) },
        log,
        quiet,
      );
      procs.push(docstore);
      const [, uri] = await docstore.waitForLine(/docstore listening on (mongodb:\/\/\S+)/, 60_000);
      mongoUri = `${uri}/${DATABASE_NAME}`;
    }

    const sessionKeys = baseEnv.SESSION_KEYS ?? sessionKeysFor(dataDir);
    /** @type {Record<string, string>} */
    const urls = {};
    const ports = new Map();
    for (const service of SERVICES) {
      const port = options.ephemeralPorts ? await freePort() : service.port;
      ports.set(service.name, port);
      if (service.urlEnv) urls[service.urlEnv] = baseEnv[service.urlEnv] ?? `http://127.0.0.1:${port}`;
    }
    // The gateway's port is fixed before the services start: auth needs the public origin for Google's redirect URI.
    const gatewayPort = options.port ?? (options.ephemeralPorts ? await freePort() : Number(baseEnv.PORT ?? GATEWAY_PORT));
    const publicUrl = baseEnv.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;
    const serviceEnv = { ...baseEnv, ...urls, MONGODB_URI: mongoUri, SESSION_KEYS: sessionKeys, DATA_DIR: dataDir, PUBLIC_URL: publicUrl };

    const started = SERVICES.map(async (service) => {
      const port = ports.get(service.name);
      const proc = launch(service.name, [...TSX_LOADER, `${service.dir}/src/server.ts`], { ...serviceEnv, PORT: String(port), HOST: '127.0.0.1' }, log, quiet);
      procs.push(proc);
      await Promise.race([
        waitForHealth(`http://127.0.0.1:${port}/healthz`, 60_000),
        proc.exited.then((code) => {
          throw new Error(`${service.name} exited with code ${code} during start-up`);
        }),
      ]);
    });
    await Promise.all(started);

    const gateway = launch(
      'gateway',
      [...TSX_LOADER, 'gateway/src/cli.ts'],
      {
        ...serviceEnv,
        PORT: String(gatewayPort),
        GATEWAY: options.gateway ?? baseEnv.GATEWAY ?? 'auto',
        GATEWAY_RUNTIME_DIR: path.join(dataDir, 'gateway'),
      },
      log,
      quiet,
    );
    procs.push(gateway);
    const [, kind] = await gateway.waitForLine(/gateway \((\w+)\) listening on/, 30_000);

    for (const proc of procs) {
      proc.exited.then((code) => {
        if (!stopping) log(`[stack] ${proc.name} exited unexpectedly with code ${code}`);
      });
    }
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
