import {
  DEFAULT_CURRENCY,
  type CurrencyCode,
  CATEGORISE_BATCH_MAX,
  fromMinorUnits,
  isBankFileReason,
  ruleReason,
  toMinorUnits,
  type ManualTransactionRow,
  type Transaction,
  type TransactionFilters,
  type TransactionListQuery,
  type TransactionListResponse,
  type TransferLink,
} from '@tracker/contracts';
import { findOwnOr404, notFound, objectIdOrNull, type Logger } from '@tracker/service-kit';
import { Types, type AnyBulkWriteOperation, type Connection, type QueryFilter } from 'mongoose';
import type { CategoriserClient } from '../../categoriser/client';
import { transactionCurrencyMismatch, type BankAccountService } from '../bankAccounts/service';
import type { TransferMarks, TransferService } from '../transfers/service';
import { groupFor, type UserCategoryService } from '../userCategories/service';
import { runRules, type CompiledRule } from '../../rules/engine';
import { changesFor, ruleRowOf } from '../../rules/rowChanges';
import { buildFilter } from './filters';
import { descriptionWords, key, searchKeys } from './keys';
import { toApiTransaction } from './apiShape';
import {
  currencyOfRow,
  transactionModel,
  type StoredSplitPart,
  type StoredTransaction,
  type TransactionFields,
} from './model';
import { Vocabulary } from './vocabulary';

/** A person's category: the row no longer says a rule or the bank's file chose it (the badge goes with the reason). */
const chosenByHand = (row: Pick<StoredTransaction, 'reviewReason'>): Partial<TransactionFields> =>
  row.reviewReason?.startsWith(ruleReason('')) || isBankFileReason(row.reviewReason) ? { reviewReason: null } : {};

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

/** Newest first; rows of one day in reverse order of creation. */
export const LIST_SORT = { date: -1, _id: -1 } as const;

export interface TransactionServiceDeps {
  connection: Connection;
  accounts: BankAccountService;
  categories: UserCategoryService;
  categoriser: CategoriserClient;
  /** The user's enabled rules in order (product.md › Rules), run on manual entries; none when not given. */
  rules?: (userId: string) => Promise<CompiledRule[]>;
  /** Transfers: new and restored rows are paired, a deleted row's other side is unlinked, the list shows links. */
  transfers?: TransferService;
  logger?: Logger;
}

/**
 * Rows no person has decided: waiting in Pending, or categorised automatically (an automatic answer keeps its
 * confidence until a person accepts or changes it). Applying a merchant's category changes only these.
 */
const UNDECIDED = { $or: [{ pending: true }, { confidence: { $ne: null } }] };

/** Rows without a merchant key are given one at most this many at a time (the rest on later requests). */
export const MERCHANT_BACKFILL_MAX = 20_000;

function objectIds(ids: readonly string[]): Types.ObjectId[] | null {
  const found = [...new Set(ids)].map(objectIdOrNull);
  return found.every((id): id is Types.ObjectId => id !== null) ? found : null;
}

/** Transactions of one user: the list, manual entry, inline edits, bulk actions and Delete All. */
export class TransactionService {
  readonly model;
  readonly vocabulary: Vocabulary;
  private readonly deps: TransactionServiceDeps;

  constructor(deps: TransactionServiceDeps) {
    this.deps = deps;
    this.model = transactionModel(deps.connection);
    this.vocabulary = new Vocabulary(deps.connection);
  }

  /** The filter for the list and export, or null when nothing can match. */
  filterFor(userId: string, filters: TransactionFilters): Promise<QueryFilter<TransactionFields> | null> {
    return buildFilter(userId, filters, {
      accounts: this.deps.accounts,
      vocabulary: this.vocabulary,
      model: this.model,
      categoryName: (user, name) => this.deps.categories.storedName(user, name),
    });
  }

  /** How many transactions match (the count command reads index entries and only the fields the filter tests). */
  async count(filter: QueryFilter<TransactionFields>): Promise<number> {
    const db = this.deps.connection.db;
    if (!db) return this.model.countDocuments(filter);
    const answer = await db.command({ count: this.model.collection.collectionName, query: filter });
    return typeof answer.n === 'number' ? answer.n : Number(answer.n);
  }

