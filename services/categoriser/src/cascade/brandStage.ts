/**
 * The brand stage, after the user's memory and before the model: a row whose payee starts with a known chain's name
 * (name-suggestion-index, reference/brandIndex.ts) gets that chain's category. Country-aware: a row's own trailing
 * state or country code, else the request's country hint, else the country most of the import's rows point to,
 * decides between chains that share a name (reference/countries.ts).
 *
 * A brand answers only what it can: a purchase (not a direct debit, bill payment, transfer or online order: an
 * energy company's bill is not a charge at its charging points), whose payee begins with the name (`DIERBERGS #18`,
 * not `…CAFE DIERBERGS`), with no place word after it naming another category (`MARKET STREET CAFE` is a café,
 * whatever the grocer of that name sells), and a one-word name that is an ordinary word must be the whole payee
 * (`CITY`, not `CITY OF DENVER WATER`). Otherwise the model answers, as it does for every merchant that is not
 * a brand.
 *
 * A purchase whose payee no chain answers for but begins with a common name of independent places (`THE RED LION`,
 * `GOLDEN DRAGON`: reference/commonNames.ts) gets that kind of place's category as a weak answer: below the automatic
 * threshold unless the model agrees, and only where the model is unsure.
 *
 * A bill (direct debit, bill payment, autopay, an ACH debit, a standing order, a recurring card charge) is answered,
 * under the same rules, by a chain whose business is billed (a phone carrier, an insurer, a gym: `DD VODAFONE`), else
 * by the utility companies: the operators of power lines, gas pipes, water works and telephone exchanges in
 * name-suggestion-index (`BC HYDRO PAP`, `WE ENERGIES DES:WEB PAY`) are Utilities.
 */
import { CATEGORY_CONFIDENCE_THRESHOLD, DEFAULT_CATEGORIES } from '@tracker/contracts';
import { CHANNEL_MARKERS } from '../normalise/merchant';
import { brandIndex, type BrandIndex, utilityIndex } from '../reference/brandIndex';
import { commonNameCategory, commonNames, type CommonNames } from '../reference/commonNames';
import { placeCategories, placeWords, type PlaceWords } from '../reference/placeWords';
import { mapTaxonomy } from '../model/taxonomy';

/** How sure a brand answer is: above the automatic threshold, below the user's own memory (0.8–0.99 … 0.99). */
export const BRAND_CONFIDENCE = 0.9;
/** How sure a weak brand answer is (BrandAnswer): the brand's category, waiting in Pending for the user's word. */
export const WEAK_BRAND_CONFIDENCE = 0.55;
/**
 * The model's answer stands against a brand's when it is sure of another category (the automatic threshold): it
 * knows the seed's curated merchants under our conventions (`DAVE & BUSTERS` is an evening out, not the restaurant
 * the index files it as) and the user's own habits. A brand decides every row the model is unsure of.
 */
export const MODEL_OVERRIDES_BRAND = CATEGORY_CONFIDENCE_THRESHOLD;

/**
 * Words a one-word brand may be followed by (a branch) before its answer is weak: `GARAGE MECANIQUE TREMBLAY` is a
 * mechanic, not the clothing chain Garage; `SUNNYSIDE GAS BAR` a fuel station. It was two while the normaliser left
 * Canadian towns in the text (a town then counted among the words); with towns cut, one keeps the development set's
 * confident answers 97.6% right (two: 96.3%) and moves no answer on the other sets.
 */
const MAX_WORDS_AFTER_ONE_WORD_NAME = 1;

/** Answers memoised per countries and model text; the memo starts over when full. */
const MAX_MEMO = 100_000;

/** Channel tokens of a bill: the payee pulled the money or was paid by the bank on the user's order. */
const BILL: ReadonlySet<string> = new Set(['directdebit', 'billpay', 'autopay', 'ach', 'standingorder', 'recurring']);

/**
 * Channel tokens of the model text (normalise/lexicon.ts) that mark, besides a bill, a payment other than a purchase
 * at the chain's places: money in, transfers, cash and online orders (`COSTCO.COM` sells what its warehouses do not).
 */
const NOT_A_PURCHASE: ReadonlySet<string> = new Set(['directcredit', 'transfer', 'atm', 'online', 'amazon']);

/** Categories of chains that bill their customers (a carrier's shops are Utilities, an insurer's offices Insurance). */
const BILLED_CATEGORIES: ReadonlySet<string> = new Set(['Utilities', 'Insurance', 'Health & Fitness']);

