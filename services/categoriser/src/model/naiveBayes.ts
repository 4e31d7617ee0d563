/**
 * Multinomial naive Bayes with Jelinek-Mercer smoothing against the background feature distribution.
 *
 * Why this shape: counts add up, so a user's own examples are just extra counts mixed into the global ones (per-user
 * adaptation without retraining), and a user's custom category is a class made of that user's counts alone.
 * Jelinek-Mercer (rather than add-one) smoothing gives a feature a class has never seen the same background
 * probability in every class, so classes of very different sizes — a global class of thousands of rows and a user
 * class of three — compete fairly. Scores become probabilities through a softmax with a temperature fitted on
 * held-out merchants, so a confidence of 0.6 means roughly what it says for merchants the seed has never seen.
 */
import { extractFeatures, type FeatureBag, type FeatureOptions } from './features';

export interface TrainingExample {
  /** The normalised model text (normaliseDescription(...).text). */
  text: string;
  isIncome: boolean;
  amount: string;
  label: string;
}

export interface ModelOptions {
  features: FeatureOptions;
  /** Weight of the background distribution in the smoothed estimate (0 < lambda < 1). */
  lambda: number;
  /** How much the classes' share of training rows counts (0 = a flat prior). */
  priorWeight: number;
}

/** Extra counts for one output class: a user's own examples of that category. */
export interface ClassCounts {
  total: number;
  docs: number;
  features: Map<string, number>;
}

/** One answer the model may give: a category of the request, backed by global classes and/or user counts. */
export interface OutputClass {
  name: string;
  /** Indices into the model's classes whose counts this output pools (e.g. Salary + Other Income -> "Income"). */
  modelClasses: readonly number[];
  /** The user's own counts for this category, already weighted. */
  user?: ClassCounts;
}

export interface Scored {
  name: string;
  probability: number;
}

export class NaiveBayesModel {
  readonly classes: readonly string[];
  readonly options: ModelOptions;
  private readonly vocabulary: Map<string, number>;
  /** counts[f * C + c]: weighted count of feature f in class c. */
  private readonly counts: Float64Array;
  private readonly classTotals: Float64Array;
  private readonly classDocs: Float64Array;
  private readonly background: Float64Array;
  /** Background probability of a feature the global model never saw (user-only features). */
  private readonly unseenBackground: number;
  private temperature = 1;

  /** From counts (see NaiveBayesBuilder, or train()). */
  constructor(classes: readonly string[], options: ModelOptions, vocabulary: Map<string, number>, counts: Float64Array, classDocs: Float64Array) {
    this.classes = classes;
    this.options = options;
    this.vocabulary = vocabulary;
    this.counts = counts;
    this.classDocs = classDocs;
    const C = classes.length;
    const V = vocabulary.size;
    this.classTotals = new Float64Array(C);
    const featureTotals = new Float64Array(V);
    let grand = 0;
    for (let f = 0; f < V; f++) {
      for (let c = 0; c < C; c++) {
        const n = counts[f * C + c] as number;
        this.classTotals[c] = (this.classTotals[c] as number) + n;
        featureTotals[f] = (featureTotals[f] as number) + n;
        grand += n;
      }
    }
    this.background = new Float64Array(V);
    for (let f = 0; f < V; f++) this.background[f] = ((featureTotals[f] as number) + 1) / (grand + V);
    this.unseenBackground = 1 / (grand + V);
  }

