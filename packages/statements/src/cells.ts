/** Cells and records as every reader yields them. */
import { formatYmd, type Ymd } from './dates';

/** A cell: text (CSV, text cells), a number (spreadsheet number cell) or a date (spreadsheet date cell). */
export type CellValue = string | number | { date: Ymd };

export interface SourceRecord {
  /** 1-based line (CSV) or row (spreadsheet) number. */
  line: number;
  cells: CellValue[];
  /** The record as written, for the import report. */
  raw: string;
}

export const textOf = (cell: CellValue | undefined): string =>
  cell === undefined
    ? ''
    : typeof cell === 'string'
      ? cell
      : typeof cell === 'number'
        ? String(cell)
        : formatYmd(cell.date);

export function normaliseHeader(cell: CellValue | undefined): string {
  return (
    textOf(cell)
      .replace(/^\ufeff/, '')
      // mBank writes '#Data operacji'.
      .replace(/^#/, '')
      .toLowerCase()
      .replace(/[_]+/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/[:*.]+$/, '')
      .trim()
  );
}

export const isBlank = (cells: readonly CellValue[]): boolean => cells.every((c) => textOf(c).trim() === '');
