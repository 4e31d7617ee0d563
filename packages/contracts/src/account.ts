/**
 * Account settings (product.md › Data › Profile, Account stats; Validation rules › Profile; API
 * calls account calls).
 */
import { z } from 'zod';
import { emailSchema } from './auth';
import { isoDateTimeSchema, requiredString } from './common';

export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** Picture URL (Google sign-in); null when there is none. */
  picture: z.string().nullish(),
  createdAt: isoDateTimeSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const PROFILE_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  invalidEmail: 'Invalid email format',
} as const;

/** PUT /api/account/profile. */
export const updateProfileRequestSchema = z.object({
  name: requiredString(PROFILE_MESSAGES.name, 200),
  email: emailSchema,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const accountStatsSchema = z.object({
  totalTransactions: z.number().int().nonnegative(),
  totalBankAccounts: z.number().int().nonnegative(),
  totalAssets: z.number().int().nonnegative(),
  totalVotes: z.number().int().nonnegative(),
  totalFeedback: z.number().int().nonnegative(),
});
export type AccountStats = z.infer<typeof accountStatsSchema>;

// ---------------------------------------------------------------- your data: download and account deletion
/** GET /api/account/data: every area's data of the user in one workbook, saved under this name. */
export function accountDataFileName(date: Date = new Date()): string {
  return `tracker-data-${date.toISOString().slice(0, 10)}.xlsx`;
}

export const ACCOUNT_DELETION_MESSAGES = {
  confirmRequired: 'Type your e-mail address to confirm',
  confirmMismatch: 'The e-mail address does not match your account',
} as const;

/** DELETE /api/account: confirmed by typing the account's e-mail address (compared case-insensitively). */
export const deleteAccountRequestSchema = z.object({
  confirmEmail: requiredString(ACCOUNT_DELETION_MESSAGES.confirmRequired, 254),
});

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

/**
 * The error code of a deletion that could not finish because an area did not remove its data: the account, its
 * sign-in and its sessions are kept (so the user can try again), and the message names what is still stored.
 */
export const ACCOUNT_DATA_KEPT_CODE = 'ACCOUNT_DATA_KEPT';
/** The error code of a download that could not gather every area (no partial file is ever sent). */
export const ACCOUNT_DATA_UNAVAILABLE_CODE = 'ACCOUNT_DATA_UNAVAILABLE';

/** What each area's data is called in messages and in the workbook. */
export const USER_DATA_AREA_LABELS = {
  transactions: 'transactions and bank accounts',
  budget: 'budgets',
  wealth: 'assets',
  community: 'votes and feedback',
  categoriser: 'categorisation history',
} as const;
