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
import { normaliseName, type BudgetTypeService } from '../budgetTypes/service';
import { budgetCategoryModel, type BudgetCategoryFields } from './model';

export const BUDGET_CATEGORY_NOT_FOUND = 'Budget category not found';
export const CATEGORY_OTHER_MONTH = "A category's month and year must be those of its budget type";
export const duplicateCategoryMessage = (name: string, typeName: string) =>
  `A category named "${name}" already exists in ${typeName}`;

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

  private fields(input: BudgetCategoryRequest) {
    const name = normaliseName(input.name);
    return { name, nameLower: name.toLowerCase(), amountCents: moneyToCents(input.amount), frequency: input.frequency };
  }

  async create(userId: string, input: BudgetCategoryRequest): Promise<BudgetCategory> {
    const type = await this.typeFor(userId, input);
    await this.model.init();
    const fields = this.fields(input);
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
    const fields = this.fields(input);
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
