/**
 * The read stage: opens the uploaded file as a statement (its format and encoding sniffed, its layout found). A file
 * that cannot be read as one is a 400 that names it, and nothing is stored.
 */
import { badRequest } from '@tracker/service-kit';
import { openStatement, StatementError, type Statement } from '@tracker/statements';

/** The uploaded file as received (checked for its type and size by the route). */
export interface UploadedFile {
  /** The name the user gave it. */
  name: string;
  path: string;
  /** Under the size floor: a refusal does not guess at the detail (an empty file is the likely reason). */
  small: boolean;
}

export const emptyOrCorrupted = (name: string, detail?: string) =>
  badRequest(`File "${name}" appears to be empty or corrupted${detail ? `: ${detail}` : ''}`, {
    code: 'INVALID_FILE_CONTENT',
  });

export async function readStatement(file: UploadedFile): Promise<Statement> {
  try {
    return await openStatement(file.path, file.name);
  } catch (err) {
    if (err instanceof StatementError) throw emptyOrCorrupted(file.name, file.small ? undefined : err.detail);
    throw err;
  }
}
