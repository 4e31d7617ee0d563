/**
 * Transfers between the user's own accounts (product.md › Transfers): pairing new rows with stored ones (at import,
 * on manual entry, on restore), the start-up pass over existing data, linking by hand, 'Not a transfer' (remembered),
 * and unlinking the other side of a deleted row. Both rows of a transfer carry `flow: 'transfer'` and point at each
 * other (`transferOf`); the figures module leaves them out of every figure.
 */
import {
  addCalendarDays,
  CATEGORY_CONFIDENCE_THRESHOLD,
  POSSIBLE_TRANSFER_REASON,
  TRANSFER_WINDOW_DAYS,
  type CurrencyCode,
  type RateTable,
  type TransferLink,
  type TransferLinkedBy,
} from '@tracker/contracts';
import { badRequest, type Logger } from '@tracker/service-kit';
import type { Connection, mongo, Types } from 'mongoose';
import type { RateSource } from '../../fx/convertedSums';
import type { BankAccountService } from '../bankAccounts/service';
import { key, searchKeys } from '../transactions/keys';
import { inRuns, rowsByIds } from '../transactions/manyAtOnce';
import { currencyOfRow, transactionModel, type TransactionFields } from '../transactions/model';
import { PAIRABLE, PAIRING_FIELDS, pairingCandidates, withCounterpartAmount, type PairingDoc } from './candidates';
import { findPairs, pairKey, saysTransfer, type Pair, type PairingRow } from './pairing';
import { rejectedTransferModel } from './model';

/**
 * Rows a rule marked as a transfer (product.md › Rules): row id (hex) -> the account the rule named as the other side,
 * or null for any (an account the user has not added).
 */
export type TransferMarks = ReadonlyMap<string, string | null>;

/** A stored row with its id. */
type Stored = TransactionFields & { _id: Types.ObjectId };
export type { PairingDoc } from './candidates';
/** What writing a link reads of a row: its search keys are derived again (searchKeys), and the filter checks its flow. */
const LINKED_FIELDS = {
  userId: 1,
  description: 1,
  source: 1,
  transactionType: 1,
  tags: 1,
  pending: 1,
  merchant: 1,
  currency: 1,
  flow: 1,
  splits: 1,
  reviewReason: 1,
} as const;

/** Link writes per bulk write (see writePairs). */
const WRITES_PER_BATCH = 500;

export const NOT_A_TRANSFER_MESSAGE = 'This transaction is not a transfer';
export const ALREADY_A_TRANSFER_MESSAGE = 'This transaction is already a transfer';
export const SAME_ROW_MESSAGE = 'Choose another transaction as the other side';
export const SAME_ACCOUNT_MESSAGE = 'The other side must be in another account';
export const SAME_DIRECTION_MESSAGE = 'A transfer is money out of one account and into another';
export const DELETED_ROW_MESSAGE = 'A deleted transaction cannot be part of a transfer';

export interface TransferServiceDeps {
  connection: Connection;
  accounts: BankAccountService;
  fx: RateSource;
  logger?: Logger;
}

const accountOf = (row: { accountId: Types.ObjectId | null }) =>
  row.accountId === null ? 'manual' : row.accountId.toHexString();

export class TransferService {
  readonly model;
  private readonly rejected;

  constructor(private readonly deps: TransferServiceDeps) {
    this.model = transactionModel(deps.connection);
    this.rejected = rejectedTransferModel(deps.connection);
  }

  /**
   * Pairs these new rows of the user with the rows stored in their other accounts (both directions: a new row may be
   * either side); a new row whose wording says transfer but finds no counterpart waits in Pending with
   * POSSIBLE_TRANSFER_REASON. Answers how many transfers were made.
   */
  async pairNew(userId: string, ids: readonly Types.ObjectId[], marks?: TransferMarks): Promise<number> {
    const found = await rowsByIds<PairingDoc & Stored>(this.model, userId, ids, {
      ...PAIRING_FIELDS,
      deleted: 1,
      flow: 1,
    });
    const fresh = found.filter((row) => !row.deleted && row.flow === undefined);
    return this.pairDocs(userId, fresh, marks);
  }

