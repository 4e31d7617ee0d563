/**
 * Stage 2 of the cascade: the offline model, restricted to the request's categories and adapted with the user's
 * own examples. A request category the model cannot back (no mapped class, no user examples) gets no probability
 * mass: only the memory or the LLM can answer with it.
 */
import { CHANNEL_MARKERS } from '../normalise/merchant';
import { payeeName, type Anchor, type GlobalModel, type NameCalibration } from './globalModel';
import type { LogisticModel } from './logistic';
import { softmaxInPlace } from './logistic';
import { categoryKey, mapTaxonomy } from './taxonomy';
import { trainResidual, type AdaptationExample, type UserResidual } from './userAdaptation';

/** Below this the model's best guess is not a suggestion at all: the row comes back with no category. */
export const MIN_SUGGESTION_CONFIDENCE = 0.1;

/** Repeated confirmations of one description count up to this many times. */
const MAX_REPEATS = 3;
/** Features with more than this share of all the seed's feature mass are too common for the user's residual. */
const COMMON_FEATURE_SHARE = 0.002;
/** A category of the user's own starts this far (in log-odds) below the model's categories, until examples lift it. */
const CUSTOM_CATEGORY_OFFSET = Math.log(20);

export interface LocalAnswer {
  category: string | null;
  confidence: number;
}

/** One of the user's confirmed or corrected rows (the latest category per description). */
export interface UserExample {
  text: string;
  isIncome: boolean;
  amount: string;
  category: string;
  count: number;
}

interface Output {
  name: string;
  /** Model classes pooled into this output (empty for a category of the user's own). */
  classes: readonly number[];
}

export class LocalStage {
  private readonly model: LogisticModel;
  private readonly names: NameCalibration;
  private readonly outputs: Output[] = [];
  private readonly residual: UserResidual | null;
  private readonly logits: Float64Array;
  /** answer()'s scores, reused: nothing keeps them past the call. */
  private readonly scores: Float64Array;

  constructor(
    global: Pick<GlobalModel, 'model' | 'anchors' | 'names'>,
    categories: readonly string[],
    examples: readonly UserExample[],
  ) {
    this.model = global.model;
    this.names = global.names;
    this.logits = new Float64Array(this.model.classes.length);
    const { classesByCategory } = mapTaxonomy(categories, this.model.classes);
    const taught = new Set(examples.map((example) => categoryKey(example.category)));
    const outputOfKey = new Map<string, number>();
    categories.forEach((name, k) => {
      const key = categoryKey(name);
      if (outputOfKey.has(key)) return;
      const classes = classesByCategory[k] as number[];
      if (classes.length === 0 && !taught.has(key)) return;
      outputOfKey.set(key, this.outputs.length);
      this.outputs.push({ name, classes });
    });
    this.scores = new Float64Array(this.outputs.length);
    this.residual = this.adapt(examples, outputOfKey, global.anchors);
  }

  /** Whether any request category can come from the model at all. */
  get canAnswer(): boolean {
    return this.outputs.length > 0;
  }

  answer(text: string, isIncome: boolean, amount: string): LocalAnswer {
    if (text === '' || !this.canAnswer) return { category: null, confidence: 0 };
    const row = this.model.encodeTransient(text, isIncome, amount);
    // A row of the user's own patterns (vets filed under Health & Fitness) is known to this user, whatever its name.
    const known = this.residual?.touches(row) === true;
    const temperature = known ? this.model.fittedTemperature : this.temperatureOf(text);
    const scores = this.baseScores(this.model.logits(row, this.logits), temperature, this.scores);
    this.residual?.addTo(row, scores);
    softmaxInPlace(scores);
    let best = 0;
    for (let k = 1; k < scores.length; k++) if ((scores[k] as number) > (scores[best] as number)) best = k;
    const probability = scores[best] as number;
    if (!(probability >= MIN_SUGGESTION_CONFIDENCE)) return { category: null, confidence: 0 };
    return { category: (this.outputs[best] as Output).name, confidence: Math.round(probability * 1000) / 1000 };
  }

