/**
 * The layout of a statement: where its header row is (below any preamble lines), which column holds what, and the
 * two per-file decisions (day/month order of dates, decimal mark of amounts), made from all of the file's values.
 */
import { TRANSACTION_TYPES } from '@tracker/contracts';
import { decimalVote, type DecimalMark } from './amounts';
import { parseCsv } from './csv';
import { classifyDate, dayNumber, formatYmd, orderVote, resolveDate, type DateOrder, type Ymd } from './dates';

/** A cell: text (CSV, text cells), a number (spreadsheet number cell) or a date (spreadsheet date cell). */
export type CellValue = string | number | { date: Ymd };

export interface SourceRecord {
  /** 1-based line (CSV) or row (spreadsheet) number. */
  line: number;
  cells: CellValue[];
  /** The record as written, for the import report. */
  raw: string;
}

export interface Columns {
  date: number;
  /** Description columns by preference: the first non-empty one is the description. */
  description: number[];
  /** A signed amount. */
  amount?: number;
  /** Money out / money in columns. */
  debit?: number;
  credit?: number;
  /** A debit/credit indicator column (DR/CR, D/C, Debit/Credit, -/+). */
  indicator?: number;
  category?: number;
  /** Income / Expense / Investment / Savings. */
  type?: number;
  institution?: number;
}

export interface Layout {
  /** Index of the header record among all records; -1 when the file has none (columns found from the data). */
  headerIndex: number;
  /** Header cells, normalised (a repeated header inside the data is skipped). */
  header: string[] | null;
  columns: Columns;
  dateOrder: DateOrder;
  /** How the date order was decided: by values only one order allows, by the sequence of dates, or by default. */
  dateOrderBasis: 'values' | 'sequence' | 'default';
  decimal: DecimalMark;
  /** Non-blank records after the header. */
  dataRows: number;
}

/** The header must be among the first records (preamble lines: bank name, account number, period…). */
export const HEADER_SEARCH_RECORDS = 50;

export const textOf = (cell: CellValue | undefined): string =>
  cell === undefined ? '' : typeof cell === 'string' ? cell : typeof cell === 'number' ? String(cell) : formatYmd(cell.date);

export function normaliseHeader(cell: CellValue | undefined): string {
  return textOf(cell)
    .replace(/^\ufeff/, '')
    .toLowerCase()
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[:*.]+$/, '')
    .trim();
}

const isBlank = (cells: readonly CellValue[]) => cells.every((c) => textOf(c).trim() === '');

type Rule = (h: string) => boolean;
const exact = (...names: string[]): Rule => {
  const set = new Set(names);
  return (h) => set.has(h) || set.has(h.replace(/\s*\(.*\)$/, '').trim());
};
const has = (...parts: string[]): Rule => (h) => parts.some((p) => h.includes(p));
const not = (rule: Rule, ...parts: string[]): Rule => (h) => rule(h) && !parts.some((p) => h.includes(p));

