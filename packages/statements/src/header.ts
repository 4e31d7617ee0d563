/**
 * Finding the header row below any preamble and each column's role from its name (or, for a file without a header,
 * from the first data row's values); the delimiter of a CSV sample.
 */
import { parseCsv } from './csv';
import { isBlank, normaliseHeader, type CellValue, type SourceRecord } from './cells';
import { looksLikeAmount, looksLikeDate } from './content';
import type { Columns } from './layoutTypes';
import {
  AMBIGUOUS_AMOUNT_HEADERS,
  AMOUNT_RULES,
  BALANCE_RULES,
  CATEGORY_RULES,
  CREDIT_RULES,
  CURRENCY_RULES,
  DATE_RULES,
  DEBIT_RULES,
  DESCRIPTION_RANKS,
  INDICATOR_HEADERS,
  INSTITUTION_RULES,
  PAYEE_HEADERS,
  PAYER_HEADERS,
  TYPE_HEADERS,
  type Rule,
} from './vocabulary';

/** The header must be among the first records (preamble lines: bank name, account number, period…). */
export const HEADER_SEARCH_RECORDS = 50;

function firstMatch(headers: string[], rules: Rule[], taken: Set<number>): number | undefined {
  for (const rule of rules) {
    const index = headers.findIndex((h, i) => h !== '' && !taken.has(i) && rule(h));
    if (index >= 0) {
      taken.add(index);
      return index;
    }
  }
  return undefined;
}

/** Columns from a header row, or null when the row lacks a date column or any amount column. */
export function columnsFromHeader(cells: readonly CellValue[]): Columns | null {
  const headers = cells.map(normaliseHeader);
  if (headers.filter((h) => h !== '').length < 2) return null;
  const taken = new Set<number>();
  const indicator = firstMatch(headers, [INDICATOR_HEADERS], taken);
  const date = firstMatch(headers, DATE_RULES, taken);
  if (date === undefined) return null;
  const balance = firstMatch(headers, BALANCE_RULES, taken);
  const debit = firstMatch(headers, DEBIT_RULES, taken);
  const credit = firstMatch(headers, CREDIT_RULES, taken);
  let amount = firstMatch(headers, AMOUNT_RULES, taken);
  if (
    amount !== undefined &&
    debit !== undefined &&
    credit !== undefined &&
    AMBIGUOUS_AMOUNT_HEADERS.has(headers[amount])
  ) {
    taken.delete(amount);
    amount = undefined;
  }
  if (amount === undefined && debit === undefined && credit === undefined) return null;
  const currency = firstMatch(headers, CURRENCY_RULES, taken);
  const typeColumn = firstMatch(headers, [TYPE_HEADERS], taken);
  const category = firstMatch(headers, CATEGORY_RULES, taken);
  const institution = firstMatch(headers, INSTITUTION_RULES, taken);
  const payer = headers.findIndex((h, i) => !taken.has(i) && PAYER_HEADERS(h));
  const payee = headers.findIndex((h, i) => !taken.has(i) && PAYEE_HEADERS(h));
  const description: number[] = [];
  const details: number[] = [];
  if (payer >= 0 && payee >= 0) {
    taken.add(payer);
    taken.add(payee);
  }
  DESCRIPTION_RANKS.forEach((rule, rank) => {
    headers.forEach((h, i) => {
      if (h !== '' && !taken.has(i) && rule(h)) {
        taken.add(i);
        (rank === 2 ? details : description).push(i);
      }
    });
  });
  if (description.length === 0 && details.length > 0) description.push(details.shift() as number);
  if (description.length === 0 && !(payer >= 0 && payee >= 0)) {
    // No column is named like a description: any other named column may describe the row.
    headers.forEach((h, i) => {
      if (h !== '' && !taken.has(i)) description.push(i);
    });
  }
  const columns: Columns = { date, description };
  if (details.length > 0) columns.details = details;
  if (payer >= 0 && payee >= 0) {
    columns.payer = payer;
    columns.payee = payee;
  }
  if (amount !== undefined) columns.amount = amount;
  else {
    if (debit !== undefined) columns.debit = debit;
    if (credit !== undefined) columns.credit = credit;
  }
  if (indicator !== undefined) columns.indicator = indicator;
  // A 'Type' column is an indicator or a transaction type: its values decide (see LayoutAnalyzer).
  if (typeColumn !== undefined) columns.type = typeColumn;
  if (category !== undefined) columns.category = category;
  if (institution !== undefined) columns.institution = institution;
  if (balance !== undefined) columns.balance = balance;
  if (currency !== undefined) columns.currency = currency;
  return columns;
}

/** Columns of a file without a header row: the first row with a date and an amount shows them. */
export function columnsFromData(cells: readonly CellValue[]): Columns | null {
  const date = cells.findIndex(looksLikeDate);
  if (date < 0) return null;
  const amount = cells.findIndex((c, i) => i !== date && looksLikeAmount(c));
  if (amount < 0) return null;
  let description = -1;
  let longest = 0;
  cells.forEach((c, i) => {
    if (i === date || i === amount || typeof c !== 'string') return;
    const text = c.trim();
    if (/[\p{L}]/u.test(text) && text.length > longest) {
      longest = text.length;
      description = i;
    }
  });
  return { date, amount, description: description >= 0 ? [description] : [] };
}

export interface HeaderFound {
  index: number;
  header: string[] | null;
  columns: Columns;
}

/** The header among the first records (or, failing that, the first data row of a file without one). */
export function findHeader(records: readonly SourceRecord[]): HeaderFound | null {
  const limit = Math.min(records.length, HEADER_SEARCH_RECORDS);
  for (let i = 0; i < limit; i++) {
    const columns = columnsFromHeader(records[i].cells);
    if (columns) return { index: i, header: records[i].cells.map(normaliseHeader), columns };
  }
  for (let i = 0; i < limit; i++) {
    const columns = isBlank(records[i].cells) ? null : columnsFromData(records[i].cells);
    if (columns) return { index: i - 1, header: null, columns };
  }
  return null;
}

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The delimiter of a CSV text sample: the one whose records show a header row; failing that, the one that splits
 * most lines into the same number (> 1) of fields.
 */
export function sniffDelimiter(sample: string): string {
  const lines = sample.split(/\r\n|\n|\r/).slice(0, 200);
  // Drop a last line the sample may have cut.
  if (lines.length > 1) lines.pop();
  const text = lines.join('\n');
  let best: { delimiter: string; score: number } = { delimiter: ',', score: -1 };
  for (const delimiter of DELIMITERS) {
    const records = parseCsv(text, delimiter).map((r) => ({ line: r.line, cells: r.cells, raw: r.raw }));
    const found = findHeader(records);
    const counts = new Map<number, number>();
    for (const r of records) if (r.cells.length > 1) counts.set(r.cells.length, (counts.get(r.cells.length) ?? 0) + 1);
    let modeRows = 0;
    let modeFields = 0;
    for (const [fields, rows] of counts) {
      if (rows > modeRows || (rows === modeRows && fields > modeFields)) {
        modeRows = rows;
        modeFields = fields;
      }
    }
    const score = (found && found.header ? 1_000_000 : 0) + modeRows * 100 + modeFields;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}
