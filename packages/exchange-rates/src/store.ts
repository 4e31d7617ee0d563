import { COLLECTIONS } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
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

/**
 * The one refresher's lease, a document of fx_coverage beside the currencies' (its `_id` is no currency code):
 * `refreshLease.holder` may ask the ECB until `refreshLease.until`; nobody asks before `backoffUntil` (a 429).
 */
export interface RefreshLease {
  _id: string;
  refreshLease: { holder: string; until: Date };
  backoffUntil: Date;
}

export const REFRESH_LEASE_ID = 'refresh-lease';

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

const leaseSchema = new Schema<RefreshLease>(
  {
    _id: String,
    refreshLease: { holder: { type: String, required: true }, until: { type: Date, required: true } },
    backoffUntil: { type: Date, required: true },
  },
  { collection: COLLECTIONS.wealth.fxCoverage, versionKey: false },
);

export const rateModel = modelPerConnection<StoredRate>('FxRate', rateSchema);
export const coverageModel = modelPerConnection<RateCoverage>('FxCoverage', coverageSchema);
export const leaseModel = modelPerConnection<RefreshLease>('FxRefreshLease', leaseSchema);

export interface FxModels {
  rates: Model<StoredRate>;
  coverage: Model<RateCoverage>;
  lease: Model<RefreshLease>;
}

export function fxModels(connection: Connection): FxModels {
  return { rates: rateModel(connection), coverage: coverageModel(connection), lease: leaseModel(connection) };
}
