/**
 * Wealth across currencies: each asset is valued in its own currency (its live price's, else its stored one) and
 * net worth, totals and allocation are converted into the home currency at the valuation day's rate. A currency
 * without a known rate is never counted 1:1: the totals are null, its part is shown unconverted, and the
 * allocation leaves it out and says so (docs/decisions/wealth-home-currency.md).
 */
import { convertMicros, isCurrencyCode, type CurrencyCode, type Rate } from './currency';
import { currencyOrDefault } from './homeCurrency';
import {
  assetTotalMicros,
  microsToDecimal,
  summariseTypeTotals,
  unitValueMicros,
  type Asset,
  type AssetType,
  type TypeTotal,
} from './wealth';

/** A live price with the currency the listing quotes it in. */
export interface LivePrice {
  price: number | null | undefined;
  currency?: string | null;
}

type ValuedAsset = Pick<Asset, 'value' | 'quantity' | 'currency'>;

/** The price that counts: a live price above 0 (in its listing's currency), else none. */
function usableLive(live: LivePrice | null | undefined): { price: number; currency: CurrencyCode | null } | null {
  if (!live || typeof live.price !== 'number' || !Number.isFinite(live.price) || live.price <= 0) return null;
  return { price: live.price, currency: isCurrencyCode(live.currency) ? live.currency : null };
}

/** The currency an asset's figures are in: its live price's when one counts, else its own (USD when unset). */
export function assetCurrency(asset: Pick<Asset, 'currency'>, live?: LivePrice | null): CurrencyCode {
  return usableLive(live)?.currency ?? currencyOrDefault(asset.currency);
}

/** An asset's unit value and total in its own currency (decimal strings), and that currency. */
export function valueAsset(asset: ValuedAsset, live?: LivePrice | null) {
  const price = usableLive(live)?.price ?? null;
  return {
    currency: assetCurrency(asset, live),
    unit: microsToDecimal(unitValueMicros(asset, price)),
    total: microsToDecimal(assetTotalMicros(asset, price)),
  };
}

/** Net worth in one original currency, before conversion. */
export interface WealthPart {
  currency: CurrencyCode;
  netWorth: string;
}

export interface ConvertedWealth {
  /** The currency of every figure below (the home currency). */
  currency: CurrencyCode;
  /** Types with every asset converted; assets in a currency without a rate are left out (see `missingRates`). */
  byType: TypeTotal[];
  /** Null when some currency has no known rate. */
  netWorth: string | null;
  totalAssets: string | null;
  totalLiabilities: string | null;
  /** Net worth per original currency (home currency first, then by code); one part when all are in one currency. */
  parts: WealthPart[];
  /** Currencies without a known rate into `currency` on the valuation day. */
  missingRates: CurrencyCode[];
}

/**
 * Net worth, totals and allocation of `assets` in `currency`. `rateOf(from)` is the valuation day's rate from
 * `from` into `currency` (null when unknown). Each currency's sum is converted once and rounded once to the home
 * currency's minor units, so no asset's rounding adds up.
 */
export function summariseWealthIn(
  assets: readonly Pick<Asset, 'id' | 'type' | 'value' | 'quantity' | 'currency'>[],
  live: Readonly<Record<string, LivePrice | null | undefined>>,
  currency: CurrencyCode,
  rateOf: (from: CurrencyCode) => Rate | null,
): ConvertedWealth {
  // Sums per currency and type, exact in that currency.
  const sums = new Map<CurrencyCode, Map<AssetType, { count: number; micros: bigint }>>();
  for (const asset of assets) {
    const own = assetCurrency(asset, live[asset.id]);
    const byType = sums.get(own) ?? new Map<AssetType, { count: number; micros: bigint }>();
    const entry = byType.get(asset.type) ?? { count: 0, micros: 0n };
    entry.count += 1;
    entry.micros += assetTotalMicros(asset, usableLive(live[asset.id])?.price ?? null);
    byType.set(asset.type, entry);
    sums.set(own, byType);
  }
  const converted = new Map<AssetType, { count: number; micros: bigint }>();
  const parts: WealthPart[] = [];
  const missingRates: CurrencyCode[] = [];
  const order = [...sums.keys()].sort((a, b) => (a === currency ? -1 : b === currency ? 1 : a.localeCompare(b)));
  for (const own of order) {
    const byType = sums.get(own) ?? new Map();
    parts.push({ currency: own, netWorth: summariseTypeTotals(byType).netWorth });
    const rate = own === currency ? { numerator: 1n, denominator: 1n } : rateOf(own);
    if (rate === null) {
      missingRates.push(own);
      continue;
    }
    for (const [type, { count, micros }] of byType) {
      const entry = converted.get(type) ?? { count: 0, micros: 0n };
      entry.count += count;
      entry.micros += own === currency ? micros : convertMicros(micros, rate, currency);
      converted.set(type, entry);
    }
  }
  const summary = summariseTypeTotals(converted);
  const known = missingRates.length === 0;
  return {
    currency,
    byType: summary.byType,
    netWorth: known ? summary.netWorth : null,
    totalAssets: known ? summary.totalAssets : null,
    totalLiabilities: known ? summary.totalLiabilities : null,
    parts,
    missingRates,
  };
}

/** The parts of a figure as one line: '$1,200.00 + £300.00'. */
export function wealthPartsText(
  parts: readonly WealthPart[],
  format: (amount: string, currency: CurrencyCode) => string,
): string {
  return parts.map((part) => format(part.netWorth, part.currency)).join(' + ');
}

/**
 * The `count` largest assets (liabilities are not assets), by their total converted into `currency` at `rateOf`'s
 * rate; an asset whose currency has no known rate cannot be ranked against the others and comes after them, by its
 * own total. Ties keep the list's order.
 */
export function largestAssets<A extends Pick<Asset, 'id' | 'type' | 'value' | 'quantity' | 'currency'>>(
  assets: readonly A[],
  live: Readonly<Record<string, LivePrice | null | undefined>>,
  currency: CurrencyCode,
  rateOf: (from: CurrencyCode) => Rate | null,
  count: number,
): A[] {
  const ranked = assets
    .filter((asset) => asset.type !== 'liabilities')
    .map((asset, index) => {
      const own = assetCurrency(asset, live[asset.id]);
      const micros = assetTotalMicros(asset, usableLive(live[asset.id])?.price ?? null);
      const rate = own === currency ? null : rateOf(own);
      const home = own === currency ? micros : rate === null ? null : convertMicros(micros, rate, currency);
      return { asset, index, home, micros };
    });
  const order = (a: bigint, b: bigint) => (a > b ? -1 : a < b ? 1 : 0);
  return ranked
    .sort((a, b) => {
      if (a.home !== null && b.home !== null) return order(a.home, b.home) || a.index - b.index;
      if (a.home !== null) return -1;
      if (b.home !== null) return 1;
      return order(a.micros, b.micros) || a.index - b.index;
    })
    .slice(0, count)
    .map((entry) => entry.asset);
}
