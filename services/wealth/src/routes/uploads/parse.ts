import * as XLSX from '@e965/xlsx';
import {
  ASSET_CSV_TOO_SHORT_MESSAGE,
  ASSET_TYPE_LABELS,
  ASSET_TYPES,
  assetColumnOf,
  assetCsvMissingColumnsMessage,
  assetRequestSchema,
  missingAssetColumns,
  toDecimalString,
  WEALTH_INTERNAL_PRECISION,
  type AssetType,
} from '@tracker/contracts';
import type { NewAsset } from '../assets/service';

/** Rows one file may hold (a portfolio, not a statement). */
export const MAX_ASSET_ROWS = 5000;

export class AssetFileError extends Error {}

export interface RowError {
  /** Line in the file (the header is line 1). */
  row: number;
  message: string;
}

/** A readable row without a Type, which the user has not yet given one. */
export interface UntypedRow {
  row: number;
  name: string;
  symbol: string | null;
}

export interface ParsedAssetFile {
  assets: NewAsset[];
  errors: RowError[];
  untyped: UntypedRow[];
}

/** A row without a Type is checked for everything else: the user chooses its type afterwards. */
const untypedAssetSchema = assetRequestSchema.omit({ type: true });

type Cell = string | number | boolean | Date | null | undefined;

/** 'Equities (Stocks)', 'equities_stocks', 'stocks' -> equities_stocks. */
const TYPE_BY_NAME = new Map<string, AssetType>([
  ...ASSET_TYPES.map((type) => [type, type] as const),
  ...ASSET_TYPES.map((type) => [ASSET_TYPE_LABELS[type].toLowerCase(), type] as const),
]);

const text = (cell: Cell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/** A number cell, or text like "$1,234.50" (a currency sign and thousands separators are not guesses). */
function decimal(cell: Cell): string | null | undefined {
  if (typeof cell === 'number') return toDecimalString(cell, WEALTH_INTERNAL_PRECISION, true) ?? undefined;
  const raw = text(cell);
  if (raw === '') return null;
  const cleaned = raw.replace(/^\$/, '').replace(/^(-?)\$/, '$1').replace(/,(?=\d{3}(\D|$))/g, '');
  return toDecimalString(cleaned, WEALTH_INTERNAL_PRECISION, true) ?? undefined;
}

const PURCHASE_DATE_RE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

/**
 * Reads an asset file (csv, xlsx or xls) in the layout of the sample: the header must name every required column
 * (else 'Missing required columns: …'); each row becomes an asset or a reported error (never a guess). A row without
 * a Type takes the one `types` gives for its line, else it is returned as untyped for the user to choose.
 */
export function parseAssetFile(
  buffer: Buffer,
  extension: string,
  types: Readonly<Record<number, AssetType>> = {},
): ParsedAssetFile {
  let book: XLSX.WorkBook;
  try {
    // CSV text stays text (raw): SheetJS would otherwise read "03/04/2021" as a date it picked an order for.
    book = XLSX.read(buffer, { type: 'buffer', raw: extension === 'csv', cellDates: true, dense: true });
  } catch {
    throw new AssetFileError('The file could not be read as a spreadsheet');
  }
  const sheetName = book.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : book.Sheets[sheetName];
  if (!sheet) throw new AssetFileError(ASSET_CSV_TOO_SHORT_MESSAGE);
  const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  const headerIndex = rows.findIndex((row) => row.some((cell) => text(cell) !== ''));
  if (headerIndex < 0) throw new AssetFileError(ASSET_CSV_TOO_SHORT_MESSAGE);
  const header = (rows[headerIndex] ?? []).map(text);
  const missing = missingAssetColumns(header);
  if (missing.length > 0) throw new AssetFileError(assetCsvMissingColumnsMessage(missing));
  const body = rows.slice(headerIndex + 1);
  if (!body.some((row) => row.some((cell) => text(cell) !== ''))) throw new AssetFileError(ASSET_CSV_TOO_SHORT_MESSAGE);
  if (body.length > MAX_ASSET_ROWS) throw new AssetFileError(`A file may hold at most ${MAX_ASSET_ROWS} assets`);

  const column = new Map<string, number>();
  header.forEach((name, i) => {
    const key = assetColumnOf(name);
    if (key && !column.has(key)) column.set(key, i);
  });
  const cellOf = (row: Cell[], key: string): Cell => {
    const i = column.get(key);
    return i === undefined ? null : row[i];
  };

  const assets: NewAsset[] = [];
  const errors: RowError[] = [];
  const untyped: UntypedRow[] = [];
  body.forEach((row, i) => {
    const line = headerIndex + i + 2;
    if (!row.some((cell) => text(cell) !== '')) return;
    const problems: string[] = [];
    const typeText = text(cellOf(row, 'type')).toLowerCase();
    const type = typeText === '' ? types[line] : (TYPE_BY_NAME.get(typeText) ?? typeText);
    const quantity = decimal(cellOf(row, 'quantity'));
    const value = decimal(cellOf(row, 'current value'));
    const purchasePrice = decimal(cellOf(row, 'purchase price'));
    const purchaseDate = text(cellOf(row, 'date/month/year purchased'));
    if (quantity === undefined) problems.push('Quantity must be a number');
    if (value === undefined) problems.push('Current Value must be a number');
    if (purchasePrice === undefined) problems.push('Purchase Price must be a number');
    if (purchaseDate !== '' && !PURCHASE_DATE_RE.test(purchaseDate)) {
      problems.push('Date/Month/Year Purchased must be YYYY, YYYY-MM or YYYY-MM-DD');
    }
    const fields = {
      name: text(cellOf(row, 'asset')),
      symbol: text(cellOf(row, 'symbol')),
      description: text(cellOf(row, 'description')),
      quantity: quantity ?? null,
      value: value ?? null,
    };
    if (type === undefined) {
      const checked = untypedAssetSchema.safeParse(fields);
      if (!checked.success) problems.unshift(...checked.error.issues.map((issue) => issue.message));
      if (problems.length > 0 || !checked.success) errors.push({ row: line, message: problems.join('; ') });
      else untyped.push({ row: line, name: checked.data.name, symbol: checked.data.symbol });
      return;
    }
    const parsed = assetRequestSchema.safeParse({ ...fields, type });
    if (!parsed.success) problems.unshift(...parsed.error.issues.map((issue) => issue.message));
    if (problems.length > 0 || !parsed.success) {
      errors.push({ row: line, message: problems.join('; ') });
      return;
    }
    assets.push({ ...parsed.data, purchaseDate: purchaseDate || null, purchasePrice: purchasePrice ?? null });
  });
  return { assets, errors, untyped };
}
