/**
 * Amounts of bank exports: signs before or after the number (-12.50, 12.50-, +12.50), parentheses for negatives,
 * currency symbols and codes ($, €, £, USD…), thousands separators (1,234.56 / 1.234,56 / 1 234,56 / 1'234.56),
 * decimal commas, and CR / DR markers. Whether ',' or '.' is the decimal mark is decided once per file from its
 * values (`DecimalMark`). Amounts become exact integers in the minor unit of their currency (never a binary float):
 * hundredths (cents) unless read with other `places` (0 for yen, 3 for dinars), rounded half away from zero.
 */
import { MAX_ABS_AMOUNT, toDecimalString } from '@tracker/contracts';

export type DecimalMark = ',' | '.';

export type Direction = 'debit' | 'credit';

export interface ParsedAmount {
  /** Signed, in minor units (cents unless read with other places): negative is money out. */
  cents: number;
  /** A CR / DR marker written next to the number, if any. */
  marker?: Direction;
}

export type AmountResult =
  | { ok: true; amount: ParsedAmount }
  | { ok: false; reason: 'missing' | 'unreadable' | 'too-large' };

const CURRENCY_SYMBOLS = /[$€£¥₹₩₽¢₺₪₫₱฿₴₦]/g;
const CURRENCY_CODES =
  /(?<![a-z])(?:usd|eur|gbp|cad|aud|nzd|chf|jpy|inr|sek|nok|dkk|pln|czk|huf|zar|mxn|brl|sgd|hkd|cny|rub|try|ils)(?![a-z])/gi;
const DOLLAR_PREFIXES = /(?<![a-z])(?:us|a|c|nz|hk|s|r)\$/gi;
const MARKER = /(?<![a-z])(cr|dr|credit|debit)(?![a-z])\.?/i;
const SPACES = /[\s\u00a0\u2007\u2009\u202f]/g;
const APOSTROPHES = /['’]/g;

/** A bare number with an optional leading minus (most exports), which strip() would only take the sign off. */
const BARE_NUMBER = /^(-?)(\d[\d.,]*)$/;

/** The number part of an amount with its sign and marker taken off; null when no digits remain. */
function strip(input: string): { body: string; negative: boolean; marker?: Direction } | null {
  const bare = BARE_NUMBER.exec(input);
  if (bare) return { body: bare[2], negative: bare[1] === '-', marker: undefined };
  let text = input.trim();
  if (text === '') return null;
  let marker: Direction | undefined;
  const mark = MARKER.exec(text);
  if (mark) {
    marker = mark[1].toLowerCase().startsWith('c') ? 'credit' : 'debit';
    text = text.replace(MARKER, ' ');
  }
  text = text
    .replace(DOLLAR_PREFIXES, '$')
    .replace(CURRENCY_CODES, ' ')
    .replace(CURRENCY_SYMBOLS, ' ')
    .replace(/\u2212/g, '-');
  text = text.replace(SPACES, '');
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  } else if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  } else if (text.endsWith('+')) {
    text = text.slice(0, -1);
  }
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = !negative;
    text = text.slice(1, -1);
  }
  text = text.replace(APOSTROPHES, '');
  if (!/\d/.test(text)) return null;
  return { body: text, negative, marker };
}

/**
 * Which decimal mark a value shows: ',' or '.' when only that reading makes sense (1.234,56 / 12,5 / 1,234.56 /
 * 12.50), null when either would (1,234 / 1.234 / 12).
 */
export function decimalVote(input: string): DecimalMark | null {
  const s = strip(input);
  if (!s) return null;
  const body = s.body;
  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) return lastComma > lastDot ? ',' : '.';
  const mark = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (mark === null) return null;
  // 1.234.567: repeated marks are thousands separators, so the decimal mark is the other one.
  if (body.indexOf(mark) !== body.lastIndexOf(mark)) return mark === ',' ? '.' : ',';
  const decimals = body.length - body.lastIndexOf(mark) - 1;
  // 24500.000 (SEB writes three decimals): a thousands separator would follow at most three digits.
  if (decimals === 3) return /\d{4}$/.test(body.slice(0, body.lastIndexOf(mark))) ? mark : null;
  return mark;
}

