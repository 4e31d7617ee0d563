/**
 * The write stage: gives each new row its type and search keys, remembers its words for the description filter, and
 * stores the batch in one unordered insert. A row another import of the same file stored first (the unique dedupe
 * index refused it) is a duplicate, not a failure.
 */
import { duplicateKeyIndexes } from '@tracker/service-kit';
import { descriptionWords, searchKeys } from '../routes/transactions/keys';
import type { StoredTransaction, TransactionFields } from '../routes/transactions/model';
import type { TransactionService } from '../routes/transactions/service';
import type { BatchStep, CategoryGroups, ImportBatch, ImportItem, ImportSession, ImportStage } from './session';

/** Money in is Income; money out is Savings / Investment when a trusted category says so, else Expense. */
export function transactionTypeOf(doc: StoredTransaction, categories: CategoryGroups): string {
  if (doc.isIncome) return 'Income';
  const group = doc.category === null || doc.pending ? undefined : categories.groupOf(doc.category);
  if (group === 'savings') return 'Savings';
  if (group === 'investment') return 'Investment';
  return 'Expense';
}

class WriteStep implements BatchStep {
  /** Words already remembered in this import (each is sent once). */
  private readonly remembered = new Set<string>();

  constructor(
    private readonly session: ImportSession,
    private readonly transactions: TransactionService,
  ) {}

  async process(batch: ImportBatch): Promise<void> {
    const now = new Date();
    const newWords: string[] = [];
    for (const { row, doc } of batch.items) {
      // A type written in the file stays.
      if (row.transactionType === null) doc.transactionType = transactionTypeOf(doc, this.session.categories);
      const words = descriptionWords(doc.description);
      for (const word of words) {
        if (!this.remembered.has(word)) {
          this.remembered.add(word);
          newWords.push(word);
        }
      }
      doc.createdAt = now;
      doc.keys = searchKeys(doc, words);
    }
    await this.transactions.vocabulary.remember(this.session.userId, newWords);
    await this.insert(batch.items);
  }

  private async insert(items: readonly ImportItem[]): Promise<void> {
    const { report } = this.session;
    let raced: Set<number>;
    try {
      await this.transactions.model.collection.insertMany(
        items.map((item) => item.doc as TransactionFields),
        {
          ordered: false,
        },
      );
      raced = new Set();
    } catch (err) {
      const indexes = duplicateKeyIndexes(err);
      if (indexes === null) throw err;
      raced = new Set(indexes);
    }
    // The report lists every row's outcome, the imported ones included.
    items.forEach((item, index) => {
      if (raced.has(index)) report.duplicate(item.row);
      else report.imported(item.row);
    });
  }
}

export const writeStage: ImportStage = {
  name: 'write',
  async open(session, { transactions }) {
    return new WriteStep(session, transactions);
  },
};
