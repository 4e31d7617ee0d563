/**
 * Exact decimal handling for the API edge. Money travels as decimal strings ("12.50"); services store integer
 * minor units. Rounding is done on the decimal digits (half away from zero), never on binary floats, so
 * 1.005 becomes "1.01" (Number.prototype.toFixed would give "1.00").
 */
import { z } from 'zod';

/** Largest absolute value accepted anywhere as an amount (keeps cents and micro-units safe integers). */
export const MAX_ABS_AMOUNT = 1_000_000_000;

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?$/;

interface Decimal {
  negative: boolean;
  int: string;
  frac: string;
}

function parseDecimalString(input: string): Decimal | null {
  const m = DECIMAL_RE.exec(input.trim());
  if (!m) return null;
  const int = m[2] ?? '';
  const frac = m[3] ?? '';
  if (int === '' && frac === '') return null;
  return { negative: m[1] === '-', int: int.replace(/^0+(?=\d)/, '') || '0', frac };
}

function numberToDecimal(value: number): Decimal | null {
  if (!Number.isFinite(value)) return null;
  const abs = Math.abs(value);
  // String(n) is the shortest round-trip form (what the user typed, for typed values).
  // Tiny values print in exponent form; 20 fixed digits is beyond any precision used here.
  const text = abs !== 0 && abs < 1e-6 ? abs.toFixed(20) : String(abs);
  if (/e/i.test(text)) return null; // >= 1e21: far beyond MAX_ABS_AMOUNT anyway
  const parsed = parseDecimalString(text);
  return parsed && { ...parsed, negative: value < 0 };
}

function toDecimal(value: number | string): Decimal | null {
  return typeof value === 'number' ? numberToDecimal(value) : parseDecimalString(value);
}

/** Adds one unit in the last place to a string of digits. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  let i = out.length - 1;
  for (; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      break;
    }
  }
  return i < 0 ? `1${out.join('')}` : out.join('');
}

function roundDecimal(d: Decimal, places: number): Decimal {
  if (d.frac.length <= places) return { ...d, frac: d.frac.padEnd(places, '0') };
  const roundUp = Number(d.frac[places]) >= 5;
  let digits = d.int + d.frac.slice(0, places);
  if (roundUp) digits = incrementDigits(digits);
  const intLen = digits.length - places;
  return {
    negative: d.negative,
    int: digits.slice(0, intLen).replace(/^0+(?=\d)/, '') || '0',
    frac: digits.slice(intLen),
  };
}

function format(d: Decimal, places: number, trimZeros: boolean): string {
  const frac = trimZeros ? d.frac.replace(/0+$/, '') : d.frac;
  const isZero = /^0*$/.test(d.int) && /^0*$/.test(frac);
  const sign = d.negative && !isZero ? '-' : '';
  return places > 0 && frac !== '' ? `${sign}${d.int}.${frac}` : `${sign}${d.int}`;
}

/**
 * Rounds a number or decimal string to `places` decimals (half away from zero).
 * Returns null for anything that is not a finite decimal (including '', 'abc', NaN, exponent strings).
 * With trimZeros the result drops trailing zeros ("1.5"), otherwise it keeps exactly `places` decimals.
 */
export function toDecimalString(value: number | string, places: number, trimZeros = false): string | null {
  const d = toDecimal(value);
  if (!d) return null;
  return format(roundDecimal(d, places), places, trimZeros);
}

/** "12.5" | 12.5 -> "12.50"; null when not a finite decimal. */
export function toMoneyString(value: number | string): string | null {
  return toDecimalString(value, 2);
}

/** "12.50" -> 1250 (integer cents). Throws on input that is not a decimal. */
export function moneyToCents(value: number | string): number {
  const money = toMoneyString(value);
  if (money === null) throw new RangeError(`Not a money amount: ${String(value)}`);
  const negative = money.startsWith('-');
  const [int = '0', frac = '00'] = money.replace('-', '').split('.');
  const cents = Number(int) * 100 + Number(frac);
  return negative ? -cents : cents;
}

/** 1250 -> "12.50". */
export function centsToMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- schemas

/**
 * A money amount as the API returns it: non-negative, with its currency's ISO minor units of decimals ("12.50" in
 * USD, "1500" in JPY, "12.345" in BHD; see fromMinorUnits).
 */
export const moneyString = z
  .string()
  .regex(/^\d+(?:\.\d{2,3})?$/, 'Amount must be a decimal string with its currency\'s decimals, e.g. "12.50"');
/** A signed money amount as the API returns it ("-40.00", "-1500", "-12.345"), e.g. an account balance. */
export const signedMoneyString = z
  .string()
  .regex(/^-?\d+(?:\.\d{2,3})?$/, 'Amount must be a decimal string with its currency\'s decimals, e.g. "-12.50"');
/** A decimal as the API returns it for wealth figures: up to 6 decimals ("0.000125", "1500"). */
export const decimalString = z
  .string()
  .regex(/^-?\d+(\.\d{1,6})?$/, 'Value must be a decimal string with at most 6 decimals');

export interface DecimalInputOptions {
  places: number;
  trimZeros?: boolean;
  /** Message for a non-numeric value (and for a missing or blank one unless `required` is given). */
  invalid: string;
  /** Message for a missing, null or blank value. */
  required?: string;
  /** Inclusive lower bound checked on the rounded value. */
  min?: { value: number; message: string; exclusive?: boolean };
}

/**
 * A request amount: accepts a number or a numeric string (form inputs), outputs the rounded decimal string the
 * services convert to integer units. Values beyond MAX_ABS_AMOUNT are rejected.
 */
export function decimalInput(options: DecimalInputOptions) {
  const { places, trimZeros = false, invalid, required = invalid, min } = options;
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input == null ? required : invalid) })
    .transform((value, ctx): string => {
      const text = toDecimalString(value, places, trimZeros);
      if (text === null) {
        const blank = typeof value === 'string' && value.trim() === '';
        ctx.issues.push({ code: 'custom', message: blank ? required : invalid, input: value });
        return z.NEVER;
      }
      const n = Number(text);
      if (min && (min.exclusive ? n <= min.value : n < min.value)) {
        ctx.issues.push({ code: 'custom', message: min.message, input: value });
        return z.NEVER;
      }
      if (Math.abs(n) > MAX_ABS_AMOUNT) {
        ctx.issues.push({ code: 'custom', message: `Amount must not exceed ${MAX_ABS_AMOUNT}`, input: value });
        return z.NEVER;
      }
      return text;
    });
}
