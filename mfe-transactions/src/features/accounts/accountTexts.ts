/** What the Accounts screen says (product.md › Accounts), and how it reads an account's balance. */
import {
  ACCOUNT_KIND_LABELS,
  DEFAULT_ACCOUNT_KIND,
  formatMoney,
  isLiabilityKind,
  moneyToCents,
  type BankAccount,
} from '@tracker/contracts';
import { formatDate } from '../transactions/format';

export const ACCOUNTS_TEXTS = {
  title: 'Accounts',
  subtitle: 'Your bank accounts, cards and loans: what each is, and what it holds',
  add: 'Add account',
  empty: 'No accounts yet. Add one, or upload a statement and make its account in the upload dialog.',
  loading: 'Loading accounts...',
  loadFailed: 'Failed to fetch accounts',
  edit: 'Edit',
  delete: 'Delete',
  noBalance: 'No balance yet: import a statement with a balance column, or type an opening balance.',
  holds: (count: number) =>
    count === 1
      ? 'Holds 1 transaction: move or delete it before deleting the account.'
      : `Holds ${count} transactions: move or delete them before deleting the account.`,
  empties: 'No transactions: it can be deleted.',
  deleteTitle: (name: string) => `Delete "${name}"?`,
  deleteText: 'The account has no transactions. Its name, kind and opening balance are removed; this cannot be undone.',
  deleting: 'Deleting...',
  countsInNetWorth: 'Counts in net worth',
  owed: 'Owed',
} as const;

/** 'Credit card · USD' (accounts made before kinds read as checking). */
export const kindOf = (account: BankAccount) => account.kind ?? DEFAULT_ACCOUNT_KIND;
export const kindLabel = (account: BankAccount) => ACCOUNT_KIND_LABELS[kindOf(account)];

/** The balance in the account's currency; a card's or loan's negative balance reads as what is owed. */
export function balanceText(account: BankAccount): string {
  const money = formatMoney(account.balance, { currency: account.currency });
  if (isLiabilityKind(kindOf(account)) && moneyToCents(account.balance) < 0) {
    return `${formatMoney(account.balance.replace(/^-/, ''), { currency: account.currency })} ${ACCOUNTS_TEXTS.owed.toLowerCase()}`;
  }
  return money;
}

/** 'as of Nov 28, 2026', or null when no statement or opening balance dated it. */
export function asOfText(account: BankAccount): string | null {
  return account.balanceAsOf ? `as of ${formatDate(account.balanceAsOf.slice(0, 10))}` : null;
}

/**
 * The reconciliation hint: the imported rows do not add up to the statement's own balance (signed difference in the
 * account's currency), or null when they do.
 */
export function reconciliationHint(account: BankAccount): string | null {
  const gap = account.unreconciled;
  if (gap === null || gap === undefined || moneyToCents(gap) === 0) return null;
  const amount = formatMoney(gap.replace(/^-/, ''), { currency: account.currency });
  return `The imported rows are ${amount} away from the statement's balance. A statement or some rows may be missing, or the opening balance may need a correction.`;
}
