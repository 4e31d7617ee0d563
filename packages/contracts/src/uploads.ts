/**
 * File checks of product.md › Validation rules, shared by the upload dialog (before sending) and the services (on
 * receipt). Pure functions over { name, size, type } so they run on a browser File and on a parsed multipart part.
 */
import {
  ASSET_UPLOAD_EXTENSIONS,
  UPLOAD_ALLOWED_EXTENSIONS,
  UPLOAD_ALLOWED_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
  UPLOAD_MIN_BYTES,
  UPLOAD_SUPPORTED_FORMATS_TEXT,
  UPLOAD_SUSPICIOUS_EXTENSIONS,
} from './constants';

export interface FileLike {
  name: string;
  size: number;
  /** MIME type; '' when the browser does not know it. */
  type?: string | undefined;
}

/** Lower-case extension without the dot ('' when none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Size in MB with 2 decimals, as the messages show it. */
export const fileSizeMb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(2);

/**
 * SMALL_FILE: under the size floor but not empty. A statement of one or two rows is that small, so the file is read:
 * the message stands only when it holds no transaction row.
 */
export type FileProblem =
  | 'FILE_TOO_LARGE'
  | 'INVALID_FILE_CONTENT'
  | 'INVALID_FILE_TYPE'
  | 'SUSPICIOUS_EXTENSION'
  | 'SMALL_FILE';

/**
 * Checks a transactions file: size limit, empty, suspicious extension (exe, bat, cmd, scr, js, vbs, whatever the
 * MIME type), format (MIME type or extension). Returns the first problem with its message, or null when the file may be sent.
 */
export function checkTransactionFile(file: FileLike): { problem: FileProblem; message: string } | null {
  const quoted = `File "${file.name}"`;
  if (file.size > UPLOAD_MAX_BYTES) {
    return {
      problem: 'FILE_TOO_LARGE',
      message: `${quoted} (${fileSizeMb(file.size)}MB) exceeds the ${UPLOAD_MAX_MB}MB limit`,
    };
  }
  const ext = fileExtension(file.name);
  const mime = (file.type ?? '').toLowerCase();
  const byMime = (UPLOAD_ALLOWED_MIME_TYPES as readonly string[]).includes(mime);
  const byExt = (UPLOAD_ALLOWED_EXTENSIONS as readonly string[]).includes(ext);
  const suspicious = (UPLOAD_SUSPICIOUS_EXTENSIONS as readonly string[]).includes(ext);
  if (file.size < UPLOAD_MIN_BYTES) {
    const readable = file.size > 0 && !suspicious && (byMime || byExt);
    return {
      problem: readable ? 'SMALL_FILE' : 'INVALID_FILE_CONTENT',
      message: `${quoted} appears to be empty or corrupted`,
    };
  }
  // Checked before the format (issue 17): an .exe or .js is never merely 'not a supported format'.
  if (suspicious) {
    return { problem: 'SUSPICIOUS_EXTENSION', message: `${quoted} has a suspicious extension and cannot be uploaded` };
  }
  if (!byMime && !byExt) {
    return {
      problem: 'INVALID_FILE_TYPE',
      message: `${quoted} is not a supported format. Please use ${UPLOAD_SUPPORTED_FORMATS_TEXT} files`,
    };
  }
  return null;
}

/** Asset files: .csv, .xlsx or .xls by name. */
export function isAllowedAssetFileName(name: string): boolean {
  return (ASSET_UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}
