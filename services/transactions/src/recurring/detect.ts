/**
 * Recurring series in a user's rows (product.md › Recurring charges): pure functions, no database. Rows of one
 * merchant, currency and direction form a series when there are at least RECURRING_MIN_OCCURRENCES of them, every
 * gap between two fits one cadence, and every amount lies within RECURRING_AMOUNT_TOLERANCE of the typical one.
 */
import { createHash } from 'node:crypto';
import {
  fromMinorUnits,
  RECURRING_AMOUNT_TOLERANCE,
  RECURRING_MIN_OCCURRENCES,
  type CurrencyCode,
  type RecurringCadence,
  type RecurringPriceChange,
} from '@tracker/contracts';

/** What detection reads of a row. */
export interface RecurringRow {
  date: string;
  /** The name shown for the row: a rule's display name, else the statement's text. */
  name: string;
  /** The categoriser's merchant key when known ('' or absent: worked out from the name). */
  merchant?: string;
  amountCents: number;
  isIncome: boolean;
  currency: CurrencyCode;
  category: string | null;
}

interface Cadence {
  /** Gaps (days) that count as this cadence. */
  min: number;
  max: number;
  /** Step to the next date. */
  step: { days: number } | { months: number };
  perYear: number;
  /** Days past the expected date before the charge counts as missed. */
  grace: number;
}

// biome-ignore format: a table reads better in rows
export const CADENCES: Readonly<Record<RecurringCadence, Cadence>> = {
  weekly:      { min: 6,   max: 8,   step: { days: 7 },    perYear: 52, grace: 3 },
  fortnightly: { min: 12,  max: 16,  step: { days: 14 },   perYear: 26, grace: 4 },
  monthly:     { min: 26,  max: 35,  step: { months: 1 },  perYear: 12, grace: 7 },
  quarterly:   { min: 85,  max: 97,  step: { months: 3 },  perYear: 4,  grace: 14 },
  yearly:      { min: 350, max: 380, step: { months: 12 }, perYear: 1,  grace: 30 },
};
/** A series whose expected date passed more than this many cadences ago has ended: not listed. */
const ENDED_AFTER_CYCLES = 3;
/** Price changes listed per series, the latest. */
const MAX_PRICE_CHANGES = 5;

export interface DetectedSeries {
  id: string;
  merchant: string;
  cadence: RecurringCadence;
  currency: CurrencyCode;
  isIncome: boolean;
  category: string | null;
  occurrences: number;
  typicalAmount: string;
  lastAmount: string;
  lastDate: string;
  nextDate: string;
  yearlyCost: string;
  priceChanges: RecurringPriceChange[];
  missedDate: string | null;
}

/** Words of a statement line that never name the merchant. */
const NOISE = new Set([
  'www',
  'com',
  'net',
  'org',
  'pos',
  'card',
  'debit',
  'purchase',
  'payment',
  'ach',
  'the',
  'inc',
  'ltd',
]);

/** 'NETFLIX.COM 8845 CA' and 'Netflix.com 1203 CA' are one merchant: the first two words of three letters or more. */
export function merchantKeyOf(row: Pick<RecurringRow, 'name' | 'merchant'>): string {
  if (row.merchant) return row.merchant;
  const words = row.name.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  return words
    .filter((word) => !NOISE.has(word))
    .slice(0, 2)
    .join(' ');
}

/** The series' name: the last row's, without its reference numbers ('NETFLIX.COM 8845 CA' -> 'NETFLIX.COM CA'). */
export function shownName(name: string): string {
  const words = name.trim().split(/\s+/);
  const kept = words.filter((word) => !/\d/.test(word));
  return kept.length > 0 ? kept.join(' ') : name.trim();
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The date `months` after `date`, on the same day of the month (or the month's last day). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

export function nextDateAfter(date: string, cadence: RecurringCadence): string {
  const { step } = CADENCES[cadence];
  return 'days' in step ? isoOf(dayNumber(date) + step.days) : addMonths(date, step.months);
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
};

/** The cadence every gap fits, or null (an irregular series). */
export function cadenceOf(dates: readonly string[]): RecurringCadence | null {
  const gaps: number[] = [];
  for (let i = 1; i < dates.length; i++) gaps.push(dayNumber(dates[i] as string) - dayNumber(dates[i - 1] as string));
  if (gaps.length === 0) return null;
  for (const [name, cadence] of Object.entries(CADENCES) as Array<[RecurringCadence, Cadence]>) {
    if (gaps.every((gap) => gap >= cadence.min && gap <= cadence.max)) return name;
  }
  return null;
}

function priceChanges(rows: readonly RecurringRow[], currency: CurrencyCode): RecurringPriceChange[] {
  const changes: RecurringPriceChange[] = [];
  for (let i = 1; i < rows.length; i++) {
    const before = rows[i - 1] as RecurringRow;
    const now = rows[i] as RecurringRow;
    if (now.amountCents !== before.amountCents)
      changes.push({
        date: now.date,
        from: fromMinorUnits(before.amountCents, currency),
        to: fromMinorUnits(now.amountCents, currency),
      });
  }
  return changes.slice(-MAX_PRICE_CHANGES);
}

/** A series from one merchant's rows (oldest first), or null when they are not one. */
function seriesOf(key: string, rows: readonly RecurringRow[], today: string): DetectedSeries | null {
  if (rows.length < RECURRING_MIN_OCCURRENCES) return null;
  const cadence = cadenceOf(rows.map((row) => row.date));
  if (cadence === null) return null;
  const typical = median(rows.map((row) => row.amountCents));
  const tolerance = typical * RECURRING_AMOUNT_TOLERANCE;
  if (rows.some((row) => Math.abs(row.amountCents - typical) > tolerance)) return null;
  const last = rows[rows.length - 1] as RecurringRow;
  const { currency } = last;
  const nextDate = nextDateAfter(last.date, cadence);
  const { grace, perYear, max } = CADENCES[cadence];
  const overdue = dayNumber(today) - dayNumber(nextDate);
  if (overdue > ENDED_AFTER_CYCLES * max) return null;
  return {
    id: createHash('sha1').update(key).digest('hex').slice(0, 20),
    merchant: shownName(last.name),
    cadence,
    currency,
    isIncome: last.isIncome,
    category: last.category,
    occurrences: rows.length,
    typicalAmount: fromMinorUnits(typical, currency),
    lastAmount: fromMinorUnits(last.amountCents, currency),
    lastDate: last.date,
    nextDate,
    yearlyCost: fromMinorUnits(last.amountCents * perYear, currency),
    priceChanges: priceChanges(rows, currency),
    missedDate: overdue > grace ? nextDate : null,
  };
}

/** Every series in the rows (any order), soonest next date first. */
export function detectRecurring(rows: readonly RecurringRow[], today: string): DetectedSeries[] {
  const groups = new Map<string, RecurringRow[]>();
  for (const row of rows) {
    const merchant = merchantKeyOf(row);
    if (merchant === '') continue;
    const key = `${row.isIncome ? 'in' : 'out'}|${row.currency}|${merchant}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }
  const found: DetectedSeries[] = [];
  for (const [key, group] of groups) {
    group.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const series = seriesOf(key, group, today);
    if (series !== null) found.push(series);
  }
  return found.sort((a, b) => (a.nextDate < b.nextDate ? -1 : a.nextDate > b.nextDate ? 1 : 0));
}
