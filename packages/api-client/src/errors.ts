import { errorTextOf } from '@tracker/contracts';

/**
 * A non-OK answer (product.md › Messages and errors). `message` is `${status}: ${text}` (the response text, or the
 * status text when the body is empty), or 'Session expired. Please log in again.' for a 401 outside sign-in. `body` is
 * the parsed JSON body when there was one, so callers can read `error` (auth) or `message` (everything else).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** Parsed JSON body, or undefined when the body was empty or not JSON. */
  readonly body: unknown;
  /** Raw response text ('' when empty). */
  readonly text: string;
  readonly url: string;

  constructor(init: { message: string; status: number; statusText: string; body: unknown; text: string; url: string }) {
    super(init.message);
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
    this.text = init.text;
    this.url = init.url;
  }

  /** The server's own words: body.message, else body.error; null when the body has neither. */
  get serverMessage(): string | null {
    return errorTextOf(this.body);
  }

  /** The envelope's stable error id, when the server sent one. */
  get code(): string | null {
    const body = this.body;
    if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') return body.code;
    return null;
  }
}

/** The server answered OK, but not in the shape the contract promises. */
export class ResponseValidationError extends Error {
  override readonly name = 'ResponseValidationError';
  readonly url: string;
  readonly issues: ReadonlyArray<{ path: string; message: string }>;

  constructor(what: string, url: string, issues: ReadonlyArray<{ path: string; message: string }>) {
    const listed = issues
      .slice(0, 5)
      .map((issue) => (issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`))
      .join('; ');
    const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
    super(`Unexpected response from ${what}: ${listed}${more}`);
    this.url = url;
    this.issues = issues;
  }
}

/** The upload was aborted by its timeout (5 minutes by default). */
export class UploadTimeoutError extends Error {
  override readonly name = 'UploadTimeoutError';
}

/** The caller aborted the upload (Cancel / close in the dialog). */
export class UploadCancelledError extends Error {
  override readonly name = 'UploadCancelledError';
  constructor() {
    super('Upload cancelled');
  }
}

/** fetch itself failed (no answer): offline, DNS, connection refused or reset. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(`Network error: could not reach the server. Please check your connection. (${detail})`, { cause });
  }
}

/**
 * The one rule for the text of a failed call: the server's own message when it gave one (its `message`, else its
 * `error`), otherwise `fallback`, the product's text for that failure.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : null) ?? fallback;
}

/** The session is gone (or never was). */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** The call never reached the server (offline, DNS, refused). */
export const isNetworkFailure = (error: unknown): boolean => error instanceof NetworkError;
