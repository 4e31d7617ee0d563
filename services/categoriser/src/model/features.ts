import { CHANNEL_MARKERS } from '../normalise/merchant';
import { commonNameCategory } from '../reference/commonNames';
import { placeCategories } from '../reference/placeWords';

/**
 * Features of one row for the offline model: word unigrams and bigrams of the normalised description, character
 * n-grams inside each word (so `pizzeria` shares evidence with `pizza`, and `tankstelle` with `tank`), the direction
 * of the money, a coarse amount band, the categories the row's place words name (`p:Groceries` for `BÄCKEREI`,
 * reference/placeWords.ts) and the category of a common place name the payee begins with (`n:Dining Out` for
 * `THE RED LION`, reference/commonNames.ts). Words weigh more than character n-grams: a whole word is stronger
 * evidence.
 */

export interface FeatureOptions {
  wordWeight: number;
  bigramWeight: number;
  charWeight: number;
  minChar: number;
  maxChar: number;
  directionWeight: number;
  amountWeight: number;
  /** Weight of each place-word category feature (0: none). */
  placeWeight: number;
}

export const DEFAULT_FEATURE_OPTIONS: FeatureOptions = {
  wordWeight: 3,
  bigramWeight: 2,
  charWeight: 1,
  minChar: 3,
  maxChar: 5,
  directionWeight: 4,
  amountWeight: 1,
  placeWeight: 3,
};

/** Channels of money between people and to oneself: a payee's words there name a person or an employer, not a shop. */
const NOT_A_PLACE: ReadonlySet<string> = new Set(['transfer', 'directcredit', 'standingorder']);

/**
 * The place-word category features of a payment's words (channel markers are the normaliser's, never place words),
 * and the common place name's the payee begins with. Money in and transfers have none: `SALAIRE BOULANGERIE ROUSSEL`
 * is pay, whatever the employer bakes.
 */
export function placeFeatures(words: readonly string[], isIncome: boolean): string[] {
  const names: string[] = [];
  if (isIncome || words.some((word) => NOT_A_PLACE.has(word))) return names;
  const payee = words.filter((word) => !CHANNEL_MARKERS.has(word));
  for (const category of placeCategories(payee)) names.push(`p:${category}`);
  const common = commonNameCategory(payee);
  if (common !== null) names.push(`n:${common}`);
  return names;
}

/** A row's features with their weights (duplicates summed). */
export type FeatureBag = Map<string, number>;

function add(bag: FeatureBag, feature: string, weight: number): void {
  if (weight <= 0) return;
  bag.set(feature, (bag.get(feature) ?? 0) + weight);
}

/** log2 bands of the amount in whole units: 0-1, 2-3, 4-7, 8-15 … (coffee and salary differ by orders of magnitude). */
export function amountBandIndex(amount: string): number {
  const value = Number(amount);
  if (!Number.isFinite(value) || value < 1) return 0;
  return Math.min(14, Math.floor(Math.log2(value)));
}

/** The amount band features by index (`amt:0` … `amt:14`). */
export const AMOUNT_BANDS: readonly string[] = Array.from({ length: 15 }, (_, band) => `amt:${band}`);

/** The amount's band feature (`amt:N`). */
export function amountBand(amount: string): string {
  return AMOUNT_BANDS[amountBandIndex(amount)] as string;
}

export function extractFeatures(
  text: string,
  isIncome: boolean,
  amount: string,
  options: FeatureOptions = DEFAULT_FEATURE_OPTIONS,
): FeatureBag {
  const bag: FeatureBag = new Map();
  const words = text.split(' ').filter((word) => word.length > 0);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    add(bag, `w:${word}`, options.wordWeight);
    const next = words[i + 1];
    if (next !== undefined) add(bag, `b:${word}_${next}`, options.bigramWeight);
    if (word.length < options.minChar || CHANNEL_MARKERS.has(word)) continue;
    const padded = `^${word}$`;
    for (let n = options.minChar; n <= options.maxChar; n++) {
      for (let start = 0; start + n <= padded.length; start++)
        add(bag, `c:${padded.slice(start, start + n)}`, options.charWeight);
    }
  }
  add(bag, isIncome ? 'dir:in' : 'dir:out', options.directionWeight);
  add(bag, amountBand(amount), options.amountWeight);
  if (options.placeWeight > 0) for (const name of placeFeatures(words, isIncome)) add(bag, name, options.placeWeight);
  return bag;
}
