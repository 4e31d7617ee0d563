/** Pass two: one record of the file -> a transaction row, or the reason it cannot be imported. */
import { amountFromNumber, parseAmount, type AmountResult } from './amounts';
import { classifyDate, excelSerialToYmd, formatYmd, resolveDate, type Ymd } from './dates';
import { indicatorOf, textOf, transactionTypeOf, type CellValue, type Layout, type SourceRecord } from './layout';

export interface ParsedRow {
  line: number;
  raw: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  /** Signed, in minor units (cents unless read with other places): negative is money out. */
  cents: number;
  category: string | null;
  transactionType: string | null;
  institution: string | null;
  /** The bank's own id of the row (OFX FITID, CAMT entry reference, MT940 reference) when the file gives one. */
  bankId?: string;
  /** The account's balance after this row, when the file has a balance column (signed like the amounts). */
  balanceCents?: number;
}

export type RowResult = { ok: true; row: ParsedRow } | { ok: false; line: number; raw: string; reason: string };

/** Longest description kept (the rest of a very long text is cut). */
export const MAX_DESCRIPTION_LENGTH = 500;

const quoted = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;

function readDate(
  cell: CellValue | undefined,
  layout: Layout,
): { ok: true; date: Ymd } | { ok: false; reason: string } {
  if (cell !== undefined && typeof cell === 'object') return { ok: true, date: cell.date };
  if (typeof cell === 'number') {
    // A number in the date column of a spreadsheet: an Excel serial date.
    const date = cell > 0 && cell < 200_000 ? excelSerialToYmd(cell, false) : null;
    return date ? { ok: true, date } : { ok: false, reason: `Date ${quoted(String(cell))} could not be read` };
  }
  const text = (cell ?? '').trim();
  if (text === '') return { ok: false, reason: 'Date is missing' };
  const classified = classifyDate(text);
  if (!classified) return { ok: false, reason: `Date ${quoted(text)} could not be read` };
  const date = resolveDate(classified, layout.dateOrder);
  if (!date) {
    const order = layout.dateOrder === 'dmy' ? 'day first' : 'month first';
    return {
      ok: false,
      reason:
        classified.kind === 'numeric'
          ? `Date ${quoted(text)} is not a valid date (this file's dates are read ${order})`
          : `Date ${quoted(text)} is not a valid date`,
    };
  }
  return { ok: true, date };
}

function amountOf(cell: CellValue | undefined, layout: Layout, places: number): AmountResult {
  if (typeof cell === 'number') return amountFromNumber(cell, places);
  if (cell !== undefined && typeof cell === 'object') return { ok: false, reason: 'unreadable' };
  return parseAmount(cell ?? '', layout.decimal, places);
}

function amountReason(
  result: Exclude<AmountResult, { ok: true }>,
  cell: CellValue | undefined,
  label = 'Amount',
): string {
  if (result.reason === 'missing') return `${label} is missing`;
  if (result.reason === 'too-large') return `${label} ${quoted(textOf(cell).trim())} is too large`;
  return `${label} ${quoted(textOf(cell).trim())} could not be read`;
}

function readCents(
  cells: readonly CellValue[],
  layout: Layout,
  places: number,
): { ok: true; cents: number } | { ok: false; reason: string } {
  const { columns } = layout;
  if (columns.amount !== undefined) {
    const cell = cells[columns.amount];
    const result = amountOf(cell, layout, places);
    if (!result.ok) return { ok: false, reason: amountReason(result, cell) };
    const { cents, marker } = result.amount;
    const direction = (columns.indicator !== undefined ? indicatorOf(cells[columns.indicator]) : undefined) ?? marker;
    if (direction === 'debit') return { ok: true, cents: -Math.abs(cents) };
    if (direction === 'credit') return { ok: true, cents: Math.abs(cents) };
    // A card export's charges are positive: a charge is money out.
    return { ok: true, cents: layout.sign === 'charges-positive' && cents !== 0 ? -cents : cents };
  }
  // Separate money-out and money-in columns; one of them holds the row's amount.
  const debitCell = columns.debit !== undefined ? cells[columns.debit] : undefined;
  const creditCell = columns.credit !== undefined ? cells[columns.credit] : undefined;
  const debit = columns.debit !== undefined ? amountOf(debitCell, layout, places) : null;
  const credit = columns.credit !== undefined ? amountOf(creditCell, layout, places) : null;
  if (debit && !debit.ok && debit.reason !== 'missing')
    return { ok: false, reason: amountReason(debit, debitCell, 'Debit') };
  if (credit && !credit.ok && credit.reason !== 'missing')
    return { ok: false, reason: amountReason(credit, creditCell, 'Credit') };
  const out = debit?.ok ? Math.abs(debit.amount.cents) : null;
  const inn = credit?.ok ? Math.abs(credit.amount.cents) : null;
  if (out === null && inn === null) return { ok: false, reason: 'Amount is missing' };
  if (out !== null && inn !== null && out !== 0 && inn !== 0) return { ok: true, cents: inn - out };
  if (out !== null && out !== 0) return { ok: true, cents: -out };
  return { ok: true, cents: inn ?? 0 };
}

