import { centsToMoney, metricKindOf, type DashboardSummary, type SpendingPeriodQuery } from '@tracker/contracts';
import type { Connection, Model } from 'mongoose';
import { transactionModel, type TransactionFields } from '../transactions/model';

/**
 * The dashboard's metric cards over every live transaction of a period. One aggregation on the `user_list` index
 * (userId, deleted, date range) groups the rows by income flag and category and sums their integer cents; the few
 * groups are then put on their cards here, with the contracts' category rule (metricKindOf). Nothing is fetched
 * row by row, so a user with 100,000 transactions costs one indexed pass and a handful of groups.
 */
export class SummaryService {
  private readonly model: Model<TransactionFields>;

  constructor(connection: Connection) {
    this.model = transactionModel(connection);
  }

  async summary(userId: string, period: SpendingPeriodQuery = {}): Promise<DashboardSummary> {
    const match: Record<string, unknown> = { userId, deleted: false };
    const date: Record<string, string> = {};
    // Dates are YYYY-MM-DD: text order is date order.
    if (period.startDate !== undefined) date.$gte = period.startDate;
    if (period.endDate !== undefined) date.$lte = period.endDate;
    if (Object.keys(date).length > 0) match.date = date;
    const groups = await this.model.aggregate<{ _id: { isIncome: boolean; category: string | null }; cents: number; count: number }>([
      { $match: match },
      { $group: { _id: { isIncome: '$isIncome', category: '$category' }, cents: { $sum: '$amountCents' }, count: { $sum: 1 } } },
    ]);
    const cents = { income: 0, expense: 0, investment: 0, debt: 0 };
    let count = 0;
    for (const group of groups) {
      count += group.count;
      if (group._id.isIncome) cents.income += group.cents;
      else cents[metricKindOf(group._id.category)] += group.cents;
    }
    return {
      totalIncome: centsToMoney(cents.income),
      totalExpenses: centsToMoney(cents.expense),
      totalInvestments: centsToMoney(cents.investment),
      totalDebtPaid: centsToMoney(cents.debt),
      transactionCount: count,
    };
  }
}
