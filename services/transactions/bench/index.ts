// Transactions benchmark: `npx tsx services/transactions/bench/index.ts` (also part of `npm run bench`).
// Starts the docstore, the categoriser and this service as their own processes (as `npm start` does), then prints:
// a 100,000-row statement through POST /api/transactions/upload-fast end to end with categorisation (rows/s),
// a 50 MB statement (time), the same 100,000 rows as an OFX file (rows/s), the peak resident memory of each service, and the list call's latency for the user
// with 100,000 transactions (description filter, deep page). Figures only: nothing here asserts a timing.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { categoriseRequestSchema, uploadResultSchema, type UploadResult } from '@tracker/contracts';
import { createTestSession } from '@tracker/service-kit/testing';
import { freePort } from '@tracker/stack-harness';
import mongoose, { Types } from 'mongoose';
import { INTERNAL_TOKEN, SESSION_KEYS, serviceEnv, spawnNode } from './common';
import { ofxStatement, type StatementRow } from './ofx';
import { storeFiftyRules } from './rules';

const BIG_ROWS = 100_000;
const FIFTY_MB = 50 * 1024 * 1024;
const LIST_RUNS = 60;

interface Service {
  name: string;
  child: ChildProcess;
  peakRssMb: number;
}

function start(name: string, file: string, env: Record<string, string>, ready: RegExp | null): Promise<Service> {
  const child = spawnNode(file, env);
  const service: Service = { name, child, peakRssMb: 0 };
  return new Promise((resolveStart, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      if (process.env.BENCH_VERBOSE) process.stderr.write(`[${name}] ${chunk.toString()}`);
      output = (output + chunk.toString()).slice(-20_000);
      if (ready?.test(output)) resolveStart(service);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    if (ready === null) {
      resolveStart(service);
      return;
    }
    child.once('exit', (code) =>
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output.slice(-2000)}`)),
    );
    setTimeout(() => reject(new Error(`${name} did not start in time:\n${output.slice(-2000)}`)), 120_000).unref();
  });
}

async function rssMb(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used so far. */
async function cpuSeconds(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function cpuOf(services: Service[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const s of services) out[s.name] = await cpuSeconds(s.child.pid);
  return out;
}

function cpuLine(before: Record<string, number>, after: Record<string, number>, rows: number): string {
  return Object.keys(after)
    .map((name) => {
      const used = after[name] - (before[name] ?? 0);
      return `${name} ${used.toFixed(1)} s (${Math.round((used * 1e6) / rows)} µs/row)`;
    })
    .join(', ');
}

/**
 * BENCH_TIMELINE=1: prints each service's share of a core in every quarter second until stopped, which shows where
 * the pipeline leaves cores idle.
 */
function watchTimeline(services: Service[]): () => void {
  if (!process.env.BENCH_TIMELINE) return () => undefined;
  const lines: string[] = [];
  let last: Record<string, number> | undefined;
  let lastAt = performance.now();
  const started = lastAt;
  const timer = setInterval(() => {
    void cpuOf(services).then((now) => {
      const at = performance.now();
      const before = last;
      if (before) {
        const shares = services.map(
          (s) =>
            `${s.name.slice(0, 4)} ${String(Math.round((100 * (now[s.name] - before[s.name])) / ((at - lastAt) / 1000))).padStart(3)}%`,
        );
        lines.push(`  ${((at - started) / 1000).toFixed(2).padStart(6)} s  ${shares.join('  ')}`);
      }
      last = now;
      lastAt = at;
    });
  }, 250);
  return () => {
    clearInterval(timer);
    console.log(lines.join('\n'));
  };
}

/** Samples the services' resident memory until stopped; returns each service's peak in the window. */
function watchMemory(services: Service[]): () => Record<string, number> {
  const peaks: Record<string, number> = {};
  const timer = setInterval(() => {
    for (const s of services) {
      void rssMb(s.child.pid).then((mb) => {
        peaks[s.name] = Math.max(peaks[s.name] ?? 0, mb);
        s.peakRssMb = Math.max(s.peakRssMb, mb);
      });
    }
  }, 100);
  return () => {
    clearInterval(timer);
    return peaks;
  };
}

async function waitHealthy(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never became healthy`);
}

const MERCHANTS = [
  'TESCO STORES',
  'SAINSBURYS',
  'STARBUCKS',
  'COSTA COFFEE',
  'PRET A MANGER',
  'AMAZON MKTPLACE',
  'UBER TRIP',
  'SHELL',
  'BP CONNECT',
  'NETFLIX.COM',
  'SPOTIFY',
  'APPLE.COM BILL',
  'TFL TRAVEL',
  'TRAINLINE',
  'DELIVEROO',
  'JUST EAT',
  'BOOTS',
  'ZARA',
  'H&M',
  'IKEA',
  'CURRYS',
  'ARGOS',
  'WAITROSE',
  'LIDL',
  'ALDI',
  'MORRISONS',
  'EASYJET',
  'RYANAIR',
  'AIRBNB',
  'BOOKING.COM',
  'VODAFONE',
  'BRITISH GAS',
  'THAMES WATER',
  'COUNCIL TAX',
  'GYM GROUP',
  'PUREGYM',
];
const CITIES = ['LONDON', 'MANCHESTER', 'LEEDS', 'BRISTOL', 'GLASGOW', 'CARDIFF', 'YORK', 'BATH'];

/** Row i of a seeded stream of statement rows: its day, description and signed amount. */
function statementRow(i: number, salt: number): StatementRow {
  const day = new Date(Date.UTC(2023, 0, 1) + ((i * 7) % 730) * 86_400_000).toISOString().slice(0, 10);
  if (i % 97 === 0)
    return {
      day,
      description: `SALARY ACME LTD ${salt}`,
      amount: `${2000 + (i % 500)}.${String(i % 100).padStart(2, '0')}`,
    };
  const merchant = MERCHANTS[(i * 31 + salt) % MERCHANTS.length];
  const city = CITIES[(i * 17) % CITIES.length];
  const branch = `${merchant.split(' ')[0]}${(i * 13) % 400}`;
  const cents = 100 + ((i * 7919 + salt) % 25_000);
  return {
    day,
    description: `CARD PAYMENT TO ${merchant} ${branch} ${city} ON ${day} REF ${salt}${i}`,
    amount: `-${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
  };
}

/** One statement line (Date, Description, Amount) for row i of a seeded stream. */
function statementLine(i: number, salt: number): string {
  const { day, description, amount } = statementRow(i, salt);
  return description.startsWith('SALARY') ? `${day},${description},${amount}` : `${day},"${description}",${amount}`;
}

function statement(rows: number, salt: number): Buffer {
  const lines = ['Test Bank plc - statement export', 'Account,****1234', '', 'Date,Description,Amount'];
  for (let i = 0; i < rows; i++) lines.push(statementLine(i, salt));
  return Buffer.from(`${lines.join('\n')}\n`);
}

function statementOfSize(bytes: number, salt: number): { file: Buffer; rows: number } {
  const parts: string[] = ['Date,Description,Amount'];
  let size = parts[0].length + 1;
  let i = 0;
  while (size < bytes - 200) {
    const line = statementLine(i++, salt);
    parts.push(line);
    size += Buffer.byteLength(line) + 1;
  }
  return { file: Buffer.from(`${parts.join('\n')}\n`), rows: i };
}

async function upload(
  url: string,
  cookie: string,
  file: Buffer,
  name: string,
): Promise<{ result: UploadResult; seconds: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), name);
  const started = performance.now();
  const res = await fetch(`${url}/api/transactions/upload-fast`, {
    method: 'POST',
    headers: { cookie },
    body: form,
    signal: AbortSignal.timeout(300_000),
  });
  const seconds = (performance.now() - started) / 1000;
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`upload failed ${res.status}: ${JSON.stringify(body)}`);
  return { result: uploadResultSchema.parse(body), seconds };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function timeList(
  url: string,
  cookie: string,
  query: string,
): Promise<{ p50: number; p95: number; total: number; page: number }> {
  const times: number[] = [];
  let total = 0;
  let page = 1;
  for (let i = 0; i < LIST_RUNS + 5; i++) {
    const started = performance.now();
    const res = await fetch(`${url}/api/transactions?${query}`, { headers: { cookie } });
    const body = (await res.json()) as { totalTransactions: number; totalPages: number; transactions: unknown[] };
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`list failed ${res.status}: ${JSON.stringify(body)}`);
    if (i >= 5) times.push(ms);
    total = body.totalTransactions;
    page = body.transactions.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total, page };
}

/** Fails unless the categoriser answers its contract (the figures are meaningless without real categorisation). */
async function checkCategoriser(url: string): Promise<void> {
  const res = await fetch(`${url}/internal/categorise`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': INTERNAL_TOKEN },
    body: JSON.stringify(
      categoriseRequestSchema.parse({
        userId: new Types.ObjectId().toHexString(),
        categories: ['Groceries', 'Salary'],
        transactions: [{ id: '1', description: 'TESCO STORES 1234', amount: '12.00', isIncome: false }],
      }),
    ),
  });
  if (!res.ok) throw new Error(`the categoriser answered ${res.status}: ${await res.text()}`);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tracker-bench-'));
  const services: Service[] = [];
  try {
    const dbPort = await freePort();
    // BENCH_DOCSTORE_CLI: another docstore build to compare (a copy of the package inside this repository).
    const docstoreCli = process.env.BENCH_DOCSTORE_CLI ?? 'packages/docstore/src/cli.ts';
    const docstore = await start(
      'docstore',
      docstoreCli,
      { DATA_DIR: dataDir, DOCSTORE_PORT: String(dbPort) },
      /listening/,
    );
    services.push(docstore);
    const mongoUri = `mongodb://127.0.0.1:${dbPort}/tracker`;
    const common = serviceEnv(mongoUri);

    const catPort = await freePort();
    const catUrl = `http://127.0.0.1:${catPort}`;
    const categoriser = await start(
      'categoriser',
      'services/categoriser/src/server.ts',
      { ...common, PORT: String(catPort) },
      null,
    );
    services.push(categoriser);
    await waitHealthy(catUrl);
    await checkCategoriser(catUrl);

    const txPort = await freePort();
    const txUrl = `http://127.0.0.1:${txPort}`;
    const transactions = await start(
      'transactions',
      'services/transactions/src/server.ts',
      { ...common, PORT: String(txPort), CATEGORISER_URL: catUrl },
      null,
    );
    services.push(transactions);
    await waitHealthy(txUrl);

    const connection = await mongoose.createConnection(mongoUri).asPromise();
    const session = async (userId = new Types.ObjectId().toHexString()) =>
      (await createTestSession(connection, userId, { keys: [SESSION_KEYS] })).cookie;

    console.log(`machine: ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')} load average`);

    // ---------------------------------------------------------------- 100,000 rows, end to end
    const bigUser = await session();
    const big = statement(BIG_ROWS, 1);
    let stop = watchMemory(services);
    let cpuBefore = await cpuOf(services);
    const timeline = watchTimeline(services);
    const first = await upload(txUrl, bigUser, big, 'statement-100k.csv');
    timeline();
    let peaks = stop();
    let cpuAfter = await cpuOf(services);
    console.log(
      `\n100,000-row statement (${(big.length / 1024 / 1024).toFixed(1)} MB) via upload-fast with categorisation:`,
    );
    console.log(
      `  ${first.result.successfulRows} rows imported, ${first.result.errorRows} rejected, in ${first.seconds.toFixed(2)} s = ${Math.round(first.result.successfulRows / first.seconds)} rows/s (target >= 10,000)`,
    );
    console.log(
      `  peak RSS: ${Object.entries(peaks)
        .map(([n, mb]) => `${n} ${mb.toFixed(0)} MB`)
        .join(', ')}`,
    );
    console.log(`  CPU used: ${cpuLine(cpuBefore, cpuAfter, BIG_ROWS)}`);

    // The same statement for a user with 50 rules (bench/rules.ts): what running them on every row costs.
    const rulesUserId = new Types.ObjectId().toHexString();
    await storeFiftyRules(connection, rulesUserId);
    const withRules = await upload(txUrl, await session(rulesUserId), big, 'statement-100k-rules.csv');
    // And once more without rules, for a user of their own: the rate to compare with is the mean of the two runs
    // around the one with rules (the first also warms the services up).
    const plainAgain = await upload(txUrl, await session(), big, 'statement-100k-plain.csv');
    const rate = (run: typeof first) => run.result.successfulRows / run.seconds;
    const plainRate = (rate(first) + rate(plainAgain)) / 2;
    console.log(
      `  with 50 rules: ${withRules.result.successfulRows} rows in ${withRules.seconds.toFixed(2)} s = ${Math.round(rate(withRules))} rows/s; without, again: ${Math.round(rate(plainAgain))} rows/s; with rules at ${((100 * rate(withRules)) / plainRate).toFixed(0)}% of the mean rate without (target >= 85%)`,
    );

    if (process.env.BENCH_QUICK) {
      await connection.close();
      return;
    }

    // Re-import of the same statement: every row is a duplicate.
    stop = watchMemory(services);
    const again = await upload(txUrl, bigUser, big, 'statement-100k-again.csv');
    peaks = stop();
    console.log(
      `  re-import of the same file: ${again.result.duplicateRows} duplicates skipped, ${again.result.successfulRows} added, in ${again.seconds.toFixed(2)} s`,
    );

    // ---------------------------------------------------------------- list latency, 100,000 transactions
    console.log('\nGET /api/transactions for the user with 100,000 transactions (p50 / p95 over 60 calls):');
    const probe = await timeList(txUrl, bigUser, 'description=starbucks&pageSize=20');
    const deepPage = Math.max(1, Math.ceil(probe.total / 20) - 1);
    const scenarios: Array<[string, string]> = [
      [`description filter 'starbucks', deep page ${deepPage}`, `description=starbucks&pageSize=20&page=${deepPage}`],
      ["description filter 'bucks starb' (parts of words), page 50", 'description=bucks%20starb&pageSize=20&page=50'],
      ["description filter 'tesco5', first page", 'description=tesco5&pageSize=20'],
      ['no filter, first page (dashboard: pageSize 100)', 'pageSize=100'],
      ['no filter, deep page 4000', 'pageSize=20&page=4000'],
      ['category filter, page 10', 'category=Groceries&pageSize=50&page=10'],
    ];
    for (const [label, query] of scenarios) {
      const t = await timeList(txUrl, bigUser, query);
      console.log(
        `  ${label}: ${t.p50.toFixed(1)} / ${t.p95.toFixed(1)} ms (${t.total} matching, ${t.page} on the page)`,
      );
    }

    // ---------------------------------------------------------------- a 50 MB statement
    const fifty = statementOfSize(FIFTY_MB, 2);
    const fiftyUser = await session();
    stop = watchMemory(services);
    cpuBefore = await cpuOf(services);
    const large = await upload(txUrl, fiftyUser, fifty.file, 'statement-50mb.csv');
    peaks = stop();
    cpuAfter = await cpuOf(services);
    console.log(`\n50 MB statement (${(fifty.file.length / 1024 / 1024).toFixed(1)} MB, ${fifty.rows} rows):`);
    console.log(
      `  imported ${large.result.successfulRows} rows in ${large.seconds.toFixed(1)} s = ${Math.round(large.result.successfulRows / large.seconds)} rows/s (limit: 300 s)`,
    );
    console.log(
      `  peak RSS during it: ${Object.entries(peaks)
        .map(([n, mb]) => `${n} ${mb.toFixed(0)} MB`)
        .join(', ')}`,
    );
    console.log(`  CPU used: ${cpuLine(cpuBefore, cpuAfter, fifty.rows)}`);

    // The same stream of rows as an OFX 1.x bank statement (each row with its FITID), into a user of its own.
    const ofx = ofxStatement(Array.from({ length: BIG_ROWS }, (_, i) => statementRow(i, 3)));
    const ofxUser = await session();
    cpuBefore = await cpuOf(services);
    const fromOfx = await upload(txUrl, ofxUser, ofx, 'statement-100k.ofx');
    cpuAfter = await cpuOf(services);
    console.log(`\n100,000-transaction OFX statement (${(ofx.length / 1024 / 1024).toFixed(1)} MB) via upload-fast:`);
    console.log(
      `  imported ${fromOfx.result.successfulRows} rows in ${fromOfx.seconds.toFixed(1)} s = ${Math.round(fromOfx.result.successfulRows / fromOfx.seconds)} rows/s`,
    );
    console.log(`  CPU used: ${cpuLine(cpuBefore, cpuAfter, BIG_ROWS)}`);

    console.log(
      `\npeak RSS over the whole run: ${services.map((s) => `${s.name} ${s.peakRssMb.toFixed(0)} MB`).join(', ')}`,
    );
    await connection.close();
  } finally {
    for (const s of services.reverse()) {
      s.child.kill('SIGTERM');
      await new Promise((r) => {
        if (s.child.exitCode !== null) r(undefined);
        else {
          s.child.once('exit', r);
          setTimeout(() => {
            s.child.kill('SIGKILL');
            r(undefined);
          }, 10_000).unref();
        }
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