  static train(examples: readonly TrainingExample[], classes: readonly string[], options: ModelOptions): NaiveBayesModel {
    const builder = new NaiveBayesBuilder(classes, options);
    for (const example of examples) builder.add(example);
    return builder.build();
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

  features(text: string, isIncome: boolean, amount: string): FeatureBag {
    return extractFeatures(text, isIncome, amount, this.options.features);
  }

  /** The output classes for the model's own classes (no user counts, every class answers as itself). */
  ownOutputs(): OutputClass[] {
    return this.classes.map((name, index) => ({ name, modelClasses: [index] }));
  }

  /**
   * Prepares the outputs of one request once (pooled totals and priors), so scoring each row is only the per-feature
   * work: an import of thousands of rows is scored in milliseconds.
   */
  prepare(outputs: readonly OutputClass[]): PreparedOutputs {
    const K = outputs.length;
    const totals = new Float64Array(K);
    const docs = new Float64Array(K);
    const singleClass = new Int32Array(K).fill(-1);
    outputs.forEach((output, k) => {
      let total = output.user?.total ?? 0;
      let n = output.user?.docs ?? 0;
      for (const c of output.modelClasses) {
        total += this.classTotals[c] as number;
        n += this.classDocs[c] as number;
      }
      totals[k] = total;
      docs[k] = n;
      if (output.modelClasses.length === 1) singleClass[k] = output.modelClasses[0] as number;
    });
    const allDocs = docs.reduce((sum, n) => sum + n, 0);
    const logPriors = new Float64Array(K);
    for (let k = 0; k < K; k++) {
      logPriors[k] = (totals[k] as number) === 0 ? -Infinity : this.options.priorWeight * Math.log(((docs[k] as number) + 1) / (allDocs + K));
    }
    const userFeatures = outputs.map((output) => (output.user && output.user.features.size > 0 ? output.user.features : null));
    return {
      outputs,
      classes: outputs.map((output) => Int32Array.from(output.modelClasses)),
      singleClass,
      userFeatures,
      hasUserFeatures: userFeatures.some((features) => features !== null),
      totals,
      logPriors,
    };
  }

  /**
   * Raw log scores per output (before temperature); -Infinity for an output with no counts at all. A feature the
   * model never saw (and no user count has) adds the same background term to every output, so it is skipped.
   */
  logScores(bag: FeatureBag, prepared: PreparedOutputs): Float64Array {
    const C = this.classes.length;
    const lambda = this.options.lambda;
    const keep = 1 - lambda;
    const counts = this.counts;
    const { classes, singleClass, userFeatures, hasUserFeatures, totals } = prepared;
    const K = totals.length;
    const scores = Float64Array.from(prepared.logPriors);
    for (const [feature, weight] of bag) {
      const f = this.vocabulary.get(feature);
      if (f === undefined && !hasUserFeatures) continue;
      const background = lambda * (f === undefined ? this.unseenBackground : (this.background[f] as number));
      const row = f === undefined ? -1 : f * C;
      for (let k = 0; k < K; k++) {
        const total = totals[k] as number;
        if (total === 0) continue;
        let n = 0;
        if (row >= 0) {
          const single = singleClass[k] as number;
          if (single >= 0) n = counts[row + single] as number;
          else {
            const pooled = classes[k] as Int32Array;
            for (let i = 0; i < pooled.length; i++) n += counts[row + (pooled[i] as number)] as number;
          }
        }
        const user = userFeatures[k];
        if (user) n += user.get(feature) ?? 0;
        scores[k] = (scores[k] as number) + weight * Math.log((keep * n) / total + background);
      }
    }
    return scores;
  }

  /** Probabilities over the outputs (summing to 1 over those with counts), best first. */
  classify(bag: FeatureBag, prepared: PreparedOutputs, temperature = this.temperature): Scored[] {
    return softmax(this.logScores(bag, prepared), temperature)
      .map((probability, k) => ({ name: (prepared.outputs[k] as OutputClass).name, probability }))
      .filter((scored) => scored.probability > 0)
      .sort((a, b) => b.probability - a.probability);
  }
}

/** Outputs prepared for scoring (see NaiveBayesModel.prepare). */
export interface PreparedOutputs {
  outputs: readonly OutputClass[];
  classes: readonly Int32Array[];
  /** The one model class of an output, or -1 when it pools several or none (the common case is one). */
  singleClass: Int32Array;
  /** Each output's user counts, or null when it has none (most outputs: skips a map lookup per feature). */
  userFeatures: ReadonlyArray<ReadonlyMap<string, number> | null>;
  hasUserFeatures: boolean;
  totals: Float64Array;
  logPriors: Float64Array;
}

/**
 * Accumulates training examples; build() makes a model of everything added so far. Counts only add up, so a model
 * can be built, used to score held-out rows, and then rebuilt with those rows added — one pass of feature
 * extraction for a calibrated model.
 */
export class NaiveBayesBuilder {
  private readonly classIndex: Map<string, number>;
  private readonly vocabulary = new Map<string, number>();
  private readonly ids: number[] = [];
  private readonly labels: number[] = [];
  private readonly weights: number[] = [];
  private readonly classDocs: Float64Array;

