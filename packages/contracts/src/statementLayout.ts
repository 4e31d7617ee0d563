/**
 * The layout of a bank statement as the upload dialog shows it and the user corrects it: the role of each column,
 * the date order, the number format and the sign convention. POST /api/transactions/upload-preview returns the
 * detected one with the first rows as they will be stored; POST /api/transactions/upload-fast takes it back
 * (possibly corrected) and remembers it for the user's next file of the same layout.
 */
import { z } from 'zod';
import { accountKindSchema } from './accountKinds';

/**
 * What a column holds. 'description' columns: the first with a value names the row; 'details' follow it. 'payer' and
 * 'payee' (a pair): the row is named by the payee of money out and the payer of money in. 'type': Income, Expense,
 * Investment or Savings.
 */
export const COLUMN_ROLES = [
  'date',
  'description',
  'details',
  'payer',
  'payee',
  'amount',
  'debit',
  'credit',
  'indicator',
  'balance',
  'category',
  'type',
  'institution',
  'currency',
  'ignore',
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

export const SIGN_CONVENTIONS = ['signed', 'charges-positive'] as const;
export type SignConventionName = (typeof SIGN_CONVENTIONS)[number];

/** What detection was unsure of: the dialog says so and waits for the user. */
export const LAYOUT_DOUBTS = ['description', 'dateOrder', 'sign', 'columns'] as const;
export type LayoutDoubtName = (typeof LAYOUT_DOUBTS)[number];

export const MAX_LAYOUT_COLUMNS = 200;

export const LAYOUT_MESSAGES = {
  date: 'Choose the column that holds the date',
  description: 'Choose the column that holds the description',
  amount: 'Choose an amount column, or the money-out and money-in columns',
  both: 'Choose either an amount column or money-out and money-in columns, not both',
  once: 'Only one column can hold the date, the amount, money out, money in or the debit/credit indicator',
  invalid: 'The layout could not be read',
} as const;

/** Roles one column at most may hold (any number of columns may describe the row or be left out). */
const ONCE: ColumnRole[] = COLUMN_ROLES.filter(
  (role) => role !== 'description' && role !== 'details' && role !== 'ignore',
);

export const statementLayoutSchema = z
  .object({
    roles: z.array(z.enum(COLUMN_ROLES)).min(2).max(MAX_LAYOUT_COLUMNS),
    dateOrder: z.enum(['dmy', 'mdy']),
    decimal: z.enum([',', '.']),
    sign: z.enum(SIGN_CONVENTIONS),
  })
  .superRefine((layout, ctx) => {
    const count = (role: ColumnRole) => layout.roles.filter((r) => r === role).length;
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['roles'] });
    if (ONCE.some((role) => count(role) > 1)) return problem(LAYOUT_MESSAGES.once);
    if (count('date') === 0) return problem(LAYOUT_MESSAGES.date);
    if (count('description') === 0 && count('payee') + count('payer') < 2) return problem(LAYOUT_MESSAGES.description);
    const split = count('debit') + count('credit');
    if (count('amount') === 1 && split > 0) return problem(LAYOUT_MESSAGES.both);
    if (count('amount') === 0 && split === 0) return problem(LAYOUT_MESSAGES.amount);
    return undefined;
  });
export type StatementLayout = z.infer<typeof statementLayoutSchema>;

/** A statement layout sent as a multipart text field (JSON). */
export const statementLayoutFieldSchema = z
  .string()
  .max(20_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: LAYOUT_MESSAGES.invalid });
      return z.NEVER;
    }
  })
  .pipe(statementLayoutSchema);

export const uploadPreviewFieldsSchema = z.object({
  /** The user's corrections so far: the rows are read again under them. */
  layout: statementLayoutFieldSchema.optional(),
});

/** One of the first rows as it will be stored, or why it will not be. */
export const previewRowSchema = z.union([
  z.object({
    line: z.number().int().positive(),
    date: z.string(),
    description: z.string(),
    /** Positive, 2 decimals. */
    amount: z.string(),
    isIncome: z.boolean(),
  }),
  z.object({ line: z.number().int().positive(), error: z.string(), raw: z.string() }),
]);
export type PreviewRow = z.infer<typeof previewRowSchema>;

export const uploadPreviewSchema = z.object({
  fileName: z.string(),
  /** The header's cells as written, or null for a file without a header. */
  header: z.array(z.string()).nullable(),
  /** Per column, the first values of the file (the dialog shows them beside each column's role). */
  samples: z.array(z.array(z.string())),
  layout: statementLayoutSchema,
  doubts: z.array(z.enum(LAYOUT_DOUBTS)),
  /** The layout was confirmed by this user before (it is used without asking). */
  remembered: z.boolean(),
  /** The account the user imported this layout into last time. */
  accountId: z.string().nullable(),
  /** ISO code of the file's currency, when the file says it. */
  currency: z.string().optional(),
  /**
   * The kind of account the file looks like (a card export: credit_card), when it says: the structured statement's
   * own kind, or a card when its charges are positive or a row says 'payment – thank you'.
   */
  suggestedKind: accountKindSchema.optional(),
  /** Rows of transactions in the file. */
  dataRows: z.number().int().nonnegative(),
  rows: z.array(previewRowSchema),
});
export type UploadPreview = z.infer<typeof uploadPreviewSchema>;

/** Rows shown in the preview. */
export const PREVIEW_ROWS = 8;

/** Why a file's rows all look wrong (the import result says so). */
export const SUSPICIOUS_IMPORT_MESSAGES = {
  sameDescription: 'Every row has the same description: check that the right column was used for the description',
  allIncome:
    'Every row was read as money in: check the sign convention (card statements often show charges as positive)',
} as const;
