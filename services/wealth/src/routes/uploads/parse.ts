import {
  ASSET_CSV_TOO_SHORT_MESSAGE,
  ASSET_TYPE_LABELS,
  ASSET_TYPES,
  assetColumnOf,
  assetCsvMissingColumnsMessage,
  assetRequestSchema,
  currencyCodeSchema,
  DEFAULT_CURRENCY,
  isCurrencyCode,
  missingAssetColumns,
  toDecimalString,
  WEALTH_INTERNAL_PRECISION,
  type AssetType,
  type CurrencyCode,
} from '@tracker/contracts';
import { cellText, cleanDecimal, detectCurrency, matchColumns, readHeadedTable, SheetError } from '@tracker/statements';
import type { CellValue, HeadedTable, RowProblem } from '@tracker/statements';
import type { NewAsset } from '../assets/service';

/** Rows one file may hold (a portfolio, not a statement). */
export const MAX_ASSET_ROWS = 5000;

export class AssetFileError extends Error {}

/** A readable row without a Type, which the user has not yet given one. */
export interface UntypedRow {
  row: number;
  name: string;
  symbol: string | null;
}

export interface ParsedAssetFile {
  assets: NewAsset[];
  /** The per-row report: rows not taken, with the reason. */
  errors: RowProblem[];
  untyped: UntypedRow[];
}

/** A row without a Type is checked for everything else: the user chooses its type afterwards. */
const untypedAssetSchema = assetRequestSchema.omit({ type: true });

/** 'Equities (Stocks)', 'equities_stocks', 'stocks' -> equities_stocks. */
const TYPE_BY_NAME = new Map<string, AssetType>([
  ...ASSET_TYPES.map((type) => [type, type] as const),
  ...ASSET_TYPES.map((type) => [ASSET_TYPE_LABELS[type].toLowerCase(), type] as const),
]);

/** A number cell, or text like "$1,234.50" cleaned by @tracker/statements (currency signs, thousands separators). */
function decimal(cell: CellValue | undefined): string | null | undefined {
  if (typeof cell === 'number') return toDecimalString(cell, WEALTH_INTERNAL_PRECISION, true) ?? undefined;
  const raw = cellText(cell);
  if (raw === '') return null;
  return toDecimalString(cleanDecimal(raw) ?? raw, WEALTH_INTERNAL_PRECISION, true) ?? undefined;
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
  defaultCurrency: CurrencyCode = DEFAULT_CURRENCY,
): ParsedAssetFile {
  let table: HeadedTable;
  try {
    table = readHeadedTable(buffer, `file.${extension}`);
  } catch (err) {
    if (err instanceof SheetError) throw new AssetFileError('The file could not be read as a spreadsheet');
    throw err;
  }
  if (!table.header) throw new AssetFileError(ASSET_CSV_TOO_SHORT_MESSAGE);
  const header = table.header.cells.map(cellText);
  const missing = missingAssetColumns(header);
  if (missing.length > 0) throw new AssetFileError(assetCsvMissingColumnsMessage(missing));
  const body = table.rows;
  if (body.length === 0) throw new AssetFileError(ASSET_CSV_TOO_SHORT_MESSAGE);
  if (body.length > MAX_ASSET_ROWS) throw new AssetFileError(`A file may hold at most ${MAX_ASSET_ROWS} assets`);

  const column: Partial<Record<string, number>> = matchColumns(header, (name) => assetColumnOf(name) ?? undefined);
  const cellOf = (row: readonly CellValue[], key: string): CellValue | undefined => {
    const i = column[key];
    return i === undefined ? undefined : row[i];
  };

  // A row's Currency cell wins; else what the file says for all its values (£ or € in them); else the home currency.
  const valueColumn = column['current value'];
  const hint = detectCurrency(
    header,
    { date: -1, description: [], ...(valueColumn === undefined ? {} : { amount: valueColumn }) },
    body.map((row) => row.cells),
  );
  const fileCurrency = isCurrencyCode(hint) ? hint : defaultCurrency;

  const assets: NewAsset[] = [];
  const errors: RowProblem[] = [];
  const untyped: UntypedRow[] = [];
  for (const { line, cells: row } of body) {
    const problems: string[] = [];
    const typeText = cellText(cellOf(row, 'type')).toLowerCase();
    const type = typeText === '' ? types[line] : (TYPE_BY_NAME.get(typeText) ?? typeText);
    const quantity = decimal(cellOf(row, 'quantity'));
    const value = decimal(cellOf(row, 'current value'));
    const purchasePrice = decimal(cellOf(row, 'purchase price'));
    const purchaseDate = cellText(cellOf(row, 'date/month/year purchased'));
    if (quantity === undefined) problems.push('Quantity must be a number');
    if (value === undefined) problems.push('Current Value must be a number');
    if (purchasePrice === undefined) problems.push('Purchase Price must be a number');
    if (purchaseDate !== '' && !PURCHASE_DATE_RE.test(purchaseDate)) {
      problems.push('Date/Month/Year Purchased must be YYYY, YYYY-MM or YYYY-MM-DD');
    }
    const currencyText = cellText(cellOf(row, 'currency'));
    const currency = currencyText === '' ? fileCurrency : currencyCodeSchema.safeParse(currencyText);
    if (typeof currency !== 'string' && !currency.success) problems.push(currency.error.issues[0]?.message ?? '');
    const fields = {
      name: cellText(cellOf(row, 'asset')),
      symbol: cellText(cellOf(row, 'symbol')),
      description: cellText(cellOf(row, 'description')),
      quantity: quantity ?? null,
      value: value ?? null,
    };
    if (type === undefined) {
      const checked = untypedAssetSchema.safeParse(fields);
      if (!checked.success) problems.unshift(...checked.error.issues.map((issue) => issue.message));
      if (problems.length > 0 || !checked.success) {
        errors.push({ row: line, code: 'INVALID_VALUE', message: problems.join('; ') });
      } else untyped.push({ row: line, name: checked.data.name, symbol: checked.data.symbol });
      continue;
    }
    const parsed = assetRequestSchema.safeParse({ ...fields, type });
    if (!parsed.success) problems.unshift(...parsed.error.issues.map((issue) => issue.message));
    if (problems.length > 0 || !parsed.success) {
      errors.push({ row: line, code: 'INVALID_VALUE', message: problems.join('; ') });
      continue;
    }
    assets.push({
      ...parsed.data,
      currency: typeof currency === 'string' ? currency : (currency.data ?? fileCurrency),
      purchaseDate: purchaseDate || null,
      purchasePrice: purchasePrice ?? null,
    });
  }
  return { assets, errors, untyped };
}
