/**
 * Wealth (product.md › Data › Asset, Live price result; Validation rules › Asset; API calls
 * Wealth).
 */
import { z } from 'zod';
import { requiredString } from './common';
import { WEALTH_INTERNAL_PRECISION } from './constants';
import { currencyCodeSchema } from './currency';
import { currencyCodeResponseSchema } from './homeCurrency';
import { MAX_ABS_AMOUNT, decimalString, toDecimalString } from './money';

export const ASSET_TYPES = [
  'equities_stocks',
  'commodities',
  'cryptocurrencies',
  'etfs',
  'super_pension_401k',
  'property_real_estate',
  'liabilities',
] as const;
export const assetTypeSchema = z.enum(ASSET_TYPES);
export type AssetType = z.infer<typeof assetTypeSchema>;
export const ASSET_TYPE_LABELS: Readonly<Record<AssetType, string>> = {
  equities_stocks: 'Equities (Stocks)',
  commodities: 'Commodities',
  cryptocurrencies: 'Cryptocurrencies',
  etfs: 'ETFs',
  super_pension_401k: 'Super/Pension/401k',
  property_real_estate: 'Property/Real Estate',
  liabilities: 'Liabilities',
};
/**
 * One colour per asset type (product.md › Data: colours and labels are mapped per type), for every chart, legend and
 * group.
 */
export const ASSET_TYPE_COLORS: Readonly<Record<AssetType, string>> = {
  equities_stocks: '#2563EB',
  commodities: '#D97706',
  cryptocurrencies: '#7C3AED',
  etfs: '#0891B2',
  super_pension_401k: '#16A34A',
  property_real_estate: '#DB2777',
  liabilities: '#DC2626',
};
/** 'stocks' appears in one filter of the original app; requests accept it as equities_stocks. */
export const ASSET_TYPE_ALIASES: Readonly<Record<string, AssetType>> = { stocks: 'equities_stocks' };
/** Types with market prices (stock, crypto, commodity, ETF). */
export const MARKET_TRADED_ASSET_TYPES = ['equities_stocks', 'cryptocurrencies', 'commodities', 'etfs'] as const;

/** An asset is market-traded when it has a symbol and a market type (product.md › Behaviour). */
export function isMarketTraded(asset: { type: string; symbol?: string | null | undefined }): boolean {
  const type = ASSET_TYPE_ALIASES[asset.type] ?? asset.type;
  return (
    typeof asset.symbol === 'string' &&
    asset.symbol.trim() !== '' &&
    (MARKET_TRADED_ASSET_TYPES as readonly string[]).includes(type)
  );
}

export const ASSET_MESSAGES = {
  name: 'Asset name is required',
  type: 'Asset type is required',
} as const;

/** An asset type in a request: required, trimmed, alias-aware. */
export const assetTypeInputSchema = z
  .string({ error: ASSET_MESSAGES.type })
  .trim()
  .min(1, ASSET_MESSAGES.type)
  .transform((value) => ASSET_TYPE_ALIASES[value] ?? value)
  .pipe(z.enum(ASSET_TYPES, { error: `Asset type must be one of ${ASSET_TYPES.join(', ')}` }));

// ---------------------------------------------------------------- entity
export const assetSchema = z.object({
  id: z.string(),
  type: assetTypeSchema,
  symbol: z.string().nullish(),
  name: z.string(),
  description: z.string().nullish(),
  /** Up to 6 decimals; null when not given. */
  quantity: decimalString.nullable(),
  /** Per-unit value, up to 6 decimals, in `currency`. */
  value: decimalString,
  /**
   * The currency of `value`: the listing's for a market-traded asset (London's pence made pounds), else the one the
   * user chose. Absent for assets stored before currencies existed: USD (currencyOrDefault).
   */
  currency: currencyCodeResponseSchema.optional(),
  /** When the stored value was last set from a live price (ISO time; null for a value entered by hand). */
  priceUpdatedAt: z.string().nullish(),
});
export type Asset = z.infer<typeof assetSchema>;
export const assetListSchema = z.array(assetSchema);

// ---------------------------------------------------------------- requests
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A wealth figure in a request (number or numeric text) -> decimal string with at most 6 decimals. */
function wealthDecimal<B extends string | null>(label: string, blankValue: B, allowNegative: boolean) {
  const invalid = `${label} must be a number`;
  return z
    .union([z.number(), z.string(), z.null()], { error: invalid })
    .optional()
    .transform((value, ctx): string | B => {
      if (isBlank(value)) return blankValue;
      const text =
        value === null || value === undefined ? null : toDecimalString(value, WEALTH_INTERNAL_PRECISION, true);
      if (text === null) {
        ctx.issues.push({ code: 'custom', message: invalid, input: value });
        return z.NEVER;
      }
      const n = Number(text);
      if (!allowNegative && n < 0) {
        ctx.issues.push({ code: 'custom', message: `${label} must be 0 or more`, input: value });
        return z.NEVER;
      }
      if (Math.abs(n) > MAX_ABS_AMOUNT) {
        ctx.issues.push({ code: 'custom', message: `${label} must not exceed ${MAX_ABS_AMOUNT}`, input: value });
        return z.NEVER;
      }
      return text;
    });
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));

