import {
  budgetMonthLabel,
  currentBudgetMonth,
  type BudgetMonth,
  type BudgetType,
  type MonthYearQuery,
} from '@tracker/contracts';
import { badRequest, conflict, findOwnOr404, isDuplicateKey } from '@tracker/service-kit';
import type { Connection, HydratedDocument } from 'mongoose';
import { budgetCategoryModel } from '../budgetCategories/model';
import { budgetTypeModel, type BudgetTypeFields } from './model';

export const BUDGET_TYPE_NOT_FOUND = 'Budget type not found';
export const BUDGET_TYPE_OTHER_MONTH = 'A budget type stays in its month: create it again in the other month instead';
export const duplicateTypeMessage = (name: string, month: BudgetMonth) =>
  `A budget type named "${name}" already exists in ${budgetMonthLabel(month)}`;

export type BudgetTypeDocument = HydratedDocument<BudgetTypeFields>;

export interface BudgetTypeInput {
  name: string;
  color: string;
  icon: string;
  displayOrder: number;
  month: number;
  year: number;
}

export const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ');
export const lowerName = (name: string) => normaliseName(name).toLowerCase();

/** month and year of a list query; each one missing is the current month's (product.md › Constants and limits). */
export function monthOf(query: MonthYearQuery, now: Date = new Date()): BudgetMonth {
  const current = currentBudgetMonth(now);
  return { month: query.month ?? current.month, year: query.year ?? current.year };
}

export function toBudgetType(
  doc: Pick<BudgetTypeFields, '_id' | 'name' | 'color' | 'icon' | 'displayOrder' | 'month' | 'year'>,
): BudgetType {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    color: doc.color,
    icon: doc.icon,
    displayOrder: doc.displayOrder,
    month: doc.month,
    year: doc.year,
  };
}

/** The user's budget types: one month at a time, ordered by displayOrder then age. */
export class BudgetTypeService {
  readonly model;
  private readonly categories;

  constructor(connection: Connection) {
    this.model = budgetTypeModel(connection);
    this.categories = budgetCategoryModel(connection);
  }

  async list(userId: string, { month, year }: BudgetMonth): Promise<BudgetType[]> {
    const docs = await this.model.find({ userId, year, month }).sort({ displayOrder: 1, createdAt: 1, _id: 1 }).lean();
    return docs.map(toBudgetType);
  }

  /** One of the user's types; 404 for an unknown id or another user's type. */
  async get(userId: string, id: string): Promise<BudgetTypeDocument> {
    return findOwnOr404((own) => this.model.findOne(own), userId, id, BUDGET_TYPE_NOT_FOUND);
  }

  async create(userId: string, input: BudgetTypeInput): Promise<BudgetType> {
    await this.model.init();
    const name = normaliseName(input.name);
    try {
      const doc = await this.model.create({ ...input, userId, name, nameLower: name.toLowerCase() });
      return toBudgetType(doc);
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(duplicateTypeMessage(name, input));
      throw err;
    }
  }

  async update(userId: string, id: string, input: BudgetTypeInput): Promise<BudgetType> {
    const doc = await this.get(userId, id);
    if (doc.month !== input.month || doc.year !== input.year) throw badRequest(BUDGET_TYPE_OTHER_MONTH);
    const name = normaliseName(input.name);
    doc.set({
      name,
      nameLower: name.toLowerCase(),
      color: input.color,
      icon: input.icon,
      displayOrder: input.displayOrder,
    });
    try {
      await doc.save();
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(duplicateTypeMessage(name, input));
      throw err;
    }
    return toBudgetType(doc);
  }

  /** Deletes the type and its categories (the categories first, so no category is ever left without its type). */
  async remove(userId: string, id: string): Promise<void> {
    const doc = await this.get(userId, id);
    await this.categories.deleteMany({ userId, budgetTypeId: doc._id });
    await this.model.deleteOne({ _id: doc._id, userId });
  }
}
