/**
 * Categoriser benchmark, offline (memory, brands, model): accuracy on the hand-written evaluation sets (merchants
 * the seed does not contain), per stage and overall — and, when OPENAI_API_KEY is set, the whole cascade with the
 * LLM stage on the merchants never seen — before and after the user's corrections; accuracy on the seed's own
 * merchants in freshly drawn statement formats; and throughput in-process and through the HTTP endpoint.
 *
 *   npx tsx services/categoriser/bench/index.ts        (or `npm run bench -- categoriser`)
 *   BENCH_SKIP_HOLDOUT=1 npx tsx …                      (leaves the hold-out set unread, e.g. while tuning)
 *   BENCH_SKIP_UNSEEN=1 npx tsx …                       (leaves evaluation-unseen.tsv unread: a run for speed only)
 *   BENCH_BEFORE=/work/wt/before npx tsx …              (also start-up and memory of that checkout's categoriser)
 *
 * It measures and prints; it never fails on a figure.
 */
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  CATEGORISE_BATCH_MAX,
  CATEGORY_CONFIDENCE_THRESHOLD,
  DEFAULT_CATEGORIES,
  type Categorisation,
  type CategoriseRequest,
} from '@tracker/contracts';
import { createLogger, type Logger } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { startTestDatabase } from '@tracker/service-kit/testing';
import { createApp } from '../src/app';
import { brandStage } from '../src/cascade/brandStage';
import { categorise, type CascadeDeps } from '../src/cascade/categorise';
import { learn } from '../src/cascade/learn';
import { LlmStage } from '../src/llm/stage';
import { readConfig } from '../src/config';
import { MerchantMemory } from '../src/memory/store';
import { globalModel } from '../src/model/globalModel';
import { amountBand } from '../src/model/features';
import { LocalStage } from '../src/model/localStage';
import { ModelAnswerCache } from '../src/model/stageCache';
import { UserExamples } from '../src/model/userExamples';
import { normaliseDescription } from '../src/normalise/merchant';
import {
  DEVELOPMENT_PATH,
  EVALUATION_PATH,
  HOLDOUT_PATH,
  UNSEEN_PATH,
  readRows,
  type LabelledRow,
} from '../src/seed/rows';
import { knownMerchantsFreshFormats } from './knownMerchants';
import { repeatedMerchantStatement } from './statement';

const pct = (n: number, d: number) => (d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

interface Tally {
  rows: number;
  correct: number;
}

function report(title: string, gold: readonly LabelledRow[], results: readonly Categorisation[]): void {
  const byStage = new Map<string, Tally>();
  const confident: Tally = { rows: 0, correct: 0 };
  let correct = 0;
  results.forEach((result, i) => {
    const ok = result.category === (gold[i] as LabelledRow).category;
    if (ok) correct += 1;
    const tally = byStage.get(result.stage) ?? { rows: 0, correct: 0 };
    tally.rows += 1;
    if (ok) tally.correct += 1;
    byStage.set(result.stage, tally);
    if (result.confidence >= CATEGORY_CONFIDENCE_THRESHOLD) {
      confident.rows += 1;
      if (ok) confident.correct += 1;
    }
  });
  console.log(`\n${title}`);
  console.log(`  overall accuracy            ${pct(correct, results.length)}  (${correct}/${results.length})`);
  for (const stage of ['memory', 'brand', 'model', 'llm', 'none']) {
    const tally = byStage.get(stage);
    if (!tally) continue;
    console.log(
      `  stage ${stage.padEnd(7)} answered ${String(tally.rows).padStart(4)} rows, accuracy ${pct(tally.correct, tally.rows)}`,
    );
  }
  console.log(
    `  at or above ${CATEGORY_CONFIDENCE_THRESHOLD} (automatic)  ${pct(confident.rows, results.length)} of rows, accuracy ${pct(confident.correct, confident.rows)}; the rest go to Pending`,
  );
}

function perCategory(
  gold: readonly LabelledRow[],
  results: readonly Categorisation[],
  set = 'evaluation set, first pass',
): void {
  const rows = new Map<string, Tally>();
  results.forEach((result, i) => {
    const category = (gold[i] as LabelledRow).category;
    const tally = rows.get(category) ?? { rows: 0, correct: 0 };
    tally.rows += 1;
    if (result.category === category) tally.correct += 1;
    rows.set(category, tally);
  });
  console.log(`\n  per category (${set})`);
  for (const category of DEFAULT_CATEGORIES) {
    const tally = rows.get(category);
    if (tally)
      console.log(`    ${category.padEnd(18)} ${pct(tally.correct, tally.rows)}  (${tally.correct}/${tally.rows})`);
  }
}

function asRequest(userId: string, rows: readonly LabelledRow[], prefix = ''): CategoriseRequest {
  return {
    userId,
    categories: [...DEFAULT_CATEGORIES],
    transactions: rows.map((row, i) => ({
      id: `${prefix}${i}`,
      description: row.description,
      amount: row.amount,
      isIncome: row.isIncome,
    })),
  };
}

/**
 * Start-up in cold child processes (bench/startup.ts): time until the model answers, and memory then; of this
 * checkout, or of the categoriser folder `root` of another one (BENCH_BEFORE: the checkout before a change).
 */
function startup(label = 'start-up in a cold process', root?: string): void {
  const args = ['--expose-gc', '--import', 'tsx', join(__dirname, 'startup.ts'), ...(root ? [root] : [])];
  const runs = [0, 1, 2].map(() => {
    const out = execFileSync(process.execPath, args, { encoding: 'utf8' });
    return JSON.parse(out.trim().split('\n').at(-1) as string) as {
      readyMs: number;
      rssMb: number;
      heapUsedMb: number;
      arrayBuffersMb: number;
    };
  });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] as number;
  console.log(
    `  ${label} (median of 3): ready in ${median(runs.map((r) => r.readyMs))} ms, RSS ${median(runs.map((r) => r.rssMb))} MB ` +
      `(heap ${median(runs.map((r) => r.heapUsedMb))} MB, array buffers ${median(runs.map((r) => r.arrayBuffersMb))} MB after a full collection)`,
  );
}

