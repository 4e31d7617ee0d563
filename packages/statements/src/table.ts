/**
 * Small files read whole (budgets, portfolios): the same sniffing as statements (spreadsheet signatures, encoding,
 * binary content, delimiter) from a buffer, every record of the first sheet, the header row, columns matched by
 * name, and the per-row report each area returns.
 */
import * as XLSX from '@e965/xlsx';
import { isBlank, normaliseHeader, textOf, type CellValue, type SourceRecord } from './cells';
import { parseCsv } from './csv';
import { createDecoder, detectEncoding, InvalidTextError, type TextEncodingName } from './decode';
import { sniffDelimiter } from './header';
import { isOle, isZip, looksBinary, sheetRecords } from './statement';

/** Why a file cannot be read at all: each area turns the code into its own message. */
export type SheetProblem = 'EMPTY' | 'BINARY' | 'UNREADABLE';

export class SheetError extends Error {
  constructor(
    readonly code: SheetProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SheetError';
  }
}

/** One row that could not be taken, for the per-row report (row is the line in the file; the header is line 1). */
export interface RowProblem {
  row: number;
  /** INVALID_VALUE: a cell breaks a rule; DUPLICATE: the row repeats an earlier one. */
  code: 'INVALID_VALUE' | 'DUPLICATE';
  message: string;
}

export interface SmallTable {
  kind: 'csv' | 'spreadsheet';
  /** Text encoding of a CSV. */
  encoding?: TextEncodingName;
  /** Every record of the file (CSV) or of its first sheet, blank ones included. */
  records: SourceRecord[];
}

function decodeText(bytes: Buffer, encoding: TextEncodingName, bomLength: number): string {
  const body = bytes.subarray(bomLength);
  try {
    const decoder = createDecoder(encoding);
    return decoder.write(body) + decoder.end();
  } catch (err) {
    if (!(err instanceof InvalidTextError)) throw err;
    const decoder = createDecoder('windows-1252');
    return decoder.write(body) + decoder.end();
  }
}

function readSpreadsheet(bytes: Buffer, textBased: boolean): SmallTable {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'buffer', dense: true, cellDates: false, cellNF: true, raw: textBased });
  } catch {
    throw new SheetError('UNREADABLE', 'The file could not be read as a spreadsheet');
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  return { kind: 'spreadsheet', records: sheet ? sheetRecords(sheet, date1904) : [] };
}

/** Reads a small file whole: a CSV in any sniffed encoding and delimiter, or the first sheet of an XLSX / XLS. */
export function readSmallTable(bytes: Buffer, fileName: string): SmallTable {
  if (isZip(bytes) || isOle(bytes)) return readSpreadsheet(bytes, false);
  const { encoding, bomLength } = detectEncoding(bytes.subarray(0, 64 * 1024));
  const text = decodeText(bytes, encoding, bomLength);
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if ((ext === 'xls' || ext === 'xlsx') && /^\s*</.test(text)) return readSpreadsheet(bytes, true);
  if (looksBinary(text.slice(0, 64 * 1024))) throw new SheetError('BINARY', 'The file contains binary data');
  if (text.trim() === '') return { kind: 'csv', encoding, records: [] };
  const records = parseCsv(text, sniffDelimiter(text.slice(0, 64 * 1024)));
  return { kind: 'csv', encoding, records };
}

/** The header of a small file: its first record with any text; -1 when every record is blank. */
export const headerRowIndex = (records: readonly SourceRecord[]): number =>
  records.findIndex((record) => !isBlank(record.cells));

/**
 * Where each column is: `columnOf` names the column a header cell means (it gets the cell normalised: lower case,
 * single spaces, underscores as spaces, no BOM or trailing colon), or undefined; the first cell of a column wins.
 */
export function matchColumns<Column extends string>(
  header: readonly CellValue[],
  columnOf: (name: string) => Column | undefined,
): Partial<Record<Column, number>> {
  const at: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const column = columnOf(normaliseHeader(cell));
    if (column !== undefined && at[column] === undefined) at[column] = index;
  });
  return at;
}

/** A cell as trimmed text (a date cell as YYYY-MM-DD). */
export const cellText = (cell: CellValue | undefined): string => textOf(cell).trim();

export interface HeadedTable extends SmallTable {
  /** The header record (the first with any text); undefined when the file holds none. */
  header: SourceRecord | undefined;
  /** The records after the header that hold any text (blank lines are no rows). */
  rows: SourceRecord[];
}

/** readSmallTable, then the header row and the filled rows below it. */
export function readHeadedTable(bytes: Buffer, fileName: string): HeadedTable {
  const table = readSmallTable(bytes, fileName);
  const at = headerRowIndex(table.records);
  if (at < 0) return { ...table, header: undefined, rows: [] };
  const rows = table.records.slice(at + 1).filter((record) => !isBlank(record.cells));
  return { ...table, header: table.records[at], rows };
}
