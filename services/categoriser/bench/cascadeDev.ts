/**
 * The development loop for the cascade (memory, brand, model; no LLM) on the development sets only — the
 * development set of unseen merchants (development-unseen.tsv), the main evaluation set, the hold-out set and the
 * seed's merchants in fresh formats — never on evaluation-unseen.tsv, which only the benchmark reads. Prints accuracy per set and per stage; `SHOW=brand` (or `model`) lists that stage's
 * misses on the development sets.
 *
 *   npx tsx services/categoriser/bench/cascadeDev.ts
 */
import { CATEGORY_CONFIDENCE_THRESHOLD, DEFAULT_CATEGORIES } from '@tracker/contracts';
import { createLogger } from '@tracker/service-kit';
import { startTestDatabase } from '@tracker/service-kit/testing';
import { brandStage } from '../src/cascade/brandStage';
import { categorise, type CascadeDeps } from '../src/cascade/categorise';
import { MerchantMemory } from '../src/memory/store';
import { globalModel } from '../src/model/globalModel';
import { ModelAnswerCache } from '../src/model/stageCache';
import { UserExamples } from '../src/model/userExamples';
import { DEVELOPMENT_PATH, EVALUATION_PATH, HOLDOUT_PATH, readRows, type LabelledRow } from '../src/seed/rows';
import { knownMerchantsFreshFormats } from './knownMerchants';

async function main(): Promise<void> {
  const db = await startTestDatabase();
  const show = process.env.SHOW;
  try {
    const connection = await db.connection();
    const logger = createLogger({ name: 'dev', level: 'silent', nodeEnv: 'test' });
    const withBrands = process.env.BRANDS !== '0';
    const deps: CascadeDeps = {
      memory: new MerchantMemory(connection),
      examples: new UserExamples(connection),
      model: globalModel,
      brands: () => (withBrands ? brandStage() : null),
      modelCache: new ModelAnswerCache(),
      llm: null,
      logger,
    };
    const known = knownMerchantsFreshFormats();
    if (process.env.TEMPERATURE) globalModel().model.setTemperature(Number(process.env.TEMPERATURE));
    if (process.env.UNKNOWN_T)
      (globalModel().names as { unknownTemperature: number }).unknownTemperature = Number(process.env.UNKNOWN_T);
    const sets: [string, LabelledRow[]][] = [
      ['development (unseen merchants)', readRows(DEVELOPMENT_PATH)],
      ['evaluation', readRows(EVALUATION_PATH)],
      ['holdout', readRows(HOLDOUT_PATH)],
      ['seed merchants', known],
    ];
    for (const [name, rows] of sets) {
      const { results } = await categorise(
        {
          userId: `dev-${name}`,
          categories: [...DEFAULT_CATEGORIES],
          transactions: rows.map((row, i) => ({
            id: String(i),
            description: row.description,
            amount: row.amount,
            isIncome: row.isIncome,
          })),
        },
        deps,
      );
      let right = 0;
      let confident = 0;
      let confidentRight = 0;
      const byStage = new Map<string, [number, number]>();
      results.forEach((result, i) => {
        const row = rows[i] as LabelledRow;
        const ok = result.category === row.category;
        if (ok) right += 1;
        if (result.confidence >= CATEGORY_CONFIDENCE_THRESHOLD) {
          confident += 1;
          if (ok) confidentRight += 1;
        }
        const tally = byStage.get(result.stage) ?? [0, 0];
        tally[0] += 1;
        if (ok) tally[1] += 1;
        byStage.set(result.stage, tally);
        if (!ok && show === result.stage)
          console.log(`  ${name}: ${row.description} | ${row.category} -> ${result.category} ${result.confidence}`);
      });
      const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
      const stages = [...byStage].map(([stage, [n, ok]]) => `${stage} ${n} at ${pct(ok, n)}`).join(', ');
      console.log(
        `${name}: ${pct(right, rows.length)} of ${rows.length}; ` +
          `confident ${pct(confident, rows.length)} at ${pct(confidentRight, confident)}; ${stages}`,
      );
    }
  } finally {
    await db.stop();
  }
}

void main();
