/**
 * Transactions (product.md › Data › Transaction, Validation rules › Manual transaction entry, API
 * calls Transactions).
 */
import { z } from 'zod';
import { idSchema, isoDateSchema, queryNumber, requiredString } from './common';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_BULK_IDS, MAX_MANUAL_TRANSACTIONS, PAGE_SIZES } from './constants';
import { decimalInput, moneyString } from './money';
import { statementLayoutFieldSchema } from './statementLayout';
import { currencyCodeSchema, DEFAULT_CURRENCY, fromMinorUnits, toMinorUnits } from './currency';
import { currencyCodeResponseSchema } from './homeCurrency';
import { splitPartSchema } from './splits';
import { transferLinkSchema } from './transfers';

// ---------------------------------------------------------------- enums
export const TRANSACTION_SOURCES = ['upload', 'manual', 'institute'] as const;
export const transactionSourceSchema = z.enum(TRANSACTION_SOURCES);
export type TransactionSource = z.infer<typeof transactionSourceSchema>;
export const TRANSACTION_SOURCE_LABELS: Readonly<Record<TransactionSource, string>> = {
  upload: 'Upload',
  manual: 'Manual',
  institute: 'Institute',
};

export const TRANSACTION_STATUSES = ['all', 'uploaded', 'manual', 'pending', 'deleted'] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES, {
  error: `Status must be one of ${TRANSACTION_STATUSES.join(', ')}`,
});
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;
/** Tab labels of the transactions page; the heading reads '<label> Transactions (N total, showing M)'. */
export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  all: 'All Transactions',
  uploaded: 'From Files',
  manual: 'Manual',
  pending: 'Pending',
  deleted: 'Deleted',
};

/** The values the app itself offers. In the list view the type is free text (see transactionSchema). */
export const TRANSACTION_TYPES = ['Income', 'Expense', 'Investment', 'Savings'] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);

/** Filter value meaning "no filter" for status, category, account, type and source. */
export const FILTER_ALL = 'all';

