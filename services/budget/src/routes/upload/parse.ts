/**
 * Reads a budget file (the layout of the example file: Budget Type, Category, Amount, Frequency) with SheetJS.
 * Every problem is found before anything is written, so a bad file creates nothing.
 */
import * as XLSX from '@e965/xlsx';
import {
  BUDGET_FILE_COLUMNS,
  BUDGET_MESSAGES,
  budgetCategoryRequestSchema,
  moneyToCents,
  type BudgetFrequency,
} from '@tracker/contracts';

/** Contract limit: budget rows per file (a budget is dozens of lines; this bounds the work of one request). */
export const MAX_BUDGET_ROWS = 1000;
/** How many row problems one answer lists. */
const LISTED_PROBLEMS = 5;

export type BudgetFileProblem = 'INVALID_FILE_CONTENT' | 'MISSING_COLUMNS' | 'INVALID_ROWS';

export class BudgetFileError extends Error {
  constructor(
    message: string,
    readonly code: BudgetFileProblem,
  ) {
    super(message);
    this.name = 'BudgetFileError';
  }
}

export interface BudgetFileRow {
  /** 1-based row of the file (the header is row 1). */
  row: number;
  typeName: string;
  categoryName: string;
  amountCents: number;
  frequency: BudgetFrequency;
}

type Column = 'type' | 'category' | 'amount' | 'frequency';

/** Header names read as each column (case, spaces and underscores do not matter). */
const HEADER_NAMES: Readonly<Record<string, Column>> = {
  budgettype: 'type',
  type: 'type',
  category: 'category',
  categoryname: 'category',
  amount: 'amount',
  frequency: 'frequency',
};
const COLUMN_LABELS: Readonly<Record<Column, string>> = {
  type: BUDGET_FILE_COLUMNS[0],
  category: BUDGET_FILE_COLUMNS[1],
  amount: BUDGET_FILE_COLUMNS[2],
  frequency: BUDGET_FILE_COLUMNS[3],
};
const headerKey = (cell: string) => cell.toLowerCase().replace(/[\s_]+/g, '');

const shape = budgetCategoryRequestSchema.shape;

function looksBinary(bytes: Buffer): boolean {
  if (bytes.subarray(0, 8192).includes(0)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return false;
  } catch {
    return true;
  }
}

/** "$1,200.50" -> "1200.50": what a spreadsheet adds to a money cell is not part of the number. */
const cleanAmount = (cell: string) => cell.replace(/[$\s,]/g, '');

function readRow(cells: readonly string[], at: Readonly<Record<Column, number>>, row: number): BudgetFileRow | string {
  const cell = (column: Column) => String(cells[at[column]] ?? '').trim();
  const typeName = cell('type');
  if (typeName === '') return BUDGET_MESSAGES.typeName;
  if (typeName.length > 100) return 'Budget type name must be at most 100 characters';
  const categoryName = cell('category');
  const name = shape.name.safeParse(categoryName);
  if (!name.success) return name.error.issues[0]?.message ?? BUDGET_MESSAGES.categoryName;
  const amount = shape.amount.safeParse(cleanAmount(cell('amount')));
  if (!amount.success) return amount.error.issues[0]?.message ?? BUDGET_MESSAGES.amount;
  const frequency = shape.frequency.safeParse(cell('frequency').toLowerCase());
  if (!frequency.success) return frequency.error.issues[0]?.message ?? BUDGET_MESSAGES.frequency;
  return { row, typeName, categoryName: name.data, amountCents: moneyToCents(amount.data), frequency: frequency.data };
}

/** The budget rows of a CSV file, or a BudgetFileError whose message names the problem (and the file). */
export function parseBudgetFile(bytes: Buffer, fileName: string): BudgetFileRow[] {
  const named = `File "${fileName}"`;
  if (looksBinary(bytes)) {
    throw new BudgetFileError(`${named} is not a CSV text file: it contains binary data`, 'INVALID_FILE_CONTENT');
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new BudgetFileError(`${named} is empty`, 'INVALID_FILE_CONTENT');

  // raw: every cell stays the text written in the file (no number or date guessing).
  const book = XLSX.read(text, { type: 'string', raw: true, dense: true });
  const sheetName = book.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : book.Sheets[sheetName];
  const records = sheet ? XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true }) : [];
  const headerIndex = records.findIndex((r) => r.some((c) => String(c).trim() !== ''));
  const header = headerIndex < 0 ? [] : (records[headerIndex] ?? []).map((c) => headerKey(String(c)));

  const at: Partial<Record<Column, number>> = {};
  header.forEach((key, index) => {
    const column = HEADER_NAMES[key];
    if (column && at[column] === undefined) at[column] = index;
  });
  const missing = (Object.keys(COLUMN_LABELS) as Column[]).filter((c) => at[c] === undefined);
  if (missing.length > 0) {
    throw new BudgetFileError(
      `${named} is missing the column${missing.length > 1 ? 's' : ''} ${missing.map((c) => COLUMN_LABELS[c]).join(', ')}. ` +
        `Its first row must name the columns ${BUDGET_FILE_COLUMNS.join(', ')} (as in the example budget).`,
      'MISSING_COLUMNS',
    );
  }
  const columns = at as Record<Column, number>;

  const rows: BudgetFileRow[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (let i = headerIndex + 1; i < records.length; i++) {
    const cells = (records[i] ?? []).map((c) => String(c));
    if (cells.every((c) => c.trim() === '')) continue;
    const rowNumber = i + 1;
    const read = readRow(cells, columns, rowNumber);
    if (typeof read === 'string') {
      problems.push(`Row ${rowNumber}: ${read}`);
      continue;
    }
    const key = `${read.typeName.toLowerCase().replace(/\s+/g, ' ')}\u0000${read.categoryName.toLowerCase().replace(/\s+/g, ' ')}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push(`Row ${rowNumber}: "${read.categoryName}" in "${read.typeName}" is already on row ${first}`);
      continue;
    }
    seen.set(key, rowNumber);
    rows.push(read);
  }
  if (rows.length + problems.length === 0) {
    throw new BudgetFileError(`${named} has a header but no budget rows`, 'INVALID_FILE_CONTENT');
  }
  if (rows.length + problems.length > MAX_BUDGET_ROWS) {
    throw new BudgetFileError(`${named} has more than ${MAX_BUDGET_ROWS} budget rows`, 'INVALID_ROWS');
  }
  if (problems.length > 0) {
    const listed = problems.slice(0, LISTED_PROBLEMS).join('; ');
    const more = problems.length > LISTED_PROBLEMS ? ` (and ${problems.length - LISTED_PROBLEMS} more)` : '';
    throw new BudgetFileError(`${named} was not imported, nothing was changed. ${listed}${more}`, 'INVALID_ROWS');
  }
  return rows;
}
