import { ACCOUNT_KINDS, COLLECTIONS, CURRENCY_CODES, type AccountKind, type CurrencyCode } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';

export interface BankAccountFields {
  userId: string;
  name: string;
  /** Lower-cased trimmed name: one account per name and user (case-insensitive). */
  nameLower: string;
  accountType: string;
  /** The full number as given ('' when unknown); responses show only its last 4 digits. */
  accountNumber: string;
  /** The currency its transactions are in; absent for accounts made before currencies existed (USD). */
  currency?: CurrencyCode;
  /** What the account is; absent for accounts made before kinds existed (they read as checking). */
  kind?: AccountKind;
  /** Whether the balance counts in Wealth's net worth; absent: no (accounts made before it existed change nothing). */
  countsInNetWorth?: boolean;
  /** The latest balance a statement stated (its balance column's last value, or a structured statement's ledger). */
  statementBalance?: StatedBalanceFields;
  /**
   * The balance before the earliest row a statement with a balance column brought (its first balance less its
   * amount): with statementBalance, what the rows between should add up to (the reconciliation hint).
   */
  statementOpening?: StatedBalanceFields;
  /** A balance the user typed, true at the end of `date`. */
  openingBalance?: StatedBalanceFields;
  createdAt: Date;
}

/** A balance in the account's minor units, true at the end of a day (YYYY-MM-DD). */
export interface StatedBalanceFields {
  cents: number;
  date: string;
}

const statedBalance = { cents: { type: Number, required: true }, date: { type: String, required: true } };

const bankAccountSchema = new Schema<BankAccountFields>(
  {
    userId: { type: String, required: true },
    name: { type: String, required: true, trim: true, maxlength: 200 },
    nameLower: { type: String, required: true },
    accountType: { type: String, default: 'Checking' },
    accountNumber: { type: String, default: '' },
    currency: { type: String, enum: CURRENCY_CODES },
    kind: { type: String, enum: ACCOUNT_KINDS },
    countsInNetWorth: { type: Boolean },
    statementBalance: { type: new Schema(statedBalance, { _id: false }), default: undefined },
    statementOpening: { type: new Schema(statedBalance, { _id: false }), default: undefined },
    openingBalance: { type: new Schema(statedBalance, { _id: false }), default: undefined },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.transactions.bankAccounts, versionKey: false },
);
bankAccountSchema.index({ userId: 1, nameLower: 1 }, { name: 'user_name', unique: true });

export const bankAccountModel = modelPerConnection<BankAccountFields>('BankAccount', bankAccountSchema);
