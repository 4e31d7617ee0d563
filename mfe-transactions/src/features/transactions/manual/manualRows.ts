/**
 * The manual-add dialog's rows (product.md › Validation rules "Manual transaction entry") and what is sent for them.
 */
import {
  firstManualRowError,
  isCurrencyCode,
  minorUnits,
  toDecimalString,
  type ManualTransactionRowInput,
  type ManualTransactionsRequest,
} from '@tracker/contracts';

export interface ManualRowDraft {
  /** Stable React key. */
  key: number;
  date: string;
  description: string;
  /** As typed; validated and sent as its absolute value. */
  amount: string;
  isIncome: boolean;
  category: string;
  /** '' until chosen. */
  transactionType: string;
  /** One free-text tag ('' = none). */
  tag: string;
  /** The amount's currency; '' follows the user's home currency (a manual row belongs to no account). */
  currency: string;
}

let nextKey = 1;

/** A new row: today's date, in `currency` ('' = the home currency; the dialog passes the last row's). */
export function emptyRow(date: string, currency = ''): ManualRowDraft {
  nextKey += 1;
  return {
    key: nextKey,
    date,
    description: '',
    amount: '',
    isIncome: false,
    category: '',
    transactionType: '',
    tag: '',
    currency,
  };
}

function toRow(draft: ManualRowDraft, amount: string, homeCurrency: string): ManualTransactionRowInput {
  const tag = draft.tag.trim();
  return {
    date: draft.date,
    description: draft.description,
    amount,
    category: draft.category,
    transactionType: draft.transactionType,
    isIncome: draft.isIncome,
    tags: tag === '' ? [] : [tag],
    currency: draft.currency || homeCurrency,
  };
}

/**
 * The first problem, row by row in the order of product.md › Validation rules: date, description (trimmed), amount > 0,
 * category, transaction type. The amount is checked as typed, so '-5' is 'Amount must be greater than 0…'.
 */
export function validateRows(drafts: readonly ManualRowDraft[], homeCurrency: string): string | null {
  return firstManualRowError(drafts.map((draft) => toRow(draft, draft.amount, homeCurrency)));
}

/**
 * The amount as its absolute value in its currency's minor units ('12.5' USD -> '12.50', '1500.4' JPY -> '1500',
 * '12.3456' BHD -> '12.346'); null when it is not a number.
 */
export function absoluteAmount(amount: string, currency: string): string | null {
  const money = toDecimalString(amount, isCurrencyCode(currency) ? minorUnits(currency) : 2);
  return money === null ? null : money.replace(/^-/, '');
}

/** The body of POST /api/transactions/manual (call after validateRows returned null). */
export function toRequest(drafts: readonly ManualRowDraft[], homeCurrency: string): ManualTransactionsRequest {
  return {
    transactions: drafts.map((draft) => ({
      ...toRow(draft, absoluteAmount(draft.amount, draft.currency || homeCurrency) ?? draft.amount, homeCurrency),
      description: draft.description.trim(),
      category: draft.category.trim(),
    })),
  };
}

/** A typed amount above 0 in its currency's minor units, as the same-amount hint queries it; null otherwise. */
export function hintAmount(amount: string, currency = 'USD'): string | null {
  const money = absoluteAmount(amount, currency);
  return money !== null && !amount.trim().startsWith('-') && Number(money) > 0 ? money : null;
}
