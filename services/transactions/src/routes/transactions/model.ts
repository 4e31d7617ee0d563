import {
  COLLECTIONS,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  TRANSFER_LINKED_BY,
  type CurrencyCode,
  type TransferLinkedBy,
  type TransactionSource,
} from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema, type Types } from 'mongoose';

/** Soft-deleted transactions stay in the Deleted tab this long, then the TTL index purges them. */
export const DELETED_RETENTION_DAYS = 30;
export const DELETED_RETENTION_SECONDS = DELETED_RETENTION_DAYS * 24 * 60 * 60;

/**
 * One transaction as stored. Money is exact: `amountCents` is the absolute amount in integer minor units of the
 * row's currency (ISO 4217: cents for most, yen for JPY, fils for BHD; the sign is `isIncome`); the API speaks decimal
 * strings with that many decimals (fromMinorUnits). `date` is the calendar date `YYYY-MM-DD` (no time zone, so a row
 * never shifts a day). Every document carries the owner's `userId` and every query filters on it.
 */
export interface TransactionFields {
  userId: string;
  /** The bank account; null for manual entries that belong to none ('Manual Entries'). */
  accountId: Types.ObjectId | null;
  date: string;
  description: string;
  category: string | null;
  amountCents: number;
  /**
   * The row's own currency: a manual entry's (it has no account), a moved row's, and an imported row's when its
   * currency is not counted in hundredths (its `a:` key tells the amount filter). Absent: its account's currency,
   * or USD for a row stored before currencies existed without an account. See `currencyOfRow`.
   */
  currency?: CurrencyCode;
  isIncome: boolean;
  transactionType: string | null;
  tags: string[];
  source: TransactionSource;
  /** True when the category came from the categoriser (shown as 'AI'); false once a person set it. */
  aiCategorised: boolean;
  /** The categoriser's confidence for an automatic category; null otherwise. */
  confidence: number | null;
  /** Awaiting category review (the Pending tab): uncategorised or below the confidence threshold. */
  pending: boolean;
  /** In the Deleted tab (bulk delete), restorable until purged DELETED_RETENTION_DAYS after `deletedAt`. */
  deleted: boolean;
  deletedAt?: Date;
  /**
   * Duplicate guard, unique per user: for imported rows the content fingerprint (account, date, amount,
   * description) plus its occurrence number in the file; for manual rows a unique value.
   */
  dedupeKey: string;
  /** The import that created the row (uploads only). */
  importId: Types.ObjectId | null;
  /** The file's Institution column, when it had one. */
  institution: string | null;
  /**
   * The categoriser's merchant key of the description ('' when it names none): rows with equal keys are one merchant
   * ('Apply to the other rows from this merchant'). Set from the categorise answer at import; absent until asked for
   * on rows stored without one (manual entries, imports with Auto Categorise off or the categoriser down).
   */
  merchant?: string;
  /**
   * Equality keys of the filters that have no index of their own (the attribute pattern: one multikey index serves
   * them all): description words `w:<word>`, and the rarer facets `s:` source and `y:` type (not the common upload
   * and Expense), `tagged`, `p` (pending), `m:<merchant>` (the merchant key) or `m-` (none asked for yet). Derived
   * from the fields above by `searchKeys()` on every write.
   */
  keys: string[];
  createdAt: Date;
  /**
   * How the row counts in the figures when not as plain income or spending (figures/counting.ts): 'transfer' (money
   * moved between two of the user's accounts: in no figure) or 'refund' (money back from a merchant: lowers its
   * category's spending). Absent on every other row, so a user without transfers or refunds is summed as before.
   */
  flow?: TransactionFlow;
  /** The other side of a transfer (set on both rows, each pointing at the other). */
  transferOf?: Types.ObjectId;
  /** Who linked the transfer: the pairing, the user or a rule. */
  transferBy?: TransferLinkedBy;
  /** The purchase a refund gives money back for (absent when only its wording says refund). */
  refundOf?: Types.ObjectId;
  /** Why the row waits in Pending when it is not the categoriser's doubt (a possible transfer). */
  reviewReason?: string | null;
  /** A rule's name for the row (product.md › Rules); the statement's `description` is kept and searched. */
  displayName?: string;
  /** A note set by a rule. */
  note?: string;
  /** The row divided among categories (product.md › Splits): absolute parts adding up exactly to `amountCents`. */
  splits?: StoredSplitPart[];
}

/** One part of a split row, in the row's minor units (the row's sign applies). */
export interface StoredSplitPart {
  amountCents: number;
  category: string;
  note?: string;
}

export const TRANSACTION_FLOWS = ['transfer', 'refund'] as const;
/** A stored transaction with its id, as read back with lean(). */
export type StoredTransaction = TransactionFields & { _id: Types.ObjectId };

