import { COLLECTIONS, RECURRING_STATUSES, type RecurringStatus } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';

/** A user's say on a recurring series (confirmed or dismissed), kept by the series' id so it outlives new rows. */
export interface RecurringSeriesFields {
  userId: string;
  seriesId: string;
  status: RecurringStatus;
  /** The merchant as shown when the user decided (the download reads better with it). */
  merchant: string;
  updatedAt: Date;
}

const recurringSeriesSchema = new Schema<RecurringSeriesFields>(
  {
    userId: { type: String, required: true },
    seriesId: { type: String, required: true },
    status: { type: String, required: true, enum: RECURRING_STATUSES },
    merchant: { type: String, default: '' },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.transactions.recurringSeries, versionKey: false },
);
recurringSeriesSchema.index({ userId: 1, seriesId: 1 }, { name: 'user_series', unique: true });

export const recurringSeriesModel = modelPerConnection<RecurringSeriesFields>('RecurringSeries', recurringSeriesSchema);
