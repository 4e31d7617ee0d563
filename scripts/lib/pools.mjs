// @ts-check
// Each service of `npm start` as a pool of SERVICE_INSTANCES processes behind the gateway, and the rolling
// replacement of one pool (a deploy): new instances start beside the old ones, the gateway takes them in once they
// are ready, and the old ones drain and stop. The gateway learns each pool from GATEWAY_UPSTREAMS_FILE, reread on
// SIGHUP (gateway/src/cli.ts).
import { writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@tracker/free-port';
import { SERVICE_BUNDLE } from './buildServices.mjs';
import { instanceReady, keepAlive, launch, stopProc } from './supervise.mjs';

/**
 * Two instances of each service by default, on a 2-core machine: not for throughput (one Node process per core
 * already keeps both busy, beside the database and the gateway) but so that one instance that stops — a crash, a
 * SIGTERM, an out-of-memory kill — leaves another answering while the supervisor starts it again. A deploy needs
 * no spare: it starts the new instances before it stops the old ones, whatever the count.
 */
export const DEFAULT_INSTANCES = 2;
/** How long a new instance may take to say it is ready before a deploy gives up on it. */
export const READY_TIMEOUT_MS = 60_000;
/**
 * How long `npm start` waits for the first instances. A first start is slower than any deploy: the categoriser builds
 * its brand index and place words (about 35 s on a loaded 2-core machine, cached afterwards) and trains its model
 * (about 18 s) in each instance at once; a start must not fail because the machine is busy.
 */
export const START_READY_TIMEOUT_MS = 300_000;

/** @param {NodeJS.ProcessEnv} env */
export function instancesFromEnv(env) {
  const raw = env.SERVICE_INSTANCES;
  if (raw === undefined || raw === '') return DEFAULT_INSTANCES;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 16)
    throw new Error(`SERVICE_INSTANCES must be a whole number from 1 to 16 (got "${raw}")`);
  return count;
}

/** The name of a service's instance in logs and pid files: `auth`, `auth-2`, … */
export const slotName = (/** @type {string} */ service, /** @type {number} */ index) =>
  index === 0 ? service : `${service}-${index + 1}`;

/**
 * @typedef {import('./supervise.mjs').SupervisedProc} SupervisedProc
 * @typedef {import('./supervise.mjs').LaunchedProc} LaunchedProc
 * @typedef {{ name: string, port: number, supervised: SupervisedProc }} Slot
 * @typedef {{ name: string, dir: string }} Service
 * @typedef {{
 *   services: readonly Service[],
 *   instances: number,
 *   env: NodeJS.ProcessEnv,
 *   localPorts: Record<string, number>,
 *   upstreamsFile: string,
 *   log: (line: string) => void,
 *   quiet: boolean,
 *   context: import('./supervise.mjs').SuperviseContext,
 *   gateway: () => SupervisedProc | undefined,
 *   root: string,
 *   readyTimeoutMs?: number,
 * }} PoolOptions
 */

