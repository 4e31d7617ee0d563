// A large insert is committed as several transactions of at most INSERT_SLICE_DOCS documents, the event loop
// serving other connections between them: one transaction for a 10,000-document insertMany held it longer than the
// driver's 30 s server monitor timeout on a loaded machine, and the driver then dropped every connection.
// MongoDB's insertMany is atomic per document only, as this is (each slice keeps its documents' index entries).
import { deserialize, serialize } from 'bson';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Document } from './storage/values';

export const INSERT_SLICE_DOCS = 500;

/** Whether `cmd` is an insert large enough to be committed in slices. */
export const isLargeInsert = (cmd: Document): boolean =>
  Object.keys(cmd)[0] === 'insert' && Array.isArray(cmd.documents) && cmd.documents.length > INSERT_SLICE_DOCS;

/**
 * Runs `cmd` (an insert) a slice of its documents at a time through `runSlice` (one transaction each) and answers
 * as one insert would: the documents inserted, and each write error at its index in the whole command.
 */
export async function insertInSlices(cmd: Document, runSlice: (slice: Document) => Buffer): Promise<Buffer> {
  const docs = cmd.documents as unknown[];
  const ordered = cmd.ordered !== false;
  let n = 0;
  const writeErrors: Document[] = [];
  for (let start = 0; start < docs.length; start += INSERT_SLICE_DOCS) {
    if (start > 0) await nextTurn();
    const body = runSlice({ ...cmd, documents: docs.slice(start, start + INSERT_SLICE_DOCS) });
    const reply = deserialize(body);
    // A command error (a bad collection name...) concerns every slice alike: it is the answer.
    if (reply.ok !== 1) return body;
    n += reply.n as number;
    for (const error of (reply.writeErrors as Document[] | undefined) ?? []) {
      writeErrors.push({ ...error, index: (error.index as number) + start });
    }
    if (ordered && writeErrors.length) break;
  }
  const out: Document = { n };
  if (writeErrors.length) out.writeErrors = writeErrors;
  out.ok = 1;
  return Buffer.from(serialize(out));
}