/**
 * The 100,000-row import (bench/importTime.ts) of this checkout and of the one before a change, each in a process of
 * its own, alternately (five of each), so a shared machine's load falls on both alike: the medians.
 */
function importBeforeAfter(beforeRoot: string): void {
  const run = (root?: string) => {
    const args = ['--import', 'tsx', join(__dirname, 'importTime.ts'), ...(root ? [root] : [])];
    const out = execFileSync(process.execPath, args, { encoding: 'utf8' });
    return (JSON.parse(out.trim().split('\n').at(-1) as string) as { ms: number }).ms;
  };
  const after: number[] = [];
  const previous: number[] = [];
  for (let i = 0; i < 5; i++) {
    after.push(run());
    previous.push(run(beforeRoot));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] as number;
  const perRow = (ms: number) => `${((1000 * ms) / 100_000).toFixed(1)} µs/row`;
  console.log(
    `  100,000-row import in-process, alternately (median of 5): ${perRow(median(after))} now, ` +
      `${perRow(median(previous))} before (runs now ${after.join(', ')} ms; before ${previous.join(', ')} ms)`,
  );
}

async function main(): Promise<void> {
  console.log('Categoriser benchmark (offline: memory, brands and model; the LLM stage only where said)');
  startup();
  const before = process.env.BENCH_BEFORE;
  if (before) {
    startup(`before (${before})`, join(before, 'services', 'categoriser'));
    importBeforeAfter(join(before, 'services', 'categoriser'));
  }
  const trained = globalModel();
  console.log(
    `  offline model: trained on ${trained.trainingRows} seed rows in ${Math.round(trained.trainMs)} ms (cold process), ` +
      `${trained.model.vocabularySize} features, temperature ${trained.model.fittedTemperature}, ` +
      `held-out-merchant accuracy during calibration ${pct(trained.heldOutAccuracy * trained.heldOutRows, trained.heldOutRows).trim()}`,
  );

  const db = await startTestDatabase();
  try {
    const connection = await db.connection();
    const logger = createLogger({ name: 'categoriser-bench', level: 'silent', nodeEnv: 'test' });
    const deps: CascadeDeps = {
      memory: new MerchantMemory(connection),
      examples: new UserExamples(connection),
      model: globalModel,
      brands: brandStage,
      modelCache: new ModelAnswerCache(),
      llm: null,
      logger,
    };

    // Merchants the seed has never seen (held out from all training and tuning), against the seed's own merchants below.
    if (process.env.BENCH_SKIP_UNSEEN === '1') {
      console.log('\nMerchants never seen: skipped (BENCH_SKIP_UNSEEN=1)');
    } else {
      const unseen = readRows(UNSEEN_PATH);
      const unseenResults = await categorise(asRequest('bench-unseen', unseen), deps);
      report(
        `Merchants never seen: ${unseen.length} hand-written rows (US, UK, EU, AU/NZ, CA), held out from training and tuning`,
        unseen,
        unseenResults.results,
      );
      perCategory(unseen, unseenResults.results, 'merchants never seen');
      await withLlmStage(unseen, deps, connection, db.uri, logger);
    }

    const development = readRows(DEVELOPMENT_PATH);
    report(
      `Development set: ${development.length} other hand-written rows of unseen merchants (tuned on, never trained on)`,
      development,
      (await categorise(asRequest('bench-development', development), deps)).results,
    );

    const evaluation = readRows(EVALUATION_PATH);
    console.log(
      `\nEvaluation set: ${evaluation.length} hand-written rows (US, UK, EU, AU formats), merchants not in the seed`,
    );
    const first = await categorise(asRequest('bench-user', evaluation), deps);
    report('First import (fresh user: the offline model alone)', evaluation, first.results);
    perCategory(evaluation, first.results);

    // The user reviews the import: confirms the right answers and corrects the others.
    await learn(
      {
        userId: 'bench-user',
        examples: evaluation.map((row) => ({
          description: row.description,
          amount: row.amount,
          isIncome: row.isIncome,
          category: row.category,
        })),
      },
      deps,
    );
    const second = await categorise(asRequest('bench-user', evaluation, 'again-'), deps);
    report('Next import of the same merchants after the review (memory first)', evaluation, second.results);

    await adaptation(evaluation, deps);

    if (process.env.BENCH_SKIP_HOLDOUT === '1') {
      console.log('\nHold-out set: skipped (BENCH_SKIP_HOLDOUT=1)');
    } else {
      const holdout = readRows(HOLDOUT_PATH);
      const holdoutResults = await categorise(asRequest('bench-holdout', holdout), deps);
      report(
        `Hold-out set: ${holdout.length} rows written after the model was frozen (never used for tuning)`,
        holdout,
        holdoutResults.results,
      );
    }

    const known = knownMerchantsFreshFormats();
    const knownResults = await categorise(asRequest('bench-known', known), deps);
    report(
      `Seed merchants in freshly drawn statement formats (${known.length} rows; well-known merchants)`,
      known,
      knownResults.results,
    );

    await throughput(known, deps, connection, db.uri, logger);
  } finally {
    await db.stop();
  }
}

