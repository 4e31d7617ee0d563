/**
 * Encodes rows against a trained model's vocabulary, with the same result as `encodeFeatures` (the bag of
 * features.ts, looked up feature by feature): the same features, in the same order, with the same values.
 *
 * Why: building a word's ~15 letter-group strings and looking each one up in a 65,000-entry vocabulary was most of
 * the cost of a distinct row, and statements repeat words (brands, shop words, towns) far more than whole texts.
 * So each word's own features (its unigram and letter groups, with their vocabulary ids and summed weights) are
 * memoised, and a row is assembled from them; features seen in the vocabulary are merged by id, unseen ones by name.
 */
import { CHANNEL_MARKERS } from '../normalise/merchant';
import { AMOUNT_BANDS, amountBandIndex, placeFeatures, type FeatureOptions } from './features';
import type { EncodedRow } from './logistic';

/** One word's own features: the unigram first (when its weight counts), then its letter groups, duplicates summed. */
interface WordFeatures {
  names: readonly string[];
  /** Vocabulary id per feature, -1 when unseen. */
  ids: readonly number[];
  weights: readonly number[];
  /** How many features come before the word's bigram in a row (1: the unigram, 0 when its weight is 0). */
  beforeBigram: number;
  /** The bigrams of this word with the words that followed it, by the next word. */
  bigrams: Map<string, Feature>;
}

interface Feature {
  name: string;
  id: number;
}

/** Words memoised per model; the memo starts over when full (a long-lived process meets ever new words). */
const MAX_MEMO_WORDS = 20_000;
/** Bigrams memoised per word (`card` is followed by every merchant): likewise. */
const MAX_BIGRAMS_PER_WORD = 256;

export class RowEncoder {
  private readonly words = new Map<string, WordFeatures>();
  /** Per vocabulary id: the row it was last added to (`stamp`) and its position in that row. */
  private readonly seenIn: Int32Array;
  private readonly positionOf: Int32Array;
  private stamp = 0;
  /** Positions of the current row's unseen features, by name. */
  private readonly unseen = new Map<string, number>();
  private readonly directionIds: { in: number; out: number };
  private readonly bandIds: Int32Array;
  // The row being assembled (ids and weights in buffers that grow, copied out at the end).
  private names: string[] = [];
  private ids = new Int32Array(64);
  private weights = new Float64Array(64);

  constructor(
    private readonly options: FeatureOptions,
    private readonly vocabulary: ReadonlyMap<string, number>,
  ) {
    let size = 0;
    for (const id of vocabulary.values()) size = Math.max(size, id + 1);
    this.seenIn = new Int32Array(size);
    this.positionOf = new Int32Array(size);
    this.directionIds = { in: this.idOf('dir:in'), out: this.idOf('dir:out') };
    this.bandIds = Int32Array.from(AMOUNT_BANDS, (band) => this.idOf(band));
  }

