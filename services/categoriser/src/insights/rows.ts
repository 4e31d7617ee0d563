/**
 * The user's transactions as the insights read them: integer cents, the payee (merchant key) of money out, whether a
 * category is spending, and whether the bank says the payment was arranged to repeat (direct debit, standing order,
 * autopay). Shared by the insights that need months of history (facts.ts) and those one month supports (early.ts).
 */
import {
  DEFAULT_CURRENCY,
  minorUnits,
  toMinorUnits,
  type CurrencyCode,
  type InsightsRequest,
} from '@tracker/contracts';
import { categoryKey } from '../model/taxonomy';
import { normaliseDescription } from '../normalise/merchant';
import { monthOf, utcOf } from './format';
import { spendingKind } from './kinds';

/** Payment channels (normaliseDescription's model words) that a bank uses for payments set up to repeat. */
const ARRANGED_CHANNELS = /\b(directdebit|standingorder|autopay)\b/;

export interface Row {
  date: string;
  /** utcOf(date): days between rows are daysFromUtc of these, without reading the dates again. */
  utc: number;
  month: string;
  cents: number;
  isIncome: boolean;
  category: string | null;
  /** categoryKey(category), null without a category. */
  categoryKey: string | null;
  /** Spending (or uncategorised) money out: what spending insights count. */
  isSpending: boolean;
  /** The payee of money out ('' when the description names none, and for money in, which no insight reads it of). */
  merchantKey: string;
  /** Money out the bank marks as arranged to repeat (direct debit, standing order, autopay). */
  arranged: boolean;
}

/** Statement payee as a reader expects it: `UBER EATS` -> `Uber Eats`; codes (`BP`, `KFC`, `AT&T`) kept. */
export function displayMerchant(merchantKey: string): string {
  const isCode = (word: string) =>
    word.length <= 2 || /[^A-Z]/.test(word) || (word.length === 3 && !/[AEIOU]/.test(word));
  return merchantKey
    .split(' ')
    .map((word) => (isCode(word) ? word : `${word[0]}${word.slice(1).toLowerCase()}`))
    .join(' ');
}

const PLAIN_AMOUNT = /^(\d+)\.(\d\d)$/;

/** toMinorUnits, reading the contract's plain form of a currency with cents ("12.50") directly. */
function minorOf(amount: string, currency: CurrencyCode, cents: boolean): number {
  const plain = cents ? PLAIN_AMOUNT.exec(amount) : null;
  return plain === null ? toMinorUnits(amount, currency) : Number(plain[1]) * 100 + Number(plain[2]);
}

/**
 * Transactions as rows. Descriptions and categories repeat across a user's rows (a merchant every
 * month, a handful of categories), so each distinct one is normalised and classified once.
 */
export function toRows(
  transactions: InsightsRequest['transactions'],
  currency: CurrencyCode = DEFAULT_CURRENCY,
): Row[] {
  const cents = minorUnits(currency) === 2;
  const merchantKeys = new Map<string, string>();
  const arrangedDescriptions = new Set<string>();
  const categories = new Map<string, { key: string; spending: boolean }>();
  const days = new Map<string, number>();
  return transactions.map((transaction) => {
    let merchantKey = '';
    // Money in never counts as a merchant's charge (unusual and recurring charges are money out): not normalised.
    if (!transaction.isIncome) {
      const known = merchantKeys.get(transaction.description);
      if (known === undefined) {
        const normalised = normaliseDescription(transaction.description);
        merchantKey = normalised.merchantKey;
        merchantKeys.set(transaction.description, merchantKey);
        if (ARRANGED_CHANNELS.test(normalised.text)) arrangedDescriptions.add(transaction.description);
      } else {
        merchantKey = known;
      }
    }
    let utc = days.get(transaction.date);
    if (utc === undefined) {
      utc = utcOf(transaction.date);
      days.set(transaction.date, utc);
    }
    let category: { key: string; spending: boolean } | null = null;
    if (transaction.category !== null) {
      category = categories.get(transaction.category) ?? null;
      if (category === null) {
        category = {
          key: categoryKey(transaction.category),
          spending: spendingKind(transaction.category) === 'spending',
        };
        categories.set(transaction.category, category);
      }
    }
    return {
      date: transaction.date,
      utc,
      month: monthOf(transaction.date),
      cents: minorOf(transaction.amount, currency, cents),
      isIncome: transaction.isIncome,
      category: transaction.category,
      categoryKey: category === null ? null : category.key,
      isSpending: !transaction.isIncome && (category === null || category.spending),
      merchantKey,
      arranged: !transaction.isIncome && arrangedDescriptions.has(transaction.description),
    };
  });
}

export function sumBy(rows: readonly Row[], key: (row: Row) => string | null): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    sums.set(k, (sums.get(k) ?? 0) + row.cents);
  }
  return sums;
}

/** Category names as the user wrote them, by key (the latest spelling seen). */
export function categoryNames(rows: readonly Row[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const row of rows) if (row.categoryKey !== null) names.set(row.categoryKey, row.category as string);
  return names;
}

export function pushTo<T>(groups: Map<string, T[]>, key: string, value: T): void {
  const group = groups.get(key);
  if (group === undefined) groups.set(key, [value]);
  else group.push(value);
}