/**
 * The whole cascade on the merchants never seen, the LLM stage included, when one is configured the way the service
 * is (OPENAI_API_KEY, and OPENAI_BASE_URL, OPENAI_MODEL, LLM_TIMEOUT_MS… as in the README). Without a key it says
 * so: no figure is printed for an LLM that did not answer. Its answers are cached in the benchmark's own database,
 * so every run asks afresh.
 */
async function withLlmStage(
  unseen: readonly LabelledRow[],
  deps: CascadeDeps,
  connection: Connection,
  uri: string,
  logger: Logger,
): Promise<void> {
  const config = readConfig({ ...process.env, NODE_ENV: 'test', MONGODB_URI: uri });
  if (config.OPENAI_API_KEY === undefined) {
    console.log(
      '\nWith the LLM stage: not measured (no OPENAI_API_KEY; set it, and OPENAI_BASE_URL for a server other than ' +
        'api.openai.com, to measure the whole cascade on these rows)',
    );
    return;
  }
  const llm = new LlmStage(config, connection, logger);
  const started = performance.now();
  const { results } = await categorise(asRequest('bench-unseen-llm', unseen), { ...deps, llm });
  const where = config.OPENAI_BASE_URL ?? 'api.openai.com';
  report(
    `Merchants never seen, the whole cascade with the LLM stage (${config.OPENAI_MODEL} at ${where}, ` +
      `${Math.round(performance.now() - started)} ms, stage deadline ${config.LLM_TIMEOUT_MS} ms)`,
    unseen,
    results,
  );
  perCategory(unseen, results, 'merchants never seen, with the LLM stage');
}

/**
 * Per-user adaptation: a user reviews every other row of the evaluation set, then imports the other half (other
 * merchants, so memory barely helps: the model adapted with the user's examples answers). Compared with a fresh user
 * on the same rows; both halves in turn.
 */
async function adaptation(evaluation: readonly LabelledRow[], deps: CascadeDeps): Promise<void> {
  console.log('\nPer-user adaptation: the user reviewed one half of the evaluation set; accuracy on the other half');
  for (const half of [0, 1]) {
    const reviewed = evaluation.filter((_, i) => i % 2 === half);
    const tested = evaluation.filter((_, i) => i % 2 !== half);
    const userId = `bench-adapt-${half}`;
    await learn(
      {
        userId,
        examples: reviewed.map(({ description, amount, isIncome, category }) => ({
          description,
          amount,
          isIncome,
          category,
        })),
      },
      deps,
    );
    const started = performance.now();
    const adapted = await categorise(asRequest(userId, tested), deps);
    const adaptedMs = performance.now() - started;
    const fresh = await categorise(asRequest(`bench-fresh-${half}`, tested), deps);
    const right = (results: readonly Categorisation[]) =>
      results.filter((result, i) => result.category === (tested[i] as LabelledRow).category).length;
    const confident = adapted.results.filter((result) => result.confidence >= CATEGORY_CONFIDENCE_THRESHOLD);
    const confidentRight = adapted.results.filter(
      (result, i) =>
        result.confidence >= CATEGORY_CONFIDENCE_THRESHOLD && result.category === (tested[i] as LabelledRow).category,
    );
    console.log(
      `  reviewed half ${half} (${reviewed.length} rows): ${pct(right(adapted.results), tested.length)} with the user's adaptation, ` +
        `${pct(right(fresh.results), tested.length).trim()} for a fresh user; automatic ${pct(confident.length, tested.length).trim()} of rows at ` +
        `${pct(confidentRight.length, confident.length).trim()} (first call, building the user's model: ${Math.round(adaptedMs)} ms)`,
    );
  }
}