  constructor(
    private readonly classes: readonly string[],
    private readonly options: ModelOptions,
  ) {
    this.classIndex = new Map(classes.map((name, index) => [name, index]));
    this.classDocs = new Float64Array(classes.length);
  }

  add(example: TrainingExample): void {
    const c = this.classIndex.get(example.label);
    if (c === undefined) throw new Error(`unknown class in training data: ${example.label}`);
    this.classDocs[c] = (this.classDocs[c] as number) + 1;
    for (const [feature, weight] of extractFeatures(example.text, example.isIncome, example.amount, this.options.features)) {
      let f = this.vocabulary.get(feature);
      if (f === undefined) {
        f = this.vocabulary.size;
        this.vocabulary.set(feature, f);
      }
      this.ids.push(f);
      this.labels.push(c);
      this.weights.push(weight);
    }
  }

  build(): NaiveBayesModel {
    const C = this.classes.length;
    const counts = new Float64Array(this.vocabulary.size * C);
    for (let i = 0; i < this.ids.length; i++) {
      const cell = (this.ids[i] as number) * C + (this.labels[i] as number);
      counts[cell] = (counts[cell] as number) + (this.weights[i] as number);
    }
    return new NaiveBayesModel(this.classes, this.options, new Map(this.vocabulary), counts, Float64Array.from(this.classDocs));
  }
}

/** Log-probability of one class under a softmax with temperature, without allocating. */
function logProbability(scores: Float64Array, gold: number, temperature: number): number {
  let max = -Infinity;
  for (let k = 0; k < scores.length; k++) if ((scores[k] as number) > max) max = scores[k] as number;
  let sum = 0;
  for (let k = 0; k < scores.length; k++) {
    const score = scores[k] as number;
    if (score !== -Infinity) sum += Math.exp((score - max) / temperature);
  }
  return ((scores[gold] as number) - max) / temperature - Math.log(sum);
}

/**
 * The temperature in [1, 40] that minimises the negative log-likelihood of the gold classes (golden-section
 * search: the loss is unimodal in the temperature).
 */
export function fitTemperature(heldOut: ReadonlyArray<{ scores: Float64Array; gold: number }>): number {
  const loss = (t: number) => heldOut.reduce((sum, { scores, gold }) => sum - Math.max(-27.6, logProbability(scores, gold, t)), 0);
  const ratio = (Math.sqrt(5) - 1) / 2;
  let [low, high] = [1, 40];
  let a = high - ratio * (high - low);
  let b = low + ratio * (high - low);
  let [lossA, lossB] = [loss(a), loss(b)];
  while (high - low > 0.05) {
    if (lossA <= lossB) {
      high = b;
      b = a;
      lossB = lossA;
      a = high - ratio * (high - low);
      lossA = loss(a);
    } else {
      low = a;
      a = b;
      lossA = lossB;
      b = low + ratio * (high - low);
      lossB = loss(b);
    }
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}

export function softmax(scores: Float64Array, temperature: number): number[] {
  let max = -Infinity;
  for (const score of scores) if (score > max) max = score;
  if (max === -Infinity) return Array.from(scores, () => 0);
  const exps = Array.from(scores, (score) => (score === -Infinity ? 0 : Math.exp((score - max) / temperature)));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}
