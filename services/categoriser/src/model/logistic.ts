/**
 * Multinomial logistic regression over the row's features (features.ts), L2-normalised per row.
 *
 * Why this model: a discriminative model learns how much each word tells apart the classes — `pub`, `fitness` or
 * `petrol` decide a row, while `red`, `lion` or a town's name barely move it — where naive Bayes lets every word of a
 * long unfamiliar name vote with full weight. On merchants the seed has never seen it is right more often, and more
 * often confident, than the naive Bayes model it replaced (see the README's figures). Training is a few passes of
 * stochastic gradient descent with AdaGrad step sizes (one accumulator per feature) and L2 weight decay, in a
 * seeded order, so the same seed gives the same model; it takes a second or two on start-up.
 */
import { Random } from '../seed/random';
import { RowEncoder } from './encoder';
import { extractFeatures, type FeatureOptions } from './features';

export interface TrainingExample {
  /** The normalised model text (normaliseDescription(...).text). */
  text: string;
  isIncome: boolean;
  amount: string;
  label: string;
}

export interface LogisticOptions {
  features: FeatureOptions;
  /** Full passes over the training rows. */
  epochs: number;
  /** AdaGrad's base step size. */
  learningRate: number;
  /** L2 weight decay per update. */
  l2: number;
  /** Order of the stochastic passes (deterministic training). */
  shuffleSeed: number;
}

/** A row's features as the model sees them: names, their vocabulary index (-1 when unseen) and normalised values. */
export interface EncodedRow {
  names: string[];
  ids: Int32Array;
  values: Float64Array;
}

/**
 * Encodes a row's features against a vocabulary (values scaled to unit length, so long names do not dominate). The
 * reference definition: LogisticModel.encode gives the same result faster (encoder.ts).
 */
export function encodeFeatures(
  text: string,
  isIncome: boolean,
  amount: string,
  options: FeatureOptions,
  vocabulary: ReadonlyMap<string, number>,
): EncodedRow {
  const bag = extractFeatures(text, isIncome, amount, options);
  const names = [...bag.keys()];
  const ids = new Int32Array(names.length);
  const values = new Float64Array(names.length);
  let norm = 0;
  let i = 0;
  for (const [name, weight] of bag) {
    ids[i] = vocabulary.get(name) ?? -1;
    values[i] = weight;
    norm += weight * weight;
    i += 1;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let j = 0; j < values.length; j++) values[j] = (values[j] as number) * scale;
  return { names, ids, values };
}

/** Softmax of `scores` in place (entries of -Infinity get 0). */
export function softmaxInPlace(scores: Float64Array): Float64Array {
  let max = -Infinity;
  for (let k = 0; k < scores.length; k++) if ((scores[k] as number) > max) max = scores[k] as number;
  if (max === -Infinity) return scores.fill(0);
  let sum = 0;
  for (let k = 0; k < scores.length; k++) {
    const e = Math.exp((scores[k] as number) - max);
    scores[k] = e;
    sum += e;
  }
  for (let k = 0; k < scores.length; k++) scores[k] = (scores[k] as number) / sum;
  return scores;
}

export interface LogisticModelSnapshot {
  classes: readonly string[];
  options: LogisticOptions;
  vocabulary: ReadonlyMap<string, number>;
  weights: Float64Array;
  bias: Float64Array;
  background: Float64Array;
  unseenBackground: number;
  temperature: number;
}

export class LogisticModel {
  private temperature = 1;
  private encoder: RowEncoder | undefined;
  /** logits()' buffers for the row's known features. */
  private known = { offsets: new Int32Array(64), values: new Float64Array(64) };

  constructor(
    readonly classes: readonly string[],
    readonly options: LogisticOptions,
    private readonly vocabulary: ReadonlyMap<string, number>,
    /** weights[f * C + c]. */
    private readonly weights: Float64Array,
    private readonly bias: Float64Array,
    /** Each feature's share of all feature mass in the training rows (add-one smoothed). */
    private readonly background: Float64Array,
    /** The share a feature never seen in training gets. */
    private readonly unseenBackground: number,
  ) {}

  /**
   * How common a feature is in the training rows (its share of the feature mass): features in a large share of all
   * rows (the direction, `card`) are left out of the user's adaptation (userAdaptation.ts).
   */
  backgroundOf(name: string): number {
    const f = this.vocabulary.get(name);
    return f === undefined ? this.unseenBackground : (this.background[f] as number);
  }