  /** pairNew for rows already read (the import has them at hand). */
  async pairDocs(userId: string, fresh: readonly PairingDoc[], marks?: TransferMarks): Promise<number> {
    if (fresh.length === 0) return 0;
    const currencies = await this.deps.accounts.currencies(userId);
    const [candidates, rejected] = await Promise.all([
      pairingCandidates(this.model, userId, fresh, currencies),
      this.rejectedPairs(userId),
    ]);
    const stored = candidates.rows;
    // Only the new rows a candidate can meet are made pairing rows (an import's 100,000 rows give ~2,000).
    const reachable = candidates.sameAmount ? withCounterpartAmount(fresh, stored) : fresh;
    const freshRows = reachable.map((row) => pairingRow(row, currencies, marks));
    const pairs =
      stored.length === 0
        ? []
        : findPairs(
            freshRows,
            stored.map((row) => pairingRow(row, currencies)),
            rejected,
            await this.ratesFor(freshRows, stored, currencies),
          );
    const byRule = (pair: Pair) => pair.a.marked !== undefined || pair.b.marked !== undefined;
    await this.writePairs(
      userId,
      pairs.filter((pair) => !byRule(pair)),
      'auto',
    );
    await this.writePairs(userId, pairs.filter(byRule), 'rule');
    const paired = new Set(pairs.flatMap((pair) => [pair.a.id, pair.b.id]));
    await this.flagPossibleTransfers(
      userId,
      fresh.filter((row) => transferWordedDoc(row, marks) && !paired.has(row._id.toHexString())),
    );
    return pairs.length;
  }

  /** The day rates between the currencies of the rows, when there are more than one (else none are needed). */
  private async ratesFor(
    fresh: readonly PairingRow[],
    stored: readonly PairingDoc[],
    currencies: ReadonlyMap<string, CurrencyCode>,
  ): Promise<RateTable | null> {
    const codes = new Set([
      ...fresh.map((row) => row.currency),
      ...stored.map((row) => currencyOfRow(row, currencies)),
    ]);
    if (codes.size < 2) return null;
    const dates = [...fresh, ...stored].map((row) => row.date).sort();
    return this.deps.fx.rates(
      [...codes],
      addCalendarDays(dates[0] as string, -TRANSFER_WINDOW_DAYS),
      addCalendarDays(dates[dates.length - 1] as string, TRANSFER_WINDOW_DAYS),
    );
  }

  /** The pairs the user said are not transfers (pairKey). */
  private async rejectedPairs(userId: string): Promise<Set<string>> {
    const rows = await this.rejected.find({ userId }, { pair: 1 }).lean();
    return new Set(rows.map((row) => row.pair));
  }

  /**
   * Links each pair, both rows pointing at each other. A row that waited in Pending only as a possible transfer
   * leaves it. A row linked meanwhile (another request) is left as it is.
   */
  async writePairs(userId: string, pairs: readonly Pair[], by: TransferLinkedBy): Promise<void> {
    if (pairs.length === 0) return;
    const counterpart = new Map<string, string>();
    for (const { a, b } of pairs) {
      counterpart.set(a.id, b.id);
      counterpart.set(b.id, a.id);
    }
    // A pair whose row is not stored (an import's row that raced a duplicate) is not written.
    const found = await this.linkable(userId, [...counterpart.keys()]);
    const stored = new Set(found.map((row) => row._id.toHexString()));
    const rows = found.filter((row) => stored.has(counterpart.get(row._id.toHexString()) as string));
    const byId = new Map(rows.map((row) => [row._id.toHexString(), row]));
    const ops: mongo.AnyBulkWriteOperation[] = rows.map((row) => {
      const wasPossible = row.reviewReason === POSSIBLE_TRANSFER_REASON;
      const pending = wasPossible ? false : row.pending;
      const other = byId.get(counterpart.get(row._id.toHexString()) as string) as Stored;
      const next = { ...row, flow: 'transfer' as const, pending };
      return {
        updateOne: {
          filter: { _id: row._id, userId, flow: row.flow === undefined ? { $exists: false } : row.flow },
          update: {
            $set: { flow: 'transfer', transferOf: other._id, transferBy: by, pending, keys: searchKeys(next) },
            $unset: { refundOf: 1, ...(wasPossible && { reviewReason: 1 }) },
          },
        },
      };
    });
    // Through the driver: unordered batches of already-typed values, without mongoose casting each of the ~4,000
    // operations an import's pairs make (the five-accounts bench). Sent at once, in runs: the store applies one run
    // while the next is encoded and sent.
    await Promise.all(
      inRuns(ops, WRITES_PER_BATCH).map((run) => this.model.collection.bulkWrite(run, { ordered: false })),
    );
  }

