/**
 * The dedupe stage: a row already imported into the user's account is skipped into the report, so an overlapping
 * statement adds only what is new. A row's key is the bank's own id for it when the file carries one (OFX FITID,
 * CAMT entry reference…), else its content (date, amount, description); either plus its occurrence in the file. Two
 * equal coffees on one day are both kept (their ids differ, or they are the first and second of that content), and
 * the same file again adds nothing.
 */
import { hash } from 'node:crypto';
import type { ParsedRow } from '@tracker/statements';
import type { Types } from 'mongoose';
import type { TransactionService } from '../routes/transactions/service';
import type { BatchStep, ImportBatch, ImportStage } from './session';

/** Dedupe keys per lookup query. */
const DEDUPE_LOOKUP_KEYS = 50;

/** Gives each row of one file its key, in the file's order (the occurrence count needs the rows before it). */
export class DedupeKeys {
  /** Occurrences so far, by 52 bits of the content digest (a number: a few dozen bytes a row, whatever the file). */
  private readonly occurrences = new Map<number, number>();
  private readonly accountKey: string;

  constructor(accountId: Types.ObjectId) {
    this.accountKey = accountId.toHexString();
  }

  keyOf(row: ParsedRow & { bankId?: string }): string {
    // A bank's id stays the row's key whatever the bank later does to its text; an id repeated in one file (a bank's
    // mistake) still keeps both rows, by occurrence. The prefix keeps the two kinds of key apart.
    const byBank = row.bankId !== undefined && row.bankId !== '';
    const digest = hash(
      'sha1',
      byBank
        ? `${this.accountKey}\u0000bank\u0000${row.bankId}`
        : `${this.accountKey}\u0000${row.date}\u0000${row.cents}\u0000${row.description.toLowerCase()}`,
      'buffer',
    );
    const counterKey = digest.readUIntBE(0, 6) * 16 + (digest[6] >> 4);
    const occurrence = (this.occurrences.get(counterKey) ?? 0) + 1;
    this.occurrences.set(counterKey, occurrence);
    const fingerprint = digest.toString('base64url', 0, 12);
    return byBank ? `b:${fingerprint}#${occurrence}` : `${fingerprint}#${occurrence}`;
  }
}

/** Which of these dedupe keys the user already has (small $in lookups: each is a few index probes). */
async function knownKeys(transactions: TransactionService, userId: string, keys: string[]): Promise<Set<string>> {
  const chunks: string[][] = [];
  for (let i = 0; i < keys.length; i += DEDUPE_LOOKUP_KEYS) chunks.push(keys.slice(i, i + DEDUPE_LOOKUP_KEYS));
  const found = await Promise.all(
    chunks.map((chunk) =>
      transactions.model
        .find({ userId, dedupeKey: { $in: chunk } }, { dedupeKey: 1, _id: 0 })
        .lean<Array<{ dedupeKey: string }>>(),
    ),
  );
  return new Set(found.flat().map((e) => e.dedupeKey));
}

export const dedupeStage: ImportStage = {
  name: 'dedupe',
  async open(session, { transactions }): Promise<BatchStep> {
    const { userId, account, report } = session;
    // Nothing to be a duplicate of in an account without rows: no lookups (a concurrent import of the same rows is
    // still caught by the unique index, at the write).
    const accountWasEmpty = (await transactions.model.exists({ userId, accountId: account._id })) === null;
    return {
      async process(batch: ImportBatch): Promise<void> {
        if (accountWasEmpty) return;
        const known = await knownKeys(
          transactions,
          userId,
          batch.items.map((item) => item.row.dedupeKey),
        );
        if (known.size === 0) return;
        batch.items = batch.items.filter((item) => {
          if (!known.has(item.row.dedupeKey)) return true;
          report.duplicate(item.row);
          return false;
        });
      },
    };
  },
};
