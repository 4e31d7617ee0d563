/**
 * Money in that is not income (product.md › Refunds): money back from a merchant the user buys from — the same
 * merchant within REFUND_WINDOW_DAYS before, or refund wording — is a refund in the purchase's category (it lowers
 * that category's spending and the expense total). Any other money in is income, and never keeps an expense category
 * (a payroll from a medical centre is Salary, not Health). Runs on new rows after the pairing, so a transfer is never
 * taken for a refund.
 */
import { addCalendarDays, REFUND_WINDOW_DAYS } from '@tracker/contracts';
import type { AnyBulkWriteOperation, Connection, Types } from 'mongoose';
import { descriptionWords, key, searchKeys } from '../transactions/keys';
import { inRuns, rowsByIds, VALUES_PER_QUERY } from '../transactions/manyAtOnce';
import { transactionModel, type TransactionFields } from '../transactions/model';
import type { UserCategoryService } from '../userCategories/service';
import { hasRefundWording } from './wording';

type Stored = TransactionFields & { _id: Types.ObjectId };

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
    const found = await rowsByIds<Stored>(this.model, userId, ids);
    const rows = found.filter((row) => !row.deleted && row.isIncome && row.flow === undefined);
    if (rows.length === 0) return;
    const purchases = await this.purchasesOf(userId, rows);
    const canonical = new Map<string, Promise<string>>();
    const incomeCategory = (name: string) => {
      if (!canonical.has(name)) canonical.set(name, this.categories.canonical(userId, name, 'income'));
      return canonical.get(name) as Promise<string>;
    };
    const ops: AnyBulkWriteOperation<TransactionFields>[] = [];
    for (const row of rows) {
      const fields = await decide(row, purchases.of(row), incomeCategory);
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
   * The purchases (money out, not a transfer) from the merchants of these rows, dated from REFUND_WINDOW_DAYS before
   * the first row to the last. A merchant is its key, or the very description where there is none (a row categorised
   * by its file is never asked for a key), and a purchase matches by either. Read through the `keys` index, a run
   * per merchant key or description word, in as few queries as VALUES_PER_QUERY allows; only a description without
   * a word to look for is matched over the dates' rows.
   */
  private async purchasesOf(userId: string, rows: readonly Stored[]): Promise<PurchasesByMerchant> {
    const byKey = new Set<string>();
    const wordless = new Set<string>();
    for (const row of rows) {
      if (row.merchant) byKey.add(key.merchant(row.merchant));
      const word = longestWord(row.description);
      if (word) byKey.add(key.word(word));
      else wordless.add(row.description);
    }
    const dates = rows.map((row) => row.date).sort();
    const where = {
      userId,
      deleted: false,
      date: { $gte: addCalendarDays(dates[0] as string, -REFUND_WINDOW_DAYS), $lte: dates[dates.length - 1] as string },
    };
    const found: Purchase[] = [];
    // isIncome and flow are checked here: asking for them would lead the store to another index.
    for (const run of inRuns([...byKey], VALUES_PER_QUERY)) {
      found.push(...(await this.model.find({ ...where, keys: { $in: run } }, PURCHASE_FIELDS).lean<Purchase[]>()));
    }
    if (wordless.size > 0) {
      const filter = { ...where, description: { $in: [...wordless] } };
      found.push(...(await this.model.find(filter, PURCHASE_FIELDS).lean<Purchase[]>()));
    }
    return new PurchasesByMerchant(found.filter((p) => !p.isIncome && p.flow === undefined));
  }
}

/** What changes on one row of money in (null: nothing); `incomeCategory` answers the user's spelling of a name. */
async function decide(
  row: Stored,
  purchases: readonly Purchase[],
  incomeCategory: (name: string) => Promise<string>,
): Promise<Partial<TransactionFields> | null> {
  const purchase = purchaseFor(row, purchases);
  if (purchase) {
    return { flow: 'refund', refundOf: purchase._id, category: purchase.category ?? row.category, pending: false };
  }
  if (hasRefundWording(row.description)) return { flow: 'refund' };
  if (row.category === null || INCOME_LIKE.test(row.category)) return null;
  return { category: await incomeCategory(PAYROLL.test(row.description) ? SALARY_CATEGORY : OTHER_INCOME_CATEGORY) };
}

/** The longest word of a description the `keys` index holds (any of them finds the same description). */
function longestWord(description: string): string | undefined {
  let longest: string | undefined;
  for (const word of descriptionWords(description)) if (word.length > (longest?.length ?? 0)) longest = word;
  return longest;
}

const PURCHASE_FIELDS = {
  _id: 1,
  date: 1,
  amountCents: 1,
  category: 1,
  isIncome: 1,
  flow: 1,
  merchant: 1,
  description: 1,
} as const;
type Purchase = Pick<
  Stored,
  '_id' | 'date' | 'amountCents' | 'category' | 'isIncome' | 'flow' | 'merchant' | 'description'
>;

/** Purchases by merchant key and by description, each list newest first. */
class PurchasesByMerchant {
  private readonly byMerchant = new Map<string, Purchase[]>();
  private readonly byDescription = new Map<string, Purchase[]>();

  constructor(purchases: Purchase[]) {
    const seen = new Set<string>();
    purchases.sort(newestFirst);
    for (const purchase of purchases) {
      const id = purchase._id.toHexString();
      if (seen.has(id)) continue;
      seen.add(id);
      if (purchase.merchant) push(this.byMerchant, purchase.merchant, purchase);
      push(this.byDescription, purchase.description, purchase);
    }
  }

  /** The purchases from the row's merchant (its key, or its very description), newest first. */
  of(row: Pick<Stored, 'merchant' | 'description'>): Purchase[] {
    const sameText = this.byDescription.get(row.description) ?? [];
    if (!row.merchant) return sameText;
    const sameKey = this.byMerchant.get(row.merchant) ?? [];
    if (sameText.length === 0) return sameKey;
    const both = new Map([...sameKey, ...sameText].map((p) => [p._id.toHexString(), p]));
    return [...both.values()].sort(newestFirst);
  }
}

function newestFirst(a: Purchase, b: Purchase): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b._id.toHexString().localeCompare(a._id.toHexString());
}

function push<K, V>(map: Map<K, V[]>, k: K, value: V): void {
  const list = map.get(k);
  if (list) list.push(value);
  else map.set(k, [value]);
}

/** The latest purchase (newest first in `purchases`) in the REFUND_WINDOW_DAYS up to the row's date, one as large preferred. */
function purchaseFor(row: Stored, purchases: readonly Purchase[]): Purchase | null {
  const from = addCalendarDays(row.date, -REFUND_WINDOW_DAYS);
  const inWindow = purchases.filter((p) => p.date >= from && p.date <= row.date);
  return inWindow.find((p) => p.amountCents >= row.amountCents) ?? inWindow[0] ?? null;
}
