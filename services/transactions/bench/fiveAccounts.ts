// Five-accounts benchmark: `node --import tsx services/transactions/bench/fiveAccounts.ts` (also part of `npm run
// bench`). Starts the docstore, the categoriser and this service as their own processes, gives a user five accounts,
// fills the first four with 20,000 rows each (the second holding the other side of 2,000 transfers), then imports a
// 100,000-row statement into the fifth through POST /api/transactions/upload-fast and prints its rows/s: what pairing
// transfers against the stored accounts costs an import (product.md › Transfers), against the same import by a service
// started with IMPORT_TRANSFERS=off (no transfers stage), taken in turn, twice each, on one database; the means are the
// figures. After each import, the all-time summary of that user (182,000 rows; the paired user's 4,000 transfers are in
// no figure) against the unpaired user's. Figures only: nothing here asserts a timing.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestSession } from '@tracker/service-kit/testing';
import { freePort } from '@tracker/stack-harness';
import mongoose, { Types } from 'mongoose';
import { SESSION_KEYS, serviceEnv, spawnNode } from './common';

const BIG_ROWS = 100_000;
/** The import with the transfers stage, and the same import without it (IMPORT_TRANSFERS=off). */
const PAIRING_MODES = ['on', 'off'] as const;
type PairingMode = (typeof PAIRING_MODES)[number];
const OTHER_ROWS = 20_000;
/** Every this many rows of the big statement is a transfer to the second account. */
const TRANSFER_EVERY = 50;
const MERCHANTS = ['TESCO STORES', 'STARBUCKS', 'AMAZON MKTPLACE', 'UBER TRIP', 'SHELL', 'NETFLIX.COM', 'BOOTS'];

const dayOf = (i: number) => new Date(Date.UTC(2023, 0, 1) + ((i * 7) % 730) * 86_400_000).toISOString().slice(0, 10);
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const transferCents = (i: number) => 10_000 + ((i * 37) % 90_000);

function line(i: number, salt: number): string {
  const day = dayOf(i);
  if (i % 97 === 0) return `${day},SALARY ACME LTD ${salt},${money(200_000 + (i % 500))}`;
  const merchant = MERCHANTS[(i * 31 + salt) % MERCHANTS.length];
  return `${day},"CARD PAYMENT TO ${merchant} ${(i * 13) % 400} ON ${day} REF ${salt}${i}",-${money(100 + ((i * 7919 + salt) % 25_000))}`;
}

/** The big statement: every TRANSFER_EVERY-th row moves money to the second account. */
function bigStatement(): Buffer {
  const lines = ['Date,Description,Amount'];
  for (let i = 0; i < BIG_ROWS; i++) {
    lines.push(
      i % TRANSFER_EVERY === 1 ? `${dayOf(i)},ONLINE TRANSFER TO SAVINGS ${i},-${money(transferCents(i))}` : line(i, 5),
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** One of the four other accounts' statements; the second holds the big statement's transfers arriving a day later. */
function otherStatement(account: number): Buffer {
  const lines = ['Date,Description,Amount'];
  for (let i = 0; i < OTHER_ROWS; i++) lines.push(line(i * 5 + account, account));
  if (account === 2) {
    for (let i = 1; i < BIG_ROWS; i += TRANSFER_EVERY) {
      const next = new Date(`${dayOf(i)}T00:00:00Z`).getTime() + 86_400_000;
      lines.push(`${new Date(next).toISOString().slice(0, 10)},TRANSFER FROM CHECKING ${i},${money(transferCents(i))}`);
    }
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function call(url: string, cookie: string, path: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(`${url}${path}`, { ...init, headers: { cookie, ...init.headers } });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

async function upload(
  url: string,
  cookie: string,
  accountId: string,
  file: Buffer,
): Promise<{ rows: number; seconds: number }> {
  const form = new FormData();
  form.append('accountId', accountId);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'statement.csv');
  const started = performance.now();
  const body = (await call(url, cookie, '/api/transactions/upload-fast', {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(600_000),
  })) as { successfulRows: number };
  return { rows: body.successfulRows, seconds: (performance.now() - started) / 1000 };
}

async function waitHealthy(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never became healthy`);
}

const SUMMARY_RUNS = 5;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The median server time of the user's all-time summary (the dashboard's four cards over every row). */
async function summaryMs(url: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < SUMMARY_RUNS; run++) {
    const started = performance.now();
    await call(url, cookie, '/api/analytics/summary', {});
    times.push(performance.now() - started);
  }
  return median(times);
}

interface UserFigures {
  rate: number;
  summaryMs: number;
}

async function oneUser(url: string, cookie: string, big: Buffer): Promise<UserFigures> {
  const accounts: string[] = [];
  for (let n = 1; n <= 5; n++) {
    const made = (await call(url, cookie, '/api/bank-accounts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Account ${n}`, currency: 'USD' }),
    })) as { id: string };
    accounts.push(made.id);
  }
  for (let n = 1; n <= 4; n++) await upload(url, cookie, accounts[n - 1] as string, otherStatement(n));
  const run = await upload(url, cookie, accounts[4] as string, big);
  const linked = (await call(url, cookie, '/api/transactions?type=transfer&pageSize=20', {})) as {
    totalTransactions: number;
  };
  const rate = run.rows / run.seconds;
  const summary = await summaryMs(url, cookie);
  console.log(
    ` ${run.rows} rows into the fifth account in ${run.seconds.toFixed(2)} s = ${Math.round(rate)} rows/s (type=transfer lists ${linked.totalTransactions} rows); all-time summary ${Math.round(summary)} ms${await loadAverage()}`,
  );
  return { rate, summaryMs: summary };
}

