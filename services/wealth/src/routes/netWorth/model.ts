import { COLLECTIONS } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';

export interface NetWorthSnapshotFields {
  userId: string;
  /** YYYY-MM-DD (UTC): one snapshot per user and day, overwritten by the day's later changes. */
  date: string;
  /** Assets minus liabilities, decimal string. */
  netWorth: string;
  totalAssets: string;
  totalLiabilities: string;
  updatedAt: Date;
}

const snapshotSchema = new Schema<NetWorthSnapshotFields>(
  {
    userId: { type: String, required: true },
    date: { type: String, required: true },
    netWorth: { type: String, required: true },
    totalAssets: { type: String, required: true },
    totalLiabilities: { type: String, required: true },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.wealth.netWorthSnapshots, versionKey: false },
);
snapshotSchema.index({ userId: 1, date: 1 }, { name: 'user_date', unique: true });

export const netWorthSnapshotModel = modelPerConnection<NetWorthSnapshotFields>('NetWorthSnapshot', snapshotSchema);
