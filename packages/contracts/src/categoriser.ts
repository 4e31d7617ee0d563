/**
 * The internal contract between services/transactions and services/categoriser (never exposed by the gateway).
 * Every answer carries its category, a confidence in [0, 1] and the stage of the cascade that gave it
 * (services/categoriser/README.md): the user's memory, a known brand, the offline model, the LLM, or none.
 */
import { z } from 'zod';
import { isoDateSchema } from './common';
import { currencyCodeSchema } from './currency';
import { currencyCodeResponseSchema } from './homeCurrency';
import { moneyString } from './money';

/** The taxonomy a new user starts with, in the user-categories groups of product.md › Data (issue 6). */
export const DEFAULT_CATEGORY_GROUPS = {
  income: ['Salary', 'Other Income'],
  savings: ['Savings'],
  investment: ['Investments'],
  expense: [
    'Debts & Loans',
    'Groceries',
    'Dining Out',
    'Transport',
    'Fuel',
    'Utilities',
    'Housing',
    'Shopping',
    'Entertainment',
    'Subscriptions',
    'Health & Fitness',
    'Insurance',
    'Travel',
    'Education',
    'Personal Care',
    'Gifts & Donations',
    'Fees & Charges',
    'Transfer',
  ],
} as const;
export const DEFAULT_CATEGORIES: readonly string[] = Object.values(DEFAULT_CATEGORY_GROUPS).flat();

/** Below this confidence an automatic answer is not trusted: the row waits in the Pending tab for review. */
export const CATEGORY_CONFIDENCE_THRESHOLD = 0.6;
/** Rows per categorise call; the transactions service sends an import in chunks of this size. */
export const CATEGORISE_BATCH_MAX = 2000;

export const categoriserStageSchema = z.enum(['memory', 'brand', 'model', 'llm', 'none']);

/** Longest bank category a categorise request's row carries (the import cuts a longer one to it). */
export const BANK_CATEGORY_MAX_LENGTH = 100;

const rowSchema = z.object({
  /** The caller's id for the row, echoed back. */
  id: z.string().min(1),
  description: z.string().max(1000),
  amount: moneyString,
  isIncome: z.boolean(),
  /**
   * The bank file's own category for the row ('Restaurants', 'Pharmacy'), sent when it reads as none of the user's
   * categories: a hint the categoriser weighs beside the description, never an answer by itself. Optional.
   */
  bankCategory: z.string().min(1).max(BANK_CATEGORY_MAX_LENGTH).optional(),
});

export const categoriseRequestSchema = z.object({
  userId: z.string().min(1),
  /** The user's categories: the only answers allowed. */
  categories: z.array(z.string().min(1)).min(1).max(500),
  transactions: z.array(rowSchema).max(CATEGORISE_BATCH_MAX),
  /**
   * Where the statement's payments were made, when the caller knows (its currency, its layout): an ISO 3166-1
   * alpha-2 code such as 'GB' or 'au'. It tells apart chains that share a name across countries. Optional: without
   * it the categoriser reads what each row says (a trailing state or country code, its bank's wording).
   */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code (ISO 3166-1 alpha-2), e.g. GB')
    .transform((code) => code.toLowerCase())
    .optional(),
  /**
   * The currency of every amount above, when the caller knows it (ISO 4217): amounts in yen or forints are read at
   * their magnitude, not as dollars. Optional: without it amounts are read as dollars, pounds or euros.
   */
  currency: currencyCodeSchema.optional(),
});
export type CategoriseRequest = z.infer<typeof categoriseRequestSchema>;

/**
 * Currencies spent in one country, for the categorise request's `country` hint: a statement in pounds was paid in
 * the United Kingdom. Currencies shared by several countries (EUR, XOF…) name none; the US dollar counts as the
 * United States', the country almost every US-dollar statement comes from.
 */
