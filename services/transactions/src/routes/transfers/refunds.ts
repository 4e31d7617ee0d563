/**
 * Money in that is not income (product.md › Refunds): money back from a merchant the user buys from — the same
 * merchant within REFUND_WINDOW_DAYS before, or refund wording — is a refund in the purchase's category (it lowers
 * that category's spending and the expense total). Any other money in is income, and never keeps an expense category
 * (a payroll from a medical centre is Salary, not Health). Runs on new rows after the pairing, so a transfer is never
 * taken for a refund.
 */
import { addCalendarDays, REFUND_WINDOW_DAYS } from '@tracker/contracts';
import type { AnyBulkWriteOperation, Connection, Types } from 'mongoose';
import { key, searchKeys } from '../transactions/keys';
import { transactionModel, type TransactionFields } from '../transactions/model';
import type { UserCategoryService } from '../userCategories/service';
import { hasRefundWording } from './wording';

type Stored = TransactionFields & { _id: Types.ObjectId };
const IDS_PER_QUERY = 5000;

/** Categories money in may keep: income, and money that moves rather than is spent (savings, investments, transfers). */
const INCOME_LIKE =
  /\b(income|salary|salaries|wages?|pay|payroll|bonus|refunds?|dividends?|interest|pension|benefits?|earnings|savings?|invest\w*|stocks?|shares|crypto|transfers?|debts?|loans?|reimburse\w*|gifts?)\b/i;
const PAYROLL = /\b(payroll|salary|salaries|wages?|pay\s*check|paycheque|direct\s+dep(osit)?|lohn|gehalt|salaire)\b/i;
export const SALARY_CATEGORY = 'Salary';
export const OTHER_INCOME_CATEGORY = 'Other Income';

export class RefundService {
  private readonly model;

  constructor(
    connection: Connection,
    private readonly categories: UserCategoryService,
  ) {
    this.model = transactionModel(connection);
  }

  /** Decides each new row of money in (by id) that is not a transfer: a refund, or income with an income category. */
  async classifyNew(userId: string, ids: readonly Types.ObjectId[]): Promise<void> {
    const rows: Stored[] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
      const chunk = ids.slice(i, i + IDS_PER_QUERY);
      const filter = { _id: { $in: chunk }, userId, deleted: false, isIncome: true, flow: { $exists: false } };
      rows.push(...(await this.model.find(filter).lean<Stored[]>()));
    }
    const purchases = await this.purchasesOf(userId, rows);
    const ops: AnyBulkWriteOperation<TransactionFields>[] = [];
    for (const row of rows) {
      const fields = await this.decide(userId, row, purchases.get(merchantOf(row)) ?? []);
      if (fields === null) continue;
      ops.push({
        updateOne: {
          filter: { _id: row._id, userId, flow: { $exists: false } },
          update: { $set: { ...fields, keys: searchKeys({ ...row, ...fields }) } },
        },
      });
    }
    if (ops.length > 0) await this.model.bulkWrite(ops, { ordered: false });
  }

  /**
   * The purchases (money out, not a transfer) from the merchants of these rows, newest first, by merchantOf: one
   * query per merchant over the rows' dates and the REFUND_WINDOW_DAYS before them. A merchant is its key, or the
   * very description where there is none (a row categorised by its file is never asked for a key), and a purchase
   * matches by either.
   */
  private async purchasesOf(userId: string, rows: readonly Stored[]): Promise<Map<string, Purchase[]>> {
    const out = new Map<string, Purchase[]>();
    const groups = new Map<string, Stored[]>();
    for (const row of rows) groups.set(merchantOf(row), [...(groups.get(merchantOf(row)) ?? []), row]);
    for (const [merchant, group] of groups) {
      const dates = group.map((row) => row.date).sort();
      const descriptions = [...new Set(group.map((row) => row.description))];
      const first = dates[0] as string;
      const last = dates[dates.length - 1] as string;
      const who = group[0]?.merchant
        ? { $or: [{ keys: key.merchant(group[0].merchant) }, { description: { $in: descriptions } }] }
        : { description: { $in: descriptions } };
      const found = await this.model
        .find(
          {
            userId,
            deleted: false,
            ...who,
            isIncome: false,
            flow: { $exists: false },
            date: { $gte: addCalendarDays(first, -REFUND_WINDOW_DAYS), $lte: last },
          },
          { _id: 1, date: 1, amountCents: 1, category: 1 },
        )
        .sort({ date: -1, _id: -1 })
        .lean<Purchase[]>();
      out.set(merchant, found);
    }
    return out;
  }

  /** What changes on one row of money in (null: nothing). */
  private async decide(
    userId: string,
    row: Stored,
    purchases: readonly Purchase[],
  ): Promise<Partial<TransactionFields> | null> {
    const purchase = purchaseFor(row, purchases);
    if (purchase) {
      return { flow: 'refund', refundOf: purchase._id, category: purchase.category ?? row.category, pending: false };
    }
    if (hasRefundWording(row.description)) return { flow: 'refund' };
    if (row.category === null || INCOME_LIKE.test(row.category)) return null;
    const name = PAYROLL.test(row.description) ? SALARY_CATEGORY : OTHER_INCOME_CATEGORY;
    return { category: await this.categories.canonical(userId, name, 'income') };
  }
}

/** Who a row of money came from: its merchant key, or its description when it has none. */
const merchantOf = (row: Stored): string => (row.merchant ? `m:${row.merchant}` : `d:${row.description}`);

type Purchase = Pick<Stored, '_id' | 'date' | 'amountCents' | 'category'>;

/** The latest purchase (newest first in `purchases`) in the REFUND_WINDOW_DAYS up to the row's date, one as large preferred. */
function purchaseFor(row: Stored, purchases: readonly Purchase[]): Purchase | null {
  const from = addCalendarDays(row.date, -REFUND_WINDOW_DAYS);
  const inWindow = purchases.filter((p) => p.date >= from && p.date <= row.date);
  return inWindow.find((p) => p.amountCents >= row.amountCents) ?? inWindow[0] ?? null;
}
