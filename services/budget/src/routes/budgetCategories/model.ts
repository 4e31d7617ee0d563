import { BUDGET_FREQUENCIES, COLLECTIONS, type BudgetFrequency } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema, type Types } from 'mongoose';

/** Collection name fixed by the contracts (the account data download and deletion read it). */
export const BUDGET_CATEGORIES_COLLECTION = COLLECTIONS.budget.budgetCategories;

export interface BudgetCategoryFields {
  _id: Types.ObjectId;
  userId: string;
  budgetTypeId: Types.ObjectId;
  name: string;
  /** Lower-cased trimmed name: one category per name within a budget type. */
  nameLower: string;
  /** The amount as entered, in integer cents (never a binary float). */
  amountCents: number;
  frequency: BudgetFrequency;
  /** Always its budget type's month and year. */
  month: number;
  year: number;
  createdAt: Date;
}

const budgetCategorySchema = new Schema<BudgetCategoryFields>(
  {
    userId: { type: String, required: true },
    budgetTypeId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true, trim: true, maxlength: 100 },
    nameLower: { type: String, required: true },
    amountCents: {
      type: Number,
      required: true,
      min: 0,
      validate: { validator: Number.isSafeInteger, message: 'amountCents must be a whole number of cents' },
    },
    frequency: { type: String, required: true, enum: BUDGET_FREQUENCIES },
    month: { type: Number, required: true, min: 1, max: 12 },
    year: { type: Number, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: BUDGET_CATEGORIES_COLLECTION, versionKey: false },
);
budgetCategorySchema.index({ userId: 1, year: 1, month: 1 }, { name: 'user_month' });
budgetCategorySchema.index({ userId: 1, budgetTypeId: 1, nameLower: 1 }, { name: 'user_type_name', unique: true });

export const budgetCategoryModel = modelPerConnection<BudgetCategoryFields>('BudgetCategory', budgetCategorySchema);
