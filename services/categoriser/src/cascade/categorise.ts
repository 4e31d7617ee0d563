/**
 * The cascade, in order of trust: the user's memory, then a known brand, then the offline model (adapted to the user,
 * with the place words among its features), then — for what is still below the confidence threshold, when
 * configured — the LLM. A row's bank category (the bank file's own word, when it read as none of the user's
 * categories) is a feature of the model's text and a labelled field of the LLM's question; the memory and the brand
 * stages read the payee alone, and every answer stays among the request's categories. Every answer carries its category (one of the
 * request's, or null), a confidence and the stage that gave it. Rows still below the threshold come back with their
 * best answer; the transactions service puts them in Pending.
 */
import { CATEGORY_CONFIDENCE_THRESHOLD, type Categorisation, type CategoriseRequest } from '@tracker/contracts';
import type { Logger } from '@tracker/service-kit';
import type { LlmStage } from '../llm/stage';
import type { MerchantMemory } from '../memory/store';
import type { GlobalModel } from '../model/globalModel';
import { amountShift, atDollarMagnitude } from '../model/amountScale';
import { LocalStage } from '../model/localStage';
import type { ModelAnswerCache } from '../model/stageCache';
import type { UserExamples } from '../model/userExamples';
import { normaliseDescription } from '../normalise/merchant';
import { fold } from '../normalise/scrub';
import { countriesOfRow, countryList, countryOfBatch } from '../reference/countries';
import {
  BRAND_CONFIDENCE,
  type BrandAnswer,
  MODEL_OVERRIDES_BRAND,
  requestCategories,
  type BrandStage,
  WEAK_BRAND_CONFIDENCE,
} from './brandStage';

export interface CascadeDeps {
  memory: MerchantMemory;
  examples: UserExamples;
  model: () => GlobalModel;
  /** Known brands (name-suggestion-index); null leaves the stage out. */
  brands: () => BrandStage | null;
  /** Memoised model answers per user model version and row features (one per app). */
  modelCache: ModelAnswerCache;
  /** Null when no OPENAI_API_KEY is configured. */
  llm: LlmStage | null;
  logger: Logger;
}

export interface CascadeStats {
  memory: number;
  brand: number;
  model: number;
  llm: number;
  none: number;
  belowThreshold: number;
}

/** What the cascade reads from a description: a pure function of its text. */
interface DescriptionReading {
  merchantKey: string;
  text: string;
  label: string;
  countries: readonly string[];
}

function readDescription(description: string): DescriptionReading {
  const { merchantKey, text, label } = normaliseDescription(description);
  return { merchantKey, text, label, countries: countriesOfRow(description) };
}

/**
 * The words of a bank's category as the model reads words: lower case, unaccented, letters and digits only
 * ('Food/Restaurants' → 'food restaurants'); '' for none. The model learned on descriptions, where words such as
 * 'restaurant', 'pharmacy' or 'fuel' carry the same evidence.
 */
function bankCategoryWords(bankCategory: string | undefined): string {
  if (bankCategory === undefined) return '';
  return fold(bankCategory)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && word !== 'and')
    .join(' ');
}

/** The bank's category as one line's field of the LLM prompt: its own words, no separators or line breaks. */
function bankCategoryLabel(bankCategory: string | undefined): string | undefined {
  const label = bankCategory?.replace(/[\s|]+/g, ' ').trim();
  return label === undefined || label === '' ? undefined : label;
}

/** The cascade's reading of each row: its description's (read once per distinct text) and its bank category's. */
function readRows(transactions: CategoriseRequest['transactions']) {
  // A statement repeats descriptions word for word (the same shop, bill or fare): each distinct one is read once.
  const readings = new Map<string, DescriptionReading>();
  // A literal of fixed shape, not a spread of the two: this runs for every row of an import.
  return transactions.map(({ id, description, amount, isIncome, bankCategory }) => {
    let reading = readings.get(description);
    if (reading === undefined) readings.set(description, (reading = readDescription(description)));
    const { merchantKey, text, label, countries } = reading;
    // The model reads the bank's words after the payee's; the brand stage reads the payee's alone.
    const bankWords = bankCategoryWords(bankCategory);
    const modelText = bankWords === '' ? text : text === '' ? bankWords : `${text} ${bankWords}`;
    const bank = bankCategoryLabel(bankCategory);
    return { id, amount, isIncome, merchantKey, text, modelText, label, countries, bank };
  });
}

/** How many answers each stage gave, and how many stay below the threshold. */
function statsOf(results: readonly Categorisation[]): CascadeStats {
  const stats: CascadeStats = { memory: 0, brand: 0, model: 0, llm: 0, none: 0, belowThreshold: 0 };
  for (const result of results) {
    stats[result.stage] += 1;
    if (result.confidence < CATEGORY_CONFIDENCE_THRESHOLD) stats.belowThreshold += 1;
  }
  return stats;
}