/** Plain amounts (-12.5, 1234.56, 7): most rows of most files, read without the general path. */
const PLAIN_DOT = /^(-?)(\d{1,10})(?:\.(\d{1,3}))?$/;
const PLAIN_COMMA = /^(-?)(\d{1,10})(?:,(\d{1,3}))?$/;

/** A decimal ("-12.345") as signed minor units at `places` decimals, rounded once; null when not a number. */
function toMinor(value: string | number, places: number): { minor: number; tooLarge: boolean } | null {
  const rounded = toDecimalString(value, places);
  if (rounded === null) return null;
  const minor = Number(rounded.replace('.', ''));
  return { minor: minor === 0 ? 0 : minor, tooLarge: Math.abs(Number(rounded)) > MAX_ABS_AMOUNT };
}

/** Reads an amount with the file's decimal mark, in minor units at `places` decimals (2 unless said). */
export function parseAmount(input: string, decimal: DecimalMark, places = 2): AmountResult {
  const plain = (decimal === '.' ? PLAIN_DOT : PLAIN_COMMA).exec(input);
  if (plain && (plain[3] ?? '').length <= places) {
    const minor = Number(plain[2]) * 10 ** places + Number((plain[3] ?? '').padEnd(places, '0'));
    if (minor <= MAX_ABS_AMOUNT * 10 ** places)
      return { ok: true, amount: { cents: plain[1] === '-' && minor !== 0 ? -minor : minor } };
  }
  const s = strip(input);
  if (!s)
    return input.trim() === '' || /^[-–—]+$/.test(input.trim())
      ? { ok: false, reason: 'missing' }
      : { ok: false, reason: 'unreadable' };
  const thousands = decimal === ',' ? '.' : ',';
  let body = s.body.split(thousands).join('');
  if (decimal === ',') body = body.replace(',', '.');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(body)) return { ok: false, reason: 'unreadable' };
  const read = toMinor(body, places);
  if (read === null) return { ok: false, reason: 'unreadable' };
  if (read.tooLarge) return { ok: false, reason: 'too-large' };
  const amount: ParsedAmount = { cents: s.negative && read.minor !== 0 ? -read.minor : read.minor };
  if (s.marker) amount.marker = s.marker;
  return { ok: true, amount };
}

/** An amount from a spreadsheet number cell, in minor units at `places` decimals (2 unless said). */
export function amountFromNumber(value: number, places = 2): AmountResult {
  const read = toMinor(value, places);
  if (read === null) return { ok: false, reason: 'unreadable' };
  if (read.tooLarge) return { ok: false, reason: 'too-large' };
  return { ok: true, amount: { cents: read.minor } };
}

/**
 * A money or quantity text as a plain decimal ("$1,234.50" -> "1234.50", "(12)" -> "-12", "€ 1.234,5" with ','
 * -> "1234.5"), keeping every decimal place (prices and quantities have more than cents); null when it is not a
 * number. Thousands separators must group by three, so "12,5" is not read as 125 when '.' is the decimal mark.
 */
export function cleanDecimal(input: string, decimal: DecimalMark = '.'): string | null {
  const s = strip(input);
  if (!s || s.marker) return null;
  const thousands = decimal === ',' ? '\\.' : ',';
  const mark = decimal === ',' ? ',' : '\\.';
  const shape = new RegExp(`^(\\d{1,3}(${thousands}\\d{3})+|\\d+)?(${mark}\\d+)?$`);
  if (!shape.test(s.body) || !/\d/.test(s.body)) return null;
  let body = s.body.split(decimal === ',' ? '.' : ',').join('');
  if (decimal === ',') body = body.replace(',', '.');
  if (body.startsWith('.')) body = `0${body}`;
  return s.negative && /[1-9]/.test(body) ? `-${body}` : body;
}
