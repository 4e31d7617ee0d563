/** Wealth (spec §3 Asset, Live price result; §5 Asset; §7 Wealth). */
import { z } from 'zod';
import { requiredString } from './common';
import { WEALTH_INTERNAL_PRECISION } from './constants';
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
/** 'stocks' appears in one filter of the original app; requests accept it as equities_stocks. */
export const ASSET_TYPE_ALIASES: Readonly<Record<string, AssetType>> = { stocks: 'equities_stocks' };
/** Types with market prices (stock, crypto, commodity, ETF). */
export const MARKET_TRADED_ASSET_TYPES = ['equities_stocks', 'cryptocurrencies', 'commodities', 'etfs'] as const;

/** An asset is market-traded when it has a symbol and a market type (§4). */
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
  /** Per-unit value, up to 6 decimals. */
  value: decimalString,
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
      const text = value === null || value === undefined ? null : toDecimalString(value, WEALTH_INTERNAL_PRECISION, true);
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
});
export type AssetRequestInput = z.input<typeof assetRequestSchema>;
export type AssetRequest = z.output<typeof assetRequestSchema>;

// ---------------------------------------------------------------- live prices
export const PRICE_ERROR_TYPES = ['rate_limit', 'invalid_symbol', 'no_data'] as const;
export const priceErrorTypeSchema = z.enum(PRICE_ERROR_TYPES);
export type PriceErrorType = z.infer<typeof priceErrorTypeSchema>;

/** Tag shown beside a market-traded asset's unit value (§4). */
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
export type TempPriceQuery = z.input<typeof tempPriceQuerySchema>;

export const syncPricesResponseSchema = z.object({ syncedCount: z.number().int().nonnegative() });
export type SyncPricesResponse = z.infer<typeof syncPricesResponseSchema>;

export const assetUploadResultSchema = z.object({ successfulRows: z.number().int().nonnegative() });
export type AssetUploadResult = z.infer<typeof assetUploadResultSchema>;
