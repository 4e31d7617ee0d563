// `npm run bench -- deploy`: deploys under load. Starts the stack as `npm start` does (free ports, a throw-away data
// folder), runs four signed-in clients of mixed reads and small uploads, and meanwhile deploys each of the six
// services and one remote in turn (`npm run deploy -- <area>`), then sends SIGTERM to one instance. Prints the failed
// requests of each step (a 5xx or no answer), how long each deploy took, and each service's start time from its
// TypeScript sources (tsx, as before) and from its compiled JavaScript. A benchmark: it measures, it does not judge.
//
// The clients behave as browsers do on a kept-alive connection the server closed just as a request went out (the
// gateway's old workers close their idle connections on a reload): they send that request again once on a new
// connection (Node's documented `reusedSocket` pattern; Chromium and Firefox do the same). Those resends are
// counted and printed apart; a request that fails otherwise, or again, is a failed request.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startStackProcess, type StackProcess } from '@tracker/stack-harness';

const ROOT = path.resolve(__dirname, '../..');
const SERVICES = ['auth', 'transactions', 'budget', 'wealth', 'community', 'categoriser'];
const REMOTE = 'mfe-budget';
const CLIENTS = 4;

interface Tally {
  requests: number;
  failed: number;
  resends: number;
  statuses: Record<string, number>;
  failures: string[];
}
const newTally = (): Tally => ({ requests: 0, failed: 0, resends: 0, statuses: {}, failures: [] });
let tally = newTally();

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function once(agent: http.Agent, url: URL, method: string, headers: http.OutgoingHttpHeaders, body?: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      res.on('error', reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error('no answer in 60 s')));
    req.on('error', (error) => reject(Object.assign(error, { reused: req.reusedSocket })));
    req.end(body);
  });
}

/** One request as a browser sends it: resent once when a kept-alive connection was closed under it. */
async function send(agent: http.Agent, url: URL, method: string, headers: http.OutgoingHttpHeaders, body?: Buffer) {
  tally.requests += 1;
  let answer: Answer;
  try {
    answer = await once(agent, url, method, headers, body);
  } catch (error) {
    const { reused, code } = error as { reused?: boolean; code?: string };
    if (!reused || !['ECONNRESET', 'EPIPE'].includes(code ?? '')) throw error;
    tally.resends += 1;
    answer = await once(agent, url, method, headers, body);
  }
  return answer;
}

