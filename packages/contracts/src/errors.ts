/**
 * The one error shape every service sends (product.md › Messages and errors): `error` and `message` carry the same text
 * — the auth clients read `error`, every other client reads `message`. `code` is a stable id, `details` lists field
 * issues.
 */
import { z } from 'zod';

/**
 * Stable error ids. The upload ones appear in the text the upload dialog maps to titles (product.md › Messages and
 * errors › Upload).
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'FILE_TOO_LARGE',
  'INVALID_FILE_TYPE',
  'INVALID_FILE_CONTENT',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldIssueSchema = z.object({
  /** Dotted path of the field, e.g. "transactions.0.amount"; '' for the whole input. */
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorEnvelopeSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** A stable id; usually one of ERROR_CODES, but clients must accept others. */
  code: z.string().optional(),
  details: z.array(fieldIssueSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Builds the envelope with `error` and `message` set to the same text. */
export function errorEnvelope(message: string, code?: string, details?: FieldIssue[]): ErrorEnvelope {
  const envelope: ErrorEnvelope = { error: message, message };
  if (code !== undefined) envelope.code = code;
  if (details !== undefined && details.length > 0) envelope.details = details;
  return envelope;
}

/** zod issues -> field issues, in the order zod reported them (schema field order). */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The text a client shows from an error body: `message`, else `error`, else null. */
export function errorTextOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  if ('message' in body && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  if ('error' in body && typeof body.error === 'string' && body.error.trim() !== '') return body.error;
  return null;
}

/** The message of product.md › Messages and errors for a 401 outside sign-in. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';
