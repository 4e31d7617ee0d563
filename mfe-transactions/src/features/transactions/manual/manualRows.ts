/**
 * The manual-add dialog's rows (product.md › Validation rules "Manual transaction entry") and what is sent for them.
 */
import {
  firstManualRowError,
  toMoneyString,
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
}

let nextKey = 1;

export function emptyRow(date: string): ManualRowDraft {
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
  };
}

function toRow(draft: ManualRowDraft, amount: string): ManualTransactionRowInput {
  const tag = draft.tag.trim();
  return {
    date: draft.date,
    description: draft.description,
    amount,
    category: draft.category,
    transactionType: draft.transactionType,
    isIncome: draft.isIncome,
    tags: tag === '' ? [] : [tag],
  };
}

/**
 * The first problem, row by row in the order of product.md › Validation rules: date, description (trimmed), amount > 0,
 * category, transaction type. The amount is checked as typed, so '-5' is 'Amount must be greater than 0…'.
 */
export function validateRows(drafts: readonly ManualRowDraft[]): string | null {
  return firstManualRowError(drafts.map((draft) => toRow(draft, draft.amount)));
}

/** The amount as its absolute value with 2 decimals ('12.5' -> '12.50'); null when it is not a number. */
export function absoluteAmount(amount: string): string | null {
  const money = toMoneyString(amount);
  return money === null ? null : money.replace(/^-/, '');
}

/** The body of POST /api/transactions/manual (call after validateRows returned null). */
export function toRequest(drafts: readonly ManualRowDraft[]): ManualTransactionsRequest {
  return {
    transactions: drafts.map((draft) => ({
      ...toRow(draft, absoluteAmount(draft.amount) ?? draft.amount),
      description: draft.description.trim(),
      category: draft.category.trim(),
    })),
  };
}

/** A typed amount above 0, as the same-amount hint queries it; null otherwise. */
export function hintAmount(amount: string): string | null {
  const money = toMoneyString(amount);
  return money !== null && Number(money) > 0 ? money : null;
}