  /** Everything the model is, as plain data a worker thread can post (structured clone keeps Maps and typed arrays). */
  snapshot(): LogisticModelSnapshot {
    const { classes, options, vocabulary, weights, bias, background, unseenBackground, temperature } = this;
    return { classes, options, vocabulary, weights, bias, background, unseenBackground, temperature };
  }

  static fromSnapshot(s: LogisticModelSnapshot): LogisticModel {
    const model = new LogisticModel(
      s.classes,
      s.options,
      s.vocabulary,
      s.weights,
      s.bias,
      s.background,
      s.unseenBackground,
    );
    model.setTemperature(s.temperature);
    return model;
  }

  get vocabularySize(): number {
    return this.vocabulary.size;
  }

  get fittedTemperature(): number {
    return this.temperature;
  }

  setTemperature(temperature: number): void {
    if (!(temperature > 0)) throw new RangeError('temperature must be positive');
    this.temperature = temperature;
  }

  encode(text: string, isIncome: boolean, amount: string): EncodedRow {
    return this.rowEncoder().encode(text, isIncome, amount);
  }

  /**
   * The same encoding, valid only until this model's next encode (it reuses buffers): for a row that is scored at
   * once and not kept, as the cascade does for every row it has not answered before.
   */
  encodeTransient(text: string, isIncome: boolean, amount: string): EncodedRow {
    return this.rowEncoder().encode(text, isIncome, amount, true);
  }

  private rowEncoder(): RowEncoder {
    this.encoder ??= new RowEncoder(this.options.features, this.vocabulary);
    return this.encoder;
  }

  /** Raw logits per class (before temperature) into `out`. */
  logits(row: EncodedRow, out: Float64Array = new Float64Array(this.classes.length)): Float64Array {
    const C = this.classes.length;
    const w = this.weights;
    const n = this.gatherKnown(row);
    const { offsets, values } = this.known;
    out.set(this.bias);
    // Four features per pass over the classes: the same additions in the same order as one feature at a time (so
    // the same sums, bit for bit), with a quarter of the loads and stores of `out`.
    let i = 0;
    for (; i + 4 <= n; i += 4) {
      const o0 = offsets[i] as number,
        o1 = offsets[i + 1] as number,
        o2 = offsets[i + 2] as number,
        o3 = offsets[i + 3] as number;
      const v0 = values[i] as number,
        v1 = values[i + 1] as number,
        v2 = values[i + 2] as number,
        v3 = values[i + 3] as number;
      for (let c = 0; c < C; c++) {
        out[c] =
          (out[c] as number) +
          v0 * (w[o0 + c] as number) +
          v1 * (w[o1 + c] as number) +
          v2 * (w[o2 + c] as number) +
          v3 * (w[o3 + c] as number);
      }
    }
    for (; i < n; i++) {
      const offset = offsets[i] as number;
      const value = values[i] as number;
      for (let c = 0; c < C; c++) out[c] = (out[c] as number) + value * (w[offset + c] as number);
    }
    return out;
  }

  /** The row's features that are in the vocabulary, in order: their offsets in `weights` and their values. */
  private gatherKnown(row: EncodedRow): number {
    const C = this.classes.length;
    if (this.known.offsets.length < row.ids.length) {
      this.known = { offsets: new Int32Array(row.ids.length), values: new Float64Array(row.ids.length) };
    }
    const { offsets, values } = this.known;
    let n = 0;
    for (let i = 0; i < row.ids.length; i++) {
      const f = row.ids[i] as number;
      if (f < 0) continue;
      offsets[n] = f * C;
      values[n] = row.values[i] as number;
      n += 1;
    }
    return n;
  }

  /** Probabilities over the model's own classes, with the fitted temperature. */
  probabilities(row: EncodedRow): Float64Array {
    const scores = this.logits(row);
    for (let c = 0; c < scores.length; c++) scores[c] = (scores[c] as number) / this.temperature;
    return softmaxInPlace(scores);
  }
}

interface TrainingRow {
  ids: Int32Array;
  values: Float64Array;
  label: number;
}

/**
 * Accumulates examples and trains in stages: train() runs passes over the rows added so far and can be called again
 * after more rows are added (the calibration fold is trained on, scored, then added: see globalModel.ts).
 */
export class LogisticTrainer {
  private readonly classIndex: Map<string, number>;
  private readonly vocabulary = new Map<string, number>();
  private readonly rows: TrainingRow[] = [];
  private weights = new Float64Array(0);
  /** AdaGrad's sum of squared gradients, one per feature (shared by its classes). */
  private accumulated = new Float64Array(0);
  private readonly bias: Float64Array;
  private readonly random: Random;

