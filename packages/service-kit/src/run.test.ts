import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { startTestDatabase, type TestDatabase } from './testing';

jest.setTimeout(60_000);

const ROOT = join(__dirname, '..', '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const FIXTURE = join(__dirname, 'fixtures', 'slowService.ts');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(TSX, [FIXTURE], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

async function waitFor<T>(
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

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('runService', () => {
  let db: TestDatabase;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    db = await startTestDatabase();
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await db.stop();
  });

  it('listens, answers, and on SIGTERM finishes in-flight requests, closes and exits 0', async () => {
    const service = start({
      PORT: '0',
      MONGODB_URI: db.uri,
      SESSION_KEYS: 'run-test-session-key-0123456789abcdef',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    });
    children.push(service.child);
    const url = await waitFor(
      'the listening line',
      () => /fixture listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(service.output())?.[1],
    );
    await waitFor('healthz 200', async () => ((await get(`${url}/healthz`)).status === 200 ? true : undefined));

    const inFlight = get(`${url}/slow?ms=1000`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    service.child.kill('SIGTERM');
    const finished = await inFlight;
    expect(finished).toEqual({ status: 200, body: '{"done":true}' });
    expect(await service.exited).toEqual({ code: 0, signal: null });
    await expect(get(`${url}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
    const output = service.output();
    expect(output).toContain('SIGTERM received');
    expect(output).toContain('"msg":"stopped"');
  });

  it('closes requests that outlast the shutdown bound', async () => {
    const service = start({
      PORT: '0',
      MONGODB_URI: db.uri,
      SESSION_KEYS: 'run-test-session-key-0123456789abcdef',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '300',
    });
    children.push(service.child);
    const url = await waitFor(
      'the listening line',
      () => /fixture listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(service.output())?.[1],
    );
    const stuck = get(`${url}/slow?ms=30000`).catch((err: Error) => err);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    service.child.kill('SIGINT');
    expect(await service.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(await stuck).toHaveProperty('message', expect.stringMatching(/socket hang up|ECONNRESET/));
    expect(service.output()).toContain('in-flight requests still open after 300 ms');
  });

  it('exits 1 listing every configuration problem', async () => {
    const service = start({ PORT: 'x', NODE_ENV: 'production' });
    children.push(service.child);
    expect(await service.exited).toEqual({ code: 1, signal: null });
    const output = service.output();
    expect(output).toContain('Invalid configuration for fixture: 3 problems');
    expect(output).toContain('PORT must be a number');
    expect(output).toContain('MONGODB_URI is required but not set');
    expect(output).toContain('SESSION_KEYS is required but not set');
  });
});
