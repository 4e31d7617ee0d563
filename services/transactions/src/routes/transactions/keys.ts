import { minorUnits } from '@tracker/contracts';
import type { TransactionFields, TransactionFlow } from './model';

/**
 * Words so common in bank descriptions that an index entry for them would narrow nothing and cost every write:
 * they are never indexed, and a description filter that only they could match is answered by a scan (see
 * Vocabulary.narrow). Changing this list changes what existing rows' keys should hold: re-derive keys if you do.
 */
export const UNINDEXED_WORDS: ReadonlySet<string> = new Set([
  'a',
  'and',
  'at',
  'by',
  'card',
  'contactless',
  'credit',
  'date',
  'debit',
  'direct',
  'for',
  'from',
  'in',
  'of',
  'on',
  'payment',
  'pos',
  'purchase',
  'ref',
  'the',
  'to',
  'transaction',
  'transfer',
  'via',
  'visa',
  'with',
]);

const LETTER = /\p{L}/u;
const ASCII = /^[\x00-\x7f]*$/;
const NOT_ASCII_LETTERS = /[^a-z]+/;

/**
 * Words of a description for the filter index: lower-case runs of letters. Digits split words and are left out, so
 * reference numbers, card digits, dates and amounts never flood the index or the vocabulary ("AMZN*2K4L55" gives
 * amzn, k, l). A filter's letters always fall inside one such run, which keeps narrowing by words exact. Words of
 * UNINDEXED_WORDS are left out.
 */
export function descriptionWords(description: string): string[] {
  const lower = description.toLowerCase();
  const out: string[] = [];
  if (ASCII.test(lower)) {
    for (const word of lower.split(NOT_ASCII_LETTERS)) {
      if (word !== '' && !UNINDEXED_WORDS.has(word) && !out.includes(word)) out.push(word);
    }
    return out;
  }
  let start = -1;
  const end = (i: number) => {
    if (start < 0) return;
    const word = lower.slice(start, i);
    start = -1;
    if (!UNINDEXED_WORDS.has(word) && !out.includes(word)) out.push(word);
  };
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    let letter: boolean;
    let width = 1;
    if (c < 128) letter = c >= 97 && c <= 122;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < lower.length) {
      width = 2;
      letter = LETTER.test(lower.slice(i, i + 2));
    } else letter = LETTER.test(lower[i]);
    if (letter) {
      if (start < 0) start = i;
    } else end(i);
    i += width - 1;
  }
  end(lower.length);
  return out;
}

export const LETTER_RUN = /\p{L}+/gu;

export const key = {
  word: (word: string) => `w:${word}`,
  source: (source: string) => `s:${source}`,
  type: (transactionType: string | null) => `y:${(transactionType ?? '').toLowerCase()}`,
  tagged: 'tagged',
  pending: 'p',
  /** The row's merchant (the categoriser's merchant key): a merchant's rows are found by the index. */
  merchant: (merchant: string) => `m:${merchant}`,
  /** Not yet given a merchant key (manual entries, imports without categorising): found to be given one. */
  noMerchant: 'm-',
  /** An amount counted in other minor units than hundredths (0 for yen, 3 for dinars): the amount filter's scale. */
  scale: (places: number) => `a:${places}`,
  /** How the row counts when not as plain income or spending ('x:transfer', 'x:refund'; see TransactionFields.flow). */
  flow: (flow: TransactionFlow) => `x:${flow}`,
  /** A split row (its parts count in the figures: figures/splits.ts). */
  split: 'split',
} as const;

/** The minor units amounts are kept in apart from hundredths (the `a:` keys the amount filter looks for). */
export const OTHER_SCALES = [0, 3] as const;

export type KeyedFields = Pick<
  TransactionFields,
  'description' | 'source' | 'transactionType' | 'tags' | 'pending' | 'merchant' | 'currency' | 'flow' | 'splits'
>;

/** The type most rows have: a key for it would select nearly everything, so it is filtered by field. */
export const COMMON_TYPE = 'expense';
/** The source most rows have (filtered by field, for the same reason). */
export const COMMON_SOURCE = 'upload';

/**
 * The `keys` of a transaction: what the filter index answers (see TransactionFields.keys). Values nearly every
 * row shares (the upload source, the Expense type) get no key: an index entry that selects everything narrows
 * nothing and costs every write. Date, amount and category have indexes of their own. `words` may be passed when
 * already computed.
 */
export function searchKeys(t: KeyedFields, words: readonly string[] = descriptionWords(t.description)): string[] {
  const keys = words.map(key.word);
  if (t.source !== COMMON_SOURCE) keys.push(key.source(t.source));
  const type = (t.transactionType ?? '').toLowerCase();
  if (type !== COMMON_TYPE) keys.push(key.type(type));
  if (t.tags.length > 0) keys.push(key.tagged);
  if (t.pending) keys.push(key.pending);
  // A merchant key of '' (the description names no payee) groups nothing and is not asked for again.
  if (t.merchant === undefined) keys.push(key.noMerchant);
  else if (t.merchant !== '') keys.push(key.merchant(t.merchant));
  if (t.currency !== undefined && minorUnits(t.currency) !== 2) keys.push(key.scale(minorUnits(t.currency)));
  if (t.flow !== undefined) keys.push(key.flow(t.flow));
  if (t.splits !== undefined && t.splits.length > 0) keys.push(key.split);
  return keys;
}
