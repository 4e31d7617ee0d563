/**
 * Recurring charges (product.md › Recurring charges): series found in the user's rows — three or more occurrences at
 * a steady cadence, amounts within a tolerance. Transfers between the user's own accounts are never a series; money
 * in (salary) is listed apart from the charges.
 */
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';
import { currencyCodeResponseSchema } from './homeCurrency';

export const RECURRING_CADENCES = ['weekly', 'fortnightly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurringCadence = (typeof RECURRING_CADENCES)[number];
export const RECURRING_CADENCE_LABELS: Readonly<Record<RecurringCadence, string>> = {
  weekly: 'Weekly',
  fortnightly: 'Every 2 weeks',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};
/** Fewest occurrences that make a series. */
export const RECURRING_MIN_OCCURRENCES = 3;
/** Every amount of a series lies within this share of its typical (median) amount. */
export const RECURRING_AMOUNT_TOLERANCE = 0.3;

/** A series' standing with the user: new (found), confirmed, or dismissed (remembered, listed apart). */
export const RECURRING_STATUSES = ['new', 'confirmed', 'dismissed'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

/** One change of a series' amount: '15.49 → 17.99 on 12 Oct'. Amounts as the series' currency writes them. */
export const recurringPriceChangeSchema = z.object({ date: isoDateSchema, from: z.string(), to: z.string() });
export type RecurringPriceChange = z.infer<typeof recurringPriceChangeSchema>;

export const recurringSeriesSchema = z.object({
  /** Stable for the same merchant, currency and direction: the key a confirm or dismiss is remembered by. */
  id: z.string(),
  merchant: z.string(),
  cadence: z.enum(RECURRING_CADENCES),
  currency: currencyCodeResponseSchema,
  isIncome: z.boolean(),
  category: z.string().nullable(),
  occurrences: z.number().int().positive(),
  typicalAmount: z.string(),
  lastAmount: z.string(),
  lastDate: isoDateSchema,
  nextDate: isoDateSchema,
  /** The last amount times the charges in a year. */
  yearlyCost: z.string(),
  priceChanges: z.array(recurringPriceChangeSchema),
  /** An expected charge that has not come (its date), else null. */
  missedDate: isoDateSchema.nullable(),
  status: z.enum(RECURRING_STATUSES),
});
export type RecurringSeries = z.infer<typeof recurringSeriesSchema>;

/** GET /api/recurring: charges (money out) and income series apart, each soonest next date first. */
export const recurringListResponseSchema = z.object({
  charges: z.array(recurringSeriesSchema),
  income: z.array(recurringSeriesSchema),
});
export type RecurringListResponse = z.infer<typeof recurringListResponseSchema>;

/** PUT /api/recurring/:id: confirm, dismiss, or put back a series. */
export const recurringStatusRequestSchema = z.object({
  status: z.enum(RECURRING_STATUSES, { error: `Status must be one of ${RECURRING_STATUSES.join(', ')}` }),
});
export const recurringStatusParamsSchema = z.object({ id: idSchema });
export const recurringStatusResponseSchema = z.object({ id: z.string(), status: z.enum(RECURRING_STATUSES) });