  /** GET /api/transactions */
  async list(userId: string, query: TransactionListQuery): Promise<TransactionListResponse> {
    const filter = await this.filterFor(userId, query);
    if (filter === null) return { transactions: [], totalPages: 0, totalTransactions: 0 };
    const skip = (query.page - 1) * query.pageSize;
    const [rows, total] = await Promise.all([
      this.model.find(filter).sort(LIST_SORT).skip(skip).limit(query.pageSize).lean<StoredTransaction[]>(),
      this.count(filter),
    ]);
    return {
      transactions: await this.apiRows(userId, rows),
      totalPages: Math.ceil(total / query.pageSize),
      totalTransactions: total,
    };
  }

  /** POST /api/transactions/manual: rows typed by hand (no bank account, category given, not pending). */
  async addManual(
    userId: string,
    rows: readonly ManualTransactionRow[],
  ): Promise<{ addedCount: number; transactions: Transaction[] }> {
    const names = await this.deps.categories.ensureCategories(
      userId,
      rows.map((row) => ({ name: row.category, group: groupFor(row.transactionType, row.isIncome) })),
    );
    const now = new Date();
    const docs: StoredTransaction[] = rows.map((row) => {
      const category = names.get(row.category.trim().replace(/\s+/g, ' ').toLowerCase()) ?? row.category;
      const fields = {
        description: row.description,
        category,
        accountId: null,
        source: 'manual' as const,
        transactionType: row.transactionType,
        amountCents: toMinorUnits(row.amount, row.currency ?? DEFAULT_CURRENCY),
        currency: row.currency ?? DEFAULT_CURRENCY,
        date: row.date,
        tags: [...new Set(row.tags)],
        pending: false,
      };
      const _id = new Types.ObjectId();
      return {
        _id,
        userId,
        ...fields,
        isIncome: row.isIncome,
        aiCategorised: false,
        confidence: null,
        deleted: false,
        dedupeKey: `manual:${_id.toHexString()}`,
        importId: null,
        institution: null,
        keys: searchKeys(fields),
        createdAt: now,
      };
    });
    const marks = await this.applyRules(userId, docs);
    await this.vocabulary.remember(
      userId,
      docs.flatMap((d) => descriptionWords(d.description)),
    );
    await this.model.init();
    await this.model.insertMany(docs);
    this.teach(userId, docs);
    if (!this.deps.transfers) return { addedCount: docs.length, transactions: await this.apiRows(userId, docs) };
    // Pairing may link a new row or send it to Pending as a possible transfer: answered as stored now.
    await this.deps.transfers.pairDocs(userId, docs, marks);
    const stored = await this.model.find({ _id: { $in: docs.map((d) => d._id) }, userId }).lean<StoredTransaction[]>();
    const byId = new Map(stored.map((row) => [row._id.toHexString(), row]));
    const added = docs.map((d) => byId.get(d._id.toHexString()) ?? d);
    return { addedCount: docs.length, transactions: await this.apiRows(userId, added) };
  }

  /** Stored rows as the API answers them: account names, currencies and the other side of transfers. */
  async apiRows(userId: string, rows: readonly StoredTransaction[]): Promise<Transaction[]> {
    const [names, currencies] = await this.accountLabels(userId);
    const links = (await this.deps.transfers?.links(userId, rows, names)) ?? new Map<string, TransferLink>();
    return rows.map((row) => toApiTransaction(row, names, currencies, links));
  }

  /** The user's enabled rules, compiled in order (none when the service runs without rules). */
  async rulesOf(userId: string): Promise<CompiledRule[]> {
    return (await this.deps.rules?.(userId)) ?? [];
  }

