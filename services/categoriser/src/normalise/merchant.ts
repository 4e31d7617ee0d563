/**
 * Turns a raw bank-statement description into
 *  - a merchant key: the payee as it is stable across rows and imports (`STARBUCKS STORE 12345 SEATTLE WA` and
 *    `POS STARBUCKS #998 PORTLAND OR` are both `STARBUCKS`), used by the user's memory and the LLM cache;
 *  - the model text: the payee's words plus the payment channel (direct debit, payroll credit…), lower case, without
 *    card numbers, dates, references, amounts or places, which only add noise to a classifier.
 */
import {
  CARD_NOISE_PHRASES,
  CHANNEL_PHRASES,
  CITY_NAMES,
  CODE_WORDS,
  COMPANY_FORMS,
  COUNTRY_WORDS,
  MERCHANT_ALIASES,
  MONTH_WORDS,
  PROCESSOR_PREFIXES,
  REFERENCE_LABELS,
  REGION_CODES,
  STAR_ONLY_PREFIXES,
  TRAILING_GENERIC_WORDS,
} from './lexicon';

/**
 * The words the normaliser itself puts in the model text to say how the money moved (a direct debit, a card used
 * in a shop…). They are tokens, not words of a name: the model takes them whole, without letter groups.
 */
export const CHANNEL_MARKERS: ReadonlySet<string> = new Set([
  ...CHANNEL_PHRASES.map(([, channel]) => channel),
  'card',
  'online',
  'recurring',
  'instore',
]);

export interface NormalisedDescription {
  /** Upper-case payee words (at most MAX_KEY_WORDS), '' when nothing identifies a payee. */
  merchantKey: string;
  /** Lower-case words for the model: channel tokens first, then the payee's words. */
  text: string;
  /** The cleaned description for a reader (or the LLM): how money moved, in words, then the payee. */
  label: string;
}

const MAX_KEY_WORDS = 4;

/** A token of the description: a word, a number that ends the payee (store number, reference) or the `*` separator. */
type Token = { kind: 'word'; value: string } | { kind: 'cut' } | { kind: 'star' };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const MONTH_ALTERNATION = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC';

/** Patterns removed before tokenising: each only ever dates, prices or identifies a card or a transaction. */
const SCRUB_PATTERNS: readonly RegExp[] = [
  /\bHTTPS?:\/\/(?:WWW\.)?/g,
  /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b/g,
  /\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g,
  new RegExp(`\\b\\d{1,2} ?(?:${MONTH_ALTERNATION})[A-Z]* ?(?:\\d{2}(?:\\d{2})?)?\\b`, 'g'),
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g,
  /\b\d{1,3}(?:[.,]\d{3})*[.,]\d{2}\b/g,
  /[X*#]{2,}\d{2,6}\b/g,
  /\bX\d{4}\b/g,
  /\b1?-?8\d\d-\d{3}-\d{4}\b/g,
  /\b\d{3}[- .]\d{3}[- .]\d{4}\b/g,
  /\(\(\(|\)\)\)/g,
];

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

/** Whole-word tokens that contain digits but are names (mobile networks, brands). */
const DIGIT_NAMES: ReadonlySet<string> = new Set(['O2', '3M', 'E4', 'M6', 'A1', 'B4', 'S4C']);

function fold(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .toUpperCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/(\w)'(\w)/g, '$1$2')
    .replace(/'/g, ' ');
}

/** ACH layouts that bury the payee between labels (Chase `ORIG CO NAME:`, Bank of America `DES:`). */
function unwrapAch(text: string): string {
  const chase = /ORIG CO NAME:\s*(.+?)\s+ORIG ID:.*?CO ENTRY DESCR:\s*(.+?)\s+(?:SEC:|TRACE|IND ID|$)/.exec(text);
  if (chase) return `${chase[1]} ${chase[2]}`;
  const bofa = /^(.+?)\s+DES:\s*(.+?)\s+ID:.*$/.exec(text);
  if (bofa) return `${bofa[1]} ${bofa[2]}`;
  return text.replace(/\bINDN:.*?(?=\bCO ID\b|\bPPD\b|$)/g, ' ');
}

function scrub(text: string): string {
  let out = unwrapAch(text);
  for (const pattern of SCRUB_PATTERNS) out = out.replace(pattern, ' ');
  // A one- or two-letter site (`G.CO/HELPPAY`) is a link shortener, not the payee.
  out = out.replace(DOMAIN_PATTERN, (_match, name: string) => (name.length < 3 ? ' ' : ` ${name} `));
  out = out.replace(REFERENCE_PATTERN, ' ');
  out = out.replace(/\bD\/D\b/g, 'DD').replace(/([A-Z])_\*/g, '$1 *').replace(/\bZETTLE_/g, 'ZETTLE *');
  for (const [pattern, replacement] of MERCHANT_ALIASES) out = out.replace(pattern, replacement);
  return out;
}

function classify(raw: string): Token | null {
  if (raw === '*') return { kind: 'star' };
  if (!/\d/.test(raw)) return { kind: 'word', value: raw };
  if (DIGIT_NAMES.has(raw)) return { kind: 'word', value: raw };
  if (/^\d+$/.test(raw)) return raw.length >= 3 ? { kind: 'cut' } : null;
  // Letters mixed with digits: a reference or store code, unless it is a short name-like token.
  const digits = raw.replace(/\D/g, '').length;
  return digits >= 2 || raw.length >= 5 ? { kind: 'cut' } : null;
}

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[A-Z0-9&]+|\*/g)) {
    const raw = match[0].replace(/^&+|&+$/g, '');
    if (raw === '' && match[0] !== '*') continue;
    const token = classify(match[0] === '*' ? '*' : raw);
    if (token) tokens.push(token);
  }
  return tokens;
}

