import {
  centsToMoney,
  DEFAULT_BUDGET_TYPE_COLOR,
  DEFAULT_BUDGET_TYPE_ICON,
  moneyToCents,
  type BudgetFileChange,
  type BudgetMonth,
  type BudgetUploadResult,
} from '@tracker/contracts';
import { Types, type Connection } from 'mongoose';
import { budgetCategoryModel } from '../budgetCategories/model';
import { budgetTypeModel } from '../budgetTypes/model';
import { lowerName } from '../budgetTypes/service';
import type { BudgetVocabulary } from '../../vocabulary/budgetVocabulary';
import { writeMonthBudget, type NewBudgetCategory, type NewBudgetType } from '../../write/monthBudget';
import type { BudgetFileRow } from './parse';
import { rowsInVocabulary } from './vocabularyRows';

const NOTHING_WRITTEN = { budgetTypesCreated: 0, categoriesCreated: 0, categoriesUpdated: 0, changes: [] };

/**
 * Adds a file's rows to one month, in the user's vocabulary: every category name is first read as one of the user's
 * categories (itself, or a remembered mapping); when some name is neither, nothing is written and those names come
 * back (`unmapped`, with suggestions) for the user to map. Types are matched by name within the month and
 * categories by name within the whole month (a category is budgeted once a month), so uploading the same file again
 * adds nothing. A category that already exists with another amount or frequency is never overwritten silently: it
 * comes back as a change (line, old, new) for the user to see, and is set to the file's values only when the upload
 * asks to apply the changes.
 */
export class BudgetImportService {
  private readonly types;
  private readonly categories;

  constructor(
    private readonly connection: Connection,
    private readonly vocabulary: BudgetVocabulary,
  ) {
    this.types = budgetTypeModel(connection);
    this.categories = budgetCategoryModel(connection);
  }

  async importRows(
    userId: string,
    month: BudgetMonth,
    fileRows: readonly BudgetFileRow[],
    applyChanges = false,
  ): Promise<BudgetUploadResult> {
    const lines = fileRows.map((r) => ({ name: r.categoryName, typeName: r.typeName, row: r.row }));
    const { categoryOf, unmapped } = await this.vocabulary.resolve(userId, lines);
    if (unmapped.length > 0) return { ...NOTHING_WRITTEN, unmapped };
    const rows = rowsInVocabulary(fileRows, categoryOf);
    const existingTypes = await this.types
      .find({ userId, year: month.year, month: month.month }, { name: 1, nameLower: 1, displayOrder: 1 })
      .lean();
    const typeByName = new Map(existingTypes.map((t) => [t.nameLower, t]));
    const existingCategories = await this.categories
      .find(
        { userId, budgetTypeId: { $in: existingTypes.map((t) => t._id) } },
        { budgetTypeId: 1, name: 1, nameLower: 1, amountCents: 1, frequency: 1 },
      )
      .lean();
    const categoryByName = new Map(existingCategories.map((c) => [c.nameLower, c]));
    const typeNameOf = new Map(existingTypes.map((t) => [t._id.toHexString(), t.name]));
    // New types go after the month's existing ones, in the order the file lists them.
    let nextOrder = existingTypes.reduce((max, t) => Math.max(max, t.displayOrder + 1), 0);

    const newTypes: NewBudgetType[] = [];
    const planned = new Set<string>();
    const newCategories: NewBudgetCategory[] = [];
    const changes: BudgetFileChange[] = [];
    for (const row of rows) {
      const key = lowerName(row.typeName);
      const existing = typeByName.get(key);
      const stored = categoryByName.get(lowerName(row.categoryName));
      if (stored) {
        if (stored.amountCents !== row.amountCents || stored.frequency !== row.frequency) {
          changes.push({
            row: row.row,
            categoryId: stored._id.toHexString(),
            typeName: typeNameOf.get(stored.budgetTypeId.toHexString()) ?? row.typeName,
            categoryName: stored.name,
            oldAmount: centsToMoney(stored.amountCents),
            newAmount: centsToMoney(row.amountCents),
            oldFrequency: stored.frequency,
            newFrequency: row.frequency,
          });
        }
        continue;
      }
      if (!existing && !planned.has(key)) {
        planned.add(key);
        newTypes.push({
          key,
          name: row.typeName,
          color: DEFAULT_BUDGET_TYPE_COLOR,
          icon: DEFAULT_BUDGET_TYPE_ICON,
          displayOrder: nextOrder++,
        });
      }
      newCategories.push({
        type: existing ? { id: existing._id } : { key },
        name: row.categoryName,
        amountCents: row.amountCents,
        frequency: row.frequency,
      });
    }
    const created = await writeMonthBudget(this.connection, userId, month, newTypes, newCategories);
    if (!applyChanges || changes.length === 0) return { ...created, categoriesUpdated: 0, changes, unmapped: [] };
    const result = await this.categories.bulkWrite(
      changes.map((change) => ({
        updateOne: {
          filter: { _id: new Types.ObjectId(change.categoryId), userId },
          update: { $set: { amountCents: moneyToCents(change.newAmount), frequency: change.newFrequency } },
        },
      })),
      { ordered: false },
    );
    return { ...created, categoriesUpdated: result.matchedCount, changes: [], unmapped: [] };
  }
}
