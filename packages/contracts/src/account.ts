/** Account settings (spec §3 Profile, Account stats; §5 Profile; §7 account calls). */
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