/**
 * POST /api/assets and PUT /api/assets/{id} (same body). Name and type are required; a blank value is 0, a
 * blank quantity null; symbol and description are optional (blank -> null).
 */
export const assetRequestSchema = z.object({
  name: requiredString(ASSET_MESSAGES.name, 200),
  type: assetTypeInputSchema,
  symbol: optionalText(50),
  description: optionalText(1000),
  quantity: wealthDecimal('Quantity', null, false),
  value: wealthDecimal('Value', '0', true),
  /** ISO 4217 code of `value`; absent: USD for a new asset (the dialog sends the home currency), unchanged on update. */
  currency: currencyCodeSchema.optional(),
});
export type AssetRequestInput = z.input<typeof assetRequestSchema>;
export type AssetRequest = z.output<typeof assetRequestSchema>;

// ---------------------------------------------------------------- live prices
export const PRICE_ERROR_TYPES = ['rate_limit', 'invalid_symbol', 'no_data'] as const;
export const priceErrorTypeSchema = z.enum(PRICE_ERROR_TYPES);
export type PriceErrorType = z.infer<typeof priceErrorTypeSchema>;

/** Tag shown beside a market-traded asset's unit value (product.md › Behaviour). */
export const PRICE_TAGS = {
  live: 'Live Price',
  rate_limit: 'Rate Limited',
  invalid_symbol: 'Invalid Symbol',
  no_data: 'No Live Data',
  manual: 'Manual Value',
} as const;

export const priceResultSchema = z.object({
  /** Live unit price, or null when none could be had. */
  price: z.number().nullable(),
  error: z.string().nullish(),
  errorType: priceErrorTypeSchema.nullish(),
  /** When the provider quoted the price (ISO time), so a stale price can be told from a fresh one. */
  fetchedAt: z.string().nullish(),
  /** The listing's currency of `price` (pence, cents and agorot already made GBP, ZAR, ILS); null without a price. */
  currency: currencyCodeResponseSchema.nullish(),
});
export type PriceResult = z.infer<typeof priceResultSchema>;

/** GET /api/assets/price/{id}. */
export const assetPriceResultSchema = priceResultSchema.extend({ assetId: z.string() });
export type AssetPriceResult = z.infer<typeof assetPriceResultSchema>;

/** GET /api/assets/price/temp?symbol&type — a lookup for an asset not yet saved. */
export const tempPriceQuerySchema = z.object({
  symbol: requiredString('Symbol is required', 50),
  type: assetTypeInputSchema,
});

/** A market-traded asset whose price a sync could not update, and why (the tag's kind and its detail). */
export const syncPriceFailureSchema = z.object({
  assetId: z.string(),
  name: z.string(),
  symbol: z.string(),
  errorType: priceErrorTypeSchema,
  error: z.string(),
});
export type SyncPriceFailure = z.infer<typeof syncPriceFailureSchema>;
/** POST /api/assets/sync-prices: how many assets got a live price stored, and which could not (issue 25). */
export const syncPricesResponseSchema = z.object({
  syncedCount: z.number().int().nonnegative(),
  failed: z.array(syncPriceFailureSchema),
});
export type SyncPricesResponse = z.infer<typeof syncPricesResponseSchema>;

/** A row of an asset file without a Type (issue 25): the user chooses one before anything is saved. */
export const assetRowNeedingTypeSchema = z.object({
  /** Line in the file (the header is line 1). */
  row: z.number().int().positive(),
  name: z.string(),
  symbol: z.string().nullable(),
  /** The type the symbol's listing suggests, when a price provider knows it. */
  suggestedType: assetTypeSchema.nullable(),
});
export type AssetRowNeedingType = z.infer<typeof assetRowNeedingTypeSchema>;

export const assetUploadResultSchema = z.object({
  successfulRows: z.number().int().nonnegative(),
  /** Rows refused (never guessed), each with its line in the file and the reason. */
  errorRows: z.number().int().nonnegative().optional(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })).optional(),
  /**
   * Rows without a Type that `types` did not cover. When there are any, nothing was saved: the file is sent again
   * with a type for each of them.
   */
  needsType: z.array(assetRowNeedingTypeSchema).optional(),
});

