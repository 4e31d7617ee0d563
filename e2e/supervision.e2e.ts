// The stack heals and never leaves orphans (issue 16): `npm start`'s supervisor restarts a child that is killed
// outright, the app serves again, and a supervisor killed with kill -9 takes every child with it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isAlive, readPid, signalPid, type StackProcess, startStackProcess } from '@tracker/stack-harness';

jest.setTimeout(180_000);

const pidOf = (dataDir: string, name: string) => readPid(dataDir, name);
const childPids = (dataDir: string) =>
  readdirSync(path.join(dataDir, 'run'))
    .filter((file) => file.endsWith('.pid') && file !== 'supervisor.pid')
    .map((file) => readPid(dataDir, file.slice(0, -'.pid'.length)))
    .filter((pid) => pid !== null);

async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A sign-in with a wrong password needs the auth service and the database: 401 means both serve. */
const signInStatus = async (stack: StackProcess) =>
  (
    await fetch(`${stack.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-pass1!' }),
    }).catch(() => undefined)
  )?.status;

describe('the supervisor', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-supervision-'));
  let stack: StackProcess;

  beforeAll(async () => {
    stack = await startStackProcess(dataDir);
  });
  afterAll(async () => {
    await stack?.killHard();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts a docstore killed with kill -9, and the services serve again on it', async () => {
    const before = pidOf(dataDir, 'docstore');
    expect(await signInStatus(stack)).toBe(401);
    signalPid(before, 'SIGKILL');
    await eventually('a new docstore', () =>
      isAlive(pidOf(dataDir, 'docstore')) && pidOf(dataDir, 'docstore') !== before ? true : undefined,
    );
    await eventually('sign-in answers again', async () => ((await signInStatus(stack)) === 401 ? true : undefined));
    expect(stack.output()).toContain(
      `docstore (pid ${before}) stopped unexpectedly (killed by SIGKILL); restarting in`,
    );
  });

  it('restarts a killed service', async () => {
    const before = pidOf(dataDir, 'auth');
    signalPid(before, 'SIGKILL');
    await eventually('auth is running again', () =>
      stack.output().includes('[stack] auth is running again') ? true : undefined,
    );
    expect(pidOf(dataDir, 'auth')).not.toBe(before);
    expect(await signInStatus(stack)).toBe(401);
  });

  it('refuses a second start on the same data folder, naming the running one', async () => {
    await expect(startStackProcess(dataDir)).rejects.toThrow(
      /Another stack \(supervisor pid \d+\) is already running on the data folder/,
    );
  });

  it('takes every child with it when it is killed with kill -9', async () => {
    const children = childPids(dataDir);
    expect(children.length).toBeGreaterThanOrEqual(8);
    stack.child.kill('SIGKILL');
    // No orphan may stay: each child sees its closed channel and drains (the categoriser's start-up work runs on a
    // worker thread, so a warming one hears it at once too).
    const survivors = () => children.filter(isAlive).join(', ');
    await eventually('no child left', () => (children.every((pid) => !isAlive(pid)) ? true : undefined), 60_000).catch(
      (error: Error) => {
        throw new Error(`${error.message} (still alive: ${survivors()})`);
      },
    );
  });
});

it('stops what an earlier run on the same data folder left running', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-leftover-'));
  // A leftover that ignores its dead supervisor: a process whose command line names the gateway's script.
  const leftover = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'gateway/src/cli.ts'], {
    stdio: 'ignore',
  });
  mkdirSync(path.join(dataDir, 'run'));
  writeFileSync(path.join(dataDir, 'run', 'gateway.pid'), `${leftover.pid}\n`);
  // And a stale pid file whose process is long gone, or whose pid now names something else: left alone.
  writeFileSync(path.join(dataDir, 'run', 'auth.pid'), `${process.pid}\n`);
  const stack = await startStackProcess(dataDir);
  try {
    expect(stack.output()).toContain(`stopped a leftover gateway (pid ${leftover.pid}) of an earlier run`);
    expect(isAlive(leftover.pid as number)).toBe(false);
    expect(isAlive(process.pid)).toBe(true);
    expect(await signInStatus(stack)).toBe(401);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