  /**
   * The row's encoding. With `scratch`, its ids and values are views of this encoder's buffers, valid until its next
   * encode: for scoring a row at once, without allocating two array buffers per row.
   */
  encode(text: string, isIncome: boolean, amount: string, scratch = false): EncodedRow {
    this.startRow();
    const { wordWeight, bigramWeight, directionWeight, amountWeight, placeWeight } = this.options;
    const words = text.split(' ').filter((word) => word.length > 0);
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as string;
      const own = this.wordFeatures(word, wordWeight);
      this.addWordFeatures(own, 0, own.beforeBigram);
      const next = words[i + 1];
      if (next !== undefined && bigramWeight > 0) {
        const bigram = this.bigram(own, word, next);
        this.add(bigram.name, bigram.id, bigramWeight);
      }
      this.addWordFeatures(own, own.beforeBigram, own.ids.length);
    }
    if (directionWeight > 0)
      this.add(
        isIncome ? 'dir:in' : 'dir:out',
        isIncome ? this.directionIds.in : this.directionIds.out,
        directionWeight,
      );
    if (amountWeight > 0) {
      const band = amountBandIndex(amount);
      this.add(AMOUNT_BANDS[band] as string, this.bandIds[band] as number, amountWeight);
    }
    if (placeWeight > 0)
      for (const name of placeFeatures(words, isIncome)) this.add(name, this.idOf(name), placeWeight);
    return this.finishRow(scratch);
  }

  private idOf(name: string): number {
    return this.vocabulary.get(name) ?? -1;
  }

  private startRow(): void {
    this.stamp += 1;
    if (this.stamp === 0x7fffffff) {
      this.seenIn.fill(0);
      this.stamp = 1;
    }
    this.unseen.clear();
    this.names = [];
  }

  /** Adds a feature to the row, or its weight to the same feature added before (as the bag's Map does). */
  private add(name: string, id: number, weight: number): void {
    let position: number | undefined;
    if (id >= 0) {
      if (this.seenIn[id] === this.stamp) position = this.positionOf[id] as number;
      else {
        this.seenIn[id] = this.stamp;
        this.positionOf[id] = this.names.length;
      }
    } else {
      position = this.unseen.get(name);
      if (position === undefined) this.unseen.set(name, this.names.length);
    }
    if (position !== undefined) {
      this.weights[position] = (this.weights[position] as number) + weight;
      return;
    }
    const at = this.names.length;
    if (at === this.ids.length) this.grow();
    this.names.push(name);
    this.ids[at] = id;
    this.weights[at] = weight;
  }

  private grow(): void {
    const ids = new Int32Array(this.ids.length * 2);
    ids.set(this.ids);
    const weights = new Float64Array(this.weights.length * 2);
    weights.set(this.weights);
    this.ids = ids;
    this.weights = weights;
  }

  private addWordFeatures(own: WordFeatures, from: number, to: number): void {
    for (let j = from; j < to; j++) this.add(own.names[j] as string, own.ids[j] as number, own.weights[j] as number);
  }

  /** Scales the row to unit length, as encodeFeatures does. */
  private finishRow(scratch: boolean): EncodedRow {
    const count = this.names.length;
    const ids = scratch ? this.ids.subarray(0, count) : this.ids.slice(0, count);
    const values = scratch ? this.weights.subarray(0, count) : this.weights.slice(0, count);
    let norm = 0;
    for (let i = 0; i < count; i++) norm += (values[i] as number) * (values[i] as number);
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let i = 0; i < count; i++) values[i] = (values[i] as number) * scale;
    return { names: this.names, ids, values };
  }

  /** The bigram of `word` and `next`, memoised with the word. */
  private bigram(own: WordFeatures, word: string, next: string): Feature {
    let bigram = own.bigrams.get(next);
    if (bigram === undefined) {
      const name = `b:${word}_${next}`;
      bigram = { name, id: this.idOf(name) };
      if (own.bigrams.size >= MAX_BIGRAMS_PER_WORD) own.bigrams.clear();
      own.bigrams.set(next, bigram);
    }
    return bigram;
  }

  /** The word's unigram and letter groups (features.ts), memoised. */
  private wordFeatures(word: string, wordWeight: number): WordFeatures {
    const cached = this.words.get(word);
    if (cached !== undefined) return cached;
    const { charWeight, minChar, maxChar } = this.options;
    const weightOf = new Map<string, number>();
    if (wordWeight > 0) weightOf.set(`w:${word}`, wordWeight);
    if (charWeight > 0 && word.length >= minChar && !CHANNEL_MARKERS.has(word)) {
      const padded = `^${word}$`;
      for (let n = minChar; n <= maxChar; n++) {
        for (let start = 0; start + n <= padded.length; start++) {
          const name = `c:${padded.slice(start, start + n)}`;
          weightOf.set(name, (weightOf.get(name) ?? 0) + charWeight);
        }
      }
    }
    const names = [...weightOf.keys()];
    const features: WordFeatures = {
      names,
      ids: names.map((name) => this.idOf(name)),
      weights: [...weightOf.values()],
      beforeBigram: wordWeight > 0 ? 1 : 0,
      bigrams: new Map(),
    };
    if (this.words.size >= MAX_MEMO_WORDS) this.words.clear();
    this.words.set(word, features);
    return features;
  }
}
