/**
 * Runs nginx as a foreground child process with a config generated from the route table:
 * `nginx -p <prefixDir> -c conf/nginx.conf -g 'daemon off;'`, with pid, logs and temp paths inside prefixDir.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  NGINX_CONF_RELATIVE,
  renderNginxConfig,
  resolveBrotliStaticModule,
  type NginxConfigOptions,
} from './nginxConfig';
import { MFE_AREAS, type StaticRoots } from './routeTable';

export const NGINX_FALLBACK_PATH = '/usr/sbin/nginx';

/** The nginx binary: on PATH, else /usr/sbin/nginx (often not on a non-root PATH); null when absent. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const candidate of [...dirs.map((d) => path.join(d, 'nginx')), NGINX_FALLBACK_PATH]) {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

export interface NginxHandle {
  readonly pid: number;
  readonly port: number;
  readonly prefixDir: string;
  readonly configPath: string;
  /** Things worth telling the operator (e.g. static roots nginx's workers cannot read). */
  readonly warnings: readonly string[];
  /** Resolves with nginx's exit code once it has exited (for whatever reason). */
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
  /**
   * Writes the config with these upstreams, checks it (`nginx -t`) and reloads (`nginx -s reload`, a SIGHUP to the
   * master): new workers use the new instances, old ones finish what they have in flight. Resolves once the new
   * workers run; throws (nothing changed) when the config is refused.
   */
  reload(upstreams: NginxConfigOptions['upstreams']): Promise<void>;
}

/** The pids of a process's children, from /proc. */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/**
 * SIGHUP to the master, then wait until a worker it started after the signal runs and the old workers are gone or
 * had OLD_WORKER_WAIT_MS to go (one finishing a long request keeps running, serving only what it had in flight).
 */
