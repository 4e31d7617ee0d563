import {
  fromMinorUnits,
  DEFAULT_CURRENCY,
  type CategorySpendingResponse,
  type CurrencyCode,
  type InsightsQuery,
  type SpendingPeriodQuery,
  type InsightsRequest,
  type InsightsResponse,
  type MonthlySpendingResponse,
} from '@tracker/contracts';
import type { BudgetClient } from '../../budget/client';
import type { CategoriserClient } from '../../categoriser/client';
import type { Types } from 'mongoose';
import type { AccountCurrencies, ConvertedSummer } from '../../fx/convertedSums';
import { rowKindsOf } from '../../figures/rowKinds';
import { nettedDays, NETTING_FIELDS, partsInPlace, type NettedRow, type SplitRow } from '../../figures/insightRows';
import type { Figures } from '../../figures/figures';
import { LIST_SORT, type TransactionService } from '../transactions/service';

/** The insights look at the user's most recent transactions, at most this many (the contract's limit). */
export const MAX_INSIGHT_TRANSACTIONS = 50_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Figures for the dashboard: monthly and category spending as the figures module counts them, and the insights,
 * computed by the categoriser from the rows the figures module counts.
 */
export class AnalyticsService {
  constructor(
    private readonly transactions: TransactionService,
    private readonly categoriser: CategoriserClient,
    private readonly budgets: BudgetClient,
    private readonly summer: ConvertedSummer,
    private readonly figures: Figures,
    private readonly today: () => Date = () => new Date(),
  ) {}

  /** Spending per month (YYYY-MM), oldest first; only the period's days when one is given. */
  monthlySpending(userId: string, query: SpendingPeriodQuery = {}): Promise<MonthlySpendingResponse> {
    return this.figures.monthlySpending(userId, query);
  }

  /** Spending per category, largest first; only the period's days when one is given. */
  categorySpending(userId: string, query: SpendingPeriodQuery = {}): Promise<CategorySpendingResponse> {
    return this.figures.categorySpending(userId, query);
  }

  /**
   * Tips from the user's own figures: the most recent transactions and the budget lines (none when the budget
   * service does not answer), computed by the categoriser in the asked currency (the user's home currency), each
   * amount converted at its own date's rate. A row whose rate is unknown is left out and its currency named in
   * `missingRates`. Categoriser slow or down: no insights (never an error).
   */
  async insights(userId: string, query: InsightsQuery = {}): Promise<InsightsResponse> {
    const home = query.currency ?? DEFAULT_CURRENCY;
    const today = this.today();
    const currencies = await this.summer.currencies(userId, home);
    const [{ transactions, missingRates }, budgets] = await Promise.all([
      this.insightTransactions(userId, currencies),
      this.budgets.budgetLines(userId),
    ]);
    const missing = missingRates.length > 0 ? { missingRates } : {};
    if (transactions.length === 0) return { insights: [], ...missing };
    const request: InsightsRequest = { userId, asOf: isoDay(today), currency: home, transactions, budgets };
    return { ...((await this.categoriser.insights(request)) ?? { insights: [] }), ...missing };
  }

