import { COLLECTIONS, CURRENCY_CODES, type CurrencyCode } from '@tracker/contracts';
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
  createdAt: Date;
}

const bankAccountSchema = new Schema<BankAccountFields>(
  {
    userId: { type: String, required: true },
    name: { type: String, required: true, trim: true, maxlength: 200 },
    nameLower: { type: String, required: true },
    accountType: { type: String, default: 'Checking' },
    accountNumber: { type: String, default: '' },
    currency: { type: String, enum: CURRENCY_CODES },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.transactions.bankAccounts, versionKey: false },
);
bankAccountSchema.index({ userId: 1, nameLower: 1 }, { name: 'user_name', unique: true });

export const bankAccountModel = modelPerConnection<BankAccountFields>('BankAccount', bankAccountSchema);