/** @param {PoolOptions} options */
export function createPools(options) {
  const { services, instances, env, log, quiet, context, root } = options;
  /** @type {Map<string, Slot[]>} */
  const slots = new Map();
  /** @type {Record<string, number[]>} start-up time (launch to ready) of each instance started, per service */
  const startTimes = {};
  let generation = 0;
  let queue = Promise.resolve();

  /** @type {Map<string, string[]>} the bundles each service ran, the current one last (for --rollback) */
  const releases = new Map(services.map((service) => [service.name, [path.join(root, service.dir, SERVICE_BUNDLE)]]));
  const bundleOf = (/** @type {string} */ service) => /** @type {string[]} */ (releases.get(service)).at(-1);

  /**
   * @param {Service} service @param {string} name @param {number} port @param {string} bundle
   * @param {number} readyMs how long the instance may take to be ready
   */
  const specFor = (
    service,
    name,
    port,
    bundle = /** @type {string} */ (bundleOf(service.name)),
    readyMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS,
  ) => ({
    name,
    launch: () => launch(name, [bundle], { ...env, PORT: String(port), HOST: '127.0.0.1' }, log, quiet),
    ready: async (/** @type {LaunchedProc} */ proc) => {
      await instanceReady(proc, port, readyMs);
      (startTimes[service.name] ??= []).push(Date.now() - proc.startedAt);
    },
  });

  /** @param {Record<string, string[]>} [override] pools to announce instead of the current ones */
  function writeUpstreams(override) {
    generation += 1;
    /** @type {Record<string, string[]>} */
    const upstreams = {};
    for (const [service, list] of slots) upstreams[service] = list.map((slot) => `http://127.0.0.1:${slot.port}`);
    Object.assign(upstreams, override);
    const temp = `${options.upstreamsFile}.tmp`;
    writeFileSync(temp, JSON.stringify({ generation, upstreams, localPorts: options.localPorts }, null, 2));
    renameSync(temp, options.upstreamsFile);
    return generation;
  }

  /** Announces the pools to the running gateway and waits until it uses them. */
  async function switchGateway(/** @type {Record<string, string[]>} */ override) {
    const wanted = writeUpstreams(override);
    const gateway = options.gateway();
    if (!gateway) return;
    const answer = gateway.current.waitForLine(
      new RegExp(`gateway reload(ed| failed) generation ${wanted}\\b(.*)`),
      30_000,
    );
    gateway.child.kill('SIGHUP');
    const [, outcome, rest] = await answer;
    if (outcome !== 'ed') throw new Error(`the gateway refused the new instances${rest}`);
  }

  async function startAll() {
    const ready = [];
    for (const service of services) {
      /** @type {Slot[]} */
      const list = [];
      for (let index = 0; index < instances; index += 1) {
        const port = await freePort();
        const name = slotName(service.name, index);
        const started = keepAlive(
          specFor(
            service,
            name,
            port,
            /** @type {string} */ (bundleOf(service.name)),
            options.readyTimeoutMs ?? START_READY_TIMEOUT_MS,
          ),
          context,
        );
        list.push({ name, port, supervised: started.proc });
        ready.push(started.ready);
      }
      slots.set(service.name, list);
    }
    await Promise.all(ready);
    writeUpstreams();
  }

  /**
   * Replaces every instance of a service: new ones start (on new ports) beside the old; once all are ready the
   * gateway is switched to them; then the old ones drain and stop. A new instance that is not ready in time is
   * stopped, the old ones stay, and the error says why.
   * @param {string} serviceName @param {(line: string) => void} say
   * @param {{ bundle?: string, rollback?: boolean }} how the release to run (default: the current one again), or the
   *   one before the current one
   */
  async function replace(serviceName, say, how) {
    const service = services.find((s) => s.name === serviceName);
    const list = slots.get(serviceName);
    const history = releases.get(serviceName);
    if (!service || !list || !history) throw new Error(`unknown service ${serviceName}`);
    if (how.rollback && history.length < 2) throw new Error(`${serviceName} has no earlier release to roll back to`);
    const bundle = how.rollback
      ? /** @type {string} */ (history.at(-2))
      : (how.bundle ?? /** @type {string} */ (history.at(-1)));
    if (!path.isAbsolute(bundle) || !bundle.startsWith(path.join(root, service.dir) + path.sep))
      throw new Error(`${bundle} is not a release of ${serviceName}`);
    const started = Date.now();
    const fresh = [];
    for (const slot of list) {
      const port = await freePort();
      const spec = specFor(service, slot.name, port, bundle);
      fresh.push({ slot, port, spec, launched: spec.launch() });
    }
    say(
      `started ${fresh.length} new instance(s) of ${serviceName}: pids ${fresh.map((f) => f.launched.child.pid).join(', ')}`,
    );
    try {
      await Promise.all(fresh.map((f) => f.spec.ready(f.launched)));
    } catch (error) {
      await Promise.all(fresh.map((f) => stopProc(f.launched)));
      throw new Error(
        `${serviceName} not deployed, the old instances keep serving: ${error instanceof Error ? error.message : error}`,
      );
    }
    const readyMs = Date.now() - started;
    say(`new instances ready in ${readyMs} ms; switching the gateway`);
    const origins = (/** @type {number[]} */ ports) => ports.map((port) => `http://127.0.0.1:${port}`);
    // One reload: it returns once the gateway's new workers run and its old ones are gone (or serve only what they
    // had in flight, which the old instances still answer as they drain).
    await switchGateway({ [serviceName]: origins(fresh.map((f) => f.port)) });
    const old = fresh.map((f) => {
      const previous = f.slot.supervised.replace(f.spec, f.launched);
      f.slot.port = f.port;
      return previous;
    });
    writeUpstreams();
    if (how.rollback) history.pop();
    else if (bundle !== history.at(-1)) history.push(bundle);
    say(`gateway switched; draining ${old.length} old instance(s): pids ${old.map((p) => p.child.pid).join(', ')}`);
    await Promise.all(old.map((proc) => stopProc(proc)));
    return {
      service: serviceName,
      ms: Date.now() - started,
      readyMs,
      startMs: startTimes[serviceName]?.slice(-fresh.length) ?? [],
    };
  }

  return {
    startAll,
    /** One deploy at a time, in the order asked. */
    replace(
      /** @type {string} */ serviceName,
      /** @type {(line: string) => void} */ say,
      /** @type {{ bundle?: string, rollback?: boolean }} */ how = {},
    ) {
      const run = queue.then(() => replace(serviceName, say, how));
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
    procs: () => [...slots.values()].flat().map((slot) => slot.supervised),
    slots,
    startTimes,
    status: () =>
      Object.fromEntries(
        [...slots].map(([service, list]) => [
          service,
          list.map((slot) => ({ name: slot.name, port: slot.port, pid: slot.supervised.child.pid })),
        ]),
      ),
  };
}