const INDICATOR_HEADERS = exact(
  'debit/credit', 'credit/debit', 'dr/cr', 'cr/dr', 'd/c', 'c/d', 'debit or credit', 'credit or debit', 'debit credit',
  'credit debit indicator', 'debit credit indicator', 'cr/dr indicator', 'dr/cr indicator', 'indicator', 'direction',
  'transaction direction', 'sign', 'dc', 'soll/haben', 'in/out',
);
const TYPE_HEADERS = exact('type', 'transaction type', 'trans type', 'txn type', 'kind');
const DATE_RULES: Rule[] = [
  exact('date', 'transaction date', 'trans date', 'txn date', 'trans. date', 'posting date', 'posted date', 'post date',
    'date posted', 'booking date', 'completed date', 'started date', 'transaction posted date', 'datum', 'buchungsdatum',
    'buchungstag', 'fecha', 'date operation', 'date opération', 'data', 'date of transaction'),
  exact('value date', 'valuta', 'wertstellung', 'effective date', 'settlement date'),
  not(has('date'), 'birth', 'statement', 'update'),
];
const AMOUNT_RULES: Rule[] = [
  exact('amount', 'transaction amount', 'amount usd', 'amount in usd', 'amt', 'value', 'betrag', 'importe', 'montant',
    'sum', 'net amount', 'amount (usd)', 'amount ($)', 'local amount', 'billing amount'),
  not(has('amount', 'betrag', 'importe', 'montant'), 'debit', 'credit', 'balance', 'paid', 'withdraw', 'deposit', 'fee', 'original'),
];
const DEBIT_RULES: Rule[] = [
  exact('debit', 'debits', 'debit amount', 'paid out', 'money out', 'withdrawal', 'withdrawals', 'withdrawal amount',
    'out', 'outflow', 'payments', 'spent', 'charge', 'charges', 'soll', 'cargo', 'débit', 'ausgang', 'amount out'),
  not(has('debit', 'withdraw', 'paid out', 'money out'), 'credit'),
];
const CREDIT_RULES: Rule[] = [
  exact('credit', 'credits', 'credit amount', 'paid in', 'money in', 'deposit', 'deposits', 'deposit amount', 'in',
    'inflow', 'receipts', 'received', 'haben', 'abono', 'crédit', 'eingang', 'amount in'),
  not(has('credit', 'deposit', 'paid in', 'money in'), 'debit', 'card'),
];
const DESCRIPTION_RULES: Rule[] = [
  exact('description', 'transaction description', 'details', 'transaction details', 'narrative', 'narration',
    'description 1', 'payee', 'payee name', 'merchant', 'merchant name', 'name', 'particulars', 'counterparty',
    'beneficiary', 'descripción', 'descripcion', 'concepto', 'beschreibung', 'verwendungszweck', 'buchungstext',
    'libellé', 'libelle', 'transaction', 'text'),
  exact('memo', 'reference', 'description 2', 'notes', 'note', 'remarks', 'additional information', 'info', 'purpose'),
  has('description', 'narrative', 'details', 'payee', 'merchant', 'memo'),
];
const CATEGORY_RULES: Rule[] = [exact('category', 'categories', 'category name', 'kategorie', 'categoría', 'catégorie')];
const INSTITUTION_RULES: Rule[] = [exact('institution', 'bank', 'institution name', 'financial institution', 'bank name')];

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
  const debit = firstMatch(headers, DEBIT_RULES, taken);
  const credit = firstMatch(headers, CREDIT_RULES, taken);
  const amount = firstMatch(headers, AMOUNT_RULES, taken);
  if (amount === undefined && debit === undefined && credit === undefined) return null;
  const typeColumn = firstMatch(headers, [TYPE_HEADERS], taken);
  const category = firstMatch(headers, CATEGORY_RULES, taken);
  const institution = firstMatch(headers, INSTITUTION_RULES, taken);
  const description: number[] = [];
  for (const rule of DESCRIPTION_RULES) {
    headers.forEach((h, i) => {
      if (h !== '' && !taken.has(i) && rule(h)) {
        taken.add(i);
        description.push(i);
      }
    });
  }
  if (description.length === 0) {
    // No column is named like a description: any other named column (not a balance) may describe the row.
    headers.forEach((h, i) => {
      if (h !== '' && !taken.has(i) && !/balance|saldo|solde/.test(h)) description.push(i);
    });
  }
  const columns: Columns = { date, description };
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
  return columns;
}

