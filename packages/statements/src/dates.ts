/**
 * Dates of bank exports: ISO (2024-01-31, 2024/01/31, 20240131), numeric day-first or month-first (31/01/2024,
 * 01/31/24, 31.01.2024), and month names (31 Jan 2024, Jan 31, 2024, 31-January-24), with or without a time.
 * Whether 01/02/2024 is 1 February or January 2 is decided once per file from its values (`DateOrder`), never
 * guessed per row; a date that cannot be read is an error, never today's date.
 */
export type DateOrder = 'dmy' | 'mdy';

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

/** A date as written: unambiguous, or numeric with day and month in an order the file decides. */
export type ClassifiedDate = { kind: 'ymd'; date: Ymd } | { kind: 'numeric'; first: number; second: number; y: number };

const MONTHS: Record<string, number> = {};
const MONTH_NAMES: Array<[number, string[]]> = [
  [1, ['jan', 'january', 'januar', 'janv', 'janvier', 'ene', 'enero']],
  [2, ['feb', 'february', 'februar', 'fev', 'févr', 'fevr', 'février', 'fevrier', 'febrero']],
  [3, ['mar', 'march', 'märz', 'maerz', 'mär', 'mars', 'marzo']],
  [4, ['apr', 'april', 'avr', 'avril', 'abr', 'abril']],
  [5, ['may', 'mai', 'mayo']],
  [6, ['jun', 'june', 'juni', 'juin', 'junio']],
  [7, ['jul', 'july', 'juli', 'juil', 'juillet', 'julio']],
  [8, ['aug', 'august', 'août', 'aout', 'ago', 'agosto']],
  [9, ['sep', 'sept', 'september', 'septembre', 'septiembre', 'set']],
  [10, ['oct', 'october', 'okt', 'oktober', 'octobre', 'octubre']],
  [11, ['nov', 'november', 'novembre', 'noviembre']],
  [12, ['dec', 'december', 'dez', 'dezember', 'déc', 'décembre', 'decembre', 'dic', 'diciembre']],
];
for (const [month, names] of MONTH_NAMES) for (const name of names) MONTHS[name] = month;

const AS_OF_SUFFIX = /\s+as of\s+\S+$/i;
const TIME_SUFFIX = /[ T]+\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:[ap]\.?m\.?)?\s*(?:z|utc|gmt|[+-]\d{2}:?\d{2})?$/i;
const WEEKDAY_PREFIX = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+/i;
const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const NUMERIC = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/;
const DAY_MONTH_NAME = /^(\d{1,2})(?:st|nd|rd|th)?[\s\-/.]*([\p{L}]{3,}\.?)[\s\-/.,]*(\d{4}|\d{2})$/u;
const MONTH_NAME_DAY = /^([\p{L}]{3,}\.?)[\s\-/.]*(\d{1,2})(?:st|nd|rd|th)?,?[\s\-/.]*(\d{4}|\d{2})$/u;

function fullYear(text: string): number {
  const n = Number(text);
  if (text.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

function monthNumber(name: string): number | undefined {
  return MONTHS[name.toLowerCase().replace(/\.$/, '')];
}

export function isValidYmd({ y, m, d }: Ymd): boolean {
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1) return false;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[m - 1];
}

export function formatYmd({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** What a date cell says, before the file's day/month order is applied; null when it is no date at all. */
export function classifyDate(input: string): ClassifiedDate | null {
  // Most exports write plain ISO dates, which the clean-up below would leave as they are: read them at once.
  const plain = ISO.exec(input);
  if (plain) return { kind: 'ymd', date: { y: Number(plain[1]), m: Number(plain[2]), d: Number(plain[3]) } };
  let text = input
    .trim()
    .replace(/^["']|["']$/g, '')
    .trim();
  if (text === '') return null;
  // Schwab's '11/16/2026 as of 11/15/2026': the posting date, then the day the entry applies to.
  text = text.replace(AS_OF_SUFFIX, '').replace(TIME_SUFFIX, '').replace(WEEKDAY_PREFIX, '').trim();
  let m = ISO.exec(text) ?? COMPACT.exec(text);
  if (m) return { kind: 'ymd', date: { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) } };
  m = NUMERIC.exec(text);
  if (m) return { kind: 'numeric', first: Number(m[1]), second: Number(m[2]), y: fullYear(m[3]) };
  m = DAY_MONTH_NAME.exec(text);
  if (m) {
    const month = monthNumber(m[2]);
    if (month !== undefined) return { kind: 'ymd', date: { y: fullYear(m[3]), m: month, d: Number(m[1]) } };
  }
  m = MONTH_NAME_DAY.exec(text);
  if (m) {
    const month = monthNumber(m[1]);
    if (month !== undefined) return { kind: 'ymd', date: { y: fullYear(m[3]), m: month, d: Number(m[2]) } };
  }
  return null;
}

/** Which order a numeric date allows: only day-first, only month-first, both, or neither. */
export function orderVote(c: ClassifiedDate): DateOrder | 'both' | 'neither' {
  if (c.kind !== 'numeric') return 'both';
  const dmy = isValidYmd({ y: c.y, m: c.second, d: c.first });
  const mdy = isValidYmd({ y: c.y, m: c.first, d: c.second });
  if (dmy && mdy) return 'both';
  if (dmy) return 'dmy';
  if (mdy) return 'mdy';
  return 'neither';
}

/** The calendar date under the file's order, or null when it is not a valid date. */
export function resolveDate(c: ClassifiedDate, order: DateOrder): Ymd | null {
  const date: Ymd =
    c.kind === 'ymd'
      ? c.date
      : order === 'dmy'
        ? { y: c.y, m: c.second, d: c.first }
        : { y: c.y, m: c.first, d: c.second };
  return isValidYmd(date) ? date : null;
}

/** Days since 1970-01-01 (for the order heuristics). */
export function dayNumber({ y, m, d }: Ymd): number {
  return Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** An Excel serial date (1900 or 1904 system) as a calendar date. */
export function excelSerialToYmd(serial: number, date1904: boolean): Ymd | null {
  if (!Number.isFinite(serial)) return null;
  let days = Math.floor(serial);
  if (date1904) days += 1462;
  // Excel's 1900 system counts a 29 February 1900 that never was.
  if (days < 61) days += 1;
  const ms = Date.UTC(1899, 11, 30) + days * 86_400_000;
  const dt = new Date(ms);
  const ymd = { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() };
  return isValidYmd(ymd) ? ymd : null;
}