  /** The rows with what writing a link reads of them. */
  private linkable(userId: string, ids: readonly string[]): Promise<Stored[]> {
    return rowsByIds<Stored>(this.model, userId, ids, LINKED_FIELDS);
  }

  /** Rows whose wording says transfer but whose counterpart is in no account of the user's: Pending, with why. */
  private async flagPossibleTransfers(userId: string, rows: readonly PairingDoc[]): Promise<void> {
    if (rows.length === 0) return;
    const full = await this.linkable(
      userId,
      rows.map((row) => row._id.toHexString()),
    );
    await this.model.collection.bulkWrite(
      full.map((row) => ({
        updateOne: {
          filter: { _id: row._id, userId, flow: { $exists: false } },
          update: {
            $set: {
              pending: true,
              reviewReason: POSSIBLE_TRANSFER_REASON,
              keys: searchKeys({ ...row, pending: true }),
            },
          },
        },
      })),
      { ordered: false },
    );
  }

  /**
   * 'Not a transfer': both rows unlinked and the pair remembered, so no pass proposes it again. A possible transfer
   * (no other side) leaves Pending as the spending it is, unless it still waits for a category of its own.
   */
  async unlink(userId: string, row: Stored): Promise<void> {
    if (row.flow !== 'transfer' && row.reviewReason === POSSIBLE_TRANSFER_REASON)
      return this.dismissPossible(userId, row);
    if (row.flow !== 'transfer' || !row.transferOf) throw badRequest(NOT_A_TRANSFER_MESSAGE);
    await this.rejected.updateOne(
      { userId, pair: pairKey(row._id.toHexString(), row.transferOf.toHexString()) },
      { $setOnInsert: { createdAt: new Date() } },
      { upsert: true },
    );
    await this.unlinkRows(userId, [row._id, row.transferOf]);
  }

  private async dismissPossible(userId: string, row: Stored): Promise<void> {
    const unsure = row.aiCategorised && (row.confidence ?? 0) < CATEGORY_CONFIDENCE_THRESHOLD;
    const pending = row.category === null || unsure;
    await this.model.updateOne(
      { _id: row._id, userId, reviewReason: POSSIBLE_TRANSFER_REASON },
      { $set: { pending, keys: searchKeys({ ...row, pending }) }, $unset: { reviewReason: 1 } },
    );
  }

  /** Both sides of these rows' transfers unlinked (deleting one side unlinks the other; not remembered as rejected). */
  async unlinkDeleted(userId: string, ids: readonly Types.ObjectId[]): Promise<void> {
    const found = await rowsByIds<Stored>(this.model, userId, ids, { flow: 1, transferOf: 1 });
    const linked = found.filter((row) => row.flow === 'transfer');
    if (linked.length === 0) return;
    await this.unlinkRows(
      userId,
      linked.flatMap((row) => (row.transferOf ? [row._id, row.transferOf] : [row._id])),
    );
  }

  private async unlinkRows(userId: string, ids: readonly Types.ObjectId[]): Promise<void> {
    await this.model.updateMany(
      { _id: { $in: ids }, userId, flow: 'transfer' },
      { $unset: { flow: 1, transferOf: 1, transferBy: 1 }, $pull: { keys: key.flow('transfer') } },
    );
  }