/**
 * A brand's answer. `weak` when the payee is the brand's only by a name it is also matched by (a former name, a
 * spelling, its tag's brand rather than its own name: `STINKER STORES` for Stinker), or when a one-word name has
 * more than MAX_WORDS_AFTER_ONE_WORD_NAME words after it: such an answer is given below the automatic threshold
 * unless the model agrees. Matches by another name are right 89% of the time on the seed's merchants, against 99.5%
 * for the brand stage as a whole. A common place name's answer is always weak: many owners, one kind of place mostly.
 */
export interface BrandAnswer {
  category: string;
  weak: boolean;
}

export class BrandStage {
  /** Answers by the countries' list (a constant per country set: countries.ts) and the model text. */
  private readonly memo = new Map<readonly string[], Map<string, BrandAnswer | null>>();
  private memoSize = 0;

  constructor(
    private readonly index: BrandIndex,
    private readonly places: PlaceWords,
    /** The utility companies (power, gas, water, telephone), for bills. */
    private readonly utilities: BrandIndex | null = null,
    /** Common names of independent places (pubs, restaurants, pharmacies), for purchases no chain answers. */
    private readonly common: CommonNames | null = null,
  ) {}

  /** The default category (DEFAULT_CATEGORIES) of the brand that begins the row's payee, or null. */
  categoryOf(text: string, countries: readonly string[]): BrandAnswer | null {
    let byText = this.memo.get(countries);
    const cached = byText?.get(text);
    if (cached !== undefined) return cached;
    const answer = this.decide(text, countries);
    if (this.memoSize >= MAX_MEMO) {
      this.memo.clear();
      this.memoSize = 0;
      byText = undefined;
    }
    if (byText === undefined) this.memo.set(countries, (byText = new Map()));
    byText.set(text, answer);
    this.memoSize += 1;
    return answer;
  }

  private decide(text: string, countries: readonly string[]): BrandAnswer | null {
    const all = text.split(' ');
    const words = all.filter((word) => word !== '' && !CHANNEL_MARKERS.has(word));
    // A bill is paid to a chain whose business is billed (a phone carrier, an insurer, a gym: under its own name and
    // not followed by more — `DD NATIONWIDE BS MORTGAGE` is a building society), else to a utility company (an energy
    // company's card slip is a charge at its charging points, so only bills reach the utilities).
    if (all.some((word) => BILL.has(word))) {
      const chain = this.payee(this.index, words, countries);
      if (chain !== null && !chain.weak && BILLED_CATEGORIES.has(chain.category)) return chain;
      return this.utilities === null ? null : this.payee(this.utilities, words, countries);
    }
    if (all.some((word) => NOT_A_PURCHASE.has(word))) return null;
    return this.payee(this.index, words, countries) ?? this.commonName(words);
  }

  /** A weak answer for a payee that begins with a common name of independent places. */
  private commonName(words: readonly string[]): BrandAnswer | null {
    const category = this.common === null ? null : commonNameCategory(words, this.common);
    return category === null ? null : { category, weak: true };
  }

  /** The answer of the index's name that begins the payee's words, when nothing after it says otherwise. */
  private payee(index: BrandIndex, words: readonly string[], countries: readonly string[]): BrandAnswer | null {
    const match = index.match(words, countries);
    if (match === null || match.start !== 0) return null;
    const rest = words.slice(match.words);
    if (match.words === 1 && rest.length > 0 && index.isCommonWord(match.name)) return null;
    if (placeCategories(rest, this.places).some((category) => category !== match.category)) return null;
    // A one-word name with more words after it than a branch is as likely another business that starts with that word.
    const followed = match.words === 1 && rest.length > MAX_WORDS_AFTER_ONE_WORD_NAME;
    return { category: match.category, weak: !match.own || followed };
  }
}

/** The request's category for each default category (exact names, then synonyms: taxonomy.ts), for one request. */
export function requestCategories(categories: readonly string[]): ReadonlyMap<string, string> {
  const { classesByCategory } = mapTaxonomy(categories, DEFAULT_CATEGORIES);
  const out = new Map<string, string>();
  classesByCategory.forEach((classes, k) => {
    for (const c of classes) {
      const name = DEFAULT_CATEGORIES[c] as string;
      if (!out.has(name)) out.set(name, categories[k] as string);
    }
  });
  return out;
}

let shared: BrandStage | undefined;

/** The process-wide brand stage, over the process-wide indexes, place words and common names (built or read once). */
export function brandStage(): BrandStage {
  shared ??= new BrandStage(brandIndex(), placeWords(), utilityIndex(), commonNames());
  return shared;
}