async function reloadMaster(pid: number, timeoutMs = 10_000): Promise<void> {
  // kill(0, …) would signal our own process group: never with a pid we did not get from the master.
  if (!Number.isInteger(pid) || pid <= 1) throw new Error(`no nginx master to reload (pid ${pid})`);
  const before = new Set(childrenOf(pid));
  process.kill(pid, 'SIGHUP');
  const deadline = Date.now() + timeoutMs;
  let started: number | undefined;
  while (Date.now() < deadline) {
    const now = childrenOf(pid);
    if (started === undefined && now.some((child) => !before.has(child))) started = Date.now();
    if (started !== undefined) {
      const oldLeft = now.some((child) => before.has(child));
      if (!oldLeft || Date.now() - started > OLD_WORKER_WAIT_MS) return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`nginx did not start new workers within ${timeoutMs} ms of a reload`);
}

const OLD_WORKER_WAIT_MS = 3000;

export interface StartNginxOptions extends NginxConfigOptions {
  /** nginx binary; default findNginx(). */
  binary?: string;
  /** How long to wait for nginx to accept connections. Default 10 s. */
  startTimeoutMs?: number;
}

/** A free TCP port on host (nginx cannot report an ephemeral port it picked itself). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function portIsFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, host, () => srv.close(() => resolve(true)));
  });
}

/**
 * When the master runs as root its workers run as `nobody`: every static root (and each directory above it) must
 * be readable and searchable by others. Returns one warning per root that is not.
 */
export function worldReadabilityWarnings(roots: StaticRoots): string[] {
  const warnings: string[] = [];
  const dirs = [roots.shell, ...MFE_AREAS.map((a) => roots.mfe[a])];
  for (const dir of dirs) {
    let st: fs.Stats;
    try {
      st = fs.statSync(dir);
    } catch {
      continue; // a missing area is simply a 404
    }
    if ((st.mode & 0o005) !== 0o005) {
      warnings.push(`${dir} is not readable by other users`);
      continue;
    }
    for (let up = path.dirname(path.resolve(dir)); ; up = path.dirname(up)) {
      const mode = fs.statSync(up).mode;
      if ((mode & 0o001) === 0) {
        warnings.push(`${up} is not searchable by other users, so ${dir} is out of reach of nobody`);
        break;
      }
      if (up === path.dirname(up)) break;
    }
  }
  return warnings;
}

/** `nginx -t` on a rendered config: throws with nginx's message when it is invalid. */
export function testNginxConfig(binary: string, prefixDir: string): void {
  const result = spawnSync(binary, ['-t', '-q', '-p', `${prefixDir}/`, '-c', NGINX_CONF_RELATIVE, '-e', 'stderr'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`nginx -t failed: ${result.stderr || result.error?.message || ''}`);
}

/** Write the config into prefixDir/conf/nginx.conf (creating logs/ and tmp/) and return its path. */
export function writeNginxConfig(opts: NginxConfigOptions): string {
  const prefix = path.resolve(opts.prefixDir);
  for (const sub of ['', 'conf', 'logs', 'tmp']) {
    fs.mkdirSync(path.join(prefix, sub), { recursive: true });
    // Workers (nobody, when the master is root) use tmp/ for buffered bodies.
    fs.chmodSync(path.join(prefix, sub), 0o755);
  }
  const configPath = path.join(prefix, NGINX_CONF_RELATIVE);
  fs.writeFileSync(configPath, renderNginxConfig({ ...opts, prefixDir: prefix }));
  return configPath;
}

function errorLogTail(prefix: string): string {
  try {
    return fs
      .readFileSync(path.join(prefix, 'logs', 'error.log'), 'utf8')
      .split('\n')
      .slice(-10)
      .join('\n')
      .trim();
  } catch {
    return '';
  }
}

/** Whether `pid` is an nginx master running on the prefix `prefix` (read from /proc; false where there is none). */
function isNginxMasterOf(pid: number, prefix: string): boolean {
  try {
    // nginx rewrites its title: "nginx: master process /usr/sbin/nginx -p <prefix>/ -c …".
    const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    return title.startsWith('nginx: master process') && title.includes(` -p ${prefix}/ `);
  } catch {
    return false;
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops an nginx that an earlier gateway on this prefix left running: one killed outright (kill -9) cannot stop its
 * child, which keeps serving the old port, so a restart on the same data directory would find the port taken or run
 * two gateways. Its pid file names it; it is stopped only if that process is an nginx master on this very prefix.
 * Returns the pid it stopped, if any.
 */
export async function stopStaleNginx(prefixDir: string): Promise<number | undefined> {
  const prefix = path.resolve(prefixDir);
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(prefix, 'logs', 'nginx.pid'), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid || !isNginxMasterOf(pid, prefix)) return undefined;
  try {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 5000;
    while (isRunning(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  } catch {
    // Not ours to stop (another user's): the port check below says what is in the way.
    return undefined;
  }
  return pid;
}

export async function startNginx(opts: StartNginxOptions): Promise<NginxHandle> {
  const binary = opts.binary ?? findNginx();
  if (!binary) throw new Error('nginx not found (PATH or /usr/sbin/nginx)');
  const host = opts.host ?? '127.0.0.1';
  const prefix = path.resolve(opts.prefixDir);
  await stopStaleNginx(prefix);
  if (!(await portIsFree(host, opts.port))) throw new Error(`port ${opts.port} on ${host} is already in use`);
  // A root master's workers run as `nobody`. When they could not read the builds (a checkout in a private directory,
  // such as one made by mktemp), they run as the master's own user instead, as they would for a non-root master.
  const unreadable =
    typeof process.getuid === 'function' && process.getuid() === 0 && !opts.user
      ? worldReadabilityWarnings(opts.staticRoots)
      : [];
  const user = unreadable.length > 0 ? 'root' : opts.user;
  const warnings = unreadable.map((w) => `${w}; nginx workers run as root instead`);
  // The brotli module is detected by its file: one this nginx cannot load (built for another nginx version) must not
  // stop the gateway, which then serves gzip and identity only.
  const brotliStaticModule = resolveBrotliStaticModule(opts.brotliStaticModule);
  let configuredBrotli = brotliStaticModule;
  let configPath = writeNginxConfig({ ...opts, user, prefixDir: prefix, brotliStaticModule });
  if (brotliStaticModule) {
    try {
      testNginxConfig(binary, prefix);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (message.includes(brotliStaticModule)) {
        const reason = message
          .replace(/^nginx -t failed: /, '')
          .split('\n')[0]
          .trim();
        warnings.push(`nginx cannot load ${brotliStaticModule} (${reason}): .br files are not served`);
        configuredBrotli = null;
        configPath = writeNginxConfig({ ...opts, user, prefixDir: prefix, brotliStaticModule: null });
      }
      // Any other error is nginx's own start-up error below.
    }
  }
  const pidFile = path.join(prefix, 'logs', 'nginx.pid');
  fs.rmSync(pidFile, { force: true });

  const child: ChildProcess = spawn(
    binary,
    ['-p', `${prefix}/`, '-c', NGINX_CONF_RELATIVE, '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8192);
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    });
    child.once('error', (err) => {
      stderr += `\n${err.message}`;
      exitCode = null;
      resolve(null);
    });
  });
  const killOnExit = (): void => {
    if (exitCode === undefined) child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);

  const stop = async (): Promise<void> => {
    process.removeListener('exit', killOnExit);
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (opts.startTimeoutMs ?? 10_000);
  for (;;) {
    if (exitCode !== undefined) {
      process.removeListener('exit', killOnExit);
      throw new Error(`nginx exited (${String(exitCode)}) during start-up:\n${stderr.trim()}\n${errorLogTail(prefix)}`);
    }
    let pidMatches = false;
    try {
      pidMatches = Number(fs.readFileSync(pidFile, 'utf8').trim()) === child.pid;
    } catch {
      // not written yet
    }
    if (pidMatches && (await canConnect(host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host, opts.port))) {
      break;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not accept connections on ${host}:${opts.port} in time:\n${stderr.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  const reload = async (upstreams: NginxConfigOptions['upstreams']): Promise<void> => {
    const next = { ...opts, upstreams, user, prefixDir: prefix, brotliStaticModule: configuredBrotli };
    const previous = fs.readFileSync(configPath, 'utf8');
    writeNginxConfig(next);
    try {
      testNginxConfig(binary, prefix);
    } catch (err) {
      fs.writeFileSync(configPath, previous);
      throw err;
    }
    await reloadMaster(child.pid ?? 0);
  };

  return { pid: child.pid ?? 0, port: opts.port, prefixDir: prefix, configPath, warnings, exited, stop, reload };
}
