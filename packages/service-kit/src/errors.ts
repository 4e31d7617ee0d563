import { STATUS_CODES } from 'node:http';
import type { ErrorCode, ErrorEnvelope, FieldIssue } from '@tracker/contracts';

/**
 * The one error shape every service answers with (`errorEnvelopeSchema` of @tracker/contracts): `{ error, message }`
 * plus an optional stable `code` and optional `details` (field issues). For 4xx, `error` and `message` carry the same
 * client-facing text (the auth client reads `error`, the others `message`); for 5xx, `error` is the status text and
 * `message` a generic sentence.
 */
export type ServiceErrorEnvelope = ErrorEnvelope;
export type { FieldIssue };

/** Stable ids of the error factories: the contracts' ERROR_CODES. */
export type ServiceErrorId = ErrorCode;

export interface ServiceErrorOptions {
  /** Machine-readable code sent in the envelope (for example `FILE_TOO_LARGE`). */
  code?: string;
  /** Field issues sent in the envelope (validation). */
  details?: FieldIssue[];
  /** Response headers to send with the error (for example `Retry-After`). */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An error that carries its HTTP status and the body it is answered with. */
export class ServiceError extends Error {
  readonly status: number;
  readonly id: ServiceErrorId;
  readonly code: string | undefined;
  readonly details: FieldIssue[] | undefined;
  readonly headers: Record<string, string>;
  /** Whether `message` may be shown to the client (always true below 500). */
  readonly expose: boolean;

  constructor(status: number, id: ServiceErrorId, message: string, options: ServiceErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ServiceError';
    this.status = status;
    this.id = id;
    this.code = options.code;
    this.details = options.details;
    this.headers = options.headers ?? {};
    this.expose = status < 500 || status === 503;
  }

  /** The envelope this error is answered with. */
  toEnvelope(): ServiceErrorEnvelope {
    const message = this.expose ? this.message : INTERNAL_ERROR_MESSAGE;
    const envelope: ServiceErrorEnvelope = { error: this.status >= 500 ? statusText(this.status) : message, message };
    if (this.code !== undefined) envelope.code = this.code;
    if (this.details !== undefined && this.details.length > 0) envelope.details = this.details;
    return envelope;
  }
}

export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError;
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export function badRequest(message = 'The request is not valid.', options?: ServiceErrorOptions): ServiceError {
  return new ServiceError(400, 'BAD_REQUEST', message, options);
}

export function validationFailed(message: string, options?: ServiceErrorOptions): ServiceError {
  return new ServiceError(400, 'VALIDATION_ERROR', message, options);
}

export function unauthorized(message = 'Unauthorized', options?: ServiceErrorOptions): ServiceError {
  return new ServiceError(401, 'UNAUTHORIZED', message, options);
}

export function forbidden(message = 'Forbidden', options?: ServiceErrorOptions): ServiceError {
  return new ServiceError(403, 'FORBIDDEN', message, options);
}

export function notFound(message = 'Not found.', options?: ServiceErrorOptions): ServiceError {
  return new ServiceError(404, 'NOT_FOUND', message, options);
}

export function methodNotAllowed(message = 'Method not allowed.', options?: ServiceErrorOptions): ServiceError {
  return new ServiceError(405, 'METHOD_NOT_ALLOWED', message, options);
}

export function conflict(
  message = 'The request conflicts with existing data.',
  options?: ServiceErrorOptions,
): ServiceError {
  return new ServiceError(409, 'CONFLICT', message, options);
}

export function payloadTooLarge(message = 'The request is too large.', options?: ServiceErrorOptions): ServiceError {
  return new ServiceError(413, 'PAYLOAD_TOO_LARGE', message, options);
}

export function unsupportedMediaType(
  message = 'The request content type is not supported.',
  options?: ServiceErrorOptions,
): ServiceError {
  return new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', message, options);
}

export function tooManyRequests(
  message = 'Too many requests. Please try again later.',
  options: ServiceErrorOptions & { retryAfterSeconds?: number } = {},
): ServiceError {
  const { retryAfterSeconds, ...rest } = options;
  const headers = { ...rest.headers };
  if (retryAfterSeconds !== undefined) headers['Retry-After'] = String(Math.max(0, Math.ceil(retryAfterSeconds)));
  return new ServiceError(429, 'RATE_LIMITED', message, { ...rest, headers });
}

export function internalError(message = INTERNAL_ERROR_MESSAGE, options?: ServiceErrorOptions): ServiceError {
  return new ServiceError(500, 'INTERNAL_ERROR', message, options);
}

export function serviceUnavailable(
  message = 'The service is temporarily unavailable. Please try again.',
  options?: ServiceErrorOptions,
): ServiceError {
  return new ServiceError(503, 'SERVICE_UNAVAILABLE', message, options);
}