  /**
   * The user's rules on new rows, in place (a rule's category wins over the one typed); answers the rows a rule
   * marked as a transfer, for the pairing.
   */
  private async applyRules(userId: string, docs: StoredTransaction[]): Promise<TransferMarks> {
    const marks = new Map<string, string | null>();
    const rules = await this.rulesOf(userId);
    if (rules.length === 0) return marks;
    const currencies = await this.deps.accounts.currencies(userId);
    for (const doc of docs) {
      const outcome = runRules(rules, ruleRowOf(doc, currencies));
      if (outcome === null) continue;
      Object.assign(doc, changesFor(doc, outcome));
      doc.keys = searchKeys(doc);
      if (outcome.transferTo !== undefined) marks.set(doc._id.toHexString(), outcome.transferTo);
    }
    return marks;
  }

  /** Pairs stored rows a rule marked as transfers (a rule applied to existing rows); nothing without transfers. */
  async pairMarked(userId: string, marks: TransferMarks): Promise<void> {
    if (marks.size === 0) return;
    const ids = [...marks.keys()].map((id) => new Types.ObjectId(id));
    await this.deps.transfers?.pairNew(userId, ids, marks);
  }

  /** Each of the user's accounts' currency (a row's currency: currencyOfRow). */
  accountCurrencies(userId: string): Promise<Map<string, CurrencyCode>> {
    return this.deps.accounts.currencies(userId);
  }

  /** The stored spelling of each category by lower-cased name, new ones added to their group. */
  categoryNames(
    userId: string,
    wanted: ReadonlyArray<{ name: string; group: ReturnType<typeof groupFor> }>,
  ): Promise<Map<string, string>> {
    return this.deps.categories.ensureCategories(userId, wanted);
  }

  /** A split row's parts (product.md › Splits); [] when unsplit. */
  setSplits(userId: string, id: string, splits: StoredSplitPart[]): Promise<Transaction> {
    return this.edit(userId, id, () => ({ splits }));
  }

  /** The user's account names and currencies, for the Account column and each row's currency. */
  private accountLabels(userId: string) {
    return Promise.all([this.deps.accounts.names(userId), this.deps.accounts.currencies(userId)]);
  }

  /** One of the user's transactions (deleted ones included); 404 for a malformed, unknown or another user's id. */
  async get(userId: string, id: string): Promise<StoredTransaction> {
    return findOwnOr404((own) => this.model.findOne(own).lean<StoredTransaction>(), userId, id, TRANSACTION_NOT_FOUND);
  }

