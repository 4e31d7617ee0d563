/**
 * The app's one money formatter, for every area: Intl.NumberFormat in the amount's own currency and the reader's
 * locale ('$1,234.56', '£42.60', 'A$88.10', '1.234,50 €'). The amount is first rounded on its decimal digits
 * (toDecimalString), then handed to Intl as a decimal string, so no binary float ever decides a minor unit.
 */
import { WEALTH_INTERNAL_PRECISION } from './constants';
import { CURRENCY_CODES, DEFAULT_CURRENCY, minorUnits, type CurrencyCode } from './currency';
import { toDecimalString } from './money';

/** The locale amounts are shown in when the caller names none. */
export const DEFAULT_LOCALE = 'en-US';

export interface FormatMoneyOptions {
  /** '+' before a positive amount (income); a negative amount always shows '-'. */
  sign?: 'auto' | 'always';
  /** Decimals shown; the currency's minor units unless said (chart axes show 0). */
  places?: number;
  /**
   * Shows the amount's own decimals beyond `places`, up to this many (a unit price: £0.7216, not £0.72); trailing
   * zeros beyond `places` are dropped.
   */
  maxPlaces?: number;
  /** The amount's currency; USD unless said. */
  currency?: CurrencyCode;
  /** The reader's locale (separators, symbol position); en-US unless said. */
  locale?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: CurrencyCode, places: number, sign: 'auto' | 'always') {
  const key = `${locale}|${currency}|${places}|${sign}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      signDisplay: sign === 'always' ? 'exceptZero' : 'auto',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount (a decimal string from the API, or a number) in its currency. What is not a number counts
 * as 0 (see docs/product.md, the upload rules).
 */
export function formatMoney(value: number | string | null | undefined, options: FormatMoneyOptions = {}): string {
  const { sign = 'auto', currency = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE } = options;
  const least = options.places ?? minorUnits(currency);
  const places = Math.max(least, decimalsOf(value, options.maxPlaces ?? least));
  const text = value === null || value === undefined ? null : toDecimalString(value, places);
  const fixed = text ?? '0';
  // Intl formats a decimal string exactly (no float in between); TypeScript's lib types take numbers only.
  return formatterFor(locale, currency, places, sign).format(fixed as unknown as number);
}

/** How many decimals an amount has once rounded to `max` (trailing zeros dropped); 0 for what is not a number. */
function decimalsOf(value: number | string | null | undefined, max: number): number {
  if (value === null || value === undefined || max <= 0) return 0;
  const fraction = toDecimalString(value, max, true)?.split('.')[1];
  return fraction?.length ?? 0;
}

/**
 * A unit price (a share's, a coin's): with the decimals its price has, up to the 6 prices are kept to, and at least
 * its currency's minor units (£0.7216 for a London share quoted at 72.16p, $212.49, ¥1,500). Totals use formatMoney.
 */
export function formatUnitPrice(
  value: number | string | null | undefined,
  options: Pick<FormatMoneyOptions, 'currency' | 'locale'> = {},
): string {
  return formatMoney(value, { ...options, maxPlaces: WEALTH_INTERNAL_PRECISION });
}

/** A transaction amount: '+$4,100.00' for income, '-£12.50' otherwise, in the row's currency. */
export function formatSignedAmount(
  transaction: { amount: string; isIncome: boolean; currency?: CurrencyCode },
  options: Omit<FormatMoneyOptions, 'sign' | 'currency'> = {},
): string {
  const body = formatMoney(transaction.amount.replace(/^-/, ''), { ...options, currency: transaction.currency });
  return `${transaction.isIncome ? '+' : '-'}${body}`;
}

const optionsByLocale = new Map<string, ReadonlyArray<{ value: CurrencyCode; label: string }>>();

/** Every currency as "GBP — British Pound" in the reader's language (the code alone where Intl has no name). */
export function currencyOptions(locale: string): ReadonlyArray<{ value: CurrencyCode; label: string }> {
  // One list per locale for the page's life: every currency picker asks for it at each render.
  const cached = optionsByLocale.get(locale);
  if (cached !== undefined) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, DEFAULT_LOCALE], { type: 'currency' });
  } catch {
    names = null;
  }
  const options = CURRENCY_CODES.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
  optionsByLocale.set(locale, options);
  return options;
}
