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
  TRAILING_CHANNEL_CODES,
  CITY_NAMES,
  CODE_WORDS,
  COMPANY_FORMS,
  COUNTRY_WORDS,
  MONTH_WORDS,
  PROCESSOR_PREFIXES,
  REGION_CODES,
  STAR_ONLY_PREFIXES,
  STATEMENT_SHORTENINGS,
  TRAILING_GENERIC_WORDS,
} from './lexicon';
import { fold, scrub } from './scrub';

/**
 * The words the normaliser itself puts in the model text to say how the money moved (a direct debit, a card used
 * in a shop…). They are tokens, not words of a name: the model takes them whole, without letter groups.
 */
export const CHANNEL_MARKERS: ReadonlySet<string> = new Set([
  ...CHANNEL_PHRASES.map(([, channel]) => channel),
  ...TRAILING_CHANNEL_CODES.map(([, channel]) => channel),
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

/** Whole-word tokens that contain digits but are names (mobile networks, brands). */
const DIGIT_NAMES: ReadonlySet<string> = new Set(['O2', '3M', 'E4', 'M6', 'A1', 'B4', 'S4C']);

const STAR: Token = { kind: 'star' };
const CUT: Token = { kind: 'cut' };

const AMPERSAND = 0x26;
const STAR_CODE = 0x2a;

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** [A-Z0-9&]: the characters of a token (the text is upper case; anything else separates tokens). */
function isTokenChar(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || isDigit(code) || code === AMPERSAND;
}

function countDigits(text: string): number {
  let digits = 0;
  for (let i = 0; i < text.length; i++) if (isDigit(text.charCodeAt(i))) digits += 1;
  return digits;
}

/** A run of letters, digits and `&` (not empty, `&` trimmed from its ends). */
function classify(raw: string): Token | null {
  const digits = countDigits(raw);
  if (digits === 0 || DIGIT_NAMES.has(raw)) return { kind: 'word', value: raw };
  if (digits === raw.length) return raw.length >= 3 ? CUT : null;
  // Letters mixed with digits: a reference or store code, unless it is a short name-like token.
  return digits >= 2 || raw.length >= 5 ? CUT : null;
}

/** Splits the text into runs of [A-Z0-9&] and single `*`s, in one scan (no regex match objects per token). */
function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === STAR_CODE) {
      tokens.push(STAR);
      i += 1;
    } else if (isTokenChar(code)) {
      let end = i + 1;
      while (end < text.length && isTokenChar(text.charCodeAt(end))) end += 1;
      // `&` only joins words (`M&S`): trimmed from the ends, and a run of `&` alone is no token.
      let start = i;
      let stop = end;
      while (start < stop && text.charCodeAt(start) === AMPERSAND) start += 1;
      while (stop > start && text.charCodeAt(stop - 1) === AMPERSAND) stop -= 1;
      const token = start < stop ? classify(text.slice(start, stop)) : null;
      if (token) tokens.push(token);
      i = end;
    } else i += 1;
  }
  return tokens;
}

interface Phrase {
  words: readonly string[];
  /** Short codes (`DD`, `SO`, `CB`) only count at either end, where banks put them: inside a name they are words. */
  edgeOnly: boolean;
  /** Codes printed after the payee (TRAILING_CHANNEL_CODES) only count as the last word. */
  endOnly: boolean;
  channel: string | null;
}

function toPhrase(text: string, channel: string | null, endOnly = false): Phrase {
  const words = text.split(/[\s/-]+/).filter((word) => word.length > 0);
  const edgeOnly = words.length === 1 && text.length <= 3 && text !== 'POS' && text !== 'ATM';
  return { words, edgeOnly, endOnly, channel };
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
    ...TRAILING_CHANNEL_CODES.map(([text, channel]) => toPhrase(text, channel, true)),
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
  for (let offset = 0; offset < words.length; offset++)
    if (wordAt(tokens, index + offset) !== words[offset]) return false;
  return true;
}

function hasWord(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if ((tokens[i] as Token).kind === 'word') return true;
  return false;
}