const TYPES_FIELD_MESSAGE = 'types must be a JSON object of file lines to asset types';
/**
 * POST /api/assets/upload fields besides the file: `currency` (see below) and `types`, a JSON object giving the asset type of rows that have
 * none ({"2": "etfs"}); a row's own Type always wins.
 */
export const uploadAssetsFieldsSchema = z.object({
  /** The currency of rows whose file does not say one (no Currency column, no £ or € in the values): the home one. */
  currency: currencyCodeSchema.optional(),
  types: z
    .string({ error: TYPES_FIELD_MESSAGE })
    .max(200_000, TYPES_FIELD_MESSAGE)
    .optional()
    .transform((text, ctx): Record<number, AssetType> => {
      if (text === undefined || text.trim() === '') return {};
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      const shape = z.record(z.string().regex(/^[1-9]\d{0,6}$/), assetTypeInputSchema).safeParse(parsed);
      if (!shape.success) {
        ctx.issues.push({ code: 'custom', message: TYPES_FIELD_MESSAGE, input: text });
        return z.NEVER;
      }
      return Object.fromEntries(Object.entries(shape.data).map(([row, type]) => [Number(row), type]));
    }),
});
export type AssetUploadResult = z.infer<typeof assetUploadResultSchema>;

// ---------------------------------------------------------------- exact portfolio arithmetic
/**
 * Wealth figures are decimal strings with up to 6 decimals; sums and products are done here in integer
 * micro-units (BigInt), so no binary float ever decides a cent. Shared by the service (snapshots) and the page.
 */
const MICRO_DIGITS = WEALTH_INTERNAL_PRECISION;
const MICRO = 10n ** BigInt(MICRO_DIGITS);

/** "12.5" | 12.5 -> 12500000n; what is not a number counts as 0 (product.md › Validation rules). */
export function toMicros(value: number | string | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  const text = toDecimalString(value, MICRO_DIGITS);
  if (text === null) return 0n;
  const negative = text.startsWith('-');
  const [int = '0', frac = ''] = text.replace('-', '').split('.');
  const micros = BigInt(int) * MICRO + BigInt(frac.padEnd(MICRO_DIGITS, '0') || '0');
  return negative ? -micros : micros;
}