  /** Links two rows by hand (400 with a message, nothing changed, when they cannot be a transfer). */
  async link(userId: string, row: Stored, other: Stored): Promise<void> {
    if (row._id.equals(other._id)) throw badRequest(SAME_ROW_MESSAGE);
    if (row.deleted || other.deleted) throw badRequest(DELETED_ROW_MESSAGE);
    if (row.flow === 'transfer' || other.flow === 'transfer') throw badRequest(ALREADY_A_TRANSFER_MESSAGE);
    if (accountOf(row) === accountOf(other)) throw badRequest(SAME_ACCOUNT_MESSAGE);
    if (row.isIncome === other.isIncome) throw badRequest(SAME_DIRECTION_MESSAGE);
    await this.rejected.deleteOne({ userId, pair: pairKey(row._id.toHexString(), other._id.toHexString()) });
    const currencies = await this.deps.accounts.currencies(userId);
    await this.writePairs(userId, [{ a: pairingRow(row, currencies), b: pairingRow(other, currencies) }], 'user');
  }

  /** The other side of each linked row, as the list shows it ('to High Yield Savings'). */
  async links(
    userId: string,
    rows: ReadonlyArray<Pick<Stored, '_id' | 'flow' | 'transferOf' | 'transferBy' | 'isIncome'>>,
    accountNames: ReadonlyMap<string, string>,
  ): Promise<Map<string, TransferLink>> {
    const linked = rows.filter((row) => row.flow === 'transfer' && row.transferOf);
    const out = new Map<string, TransferLink>();
    if (linked.length === 0) return out;
    const others = await this.model
      .find({ _id: { $in: linked.map((row) => row.transferOf) }, userId }, { accountId: 1 })
      .lean<Array<{ _id: Types.ObjectId; accountId: Types.ObjectId | null }>>();
    const accountOfRow = new Map(others.map((other) => [other._id.toHexString(), accountOf(other)]));
    for (const row of linked) {
      const otherId = (row.transferOf as Types.ObjectId).toHexString();
      const accountId = accountOfRow.get(otherId);
      if (accountId === undefined) continue;
      out.set(row._id.toHexString(), {
        transactionId: otherId,
        accountId,
        accountName: accountId === 'manual' ? 'Manual Entries' : (accountNames.get(accountId) ?? ''),
        direction: row.isIncome ? 'from' : 'to',
        linkedBy: row.transferBy ?? 'auto',
      });
    }
    return out;
  }

  /**
   * The start-up pass over one user's existing rows: every pair among their live rows, in every account (run once
   * per database by startupPairing; idempotent: paired rows are no longer pairable, and the rest pair as before).
   * Rows with transfer wording are not sent to Pending here: old rows stay where the user left them.
   */
  async pairExisting(userId: string): Promise<number> {
    const [rows, currencies, rejected] = await Promise.all([
      this.model.find({ userId, ...PAIRABLE }, PAIRING_FIELDS).lean<PairingDoc[]>(),
      this.deps.accounts.currencies(userId),
      this.rejectedPairs(userId),
    ]);
    const all = rows.map((row) => pairingRow(row, currencies));
    const pairs = findPairs(all, all, rejected, await this.ratesFor(all, rows, currencies));
    await this.writePairs(userId, pairs, 'auto');
    return pairs.length;
  }
}

function pairingRow(row: PairingDoc, currencies: ReadonlyMap<string, CurrencyCode>, marks?: TransferMarks): PairingRow {
  const mark = marks?.get(row._id.toHexString());
  return {
    ...(mark !== undefined && { marked: { toAccount: mark } }),
    id: row._id.toHexString(),
    account: accountOf(row),
    currency: currencyOfRow(row, currencies),
    date: row.date,
    amountCents: row.amountCents,
    isIncome: row.isIncome,
    description: row.description,
  };
}

/** saysTransfer of a row not made a PairingRow (no id is made hex unless a rule marked some row). */
function transferWordedDoc(row: PairingDoc, marks?: TransferMarks): boolean {
  const marked = marks !== undefined && marks.size > 0 && marks.has(row._id.toHexString());
  return saysTransfer(marked, row.description);
}