interface Phrase {
  words: readonly string[];
  /** Short codes (`DD`, `SO`, `CB`) only count at either end, where banks put them: inside a name they are words. */
  edgeOnly: boolean;
  channel: string | null;
}

function toPhrase(text: string, channel: string | null): Phrase {
  const words = text.split(/[\s/-]+/).filter((word) => word.length > 0);
  return { words, edgeOnly: words.length === 1 && text.length <= 3 && text !== 'POS' && text !== 'ATM', channel };
}

/** Card boilerplate says how the card was used: in a shop, online, or as a recurring charge. */
function cardChannel(text: string): string | null {
  if (text === 'VALUE DATE') return null;
  if (text.startsWith('RECURRING')) return 'recurring';
  if (/ONLINE|INTERNET|WEB|IDEAL/.test(text)) return 'online';
  return 'card';
}

/** Phrases indexed by their first word, longest first: a row is normalised in microseconds, not a scan of them all. */
const PHRASES_BY_FIRST_WORD: ReadonlyMap<string, readonly Phrase[]> = (() => {
  const index = new Map<string, Phrase[]>();
  const phrases = [
    ...CARD_NOISE_PHRASES.map((text) => toPhrase(text, cardChannel(text))),
    ...CHANNEL_PHRASES.map(([text, channel]) => toPhrase(text, channel)),
  ].sort((a, b) => b.words.length - a.words.length);
  for (const phrase of phrases) {
    const first = phrase.words[0] as string;
    index.set(first, [...(index.get(first) ?? []), phrase]);
  }
  return index;
})();

function wordAt(tokens: readonly Token[], index: number): string | null {
  const token = tokens[index];
  return token?.kind === 'word' ? token.value : null;
}

function matchesAt(tokens: readonly Token[], index: number, words: readonly string[]): boolean {
  return words.every((word, offset) => wordAt(tokens, index + offset) === word);
}

/** Removes card boilerplate and channel phrases, collecting the channels. */
function removePhrases(tokens: Token[], channels: string[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  while (index < tokens.length) {
    const first = wordAt(tokens, index);
    const candidates = first === null ? undefined : PHRASES_BY_FIRST_WORD.get(first);
    const phrase = candidates?.find((candidate) => {
      if (!matchesAt(tokens, index, candidate.words)) return false;
      if (!candidate.edgeOnly) return true;
      const end = index + candidate.words.length;
      const isFirst = out.every((token) => token.kind !== 'word');
      const isLast = tokens.slice(end).every((token) => token.kind !== 'word');
      return isFirst || isLast;
    });
    if (phrase) {
      if (phrase.channel && !channels.includes(phrase.channel)) channels.push(phrase.channel);
      index += phrase.words.length;
    } else {
      out.push(tokens[index] as Token);
      index += 1;
    }
  }
  return out;
}

const PROCESSORS = [...PROCESSOR_PREFIXES]
  .map(([text, canonical]) => ({ words: text.split(' '), canonical, starOnly: STAR_ONLY_PREFIXES.has(text) }))
  .sort((a, b) => b.words.length - a.words.length);

/** Drops a leading payment processor (`SQ *`, `PAYPAL *`, `AMZN MKTP US*`); returns its canonical name. */
function removeProcessor(tokens: Token[]): { tokens: Token[]; processor: string | null } {
  const start = tokens.findIndex((token) => token.kind !== 'cut');
  if (start < 0) return { tokens, processor: null };
  for (const processor of PROCESSORS) {
    if (!matchesAt(tokens, start, processor.words)) continue;
    const after = start + processor.words.length;
    const starFollows = tokens[after]?.kind === 'star';
    if (processor.starOnly && !starFollows) continue;
    return { tokens: tokens.slice(after + (starFollows ? 1 : 0)), processor: processor.canonical };
  }
  return { tokens, processor: null };
}

/** Everything after the first store number or reference is location and codes, once a payee word was seen. */
function cutAfterPayee(tokens: readonly Token[]): string[] {
  const words: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'cut') {
      if (words.length > 0) break;
      continue;
    }
    if (token.kind === 'word') words.push(token.value);
  }
  return words;
}