// ---------------------------------------------------------------- entity
export const transactionSchema = z.object({
  id: z.string(),
  /** Calendar date, YYYY-MM-DD. */
  date: isoDateSchema,
  description: z.string(),
  category: z.string().nullish(),
  /**
   * Absolute amount in its currency's minor units ("12.50", "1500" yen, "12.345" dinars); the sign comes from
   * isIncome (+ income, - otherwise).
   */
  amount: moneyString,
  isIncome: z.boolean(),
  /** Income, Expense, Investment, Savings — or any other text in the list view. */
  transactionType: z.string().nullish(),
  /** null for manual entries that belong to no bank account. */
  accountId: z.string().nullable(),
  /** Display name of the account (not named in the spec; saves a lookup for the Account column). */
  accountName: z.string().nullish(),
  /** The amount's currency: its account's, or a manual row's own (absent where not looked up: USD). */
  currency: currencyCodeResponseSchema.optional(),
  tags: z.array(z.string()),
  source: transactionSourceSchema,
  aiCategorised: z.boolean(),
  /**
   * Waiting for review in the Pending tab (beyond the original fields): with a category, that is the categoriser's
   * suggestion, below the confidence threshold; without one, nothing was suggested.
   */
  pending: z.boolean().optional(),
  /** The categoriser's confidence in an automatic category (0 to 1); null once a person chose or accepted it. */
  confidence: z.number().min(0).max(1).nullish(),
  /** The other side when this row is money moved between two of the user's accounts (neither income nor spending). */
  transfer: transferLinkSchema.nullish(),
  /** Money back from a merchant: it lowers its category's spending and is not income. */
  refund: z.boolean().optional(),
  /** A rule's or the user's display name; `description` keeps the statement's text (still searched). */
  displayName: z.string().nullish(),
  /** A note set by a rule or the user. */
  note: z.string().nullish(),
  /** When split: the parts, adding up exactly to the amount; figures count the parts, not the row's category. */
  splits: z.array(splitPartSchema).nullish(),
  /** Why the row is in Pending when it is not the categoriser's doubt ('Possible transfer to an account…'). */
  reviewReason: z.string().nullish(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Why a transaction is shown in the Pending tab, with what the review needs (the Pending tab's 'Why' column). */
export type PendingReason = { kind: 'suggestion'; category: string; confidence: number } | { kind: 'none' };
export function pendingReason(t: Pick<Transaction, 'pending' | 'category' | 'confidence'>): PendingReason | null {
  if (!t.pending) return null;
  if (t.category) return { kind: 'suggestion', category: t.category, confidence: t.confidence ?? 0 };
  return { kind: 'none' };
}

// ---------------------------------------------------------------- list and export filters
const filterText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `Filter must be at most ${max} characters`)
    .transform((value) => (value === '' ? FILTER_ALL : value))
    .default(FILTER_ALL);
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `Filter must be at most ${max} characters`)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

const filterShape = {
  search: optionalText(),
  category: filterText(),
  /** 'all', 'manual' (Manual Entries: no bank account) or an account id. */
  account: filterText(),
  status: transactionStatusSchema.default(FILTER_ALL),
  date: z
    .union([z.literal(''), isoDateSchema], { error: 'Date must be a valid date (YYYY-MM-DD)' })
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  description: optionalText(),
  type: filterText(100),
  source: z
    .enum([FILTER_ALL, ...TRANSACTION_SOURCES], { error: `Source must be one of ${TRANSACTION_SOURCES.join(', ')}` })
    .default(FILTER_ALL),
  amount: queryNumber('Amount must be a number').optional(),
  amountMin: queryNumber('Minimum amount must be a number').optional(),
  amountMax: queryNumber('Maximum amount must be a number').optional(),
};

const minNotAboveMax = (q: { amountMin?: number | undefined; amountMax?: number | undefined }): boolean =>
  q.amountMin === undefined || q.amountMax === undefined || q.amountMin <= q.amountMax;
const MIN_MAX_MESSAGE = { message: 'Minimum amount must not be greater than maximum amount', path: ['amountMin'] };

/** Filters of GET /api/export/transactions: the list filters without paging. */
export const transactionFiltersSchema = z.object(filterShape).refine(minNotAboveMax, MIN_MAX_MESSAGE);
export type TransactionFiltersInput = z.input<typeof transactionFiltersSchema>;
export type TransactionFilters = z.output<typeof transactionFiltersSchema>;

const PAGE_MESSAGE = 'Page must be a whole number of 1 or more';
const PAGE_SIZE_MESSAGE = `Page size must be one of ${PAGE_SIZES.join(', ')}`;

/** Query of GET /api/transactions. Query strings are coerced to numbers; only non-default values need be sent. */
export const transactionListQuerySchema = z
  .object({
    page: queryNumber(PAGE_MESSAGE)
      .pipe(z.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(1_000_000, PAGE_MESSAGE))
      .default(DEFAULT_PAGE),
    pageSize: queryNumber(PAGE_SIZE_MESSAGE)
      .pipe(z.literal(PAGE_SIZES, { error: PAGE_SIZE_MESSAGE }))
      .default(DEFAULT_PAGE_SIZE),
    ...filterShape,
  })
  .refine(minNotAboveMax, MIN_MAX_MESSAGE);
export type TransactionListQueryInput = z.input<typeof transactionListQuerySchema>;
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

export const transactionListResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  totalPages: z.number().int().nonnegative(),
  totalTransactions: z.number().int().nonnegative(),
});
export type TransactionListResponse = z.infer<typeof transactionListResponseSchema>;

// ---------------------------------------------------------------- upload (multipart: file, accountId)
/** The text fields of the multipart upload; the file part is named `file`. */
export const uploadTransactionsFieldsSchema = z.object({
  accountId: z
    .string()
    .trim()
    .max(200)
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  /**
   * The page's 'Auto Categorise' switch (default on). Off: no row is sent to the categoriser; every imported row
   * waits uncategorised in the Pending tab. Multipart fields are text: 'true'/'false' (also '1'/'0', 'on'/'off').
   */
  autoCategorise: z
    .union([z.boolean(), z.string().trim().toLowerCase()], { error: 'autoCategorise must be true or false' })
    .optional()
    .transform((value, ctx): boolean => {
      if (value === undefined || value === '' || value === true || value === 'true' || value === '1' || value === 'on')
        return true;
      if (value === false || value === 'false' || value === '0' || value === 'off') return false;
      ctx.issues.push({ code: 'custom', message: 'autoCategorise must be true or false', input: value });
      return z.NEVER;
    }),
  /** The layout the user confirmed or corrected in the preview (JSON); it is remembered for their next file. */
  layout: statementLayoutFieldSchema.optional(),
  /**
   * The statement's currency as the user answered it, when the file does not say its own (the dialog asks when the
   * account's currency is not decided yet). The file's own currency wins; '' is absent.
   */
  currency: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(currencyCodeSchema.optional())
    .optional(),
});