  /**
   * Applies a change to one transaction and re-derives its `keys`; the update only lands if the row is as read (its
   * keys unchanged), so two concurrent edits of one row cannot lose each other's keys.
   */
  private async edit(
    userId: string,
    id: string,
    change: (t: StoredTransaction) => Partial<TransactionFields>,
  ): Promise<Transaction> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await this.get(userId, id);
      const fields = change(current);
      const next = { ...current, ...fields };
      const updated = await this.model
        .findOneAndUpdate(
          { _id: current._id, userId, keys: current.keys },
          { $set: { ...fields, keys: searchKeys(next) } },
          { returnDocument: 'after' },
        )
        .lean<StoredTransaction>();
      if (updated) return (await this.apiRows(userId, [updated]))[0] as Transaction;
    }
    throw new Error(`transaction ${id} kept changing during an edit`);
  }

  /** PUT /api/transactions/:id/type (free text; the sign stays with isIncome). */
  updateType(userId: string, id: string, transactionType: string): Promise<Transaction> {
    return this.edit(userId, id, () => ({ transactionType }));
  }

  /** PUT /api/transactions/:id/tags ([] clears them). */
  updateTags(userId: string, id: string, tags: readonly string[]): Promise<Transaction> {
    return this.edit(userId, id, () => ({ tags: [...new Set(tags)] }));
  }

  /** PUT /api/transactions/:id/account: the account with that name, created when the user has none by that name. */
  async updateAccount(userId: string, id: string, accountName: string): Promise<Transaction> {
    const current = await this.get(userId, id);
    const account = await this.deps.accounts.findOrCreateByName(userId, accountName);
    // The amount stays in its money: an account without transactions takes the row's currency, another refuses it.
    const currency = currencyOfRow(current, await this.deps.accounts.currencies(userId));
    await this.deps.accounts.acceptCurrency(account, currency, (own) =>
      transactionCurrencyMismatch(currency, account.name, own),
    );
    return this.edit(userId, id, () => ({ accountId: account._id, currency }));
  }

  /**
   * PUT /api/transactions/:id/category: a person's category (not AI, out of Pending), added to the user's categories
   * when new, and taught to the categoriser (best effort).
   */
  async updateCategory(userId: string, id: string, category: string): Promise<Transaction> {
    const current = await this.get(userId, id);
    const name = await this.deps.categories.canonical(
      userId,
      category,
      groupFor(current.transactionType, current.isIncome),
    );
    const updated = await this.edit(userId, id, (row) => ({
      category: name,
      aiCategorised: false,
      pending: false,
      confidence: null,
      ...chosenByHand(row),
    }));
    this.teach(userId, [current], name);
    return updated;
  }

  /**
   * The row's merchant key: the stored one, else the categoriser's (stored for next time). '' when the description
   * names no merchant or the categoriser cannot be asked (then the row has no merchant to share).
   */
  private async merchantOf(row: StoredTransaction): Promise<string> {
    if (typeof row.merchant === 'string') return row.merchant;
    const [merchant] = (await this.deps.categoriser.merchants([row.description.slice(0, 1000)])) ?? [];
    if (merchant === undefined) return '';
    await this.model.updateOne(
      { _id: row._id, userId: row.userId },
      { $set: { merchant, keys: searchKeys({ ...row, merchant }) } },
    );
    return merchant;
  }

  /**
   * Gives the user's undecided rows stored without a merchant key (manual entries, imports without categorising)
   * their key, one categoriser call per CATEGORISE_BATCH_MAX distinct descriptions; up to MERCHANT_BACKFILL_MAX rows.
   */
  private async backfillMerchants(userId: string): Promise<void> {
    const rows = await this.model
      .find({ userId, deleted: false, keys: key.noMerchant, ...UNDECIDED })
      .limit(MERCHANT_BACKFILL_MAX)
      .lean<StoredTransaction[]>();
    if (rows.length === 0) return;
    const descriptions = [...new Set(rows.map((r) => r.description.slice(0, 1000)))];
    const keyOf = new Map<string, string>();
    for (let i = 0; i < descriptions.length; i += CATEGORISE_BATCH_MAX) {
      const batch = descriptions.slice(i, i + CATEGORISE_BATCH_MAX);
      const keys = await this.deps.categoriser.merchants(batch);
      if (keys === null) break;
      batch.forEach((d, j) => keyOf.set(d, keys[j] as string));
    }
    const ops: AnyBulkWriteOperation<TransactionFields>[] = [];
    for (const row of rows) {
      const merchant = keyOf.get(row.description.slice(0, 1000));
      if (merchant === undefined) continue;
      ops.push({
        updateOne: {
          filter: { _id: row._id, userId },
          update: { $set: { merchant, keys: searchKeys({ ...row, merchant }) } },
        },
      });
    }
    if (ops.length > 0) await this.model.bulkWrite(ops, { ordered: false });
  }

  /** The other undecided live rows of the row's merchant (optionally only those whose category differs from `category`). */
  private async sameMerchantRows(
    userId: string,
    row: StoredTransaction,
    merchant: string,
    otherThan?: string | null,
  ): Promise<StoredTransaction[]> {
    if (merchant === '') return [];
    await this.backfillMerchants(userId);
    // Through the keys index (`m:<merchant>`), not a read of every row of the user.
    const filter: QueryFilter<TransactionFields> = {
      userId,
      deleted: false,
      keys: key.merchant(merchant),
      _id: { $ne: row._id },
      ...UNDECIDED,
    };
    const rows = await this.model.find(filter).lean<StoredTransaction[]>();
    return otherThan === undefined ? rows : rows.filter((r) => r.category !== otherThan || r.pending);
  }

  /** GET /api/transactions/:id/same-merchant: what 'Apply to the N other rows from this merchant' would change. */
  async sameMerchant(userId: string, id: string): Promise<{ merchant: string; otherRows: number }> {
    const row = await this.get(userId, id);
    const merchant = await this.merchantOf(row);
    const others = await this.sameMerchantRows(userId, row, merchant, row.category);
    return { merchant, otherRows: others.length };
  }

  /**
   * PUT /api/transactions/:id/merchant-category: the category on this row and on its merchant's other undecided rows,
   * in one call (each a person's decision: out of Pending); taught to the categoriser once, as a correction is.
   * Rows that already had this category keep their AI flag (the categoriser did choose it).
   */
  async setMerchantCategory(userId: string, id: string, category: string): Promise<{ updatedCount: number }> {
    const row = await this.get(userId, id);
    const name = await this.deps.categories.canonical(userId, category, groupFor(row.transactionType, row.isIncome));
    const merchant = await this.merchantOf(row);
    const rows = [row, ...(await this.sameMerchantRows(userId, row, merchant))];
    await this.decide(userId, rows, (r) => ({
      category: name,
      aiCategorised: r.category === name ? r.aiCategorised : false,
      pending: false,
      confidence: null,
      ...(r.category === name ? {} : chosenByHand(r)),
    }));
    this.teach(userId, [row], name);
    return { updatedCount: rows.length };
  }

  /**
   * PUT /api/transactions/accept: the suggestions of these Pending rows accepted as they are (out of Pending, still
   * marked AI), and taught to the categoriser as corrections are. Rows without a suggestion, or not pending, stay.
   */
  async acceptSuggestions(userId: string, ids: readonly string[]): Promise<{ updatedCount: number }> {
    const rows = (await this.own(userId, ids, {})).filter(
      (r) => r.pending && !r.deleted && r.category !== null && r.category !== '',
    );
    await this.decide(userId, rows, () => ({ pending: false, confidence: null }));
    this.teach(userId, rows);
    return { updatedCount: rows.length };
  }

  /** Writes a decision on each row (keys re-derived: the pending key goes with it). */
  private async decide(
    userId: string,
    rows: readonly StoredTransaction[],
    fieldsOf: (row: StoredTransaction) => Partial<TransactionFields>,
  ): Promise<void> {
    const ops: AnyBulkWriteOperation<TransactionFields>[] = rows.map((row) => {
      const fields = fieldsOf(row);
      return {
        updateOne: {
          filter: { _id: row._id, userId },
          update: { $set: { ...fields, keys: searchKeys({ ...row, ...fields }) } },
        },
      };
    });
    if (ops.length > 0) await this.model.bulkWrite(ops, { ordered: false });
  }

  /** The user's transactions with these ids; 404 unless every id is one of them (then nothing changes). */
  private async own(
    userId: string,
    ids: readonly string[],
    projection: Record<string, 1>,
  ): Promise<StoredTransaction[]> {
    const oids = objectIds(ids);
    if (oids === null) throw notFound(TRANSACTION_NOT_FOUND);
    const found = await this.model.find({ _id: { $in: oids }, userId }, projection).lean<StoredTransaction[]>();
    if (found.length !== oids.length) throw notFound(TRANSACTION_NOT_FOUND);
    return found;
  }

  /** PUT /api/transactions/bulk-update: one category on many rows (each a person's correction). */
  async bulkUpdateCategory(
    userId: string,
    ids: readonly string[],
    category: string,
  ): Promise<{ updatedCount: number }> {
    const rows = await this.own(userId, ids, {});
    const first = rows[0];
    const name = await this.deps.categories.canonical(
      userId,
      category,
      groupFor(first?.transactionType, first?.isIncome ?? false),
    );
    const ops: AnyBulkWriteOperation<TransactionFields>[] = rows.map((row) => {
      const fields = { category: name, aiCategorised: false, pending: false, confidence: null, ...chosenByHand(row) };
      return {
        updateOne: {
          filter: { _id: row._id, userId },
          update: { $set: { ...fields, keys: searchKeys({ ...row, ...fields }) } },
        },
      };
    });
    if (ops.length > 0) await this.model.bulkWrite(ops, { ordered: false });
    this.teach(userId, rows, name);
    return { updatedCount: rows.length };
  }

  /**
   * DELETE /api/transactions/bulk-delete: rows go to the Deleted tab (restorable for DELETED_RETENTION_DAYS);
   * rows already in the Deleted tab are deleted for good.
   */
  async bulkDelete(userId: string, ids: readonly string[]): Promise<{ deletedCount: number }> {
    const rows = await this.own(userId, ids, { deleted: 1 });
    const live = rows.filter((r) => !r.deleted).map((r) => r._id);
    const binned = rows.filter((r) => r.deleted).map((r) => r._id);
    let deletedCount = 0;
    if (live.length > 0) {
      await this.deps.transfers?.unlinkDeleted(userId, live);
      const res = await this.model.updateMany(
        { _id: { $in: live }, userId, deleted: false },
        { $set: { deleted: true, deletedAt: new Date() } },
      );
      deletedCount += res.modifiedCount;
    }
    if (binned.length > 0) {
      const res = await this.model.deleteMany({ _id: { $in: binned }, userId, deleted: true });
      deletedCount += res.deletedCount;
    }
    return { deletedCount };
  }

  /** PUT /api/transactions/restore: rows of the Deleted tab back where they were. */
  async restore(userId: string, ids: readonly string[]): Promise<{ updatedCount: number }> {
    const rows = await this.own(userId, ids, { deleted: 1 });
    const binned = rows.filter((r) => r.deleted).map((r) => r._id);
    if (binned.length === 0) return { updatedCount: 0 };
    const res = await this.model.updateMany(
      { _id: { $in: binned }, userId, deleted: true },
      { $set: { deleted: false }, $unset: { deletedAt: 1 } },
    );
    await this.deps.transfers?.pairNew(userId, binned);
    return { updatedCount: res.modifiedCount };
  }

  /** DELETE /api/transactions/all: every transaction of the user, the Deleted tab included, for good. */
  async deleteAll(userId: string): Promise<{ deletedCount: number }> {
    const res = await this.model.deleteMany({ userId });
    await this.vocabulary.forget(userId);
    return { deletedCount: res.deletedCount };
  }

  /** GET /api/tags: every tag on the user's transactions that are not deleted, sorted case-insensitively. */
  async tags(userId: string): Promise<string[]> {
    const tags: unknown[] = await this.model.distinct('tags', { userId, deleted: false, keys: 'tagged' });
    return tags
      .filter((t): t is string => typeof t === 'string' && t !== '')
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0));
  }

  /**
   * Teaches the categoriser a person's categories, in contract-sized batches, without waiting (best effort): each
   * row under `category` when given, else its own (a row without one teaches nothing).
   */
  teach(
    userId: string,
    rows: ReadonlyArray<
      Pick<TransactionFields, 'description' | 'amountCents' | 'isIncome' | 'accountId' | 'currency'> & {
        category?: string | null;
      }
    >,
    category?: string,
  ): void {
    const taughtRows = rows.filter((row) => (category ?? row.category ?? '') !== '');
    if (taughtRows.length === 0) return;
    // Each amount in its own currency's minor units ('1500' yen, '12.345' dinars), with that currency: the
    // categoriser reads ¥1,280 at a dollar's magnitude, as it reads the rows of a statement in yen.
    void this.deps.accounts.currencies(userId).then((currencies) => {
      const usable = taughtRows.map((row) => {
        const currency = currencyOfRow(row, currencies);
        return {
          description: row.description.slice(0, 1000),
          amount: fromMinorUnits(row.amountCents, currency),
          isIncome: row.isIncome,
          category: category ?? row.category ?? '',
          currency,
        };
      });
      for (let i = 0; i < usable.length; i += CATEGORISE_BATCH_MAX) {
        const batch = usable.slice(i, i + CATEGORISE_BATCH_MAX);
        void this.deps.categoriser.learn({ userId, examples: batch }).then((ok) => {
          if (!ok)
            this.deps.logger?.warn({ userId, examples: batch.length }, 'categoriser did not learn the corrections');
        });
      }
    });
  }
}
