/** Between the rules engine and a stored row: what a rule reads of it, and what the outcome changes on it. */
import { ruleReason, type CurrencyCode } from '@tracker/contracts';
import type { Types } from 'mongoose';
import { currencyOfRow, type TransactionFields } from '../routes/transactions/model';
import type { RuleOutcome, RuleRow } from './engine';

type RowFields = Pick<TransactionFields, 'description' | 'amountCents' | 'isIncome' | 'currency'> & {
  accountId: Types.ObjectId | null;
};

export function ruleRowOf(row: RowFields, accountCurrencies: ReadonlyMap<string, CurrencyCode>): RuleRow {
  return {
    description: row.description,
    amountCents: row.amountCents,
    isIncome: row.isIncome,
    accountId: row.accountId === null ? null : row.accountId.toHexString(),
    currency: currencyOfRow(row, accountCurrencies),
  };
}

/** The fields a rule's category sets: a decision (out of Pending, not AI) with confidence 1 and the rule named. */
export function ruleCategoryFields(category: string, ruleName: string): Partial<TransactionFields> {
  return { category, aiCategorised: false, confidence: 1, pending: false, reviewReason: ruleReason(ruleName) };
}

type ChangeableFields = Pick<
  TransactionFields,
  'category' | 'aiCategorised' | 'confidence' | 'pending' | 'tags' | 'displayName' | 'note' | 'reviewReason'
>;

/**
 * The fields the outcome changes on a row, only those that differ (empty: the rules change nothing). markTransfer
 * is not a field of the row itself: the transfers work links the two rows.
 */
export function changesFor(row: ChangeableFields, outcome: RuleOutcome): Partial<TransactionFields> {
  const changes: Partial<TransactionFields> = {};
  if (outcome.category !== undefined && outcome.categoryRule !== undefined) {
    const fields = ruleCategoryFields(outcome.category, outcome.categoryRule);
    for (const [name, value] of Object.entries(fields) as Array<[keyof ChangeableFields, unknown]>) {
      if (row[name] !== value) Object.assign(changes, { [name]: value });
    }
  }
  if (outcome.displayName !== undefined && row.displayName !== outcome.displayName)
    changes.displayName = outcome.displayName;
  if (outcome.note !== undefined && row.note !== outcome.note) changes.note = outcome.note;
  const added = outcome.tags.filter((tag) => !row.tags.includes(tag));
  if (added.length > 0) changes.tags = [...row.tags, ...added];
  return changes;
}
