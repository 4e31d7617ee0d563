/**
 * The cascade (memory, brand, model; no LLM) on the development sets only — the development set of unseen merchants
 * (development-unseen.tsv), the main evaluation set, the hold-out set and the seed's merchants in fresh formats —
 * never on evaluation-unseen.tsv, which only the benchmark reads. Shared by bench/cascadeDev.ts and bench/draws.ts.
 */
import { CATEGORY_CONFIDENCE_THRESHOLD, DEFAULT_CATEGORIES } from '@tracker/contracts';
import { createLogger } from '@tracker/service-kit';
import { startTestDatabase } from '@tracker/service-kit/testing';
import { brandStage } from '../src/cascade/brandStage';
import { categorise, type CascadeDeps } from '../src/cascade/categorise';
import { MerchantMemory } from '../src/memory/store';
import type { GlobalModel } from '../src/model/globalModel';
import { ModelAnswerCache } from '../src/model/stageCache';
import { UserExamples } from '../src/model/userExamples';
import { DEVELOPMENT_PATH, EVALUATION_PATH, HOLDOUT_PATH, readRows, type LabelledRow } from '../src/seed/rows';
import { knownMerchantsFreshFormats } from './knownMerchants';

export interface SetFigures {
  name: string;
  rows: number;
  right: number;
  confident: number;
  confidentRight: number;
  /** Per stage: [answered, right]. */
  byStage: Map<string, [number, number]>;
}

export const DEVELOPMENT_SETS: ReadonlyArray<readonly [string, () => LabelledRow[]]> = [
  ['development (unseen merchants)', () => readRows(DEVELOPMENT_PATH)],
  ['evaluation', () => readRows(EVALUATION_PATH)],
  ['holdout', () => readRows(HOLDOUT_PATH)],
  ['seed merchants', knownMerchantsFreshFormats],
];

/**
 * Each development set through the cascade with `model` as the offline model, against a fresh database.
 * `onMiss` sees every wrong answer.
 */
export async function evaluateDevelopmentSets(
  model: () => GlobalModel,
  options: {
    brands?: boolean;
    onMiss?: (set: string, row: LabelledRow, category: string | null, stage: string, confidence: number) => void;
  } = {},
): Promise<SetFigures[]> {
  const db = await startTestDatabase();
  try {
    const connection = await db.connection();
    const deps: CascadeDeps = {
      memory: new MerchantMemory(connection),
      examples: new UserExamples(connection),
      model,
      brands: () => (options.brands === false ? null : brandStage()),
      modelCache: new ModelAnswerCache(),
      llm: null,
      logger: createLogger({ name: 'dev', level: 'silent', nodeEnv: 'test' }),
    };
    const figures: SetFigures[] = [];
    for (const [name, read] of DEVELOPMENT_SETS) {
      const rows = read();
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
      const set: SetFigures = {
        name,
        rows: rows.length,
        right: 0,
        confident: 0,
        confidentRight: 0,
        byStage: new Map(),
      };
      results.forEach((result, i) => {
        const row = rows[i] as LabelledRow;
        const ok = result.category === row.category;
        if (ok) set.right += 1;
        if (result.confidence >= CATEGORY_CONFIDENCE_THRESHOLD) {
          set.confident += 1;
          if (ok) set.confidentRight += 1;
        }
        const tally = set.byStage.get(result.stage) ?? [0, 0];
        tally[0] += 1;
        if (ok) tally[1] += 1;
        set.byStage.set(result.stage, tally);
        if (!ok) options.onMiss?.(name, row, result.category, result.stage, result.confidence);
      });
      figures.push(set);
    }
    return figures;
  } finally {
    await db.stop();
  }
}

export const percent = (n: number, d: number): string => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
