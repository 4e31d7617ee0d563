/**
 * Per-user adaptation of the offline model: a small residual model trained on the user's own confirmed and
 * corrected rows, whose scores are added to the global model's. It is trained with the global model's scores as a
 * fixed offset, so a row the global model already gets right teaches it nothing (its gradient is near zero) and only
 * what the user does differently moves weights: three coffee shops filed under the user's own `Coffee` (`coffee`
 * and its letter groups then lean there, so an unseen `SIGHTGLASS COFFEE` does too).
 *
 * A correction moves only its own merchant (the user's memory answers for it): a feature gets a residual weight only
 * when it is a pattern of the user's, shared by examples of at least MIN_PATTERN_MERCHANTS different merchants filed
 * under one category. One correction of `GOOGLE *STORAGE` to Subscriptions therefore moves no self-storage firm;
 * two vets filed under Health & Fitness make the next vet lean there. Only words, word pairs and letter groups of
 * four or more characters can be a pattern (short letter groups such as `sto` are shared by chance).
 * A fixed sample of the seed's rows (anchors) is trained on alongside, with the same offset: a residual weight
 * that would turn the seed's own rows wrong (a town's name, `card`, the amount band the user's examples happen to
 * share) is pushed back, which keeps the adaptation from hurting rows the user has not reviewed. L2 decay keeps
 * the weights small. Training is a few seeded passes of SGD, milliseconds for hundreds of examples, once per
 * version of the user's examples (the model cache keeps the result).
 */
import { Random } from '../seed/random';
import { softmaxInPlace, type EncodedRow } from './logistic';

export interface AdaptationOptions {
  /** Passes over the rows: at most this many… */
  epochs: number;
  /** …and at least this many… */
  minEpochs: number;
  /** …within a budget of row updates (many examples need fewer passes, and a user with thousands stays fast). */
  updateBudget: number;
  learningRate: number;
  /** L2 decay of the residual weights per update. */
  l2: number;
  /** How many anchors one of the user's examples is worth. */
  exampleWeight: number;
}

/** Different merchants, filed under one category, that must share a feature before it carries a residual weight. */
export const MIN_PATTERN_MERCHANTS = 2;
/** Shortest letter group (with the word-boundary marks of features.ts) that can be a pattern. */
const MIN_PATTERN_LETTERS = 4;

/** Whether a feature can be part of a user's pattern: a word, a word pair, or a letter group long enough. */
function canBePattern(feature: string): boolean {
  if (feature.startsWith('w:') || feature.startsWith('b:')) return true;
  return feature.startsWith('c:') && feature.length - 2 >= MIN_PATTERN_LETTERS;
}

export const ADAPTATION_OPTIONS: AdaptationOptions = {
  epochs: 12,
  minEpochs: 3,
  updateBudget: 15_000,
  learningRate: 1,
  l2: 0.001,
  exampleWeight: 10,
};

/** One training row of the residual: its encoding, the global model's scores per output, its output and weight. */
export interface AdaptationExample {
  row: EncodedRow;
  base: Float64Array;
  output: number;
  weight: number;
  /** Who was paid (the user's examples only): patterns must span different merchants. */
  merchant?: string;
}

/** The user's residual: a weight per output for each feature of their examples. */
export class UserResidual {
  constructor(
    private readonly featureIndex: ReadonlyMap<string, number>,
    private readonly weights: Float64Array,
    private readonly outputs: number,
  ) {}

  get features(): number {
    return this.featureIndex.size;
  }

  /** Adds the residual scores of a row to `scores` (one per output). */
  /** Whether the row has a feature of the user's patterns (the residual moves its scores). */
  touches(row: EncodedRow): boolean {
    for (const name of row.names) if (this.featureIndex.has(name)) return true;
    return false;
  }

  addTo(row: EncodedRow, scores: Float64Array): void {
    const K = this.outputs;
    const { names, values } = row;
    for (let i = 0; i < names.length; i++) {
      const j = this.featureIndex.get(names[i] as string);
      if (j === undefined) continue;
      const value = values[i] as number;
      const base = j * K;
      for (let k = 0; k < K; k++) scores[k] = (scores[k] as number) + value * (this.weights[base + k] as number);
    }
  }
}

