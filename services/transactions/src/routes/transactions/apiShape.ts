/** A stored transaction in the API's shape: what every route that answers with rows sends. */
import { fromMinorUnits, type CurrencyCode, type Transaction, type TransferLink } from '@tracker/contracts';
import { currencyOfRow, type StoredTransaction } from './model';

/** Stored transaction -> API shape (amount as a decimal string; account name for the Account column; currency). */
export function toApiTransaction(
  t: StoredTransaction,
  accountNames: ReadonlyMap<string, string>,
  accountCurrencies: ReadonlyMap<string, CurrencyCode>,
  links: ReadonlyMap<string, TransferLink> = new Map(),
): Transaction {
  const accountId = t.accountId === null ? null : t.accountId.toHexString();
  return {
    id: t._id.toHexString(),
    date: t.date,
    description: t.description,
    category: t.category,
    amount: fromMinorUnits(t.amountCents, currencyOfRow(t, accountCurrencies)),
    isIncome: t.isIncome,
    transactionType: t.transactionType,
    accountId,
    accountName: accountId === null ? null : (accountNames.get(accountId) ?? null),
    currency: currencyOfRow(t, accountCurrencies),
    tags: t.tags,
    source: t.source,
    aiCategorised: t.aiCategorised,
    pending: t.pending,
    confidence: t.confidence,
    ...ruleFieldsForApi(t, currencyOfRow(t, accountCurrencies)),
    transfer: links.get(t._id.toHexString()) ?? null,
    ...(t.flow === 'refund' && { refund: true }),
  };
}

/** The fields rules and splits add to a row, only when present (rows without them answer as before). */
function ruleFieldsForApi(t: StoredTransaction, currency: CurrencyCode): Partial<Transaction> {
  const out: Partial<Transaction> = {};
  if (t.displayName) out.displayName = t.displayName;
  if (t.note) out.note = t.note;
  if (t.reviewReason) out.reviewReason = t.reviewReason;
  if (t.splits && t.splits.length > 0)
    out.splits = t.splits.map((part) => ({
      amount: fromMinorUnits(part.amountCents, currency),
      category: part.category,
      ...(part.note ? { note: part.note } : {}),
    }));
  return out;
}