  /** The model's temperature for a row whose payee's name the seed knows, else the one for unknown names. */
  private temperatureOf(text: string): number {
    const name = payeeName(text);
    const space = name.indexOf(' ');
    // Known: the seed has a merchant of these first two words, or one whose whole name is the first (`KROGER`).
    const known = this.names.knownNames.has(name) || (space > 0 && this.names.knownNames.has(name.slice(0, space)));
    return known ? this.model.fittedTemperature : this.names.unknownTemperature;
  }

  /**
   * The global model's calibrated log-odds per output: pooled classes add up their probabilities (log-sum-exp); a
   * category of the user's own starts CUSTOM_CATEGORY_OFFSET below all the others together. Every entry of
   * `scores` is written.
   */
  private baseScores(
    logits: Float64Array,
    temperature: number,
    scores: Float64Array = new Float64Array(this.outputs.length),
  ): Float64Array {
    let hasCustom = false;
    let max = -Infinity;
    this.outputs.forEach((output, k) => {
      if (output.classes.length === 0) {
        hasCustom = true;
        return;
      }
      const score = logSumExp(logits, output.classes, temperature);
      scores[k] = score;
      if (score > max) max = score;
    });
    if (hasCustom) {
      let together = 0;
      if (max > -Infinity) {
        let sum = 0;
        this.outputs.forEach((output, k) => {
          if (output.classes.length > 0) sum += Math.exp((scores[k] as number) - max);
        });
        together = max + Math.log(sum) - CUSTOM_CATEGORY_OFFSET;
      }
      this.outputs.forEach((output, k) => {
        if (output.classes.length === 0) scores[k] = together;
      });
    }
    return scores;
  }

  /**
   * The user's residual model (userAdaptation.ts), from their examples in this request's categories and the seed's
   * anchors whose class is one of them.
   */
  private adapt(
    examples: readonly UserExample[],
    outputOfKey: ReadonlyMap<string, number>,
    anchors: readonly Anchor[],
  ): UserResidual | null {
    const encoded: AdaptationExample[] = [];
    for (const example of examples) {
      const output = outputOfKey.get(categoryKey(example.category));
      if (output === undefined || example.text === '') continue;
      const row = this.model.encode(example.text, example.isIncome, example.amount);
      // The user's own examples are merchants the user knows: the fitted temperature, as for the rows they touch.
      const base = this.baseScores(this.model.logits(row, this.logits), this.model.fittedTemperature);
      const weight = Math.min(MAX_REPEATS, Math.max(1, example.count));
      encoded.push({ row, base, output, weight, merchant: payeeOf(example.text) });
    }
    if (encoded.length === 0) return null;
    const outputOfClass = new Map<number, number>();
    this.outputs.forEach((output, k) => output.classes.forEach((c) => outputOfClass.set(c, k)));
    const anchorRows: AdaptationExample[] = [];
    for (const anchor of anchors) {
      const output = outputOfClass.get(anchor.label);
      if (output !== undefined)
        anchorRows.push({
          row: anchor.row,
          base: this.baseScores(anchor.logits, this.model.fittedTemperature),
          output,
          weight: 1,
        });
    }
    const own = new Set<number>();
    this.outputs.forEach((output, k) => {
      if (output.classes.length === 0) own.add(k);
    });
    return trainResidual(
      encoded,
      anchorRows,
      this.outputs.length,
      own,
      (feature) => this.model.backgroundOf(feature) > COMMON_FEATURE_SHARE,
    );
  }
}

/** The payee's words of a model text (its channel tokens left out): one merchant's rows share them. */
function payeeOf(text: string): string {
  return text
    .split(' ')
    .filter((word) => !CHANNEL_MARKERS.has(word))
    .join(' ');
}

function logSumExp(logits: Float64Array, classes: readonly number[], temperature: number): number {
  if (classes.length === 1) return (logits[classes[0] as number] as number) / temperature;
  let max = -Infinity;
  for (const c of classes) max = Math.max(max, (logits[c] as number) / temperature);
  let sum = 0;
  for (const c of classes) sum += Math.exp((logits[c] as number) / temperature - max);
  return max + Math.log(sum);
}
