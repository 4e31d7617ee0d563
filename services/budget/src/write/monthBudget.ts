import { budgetMonthLabel, type BudgetCreatedCounts, type BudgetFrequency, type BudgetMonth } from '@tracker/contracts';
import { conflict, isDuplicateKey } from '@tracker/service-kit';
import { Types, type Connection } from 'mongoose';
import { budgetCategoryModel } from '../routes/budgetCategories/model';
import { budgetTypeModel } from '../routes/budgetTypes/model';
import { normaliseName } from '../routes/budgetTypes/service';

export interface NewBudgetType {
  /** How the planned categories refer to it (its lower-cased name). */
  key: string;
  name: string;
  color: string;
  icon: string;
  displayOrder: number;
}

export interface NewBudgetCategory {
  /** An existing type's id, or the key of a NewBudgetType of the same write. */
  type: { id: Types.ObjectId } | { key: string };
  name: string;
  amountCents: number;
  frequency: BudgetFrequency;
}

export const budgetChangedMessage = (month: BudgetMonth) =>
  `The budget of ${budgetMonthLabel(month)} changed while this was being saved. Nothing was saved; please try again.`;

/**
 * Writes new types and categories into one user's month, all or nothing: the ids are chosen up front, and when any
 * insert fails every document this write made is removed before the error goes on (the docstore, like a
 * standalone mongod, has no multi-document transactions). A unique-name clash with a concurrent write is a 409.
 */
export async function writeMonthBudget(
  connection: Connection,
  userId: string,
  { month, year }: BudgetMonth,
  types: readonly NewBudgetType[],
  categories: readonly NewBudgetCategory[],
): Promise<BudgetCreatedCounts> {
  const typeModel = budgetTypeModel(connection);
  const categoryModel = budgetCategoryModel(connection);
  await Promise.all([typeModel.init(), categoryModel.init()]);
  const createdAt = new Date();
  const typeIds = new Map(types.map((t) => [t.key, new Types.ObjectId()]));
  const typeDocs = types.map((t) => {
    const name = normaliseName(t.name);
    return {
      _id: typeIds.get(t.key),
      userId,
      name,
      nameLower: name.toLowerCase(),
      color: t.color,
      icon: t.icon,
      displayOrder: t.displayOrder,
      month,
      year,
      createdAt,
    };
  });
  const categoryDocs = categories.map((c) => {
    const budgetTypeId = 'id' in c.type ? c.type.id : typeIds.get(c.type.key);
    if (!budgetTypeId) throw new Error(`writeMonthBudget: no planned type "${'key' in c.type ? c.type.key : ''}"`);
    const name = normaliseName(c.name);
    return {
      _id: new Types.ObjectId(),
      userId,
      budgetTypeId,
      name,
      nameLower: name.toLowerCase(),
      amountCents: c.amountCents,
      frequency: c.frequency,
      month,
      year,
      createdAt,
    };
  });
  try {
    if (typeDocs.length > 0) await typeModel.insertMany(typeDocs, { ordered: true });
    if (categoryDocs.length > 0) await categoryModel.insertMany(categoryDocs, { ordered: true });
  } catch (err) {
    await categoryModel.deleteMany({ userId, _id: { $in: categoryDocs.map((d) => d._id) } });
    await typeModel.deleteMany({ userId, _id: { $in: [...typeIds.values()] } });
    if (isDuplicateKey(err)) throw conflict(budgetChangedMessage({ month, year }));
    throw err;
  }
  return { budgetTypesCreated: typeDocs.length, categoriesCreated: categoryDocs.length };
}