const looksLikeAmount = (cell: CellValue) => typeof cell === 'number' || (typeof cell === 'string' && /^[\s(+\-−]*[$€£]?\s*\d[\d.,'\s]*\)?\s*-?$/.test(cell.trim()) && /\d/.test(cell));
const looksLikeDate = (cell: CellValue) => (typeof cell === 'object') || (typeof cell === 'string' && classifyDate(cell) !== null);

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

const INDICATOR_TOKENS: Record<string, 'debit' | 'credit'> = {
  d: 'debit', dr: 'debit', db: 'debit', deb: 'debit', debit: 'debit', debito: 'debit', débito: 'debit', débit: 'debit',
  soll: 'debit', s: 'debit', out: 'debit', '-': 'debit', withdrawal: 'debit', payment: 'debit',
  c: 'credit', cr: 'credit', cred: 'credit', credit: 'credit', credito: 'credit', crédito: 'credit', crédit: 'credit',
  haben: 'credit', h: 'credit', in: 'credit', '+': 'credit', deposit: 'credit',
};

/** 'debit' / 'credit' for an indicator cell, undefined for anything else. */
export function indicatorOf(cell: CellValue | undefined): 'debit' | 'credit' | undefined {
  return INDICATOR_TOKENS[textOf(cell).trim().toLowerCase().replace(/\.$/, '')];
}

const TYPE_VALUES = new Map(TRANSACTION_TYPES.map((t) => [t.toLowerCase(), t]));

/** Income / Expense / Investment / Savings for a type cell, undefined for anything else. */
export function transactionTypeOf(cell: CellValue | undefined): string | undefined {
  return TYPE_VALUES.get(textOf(cell).trim().toLowerCase());
}

/**
 * Pass one over a file: after the header, counts the data rows and gathers the evidence for the per-file
 * decisions (day/month order, decimal mark, what a 'Type' column holds).
 */
export class LayoutAnalyzer {
  private dataRows = 0;
  private dmyVotes = 0;
  private mdyVotes = 0;
  /** Sum of the day gaps between consecutive ambiguous dates under each reading (statements are in date order). */
  private dmyGaps = 0;
  private mdyGaps = 0;
  private prevDmy: number | undefined;
  private prevMdy: number | undefined;
  private commaVotes = 0;
  private dotVotes = 0;
  private typeCells = 0;
  private typeIndicators = 0;
  private typeValues = 0;
  private indicatorCells = 0;
  private indicatorTokens = 0;

  constructor(
    private readonly found: HeaderFound,
    private readonly defaultDecimal: DecimalMark,
  ) {}

  /** Feeds one record that comes after the header. */
  add(record: SourceRecord): void {
    const { cells } = record;
    if (isBlank(cells) || repeatsHeader(cells, this.found.header, this.found.columns.date)) return;
    this.dataRows++;
    const { columns } = this.found;
    const dateCell = cells[columns.date];
    if (typeof dateCell === 'string') {
      const classified = classifyDate(dateCell);
      if (classified && classified.kind === 'numeric') {
        const vote = orderVote(classified);
        if (vote === 'dmy') this.dmyVotes++;
        else if (vote === 'mdy') this.mdyVotes++;
        const dmy = resolveDate(classified, 'dmy');
        const mdy = resolveDate(classified, 'mdy');
        if (dmy && mdy) {
          const a = dayNumber(dmy);
          const b = dayNumber(mdy);
          if (this.prevDmy !== undefined && this.prevMdy !== undefined) {
            this.dmyGaps += Math.min(Math.abs(a - this.prevDmy), 400);
            this.mdyGaps += Math.min(Math.abs(b - this.prevMdy), 400);
          }
          this.prevDmy = a;
          this.prevMdy = b;
        }
      }
    }
    for (const index of [columns.amount, columns.debit, columns.credit]) {
      if (index === undefined) continue;
      const cell = cells[index];
      if (typeof cell !== 'string') continue;
      const vote = decimalVote(cell);
      if (vote === ',') this.commaVotes++;
      else if (vote === '.') this.dotVotes++;
    }
    if (columns.type !== undefined) {
      const text = textOf(cells[columns.type]).trim();
      if (text !== '') {
        this.typeCells++;
        if (indicatorOf(text)) this.typeIndicators++;
        if (transactionTypeOf(text)) this.typeValues++;
      }
    }
    if (columns.indicator !== undefined) {
      const text = textOf(cells[columns.indicator]).trim();
      if (text !== '') {
        this.indicatorCells++;
        if (indicatorOf(text)) this.indicatorTokens++;
      }
    }
  }

  finish(): Layout {
    const columns: Columns = { ...this.found.columns };
    if (columns.indicator !== undefined && (this.indicatorCells === 0 || this.indicatorTokens < this.indicatorCells * 0.9)) {
      delete columns.indicator;
    }
    // A 'Type' column: an indicator when its values are DR/CR…, a transaction type when they are Income/Expense…
    if (columns.type !== undefined) {
      const type = columns.type;
      delete columns.type;
      if (this.typeCells > 0 && this.typeIndicators >= this.typeCells * 0.9 && columns.indicator === undefined && columns.amount !== undefined) {
        columns.indicator = type;
      } else if (this.typeCells > 0 && this.typeValues >= this.typeCells * 0.9) {
        columns.type = type;
      }
    }
    let dateOrder: DateOrder;
    let dateOrderBasis: Layout['dateOrderBasis'];
    if (this.dmyVotes !== this.mdyVotes) {
      dateOrder = this.dmyVotes > this.mdyVotes ? 'dmy' : 'mdy';
      dateOrderBasis = 'values';
    } else if (this.dmyGaps !== this.mdyGaps) {
      dateOrder = this.dmyGaps < this.mdyGaps ? 'dmy' : 'mdy';
      dateOrderBasis = 'sequence';
    } else {
      dateOrder = this.decimal() === ',' ? 'dmy' : 'mdy';
      dateOrderBasis = 'default';
    }
    return {
      headerIndex: this.found.index,
      header: this.found.header,
      columns,
      dateOrder,
      dateOrderBasis,
      decimal: this.decimal(),
      dataRows: this.dataRows,
    };
  }

  private decimal(): DecimalMark {
    if (this.commaVotes !== this.dotVotes) return this.commaVotes > this.dotVotes ? ',' : '.';
    return this.defaultDecimal;
  }
}

/** Whether cells repeat the header row (some exports repeat it on every page); checks the date column first. */
export function repeatsHeader(cells: readonly CellValue[], header: string[] | null, dateColumn: number): boolean {
  if (header === null) return false;
  const first = cells[dateColumn];
  // A date cell starts with a digit (or a month name); the header's date title is compared only when it could match.
  if (typeof first !== 'string' || first.length === 0 || (first.charCodeAt(0) >= 48 && first.charCodeAt(0) <= 57)) return false;
  if (normaliseHeader(first) !== header[dateColumn]) return false;
  return cells.map(normaliseHeader).join('\u0000') === header.join('\u0000');
}

/** Whether a record is blank or repeats the header (both are skipped, not counted). */
export function isSkippable(record: SourceRecord, layout: Pick<Layout, 'header' | 'columns'>): boolean {
  return isBlank(record.cells) || repeatsHeader(record.cells, layout.header, layout.columns.date);
}
