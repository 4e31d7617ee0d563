/**
 * Wealth across currencies: each asset is valued in its own currency (its live price's, else its stored one) and
 * net worth, totals and allocation are converted into the home currency at the valuation day's rate. A currency
 * without a known rate is never counted 1:1: the totals are null, its part is shown unconverted, and the
 * allocation leaves it out and says so (docs/decisions/wealth-home-currency.md).
 */
import { convertMicros, isCurrencyCode, type CurrencyCode, type Rate } from './currency';
import { currencyOrDefault } from './homeCurrency';
import { accountNetWorth, type BankAccount } from './supporting';
import {
  assetTotalMicros,
  microsToDecimal,
  shareOfAssets,
  summariseTypeTotals,
  toMicros,
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
  /** Bank accounts that count in net worth with a balance held (assets): present only when there are some. */
  accountsHeld?: AccountsTotal;
  /** Bank accounts that count in net worth with a balance owed (cards, loans: liabilities), likewise. */
  accountsOwed?: AccountsTotal;
}

/** The name and colour of the switched-on accounts' balances held, beside the asset types (breakdown, doughnut). */
export const ACCOUNTS_IN_NET_WORTH_LABEL = 'Accounts';
export const ACCOUNTS_IN_NET_WORTH_COLOR = '#475569';
/** The name of the balances owed on switched-on cards and loans, under Liabilities. */
export const ACCOUNTS_OWED_LABEL = 'Card & loan balances';

/** Switched-on bank accounts on one side of net worth, converted like the assets (those without a rate left out). */
export interface AccountsTotal {
  count: number;
  /** Decimal string in the home currency; owed balances by their size (positive). */
  total: string;
  /** Share of the assets, one decimal, as an asset type's (for balances owed: what is owed as a share of it). */
  percent: string;
}

/** What net worth reads of a bank account (GET /api/bank-accounts answers it whole). */
export type AccountForNetWorth = Pick<BankAccount, 'kind' | 'balance' | 'countsInNetWorth' | 'currency'>;

interface Sum {
  count: number;
  micros: bigint;
}
/** One currency's figures before conversion: the asset types, and the accounts held and owed. */
interface CurrencySums {
  byType: Map<AssetType, Sum>;
  held: Sum;
  owed: Sum;
}
const emptySums = (): CurrencySums => ({
  byType: new Map(),
  held: { count: 0, micros: 0n },
  owed: { count: 0, micros: 0n },
});

/** Sums per currency and type, exact in that currency; each counting account on its side (accountNetWorth). */
function sumsPerCurrency(
  assets: readonly Pick<Asset, 'id' | 'type' | 'value' | 'quantity' | 'currency'>[],
  live: Readonly<Record<string, LivePrice | null | undefined>>,
  accounts: readonly AccountForNetWorth[],
): Map<CurrencyCode, CurrencySums> {
  const sums = new Map<CurrencyCode, CurrencySums>();
  const of = (code: CurrencyCode): CurrencySums => {
    const known = sums.get(code);
    if (known) return known;
    const fresh = emptySums();
    sums.set(code, fresh);
    return fresh;
  };
  for (const asset of assets) {
    const byType = of(assetCurrency(asset, live[asset.id])).byType;
    const entry = byType.get(asset.type) ?? { count: 0, micros: 0n };
    entry.count += 1;
    entry.micros += assetTotalMicros(asset, usableLive(live[asset.id])?.price ?? null);
    byType.set(asset.type, entry);
  }
  for (const account of accounts) {
    const worth = accountNetWorth(account);
    if (!worth) continue;
    const own = of(currencyOrDefault(account.currency));
    const side = worth.side === 'asset' ? own.held : own.owed;
    side.count += 1;
    side.micros += toMicros(worth.amount);
  }
  return sums;
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
  accounts: readonly AccountForNetWorth[] = [],
): ConvertedWealth {
  const sums = sumsPerCurrency(assets, live, accounts);
  const converted = emptySums();
  const parts: WealthPart[] = [];
  const missingRates: CurrencyCode[] = [];
  const order = [...sums.keys()].sort((a, b) => (a === currency ? -1 : b === currency ? 1 : a.localeCompare(b)));
  for (const own of order) {
    const mine = sums.get(own) ?? emptySums();
    const sides = { held: mine.held.micros, owed: mine.owed.micros };
    parts.push({ currency: own, netWorth: summariseTypeTotals(mine.byType, sides).netWorth });
    const rate = own === currency ? { numerator: 1n, denominator: 1n } : rateOf(own);
    if (rate === null) {
      missingRates.push(own);
      continue;
    }
    const toHome = (micros: bigint) => (own === currency ? micros : convertMicros(micros, rate, currency));
    const add = (into: Sum, { count, micros }: Sum) => {
      into.count += count;
      into.micros += toHome(micros);
    };
    for (const [type, sum] of mine.byType) {
      const entry = converted.byType.get(type) ?? { count: 0, micros: 0n };
      add(entry, sum);
      converted.byType.set(type, entry);
    }
    add(converted.held, mine.held);
    add(converted.owed, mine.owed);
  }
  const summary = summariseTypeTotals(converted.byType, { held: converted.held.micros, owed: converted.owed.micros });
  const known = missingRates.length === 0;
  const assetsMicros = toMicros(summary.totalAssets);
  const accountsTotal = ({ count, micros }: Sum): AccountsTotal | undefined =>
    count === 0 ? undefined : { count, total: microsToDecimal(micros), percent: shareOfAssets(micros, assetsMicros) };
  const accountsHeld = accountsTotal(converted.held);
  const accountsOwed = accountsTotal(converted.owed);
  return {
    currency,
    byType: summary.byType,
    netWorth: known ? summary.netWorth : null,
    totalAssets: known ? summary.totalAssets : null,
    totalLiabilities: known ? summary.totalLiabilities : null,
    parts,
    missingRates,
    ...(accountsHeld && { accountsHeld }),
    ...(accountsOwed && { accountsOwed }),
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