  constructor(
    private readonly classes: readonly string[],
    private readonly options: LogisticOptions,
  ) {
    this.classIndex = new Map(classes.map((name, index) => [name, index]));
    this.bias = new Float64Array(classes.length);
    this.random = new Random(options.shuffleSeed);
  }

  /** Adds an example (not trained on until the next train()). */
  add(example: TrainingExample): void {
    const label = this.classIndex.get(example.label);
    if (label === undefined) throw new Error(`unknown class in training data: ${example.label}`);
    const bag = extractFeatures(example.text, example.isIncome, example.amount, this.options.features);
    const ids = new Int32Array(bag.size);
    const values = new Float64Array(bag.size);
    let norm = 0;
    let i = 0;
    for (const [name, weight] of bag) {
      let id = this.vocabulary.get(name);
      if (id === undefined) {
        id = this.vocabulary.size;
        this.vocabulary.set(name, id);
      }
      ids[i] = id;
      values[i] = weight;
      norm += weight * weight;
      i += 1;
    }
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let j = 0; j < values.length; j++) values[j] = (values[j] as number) * scale;
    this.rows.push({ ids, values, label });
  }

  /** `epochs` passes (default: the options') over every row added so far, in a seeded random order. */
  train(epochs: number = this.options.epochs): void {
    const C = this.classes.length;
    this.grow();
    const { learningRate, l2 } = this.options;
    const weights = this.weights;
    const accumulated = this.accumulated;
    const bias = this.bias;
    const p = new Float64Array(C);
    const order = this.rows.map((_, i) => i);
    for (let epoch = 0; epoch < epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = this.random.int(0, i);
        const swap = order[i] as number;
        order[i] = order[j] as number;
        order[j] = swap;
      }
      for (const index of order) {
        const row = this.rows[index] as TrainingRow;
        const { ids, values, label } = row;
        // Forward: softmax of the logits.
        p.set(bias);
        for (let i = 0; i < ids.length; i++) {
          const base = (ids[i] as number) * C;
          const value = values[i] as number;
          for (let c = 0; c < C; c++) p[c] = (p[c] as number) + value * (weights[base + c] as number);
        }
        softmaxInPlace(p);
        p[label] = (p[label] as number) - 1; // now the gradient of the loss w.r.t. the logits
        for (let c = 0; c < C; c++) bias[c] = (bias[c] as number) - 0.05 * (p[c] as number);
        for (let i = 0; i < ids.length; i++) {
          const f = ids[i] as number;
          const base = f * C;
          const value = values[i] as number;
          let squared = 0;
          for (let c = 0; c < C; c++) {
            const g = (p[c] as number) * value + l2 * (weights[base + c] as number);
            squared += g * g;
          }
          const sum = (accumulated[f] as number) + squared / C;
          accumulated[f] = sum;
          const step = learningRate / Math.sqrt(sum);
          for (let c = 0; c < C; c++) {
            weights[base + c] =
              (weights[base + c] as number) - step * ((p[c] as number) * value + l2 * (weights[base + c] as number));
          }
        }
      }
    }
  }

  /** A model of everything trained so far (copies: training may go on). */
  build(): LogisticModel {
    this.grow();
    const V = this.vocabulary.size;
    const mass = new Float64Array(V);
    let total = 0;
    for (const { ids, values } of this.rows) {
      for (let i = 0; i < ids.length; i++) {
        const f = ids[i] as number;
        const value = values[i] as number;
        mass[f] = (mass[f] as number) + value;
        total += value;
      }
    }
    const smoothing = 1 / V;
    for (let f = 0; f < V; f++) mass[f] = ((mass[f] as number) + smoothing) / (total + 1);
    return new LogisticModel(
      this.classes,
      this.options,
      new Map(this.vocabulary),
      Float64Array.from(this.weights),
      Float64Array.from(this.bias),
      mass,
      smoothing / (total + 1),
    );
  }

  private grow(): void {
    const C = this.classes.length;
    const V = this.vocabulary.size;
    if (this.weights.length === V * C) return;
    const weights = new Float64Array(V * C);
    weights.set(this.weights);
    const accumulated = new Float64Array(V).fill(1e-8);
    accumulated.set(this.accumulated);
    this.weights = weights;
    this.accumulated = accumulated;
  }
}
