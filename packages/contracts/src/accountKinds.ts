/**
 * What an account is (product.md › Accounts): its kind decides where its balance counts in net worth and what a
 * transfer into it means (a card payment, a loan payment, savings). Shared by the import (a file's suggestion), the
 * Accounts screen, transfers and Wealth.
 */
import { z } from 'zod';

export const ACCOUNT_KINDS = ['checking', 'savings', 'credit_card', 'loan', 'cash', 'brokerage_cash'] as const;
export const accountKindSchema = z.enum(ACCOUNT_KINDS, {
  error: `Account kind must be one of ${ACCOUNT_KINDS.join(', ')}`,
});
export type AccountKind = z.infer<typeof accountKindSchema>;

/** Accounts made before kinds existed read as checking. */
export const DEFAULT_ACCOUNT_KIND: AccountKind = 'checking';

export const ACCOUNT_KIND_LABELS: Readonly<Record<AccountKind, string>> = {
  checking: 'Checking',
  savings: 'Savings',
  credit_card: 'Credit card',
  loan: 'Loan or mortgage',
  cash: 'Cash',
  brokerage_cash: 'Brokerage cash',
};

/** A balance owed (cards, loans) is a liability in net worth; the rest are assets. */
export const LIABILITY_ACCOUNT_KINDS: readonly AccountKind[] = ['credit_card', 'loan'];
export const isLiabilityKind = (kind: AccountKind): boolean => LIABILITY_ACCOUNT_KINDS.includes(kind);

/**
 * What money moved into an account of this kind from another of the user's accounts is: it names the transfer in the
 * list ('Card payment to Visa') and never counts as spending, income, debt paid or investment.
 */
export const TRANSFER_PURPOSE_BY_DESTINATION: Readonly<
  Record<AccountKind, 'card_payment' | 'loan_payment' | 'funds_movement'>
> = {
  checking: 'funds_movement',
  savings: 'funds_movement',
  credit_card: 'card_payment',
  loan: 'loan_payment',
  cash: 'funds_movement',
  brokerage_cash: 'funds_movement',
};