/** A balance cell in minor units, signed as the amounts are (a card export's positive balance is owed); null if unread. */
function balanceOf(cell: CellValue | undefined, layout: Layout, places: number): number | null {
  const result = amountOf(cell, layout, places);
  if (!result.ok) return null;
  const { cents, marker } = result.amount;
  if (marker === 'debit') return -Math.abs(cents);
  if (marker === 'credit') return Math.abs(cents);
  return layout.sign === 'charges-positive' ? -cents : cents;
}

/** Whitespace that clean() would change: anything but a single inner space. */
const UNCLEAN_SPACE = /[^\S ]| {2}|^ | $/;
/** Text with runs of whitespace as one space and none at the ends (most cells already are: returned as they are). */
const clean = (text: string) => (UNCLEAN_SPACE.test(text) ? text.replace(/\s+/g, ' ').trim() : text);

/** The description followed by the rest of a split text (each part once, in the file's order). */
function withDetails(description: string, cells: readonly CellValue[], details: readonly number[]): string {
  let text = description;
  for (const index of details) {
    const part = clean(textOf(cells[index]));
    if (part === '' || text.toLowerCase().includes(part.toLowerCase())) continue;
    text = text === '' ? part : `${text} · ${part}`;
  }
  return text;
}

/** One record as a row, its amount in minor units at `places` decimals (its currency's: 2 unless said). */
export function readRow(record: SourceRecord, layout: Layout, places = 2): RowResult {
  const { cells, line, raw } = record;
  const { columns } = layout;
  const date = readDate(cells[columns.date], layout);
  if (!date.ok) return { ok: false, line, raw, reason: date.reason };
  const cents = readCents(cells, layout, places);
  if (!cents.ok) return { ok: false, line, raw, reason: cents.reason };
  let description = '';
  if (columns.payer !== undefined && columns.payee !== undefined) {
    description = clean(textOf(cells[cents.cents < 0 ? columns.payee : columns.payer]));
  }
  if (description === '') {
    for (const index of columns.description) {
      description = clean(textOf(cells[index]));
      if (description !== '') break;
    }
  }
  if (description === '' && columns.kindText !== undefined) description = clean(textOf(cells[columns.kindText]));
  if (columns.details !== undefined) description = withDetails(description, cells, columns.details);
  if (description === '') return { ok: false, line, raw, reason: 'Description is missing' };
  const category = columns.category !== undefined ? clean(textOf(cells[columns.category])).slice(0, 200) : '';
  const institution = columns.institution !== undefined ? clean(textOf(cells[columns.institution])).slice(0, 200) : '';
  const bankId = columns.bankId !== undefined ? textOf(cells[columns.bankId]).trim() : '';
  const row: ParsedRow = {
    line,
    raw,
    date: formatYmd(date.date),
    description: description.slice(0, MAX_DESCRIPTION_LENGTH),
    cents: cents.cents,
    category: category === '' ? null : category,
    transactionType: columns.type !== undefined ? (transactionTypeOf(cells[columns.type]) ?? null) : null,
    institution: institution === '' ? null : institution,
  };
  if (bankId !== '') row.bankId = bankId;
  const balance = columns.balance !== undefined ? balanceOf(cells[columns.balance], layout, places) : null;
  if (balance !== null) row.balanceCents = balance;
  return { ok: true, row };
}
