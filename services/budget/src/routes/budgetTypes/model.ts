import { COLLECTIONS } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema, type Types } from 'mongoose';

/** Collection name fixed by the contracts (the account data download and deletion read it). */
export const BUDGET_TYPES_COLLECTION = COLLECTIONS.budget.budgetTypes;

export interface BudgetTypeFields {
  _id: Types.ObjectId;
  userId: string;
  name: string;
  /** Lower-cased trimmed name: one type per name, user and month (upload and copy match types by it). */
  nameLower: string;
  color: string;
  icon: string;
  displayOrder: number;
  month: number;
  year: number;
  createdAt: Date;
}

const budgetTypeSchema = new Schema<BudgetTypeFields>(
  {
    userId: { type: String, required: true },
    name: { type: String, required: true, trim: true, maxlength: 100 },
    nameLower: { type: String, required: true },
    color: { type: String, required: true },
    icon: { type: String, required: true },
    displayOrder: { type: Number, required: true },
    month: { type: Number, required: true, min: 1, max: 12 },
    year: { type: Number, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: BUDGET_TYPES_COLLECTION, versionKey: false },
);
// Every read is one user's month; the unique key also refuses a second type of the same name in that month.
budgetTypeSchema.index({ userId: 1, year: 1, month: 1, nameLower: 1 }, { name: 'user_month_name', unique: true });

export const budgetTypeModel = modelPerConnection<BudgetTypeFields>('BudgetType', budgetTypeSchema);