export const uploadResultSchema = z.object({
  totalRows: z.number().int().nonnegative(),
  successfulRows: z.number().int().nonnegative(),
  errorRows: z.number().int().nonnegative(),
  /** Token for GET /api/report/{reportUrl}; null when no report was written. */
  reportUrl: z.string().nullable(),
  /** Server's processing-time estimate in seconds. */
  estimatedTime: z.number().nonnegative(),
  /**
   * Rows skipped because they were already imported (an overlapping statement), listed in the report. Not counted in
   * successfulRows or errorRows: totalRows = successfulRows + errorRows + duplicateRows. Optional: not in the spec.
   */
  duplicateRows: z.number().int().nonnegative().optional(),
  /** Why the imported rows all look wrong (every description the same, every amount money in). Not in the spec. */
  warnings: z.array(z.string()).optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const reportParamsSchema = z.object({ reportUrl: z.string().trim().min(1, 'Report is required').max(300) });

// ------------------------------------------------- manual entry (product.md › Validation rules, checked in this order)
export const MANUAL_TRANSACTION_MESSAGES = {
  date: 'Date is required for all transactions',
  description: 'Description is required for all transactions',
  amount: 'Amount must be greater than 0 for all transactions',
  category: 'Category is required for all transactions',
  transactionType: 'Transaction type is required for all transactions',
} as const;

const requiredPiped = <T extends z.ZodType<unknown, string>>(message: string, then: T) =>
  z.string({ error: message }).trim().min(1, message).pipe(then);

/**
 * One row of POST /api/transactions/manual. Field order is the order of product.md › Validation rules, and zod reports
 * issues in field order, so the first issue of a row is the message the dialog shows.
 */
export const manualTransactionRowSchema = z
  .object({
    date: requiredPiped(MANUAL_TRANSACTION_MESSAGES.date, isoDateSchema),
    description: requiredString(MANUAL_TRANSACTION_MESSAGES.description),
    /**
     * Sent as the absolute value; a number or numeric text; becomes a decimal string in the row's currency's minor
     * units (read at 3 decimals here, the most any currency has, then rounded to the currency's below).
     */
    amount: decimalInput({
      places: 3,
      invalid: MANUAL_TRANSACTION_MESSAGES.amount,
      min: { value: 0, exclusive: true, message: MANUAL_TRANSACTION_MESSAGES.amount },
    }),
    category: requiredString(MANUAL_TRANSACTION_MESSAGES.category, 200),
    transactionType: requiredPiped(
      MANUAL_TRANSACTION_MESSAGES.transactionType,
      z.enum(TRANSACTION_TYPES, { error: `Transaction type must be one of ${TRANSACTION_TYPES.join(', ')}` }),
    ),
    isIncome: z.boolean({ error: 'isIncome must be true or false' }).default(false),
    tags: z
      .array(z.string().trim().max(100, 'Tag must be at most 100 characters'))
      .max(20, 'At most 20 tags')
      .default([])
      .transform((tags) => tags.filter((tag) => tag !== '')),
    /**
     * The amount's currency (a manual row belongs to no bank account, so it carries its own). The dialog sends the
     * home currency unless the user chose another; absent (older clients) is DEFAULT_CURRENCY, as rows stored before.
     */
    currency: currencyCodeSchema.optional(),
  })
  .transform((row, ctx) => {
    // The amount in its currency's minor units ('4.5' USD -> '4.50', '1500.4' JPY -> '1500'); one that rounds to
    // nothing there is not above 0.
    const currency = row.currency ?? DEFAULT_CURRENCY;
    const minor = toMinorUnits(row.amount, currency);
    if (minor <= 0) {
      ctx.issues.push({
        code: 'custom',
        message: MANUAL_TRANSACTION_MESSAGES.amount,
        path: ['amount'],
        input: row.amount,
      });
      return z.NEVER;
    }
    return { ...row, amount: fromMinorUnits(minor, currency) };
  });
export type ManualTransactionRowInput = z.input<typeof manualTransactionRowSchema>;
export type ManualTransactionRow = z.output<typeof manualTransactionRowSchema>;

export const manualTransactionsRequestSchema = z.object({
  transactions: z
    .array(manualTransactionRowSchema, { error: 'At least one transaction is required' })
    .min(1, 'At least one transaction is required')
    .max(MAX_MANUAL_TRANSACTIONS, `At most ${MAX_MANUAL_TRANSACTIONS} transactions at once`),
});
export type ManualTransactionsRequest = z.input<typeof manualTransactionsRequestSchema>;

export const manualTransactionsResponseSchema = z.object({
  addedCount: z.number().int().nonnegative(),
  transactions: z.array(transactionSchema),
});

/** The message the manual-add dialog shows: the first failing rule of the first failing row, or null. */
export function firstManualRowError(rows: readonly unknown[]): string | null {
  if (rows.length === 0) return 'At least one transaction is required';
  for (const row of rows) {
    const result = manualTransactionRowSchema.safeParse(row);
    if (!result.success) return result.error.issues[0]?.message ?? 'Invalid transaction';
  }
  return null;
}

// ---------------------------------------------------------------- inline edits and bulk actions
export const updateTransactionTypeRequestSchema = z.object({
  transactionType: requiredString('Transaction type is required', 100),
});

/** Only the first tag is shown or edited; a blank tag is sent as []. Blank entries are dropped. */
export const updateTransactionTagsRequestSchema = z.object({
  tags: z
    .array(z.string().trim().max(100, 'Tag must be at most 100 characters'), { error: 'Tags must be a list' })
    .max(20, 'At most 20 tags')
    .transform((tags) => tags.filter((tag) => tag !== '')),
});

export const updateTransactionAccountRequestSchema = z.object({
  accountName: requiredString('Account name is required', 200),
});

export const updateTransactionCategoryRequestSchema = z.object({
  category: requiredString('Category is required', 200),
});

const transactionIdsSchema = z
  .array(idSchema, { error: 'Select at least one transaction' })
  .min(1, 'Select at least one transaction')
  .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} transactions at once`);

export const bulkUpdateTransactionsRequestSchema = z.object({
  transactionIds: transactionIdsSchema,
  category: requiredString('Category is required', 200),
});

export const bulkDeleteTransactionsRequestSchema = z.object({ transactionIds: transactionIdsSchema });

/** PUT /api/transactions/restore (not in the spec): rows of the Deleted tab back to where they were. */
export const restoreTransactionsRequestSchema = z.object({ transactionIds: transactionIdsSchema });

/**
 * PUT /api/transactions/accept (beyond the original calls): the Pending tab's suggestions accepted as they are (out of
 * Pending, taught to the categoriser as a correction is). Rows without a suggestion, or not pending, are left alone.
 */
export const acceptSuggestionsRequestSchema = z.object({ transactionIds: transactionIdsSchema });

/**
 * GET /api/transactions/:id/same-merchant (beyond the original calls): the other rows from this transaction's merchant
 * that no person has decided (pending, or categorised automatically) and whose category differs from this one's — what
 * 'Apply to the N other rows from this merchant' would change.
 */
export const sameMerchantResponseSchema = z.object({
  /** The merchant as the categoriser names it ('' when the description identifies none: then otherRows is 0). */
  merchant: z.string(),
  otherRows: z.number().int().nonnegative(),
});

/**
 * PUT /api/transactions/:id/merchant-category (beyond the original calls): one category on this transaction and on the
 * other rows of its merchant that no person has decided, in one call; taught to the categoriser once. updatedCount
 * includes this row.
 */
export const merchantCategoryRequestSchema = z.object({ category: requiredString('Category is required', 200) });

export const updatedCountResponseSchema = z.object({ updatedCount: z.number().int().nonnegative() });
export const deletedCountResponseSchema = z.object({ deletedCount: z.number().int().nonnegative() });
