import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ACCOUNTS_IN_NET_WORTH_COLOR,
  ACCOUNTS_IN_NET_WORTH_LABEL,
  ASSET_TYPE_COLORS,
  ASSET_TYPE_LABELS,
  accountNetWorth,
  assetCurrency,
  currencyOrDefault,
  DOUGHNUT_CUTOUT,
  formatMoney,
  isMarketTraded,
  RateTable,
  rateUnavailableNote,
  summariseWealthIn,
  type AccountsTotal,
  type Asset,
  type AssetPriceResult,
  type BankAccount,
  type ConvertedWealth,
  type CurrencyCode,
  type LivePrice,
  type Rate,
  type TypeTotal,
} from '@tracker/contracts';
import { useDisplayLocale, useHomeCurrency } from '@tracker/shell-sdk';
import { bankAccountsQuery, exchangeRatesQuery } from './queries';

/** The valuation day of live figures: today (UTC, the rates' calendar); the ECB's last business day stands in. */
const valuationDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Live prices of market-traded assets as the valuation counts them (a price with its listing's currency). */
function livePricesOf(
  assets: readonly Asset[],
  prices: Readonly<Record<string, AssetPriceResult | undefined>>,
): Record<string, LivePrice | undefined> {
  return Object.fromEntries(assets.map((asset) => [asset.id, isMarketTraded(asset) ? prices[asset.id] : undefined]));
}

export interface WealthInHome {
  summary: ConvertedWealth;
  /** The home currency every total is in. */
  currency: CurrencyCode;
  locale: string;
  /** Rates are still being read: a total is not known yet (neither a sum nor "unavailable"). */
  ratesPending: boolean;
  live: Record<string, LivePrice | undefined>;
  /** An amount in a currency, in the reader's locale. */
  money: (amount: string | number, currency: CurrencyCode) => string;
  /** The valuation day's rate from a currency into the home one (null: unknown, or not read yet). */
  rateOf: (from: CurrencyCode) => Rate | null;
}

/** The bank accounts that count in net worth; none while they are read or when they cannot be (assets alone). */
function useAccountsInNetWorth(): { accounts: BankAccount[]; pending: boolean } {
  const query = useQuery(bankAccountsQuery());
  const accounts = useMemo(() => (query.data ?? []).filter((account) => accountNetWorth(account)), [query.data]);
  return { accounts, pending: query.isPending };
}

/**
 * Net worth, totals and allocation of the user's assets, and of the bank accounts switched on to count in it, in the
 * home currency at the valuation day's rates. A user whose assets and accounts are all in the home currency makes
 * no rates call.
 */
export function useWealthInHome(
  assets: readonly Asset[] | undefined,
  prices: Readonly<Record<string, AssetPriceResult | undefined>>,
): WealthInHome {
  const currency = currencyOrDefault(useHomeCurrency());
  const locale = useDisplayLocale();
  const list = assets ?? [];
  const live = livePricesOf(list, prices);
  const accounts = useAccountsInNetWorth();
  const held = [
    ...list.map((asset) => assetCurrency(asset, live[asset.id])),
    ...accounts.accounts.map((a) => a.currency),
  ];
  const foreign = [...new Set(held)].filter((code) => code !== currency).sort();
  const day = valuationDay();
  const rates = useQuery({ ...exchangeRatesQuery([...foreign, currency], day), enabled: foreign.length > 0 });
  const table = useMemo(() => (rates.data ? new RateTable(rates.data) : null), [rates.data]);
  const rateOf = (from: CurrencyCode) => table?.rate(from, currency, day) ?? null;
  const summary = summariseWealthIn(list, live, currency, rateOf, accounts.accounts);
  return {
    summary,
    currency,
    locale,
    ratesPending: accounts.pending || (foreign.length > 0 && rates.isPending),
    live,
    money: (amount, code) => formatMoney(amount, { currency: code, locale }),
    rateOf,
  };
}

/**
 * The allocation doughnut in `currency`: one slice per asset type, by its total, and one for the accounts that count
 * in net worth, so the slices are shares of what is owned; a liability is not a slice (it is shown apart, with net
 * worth).
 */
export function allocationChart(
  byType: readonly TypeTotal[],
  currency: CurrencyCode,
  locale: string,
  accountsHeld?: AccountsTotal,
) {
  const slices = byType
    .filter((t) => t.type !== 'liabilities' && t.total !== '0')
    .map((t) => ({ label: ASSET_TYPE_LABELS[t.type], color: ASSET_TYPE_COLORS[t.type], total: t.total }));
  // Switched-on accounts are a slice of what is owned, after the asset types.
  if (accountsHeld && accountsHeld.total !== '0')
    slices.push({ label: ACCOUNTS_IN_NET_WORTH_LABEL, color: ACCOUNTS_IN_NET_WORTH_COLOR, total: accountsHeld.total });
  return {
    slices,
    series: slices.map((slice) => Math.abs(Number(slice.total))),
    options: {
      labels: slices.map((slice) => slice.label),
      colors: slices.map((slice) => slice.color),
      legend: { position: 'bottom' as const },
      dataLabels: { enabled: false },
      plotOptions: { pie: { donut: { size: DOUGHNUT_CUTOUT } } },
      tooltip: { y: { formatter: (value: number) => formatMoney(value, { currency, locale }) } },
      chart: { fontFamily: 'inherit' },
    },
  };
}

/** What a converted figure shows: the total, or its parts when a rate is unknown, and the line under it. */
export function homeFigure(wealth: WealthInHome, total: string | null) {
  const { summary, currency, money } = wealth;
  const parts = summary.parts.map((part) => money(part.netWorth, part.currency)).join(' + ');
  if (wealth.ratesPending) return { text: '…', note: null, unknown: false };
  if (total === null) {
    return { text: parts, note: rateUnavailableNote(summary.missingRates), unknown: true };
  }
  const mixed = summary.parts.some((part) => part.currency !== currency);
  return {
    text: money(total, currency),
    note: mixed ? `Converted from ${parts} at today's rates` : null,
    unknown: false,
  };
}
