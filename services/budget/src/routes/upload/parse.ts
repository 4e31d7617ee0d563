/**
 * Reads a budget file (the layout of the example file: Budget Type, Category, Amount, Frequency). Sniffing, CSV
 * reading, the header row and money cleaning are @tracker/statements'; this file keeps the budget's columns and rule:
 * every problem is found before anything is written, so a bad file creates nothing.
 */
import {
  BUDGET_FILE_COLUMNS,
  BUDGET_MESSAGES,
  budgetCategoryRequestSchema,
  moneyToCents,
  type BudgetFrequency,
} from '@tracker/contracts';
import { cellText, cleanDecimal, matchColumns, readHeadedTable, SheetError } from '@tracker/statements';
import type { CellValue, HeadedTable, RowProblem } from '@tracker/statements';

/** Contract limit: budget rows per file (a budget is dozens of lines; this bounds the work of one request). */
export const MAX_BUDGET_ROWS = 1000;
/** How many row problems one answer lists. */
const LISTED_PROBLEMS = 5;

export type BudgetFileProblem = 'INVALID_FILE_CONTENT' | 'MISSING_COLUMNS' | 'INVALID_ROWS';

export class BudgetFileError extends Error {
  constructor(
    message: string,
    readonly code: BudgetFileProblem,
    /** The rows that stopped the import (INVALID_ROWS). */
    readonly problems: readonly RowProblem[] = [],
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
const HEADER_NAMES: Readonly<Record<string, Column | undefined>> = {
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
const columnOf = (header: string): Column | undefined => HEADER_NAMES[header.replace(/ /g, '')];

const shape = budgetCategoryRequestSchema.shape;
/** Names compared as the user sees them: case and runs of spaces do not matter. */
const sameName = (name: string) => name.toLowerCase().replace(/\s+/g, ' ');

function readRow(
  cells: readonly CellValue[],
  at: Readonly<Record<Column, number>>,
  row: number,
): BudgetFileRow | string {
  const cell = (column: Column) => cellText(cells[at[column]]);
  const typeName = cell('type');
  if (typeName === '') return BUDGET_MESSAGES.typeName;
  if (typeName.length > 100) return 'Budget type name must be at most 100 characters';
  const categoryName = cell('category');
  const name = shape.name.safeParse(categoryName);
  if (!name.success) return name.error.issues[0]?.message ?? BUDGET_MESSAGES.categoryName;
  const amount = shape.amount.safeParse(cleanDecimal(cell('amount')) ?? cell('amount'));
  if (!amount.success) return amount.error.issues[0]?.message ?? BUDGET_MESSAGES.amount;
  const frequency = shape.frequency.safeParse(cell('frequency').toLowerCase());
  if (!frequency.success) return frequency.error.issues[0]?.message ?? BUDGET_MESSAGES.frequency;
  return { row, typeName, categoryName: name.data, amountCents: moneyToCents(amount.data), frequency: frequency.data };
}

const binary = (named: string) =>
  new BudgetFileError(`${named} is not a CSV text file: it contains binary data`, 'INVALID_FILE_CONTENT');

/** The budget rows of a CSV file, or a BudgetFileError whose message names the problem (and the file). */
export function parseBudgetFile(bytes: Buffer, fileName: string): BudgetFileRow[] {
  const named = `File "${fileName}"`;
  let table: HeadedTable;
  try {
    table = readHeadedTable(bytes, fileName);
  } catch (err) {
    if (err instanceof SheetError) throw binary(named);
    throw err;
  }
  // A budget is a CSV text file: a spreadsheet, or UTF-16 text, is refused as before.
  if (table.kind !== 'csv' || table.encoding?.startsWith('utf-16')) throw binary(named);
  if (!table.header) throw new BudgetFileError(`${named} is empty`, 'INVALID_FILE_CONTENT');

  const at = matchColumns(table.header.cells, columnOf);
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
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  for (const record of table.rows) {
    const rowNumber = record.line;
    const read = readRow(record.cells, columns, rowNumber);
    if (typeof read === 'string') {
      problems.push({ row: rowNumber, code: 'INVALID_VALUE', message: read });
      continue;
    }
    const key = `${sameName(read.typeName)}\u0000${sameName(read.categoryName)}`;
    const first = seen.get(key);
    if (first !== undefined) {
      const message = `"${read.categoryName}" in "${read.typeName}" is already on row ${first}`;
      problems.push({ row: rowNumber, code: 'DUPLICATE', message });
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
    const listed = problems
      .slice(0, LISTED_PROBLEMS)
      .map((p) => `Row ${p.row}: ${p.message}`)
      .join('; ');
    const more = problems.length > LISTED_PROBLEMS ? ` (and ${problems.length - LISTED_PROBLEMS} more)` : '';
    const message = `${named} was not imported, nothing was changed. ${listed}${more}`;
    throw new BudgetFileError(message, 'INVALID_ROWS', problems);
  }
  return rows;
}
