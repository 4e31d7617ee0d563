/**
 * An account's balance (product.md › Accounts): from the latest balance it was given — the statement's (its balance
 * column's last value, or a structured statement's ledger balance) or one the user typed, whichever is dated later —
 * plus the rows dated after it; with none given, the sum of its rows. The reconciliation hint says by how much the
 * rows a statement covered differ from what the statement says they add up to. Amounts in the account's minor units.
 */
import type { Connection, Types } from 'mongoose';
import { transactionModel } from '../transactions/model';
import type { BankAccountFields, StatedBalanceFields } from './model';

export interface AccountBalance {
  cents: number;
  /** The day the balance is true on (null: the account has neither rows nor a given balance). */
  asOf: string | null;
  /** Statement balance less the rows it covers (null: the statement did not say enough to tell). */
  unreconciledCents: number | null;
}

type BalancedAccount = Pick<BankAccountFields, 'statementBalance' | 'statementOpening' | 'openingBalance'> & {
  _id: Types.ObjectId;
};

/** The later of the statement's balance and the one the user typed (the typed one wins a tie: it is a decision). */
export function anchorOf(account: BalancedAccount): StatedBalanceFields | null {
  const { statementBalance, openingBalance } = account;
  if (!statementBalance) return openingBalance ?? null;
  if (!openingBalance) return statementBalance;
  return openingBalance.date >= statementBalance.date ? openingBalance : statementBalance;
}

/** Per account: the signed sum of its live rows, how many there are and the latest date. */
export interface RowTotals {
  cents: number;
  count: number;
  lastDate: string | null;
}

const SIGNED = { $cond: ['$isIncome', '$amountCents', { $multiply: ['$amountCents', -1] }] };

export class AccountBalances {
  private readonly transactions;

  constructor(connection: Connection) {
    this.transactions = transactionModel(connection);
  }

  /** Every account's row totals, by account id (hex). */
  async totals(userId: string): Promise<Map<string, RowTotals>> {
    const rows = await this.transactions.aggregate<{
      _id: Types.ObjectId | null;
      cents: number;
      count: number;
      lastDate: string | null;
    }>([
      { $match: { userId, deleted: false } },
      { $group: { _id: '$accountId', cents: { $sum: SIGNED }, count: { $sum: 1 }, lastDate: { $max: '$date' } } },
    ]);
    const out = new Map<string, RowTotals>();
    for (const row of rows) {
      if (row._id) out.set(String(row._id), { cents: row.cents, count: row.count, lastDate: row.lastDate ?? null });
    }
    return out;
  }

  /** The signed sum of one account's live rows whose date matches `date` (a query on YYYY-MM-DD strings). */
  private async sum(
    userId: string,
    accountId: Types.ObjectId,
    date: { $gt?: string; $gte?: string; $lte?: string },
  ): Promise<number> {
    const [row] = await this.transactions.aggregate<{ cents: number }>([
      { $match: { userId, accountId, deleted: false, date } },
      { $group: { _id: null, cents: { $sum: SIGNED } } },
    ]);
    return row?.cents ?? 0;
  }

  /** One account's balance, given its row totals (asked of the rows again only when it was given a balance). */
  async of(userId: string, account: BalancedAccount, totals: RowTotals | undefined): Promise<AccountBalance> {
    const anchor = anchorOf(account);
    const lastDate = totals?.lastDate ?? null;
    const unreconciledCents = await this.unreconciled(userId, account);
    if (anchor === null) return { cents: totals?.cents ?? 0, asOf: lastDate, unreconciledCents };
    const later = lastDate !== null && lastDate > anchor.date;
    const after = later ? await this.sum(userId, account._id, { $gt: anchor.date }) : 0;
    return { cents: anchor.cents + after, asOf: later ? lastDate : anchor.date, unreconciledCents };
  }

  private async unreconciled(userId: string, account: BalancedAccount): Promise<number | null> {
    const { statementBalance, statementOpening } = account;
    if (!statementBalance || !statementOpening || statementOpening.date > statementBalance.date) return null;
    const rows = await this.sum(userId, account._id, { $gte: statementOpening.date, $lte: statementBalance.date });
    return statementBalance.cents - (statementOpening.cents + rows);
  }
}
