/**
 * Word lists the merchant normaliser strips or rewrites: card-purchase boilerplate, payment channels, payment
 * processors, locations and company suffixes, as they appear on US, UK, EU and AU bank statements. The lists are data
 * (`wordlists/lexicon.json`), read and checked at start-up: every entry upper case without diacritics (the normaliser
 * folds the input the same way), none twice. The brand aliases, which are patterns, stay here.
 */
import { z } from 'zod';
import { phrasePairs, readDataFile, statementWord, wordList } from '../wordlists/dataFile';

/** A model token a channel phrase stands for (`directdebit`, `payroll`…). */
const channelToken = z.string().regex(/^[a-z]+$/, 'must be a lower-case model token');

const lexiconSchema = z
  .object({
    CARD_NOISE_PHRASES: wordList,
    CHANNEL_PHRASES: phrasePairs(channelToken),
    TRAILING_CHANNEL_CODES: phrasePairs(channelToken),
    PROCESSOR_PREFIXES: phrasePairs(statementWord),
    STAR_ONLY_PREFIXES: wordList,
    COMPANY_FORMS: wordList,
    STATEMENT_SHORTENINGS: z.record(
      z.string().regex(/^[a-z]+$/, 'a whole word in lower case'),
      z.string().regex(/^[A-Z]+(?: [A-Z]+)*$/, 'shortenings in upper case, separated by spaces'),
    ),
    TRAILING_GENERIC_WORDS: wordList,
    COUNTRY_WORDS: wordList,
    REGION_CODES: wordList,
    CITY_NAMES: wordList,
    MONTH_WORDS: wordList,
    REFERENCE_LABELS: wordList,
    CODE_WORDS: wordList,
  })
  .strict();

const LEXICON = readDataFile('lexicon.json', lexiconSchema);

/** Card-purchase boilerplate: says how the card was used, never who was paid. Dropped everywhere. */
export const CARD_NOISE_PHRASES: readonly string[] = LEXICON.CARD_NOISE_PHRASES;

/**
 * Payment channels: how money moved (direct debit, standing order, transfer, payroll credit…). They carry signal for
 * the model (a direct debit is a bill, a bank giro credit is often pay) but they are not the payee, so the merchant
 * key drops them. Each phrase maps to one canonical model token.
 */
export const CHANNEL_PHRASES: ReadonlyArray<readonly [string, string]> = LEXICON.CHANNEL_PHRASES;

/**
 * Channel codes banks print after the payee only, never before it: Canadian pre-authorised payments and debits
 * (`BC HYDRO PAP`, `ROGERS WIRELESS PAD`). Elsewhere they are words (`PAD THAI`).
 */
export const TRAILING_CHANNEL_CODES: ReadonlyArray<readonly [string, string]> = LEXICON.TRAILING_CHANNEL_CODES;

/**
 * Payment processors and marketplaces that prefix the real merchant (`SQ *BLUE BOTTLE`, `PAYPAL *NETFLIX`). The
 * merchant after the prefix is the payee; when nothing follows, the processor's own name is (the canonical name).
 * Spelled as after MERCHANT_ALIASES (`AMZN` is already `AMAZON`); longest first, so `AMAZON MKTP US` wins.
 */
export const PROCESSOR_PREFIXES: ReadonlyArray<readonly [string, string]> = LEXICON.PROCESSOR_PREFIXES;

/** Prefixes that are processors only when a star (or underscore) follows them: plain words otherwise (`SP`, `GOOGLE`). */
export const STAR_ONLY_PREFIXES: ReadonlySet<string> = new Set(LEXICON.STAR_ONLY_PREFIXES);

/**
 * Brand spellings folded to one merchant key (statement truncations and house styles): pattern, replacement, and
 * text every match contains (a cheap check that skips the regex on rows that cannot match).
 */
export const MERCHANT_ALIASES: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/\b7[ -]?ELEVEN\b/g, 'SEVENELEVEN', 'ELEVEN'],
  [/\bWAL ?-?MART\b/g, 'WALMART', 'MART'],
  [/\bWM SUPERCENTER\b/g, 'WALMART', 'WM SUPERCENTER'],
  [/\bWHOLEFDS\b/g, 'WHOLE FOODS', 'WHOLEFDS'],
  [/\bAMZN\b/g, 'AMAZON', 'AMZN'],
  [/\bMCDONALD S\b/g, 'MCDONALDS', 'MCDONALD S'],
  [/\bSAINSBURY S\b/g, 'SAINSBURYS', 'SAINSBURY S'],
  [/\bS\/MKTS?\b/g, '', 'S/MKT'],
  [/\bSMKTS?\b/g, '', 'SMKT'],
  [/\bMARKS ?(?:&|AND) ?SPENCER\b/g, 'M&S', 'SPENCER'],
];

/** Company forms: `ACME LTD` and `ACME` are one payee, wherever the form stands. */
export const COMPANY_FORMS: ReadonlySet<string> = new Set(LEXICON.COMPANY_FORMS);

/**
 * Shortenings of the words that say what a business is, as card networks print them: a merchant's name field holds
 * 22 to 25 characters, so `GREENS SUPERMKT`, `OAKWOOD PHCY`, `GOLDEN DRAGON RSTRNT`, `EASTSIDE HDWE`, and names cut
 * mid-word (`MAIN ST HARDWAR`, `CASA MIA RESTAURA`). The model and the brand stage read the whole word (the place
 * words and the seed know `supermarket`, `pharmacy`, `restaurant`); the merchant key and the label keep the statement's
 * spelling. Only shortenings that mean one thing: not `REST` (a rest stop), `ST` (street or saint), `DR`, `CO`.
 */
export const STATEMENT_SHORTENINGS: ReadonlyMap<string, string> = new Map(
  Object.entries(LEXICON.STATEMENT_SHORTENINGS).flatMap(([word, shortenings]) =>
    shortenings.split(' ').map((shortening) => [shortening, word] as const),
  ),
);

/** Trailing store and web words: `TESCO STORES` and `TESCO` are one merchant. */
export const TRAILING_GENERIC_WORDS: ReadonlySet<string> = new Set(LEXICON.TRAILING_GENERIC_WORDS);

/** ISO country codes and names that banks append after the merchant. */
export const COUNTRY_WORDS: ReadonlySet<string> = new Set(LEXICON.COUNTRY_WORDS);

/** US state and Australian state codes, stripped only at the end of a descriptor. */
export const REGION_CODES: ReadonlySet<string> = new Set(LEXICON.REGION_CODES);

/** Cities that statements append (single or multi word). Stripped only at the end, with something left before. */
export const CITY_NAMES: readonly string[] = LEXICON.CITY_NAMES;

/** Month names and abbreviations (English, German, French, Spanish, Dutch) that only date a row. */
export const MONTH_WORDS: ReadonlySet<string> = new Set(LEXICON.MONTH_WORDS);

/** Labels whose value is a reference (`REF: AB12`, `ID:XXXXX45`, `TRACE#`…): label and value go. */
export const REFERENCE_LABELS: readonly string[] = LEXICON.REFERENCE_LABELS;

/** ACH trailers (`PPD`, `WEB`, `CCD`) and other code words that never name anyone. */
export const CODE_WORDS: ReadonlySet<string> = new Set(LEXICON.CODE_WORDS);
