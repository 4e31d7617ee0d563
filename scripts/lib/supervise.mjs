// @ts-check
// The supervisor's building blocks: launching a child, waiting for it to be ready, keeping it running (restart with
// backoff) and replacing it with a new process on purpose (a deploy), stopping it gracefully.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Children still running; killed if the supervisor exits without a clean stop. */
const liveChildren = new Set();
process.on('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

/**
 * @typedef {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<number | null> }} Proc
 * @typedef {Proc & { startedAt: number, waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>, recent(): string }} LaunchedProc
 */

/**
 * @param {string} name
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {(line: string) => void} log
 * @param {boolean} quiet
 * @returns {LaunchedProc}
 */
export function launch(name, args, env, log, quiet) {
  // Own process group: a Ctrl-C in the terminal reaches only the supervisor, which then stops
  // the children in order (gateway first, database last). The IPC channel is the child's lifeline:
  // the kernel closes it when the supervisor dies, and the child then stops (@tracker/supervision).
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  const startedAt = Date.now();
  child.on('error', (error) => log(`[stack] ${name}: ${error.message}`));
  liveChildren.add(child);
  child.on('exit', () => liveChildren.delete(child));
  /** @type {Set<(line: string) => void>} */
  const listeners = new Set();
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
    startedAt,
    recent: () => recent,
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const listener = (/** @type {string} */ line) => {
          const match = line.match(pattern);
          if (!match) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(match);
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${recent}`));
        }, timeoutMs);
        listeners.add(listener);
        exited.then((code) => {
          clearTimeout(timer);
          listeners.delete(listener);
          reject(new Error(`${name} exited with code ${code} before it was ready:\n${recent}`));
        });
      });
    },
  };
}

/**
 * Resolves once `url` answers 2xx; rejects after timeoutMs with the last answer or error.
 * @param {string} url @param {number} timeoutMs
 */
export async function waitForOk(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${lastError})`);
}

/**
 * A service instance is ready when /internal/ready says so; its exit before that is the reason it is not.
 * @param {LaunchedProc} proc @param {number} port @param {number} timeoutMs
 */
export function instanceReady(proc, port, timeoutMs) {
  return Promise.race([
    waitForOk(`http://127.0.0.1:${port}/internal/ready`, timeoutMs).catch((error) => {
      throw new Error(
        `${proc.name} (pid ${proc.child.pid}) was not ready within ${timeoutMs} ms: ${error.message}\n${proc.recent()}`,
      );
    }),
    proc.exited.then((code) => {
      throw new Error(
        `${proc.name} (pid ${proc.child.pid}) exited with code ${code} during start-up:\n${proc.recent()}`,
      );
    }),
  ]);
}

/** How long a stopping child may drain before it is killed: its own bound (SHUTDOWN_TIMEOUT_MS) and a margin. */
export function stopGraceMs(env = process.env) {
  const shutdown = Number(env.SHUTDOWN_TIMEOUT_MS);
  return (Number.isFinite(shutdown) && shutdown > 0 ? shutdown : 30_000) + 5000;
}

/** @param {Proc} proc @param {number} graceMs */
export async function stopProc(proc, graceMs = stopGraceMs()) {
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
 * @typedef {Proc & {
 *   restarts: number,
 *   readonly current: LaunchedProc,
 *   replace(spec: ChildSpec, launched: LaunchedProc): LaunchedProc,
 * }} SupervisedProc
 * @typedef {{ log: (line: string) => void, stopping: () => boolean, pids: { write(name: string, pid: number | undefined): void } }} SuperviseContext
 */

/**
 * Starts a child and keeps it running: when it exits while the stack is not stopping, the supervisor logs why and
 * starts it again after a backoff, on the same port and environment. `child` and `exited` always name the current
 * process, so stopping the stack stops whichever one is running. `replace()` makes an already started process the
 * current one (a deploy): the old one's exit is then expected and starts nothing.
 * @param {ChildSpec} initial
 * @param {SuperviseContext} context
 * @returns {{ proc: SupervisedProc, ready: Promise<unknown> }}
 */
export function keepAlive(initial, { log, stopping, pids }) {
  let spec = initial;
  let current = spec.launch();
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
    get current() {
      return current;
    },
    restarts: 0,
    replace(nextSpec, launched) {
      const previous = current;
      spec = nextSpec;
      current = launched;
      pids.write(spec.name, launched.child.pid);
      watch(launched);
      return previous;
    },
  };
  const watch = (/** @type {LaunchedProc} */ launched) => {
    launched.exited.then(async () => {
      if (stopping() || launched !== current) return;
      failures = Date.now() - launched.startedAt >= RESTART_BACKOFF.healthyAfterMs ? 0 : failures + 1;
      const delay = Math.min(RESTART_BACKOFF.firstMs * 2 ** Math.max(0, failures - 1), RESTART_BACKOFF.maxMs);
      log(
        `[stack] ${spec.name} (pid ${launched.child.pid}) stopped unexpectedly (${exitReason(launched.child)}); restarting in ${delay} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping() || launched !== current) return;
      current = spec.launch();
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
