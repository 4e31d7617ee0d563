/**
 * The text-level steps of the normaliser (merchant.ts): folding a description to plain upper case, and scrubbing
 * what only dates, prices or identifies a card or a transaction. They run on every row of every import, so each
 * regex carries a guard: text that every match contains (or a digit). A description without it cannot match, and a
 * string search is far cheaper than a regex pass that finds nothing, which is what most of ~25 passes do on a row.
 */
import { MERCHANT_ALIASES, REFERENCE_LABELS } from './lexicon';

/** A regex replacement and what any match needs, so it is skipped where it cannot match. */
export interface Rewrite {
  pattern: RegExp;
  replacement: string | ((match: string, ...groups: string[]) => string);
  /** Every match contains a digit. */
  needsDigit?: boolean;
  /** Every match contains at least one of these. */
  needsOneOf?: readonly string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const MONTH_ALTERNATION = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC';

/** `LABEL: value-with-a-digit` pairs (`REF: AB12`, `ID:XXXXX45`, `CARD 1234`). */
const REFERENCE_PATTERN = new RegExp(
  `\\b(?:${[...REFERENCE_LABELS, 'CD']
    .sort((a, b) => b.length - a.length)
    .map((label) => escapeRegExp(label).replace(/ /g, '[\\s-]*'))
    .join('|')})\\s*[#:.]?\\s*[:#]?\\s*(?=[A-Z0-9/-]*\\d)[A-Z0-9/-]+`,
  'g',
);

/** Web addresses: `NETFLIX.COM`, `AMAZON.CO.UK/BILL`, `HELP.UBER.COM` keep only the site's name. */
const DOMAIN_PATTERN =
  /\b(?:[A-Z0-9-]+\.)*?([A-Z0-9-]+)\.(?:COM|NET|ORG|IO|APP|CO|TV|FM|ME|DE|FR|NL|ES|IT|IE|AU|UK|EU|BE|AT|CH)(?:\.(?:AU|UK|NZ|DE))?\b(?:\/\S*)?/g;

/** Applied in this order, each to the result of the one before. */
export const SCRUB_REWRITES: readonly Rewrite[] = [
  // Links, dates, times, amounts, masked card numbers and phone numbers: each only dates, prices or identifies.
  { pattern: /\bHTTPS?:\/\/(?:WWW\.)?/g, replacement: ' ', needsOneOf: ['HTTP'] },
  { pattern: /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b/g, replacement: ' ', needsDigit: true, needsOneOf: ['-'] },
  {
    pattern: /\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g,
    replacement: ' ',
    needsDigit: true,
    needsOneOf: ['/', '.', '-'],
  },
  {
    pattern: new RegExp(`\\b\\d{1,2} ?(?:${MONTH_ALTERNATION})[A-Z]* ?(?:\\d{2}(?:\\d{2})?)?\\b`, 'g'),
    replacement: ' ',
    needsDigit: true,
  },
  { pattern: /\b\d{1,2}:\d{2}(?::\d{2})?\b/g, replacement: ' ', needsDigit: true, needsOneOf: [':'] },
  { pattern: /\b\d{1,3}(?:[.,]\d{3})*[.,]\d{2}\b/g, replacement: ' ', needsDigit: true, needsOneOf: ['.', ','] },
  { pattern: /[X*#]{2,}\d{2,6}\b/g, replacement: ' ', needsDigit: true, needsOneOf: ['X', '*', '#'] },
  { pattern: /\bX\d{4}\b/g, replacement: ' ', needsDigit: true, needsOneOf: ['X'] },
  { pattern: /\b1?-?8\d\d-\d{3}-\d{4}\b/g, replacement: ' ', needsDigit: true, needsOneOf: ['-'] },
  { pattern: /\b\d{3}[- .]\d{3}[- .]\d{4}\b/g, replacement: ' ', needsDigit: true },
  { pattern: /\(\(\(|\)\)\)/g, replacement: ' ', needsOneOf: ['(((', ')))'] },
  // A one- or two-letter site (`G.CO/HELPPAY`) is a link shortener, not the payee.
  { pattern: DOMAIN_PATTERN, replacement: (_match, name) => (name.length < 3 ? ' ' : ` ${name} `), needsOneOf: ['.'] },
  { pattern: REFERENCE_PATTERN, replacement: ' ', needsDigit: true },
  { pattern: /\bD\/D\b/g, replacement: 'DD', needsOneOf: ['D/D'] },
  { pattern: /([A-Z])_\*/g, replacement: '$1 *', needsOneOf: ['_*'] },
  { pattern: /\bZETTLE_/g, replacement: 'ZETTLE *', needsOneOf: ['ZETTLE_'] },
];

/** Brand spellings (lexicon.ts), applied after SCRUB_REWRITES. */
export const ALIAS_REWRITES: readonly Rewrite[] = MERCHANT_ALIASES.map(([pattern, replacement, needs]) => ({
  pattern,
  replacement,
  needsOneOf: [needs],
}));

/** Any alias's required text: most rows have none, and one regex test skips all the aliases' checks. */
const ALIAS_HINT = new RegExp(MERCHANT_ALIASES.map(([, , needs]) => escapeRegExp(needs)).join('|'));

const HAS_DIGIT = /\d/;

/**
 * Applies the rewrites in order. `hasDigit` says whether `text` has a digit: no rewrite adds one, so a text without
 * digits keeps none. `guarded: false` runs every regex (the guards' reference, for the tests).
 */
export function applyRewrites(text: string, rewrites: readonly Rewrite[], guarded = true): string {
  const hasDigit = HAS_DIGIT.test(text);
  let out = text;
  for (const { pattern, replacement, needsDigit, needsOneOf } of rewrites) {
    if (guarded && !mayMatch(out, hasDigit, needsDigit, needsOneOf)) continue;
    out = typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  }
  return out;
}

function mayMatch(
  text: string,
  hasDigit: boolean,
  needsDigit: boolean | undefined,
  needsOneOf: readonly string[] | undefined,
): boolean {
  if (needsDigit === true && !hasDigit) return false;
  if (needsOneOf === undefined) return true;
  for (const needed of needsOneOf) if (text.includes(needed)) return true;
  return false;
}

/** ACH layouts that bury the payee between labels (Chase `ORIG CO NAME:`, Bank of America `DES:`). */
function unwrapAch(text: string, guarded: boolean): string {
  if (!guarded || text.includes('ORIG CO NAME:')) {
    const chase = /ORIG CO NAME:\s*(.+?)\s+ORIG ID:.*?CO ENTRY DESCR:\s*(.+?)\s+(?:SEC:|TRACE|IND ID|$)/.exec(text);
    if (chase) return `${chase[1]} ${chase[2]}`;
  }
  if (!guarded || text.includes('DES:')) {
    const bofa = /^(.+?)\s+DES:\s*(.+?)\s+ID:.*$/.exec(text);
    if (bofa) return `${bofa[1]} ${bofa[2]}`;
  }
  return !guarded || text.includes('INDN:') ? text.replace(/\bINDN:.*?(?=\bCO ID\b|\bPPD\b|$)/g, ' ') : text;
}

/**
 * Removes what only dates, prices or identifies (see SCRUB_REWRITES), and folds brand spellings. `guarded: false`
 * runs every regex (the guards' reference, for the tests).
 */
export function scrub(text: string, guarded = true): string {
  const scrubbed = applyRewrites(unwrapAch(text, guarded), SCRUB_REWRITES, guarded);
  return !guarded || ALIAS_HINT.test(scrubbed) ? applyRewrites(scrubbed, ALIAS_REWRITES, guarded) : scrubbed;
}

/** Anything outside printable ASCII: only such text needs Unicode folding. */
const NON_ASCII = /[^\x20-\x7e]/;

/** Upper case without diacritics or apostrophes (`Café` → `CAFE`, `McDonald's` → `MCDONALDS`). */
export function fold(raw: string): string {
  // Printable ASCII is its own NFKD form and has none of the letters below but the backtick.
  let out = NON_ASCII.test(raw)
    ? raw
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/ß/g, 'ss')
        .replace(/[æÆ]/g, 'ae')
        .replace(/[øØ]/g, 'o')
        .toUpperCase()
        .replace(/[’‘`´]/g, "'")
    : raw.toUpperCase();
  if (out.includes('`')) out = out.replace(/`/g, "'");
  if (out.includes("'")) out = out.replace(/(\w)'(\w)/g, '$1$2').replace(/'/g, ' ');
  return out;
}