/** City names indexed by their last word, longest first. */
const CITIES_BY_LAST_WORD: ReadonlyMap<string, readonly string[][]> = (() => {
  const index = new Map<string, string[][]>();
  for (const words of CITY_NAMES.map((name) => name.split(' ')).sort((a, b) => b.length - a.length)) {
    const last = words[words.length - 1] as string;
    index.set(last, [...(index.get(last) ?? []), words]);
  }
  return index;
})();

function endsWith(words: readonly string[], tail: readonly string[]): boolean {
  if (tail.length >= words.length) return false;
  return tail.every((word, offset) => words[words.length - tail.length + offset] === word);
}

/** Strips trailing countries, states and cities while a payee word stays in front. */
function stripLocation(words: string[]): string[] {
  const out = [...words];
  let changed = true;
  while (changed && out.length > 1) {
    changed = false;
    const last = out[out.length - 1] as string;
    if (COUNTRY_WORDS.has(last) || REGION_CODES.has(last)) {
      out.pop();
      changed = true;
      continue;
    }
    const city = CITIES_BY_LAST_WORD.get(last)?.find((phrase) => endsWith(out, phrase));
    if (city) {
      out.splice(out.length - city.length, city.length);
      changed = true;
    }
  }
  return out;
}

function stripTrailingGeneric(words: string[]): string[] {
  const out = [...words];
  while (out.length > 1 && TRAILING_GENERIC_WORDS.has(out[out.length - 1] as string)) out.pop();
  return out;
}

function unique(words: readonly string[]): string[] {
  return [...new Set(words)];
}

const ATM_CHARGE_WORDS: ReadonlySet<string> = new Set(['FEE', 'FEES', 'CHARGE', 'CHARGES', 'REBATE', 'SURCHARGE']);

const CHANNEL_KEY_WORDS: Record<string, string> = {
  atm: 'ATM',
  transfer: 'TRANSFER',
  directdebit: 'DIRECT DEBIT',
  directcredit: 'DIRECT CREDIT',
  standingorder: 'STANDING ORDER',
  billpay: 'BILL PAYMENT',
  autopay: 'AUTOPAY',
  ach: 'ACH',
};

/** Channels as a reader says them (card and shop markers add nothing a reader needs). */
const CHANNEL_LABELS: Record<string, string> = { ...CHANNEL_KEY_WORDS, recurring: 'RECURRING' };

/** Normalises one description (pure and fast: called for every row of every import). */
export function normaliseDescription(raw: string): NormalisedDescription {
  const channels: string[] = [];
  const tokens = removePhrases(tokenise(scrub(fold(raw))), channels);
  const { tokens: payeeTokens, processor } = removeProcessor(tokens);
  // A star between two words joins them (`UBER *EATS`); a star before a reference ends the payee (cut handles it).
  const cleaned = removePhrases(payeeTokens.filter((token) => token.kind !== 'star'), channels);
  const words = cutAfterPayee(cleaned).filter((word) => !MONTH_WORDS.has(word) && !CODE_WORDS.has(word) && !COMPANY_FORMS.has(word));
  const located = unique(stripLocation(words));
  const payee = stripTrailingGeneric(located);

  // A place after the payee marks a shop: evidence for the model, not part of the key.
  const inStore = located.length < unique(words).length;
  const modelWords = [
    ...channels,
    ...(inStore ? ['instore'] : []),
    ...(processor === 'AMAZON' ? ['amazon'] : []),
    ...located.map((word) => word.toLowerCase()),
  ];
  let keyWords = payee.slice(0, MAX_KEY_WORDS);
  // Every cash withdrawal is one payee (the location is noise); an ATM fee or rebate keeps its own words.
  if (channels.includes('atm') && !payee.some((word) => ATM_CHARGE_WORDS.has(word))) keyWords = ['ATM'];
  else if (keyWords.length === 0 && processor) keyWords = [processor];
  else if (keyWords.length === 0) {
    keyWords = channels.flatMap((channel) => {
      const word = CHANNEL_KEY_WORDS[channel];
      return word === undefined ? [] : [word];
    });
  }
  const readable = channels.flatMap((channel) => {
    const words = CHANNEL_LABELS[channel];
    return words === undefined ? [] : [words];
  });
  return {
    merchantKey: keyWords.join(' '),
    text: unique(modelWords).join(' '),
    label: [...readable, ...(processor === 'AMAZON' && !located.includes('AMAZON') ? ['AMAZON'] : []), ...located].join(' '),
  };
}
