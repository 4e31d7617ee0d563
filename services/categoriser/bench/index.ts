/**
 * Categoriser benchmark (no LLM): accuracy on the hand-written evaluation set (merchants the seed does not contain),
 * per stage and overall, before and after the user's corrections; accuracy on the seed's own merchants in freshly
 * drawn statement formats; and throughput in-process and through the HTTP endpoint.
 *
 *   npx tsx services/categoriser/bench/index.ts        (or `npm run bench -- categoriser`)
 *
 * It measures and prints; it never fails on a figure.
 */
import type { AddressInfo } from 'node:net';
import { CATEGORY_CONFIDENCE_THRESHOLD, DEFAULT_CATEGORIES, type Categorisation, type CategoriseRequest } from '@tracker/contracts';
import { createLogger } from '@tracker/service-kit';
import { startTestDatabase } from '@tracker/service-kit/testing';
import { createApp } from '../src/app';
import { categorise, type CascadeDeps } from '../src/cascade/categorise';
import { learn } from '../src/cascade/learn';
import { readConfig } from '../src/config';
import { MerchantMemory } from '../src/memory/store';
import { globalModel } from '../src/model/globalModel';
import { LocalStage } from '../src/model/localStage';
import { UserExamples } from '../src/model/userExamples';
import { normaliseDescription } from '../src/normalise/merchant';
import { allBrands } from '../src/seed/brands';
import { formatPayment } from '../src/seed/formats';
import { Random } from '../src/seed/random';
import { EVALUATION_PATH, HOLDOUT_PATH, readRows, type LabelledRow } from '../src/seed/rows';

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
  for (const stage of ['memory', 'model', 'llm', 'none']) {
    const tally = byStage.get(stage);
    if (!tally) continue;
    console.log(`  stage ${stage.padEnd(7)} answered ${String(tally.rows).padStart(4)} rows, accuracy ${pct(tally.correct, tally.rows)}`);
  }
  console.log(
    `  at or above ${CATEGORY_CONFIDENCE_THRESHOLD} (automatic)  ${pct(confident.rows, results.length)} of rows, accuracy ${pct(confident.correct, confident.rows)}; the rest go to Pending`,
  );
}

function perCategory(gold: readonly LabelledRow[], results: readonly Categorisation[]): void {
  const rows = new Map<string, Tally>();
  results.forEach((result, i) => {
    const category = (gold[i] as LabelledRow).category;
    const tally = rows.get(category) ?? { rows: 0, correct: 0 };
    tally.rows += 1;
    if (result.category === category) tally.correct += 1;
    rows.set(category, tally);
  });
  console.log('\n  per category (evaluation set, first pass)');
  for (const category of DEFAULT_CATEGORIES) {
    const tally = rows.get(category);
    if (tally) console.log(`    ${category.padEnd(18)} ${pct(tally.correct, tally.rows)}  (${tally.correct}/${tally.rows})`);
  }
}

function asRequest(userId: string, rows: readonly LabelledRow[], prefix = ''): CategoriseRequest {
  return {
    userId,
    categories: [...DEFAULT_CATEGORIES],
    transactions: rows.map((row, i) => ({ id: `${prefix}${i}`, description: row.description, amount: row.amount, isIncome: row.isIncome })),
  };
}

/** The seed's merchants again, each in a statement format drawn with another random seed than the generator's. */
function knownMerchantsFreshFormats(): LabelledRow[] {
  const random = new Random(777);
  return allBrands().map((brand) => ({
    description: formatPayment(brand.kind, brand.region, brand.payee, random),
    amount: random.amount(5, 150),
    isIncome: false,
    category: brand.category,
  }));
}

async function main(): Promise<void> {
  console.log('Categoriser benchmark (offline: memory + model, no LLM)');
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
    const deps: CascadeDeps = { memory: new MerchantMemory(connection), examples: new UserExamples(connection), model: globalModel, llm: null, logger };

    const evaluation = readRows(EVALUATION_PATH);
    console.log(`\nEvaluation set: ${evaluation.length} hand-written rows (US, UK, EU, AU formats), merchants not in the seed`);
    const first = await categorise(asRequest('bench-user', evaluation), deps);
    report('First import (fresh user: the offline model alone)', evaluation, first.results);
    perCategory(evaluation, first.results);

    // The user reviews the import: confirms the right answers and corrects the others.
    await learn(
      { userId: 'bench-user', examples: evaluation.map((row) => ({ description: row.description, amount: row.amount, isIncome: row.isIncome, category: row.category })) },
      deps,
    );
    const second = await categorise(asRequest('bench-user', evaluation, 'again-'), deps);
    report('Next import of the same merchants after the review (memory first)', evaluation, second.results);

    const holdout = readRows(HOLDOUT_PATH);
    const holdoutResults = await categorise(asRequest('bench-holdout', holdout), deps);
    report(`Hold-out set: ${holdout.length} rows written after the model was frozen (never used for tuning)`, holdout, holdoutResults.results);

    const known = knownMerchantsFreshFormats();
    const knownResults = await categorise(asRequest('bench-known', known), deps);
    report(`Seed merchants in freshly drawn statement formats (${known.length} rows; well-known merchants)`, known, knownResults.results);

    // Throughput.
    const { model } = globalModel();
    const local = new LocalStage(model, DEFAULT_CATEGORIES, new Map());
    const batch = Array.from({ length: 2000 }, (_, i) => evaluation[i % evaluation.length] as LabelledRow);
    let started = performance.now();
    for (let round = 0; round < 3; round++) {
      for (const row of batch) {
        const { text } = normaliseDescription(row.description);
        local.answer(text, row.isIncome, row.amount);
      }
    }
    const modelRate = (3 * batch.length) / ((performance.now() - started) / 1000);

    started = performance.now();
    for (let round = 0; round < 3; round++) await categorise(asRequest(`bench-throughput-${round}`, batch), deps);
    const cascadeRate = (3 * batch.length) / ((performance.now() - started) / 1000);

    const app = createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: db.uri }), logger });
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    started = performance.now();
    for (let round = 0; round < 3; round++) {
      const res = await fetch(`http://127.0.0.1:${port}/internal/categorise`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(asRequest(`bench-http-${round}`, batch)),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await res.json();
    }
    const httpRate = (3 * batch.length) / ((performance.now() - started) / 1000);
    await new Promise<void>((resolve) => server.close(() => resolve()));

    console.log('\nThroughput (chunks of 2000 rows, 3 rounds each)');
    console.log(`  offline model alone, in-process        ${Math.round(modelRate).toLocaleString('en-US')} rows/s`);
    console.log(`  full cascade in-process (with database) ${Math.round(cascadeRate).toLocaleString('en-US')} rows/s`);
    console.log(`  POST /internal/categorise over HTTP    ${Math.round(httpRate).toLocaleString('en-US')} rows/s`);
  } finally {
    await db.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
