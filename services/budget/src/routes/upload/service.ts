import {
  DEFAULT_BUDGET_TYPE_COLOR,
  DEFAULT_BUDGET_TYPE_ICON,
  type BudgetMonth,
  type BudgetUploadResult,
} from '@tracker/contracts';
import type { Connection } from 'mongoose';
import { budgetCategoryModel } from '../budgetCategories/model';
import { budgetTypeModel } from '../budgetTypes/model';
import { lowerName } from '../budgetTypes/service';
import { writeMonthBudget, type NewBudgetCategory, type NewBudgetType } from '../../write/monthBudget';
import type { BudgetFileRow } from './parse';

/**
 * Adds a file's rows to one month. Types are matched by name within the month and categories by name within their
 * type (case-insensitive), so uploading the same file again adds nothing; a category that already exists keeps
 * its amount and frequency (an upload never overwrites what the user has typed).
 */
export class BudgetImportService {
  private readonly types;
  private readonly categories;

  constructor(private readonly connection: Connection) {
    this.types = budgetTypeModel(connection);
    this.categories = budgetCategoryModel(connection);
  }

  async importRows(userId: string, month: BudgetMonth, rows: readonly BudgetFileRow[]): Promise<BudgetUploadResult> {
    const existingTypes = await this.types.find({ userId, year: month.year, month: month.month }, { nameLower: 1, displayOrder: 1 }).lean();
    const typeByName = new Map(existingTypes.map((t) => [t.nameLower, t._id]));
    const existingCategories = await this.categories
      .find({ userId, budgetTypeId: { $in: existingTypes.map((t) => t._id) } }, { budgetTypeId: 1, nameLower: 1 })
      .lean();
    const categoryKeys = new Set(existingCategories.map((c) => `${c.budgetTypeId.toHexString()}|${c.nameLower}`));
    // New types go after the month's existing ones, in the order the file lists them.
    let nextOrder = existingTypes.reduce((max, t) => Math.max(max, t.displayOrder + 1), 0);

    const newTypes: NewBudgetType[] = [];
    const planned = new Set<string>();
    const newCategories: NewBudgetCategory[] = [];
    for (const row of rows) {
      const key = lowerName(row.typeName);
      const existing = typeByName.get(key);
      if (existing && categoryKeys.has(`${existing.toHexString()}|${lowerName(row.categoryName)}`)) continue;
      if (!existing && !planned.has(key)) {
        planned.add(key);
        newTypes.push({ key, name: row.typeName, color: DEFAULT_BUDGET_TYPE_COLOR, icon: DEFAULT_BUDGET_TYPE_ICON, displayOrder: nextOrder++ });
      }
      newCategories.push({
        type: existing ? { id: existing } : { key },
        name: row.categoryName,
        amountCents: row.amountCents,
        frequency: row.frequency,
      });
    }
    return writeMonthBudget(this.connection, userId, month, newTypes, newCategories);
  }
}