const rate = (rows: number, ms: number) =>
  `${Math.round(rows / (ms / 1000))
    .toLocaleString('en-US')
    .padStart(9)} rows/s`;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function viaHttp(port: number, userId: string, rows: readonly LabelledRow[]): Promise<number> {
  const started = performance.now();
  for (const [n, chunk] of chunks(rows, CATEGORISE_BATCH_MAX).entries()) {
    const res = await fetch(`http://127.0.0.1:${port}/internal/categorise`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(asRequest(userId, chunk, `${n}-`)),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    await res.json();
  }
  return performance.now() - started;
}

async function inProcess(deps: CascadeDeps, userId: string, rows: readonly LabelledRow[]): Promise<number> {
  const started = performance.now();
  for (const [n, chunk] of chunks(rows, CATEGORISE_BATCH_MAX).entries())
    await categorise(asRequest(userId, chunk, `${n}-`), deps);
  return performance.now() - started;
}

/**
 * Rows per second for distinct rows (every model text new: the per-row cost of normalisation, features and scoring)
 * and for a long statement whose merchants repeat (the model cache answers most rows).
 */
async function throughput(
  distinct: readonly LabelledRow[],
  deps: CascadeDeps,
  connection: Connection,
  uri: string,
  logger: Logger,
): Promise<void> {
  const { model } = globalModel();
  const local = new LocalStage(globalModel(), DEFAULT_CATEGORIES, []);
  const texts = distinct.map((row) => normaliseDescription(row.description).text);
  console.log(`\nThroughput, no LLM (chunks of ${CATEGORISE_BATCH_MAX} rows, the transactions service's batch size)`);
  console.log(
    `  distinct rows: ${distinct.length} seed merchants in fresh formats (${new Set(texts).size} distinct model texts)`,
  );

  let started = performance.now();
  for (const row of distinct) normaliseDescription(row.description);
  console.log(`    normalisation alone                         ${rate(distinct.length, performance.now() - started)}`);
  started = performance.now();
  distinct.forEach((row, i) => model.encode(texts[i] as string, row.isIncome, row.amount));
  console.log(`    feature extraction alone                    ${rate(distinct.length, performance.now() - started)}`);
  started = performance.now();
  distinct.forEach((row, i) => local.answer(texts[i] as string, row.isIncome, row.amount));
  console.log(`    features + scoring                          ${rate(distinct.length, performance.now() - started)}`);
  started = performance.now();
  for (const row of distinct) local.answer(normaliseDescription(row.description).text, row.isIncome, row.amount);
  console.log(`    offline model alone (all three)             ${rate(distinct.length, performance.now() - started)}`);
  console.log(
    `    full cascade in-process (with database)     ${rate(distinct.length, await inProcess(deps, 'bench-distinct', distinct))}`,
  );

  const app = createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: uri }), logger });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  try {
    const { port } = server.address() as AddressInfo;
    console.log(
      `    POST /internal/categorise over HTTP         ${rate(distinct.length, await viaHttp(port, 'bench-http-distinct', distinct))}`,
    );

    const statement = repeatedMerchantStatement(100_000);
    const keys = new Set(
      statement.map((row) => {
        const text = normaliseDescription(row.description).text;
        return `${text}|${amountBand(row.amount)}`;
      }),
    );
    const before = { ...deps.modelCache.stats };
    const inProcessMs = await inProcess(deps, 'bench-statement', statement);
    const hits = deps.modelCache.stats.answerHits - before.answerHits;
    const misses = deps.modelCache.stats.answerMisses - before.answerMisses;
    console.log(
      `  a statement of ${statement.length.toLocaleString('en-US')} rows with repeated merchants (${keys.size.toLocaleString('en-US')} distinct model texts × amount bands), first import`,
    );
    const perRow = (ms: number) => `${((1000 * ms) / statement.length).toFixed(1)} µs/row, ${(ms / 1000).toFixed(2)} s`;
    console.log(
      `    full cascade in-process (with database)     ${rate(statement.length, inProcessMs)}  (${perRow(inProcessMs)}; ${pct(hits, hits + misses).trim()} of model answers from the cache)`,
    );
    const httpMs = await viaHttp(port, 'bench-http-statement', statement);
    console.log(
      `    POST /internal/categorise over HTTP         ${rate(statement.length, httpMs)}  (${perRow(httpMs)})`,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
