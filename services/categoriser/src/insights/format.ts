/** How insights print their figures: money in the user's home currency, whole percents, calendar dates. */
import { formatMoney, fromMinorUnits, minorUnits, MONTH_NAMES, type CurrencyCode } from '@tracker/contracts';
import { amountShift } from '../model/amountScale';

/**
 * How an insight prints an amount given in the minor units of the user's home currency, and what a dollar's worth is
 * in them: the thresholds (a change worth a line is 25 of them, an outlier 25 or 50 above its usual) and the scores
 * count in dollars' worth, so a month's change of ¥2,500 is not news when one of £25 is.
 */
export interface Money {
  (minor: number): string;
  /** Minor units of the currency to a US dollar's worth, to the nearest power of two (amountScale.ts). */
  readonly dollar: number;
}

/**
 * The app's money format (contracts' formatMoney, en-US like the insights' words) in `currency`, from its ISO minor
 * units: 123456 -> "$1,234.56", "£1,234.56"; 1500 -> "¥1,500"; 12345 -> "BHD 12.345". Its `dollar` is 100 for
 * dollars, pounds and euros, 128 yen, 1,024 won, 25,600 forint fillér.
 */
export function moneyIn(currency: CurrencyCode): Money {
  const format = (minor: number) => formatMoney(fromMinorUnits(Math.round(minor), currency), { currency });
  return Object.assign(format, { dollar: 10 ** minorUnits(currency) * 2 ** amountShift(currency) });
}

export function formatPercent(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}

/** "2024-10" -> "October" or "October 2024". */
export function formatMonth(month: string, withYear: boolean): string {
  const [year, number] = month.split('-');
  const name = MONTH_NAMES[Number(number) - 1] ?? month;
  return withYear ? `${name} ${year}` : name;
}

/** "2024-10-03" -> "3 October". */
export function formatDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(day)} ${MONTH_NAMES[Number(month) - 1] ?? month}`;
}

/** An ISO date's midnight UTC in milliseconds (what daysBetween counts from). */
export function utcOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y as number, (m as number) - 1, d as number);
}

/** Whole days from one utcOf to another (b - a). */
export function daysFromUtc(a: number, b: number): number {
  return Math.round((b - a) / 86_400_000);
}

/** Whole days between two ISO dates (b - a). */
export function daysBetween(a: string, b: string): number {
  return daysFromUtc(utcOf(a), utcOf(b));
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** The last day of a month, as an ISO date. */
export function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}
