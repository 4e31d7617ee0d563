import {
  currencyOrDefault,
  DEFAULT_CURRENCY,
  isMarketTraded,
  type Asset,
  type AssetRequest,
  type AssetType,
  type CurrencyCode,
} from '@tracker/contracts';
import { findOwnOr404, notFound, type FieldCipher } from '@tracker/service-kit';
import type { Types, Connection, HydratedDocument } from 'mongoose';
import type { NetWorthService } from '../netWorth/service';
import { assetModel, type AssetFields } from './model';

export const ASSET_NOT_FOUND = 'Asset not found';

export type AssetDocument = HydratedDocument<AssetFields>;
type AssetLike = Pick<
  AssetFields,
  'type' | 'symbol' | 'name' | 'description' | 'quantity' | 'value' | 'priceUpdatedAt'
> & {
  currency?: string | null;
  _id: Types.ObjectId;
};

/**
 * A stored asset as the API shows it (product.md › Data › Asset, plus when its value last came from a live price). The
 * description is a free-text note: sealed at rest under FIELD_ENCRYPTION_KEY, opened here.
 */
export function toApiAsset(asset: AssetLike, cipher: FieldCipher): Asset {
  return {
    id: asset._id.toHexString(),
    type: asset.type,
    symbol: asset.symbol,
    name: asset.name,
    description: asset.description === null ? null : cipher.open(asset.description),
    quantity: asset.quantity,
    value: asset.value,
    currency: currencyOrDefault(asset.currency),
    priceUpdatedAt: asset.priceUpdatedAt ? asset.priceUpdatedAt.toISOString() : null,
  };
}

export interface NewAsset extends AssetRequest {
  purchaseDate?: string | null;
  purchasePrice?: string | null;
}

/** The user's assets and liabilities. Every query is scoped by userId: another user's id is a 404. */
export class AssetService {
  private readonly assets;

  constructor(
    connection: Connection,
    private readonly netWorth: NetWorthService,
    private readonly cipher: FieldCipher,
  ) {
    this.assets = assetModel(connection);
  }

  /** A stored asset as the API shows it. */
  present(asset: AssetLike): Asset {
    return toApiAsset(asset, this.cipher);
  }

  list(userId: string) {
    return this.assets.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean();
  }

  async get(userId: string, id: string) {
    return findOwnOr404((own) => this.assets.findOne(own).lean(), userId, id, ASSET_NOT_FOUND);
  }

  async create(userId: string, input: AssetRequest): Promise<Asset> {
    const now = new Date();
    const created = await this.assets.create({
      ...this.fields(input),
      currency: input.currency ?? DEFAULT_CURRENCY,
      userId,
      createdAt: now,
      updatedAt: now,
    });
    await this.netWorth.record(userId);
    return this.present(created);
  }

  /** Many assets at once (an upload), in file order; one snapshot after. */
  async createMany(userId: string, inputs: readonly NewAsset[]): Promise<number> {
    if (inputs.length === 0) return 0;
    const base = Date.now();
    // createdAt one millisecond apart keeps the file's order in the list.
    const docs = inputs.map((input, i) => ({
      ...this.fields(input),
      currency: input.currency ?? DEFAULT_CURRENCY,
      purchaseDate: input.purchaseDate ?? null,
      purchasePrice: input.purchasePrice ?? null,
      userId,
      createdAt: new Date(base + i),
      updatedAt: new Date(base + i),
    }));
    const created = await this.assets.insertMany(docs, { ordered: true });
    await this.netWorth.record(userId);
    return created.length;
  }

  async update(userId: string, id: string, input: AssetRequest): Promise<Asset> {
    const current = await this.get(userId, id);
    // Without a currency the asset keeps its own (an edit of the name is not a change of currency).
    const next = { ...this.fields(input), currency: input.currency ?? currencyOrDefault(current.currency) };
    // A value the user changes by hand is no longer a synced price.
    const priceUpdatedAt =
      next.value === current.value &&
      next.type === current.type &&
      next.symbol === current.symbol &&
      next.currency === currencyOrDefault(current.currency)
        ? current.priceUpdatedAt
        : null;
    const updated = await this.assets
      .findOneAndUpdate(
        { _id: current._id, userId },
        { $set: { ...next, priceUpdatedAt, updatedAt: new Date() } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!updated) throw notFound(ASSET_NOT_FOUND);
    await this.netWorth.record(userId);
    return this.present(updated);
  }

  async remove(userId: string, id: string): Promise<void> {
    const asset = await this.get(userId, id);
    const result = await this.assets.deleteOne({ _id: asset._id, userId });
    if (result.deletedCount !== 1) throw notFound(ASSET_NOT_FOUND);
    await this.netWorth.record(userId);
  }

  /** The user's market-traded assets (a symbol and a stock, crypto, commodity or ETF type). */
  async marketTraded(userId: string) {
    const assets = await this.list(userId);
    return assets.filter((asset) => isMarketTraded(asset));
  }

  /** Stores live prices as values (sync), each in its listing's currency. */
  async storePrices(
    userId: string,
    prices: readonly { id: Types.ObjectId; value: string; currency: CurrencyCode; at: Date }[],
  ): Promise<number> {
    if (prices.length === 0) return 0;
    const result = await this.assets.bulkWrite(
      prices.map((p) => ({
        updateOne: {
          filter: { _id: p.id, userId },
          update: { $set: { value: p.value, currency: p.currency, priceUpdatedAt: p.at, updatedAt: new Date() } },
        },
      })),
      { ordered: false },
    );
    await this.netWorth.record(userId);
    return result.matchedCount;
  }

  /** The stored form of a request: the symbol upper-cased (tickers are case-insensitive), the note sealed. */
  private fields(
    input: AssetRequest,
  ): Pick<AssetFields, 'type' | 'symbol' | 'name' | 'description' | 'quantity' | 'value'> {
    const type: AssetType = input.type;
    return {
      type,
      symbol: input.symbol ? input.symbol.toUpperCase() : null,
      name: input.name,
      description: input.description === null ? null : this.cipher.seal(input.description),
      quantity: input.quantity,
      value: input.value,
    };
  }
}
