/**
 * Upload failures → the toast title of product.md › Messages and errors (Upload) and whether the dialog offers a retry.
 * The table is read in order against the error's content (its stable code, then its message):
 *   FILE_TOO_LARGE → 'File Too Large'; INVALID_FILE_TYPE → 'Invalid File Type'; timeout → 'Upload Timed Out';
 *   network or connection → 'Connection Error'; a 5xx status → 'Server Error'; empty or corrupted →
 *   'Invalid File Content'. Only timeouts, connection failures and 5xx are worth retrying.
 * "contains '5'" is read as a 5xx status (or a 5xx code in the text of an error without one), so a file named
 * 'statement5.csv' is not a server error.
 */
import { ApiError, NetworkError, UploadTimeoutError } from '@tracker/api-client';
import { UPLOAD_MAX_MB, UPLOAD_MAX_RETRIES } from '@tracker/contracts';

export type UploadErrorKind =
  | 'tooLarge'
  | 'invalidType'
  | 'timeout'
  | 'connection'
  | 'server'
  | 'invalidContent'
  | 'other';

export interface ClassifiedUploadError {
  kind: UploadErrorKind;
  title: string;
  description: string;
  /** Timeout, network/connection or 5xx: a retry may help. */
  retryable: boolean;
}

const TITLES: Readonly<Record<UploadErrorKind, string>> = {
  tooLarge: 'File Too Large',
  invalidType: 'Invalid File Type',
  timeout: 'Upload Timed Out',
  connection: 'Connection Error',
  server: 'Server Error',
  invalidContent: 'Invalid File Content',
  other: 'Upload Failed',
};

const HINTS: Partial<Record<UploadErrorKind, string>> = {
  tooLarge: `Please use a file under ${UPLOAD_MAX_MB}MB.`,
  invalidType: 'Please upload a CSV or Excel (.xlsx, .xls) file.',
  server: 'Please try again later.',
};

const RETRYABLE: ReadonlySet<UploadErrorKind> = new Set(['timeout', 'connection', 'server']);

function kindOf(error: unknown): UploadErrorKind {
  const status = error instanceof ApiError ? error.status : undefined;
  const code = error instanceof ApiError ? (error.code ?? '') : '';
  const message = error instanceof Error ? error.message : String(error);
  const content = `${code} ${message}`;
  if (/FILE_TOO_LARGE/.test(content) || status === 413) return 'tooLarge';
  if (/INVALID_FILE_TYPE/.test(content) || status === 415) return 'invalidType';
  if (error instanceof UploadTimeoutError || /time[ds]? ?out/i.test(message)) return 'timeout';
  if (error instanceof NetworkError || /network|connection/i.test(message)) return 'connection';
  if (status !== undefined ? status >= 500 : /\b5\d\d\b/.test(message)) return 'server';
  if (/INVALID_FILE_CONTENT/.test(content) || /empty|corrupt/i.test(message)) return 'invalidContent';
  return 'other';
}

export function classifyUploadError(error: unknown): ClassifiedUploadError {
  const kind = kindOf(error);
  const message = error instanceof Error && error.message.trim() !== '' ? error.message.trim() : 'The upload failed.';
  const hint = HINTS[kind];
  const description = hint && !message.includes(hint) ? `${message} ${hint}` : message;
  return { kind, title: TITLES[kind], description, retryable: RETRYABLE.has(kind) };
}

/** The retry panel shows for a retryable error while fewer than 3 retries have been made. */
export function canRetry(error: ClassifiedUploadError | null, retries: number): boolean {
  return error !== null && error.retryable && retries < UPLOAD_MAX_RETRIES;
}

/** 'Attempt N of 3': the retry the button would make. */
export function attemptLabel(retries: number): string {
  return `Attempt ${retries + 1} of ${UPLOAD_MAX_RETRIES}`;
}
