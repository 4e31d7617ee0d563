/** Small building blocks shared by the area schemas. */
import { z } from 'zod';

/** A document id as it appears in paths and bodies (opaque string). */
export const idSchema = z.string().trim().min(1, 'Id is required').max(200, 'Id is too long');
export const idParamsSchema = z.object({ id: idSchema });

/** A calendar date, YYYY-MM-DD (no time zone, so a transaction never shifts a day). */
export const isoDateSchema = z.iso.date('Date must be a valid date (YYYY-MM-DD)');
/** A point in time, ISO 8601 with offset, e.g. 2025-01-31T10:00:00.000Z. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });

/** A required, trimmed, non-blank string with one message for missing and blank. */
export function requiredString(message: string, max = 500) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/** A string that may be missing, null or blank; blank becomes undefined. */
export function optionalString(max = 500) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? undefined : value));
}

/**
 * A number read from a query string: accepts a number or its decimal text. A blank string counts as absent
 * (the transform maps it to undefined), so `?amount=` is the same as no amount.
 */
export function queryNumber(message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx): number | undefined => {
    if (typeof value === 'string') {
      const text = value.trim();
      if (text === '') return undefined;
      if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return Number(text);
    }
    if (!Number.isFinite(value)) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return value;
  });
}

/** An integer read from a query string (see queryNumber). */
export function queryInteger(message: string, min: number, max: number) {
  return queryNumber(message).refine((n) => n === undefined || (Number.isInteger(n) && n >= min && n <= max), message);
}

export const monthSchema = z
  .number({ error: 'Month must be a number from 1 to 12' })
  .int('Month must be a number from 1 to 12')
  .min(1, 'Month must be a number from 1 to 12')
  .max(12, 'Month must be a number from 1 to 12');
export const yearSchema = z
  .number({ error: 'Year must be a number from 1900 to 9999' })
  .int('Year must be a number from 1900 to 9999')
  .min(1900, 'Year must be a number from 1900 to 9999')
  .max(9999, 'Year must be a number from 1900 to 9999');

/** month (1-12) and year as query strings or numbers, both optional (the server uses the current month). */
export const monthYearQuerySchema = z.object({
  month: queryInteger('Month must be a number from 1 to 12', 1, 12).optional(),
  year: queryInteger('Year must be a number from 1900 to 9999', 1900, 9999).optional(),
});
export type MonthYearQuery = z.output<typeof monthYearQuerySchema>;

/** Month and year sent in a body: numbers, or numeric strings (multipart fields are text). */
export const monthBodySchema = z
  .union([z.number(), z.string()], { error: 'Month must be a number from 1 to 12' })
  .transform((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v))
  .pipe(monthSchema);
export const yearBodySchema = z
  .union([z.number(), z.string()], { error: 'Year must be a number from 1900 to 9999' })
  .transform((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v))
  .pipe(yearSchema);

export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** A call that takes no body: nothing, or an empty JSON object. */
export const emptyBodySchema = z.object({}).strict().optional();
