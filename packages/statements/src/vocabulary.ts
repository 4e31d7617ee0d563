/**
 * The header vocabulary: the words banks put over each column, in the languages of the corpus, by role and (for text
 * columns) by how well they name the other side of a transaction; and the words of indicator and type cells. The
 * words are data (`vocabulary.json`), checked when this module loads: a malformed entry stops the import with the
 * entry named, instead of quietly reading statements worse.
 */
import { TRANSACTION_TYPES } from '@tracker/contracts';
import { z } from 'zod';
import { textOf, type CellValue } from './cells';
import words from './vocabulary.json';

export type Rule = (h: string) => boolean;

const lowerCase = z
  .string()
  .min(1)
  .refine((word) => word === word.toLowerCase(), 'must be lower case (headers are compared lower-cased)');

const ruleSchema = z
  .object({
    why: z.string().optional(),
    exact: z.array(lowerCase).optional(),
    has: z.array(lowerCase).optional(),
    pattern: z.string().optional(),
    except: z.array(lowerCase).optional(),
  })
  .strict()
  .refine((rule) => rule.exact || rule.has || rule.pattern, 'needs exact, has or pattern');

const rules = z.array(ruleSchema).min(1);

export const vocabularySchema = z.object({
  $comment: z.string(),
  headers: z
    .object({
      indicator: rules,
      type: rules,
      date: rules,
      amount: rules,
      debit: rules,
      credit: rules,
      balance: rules,
      currency: rules,
      descriptionRanks: rules,
      category: rules,
      institution: rules,
      payer: rules,
      payee: rules,
    })
    .strict(),
  ambiguousAmountHeaders: z.array(lowerCase),
  indicatorTokens: z.record(z.string().min(1), z.enum(['debit', 'credit'])),
  balanceLineTexts: z.array(lowerCase),
});

function readVocabulary(): z.infer<typeof vocabularySchema> {
  const parsed = vocabularySchema.safeParse(words);
  if (!parsed.success) throw new Error(`statements vocabulary.json is not valid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const vocabulary = readVocabulary();

/** A header (lower case) named by the rule: listed (also without a trailing '(…)'), containing a part, or matching. */
function compile({ exact, has, pattern, except }: z.infer<typeof ruleSchema>): Rule {
  const names = new Set(exact);
  const regex = pattern === undefined ? null : new RegExp(pattern);
  return (h) => {
    const named =
      names.has(h) ||
      names.has(h.replace(/\s*\(.*\)$/, '').trim()) ||
      (has?.some((part) => h.includes(part)) ?? false) ||
      (regex?.test(h) ?? false);
    return named && !(except?.some((part) => h.includes(part)) ?? false);
  };
}

const compileAll = (list: z.infer<typeof rules>): Rule[] => list.map(compile);
const anyOf =
  (list: Rule[]): Rule =>
  (h) =>
    list.some((rule) => rule(h));

const { headers } = vocabulary;
export const INDICATOR_HEADERS = anyOf(compileAll(headers.indicator));
export const TYPE_HEADERS = anyOf(compileAll(headers.type));
/** The transaction or booking date first; a value or settlement date only when nothing else is one. */
export const DATE_RULES = compileAll(headers.date);
export const AMOUNT_RULES = compileAll(headers.amount);
/**
 * Headers an amount column may have that name something else as often: PostFinance's 'Value' is the value date beside
 * 'Credit in CHF' and 'Debit in CHF'. Beside a debit and a credit column they are not the amount.
 */
export const AMBIGUOUS_AMOUNT_HEADERS: ReadonlySet<string> = new Set(vocabulary.ambiguousAmountHeaders);
export const DEBIT_RULES = compileAll(headers.debit);
export const CREDIT_RULES = compileAll(headers.credit);
export const BALANCE_RULES = compileAll(headers.balance);
export const CURRENCY_RULES = compileAll(headers.currency);
/**
 * Text columns by how well they name the other side of a transaction. Rank 0: the payee / counterparty / merchant;
 * 1: a description; 2: the rest of a split text, written after the merchant; 3: booking text, reference, memo (used
 * when nothing better has a value); 4: anything else named so.
 */
export const DESCRIPTION_RANKS = compileAll(headers.descriptionRanks);
export const CATEGORY_RULES = compileAll(headers.category);
export const INSTITUTION_RULES = compileAll(headers.institution);
/** A pair of party columns (DKB): the counterparty is the payee of money out and the payer of money in. */
export const PAYER_HEADERS = anyOf(compileAll(headers.payer));
export const PAYEE_HEADERS = anyOf(compileAll(headers.payee));

/** The description rank (0 best) of a header, or undefined for a header that names no text column. */
export function descriptionRank(header: string): number | undefined {
  const rank = DESCRIPTION_RANKS.findIndex((rule) => rule(header));
  return rank < 0 ? undefined : rank;
}

/**
 * Indicator cells: D/C, Soll/Haben, Af/Bij, Cargo/Abono, Swedbank's Baltic K (kredīts), WeChat Pay's and Alipay's
 * 支出/收入, the National Bank of Greece's Χρέωση/Πίστωση (Χ/Π on card statements)…
 */
export const INDICATOR_TOKENS: Readonly<Record<string, 'debit' | 'credit'>> = vocabulary.indicatorTokens;

/** 'debit' / 'credit' for an indicator cell, undefined for anything else. */
export function indicatorOf(cell: CellValue | undefined): 'debit' | 'credit' | undefined {
  return INDICATOR_TOKENS[textOf(cell).trim().toLowerCase().replace(/\.$/, '')];
}

/**
 * The text of a statement's own balance lines, which carry a date and an amount but are no transaction (Swedbank's
 * Baltic row types 10, 82 and 86).
 */
export const BALANCE_LINE_TEXTS: ReadonlySet<string> = new Set(vocabulary.balanceLineTexts);

export const TYPE_VALUES = new Map(TRANSACTION_TYPES.map((t) => [t.toLowerCase(), t]));

/** Income / Expense / Investment / Savings for a type cell, undefined for anything else. */
export function transactionTypeOf(cell: CellValue | undefined): string | undefined {
  return TYPE_VALUES.get(textOf(cell).trim().toLowerCase());
}