function multipart(csv: string): { body: Buffer; type: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function signUp(base: string, n: number): Promise<string> {
  const agent = new http.Agent({ keepAlive: false });
  const body = Buffer.from(
    JSON.stringify({
      email: `bench-deploy-${n}-${Date.now()}@example.com`,
      password: 'Bench-pass-1!',
      firstName: 'Bench',
      lastName: `Client${n}`,
    }),
  );
  const answer = await once(
    agent,
    new URL('/api/register', base),
    'POST',
    { 'content-type': 'application/json' },
    body,
  );
  if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}: ${answer.body}`);
  const cookies = answer.headers['set-cookie'] ?? [];
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

const READS = ['/api/user', '/api/transactions?page=1&limit=20', '/api/budget', '/api/assets', '/api/features', '/'];

async function client(base: string, n: number, running: () => boolean): Promise<void> {
  const cookie = await signUp(base, n);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; running(); i += 1) {
    const upload = i % 8 === 7;
    const url = new URL(upload ? '/api/transactions/upload-fast' : READS[i % READS.length], base);
    try {
      let answer: Answer;
      if (upload) {
        const csv = `Date,Description,Amount\n2026-11-${String((i % 27) + 1).padStart(2, '0')},Bench coffee ${n}-${i},-3.50\n`;
        const form = multipart(csv);
        answer = await send(agent, url, 'POST', { cookie, 'content-type': form.type }, form.body);
      } else {
        answer = await send(agent, url, 'GET', { cookie });
      }
      tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 500) {
        tally.failed += 1;
        tally.failures.push(`${answer.status} ${url.pathname}: ${answer.body.slice(0, 120)}`);
      }
    } catch (error) {
      tally.failed += 1;
      tally.failures.push(`${url.pathname}: ${(error as Error).message}`);
    }
  }
  agent.destroy();
}

function deploy(dataDir: string, area: string): Promise<{ ok: boolean; ms: number; output: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['scripts/deploy.mjs', area], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ ok: code === 0, ms: Date.now() - started, output }));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Step {
  step: string;
  ms: number;
  requests: number;
  failed: number;
  resends: number;
  note: string;
}

async function step(name: string, action: () => Promise<string>): Promise<Step> {
  tally = newTally();
  const started = Date.now();
  const note = await action();
  await sleep(1000); // what was in flight when the action ended is counted in its step
  const row = { step: name, ms: Date.now() - started, ...tally, note };
  console.log(
    `${name.padEnd(22)} ${seconds(row.ms).padStart(7)}  requests ${String(row.requests).padStart(5)}  failed ${row.failed}  resends ${row.resends}  ${note}`,
  );
  for (const failure of tally.failures.slice(0, 5)) console.log(`    ${failure}`);
  return row;
}

/** Time from spawn to /internal/ready of one service started alone on the stack's database. */
async function startTime(stack: StackProcess & { dataDir: string }, service: string, args: string[]): Promise<number> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MONGODB_URI: stack.mongoUri,
      SESSION_KEYS: readFileSync(path.join(stack.dataDir, 'session-keys'), 'utf8').trim(),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${service} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/internal/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return Date.now() - started;
      await sleep(50);
    }
  } finally {
    child.kill('SIGTERM');
  }
}

async function startTimes(stack: StackProcess & { dataDir: string }): Promise<void> {
  console.log('\nstart time of each service, spawn to ready (one at a time, on the running stack database):');
  for (const service of SERVICES) {
    const dir = path.join(ROOT, 'services', service);
    const tsx = await startTime(stack, service, ['--import', 'tsx', path.join(dir, 'src', 'server.ts')]);
    const js = await startTime(stack, service, [path.join(dir, 'dist', 'server.js')]);
    console.log(`  ${service.padEnd(13)} tsx ${seconds(tsx).padStart(7)}   compiled ${seconds(js).padStart(7)}`);
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-deploy-'));
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('the build failed');
  const stack = Object.assign(await startStackProcess(dataDir), { dataDir });
  const info = JSON.parse(/^STACK_READY (.+)$/m.exec(stack.output())?.[1] ?? '{}') as {
    instances: number;
    startMs: Record<string, number[]>;
  };
  console.log(`stack on ${stack.url} (gateway ${stack.gateway}, ${info.instances} instances per service)`);
  let load = true;
  const clients = Array.from({ length: CLIENTS }, (_, n) => client(stack.url, n, () => load));
  const rows: Step[] = [];
  try {
    rows.push(await step('steady load (10 s)', () => sleep(10_000).then(() => '')));
    for (const area of [...SERVICES, REMOTE]) {
      rows.push(
        await step(`deploy ${area}`, async () => {
          const result = await deploy(dataDir, area);
          if (!result.ok) return `DEPLOY FAILED: ${result.output.slice(-300)}`;
          return `deploy took ${seconds(result.ms)}`;
        }),
      );
    }
    rows.push(
      await step('SIGTERM transactions-2', async () => {
        const pid = Number(readFileSync(path.join(dataDir, 'run', 'transactions-2.pid'), 'utf8'));
        process.kill(pid, 'SIGTERM');
        const deadline = Date.now() + 120_000;
        while (!stack.output().includes('[stack] transactions-2 is running again') && Date.now() < deadline)
          await sleep(200);
        return 'the supervisor started it again';
      }),
    );
  } finally {
    load = false;
    await Promise.all(clients);
  }
  const total = rows.reduce((sum, row) => sum + row.failed, 0);
  console.log(`\nfailed requests in all steps: ${total} of ${rows.reduce((sum, row) => sum + row.requests, 0)}`);
  console.log('start time at npm start (all instances at once):', JSON.stringify(info.startMs));
  await startTimes(stack);
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