  /**
   * The user's newest MAX_INSIGHT_TRANSACTIONS live transactions, newest first (LIST_SORT), as the insights read
   * them, in the home currency. They come from the database packed a day to a document (the rows of a day in list
   * order): a driver pays for every document it decodes, about as much as for all of its fields, so a few hundred
   * documents arrive several times faster than tens of thousands. A day too large for one document (MongoDB's 16 MB
   * limit) makes the rows come one to a document instead. Rows in other currencies (of accounts in them, or manual
   * rows in their own) are converted at their own date's rate; a row's account and currency are read only when
   * the user has rows in another currency.
   */
  private async insightTransactions(
    userId: string,
    currencies: AccountCurrencies,
  ): Promise<{ transactions: InsightsRequest['transactions']; missingRates: CurrencyCode[] }> {
    const home = currencies.home;
    // Accounts all in the home currency (the default): a row is in it unless it is a manual entry carrying another,
    // and each row's currency is read only when the user has such an entry.
    const withAccount = !currencies.allAccountsHome;
    const withCurrency = withAccount || (await this.summer.hasForeignManualRows(userId, currencies));
    const codeOf = (row: StoredInsightRow) => (withAccount ? currencies.of(row) : (row.currency ?? home));
    const stored = await this.insightDays(userId, { withAccount, withCurrency });
    const netted = stored.netted ? nettedDays(stored.days, (a, b) => codeOf(a) === codeOf(b)) : stored.days;
    const days = stored.split ? partsInPlace(netted) : netted;
    const foreignDates: string[] = [];
    const foreignCodes = new Set<CurrencyCode>();
    for (const day of days) {
      for (const row of day.rows) {
        const code = codeOf(row);
        if (code === home) continue;
        foreignDates.push(day._id);
        foreignCodes.add(code);
      }
    }
    const transactions: InsightsRequest['transactions'] = [];
    if (foreignDates.length === 0) {
      for (const day of days) for (const row of day.rows) transactions.push(insightTransaction(day._id, row, home));
      return { transactions, missingRates: [] };
    }
    const rates = await this.summer.rates([...foreignCodes], foreignDates, home);
    const missing = new Set<CurrencyCode>();
    for (const day of days) {
      for (const row of day.rows) {
        const code = codeOf(row);
        const cents = code === home ? row.amountCents : rates.convert(row.amountCents, code, home, day._id);
        if (cents === null) missing.add(code);
        else transactions.push(insightTransaction(day._id, { ...row, amountCents: cents }, home));
      }
    }
    return { transactions, missingRates: [...missing].sort() };
  }

  /** The insights' rows a day to a document, newest day first (see insightTransactions). */
  private async insightDays(
    userId: string,
    { withAccount, withCurrency }: { withAccount: boolean; withCurrency: boolean },
  ): Promise<{ days: InsightDay[]; netted: boolean; split: boolean }> {
    const window = [{ $match: { userId, deleted: false } }, { $sort: LIST_SORT }, { $limit: MAX_INSIGHT_TRANSACTIONS }];
    // Only a user with transfers or refunds, or with split rows, pays for reading what netting or the parts need.
    const { flows: netted, split } = await rowKindsOf(
      async (filter) => (await this.transactions.model.exists(filter)) !== null,
      userId,
    );
    const fields = {
      description: 1,
      amountCents: 1,
      isIncome: 1,
      category: 1,
      ...(withCurrency && { currency: 1 }),
      ...(withAccount && { accountId: 1 }),
      ...(netted && Object.fromEntries(NETTING_FIELDS.map((field) => [field, 1]))),
      ...(split && { splits: 1 }),
    };
    try {
      const days = await this.transactions.model.aggregate<InsightDay>([
        ...window,
        {
          $group: {
            _id: '$date',
            rows: { $push: Object.fromEntries(Object.keys(fields).map((field) => [field, `$${field}`])) },
          },
        },
      ]);
      // Groups come in no set order; within a day, rows keep the window's (list) order.
      return { days: days.sort((a, b) => (a._id < b._id ? 1 : a._id > b._id ? -1 : 0)), netted, split };
    } catch {
      const rows = await this.transactions.model.aggregate<StoredInsightRow & { date: string }>([
        ...window,
        { $project: { _id: 0, date: 1, ...fields } },
      ]);
      return { days: rows.map((row) => ({ _id: row.date, rows: [row] })), netted, split };
    }
  }
}

/** What the insights read of a stored row (a field the schema defaults may be missing from a document written without it). */
interface StoredInsightRow extends NettedRow, SplitRow {
  description?: string;
  amountCents: number;
  isIncome: boolean;
  category?: string | null;
  /** Read only when the user has accounts in other currencies. */
  accountId?: Types.ObjectId | null;
  /** A manual row's own currency (absent on rows of accounts, and on rows stored before currencies). */
  currency?: CurrencyCode | null;
}

/** One day's rows (`_id` is the date). */
interface InsightDay {
  _id: string;
  rows: StoredInsightRow[];
}

/** A row for the insights, its amount (converted) in the home currency's minor units. */
const insightTransaction = (
  date: string,
  row: StoredInsightRow,
  home: CurrencyCode,
): InsightsRequest['transactions'][number] => ({
  date,
  description: row.description ?? '',
  amount: fromMinorUnits(row.amountCents, home),
  isIncome: row.isIncome,
  category: row.category ?? null,
});
