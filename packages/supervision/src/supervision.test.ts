import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';

jest.setTimeout(30_000);

const FIXTURE = path.join(__dirname, 'fixtures', 'loggingChild.ts');

/** Starts the fixture with piped stdout/stderr, an IPC channel, and a report pipe on fd 3. */
function start(mode: 'supervised' | 'bare'): {
  child: ChildProcess;
  report: () => string;
  exited: Promise<number | string>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, mode], {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'ipc'],
  });
  let text = '';
  (child.stdio[3] as Readable).on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, report: () => text, exited };
}

async function until(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A wait that never keeps the test process alive on its own. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

describe('superviseByParent', () => {
  it('keeps a child alive when the pipes it logs to go away (and a bare child dies of it)', async () => {
    const supervised = start('supervised');
    const bare = start('bare');
    await until('both ready', () => supervised.report().includes('ready') && bare.report().includes('ready'));
    for (const { child } of [supervised, bare]) {
      child.stdout?.destroy();
      child.stderr?.destroy();
    }
    const bareExit = await Promise.race([bare.exited, sleep(5000).then(() => 'still running')]);
    expect(bareExit).not.toBe('still running');
    await sleep(500);
    expect(supervised.child.exitCode).toBeNull();
    supervised.child.kill('SIGKILL');
    await supervised.exited;
  });

  it('stops the child gracefully when the supervisor channel closes', async () => {
    const { child, report, exited } = start('supervised');
    await until('ready', () => report().includes('ready'));
    child.disconnect();
    expect(await exited).toBe(0);
    expect(report()).toContain('stopping: supervisor gone');
  });
});
