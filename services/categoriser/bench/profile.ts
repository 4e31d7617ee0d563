/**
 * A workload to profile (`node --cpu-prof`): the offline model over distinct rows, then the whole cascade in-process
 * over a 100,000-row statement with repeated merchants. Prints nothing but its timings.
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx services/categoriser/bench/profile.ts
 */
import { DEFAULT_CATEGORIES, CATEGORISE_BATCH_MAX } from '@tracker/contracts';
import { createLogger } from '@tracker/service-kit';
import { startTestDatabase } from '@tracker/service-kit/testing';
import { brandStage } from '../src/cascade/brandStage';
import { categorise } from '../src/cascade/categorise';
import { MerchantMemory } from '../src/memory/store';
import { globalModel } from '../src/model/globalModel';
import { LocalStage } from '../src/model/localStage';
import { ModelAnswerCache } from '../src/model/stageCache';
import { UserExamples } from '../src/model/userExamples';
import { normaliseDescription } from '../src/normalise/merchant';
import { allBrands } from '../src/seed/brands';
import { formatPayment } from '../src/seed/formats';
import { Random } from '../src/seed/random';
import { repeatedMerchantStatement } from './statement';

async function main(): Promise<void> {
  const local = new LocalStage(globalModel(), DEFAULT_CATEGORIES, []);
  const random = new Random(99);
  const distinct = allBrands().map((brand) => ({
    description: formatPayment(brand.kind, brand.region, brand.payee, random),
    amount: random.amount(5, 150),
  }));
  const part = process.env.PART ?? 'all';
  if (part === 'all' || part === 'model') {
    const started = performance.now();
    for (let round = 0; round < 5; round++)
      for (const row of distinct) local.answer(normaliseDescription(row.description).text, false, row.amount);
    console.log(
      `model over distinct rows: ${Math.round((5 * distinct.length) / ((performance.now() - started) / 1000))} rows/s`,
    );
  }
  if (part === 'all' || part === 'statement') {
    const db = await startTestDatabase();
    try {
      const connection = await db.connection();
      const logger = createLogger({ name: 'profile', level: 'silent', nodeEnv: 'test' });
      const deps = {
        memory: new MerchantMemory(connection),
        examples: new UserExamples(connection),
        model: globalModel,
        brands: brandStage,
        modelCache: new ModelAnswerCache(),
        llm: null,
        logger,
      };
      const statement = repeatedMerchantStatement(100_000);
      const started = performance.now();
      for (let i = 0; i < statement.length; i += CATEGORISE_BATCH_MAX) {
        const chunk = statement.slice(i, i + CATEGORISE_BATCH_MAX);
        await categorise(
          {
            userId: 'profile',
            categories: [...DEFAULT_CATEGORIES],
            transactions: chunk.map((row, n) => ({
              id: String(n),
              description: row.description,
              amount: row.amount,
              isIncome: false,
            })),
          },
          deps,
        );
      }
      console.log(
        `cascade over a repeated-merchant statement: ${Math.round(statement.length / ((performance.now() - started) / 1000))} rows/s`,
      );
    } finally {
      await db.stop();
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
