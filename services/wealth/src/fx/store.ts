import { COLLECTIONS } from '@tracker/contracts';
import type { Connection, Model } from 'mongoose';
import { Schema } from 'mongoose';

/** One published rate: units of `currency` per euro on `date` (a business day of the ECB). */
export interface StoredRate {
  currency: string;
  date: string;
  rate: string;
}

/**
 * What the provider has been asked for one currency: every date in [from, to] has been answered (a date there
 * without a stored rate was not a business day). `checkedAt` is when the latest dates were last asked for.
 */
export interface RateCoverage {
  _id: string;
  from: string;
  to: string;
  checkedAt: Date;
}

const rateSchema = new Schema<StoredRate>(
  {
    currency: { type: String, required: true },
    date: { type: String, required: true },
    rate: { type: String, required: true },
  },
  { collection: COLLECTIONS.wealth.fxRates, versionKey: false },
);
rateSchema.index({ currency: 1, date: 1 }, { unique: true });

const coverageSchema = new Schema<RateCoverage>(
  {
    _id: String,
    from: { type: String, required: true },
    to: { type: String, required: true },
    checkedAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.wealth.fxCoverage, versionKey: false },
);

export interface FxModels {
  rates: Model<StoredRate>;
  coverage: Model<RateCoverage>;
}

export function fxModels(connection: Connection): FxModels {
  return {
    rates:
      (connection.models.FxRate as Model<StoredRate> | undefined) ?? connection.model<StoredRate>('FxRate', rateSchema),
    coverage:
      (connection.models.FxCoverage as Model<RateCoverage> | undefined) ??
      connection.model<RateCoverage>('FxCoverage', coverageSchema),
  };
}
