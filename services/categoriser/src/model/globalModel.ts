/**
 * The offline model every user starts from: trained from datasets/seed.tsv when first needed (once per process).
 * Calibrated in the same pass: a fifth of the merchants (by key) is held out, the temperature is fitted on them —
 * merchants the model has not seen, as in real use — and then they are added to the model too. Training takes well
 * under a second on a warm machine; the time is logged at start-up and printed by the benchmark.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_CATEGORIES } from '@tracker/contracts';
import { normaliseDescription } from '../normalise/merchant';
import { readRows, SEED_PATH, type LabelledRow } from '../seed/rows';
import { DEFAULT_FEATURE_OPTIONS } from './features';
import { NaiveBayesBuilder, fitTemperature, type ModelOptions, type NaiveBayesModel, type TrainingExample } from './naiveBayes';

export const MODEL_OPTIONS: ModelOptions = { features: DEFAULT_FEATURE_OPTIONS, lambda: 0.5, priorWeight: 0 };

/** One merchant in this many is held out for calibration. */
const CALIBRATION_FOLDS = 5;

export interface GlobalModel {
  model: NaiveBayesModel;
  trainingRows: number;
  trainMs: number;
  /** Accuracy on the held-out merchants (before they were added): what to expect for merchants the seed lacks. */
  heldOutAccuracy: number;
  heldOutRows: number;
}

export function toTrainingExample(row: LabelledRow): TrainingExample & { merchantKey: string } {
  const { text, merchantKey } = normaliseDescription(row.description);
  return { text, merchantKey, isIncome: row.isIncome, amount: row.amount, label: row.category };
}

function isHeldOut(merchantKey: string): boolean {
  return (createHash('sha256').update(merchantKey).digest()[0] ?? 0) % CALIBRATION_FOLDS === 0;
}

export function trainModel(rows: readonly LabelledRow[], options: ModelOptions = MODEL_OPTIONS): GlobalModel {
  const started = performance.now();
  const examples = rows.map(toTrainingExample);
  const heldOut = examples.filter((example) => isHeldOut(example.merchantKey));
  const builder = new NaiveBayesBuilder(DEFAULT_CATEGORIES, options);
  for (const example of examples) if (!isHeldOut(example.merchantKey)) builder.add(example);

  const partial = builder.build();
  const prepared = partial.prepare(partial.ownOutputs());
  let correct = 0;
  const scored = heldOut.map((example) => {
    const scores = partial.logScores(partial.features(example.text, example.isIncome, example.amount), prepared);
    const gold = DEFAULT_CATEGORIES.indexOf(example.label);
    let best = 0;
    for (let k = 1; k < scores.length; k++) if ((scores[k] as number) > (scores[best] as number)) best = k;
    if (best === gold) correct += 1;
    return { scores, gold };
  });

  for (const example of heldOut) builder.add(example);
  const model = builder.build();
  model.setTemperature(heldOut.length > 0 ? fitTemperature(scored) : 10);
  return {
    model,
    trainingRows: rows.length,
    trainMs: performance.now() - started,
    heldOutAccuracy: heldOut.length > 0 ? correct / heldOut.length : 0,
    heldOutRows: heldOut.length,
  };
}

let shared: GlobalModel | undefined;

/** The process-wide model, trained from the seed on first use. */
export function globalModel(): GlobalModel {
  shared ??= trainModel(readRows(SEED_PATH));
  return shared;
}
