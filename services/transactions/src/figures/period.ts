import type { SpendingPeriodQuery } from '@tracker/contracts';

/**
 * The user's live rows, within the period when one is given (dates are YYYY-MM-DD: text order is date order). Money
 * in and out are told apart by grouping on `isIncome` rather than by matching it: this filter is then exactly what
 * the `user_list` index holds (userId, deleted, a date range), so no row has to be read just to be left out.
 */
export function periodMatch(userId: string, period: SpendingPeriodQuery): Record<string, unknown> {
  const match: Record<string, unknown> = { userId, deleted: false };
  const date: Record<string, string> = {};
  if (period.startDate !== undefined) date.$gte = period.startDate;
  if (period.endDate !== undefined) date.$lte = period.endDate;
  if (Object.keys(date).length > 0) match.date = date;
  return match;
}