const COUNTRY_OF_CURRENCY: Readonly<Record<string, string>> = {
  GBP: 'GB',
  USD: 'US',
  CAD: 'CA',
  AUD: 'AU',
  NZD: 'NZ',
  SEK: 'SE',
  NOK: 'NO',
  PLN: 'PL',
  CZK: 'CZ',
  HUF: 'HU',
  JPY: 'JP',
};

/** The country a statement in this currency was paid in, when the currency says it (see COUNTRY_OF_CURRENCY). */
export function countryOfCurrency(currency: string | null | undefined): string | undefined {
  return currency === null || currency === undefined ? undefined : COUNTRY_OF_CURRENCY[currency.toUpperCase()];
}

export const categorisationSchema = z.object({
  id: z.string(),
  /** One of the request's categories, or null when no stage could answer. */
  category: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  stage: categoriserStageSchema,
  /**
   * The row's merchant key (normalised payee: 'STARBUCKS' for 'POS STARBUCKS #998 PORTLAND OR'); rows with equal keys
   * are one merchant, and what is learned for one is answered for all. '' when nothing identifies a payee.
   * Optional: older categorisers did not send it.
   */
  merchant: z.string().max(200).optional(),
});
export type Categorisation = z.infer<typeof categorisationSchema>;
export const categoriseResponseSchema = z.object({ results: z.array(categorisationSchema) });
export type CategoriseResponse = z.infer<typeof categoriseResponseSchema>;

/** A user's confirmation or correction: teaches the memory (stage 1) and the user's model (stage 2). */
export const learnRequestSchema = z.object({
  userId: z.string().min(1),
  examples: z
    .array(
      z.object({
        description: z.string().max(1000),
        amount: moneyString,
        isIncome: z.boolean(),
        category: z.string().min(1),
        /**
         * The amount's currency (ISO 4217), read as the categorise request's `currency` reads its rows: ¥1,280 is
         * banded as about $10. Optional: without it the amount is read as dollars, pounds or euros.
         */
        currency: currencyCodeSchema.optional(),
      }),
    )
    .min(1)
    .max(CATEGORISE_BATCH_MAX),
});
export type LearnRequest = z.infer<typeof learnRequestSchema>;
export const learnResponseSchema = z.object({ learned: z.number().int().nonnegative() });
export type LearnResponse = z.infer<typeof learnResponseSchema>;

/** Figures the insights are computed from: the user's own transactions and budget lines, nothing else. */
export const insightsRequestSchema = z.object({
  userId: z.string().min(1),
  /** ISO date the analysis is "as of" (the caller's today), so results are reproducible. */
  asOf: isoDateSchema,
  /** The currency every amount below is in and the texts show (the user's home currency); USD unless said. */
  currency: currencyCodeResponseSchema.optional(),
  transactions: z
    .array(
      z.object({
        date: isoDateSchema,
        description: z.string(),
        amount: moneyString,
        isIncome: z.boolean(),
        category: z.string().nullable(),
      }),
    )
    .max(50_000),
  /**
   * Budget categories with their monthly-equivalent amount (product.md › Constants and limits conversion), for
   * over/near-limit insights.
   */
  budgets: z.array(z.object({ name: z.string(), monthlyAmount: moneyString })).max(1000),
});
export type InsightsRequest = z.infer<typeof insightsRequestSchema>;

/** The merchant keys of descriptions (see categorisationSchema.merchant), in order. */
export const merchantsRequestSchema = z.object({
  descriptions: z.array(z.string().max(1000)).max(CATEGORISE_BATCH_MAX),
});
export type MerchantsRequest = z.infer<typeof merchantsRequestSchema>;
export const merchantsResponseSchema = z.object({ merchants: z.array(z.string()) });
export type MerchantsResponse = z.infer<typeof merchantsResponseSchema>;

export const CATEGORISER_PATHS = {
  categorise: '/internal/categorise',
  merchants: '/internal/merchants',
  learn: '/internal/learn',
  insights: '/internal/insights',
} as const;