/** 12500000n -> "12.5" (trailing zeros dropped). */
export function microsToDecimal(micros: bigint): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const int = abs / MICRO;
  const frac = (abs % MICRO).toString().padStart(MICRO_DIGITS, '0').replace(/0+$/, '');
  return `${negative && abs !== 0n ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** a × b for micro-unit values, rounded half away from zero back to micro-units. */
export function multiplyMicros(a: bigint, b: bigint): bigint {
  const product = a * b;
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + MICRO / 2n) / MICRO;
  return negative ? -rounded : rounded;
}

/**
 * The unit value the page counts: a live price above 0 wins, else the stored value (product.md › Behaviour, Constants
 * and limits).
 */
export function unitValueMicros(asset: Pick<Asset, 'value'>, livePrice?: number | null): bigint {
  if (typeof livePrice === 'number' && Number.isFinite(livePrice) && livePrice > 0) return toMicros(livePrice);
  return toMicros(asset.value);
}

/**
 * An asset's total: quantity × unit value. An asset with no quantity (a house, a pension pot) counts its value
 * once (the spec's "no quantity gives 0" would drop a house from net worth: docs/decisions/wealth-net-worth.md).
 */
export function assetTotalMicros(asset: Pick<Asset, 'value' | 'quantity'>, livePrice?: number | null): bigint {
  const unit = unitValueMicros(asset, livePrice);
  if (asset.quantity === null || asset.quantity === undefined || asset.quantity === '') return unit;
  return multiplyMicros(toMicros(asset.quantity), unit);
}

export interface TypeTotal {
  type: AssetType;
  count: number;
  /** Sum of the type's asset totals (decimal string, 6 decimals max). */
  total: string;
  /**
   * Share of the assets in percent, one decimal ("42.5"): an asset type's part of everything owned, so the asset types
   * add up to 100; for liabilities, what is owed as a share of what is owned (a $100,000 mortgage on a $400,000 home
   * is "25.0"), never a slice of the assets.
   */
  percent: string;
}

export interface WealthSummary {
  byType: TypeTotal[];
  /** Assets minus liabilities. */
  netWorth: string;
  /** Everything but liabilities. */
  totalAssets: string;
  /** Liabilities by size (a liability entered as a negative value counts as owed all the same). */
  totalLiabilities: string;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** Type totals, shares and net worth (liabilities count against it) of a user's assets. */
export function summariseWealth(
  assets: readonly Pick<Asset, 'id' | 'type' | 'value' | 'quantity'>[],
  livePrices: Readonly<Record<string, number | null | undefined>> = {},
): WealthSummary {
  const totals = new Map<AssetType, { count: number; micros: bigint }>();
  for (const asset of assets) {
    const entry = totals.get(asset.type) ?? { count: 0, micros: 0n };
    entry.count += 1;
    entry.micros += assetTotalMicros(asset, livePrices[asset.id]);
    totals.set(asset.type, entry);
  }
  return summariseTypeTotals(totals);
}

/** A share of the assets in percent, one decimal, rounded half up: (|part| × 1000 / assets + 1/2) / 10. */
export function shareOfAssets(micros: bigint, assetsMicros: bigint): string {
  // With nothing owned every share is 0.0.
  if (assetsMicros <= 0n) return '0.0';
  const tenths = (abs(micros) * 2000n + assetsMicros) / (2n * assetsMicros);
  return `${tenths / 10n}.${tenths % 10n}`;
}

/**
 * Shares and net worth from each type's count and total (micro-units, one currency). `accounts` are the bank
 * accounts that count in net worth (product.md › Wealth page): balances held add to the assets (and to the divisor
 * of every share), balances owed on cards and loans to the liabilities.
 */
export function summariseTypeTotals(
  totals: ReadonlyMap<AssetType, { count: number; micros: bigint }>,
  accounts: { held: bigint; owed: bigint } = { held: 0n, owed: 0n },
): WealthSummary {
  let assetsMicros = accounts.held;
  let liabilitiesMicros = abs(accounts.owed);
  for (const [type, { micros }] of totals) {
    if (type === 'liabilities') liabilitiesMicros += abs(micros);
    else assetsMicros += micros;
  }
  // Shares are of the assets (a debt is not part of what is owned).
  const byType = ASSET_TYPES.filter((type) => totals.has(type)).map((type) => {
    const { count, micros } = totals.get(type) ?? { count: 0, micros: 0n };
    return { type, count, total: microsToDecimal(micros), percent: shareOfAssets(micros, assetsMicros) };
  });
  return {
    byType,
    netWorth: microsToDecimal(assetsMicros - liabilitiesMicros),
    totalAssets: microsToDecimal(assetsMicros),
    totalLiabilities: microsToDecimal(liabilitiesMicros),
  };
}

// ---------------------------------------------------------------- upload layout (product.md › Validation rules)
/**
 * The columns an asset file needs, as the 'Missing required columns' message names them. Headers match
 * case-insensitively with spaces and underscores ignored; the purchase date may be one column named for a date, a
 * month or a year ('Date/Month/Year Purchased', 'Date Purchased', 'Month Purchased', 'Year Purchased').
 */
export const ASSET_UPLOAD_REQUIRED_COLUMNS = [
  'asset',
  'quantity',
  'date/month/year purchased',
  'purchase price',
  'current value',
] as const;
export type AssetUploadColumn = (typeof ASSET_UPLOAD_REQUIRED_COLUMNS)[number];
/** Optional columns of the layout (the sample has them all). */
export const ASSET_UPLOAD_OPTIONAL_COLUMNS = ['type', 'symbol', 'description', 'currency'] as const;
/** Header of the sample file, in order. */
export const ASSET_UPLOAD_SAMPLE_HEADER = [
  'Asset',
  'Type',
  'Symbol',
  'Description',
  'Quantity',
  'Date/Month/Year Purchased',
  'Purchase Price',
  'Current Value',
] as const;

const PURCHASE_DATE_ALIASES = [
  'date/month/year purchased',
  'date purchased',
  'month purchased',
  'year purchased',
  'purchase date',
];

/** 'Current_Value ' -> 'current value'. */
export function normaliseAssetColumn(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
}

/** The layout column a header cell names, or null. */
export function assetColumnOf(name: string): AssetUploadColumn | (typeof ASSET_UPLOAD_OPTIONAL_COLUMNS)[number] | null {
  const key = normaliseAssetColumn(name);
  if (PURCHASE_DATE_ALIASES.includes(key)) return 'date/month/year purchased';
  const known: readonly string[] = [...ASSET_UPLOAD_REQUIRED_COLUMNS, ...ASSET_UPLOAD_OPTIONAL_COLUMNS];
  return known.includes(key) ? (key as AssetUploadColumn) : null;
}

/** The required columns a header lacks, in the order of ASSET_UPLOAD_REQUIRED_COLUMNS. */
export function missingAssetColumns(header: readonly string[]): string[] {
  const have = new Set(header.map(assetColumnOf));
  return ASSET_UPLOAD_REQUIRED_COLUMNS.filter((column) => !have.has(column));
}
