// Load through the gateway (issue 16): 20 signed-in clients list, filter and page through one user's 20,000
// transactions for 20 s, first alone, then while another user imports a 100,000-row statement. Prints requests
// per second, p50 / p99 latency and errors for each phase. Figures only: nothing here asserts a timing.
// BENCH_LOAD_SECONDS and BENCH_LOAD_CLIENTS change the duration and the number of clients.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type StackProcess, startStackProcess } from '@tracker/stack-harness';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 20);
const PASSWORD = 'Ledger!2025ok';
const MERCHANTS = ['TESCO', 'STARBUCKS', 'SHELL', 'AMAZON', 'UBER', 'NETFLIX', 'BOOTS', 'IKEA', 'LIDL', 'ALDI'];

function statement(rows: number, salt: string): Buffer {
  const lines = ['Date,Description,Amount'];
  for (let i = 0; i < rows; i += 1) {
    const day = new Date(Date.UTC(2023, 0, 1) + (i % 700) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      `${day},CARD PAYMENT TO ${MERCHANTS[i % MERCHANTS.length]} ${salt}${i},-${1 + (i % 250)}.${String(i % 100).padStart(2, '0')}`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function post(stack: StackProcess, route: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${stack.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

async function register(stack: StackProcess, email: string): Promise<string> {
  const response = await post(stack, '/api/register', {
    email,
    password: PASSWORD,
    firstName: 'Load',
    lastName: 'Bench',
  });
  if (response.status !== 200) throw new Error(`register answered ${response.status}`);
  return cookieOf(response);
}

async function upload(stack: StackProcess, cookie: string, file: Buffer): Promise<{ rows: number; seconds: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'statement.csv');
  const started = performance.now();
  const response = await fetch(`${stack.url}/api/transactions/upload-fast`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const result = (await response.json()) as { successfulRows: number };
  if (!response.ok) throw new Error(`upload answered ${response.status}`);
  return { rows: result.successfulRows, seconds: (performance.now() - started) / 1000 };
}

/** The list calls a person makes on the Transactions page: pages, a search, filters, a deep page, page sizes. */
const MIX = [
  '/api/transactions?page=1&pageSize=20',
  '/api/transactions?page=1&pageSize=20&description=starbucks',
  '/api/transactions?page=3&pageSize=50&search=tesco',
  '/api/transactions?page=1&pageSize=100&type=Expense',
  '/api/transactions?page=400&pageSize=20',
  '/api/transactions?page=1&pageSize=20&amountMin=10&amountMax=20',
  '/api/transactions?page=1&pageSize=20&status=uploaded',
  '/api/transactions?page=2&pageSize=20&date=2024-03-01',
];

interface Phase {
  latencies: number[];
  /** Latencies per call of the mix, to tell which one costs. */
  byCall: Map<string, number[]>;
  errors: number;
  seconds: number;
}

async function load(stack: StackProcess, cookies: string[], seconds: number): Promise<Phase> {
  const latencies: number[] = [];
  const byCall = new Map<string, number[]>(MIX.map((call) => [call, []]));
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie, client) => {
      for (let i = client; performance.now() < deadline; i += 1) {
        const t0 = performance.now();
        const call = MIX[i % MIX.length] as string;
        try {
          const response = await fetch(`${stack.url}${call}`, { headers: { cookie } });
          await response.arrayBuffer();
          if (response.status !== 200) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
        byCall.get(call)?.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, byCall, errors, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function report(label: string, phase: Phase): void {
  const sorted = [...phase.latencies].sort((a, b) => a - b);
  console.log(
    `  ${label}: ${phase.latencies.length} requests in ${phase.seconds.toFixed(1)} s = ${(phase.latencies.length / phase.seconds).toFixed(0)} req/s, ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, errors ${phase.errors}`,
  );
  if (process.env.BENCH_LOAD_BY_CALL) {
    for (const [call, values] of phase.byCall) {
      console.log(
        `    ${call}: p50 ${percentile(
          [...values].sort((a, b) => a - b),
          50,
        ).toFixed(1)} ms over ${values.length}`,
      );
    }
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-load-'));
  const stack = await startStackProcess(dataDir);
  try {
    console.log(`gateway: ${stack.gateway}; ${CLIENTS} clients for ${SECONDS} s per phase`);
    const email = `load.${Date.now()}@example.com`;
    const owner = await register(stack, email);
    const seeded = await upload(stack, owner, statement(20_000, 'L'));
    console.log(`  seeded ${seeded.rows} transactions in ${seeded.seconds.toFixed(1)} s`);
    const cookies: string[] = [];
    for (let i = 0; i < CLIENTS; i += 1)
      cookies.push(cookieOf(await post(stack, '/api/login', { email, password: PASSWORD })));

    await load(stack, cookies.slice(0, 2), 2); // warm-up
    report('list mix', await load(stack, cookies, SECONDS));

    const importer = await register(stack, `import.${Date.now()}@example.com`);
    const importing = upload(stack, importer, statement(100_000, 'I'));
    const during = await load(stack, cookies, SECONDS);
    const imported = await importing;
    report('list mix during a 100,000-row import', during);
    console.log(
      `  the import: ${imported.rows} rows in ${imported.seconds.toFixed(1)} s = ${Math.round(imported.rows / imported.seconds)} rows/s`,
    );
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
