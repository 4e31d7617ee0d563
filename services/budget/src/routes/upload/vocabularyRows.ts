import { monthlyCents, vocabularyKey, type BudgetFrequency } from '@tracker/contracts';
import type { BudgetFileRow } from './parse';

/**
 * The file's rows in the user's vocabulary: each category name replaced by the category it stands for, and rows
 * that land on the same category ("Car Loan" and "Credit Card" both Debts & Loans) made one line — under the first
 * row's type, their amounts added (kept in their frequency when they share it, else as one monthly figure).
 */
export function rowsInVocabulary(rows: readonly BudgetFileRow[], categoryOf: Map<string, string>): BudgetFileRow[] {
  const byCategory = new Map<string, BudgetFileRow[]>();
  for (const row of rows) {
    const name = categoryOf.get(vocabularyKey(row.categoryName)) ?? row.categoryName;
    const key = vocabularyKey(name);
    byCategory.set(key, [...(byCategory.get(key) ?? []), { ...row, categoryName: name }]);
  }
  return [...byCategory.values()].map(([first, ...more]) => {
    if (!first) throw new Error('rowsInVocabulary: an empty group');
    if (more.length === 0) return first;
    const all = [first, ...more];
    const frequency: BudgetFrequency = all.every((r) => r.frequency === first.frequency) ? first.frequency : 'monthly';
    const cents = (r: BudgetFileRow) =>
      frequency === 'monthly' ? monthlyCents(r.amountCents, r.frequency) : r.amountCents;
    return { ...first, frequency, amountCents: all.reduce((sum, r) => sum + cents(r), 0) };
  });
}
