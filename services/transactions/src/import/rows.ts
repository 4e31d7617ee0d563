/**
 * The rows stage: reads the file's records under its layout, in the file's order, into rows and their draft
 * transactions, in batches (the first small so the later stages start soon, each next twice the last, up to
 * IMPORT_BATCH_ROWS). A record that cannot be read is rejected into the report with why; it is never guessed.
 */
import { CATEGORISE_BATCH_MAX } from '@tracker/contracts';
import { isSkippable, readRow, type Layout, type Statement } from '@tracker/statements';
import { Types } from 'mongoose';
import type { StoredTransaction } from '../routes/transactions/model';
import { DedupeKeys } from './dedupe';
import type { ImportBatch, ImportRow, ImportSession } from './session';

/** Rows per write and per categorise call. */
export const IMPORT_BATCH_ROWS = CATEGORISE_BATCH_MAX;
/**
 * The first batch is this small and each next one twice the last, up to IMPORT_BATCH_ROWS: the categoriser and the
 * docstore get work sooner instead of waiting for a whole batch to be read and categorised.
 */
export const FIRST_BATCH_ROWS = 250;

/** The transaction a row becomes before any stage decided anything: uncategorised, in Pending. */
function draftOf(row: ImportRow, session: ImportSession, createdAt: Date): StoredTransaction {
  const isIncome = row.cents > 0;
  // One flat literal (no spread): this runs for every row of the file.
  const doc: StoredTransaction = {
    _id: new Types.ObjectId(),
    userId: session.userId,
    description: row.description,
    category: null,
    accountId: session.account._id,
    source: 'upload',
    transactionType: row.transactionType ?? (isIncome ? 'Income' : 'Expense'),
    amountCents: Math.abs(row.cents),
    date: row.date,
    tags: [],
    pending: true,
    isIncome,
    aiCategorised: false,
    confidence: null,
    deleted: false,
    dedupeKey: row.dedupeKey,
    importId: session.importId,
    institution: row.institution,
    keys: [],
    createdAt,
  };
  // A row not counted in hundredths says its currency itself (the amount filter tells its scale by it).
  if (session.places !== 2) doc.currency = session.currency;
  return doc;
}

/** The file's transaction rows in batches, each row with its dedupe key and draft; the rest go to the report. */
export async function* rowBatches(
  statement: Statement,
  layout: Layout,
  session: ImportSession,
): AsyncGenerator<ImportBatch> {
  const { report, places } = session;
  const keys = new DedupeKeys(session.account._id);
  let batch: ImportBatch = { items: [] };
  let batchRows = FIRST_BATCH_ROWS;
  let createdAt = new Date();
  let index = -1;
  for await (const records of statement.records()) {
    for (const record of records) {
      index++;
      if (index <= layout.headerIndex || isSkippable(record, layout)) continue;
      report.counted();
      const result = readRow(record, layout, places);
      if (!result.ok) {
        report.rejected(result.line, result.reason, result.raw);
        continue;
      }
      report.look.add(result.row);
      session.balance?.add(result.row);
      // The key is added to the parsed row itself (no copy: this runs for every row of the file).
      const row = result.row as ImportRow;
      row.dedupeKey = keys.keyOf(row);
      batch.items.push({ row, doc: draftOf(row, session, createdAt) });
      if (batch.items.length >= batchRows) {
        yield batch;
        batch = { items: [] };
        batchRows = Math.min(IMPORT_BATCH_ROWS, batchRows * 2);
        createdAt = new Date();
      }
    }
  }
  if (batch.items.length > 0) yield batch;
}