/** The longest phrase at `index` (`kept`: the tokens kept before it, for short codes that only count at an end). */
function phraseAt(tokens: readonly Token[], index: number, kept: readonly Token[]): Phrase | undefined {
  const first = wordAt(tokens, index);
  const candidates = first === null ? undefined : PHRASES_BY_FIRST_WORD.get(first);
  if (candidates === undefined) return undefined;
  for (const candidate of candidates) {
    if (!matchesAt(tokens, index, candidate.words)) continue;
    const end = index + candidate.words.length;
    if (candidate.endOnly) {
      if (hasWord(kept, 0, kept.length) && !hasWord(tokens, end, tokens.length)) return candidate;
      continue;
    }
    if (!candidate.edgeOnly) return candidate;
    if (!hasWord(kept, 0, kept.length) || !hasWord(tokens, end, tokens.length)) return candidate;
  }
  return undefined;
}

/** Removes card boilerplate and channel phrases, collecting the channels. */
function removePhrases(tokens: Token[], channels: string[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  while (index < tokens.length) {
    const phrase = phraseAt(tokens, index, out);
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

interface Processor {
  words: readonly string[];
  canonical: string;
  starOnly: boolean;
}

/** Processors indexed by their first word, longest first. */
const PROCESSORS_BY_FIRST_WORD: ReadonlyMap<string, readonly Processor[]> = (() => {
  const index = new Map<string, Processor[]>();
  const processors = [...PROCESSOR_PREFIXES]
    .map(([text, canonical]) => ({ words: text.split(' '), canonical, starOnly: STAR_ONLY_PREFIXES.has(text) }))
    .sort((a, b) => b.words.length - a.words.length);
  for (const processor of processors) {
    const first = processor.words[0] as string;
    index.set(first, [...(index.get(first) ?? []), processor]);
  }
  return index;
})();

/** Drops a leading payment processor (`SQ *`, `PAYPAL *`, `AMZN MKTP US*`); returns its canonical name. */
function removeProcessor(tokens: Token[]): { tokens: Token[]; processor: string | null } {
  const start = tokens.findIndex((token) => token.kind !== 'cut');
  if (start < 0) return { tokens, processor: null };
  const first = wordAt(tokens, start);
  for (const processor of (first === null ? undefined : PROCESSORS_BY_FIRST_WORD.get(first)) ?? []) {
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

/** The words without repeats, in first-seen order (a row has a handful: a linear scan beats building a Set). */
function unique(words: readonly string[]): string[] {
  if (words.length > 16) return [...new Set(words)];
  const out: string[] = [];
  for (const word of words) if (!out.includes(word)) out.push(word);
  return out;
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
  const cleaned = removePhrases(
    payeeTokens.filter((token) => token.kind !== 'star'),
    channels,
  );
  // A US ACH entry (`ENTERGY ARKANSAS DES:ENTERGY ID:… INDN:… WEB`) is a debit the payee pulls: a bill, mostly.
  if (channels.length === 0 && raw.includes(' DES:')) channels.push('ach');
  const words = cutAfterPayee(cleaned).filter(
    (word) => !MONTH_WORDS.has(word) && !CODE_WORDS.has(word) && !COMPANY_FORMS.has(word),
  );
  const located = unique(stripLocation(words));
  const payee = stripTrailingGeneric(located);

  // A place after the payee marks a shop: evidence for the model, not part of the key.
  const inStore = located.length < unique(words).length;
  const modelWords = [...channels];
  if (inStore) modelWords.push('instore');
  if (processor === 'AMAZON') modelWords.push('amazon');
  for (const word of located) modelWords.push((STATEMENT_SHORTENINGS.get(word) ?? word).toLowerCase());
  let keyWords = payee.slice(0, MAX_KEY_WORDS);
  // Every cash withdrawal is one payee (the location is noise); an ATM fee or rebate keeps its own words.
  if (channels.includes('atm') && !payee.some((word) => ATM_CHARGE_WORDS.has(word))) keyWords = ['ATM'];
  else if (keyWords.length === 0 && processor) keyWords = [processor];
  else if (keyWords.length === 0) keyWords = channelWords(channels, CHANNEL_KEY_WORDS);
  const labelWords = channelWords(channels, CHANNEL_LABELS);
  if (processor === 'AMAZON' && !located.includes('AMAZON')) labelWords.push('AMAZON');
  for (const word of located) labelWords.push(word);
  return { merchantKey: keyWords.join(' '), text: unique(modelWords).join(' '), label: labelWords.join(' ') };
}

/** The channels' words in `table`, in order (channels without words there are left out). */
function channelWords(channels: readonly string[], table: Record<string, string>): string[] {
  const out: string[] = [];
  for (const channel of channels) {
    const words = table[channel];
    if (words !== undefined) out.push(words);
  }
  return out;
}
