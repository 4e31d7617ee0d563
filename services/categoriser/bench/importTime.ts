/**
 * One 100,000-row import (bench/statement.ts: repeated merchants) through the whole cascade in-process, with the
 * database, in a process of its own: of this checkout, or of the categoriser folder given (another checkout, run from
 * its own sources and node_modules, e.g. the one before a change). Prints `{"ms": …}`; bench/index.ts alternates
 * this checkout and BENCH_BEFORE's, so both see the same load on a shared machine.
 *
 *   node --import tsx services/categoriser/bench/importTime.ts [categoriser folder of another checkout]
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROWS = 100_000;
const BATCH = 2000;

async function main(): Promise<void> {
  const root = process.argv[2] ?? join(__dirname, '..');
  const load = async <T>(path: string) => (await import(join(root, path))) as T;
  const { categorise } = await load<{ categorise: (request: unknown, deps: unknown) => Promise<unknown> }>(
    'src/cascade/categorise.ts',
  );
  const { globalModel } = await load<{ globalModel: () => unknown }>('src/model/globalModel.ts');
  const { MerchantMemory } = await load<{ MerchantMemory: new (c: unknown) => unknown }>('src/memory/store.ts');
  const { UserExamples } = await load<{ UserExamples: new (c: unknown) => unknown }>('src/model/userExamples.ts');
  const { ModelAnswerCache } = await load<{ ModelAnswerCache: new () => unknown }>('src/model/stageCache.ts');
  const brands = await load<{ brandStage: () => unknown }>('src/cascade/brandStage.ts').catch(() => null);
  const { repeatedMerchantStatement } = await load<{
    repeatedMerchantStatement: (rows: number) => { description: string; amount: string; isIncome: boolean }[];
  }>('bench/statement.ts');
  const { DEFAULT_CATEGORIES } = await load<{ DEFAULT_CATEGORIES: readonly string[] }>(
    '../../packages/contracts/src/index.ts',
  );
  const resolve = createRequire(join(root, 'package.json'));
  const { startTestDatabase } = (await import(resolve.resolve('@tracker/service-kit/testing'))) as {
    startTestDatabase: () => Promise<{ connection: () => Promise<unknown>; stop: () => Promise<void> }>;
  };
  const { createLogger } = (await import(resolve.resolve('@tracker/service-kit'))) as {
    createLogger: (options: object) => unknown;
  };
  globalModel();
  brands?.brandStage();
  const db = await startTestDatabase();
  try {
    const connection = await db.connection();
    const deps = {
      memory: new MerchantMemory(connection),
      examples: new UserExamples(connection),
      model: globalModel,
      brands: () => brands?.brandStage() ?? null,
      modelCache: new ModelAnswerCache(),
      llm: null,
      logger: createLogger({ name: 'import-time', level: 'silent', nodeEnv: 'test' }),
    };
    const statement = repeatedMerchantStatement(ROWS);
    const started = performance.now();
    for (let i = 0; i < statement.length; i += BATCH) {
      await categorise(
        {
          userId: 'import-time',
          categories: [...DEFAULT_CATEGORIES],
          transactions: statement.slice(i, i + BATCH).map((row, k) => ({ id: String(i + k), ...row })),
        },
        deps,
      );
    }
    process.stdout.write(`${JSON.stringify({ ms: Math.round(performance.now() - started) })}\n`);
  } finally {
    await db.stop();
  }
}

void main();