async function loadAverage(): Promise<string> {
  return ` (load ${(await readFile('/proc/loadavg', 'utf8')).split(' ')[0]})`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tracker-five-accounts-bench-'));
  const children: ChildProcess[] = [];
  try {
    const dbPort = await freePort();
    children.push(spawnNode('packages/docstore/src/cli.ts', { DATA_DIR: dataDir, DOCSTORE_PORT: String(dbPort) }));
    const mongoUri = `mongodb://127.0.0.1:${dbPort}/tracker`;
    const common = serviceEnv(mongoUri);
    const catUrl = `http://127.0.0.1:${await freePort()}`;
    children.push(spawnNode('services/categoriser/src/server.ts', { ...common, PORT: new URL(catUrl).port }));
    // Two transactions services on the same database: one imports with the transfers stage, one without (the
    // baseline), so the two figures are taken under the same conditions, back to back.
    const txUrls: Record<PairingMode, string> = { on: '', off: '' };
    for (const mode of PAIRING_MODES) {
      txUrls[mode] = `http://127.0.0.1:${await freePort()}`;
      children.push(
        spawnNode('services/transactions/src/server.ts', {
          ...common,
          PORT: new URL(txUrls[mode]).port,
          CATEGORISER_URL: catUrl,
          IMPORT_TRANSFERS: mode,
          // BENCH_VERBOSE=1: the transfers stage says what it cost each import ('transfers stage', pairingMs, refundsMs).
          ...(process.env.BENCH_VERBOSE && { LOG_LEVEL: 'info' }),
        }),
      );
    }
    for (const child of children) {
      // BENCH_VERBOSE=1: the services' own output (a failed import says why there).
      if (process.env.BENCH_VERBOSE) {
        child.stdout?.pipe(process.stderr);
        child.stderr?.pipe(process.stderr);
      } else {
        child.stdout?.resume();
        child.stderr?.resume();
      }
    }
    await waitHealthy(catUrl);
    for (const mode of PAIRING_MODES) await waitHealthy(txUrls[mode]);
    const connection = await mongoose.createConnection(mongoUri).asPromise();
    console.log(`machine: ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')} load average`);
    console.log('\n100,000-row statement into the fifth of five accounts (four with 20,000 rows each), categorised:');
    const big = bigStatement();
    const figures: Record<PairingMode, UserFigures[]> = { on: [], off: [] };
    for (let run = 0; run < 2; run++) {
      for (const mode of PAIRING_MODES) {
        const userId = new Types.ObjectId().toHexString();
        const { cookie } = await createTestSession(connection, userId, { keys: [SESSION_KEYS] });
        process.stdout.write(`  transfers stage ${mode.padEnd(3)}:`);
        figures[mode].push(await oneUser(txUrls[mode], cookie, big));
      }
    }
    const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const [withPairing, without] = [mean(figures.on.map((f) => f.rate)), mean(figures.off.map((f) => f.rate))];
    console.log(`  mean with transfer pairing:    ${Math.round(withPairing)} rows/s`);
    console.log(`  mean without transfer pairing: ${Math.round(without)} rows/s`);
    console.log(`  with pairing / without: ${((withPairing / without) * 100).toFixed(1)}%`);
    // Each user holds 182,000 rows; the paired one 4,000 of them transfers, which every figure leaves out.
    const [summaryWith, summaryWithout] = [
      mean(figures.on.map((f) => f.summaryMs)),
      mean(figures.off.map((f) => f.summaryMs)),
    ];
    console.log(
      `  all-time summary, user with transfers: ${Math.round(summaryWith)} ms; without: ${Math.round(summaryWithout)} ms (${((summaryWith / summaryWithout) * 100).toFixed(1)}%)`,
    );
    await connection.close();
  } finally {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
