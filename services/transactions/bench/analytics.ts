// Analytics benchmark: `node --import tsx services/transactions/bench/analytics.ts`. Starts the docstore, the
// categoriser and this service as their own processes (as `npm start` does), seeds one user with 100,000
// transactions over ~3 years exactly as the dashboard benchmark does (mfe-dashboard/bench: every row a distinct
// "Bench row N", so one payee with tens of thousands of charges), and prints the median server time of each
// dashboard call, asked of this service directly (no gateway, no browser), one at a time and then all at once.
// BENCH_CPU_PROFILE=<dir>: each service writes a CPU profile there when it stops; BENCH_ANALYTICS_ONLY=<name prefix>
// times only those calls; BENCH_ANALYTICS_RUNS (7) and BENCH_ANALYTICS_ROWS (100,000). Figures only: nothing here
// asserts a timing.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestSession } from '@tracker/service-kit/testing';
import mongoose, { Types } from 'mongoose';
import { freePort, seedBenchTransactions } from '@tracker/stack-harness';
import { SESSION_KEYS, serviceEnv, spawnNode } from './common';

const ROWS = Number(process.env.BENCH_ANALYTICS_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 7);

function start(file: string, env: Record<string, string>): ChildProcess {
  const child = spawnNode(file, env);
  child.stdout?.resume();
  child.stderr?.on('data', (chunk: Buffer) => {
    if (process.env.BENCH_VERBOSE) process.stderr.write(chunk);
  });
  return child;
}

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} never became ready`);
}

const isoDay = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tracker-analytics-bench-'));
  const children: ChildProcess[] = [];
  try {
    const dbPort = await freePort();
    children.push(start('packages/docstore/src/cli.ts', { DATA_DIR: dataDir, DOCSTORE_PORT: String(dbPort) }));
    const mongoUri = `mongodb://127.0.0.1:${dbPort}/tracker`;
    const common = serviceEnv(mongoUri);
    const catUrl = `http://127.0.0.1:${await freePort()}`;
    children.push(start('services/categoriser/src/server.ts', { ...common, PORT: new URL(catUrl).port }));
    const txUrl = `http://127.0.0.1:${await freePort()}`;
    // No budget service: its lines are then none, as when it does not answer.
    children.push(
      start('services/transactions/src/server.ts', {
        ...common,
        PORT: new URL(txUrl).port,
        CATEGORISER_URL: catUrl,
        BUDGET_SERVICE_URL: `http://127.0.0.1:${await freePort()}`,
      }),
    );
    await waitFor(async () => (await fetch(`${catUrl}/healthz`)).ok, 'the categoriser');
    await waitFor(async () => (await fetch(`${txUrl}/healthz`)).ok, 'the transactions service');

    const connection = await mongoose.createConnection(mongoUri).asPromise();
    const userId = new Types.ObjectId().toHexString();
    const { cookie } = await createTestSession(connection, userId, { keys: [SESSION_KEYS] });
    await connection.close();
    const seeding = performance.now();
    await seedBenchTransactions(mongoUri, userId, ROWS);
    console.log(
      `seeded ${ROWS.toLocaleString('en-US')} transactions in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const today = new Date();
    const first = new Date(today.getFullYear(), today.getMonth() - 5, 1);
    const calls: Record<string, string> = {
      'summary (Last 30 Days)': `/api/analytics/summary?startDate=${isoDay(new Date(today.getTime() - 29 * 86_400_000))}&endDate=${isoDay(today)}`,
      'summary (all time)': '/api/analytics/summary',
      'monthly spending (6M)': `/api/analytics/monthly-spending?startDate=${isoDay(first)}`,
      'monthly spending (All)': '/api/analytics/monthly-spending',
      'category spending (all time)': '/api/analytics/category-spending',
      insights: '/api/analytics/insights',
      'transactions page 1 of 100': '/api/transactions?pageSize=100',
    };
    const get = async (path: string): Promise<{ ms: number; body: string }> => {
      const started = performance.now();
      const res = await fetch(`${txUrl}${path}`, { headers: { cookie } });
      const body = await res.text();
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
      return { ms: performance.now() - started, body };
    };
    for (const [name, path] of Object.entries(calls)) {
      // BENCH_ANALYTICS_ONLY=<name prefix>: only those calls (to profile one).
      if (process.env.BENCH_ANALYTICS_ONLY && !name.startsWith(process.env.BENCH_ANALYTICS_ONLY)) continue;
      const times: number[] = [];
      let body = '';
      for (let run = 0; run < RUNS; run++) ({ ms: times[run], body } = await get(path));
      const shown = name === 'insights' ? ` → ${body}` : '';
      console.log(
        `  ${name}: ${median(times).toFixed(0)} ms (median of ${RUNS}; first ${times[0]?.toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms)${shown}`,
      );
    }
    // The dashboard's first view asks for the Summary's figures together, then the insights.
    const together = ['summary (Last 30 Days)', 'monthly spending (6M)', 'transactions page 1 of 100'];
    const rounds: number[][] = [];
    for (let run = 0; run < RUNS; run++)
      rounds.push((await Promise.all(together.map((name) => get(calls[name] as string)))).map((r) => r.ms));
    together.forEach((name, i) =>
      console.log(`  at once: ${name}: ${median(rounds.map((round) => round[i] as number)).toFixed(0)} ms`),
    );
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((r) => {
            if (child.exitCode !== null) return r();
            child.once('exit', () => r());
            child.kill('SIGTERM');
          }),
      ),
    );
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
