/**
 * Supporting data (product.md › Data › Bank account, User categories, Tags, Monthly spending, Insights; API
 * calls Supporting data).
 */
import { z } from 'zod';
import { requiredString } from './common';
import { convertedAmountFields } from './convertedMoney';
import { currencyCodeSchema } from './currency';
import { currencyCodeResponseSchema } from './homeCurrency';
import { decimalInput, signedMoneyString } from './money';
import { accountKindSchema, DEFAULT_ACCOUNT_KIND, isLiabilityKind } from './accountKinds';

export const DEFAULT_ACCOUNT_NAME = 'Default Account';

export const bankAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountType: z.string(),
  /** Masked by the service to its last 4 digits ('****5678', see maskAccountNumber); '' when unknown. */
  accountNumber: z.string(),
  /** Signed, 2 decimals, in the account's currency. */
  balance: signedMoneyString,
  /** The account's currency (USD for accounts made before currencies existed). */
  currency: currencyCodeResponseSchema,
  /**
   * False while a statement may still decide the currency: the account has no transactions and none was stated
   * (USD is then only a default), so the upload dialog asks when a file does not say its own. Absent: decided.
   */
  currencyDecided: z.boolean().optional(),
  /** What the account is (checking for accounts made before kinds existed). */
  kind: accountKindSchema.optional(),
  /** The date the balance is true on: the statement's latest balance, or the day an opening balance was typed. */
  balanceAsOf: z.string().nullish(),
  /**
   * How far the imported rows are from the statement's own balance (signed, in the account's currency); absent or
   * '0.00' when they add up (the Accounts screen's reconciliation hint).
   */
  unreconciled: signedMoneyString.nullish(),
  /** Whether the balance counts in Wealth's net worth (an asset, or a liability for cards and loans). */
  countsInNetWorth: z.boolean().optional(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountListSchema = z.array(bankAccountSchema);

/** POST /api/bank-accounts (not in the spec): an account in its own currency, for statements in that money. */
export const createBankAccountRequestSchema = z.object({
  name: requiredString('Account name is required', 200),
  accountType: z.string().trim().max(100, 'Account type is too long').optional(),
  currency: currencyCodeSchema,
  kind: accountKindSchema.optional(),
});
export const BANK_ACCOUNT_EXISTS_MESSAGE = 'An account with this name already exists';

/**
 * PUT /api/bank-accounts/:id (beyond the original calls; the Accounts screen and Wealth): rename, change the kind,
 * type an opening balance (signed, in the account's currency; '' or null clears it) and its date, or count the
 * account in net worth. At least one field.
 */
export const updateBankAccountRequestSchema = z
  .object({
    name: requiredString('Account name is required', 200).optional(),
    kind: accountKindSchema.optional(),
    openingBalance: z
      .preprocess(
        (value) => (value === '' ? null : value),
        decimalInput({ places: 3, invalid: 'Opening balance must be a number' }).nullable(),
      )
      .optional(),
    openingBalanceDate: z.iso.date('Opening balance date must be a valid date (YYYY-MM-DD)').optional(),
    countsInNetWorth: z.boolean({ error: 'countsInNetWorth must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateBankAccountRequest = z.input<typeof updateBankAccountRequestSchema>;
/** The request as the service reads it (the opening balance a rounded decimal string, or null to clear it). */
export type UpdateBankAccountChanges = z.output<typeof updateBankAccountRequestSchema>;
export const ACCOUNT_NOT_EMPTY_MESSAGE = 'Only an account without transactions can be deleted';

/**
 * Where an account's balance counts in net worth (product.md › Accounts): nowhere unless switched on; a card's or a
 * loan's balance owed (negative) is a liability of its size (positive), any other balance an asset as it stands (an
 * overdrawn checking account lowers the assets). In the account's currency, as the balance is written.
 */
export function accountNetWorth(
  account: Pick<BankAccount, 'kind' | 'balance' | 'countsInNetWorth'>,
): { side: 'asset' | 'liability'; amount: string } | null {
  if (!account.countsInNetWorth) return null;
  const owed = account.balance.startsWith('-');
  if (owed && isLiabilityKind(account.kind ?? DEFAULT_ACCOUNT_KIND))
    return { side: 'liability', amount: account.balance.slice(1) };
  return { side: 'asset', amount: account.balance };
}

/**
 * Service to service (never routed by the gateway): the transactions service's answer to the wealth service, which
 * writes the daily net-worth snapshots — the user's accounts switched on to count in net worth, each with what
 * `accountNetWorth` reads of it.
 */
export const INTERNAL_NET_WORTH_ACCOUNTS_PATH = '/internal/net-worth-accounts/:userId';
export function internalNetWorthAccountsPath(userId: string): string {
  return `/internal/net-worth-accounts/${encodeURIComponent(userId)}`;
}
export const netWorthAccountsResponseSchema = z.array(
  bankAccountSchema.pick({ kind: true, balance: true, currency: true, countsInNetWorth: true }),
);
export type NetWorthAccountsResponse = z.infer<typeof netWorthAccountsResponseSchema>;

/** '12345678' -> '****5678'; '' stays ''. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s+/g, '');
  if (digits === '') return '';
  return `****${digits.slice(-4)}`;
}

export const USER_CATEGORY_GROUPS = ['budget', 'income', 'savings', 'investment', 'expense'] as const;
export type UserCategoryGroup = (typeof USER_CATEGORY_GROUPS)[number];
export const userCategoryItemSchema = z.object({ name: z.string() });
export const userCategoriesResponseSchema = z.object({
  budget: z.array(userCategoryItemSchema),
  income: z.array(userCategoryItemSchema),
  savings: z.array(userCategoryItemSchema),
  investment: z.array(userCategoryItemSchema),
  expense: z.array(userCategoryItemSchema),
});
export type UserCategoriesResponse = z.infer<typeof userCategoriesResponseSchema>;

/** Kinds used to colour categories (product.md › Data); inference rules are in product.md › Behaviour. */
export const CATEGORY_KINDS = ['budget', 'income', 'savings', 'investment', 'debts', 'expense', 'other'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export const tagsResponseSchema = z.array(z.string());
export type TagsResponse = z.infer<typeof tagsResponseSchema>;

export const monthlySpendingPointSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM'),
  /** Total spending of the month in the asked currency (null when a rate is unknown), with its parts. */
  ...convertedAmountFields,
});
export type MonthlySpendingPoint = z.infer<typeof monthlySpendingPointSchema>;
/** Oldest month first. */
export const monthlySpendingResponseSchema = z.array(monthlySpendingPointSchema);
export type MonthlySpendingResponse = z.infer<typeof monthlySpendingResponseSchema>;

/**
 * Optional period of GET /api/analytics/category-spending and /monthly-spending (beyond the original calls; for the
 * dashboard):
 * `startDate` and `endDate`, YYYY-MM-DD, both inclusive, either may be left out. Without them the answers cover
 * every transaction, as before.
 */
export const spendingPeriodQuerySchema = z
  .object({
    /** The currency the figures are converted into (the user's home currency); USD unless said. */
    currency: currencyCodeSchema.optional(),
    startDate: z
      .union([z.literal(''), z.iso.date('Start date must be a valid date (YYYY-MM-DD)')])
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
    endDate: z
      .union([z.literal(''), z.iso.date('End date must be a valid date (YYYY-MM-DD)')])
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
  })
  .refine((q) => q.startDate === undefined || q.endDate === undefined || q.startDate <= q.endDate, {
    message: 'Start date must not be after end date',
    path: ['startDate'],
  });
export type SpendingPeriodQuery = z.output<typeof spendingPeriodQuerySchema>;

/** Spending per category (the dashboard's Budget vs Actual joins it with the month's budget). */
export const categorySpendingItemSchema = z.object({
  category: z.string(),
  /** Spending in the category in the asked currency (null when a rate is unknown), with its parts. */
  ...convertedAmountFields,
});
export type CategorySpendingItem = z.infer<typeof categorySpendingItemSchema>;
export const categorySpendingResponseSchema = z.array(categorySpendingItemSchema);
export type CategorySpendingResponse = z.infer<typeof categorySpendingResponseSchema>;

/** GET /api/analytics/insights: the currency the insights' amounts are converted into and shown in (USD unless said). */
export const insightsQuerySchema = z.object({ currency: currencyCodeSchema.optional() });
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

export const insightsResponseSchema = z.object({
  insights: z.array(z.string()),
  /**
   * Currencies of transactions left out of the insights because their date has no known exchange rate into the
   * asked currency (absent when none was).
   */
  missingRates: z.array(currencyCodeResponseSchema).optional(),
  /**
   * Present while the history is too short to compare months: the weeks of history still needed (the dashboard says
   * 'Insights grow with your history: N more weeks for month-on-month comparisons').
   */
  weeksToComparisons: z.number().int().positive().optional(),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
