import { ASSET_TYPES, COLLECTIONS, type AssetType } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';

export interface AssetFields {
  userId: string;
  type: AssetType;
  symbol: string | null;
  name: string;
  description: string | null;
  /** Decimal string, up to 6 decimals (exact: never a binary float); null when not given. */
  quantity: string | null;
  /** Per-unit value, decimal string with up to 6 decimals, in `currency`. */
  value: string;
  /** ISO 4217 code of `value`; null for assets stored before currencies existed (USD). */
  currency: string | null;
  /** When `value` was last set from a live price (sync); null for a value entered by hand. */
  priceUpdatedAt: Date | null;
  /** From an uploaded file, kept as given (text): the purchase date and price. */
  purchaseDate: string | null;
  purchasePrice: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const assetSchema = new Schema<AssetFields>(
  {
    userId: { type: String, required: true },
    type: { type: String, required: true, enum: ASSET_TYPES },
    symbol: { type: String, default: null },
    name: { type: String, required: true, maxlength: 200 },
    description: { type: String, default: null },
    quantity: { type: String, default: null },
    value: { type: String, required: true },
    currency: { type: String, default: null },
    priceUpdatedAt: { type: Date, default: null },
    purchaseDate: { type: String, default: null },
    purchasePrice: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
    updatedAt: { type: Date, default: () => new Date() },
  },
  // The collection the account statistics count (packages/contracts internal.ts).
  { collection: COLLECTIONS.wealth.assets, versionKey: false },
);
// Every query is the user's: list in insertion order.
assetSchema.index({ userId: 1, createdAt: 1, _id: 1 }, { name: 'user_list' });

export const assetModel = modelPerConnection<AssetFields>('Asset', assetSchema);
