import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';
import { COLLECTIONS, type UserCategoryGroup } from '@tracker/contracts';

/**
 * One document per user: the five category groups of product.md › Data, seeded with the default taxonomy on first use.
 */
export type UserCategoriesFields = { userId: string; createdAt: Date } & Record<UserCategoryGroup, string[]>;

const userCategoriesSchema = new Schema<UserCategoriesFields>(
  {
    userId: { type: String, required: true },
    budget: { type: [String], default: [] },
    income: { type: [String], default: [] },
    savings: { type: [String], default: [] },
    investment: { type: [String], default: [] },
    expense: { type: [String], default: [] },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.transactions.userCategories, versionKey: false },
);
userCategoriesSchema.index({ userId: 1 }, { name: 'user', unique: true });

export const userCategoriesModel = modelPerConnection<UserCategoriesFields>('UserCategories', userCategoriesSchema);
