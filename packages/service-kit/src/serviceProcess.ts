/**
 * A service started as `npm start` starts it, in a child process, for tests of start-up, readiness and shutdown: its
 * output collected, its exit awaited.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServiceProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The http://host:port of its "listening on" line, once written (waiting up to `timeoutMs`, default 20 s). */
  url(timeoutMs?: number): Promise<string>;
}

/** Runs `command args` with only PATH and HOME of this environment plus `env`. */
export function startServiceProcess(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: Record<string, string> },
): ServiceProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = (timeoutMs?: number) =>
    waitFor('the listening line', () => /listening on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1], timeoutMs);
  return { child, output: () => output, exited, url };
}

/** Polls `probe` every 100 ms until it answers something other than undefined; throws naming `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
