import { COLLECTIONS } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';

export interface NetWorthSnapshotFields {
  userId: string;
  /** YYYY-MM-DD (UTC): one snapshot per user and day, overwritten by the day's later changes. */
  date: string;
  /**
   * Net worth per currency the assets were in that day, unconverted (converted when read, at the day's rate, into
   * whatever the home currency is then). Absent on snapshots written before currencies existed: see `netWorth`.
   */
  parts?: { currency: string; netWorth: string }[];
  /** Before currencies: assets minus liabilities, decimal string, in USD (every asset was). */
  netWorth?: string;
  totalAssets?: string;
  totalLiabilities?: string;
  updatedAt: Date;
}

const snapshotSchema = new Schema<NetWorthSnapshotFields>(
  {
    userId: { type: String, required: true },
    date: { type: String, required: true },
    parts: { type: [{ _id: false, currency: String, netWorth: String }], default: undefined },
    netWorth: { type: String },
    totalAssets: { type: String },
    totalLiabilities: { type: String },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.wealth.netWorthSnapshots, versionKey: false },
);
snapshotSchema.index({ userId: 1, date: 1 }, { name: 'user_date', unique: true });

export const netWorthSnapshotModel = modelPerConnection<NetWorthSnapshotFields>('NetWorthSnapshot', snapshotSchema);
