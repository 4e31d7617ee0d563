import {
  centsToMoney,
  monthlyCents,
  moneyToCents,
  type BudgetCategory,
  type BudgetCategoryRequest,
  type BudgetMonth,
} from '@tracker/contracts';
import { badRequest, conflict, findOwnOr404, isDuplicateKey } from '@tracker/service-kit';
import type { Connection, HydratedDocument } from 'mongoose';
import type { Types } from 'mongoose';
import type { BudgetVocabulary } from '../../vocabulary/budgetVocabulary';
import { normaliseName, type BudgetTypeService } from '../budgetTypes/service';
import { budgetCategoryModel, type BudgetCategoryFields } from './model';

export const BUDGET_CATEGORY_NOT_FOUND = 'Budget category not found';
export const CATEGORY_OTHER_MONTH = "A category's month and year must be those of its budget type";
export const duplicateCategoryMessage = (name: string, typeName: string) =>
  `A category named "${name}" already exists in ${typeName}`;
/** A category is budgeted once a month, so Budget vs Actual sets its spending beside one line. */
export const budgetedElsewhereMessage = (name: string, typeName: string) =>
  `${name} is already in this month's budget, under ${typeName}. Change that line instead.`;

export type BudgetCategoryDocument = HydratedDocument<BudgetCategoryFields>;

export function toBudgetCategory(
  doc: Pick<BudgetCategoryFields, '_id' | 'budgetTypeId' | 'name' | 'amountCents' | 'frequency' | 'month' | 'year'>,
): BudgetCategory {
  return {
    id: doc._id.toHexString(),
    budgetTypeId: doc.budgetTypeId.toHexString(),
    name: doc.name,
    amount: centsToMoney(doc.amountCents),
    frequency: doc.frequency,
    monthlyAmount: centsToMoney(monthlyCents(doc.amountCents, doc.frequency)),
    month: doc.month,
    year: doc.year,
  };
}

/** The user's budget categories. A category lives under one of the user's budget types, in that type's month. */
export class BudgetCategoryService {
  readonly model;

  constructor(
    connection: Connection,
    private readonly types: BudgetTypeService,
    private readonly vocabulary: BudgetVocabulary,
  ) {
    this.model = budgetCategoryModel(connection);
  }

  async list(userId: string, { month, year }: BudgetMonth): Promise<BudgetCategory[]> {
    const docs = await this.model.find({ userId, year, month }).sort({ createdAt: 1, _id: 1 }).lean();
    return docs.map(toBudgetCategory);
  }

  async get(userId: string, id: string): Promise<BudgetCategoryDocument> {
    return findOwnOr404((own) => this.model.findOne(own), userId, id, BUDGET_CATEGORY_NOT_FOUND);
  }

  /** The budget type a request names: the user's own (404 otherwise), in the request's month. */
  private async typeFor(userId: string, input: BudgetCategoryRequest) {
    const type = await this.types.get(userId, input.budgetTypeId);
    if (type.month !== input.month || type.year !== input.year) throw badRequest(CATEGORY_OTHER_MONTH);
    return type;
  }

  /**
   * The stored fields of a request: its name read as one of the user's categories (a remembered mapping, or a new
   * category of that name), refused when another line of the month already budgets that category.
   */
  private async fields(userId: string, input: BudgetCategoryRequest, typeName: string, self?: Types.ObjectId) {
    const name = normaliseName(await this.vocabulary.categoryFor(userId, { name: input.name, typeName }));
    const nameLower = name.toLowerCase();
    const other = await this.model
      .findOne({ userId, year: input.year, month: input.month, nameLower, ...(self && { _id: { $ne: self } }) })
      .lean();
    if (other) {
      const otherType = await this.types.get(userId, other.budgetTypeId.toHexString()).catch(() => null);
      throw conflict(budgetedElsewhereMessage(other.name, otherType?.name ?? 'another budget type'));
    }
    return { name, nameLower, amountCents: moneyToCents(input.amount), frequency: input.frequency };
  }

  async create(userId: string, input: BudgetCategoryRequest): Promise<BudgetCategory> {
    const type = await this.typeFor(userId, input);
    await this.model.init();
    const fields = await this.fields(userId, input, type.name);
    try {
      const doc = await this.model.create({
        ...fields,
        userId,
        budgetTypeId: type._id,
        month: type.month,
        year: type.year,
      });
      return toBudgetCategory(doc);
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(duplicateCategoryMessage(fields.name, type.name));
      throw err;
    }
  }

  /** Changes the category; naming another of the user's types of the same month moves it there. */
  async update(userId: string, id: string, input: BudgetCategoryRequest): Promise<BudgetCategory> {
    const doc = await this.get(userId, id);
    const type = await this.typeFor(userId, input);
    const fields = await this.fields(userId, input, type.name, doc._id);
    doc.set({ ...fields, budgetTypeId: type._id });
    try {
      await doc.save();
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(duplicateCategoryMessage(fields.name, type.name));
      throw err;
    }
    return toBudgetCategory(doc);
  }

  async remove(userId: string, id: string): Promise<void> {
    const doc = await this.get(userId, id);
    await this.model.deleteOne({ _id: doc._id, userId });
  }
}
