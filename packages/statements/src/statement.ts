/**
 * Opens an uploaded statement: CSV (streamed from disk, encoding and delimiter sniffed) or a spreadsheet (XLSX / XLS
 * through SheetJS), finds its layout in a first pass, and yields its records again for the import's second pass.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { createDecoder, detectEncoding, InvalidTextError, type TextEncodingName } from './decode';
import { CsvParser } from './csv';
import { excelSerialToYmd, type Ymd } from './dates';
import { StatementError, type Statement } from './statementTypes';
import { openStructured, structuredKindOf } from './structured/open';

export * from './statementTypes';
import {
  findHeader,
  HEADER_SEARCH_RECORDS,
  LayoutAnalyzer,
  sniffDelimiter,
  type CellValue,
  type Layout,
  type SourceRecord,
} from './layout';

const SAMPLE_BYTES = 64 * 1024;
const READ_CHUNK = 1024 * 1024;

async function readHead(path: string, bytes: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export const isZip = (head: Uint8Array) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
export const isOle = (head: Uint8Array) =>
  head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0 && head[4] === 0xa1 && head[5] === 0xb1;

/** Opens the file at `path` (named `name` by the user) and finds its layout. */
export async function openStatement(path: string, name: string): Promise<Statement> {
  const head = await readHead(path, SAMPLE_BYTES);
  if (isZip(head) || isOle(head)) return openSpreadsheet(path, false);
  const structured = structuredKindOf(head.subarray(0, 8192).toString('latin1'));
  if (structured) return openStructured(path, structured);
  const ext = name.toLowerCase().split('.').pop() ?? '';
  const { encoding, bomLength } = detectEncoding(head);
  const sampleText = createDecoder(encoding === 'utf-8' ? 'windows-1252' : encoding).write(head.subarray(bomLength));
  if ((ext === 'xls' || ext === 'xlsx') && /^\s*</.test(sampleText)) return openSpreadsheet(path, true);
  return openCsv(path, head, encoding, bomLength);
}

// ---------------------------------------------------------------- CSV

/** Text with NUL bytes or more than 1% control characters is not a text file. */
export function looksBinary(text: string): boolean {
  if (text.length === 0) return false;
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) control++;
  }
  return control > text.length * 0.01;
}

async function* csvRecords(
  path: string,
  encoding: TextEncodingName,
  bomLength: number,
  delimiter: string,
): AsyncGenerator<SourceRecord[]> {
  const decoder = createDecoder(encoding);
  const parser = new CsvParser(delimiter);
  const stream = createReadStream(path, { start: bomLength, highWaterMark: READ_CHUNK });
  try {
    for await (const chunk of stream) {
      const records = parser.push(decoder.write(chunk as Buffer));
      if (records.length > 0) yield records;
    }
    const rest = decoder.end();
    const last = rest === '' ? parser.end() : [...parser.push(rest), ...parser.end()];
    if (last.length > 0) yield last;
  } finally {
    stream.destroy();
  }
}

async function analyse(chunks: AsyncIterable<SourceRecord[]>, defaultDecimal: ',' | '.'): Promise<Layout> {
  const first: SourceRecord[] = [];
  let analyzer: LayoutAnalyzer | undefined;
  for await (const records of chunks) {
    for (const record of records) {
      if (analyzer) analyzer.add(record);
      else {
        first.push(record);
        if (first.length >= HEADER_SEARCH_RECORDS) analyzer = startAnalysis(first, defaultDecimal);
      }
    }
  }
  return (analyzer ?? startAnalysis(first, defaultDecimal)).finish();
}

/** The analyzer of a file whose first records are `first` (the header is among them), fed with those after it. */
function startAnalysis(first: SourceRecord[], defaultDecimal: ',' | '.'): LayoutAnalyzer {
  if (first.every((r) => r.cells.every((c) => (typeof c === 'string' ? c.trim() === '' : false)))) {
    throw new StatementError('it holds no rows');
  }
  const found = findHeader(first);
  if (!found) throw new StatementError('no header row with a date and an amount column was found');
  const analyzer = new LayoutAnalyzer(found, defaultDecimal);
  for (let i = found.index + 1; i < first.length; i++) analyzer.add(first[i]);
  return analyzer;
}