export type TransactionFlow = (typeof TRANSACTION_FLOWS)[number];

const transactionSchema = new Schema<TransactionFields>(
  {
    userId: { type: String, required: true },
    accountId: { type: Schema.Types.ObjectId, default: null },
    date: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    description: { type: String, default: '' },
    category: { type: String, default: null },
    amountCents: {
      type: Number,
      required: true,
      min: 0,
      validate: { validator: Number.isSafeInteger, message: 'amountCents must be a whole number of minor units' },
    },
    currency: { type: String, enum: CURRENCY_CODES },
    isIncome: { type: Boolean, required: true },
    transactionType: { type: String, default: null },
    tags: { type: [String], default: [] },
    source: { type: String, required: true, enum: ['upload', 'manual', 'institute'] },
    aiCategorised: { type: Boolean, default: false },
    confidence: { type: Number, default: null },
    pending: { type: Boolean, default: false },
    deleted: { type: Boolean, default: false },
    deletedAt: { type: Date },
    dedupeKey: { type: String, required: true },
    importId: { type: Schema.Types.ObjectId, default: null },
    institution: { type: String, default: null },
    merchant: { type: String },
    keys: { type: [String], default: [] },
    createdAt: { type: Date, default: () => new Date() },
    flow: { type: String, enum: TRANSACTION_FLOWS },
    transferOf: { type: Schema.Types.ObjectId },
    transferBy: { type: String, enum: TRANSFER_LINKED_BY },
    refundOf: { type: Schema.Types.ObjectId },
    reviewReason: { type: String },
    displayName: { type: String },
    note: { type: String },
    splits: {
      type: [{ _id: false, amountCents: Number, category: String, note: String }],
      default: undefined,
    },
  },
  { collection: COLLECTIONS.transactions.transactions, versionKey: false },
);

// Description words and the rare facets (declared first: on a store that ranks indexes by the number of equality
// fields they serve, this one wins the ties, and words are the most selective filter).
transactionSchema.index({ userId: 1, deleted: 1, keys: 1 }, { name: 'user_filter_keys' });
// The list: one user's live (or deleted) rows, newest first; also the date filter.
transactionSchema.index({ userId: 1, deleted: 1, date: -1, _id: -1 }, { name: 'user_list' });
// The amount filters (exact: the same-amount hint; range: amountMin / amountMax).
transactionSchema.index({ userId: 1, deleted: 1, amountCents: 1 }, { name: 'user_amount' });
// The other side of a transfer: rows of one direction and amount near a date (routes/transfers/candidates.ts), so an
// import reads the few rows that can pair rather than every row of its dates.
transactionSchema.index(
  { userId: 1, deleted: 1, isIncome: 1, amountCents: 1, date: 1 },
  { name: 'user_direction_amount' },
);
// The category filter.
transactionSchema.index({ userId: 1, deleted: 1, category: 1 }, { name: 'user_category' });
// Duplicates by content plus occurrence count: a re-imported row cannot be stored twice.
transactionSchema.index({ userId: 1, dedupeKey: 1 }, { name: 'user_dedupe', unique: true });
// The Deleted tab is purged DELETED_RETENTION_DAYS after deletion (rows that are not deleted have no deletedAt).
transactionSchema.index(
  { deletedAt: 1 },
  { name: 'deleted_ttl', expireAfterSeconds: DELETED_RETENTION_SECONDS, sparse: true },
);

export const transactionModel = modelPerConnection<TransactionFields>('Transaction', transactionSchema);

/**
 * A user's description vocabulary: every word that occurs in their descriptions. A description filter that is part
 * of a word ("coff") is turned into the words that contain it ("coffee", "coffeeshop"), which the `keys` index
 * answers, instead of scanning every row.
 */
export interface DescriptionWordFields {
  userId: string;
  word: string;
}

const descriptionWordSchema = new Schema<DescriptionWordFields>(
  {
    userId: { type: String, required: true },
    word: { type: String, required: true },
  },
  { collection: COLLECTIONS.transactions.descriptionWords, versionKey: false },
);
descriptionWordSchema.index({ userId: 1, word: 1 }, { name: 'user_word', unique: true });

export const descriptionWordModel = modelPerConnection<DescriptionWordFields>('DescriptionWord', descriptionWordSchema);

/** A row's currency: its account's; a row without an account carries its own (absent on rows stored before: USD). */
export function currencyOfRow(
  row: { accountId: Types.ObjectId | null; currency?: CurrencyCode | null },
  accountCurrencies: ReadonlyMap<string, CurrencyCode>,
): CurrencyCode {
  if (row.accountId !== null) return accountCurrencies.get(row.accountId.toHexString()) ?? DEFAULT_CURRENCY;
  return row.currency ?? DEFAULT_CURRENCY;
}