interface IndexedRow {
  ids: Int32Array;
  values: Float64Array;
  base: Float64Array;
  output: number;
  weight: number;
  /** An anchor: the seed's row, which knows nothing of the user's own categories. */
  anchor: boolean;
}

/**
 * Trains the residual on the user's examples and the anchors (both with the global model's scores as `base`).
 * Features in a large share of all rows (`isCommon`: the direction, amount bands, `card`) get no residual weight:
 * they say nothing about what a user's examples have in common beyond being payments, and would otherwise lift
 * the user's own categories for every row. `ownOutputs` are the user's own categories (no seed class): the seed's rows are no evidence against them (the
 * seed files coffee shops under Dining Out because it has no `Coffee`, not because they are not coffee shops), so
 * the anchors are scored among the other outputs only. Returns null when there is nothing to learn from.
 */
export function trainResidual(
  examples: readonly AdaptationExample[],
  anchors: readonly AdaptationExample[],
  outputs: number,
  ownOutputs: ReadonlySet<number> = new Set(),
  isCommon: (feature: string) => boolean = () => false,
  options: AdaptationOptions = ADAPTATION_OPTIONS,
): UserResidual | null {
  if (examples.length === 0) return null;
  const K = outputs;
  // feature -> output -> the merchants of the user's examples filed there that have it
  const support = new Map<string, Map<number, Set<string>>>();
  examples.forEach(({ row, output, merchant }, i) => {
    for (const name of row.names) {
      if (!canBePattern(name) || isCommon(name)) continue;
      let byOutput = support.get(name);
      if (byOutput === undefined) support.set(name, (byOutput = new Map()));
      let merchants = byOutput.get(output);
      if (merchants === undefined) byOutput.set(output, (merchants = new Set()));
      merchants.add(merchant ?? String(i));
    }
  });
  const featureIndex = new Map<string, number>();
  for (const [name, byOutput] of support) {
    if ([...byOutput.values()].some((merchants) => merchants.size >= MIN_PATTERN_MERCHANTS))
      featureIndex.set(name, featureIndex.size);
  }
  if (featureIndex.size === 0) return null;

  const index = ({ row, base, output, weight }: AdaptationExample, anchor: boolean): IndexedRow | null => {
    const ids: number[] = [];
    const values: number[] = [];
    row.names.forEach((name, i) => {
      const j = featureIndex.get(name);
      if (j !== undefined) {
        ids.push(j);
        values.push(row.values[i] as number);
      }
    });
    // An anchor sharing no feature with the user's examples cannot be changed by the residual.
    if (ids.length === 0) return null;
    return { ids: Int32Array.from(ids), values: Float64Array.from(values), base, output, weight, anchor };
  };
  const rows: IndexedRow[] = [];
  for (const example of examples) {
    const row = index({ ...example, weight: example.weight * options.exampleWeight }, false);
    if (row) rows.push(row);
  }
  for (const anchor of anchors) {
    const row = index(anchor, true);
    if (row) rows.push(row);
  }

  const weights = new Float64Array(featureIndex.size * K);
  const p = new Float64Array(K);
  const order = rows.map((_, i) => i);
  const random = new Random(rows.length);
  const { learningRate, l2 } = options;
  const epochs = Math.max(
    options.minEpochs,
    Math.min(options.epochs, Math.ceil(options.updateBudget / Math.max(1, rows.length))),
  );
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      const swap = order[i] as number;
      order[i] = order[j] as number;
      order[j] = swap;
    }
    for (const r of order) {
      const { ids, values, base, output, weight, anchor } = rows[r] as IndexedRow;
      p.set(base);
      for (let i = 0; i < ids.length; i++) {
        const offset = (ids[i] as number) * K;
        const value = values[i] as number;
        for (let k = 0; k < K; k++) p[k] = (p[k] as number) + value * (weights[offset + k] as number);
      }
      if (anchor) for (const k of ownOutputs) p[k] = -Infinity;
      softmaxInPlace(p);
      p[output] = (p[output] as number) - 1;
      for (let i = 0; i < ids.length; i++) {
        const offset = (ids[i] as number) * K;
        const value = values[i] as number;
        for (let k = 0; k < K; k++) {
          const w = weights[offset + k] as number;
          weights[offset + k] = w - learningRate * (weight * (p[k] as number) * value + l2 * w);
        }
      }
    }
  }
  return new UserResidual(featureIndex, weights, K);
}
