// Runs the docstore CLI as a real child process, so tests and the benchmark can SIGKILL it, restart it on the
// same data dir and measure it. The CLI runs under `node --import tsx` rather than the `tsx` binary: the binary
// forks a second node process, and a SIGKILL sent to it would leave the actual server running as an orphan.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../../../..');
export const CLI_PATH = join(REPO_ROOT, 'packages/docstore/src/cli.ts');
const READY_LINE = /^docstore listening on (mongodb:\/\/127\.0\.0\.1:(\d+))$/;

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly pid: number;
  readonly uri: string;
  readonly port: number;
  /** Milliseconds from spawn until the ready line arrived. */
  readonly startupMs: number;
  stdout(): string;
  stderr(): string;
  /** Sends `signal` and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<ExitStatus>;
  /** SIGKILL sent synchronously (no await between the caller's last acknowledgement and the kill). */
  killNow(): Promise<ExitStatus>;
  readonly exited: Promise<ExitStatus>;
}

export interface SpawnOptions {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}

/** A TCP port that was free a moment ago (the CLI is told a fixed port, as in production). */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export async function spawnDocstore(options: SpawnOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CLI_PATH], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, DATA_DIR: options.dataDir, DOCSTORE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<ExitStatus>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit({ code, signal }));
  });

  const ready = await new Promise<{ uri: string; port: number; at: number }>((resolveReady, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `docstore did not print its ready line within ${options.timeoutMs ?? 30_000} ms\nstdout: ${out}\nstderr: ${err}`,
        ),
      );
    }, options.timeoutMs ?? 30_000);
    child.stdout?.on('data', (chunk: string) => {
      out += chunk;
      const firstLine = out.split('\n')[0];
      const match = out.includes('\n') ? READY_LINE.exec(firstLine) : null;
      if (match) {
        clearTimeout(timer);
        resolveReady({ uri: match[1], port: Number(match[2]), at: performance.now() });
      } else if (out.includes('\n')) {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`unexpected first stdout line from docstore: ${JSON.stringify(firstLine)}\nstderr: ${err}`));
      }
    });
    void exited.then((status) => {
      clearTimeout(timer);
      reject(
        new Error(`docstore exited before it was ready (${JSON.stringify(status)})\nstdout: ${out}\nstderr: ${err}`),
      );
    });
  });

  if (child.pid === undefined) throw new Error('docstore child has no pid');
  const pid = child.pid;
  return {
    pid,
    uri: ready.uri,
    port: ready.port,
    startupMs: ready.at - started,
    stdout: () => out,
    stderr: () => err,
    exited,
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
    killNow() {
      process.kill(pid, 'SIGKILL');
      return exited;
    },
  };
}

/** Resident memory of a process in MB, from /proc/<pid>/status (Linux). */
export async function residentMemoryMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}
