/**
 * Currencies: ISO 4217 codes, their minor units, integer minor-unit arithmetic and conversion at a rate.
 *
 * Amounts are stored as integers in the minor unit of their own currency (cents for USD, yen for JPY, fils for BHD)
 * and travel as decimal strings with exactly that many decimals. Conversion multiplies by an exact rational rate
 * (BigInt) and rounds once, half away from zero — the rounding of toDecimalString and of Intl.NumberFormat's
 * default, so a converted figure and its display never disagree.
 */
import { z } from 'zod';
import { toDecimalString } from './money';

/** Current ISO 4217 codes (ICU's list of currencies in use, without the IMF's XDR and the regional XSU). */
// biome-ignore format: a table of codes reads better in rows
export const CURRENCY_CODES = [
  'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BHD', 'BIF',
  'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'CNY', 'COP', 'CRC',
  'CUC', 'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL',
  'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD', 'HNL', 'HRK', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR',
  'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF', 'KPW', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR',
  'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR',
  'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR',
  'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SLL', 'SOS', 'SRD', 'SSP',
  'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'USD',
  'UYU', 'UZS', 'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XOF', 'XPF', 'YER', 'ZAR', 'ZMW', 'ZWG', 'ZWL',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** The currency of everything stored before currencies existed, and of a user who has not chosen one. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

const CODE_SET: ReadonlySet<string> = new Set(CURRENCY_CODES);

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CODE_SET.has(value);
}

/**
 * ISO 4217 minor units where they are not 2. ICU's display digits differ for a few (it shows HUF, IDR, COP and IQD
 * without decimals); a statement still carries ISO's, so amounts keep ISO's and are shown with them.
 */
// biome-ignore format: a table reads better in rows
const MINOR_UNITS: Readonly<Record<string, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, VND: 0, VUV: 0, XAF: 0,
  XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

/** Decimals of a currency's minor unit: JPY 0, USD 2, BHD 3. */
export function minorUnits(currency: CurrencyCode): number {
  return MINOR_UNITS[currency] ?? 2;
}

/** A request's or a stored document's currency: three letters, case-insensitive, one of CURRENCY_CODES. */
export const currencyCodeSchema = z
  .string({ error: 'Currency must be a 3-letter ISO 4217 code, e.g. GBP' })
  .transform((value) => value.trim().toUpperCase())
  .refine(isCurrencyCode, { message: 'Currency must be a 3-letter ISO 4217 code, e.g. GBP' })
  .transform((value) => value as CurrencyCode);

// ---------------------------------------------------------------- minor units

/** "12.345" in BHD -> 12345; 1500.4 in JPY -> 1500 (rounded half away from zero). Throws on a non-decimal. */
export function toMinorUnits(value: number | string, currency: CurrencyCode): number {
  const places = minorUnits(currency);
  const text = toDecimalString(value, places);
  if (text === null) throw new RangeError(`Not an amount: ${String(value)}`);
  const minor = Number(text.replace('.', ''));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: ${String(value)}`);
  return minor === 0 ? 0 : minor;
}

/** 12345 in BHD -> "12.345"; 1500 in JPY -> "1500"; -5 in USD -> "-0.05". */
export function fromMinorUnits(minor: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer: ${minor}`);
  const places = minorUnits(currency);
  const digits = String(Math.abs(minor)).padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places);
  const sign = minor < 0 ? '-' : '';
  return places === 0 ? `${sign}${int}` : `${sign}${int}.${digits.slice(-places)}`;
}

// ---------------------------------------------------------------- rates and conversion

/** An exact exchange rate: one unit of the source currency is `numerator / denominator` units of the target. */
export interface Rate {
  numerator: bigint;
  denominator: bigint;
}

const RATE_RE = /^(\d+)(?:\.(\d+))?$/;

/** "1.0856" -> 10856/10000. Throws on anything but a positive decimal. */
export function parseRate(text: string): Rate {
  const m = RATE_RE.exec(text.trim());
  if (!m) throw new RangeError(`Not a rate: ${text}`);
  const frac = m[2] ?? '';
  const rate = { numerator: BigInt(`${m[1]}${frac}`), denominator: 10n ** BigInt(frac.length) };
  if (rate.numerator === 0n) throw new RangeError(`A rate must be positive: ${text}`);
  return rate;
}

/**
 * The rate from `from` to `to` given both currencies' rates against one base (the ECB quotes units per euro):
 * 1 from = (baseToTo / baseToFrom) to. Exact: no division happens until the final rounding.
 */
export function crossRate(baseToFrom: Rate, baseToTo: Rate): Rate {
  return {
    numerator: baseToTo.numerator * baseToFrom.denominator,
    denominator: baseToTo.denominator * baseToFrom.numerator,
  };
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (2n * abs + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/**
 * Converts an amount in `from`'s minor units to `to`'s minor units at `rate` (1 from = rate to), exactly, rounding
 * once at the end, half away from zero: 100 JPY at 0.0067 USD is 67 cents, 1.000 BHD at 2.65 USD is 265 cents.
 */
export function convertMinorUnits(minor: number, from: CurrencyCode, to: CurrencyCode, rate: Rate | string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer: ${minor}`);
  const exact = typeof rate === 'string' ? parseRate(rate) : rate;
  const shift = minorUnits(to) - minorUnits(from);
  let numerator = BigInt(minor) * exact.numerator;
  let denominator = exact.denominator;
  if (shift > 0) numerator *= 10n ** BigInt(shift);
  if (shift < 0) denominator *= 10n ** BigInt(-shift);
  const result = Number(divideRounded(numerator, denominator));
  if (!Number.isSafeInteger(result)) throw new RangeError(`Converted amount too large: ${minor} ${from}`);
  return result === 0 ? 0 : result;
}

/**
 * Converts an amount kept in hundredths of its currency's unit (how transactions and balances are stored and sent,
 * for every currency) at `rate`, into hundredths of the target's unit: exact, rounded once, half away from zero.
 */
export function convertCents(cents: number, rate: Rate): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
  const result = Number(divideRounded(BigInt(cents) * rate.numerator, rate.denominator));
  if (!Number.isSafeInteger(result)) throw new RangeError(`Converted amount too large: ${cents}`);
  return result === 0 ? 0 : result;
}

/**
 * An amount in millionths of its unit (how wealth figures are counted) converted at `rate` and rounded once, half
 * away from zero, to the minor units of `to` (cents, yen, fils); the answer is in millionths again, for summing.
 */
export function convertMicros(micros: bigint, rate: Rate, to: CurrencyCode): bigint {
  const scale = 10n ** BigInt(6 - minorUnits(to));
  return divideRounded(micros * rate.numerator, rate.denominator * scale) * scale;
}
