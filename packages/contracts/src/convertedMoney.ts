/**
 * A figure summed across accounts in several currencies, as the analytics send it (the dashboard's cards, monthly
 * and category spending): its total converted into the asked currency (the user's home currency) at each amount's
 * own date's rate, and what it is made of per original currency. When some rate is unknown (offline, a currency the
 * rate provider does not publish) the total is null — never a 1:1 sum — and the parts are what can be shown.
 */
import { z } from 'zod';
import { currencyCodeResponseSchema } from './homeCurrency';
import { moneyString, signedMoneyString } from './money';
import { formatMoney, type FormatMoneyOptions } from './moneyFormat';

/** Part of a figure in one currency, before conversion ("£42.60" of a total shown in dollars). */
export const moneyPartSchema = z.object({ currency: currencyCodeResponseSchema, amount: moneyString });
export type MoneyPart = z.infer<typeof moneyPartSchema>;

/** The fields of one converted figure (spread into a row's schema: a month, a category). */
export const convertedAmountFields = {
  /** The figure in the asked currency, 2 decimals; null when an amount's rate is unknown (see `parts`). */
  amount: signedMoneyString.nullable(),
  /** The figure per original currency: the asked currency first, then the others by code; none when it is 0. */
  parts: z.array(moneyPartSchema),
  /** Currencies with an amount whose date has no known rate into the asked currency (then `amount` is null). */
  missingRates: z.array(currencyCodeResponseSchema),
};

/** Currencies named in a sentence, in the order given: 'GBP', 'AUD and GBP', 'AUD, JPY and USD'. */
export function currencyList(currencies: readonly string[]): string {
  if (currencies.length <= 1) return currencies.join('');
  return `${currencies.slice(0, -1).join(', ')} and ${currencies.at(-1)}`;
}

/**
 * What a figure whose rate is unknown says beside its parts (the dashboard's cards, chart and budget rows, the
 * Wealth page's net worth), naming the currencies without a rate: 'Exchange rate unavailable for GBP: shown per
 * currency, not converted'. Without a currency to name (an older answer) it says so unnamed.
 */
export function rateUnavailableNote(missing: readonly string[]): string {
  const which = missing.length === 0 ? '' : ` for ${currencyList([...new Set(missing)])}`;
  return `Exchange rate unavailable${which}: shown per currency, not converted`;
}

/** A figure's parts, each in its own currency: '$25.00 + A$88.10 + £52.60'. */
export function formatMoneyParts(
  parts: readonly MoneyPart[],
  options: Pick<FormatMoneyOptions, 'locale'> = {},
): string {
  return parts.map((part) => formatMoney(part.amount, { ...options, currency: part.currency })).join(' + ');
}
