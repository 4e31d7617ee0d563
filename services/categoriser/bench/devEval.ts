/**
 * Development check of the offline model on the evaluation set (never the hold-out): accuracy, the share and
 * precision of confident answers, and the misses with their model text (SHOW=1). MODEL='{"epochs":8}' overrides
 * model options; FEATURES='{"charWeight":0.5}' feature options.
 *
 *   SHOW=1 npx tsx services/categoriser/bench/devEval.ts
 */
import { CATEGORY_CONFIDENCE_THRESHOLD, DEFAULT_CATEGORIES } from '@tracker/contracts';
import { DEFAULT_FEATURE_OPTIONS } from '../src/model/features';
import { MODEL_OPTIONS, trainModel } from '../src/model/globalModel';
import { LocalStage } from '../src/model/localStage';
import { normaliseDescription } from '../src/normalise/merchant';
import { EVALUATION_PATH, SEED_PATH, readRows, type LabelledRow } from '../src/seed/rows';
import { knownMerchantsFreshFormats } from './knownMerchants';

const options = {
  ...MODEL_OPTIONS,
  ...(JSON.parse(process.env.MODEL ?? '{}') as object),
  features: {
    ...DEFAULT_FEATURE_OPTIONS,
    ...MODEL_OPTIONS.features,
    ...(JSON.parse(process.env.FEATURES ?? '{}') as object),
  },
};
const g = trainModel(readRows(SEED_PATH), options);
const local = new LocalStage(g, DEFAULT_CATEGORIES, []);

function measure(rows: readonly LabelledRow[], show: boolean): string {
  let ok = 0;
  let conf = 0;
  let confOk = 0;
  const misses: string[] = [];
  for (const r of rows) {
    const n = normaliseDescription(r.description);
    const a = local.answer(n.text, r.isIncome, r.amount);
    const good = a.category === r.category;
    if (good) ok++;
    if (a.confidence >= CATEGORY_CONFIDENCE_THRESHOLD) {
      conf++;
      if (good) confOk++;
    }
    if (!good && show)
      misses.push(
        `${r.category.padEnd(17)} <- ${String(a.category).padEnd(17)} ${a.confidence.toFixed(2)} | ${n.text} | ${r.description}`,
      );
  }
  misses.sort().forEach((m) => console.log(m));
  return `${((100 * ok) / rows.length).toFixed(1)}% (${ok}/${rows.length}); confident ${((100 * conf) / rows.length).toFixed(1)}% of rows at ${((100 * confOk) / conf).toFixed(1)}%`;
}

const known = knownMerchantsFreshFormats();
const evaluation = measure(readRows(EVALUATION_PATH), process.env.SHOW === '1');
console.log(
  `train ${Math.round(g.trainMs)} ms, ${g.trainingRows} rows, ${g.model.vocabularySize} features, T ${g.model.fittedTemperature}, held-out merchants ${(100 * g.heldOutAccuracy).toFixed(1)}%`,
);
console.log(`evaluation ${evaluation}`);
console.log(`known merchants, fresh formats ${measure(known, process.env.SHOW_KNOWN === '1')}`);

// A user who reviewed half of the evaluation set: does their adaptation help or harm the other half?
for (const half of [0, 1]) {
  const rows = readRows(EVALUATION_PATH);
  const taught = rows.filter((_, i) => i % 2 === half);
  const tested = rows.filter((_, i) => i % 2 !== half);
  const started = performance.now();
  const adapted = new LocalStage(
    g,
    DEFAULT_CATEGORIES,
    taught.map((r) => ({
      text: normaliseDescription(r.description).text,
      isIncome: r.isIncome,
      amount: r.amount,
      category: r.category,
      count: 1,
    })),
  );
  const adaptMs = performance.now() - started;
  let plain = 0;
  let withUser = 0;
  for (const r of tested) {
    const text = normaliseDescription(r.description).text;
    if (local.answer(text, r.isIncome, r.amount).category === r.category) plain++;
    const a = adapted.answer(text, r.isIncome, r.amount);
    if (a.category === r.category) withUser++;
    const b = local.answer(text, r.isIncome, r.amount);
    if (process.env.SHOW_FLIPS === '1' && (a.category === r.category) !== (b.category === r.category))
      console.log(`flip ${r.category} : ${b.category} ${b.confidence} -> ${a.category} ${a.confidence} | ${text}`);
  }
  console.log(
    `half ${1 - half} of the evaluation set after the user reviewed half ${half}: ${((100 * withUser) / tested.length).toFixed(1)}% (without adaptation ${((100 * plain) / tested.length).toFixed(1)}%; adapted in ${Math.round(adaptMs)} ms)`,
  );
}