async function openCsv(path: string, head: Buffer, detected: TextEncodingName, bomLength: number): Promise<Statement> {
  let encoding = detected;
  const sample = createDecoder(encoding === 'utf-8' ? 'windows-1252' : encoding).write(head.subarray(bomLength));
  if (sample.trim() === '') throw new StatementError('it holds no rows');
  if (looksBinary(sample)) throw new StatementError('it is not a text or spreadsheet file');
  const delimiter = sniffDelimiter(sample);
  const defaultDecimal = delimiter === ';' ? ',' : '.';
  let layout: Layout;
  try {
    layout = await analyse(csvRecords(path, encoding, bomLength, delimiter), defaultDecimal);
  } catch (err) {
    if (!(err instanceof InvalidTextError)) throw err;
    // Not UTF-8 after all (the first bytes were plain ASCII): Windows-1252.
    encoding = 'windows-1252';
    layout = await analyse(csvRecords(path, encoding, bomLength, delimiter), defaultDecimal);
  }
  if (layout.dataRows === 0) throw new StatementError('it has a header but no transaction rows');
  const finalEncoding = encoding;
  return {
    kind: 'csv',
    layout,
    account: {},
    records: () => csvRecords(path, finalEncoding, bomLength, delimiter),
    details: { encoding: finalEncoding, delimiter },
  };
}

// ---------------------------------------------------------------- spreadsheets

interface SheetCell {
  t?: string;
  v?: unknown;
  w?: string;
  z?: string | number;
}

function cellValue(cell: SheetCell | undefined, date1904: boolean): CellValue {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 'n': {
      const value = Number(cell.v);
      if (typeof cell.z === 'string' && XLSX.SSF.is_date(cell.z)) {
        const date = excelSerialToYmd(value, date1904);
        return date ? { date } : (cell.w ?? String(value));
      }
      return value;
    }
    case 'd': {
      const v = cell.v;
      if (v instanceof Date && !Number.isNaN(v.getTime())) {
        const date: Ymd = { y: v.getFullYear(), m: v.getMonth() + 1, d: v.getDate() };
        return { date };
      }
      return cell.w ?? '';
    }
    case 'e':
      return '';
    case 'b':
      return String(cell.v);
    default:
      return typeof cell.v === 'string' ? cell.v : (cell.w ?? String(cell.v));
  }
}

/** The records of one sheet (number, date and text cells as the readers take them). */
export function sheetRecords(sheet: XLSX.WorkSheet, date1904: boolean): SourceRecord[] {
  const data = (sheet['!data'] ?? []) as Array<Array<SheetCell | undefined> | undefined>;
  const records: SourceRecord[] = [];
  for (let r = 0; r < data.length; r++) {
    const row = data[r] ?? [];
    const cells: CellValue[] = [];
    const rawParts: string[] = [];
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      cells.push(cellValue(cell, date1904));
      rawParts.push(cell === undefined || cell.v === undefined ? '' : (cell.w ?? String(cell.v)));
    }
    records.push({ line: r + 1, cells, raw: rawParts.join(',') });
  }
  return records;
}

async function* fromArray(records: SourceRecord[]): AsyncGenerator<SourceRecord[]> {
  for (let i = 0; i < records.length; i += 2000) yield records.slice(i, i + 2000);
}

function openSpreadsheet(path: string, textBased: boolean): Statement {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.readFile(path, { dense: true, cellDates: false, cellNF: true, cellHTML: false, raw: textBased });
  } catch {
    throw new StatementError('it could not be read as a spreadsheet');
  }
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  let fallback: { name: string; records: SourceRecord[] } | undefined;
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet) continue;
    const records = sheetRecords(sheet, date1904);
    const found = findHeader(records.slice(0, HEADER_SEARCH_RECORDS));
    if (found && found.header) return spreadsheetStatement(name, records);
    if (found && !fallback) fallback = { name, records };
  }
  if (fallback) return spreadsheetStatement(fallback.name, fallback.records);
  if (workbook.SheetNames.every((name) => sheetRecords(workbook.Sheets[name] ?? {}, date1904).length === 0)) {
    throw new StatementError('it holds no rows');
  }
  throw new StatementError('no header row with a date and an amount column was found');
}

function spreadsheetStatement(sheet: string, records: SourceRecord[]): Statement {
  const found = findHeader(records.slice(0, HEADER_SEARCH_RECORDS));
  if (!found) throw new StatementError('no header row with a date and an amount column was found');
  const analyzer = new LayoutAnalyzer(found, '.');
  for (let i = found.index + 1; i < records.length; i++) analyzer.add(records[i]);
  const layout = analyzer.finish();
  if (layout.dataRows === 0) throw new StatementError('it has a header but no transaction rows');
  return { kind: 'excel', layout, account: {}, records: () => fromArray(records), details: { sheet } };
}
