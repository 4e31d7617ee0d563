import {
  NET_WORTH_HISTORY_DAYS,
  netWorthChange,
  quarterStartOf,
  summariseWealth,
  type NetWorthHistory,
} from '@tracker/contracts';
import type { Connection } from 'mongoose';
import { assetModel } from '../assets/model';
import { netWorthSnapshotModel } from './model';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** One snapshot of each user's net worth per day, written whenever assets or stored prices change. */
export class NetWorthService {
  private readonly snapshots;
  private readonly assets;

  constructor(
    connection: Connection,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.snapshots = netWorthSnapshotModel(connection);
    this.assets = assetModel(connection);
  }

  /** Recomputes today's snapshot from the stored values (liabilities count against net worth). */
  async record(userId: string): Promise<void> {
    const assets = await this.assets.find({ userId }, { type: 1, value: 1, quantity: 1 }).lean();
    const summary = summariseWealth(
      assets.map((a) => ({ id: String(a._id), type: a.type, value: a.value, quantity: a.quantity })),
    );
    const now = this.now();
    await this.snapshots.init();
    await this.snapshots.updateOne(
      { userId, date: dayOf(now) },
      {
        $set: {
          netWorth: summary.netWorth,
          totalAssets: summary.totalAssets,
          totalLiabilities: summary.totalLiabilities,
          updatedAt: now,
        },
      },
      { upsert: true },
    );
  }

  /**
   * The user's snapshots of the last NET_WORTH_HISTORY_DAYS days, oldest first, and the change over the current
   * quarter: from the last snapshot before the quarter began (however old: a snapshot is written only on a change)
   * or, when the history starts later, from its first day.
   */
  async history(userId: string): Promise<NetWorthHistory> {
    const now = this.now();
    const since = new Date(now.getTime() - NET_WORTH_HISTORY_DAYS * 86_400_000);
    const quarterStart = quarterStartOf(dayOf(now));
    const fields = { _id: 0, date: 1, netWorth: 1 };
    const [rows, before] = await Promise.all([
      this.snapshots
        .find({ userId, date: { $gte: dayOf(since) } }, fields)
        .sort({ date: 1 })
        .lean(),
      this.snapshots
        .findOne({ userId, date: { $lt: quarterStart } }, fields)
        .sort({ date: -1 })
        .lean(),
    ]);
    const points = rows.map((row) => ({ date: row.date, netWorth: row.netWorth }));
    const during = points.filter((point) => point.date >= quarterStart);
    const start = before ? { date: before.date, netWorth: before.netWorth } : null;
    return { points, change: netWorthChange(start, during, quarterStart) };
  }
}
