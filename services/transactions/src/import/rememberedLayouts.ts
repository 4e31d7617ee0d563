/**
 * Statement layouts a user confirmed or corrected in the upload preview, remembered by the layout's key (its header,
 * or the shape of a file without one) with the account they imported it into: the next file of that layout is read
 * the same way without asking. Listed in the user's data (download and deletion).
 */
import { COLLECTIONS, statementLayoutSchema, type StatementLayout } from '@tracker/contracts';
import { applyStatementLayout, layoutKey, type Layout } from '@tracker/statements';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface RememberedLayoutFields {
  userId: string;
  key: string;
  layout: StatementLayout;
  accountId: Types.ObjectId | null;
  updatedAt: Date;
}

const schema = new Schema<RememberedLayoutFields>(
  {
    userId: { type: String, required: true },
    key: { type: String, required: true },
    layout: { type: Schema.Types.Mixed, required: true },
    accountId: { type: Schema.Types.ObjectId, default: null },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.transactions.importLayouts, versionKey: false },
);
schema.index({ userId: 1, key: 1 }, { name: 'user_key', unique: true });

export const rememberedLayoutModel = modelPerConnection<RememberedLayoutFields>('ImportLayout', schema);

export interface RememberedLayout {
  layout: Layout;
  accountId: string | null;
}

export class RememberedLayouts {
  private readonly model: Model<RememberedLayoutFields>;

  constructor(connection: Connection) {
    this.model = rememberedLayoutModel(connection);
  }

  /** The detected layout read as the user confirmed it last time, or null when they never did (or it no longer fits). */
  async find(userId: string, detected: Layout): Promise<RememberedLayout | null> {
    const stored = await this.model.findOne({ userId, key: layoutKey(detected) }).lean();
    if (!stored) return null;
    const parsed = statementLayoutSchema.safeParse(stored.layout);
    const layout = parsed.success ? applyStatementLayout(detected, parsed.data) : null;
    if (!layout) return null;
    return { layout, accountId: stored.accountId ? stored.accountId.toHexString() : null };
  }

  async remember(userId: string, detected: Layout, layout: StatementLayout, accountId: Types.ObjectId): Promise<void> {
    await this.model.updateOne(
      { userId, key: layoutKey(detected) },
      { $set: { layout, accountId, updatedAt: new Date() } },
      { upsert: true },
    );
  }
}