export async function categorise(
  request: CategoriseRequest,
  deps: CascadeDeps,
): Promise<{ results: Categorisation[]; stats: CascadeStats }> {
  const { userId, categories, transactions, country, currency } = request;
  // Amounts in yen or forints are banded at a dollar's magnitude (the model learned its bands on dollars).
  const shift = amountShift(currency);
  const allowed = new Set(categories);
  const rows = readRows(transactions);
  // Where a row was paid: what it says itself, else the caller's hint, else what most of the import says.
  const importCountry = country ?? countryOfBatch(rows.map((row) => row.countries));
  const fallbackCountries = countryList(importCountry);
  const results: Categorisation[] = rows.map((row) => ({ id: row.id, category: null, confidence: 0, stage: 'none' }));

  // 1. Memory.
  const remembered = await deps.memory.recall(
    userId,
    rows.map((row) => row.merchantKey),
    allowed,
  );
  const pending: number[] = [];
  rows.forEach((row, i) => {
    const hit = remembered.get(row.merchantKey);
    if (hit) results[i] = { id: row.id, category: hit.category, confidence: hit.confidence, stage: 'memory' };
    else pending.push(i);
  });

  // 2. A known brand at the start of the payee, and 3. the offline model, with the user's own examples mixed in.
  if (pending.length > 0) {
    const brands = deps.brands();
    const ours = brands === null ? null : requestCategories(categories);
    const version = await deps.examples.version(userId);
    const global = deps.model();
    const local = await deps.modelCache.stage(userId, version, categories, global.model, async () => {
      return new LocalStage(global, categories, await deps.examples.list(userId));
    });
    for (const i of pending) {
      const row = rows[i] as (typeof rows)[number];
      const amount = atDollarMagnitude(row.amount, shift);
      const answer = deps.modelCache.answer(local, row.modelText, row.isIncome, amount);
      const countries = row.countries.length > 0 ? row.countries : fallbackCountries;
      const brand = brands === null || row.isIncome ? null : brands.categoryOf(row.text, countries);
      const category = brand === null ? undefined : ours?.get(brand.category);
      // The brand answers unless the model is sure of another category (brandStage.ts MODEL_OVERRIDES_BRAND).
      if (category !== undefined && (answer.category === category || answer.confidence < MODEL_OVERRIDES_BRAND)) {
        const agrees = answer.category === category;
        const confidence = agrees
          ? Math.max(BRAND_CONFIDENCE, answer.confidence)
          : (brand as BrandAnswer).weak
            ? Math.max(WEAK_BRAND_CONFIDENCE, answer.confidence)
            : BRAND_CONFIDENCE;
        results[i] = { id: row.id, category, confidence, stage: 'brand' };
      } else if (answer.category !== null) {
        results[i] = { id: row.id, category: answer.category, confidence: answer.confidence, stage: 'model' };
      }
    }
  }

  // 4. The LLM, only for what is still uncertain and has something to go on.
  const uncertain = pending.filter((i) => {
    const row = rows[i] as (typeof rows)[number];
    return (
      (results[i] as Categorisation).confidence < CATEGORY_CONFIDENCE_THRESHOLD &&
      (row.merchantKey !== '' || row.modelText !== '')
    );
  });
  if (deps.llm !== null && uncertain.length > 0) {
    const cacheKeyOf = (i: number) => {
      const row = rows[i] as (typeof rows)[number];
      // The bank's word is part of the question: the same merchant under another bank word is asked apart.
      const key = `${row.merchantKey || row.text.toUpperCase()}|${row.isIncome ? 'in' : 'out'}`;
      return row.bank === undefined ? key : `${key}|${row.bank}`;
    };
    const outcome = await deps.llm.answer(
      categories,
      uncertain.map((i) => {
        const row = rows[i] as (typeof rows)[number];
        // The cleaned description: no card numbers, references or dates leave the machine.
        return {
          cacheKey: cacheKeyOf(i),
          description: row.label || row.merchantKey,
          isIncome: row.isIncome,
          // Its currency beside it when the request names one: 1280 is a coffee in yen.
          amount: currency === undefined ? row.amount : `${row.amount} ${currency}`,
          ...(row.bank === undefined ? {} : { bankCategory: row.bank }),
        };
      }),
    );
    for (const i of uncertain) {
      const answer = outcome.answers.get(cacheKeyOf(i));
      const current = results[i] as Categorisation;
      // The LLM's answer replaces the local one only when it is a category and more confident; its null keeps the local guess.
      if (
        answer &&
        answer.category !== null &&
        allowed.has(answer.category) &&
        answer.confidence > current.confidence
      ) {
        results[i] = { id: current.id, category: answer.category, confidence: answer.confidence, stage: 'llm' };
      }
    }
  }

  // The merchant key goes back with each answer: the transactions service groups a merchant's rows by it (what is
  // learned for one row of a merchant is answered for all of them).
  for (let i = 0; i < results.length; i++)
    (results[i] as Categorisation).merchant = (rows[i] as (typeof rows)[number]).merchantKey;
  const stats = statsOf(results);
  return { results, stats };
}
