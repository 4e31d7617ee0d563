import {
  DEFAULT_CATEGORY_GROUPS,
  USER_CATEGORY_GROUPS,
  type UserCategoriesResponse,
  type UserCategoryGroup,
} from '@tracker/contracts';
import type { Connection } from 'mongoose';
import { isDuplicateKey } from '@tracker/service-kit';
import { userCategoriesModel, type UserCategoriesFields } from './model';

/** Most categories offered to the categoriser in one call (its contract's limit). */
export const MAX_OFFERED_CATEGORIES = 500;

/** The group a category typed for a transaction joins: by the transaction's type, else income or expense. */
export function groupFor(transactionType: string | null | undefined, isIncome: boolean): UserCategoryGroup {
  switch ((transactionType ?? '').trim().toLowerCase()) {
    case 'income':
      return 'income';
    case 'savings':
      return 'savings';
    case 'investment':
      return 'investment';
    case 'expense':
      return 'expense';
    default:
      return isIncome ? 'income' : 'expense';
  }
}

type Groups = Record<UserCategoryGroup, string[]>;

function seeded(): Groups {
  return {
    budget: [],
    income: [...DEFAULT_CATEGORY_GROUPS.income],
    savings: [...DEFAULT_CATEGORY_GROUPS.savings],
    investment: [...DEFAULT_CATEGORY_GROUPS.investment],
    expense: [...DEFAULT_CATEGORY_GROUPS.expense],
  };
}

const normalise = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * A user's categories in the five groups of product.md › Data. A new user starts with the default taxonomy; categories
 * the user types (manual entry, inline edit, bulk update, a file's category column) are added to the group of the
 * transaction's type. Names are unique per user regardless of case: typing 'groceries' uses 'Groceries'.
 */
export class UserCategoryService {
  private readonly model;

  constructor(connection: Connection) {
    this.model = userCategoriesModel(connection);
  }

  async groups(userId: string): Promise<Groups> {
    const doc = await this.ensure(userId);
    return {
      budget: doc.budget,
      income: doc.income,
      savings: doc.savings,
      investment: doc.investment,
      expense: doc.expense,
    };
  }

  /** GET /api/user-categories */
  async forApi(userId: string): Promise<UserCategoriesResponse> {
    const groups = await this.groups(userId);
    const out = {} as UserCategoriesResponse;
    for (const group of USER_CATEGORY_GROUPS) out[group] = groups[group].map((name) => ({ name }));
    return out;
  }

  /** Every category name of the user, each once, in group order. */
  async names(userId: string): Promise<string[]> {
    const groups = await this.groups(userId);
    const seen = new Set<string>();
    const out: string[] = [];
    for (const group of USER_CATEGORY_GROUPS) {
      for (const name of groups[group]) {
        const lower = name.toLowerCase();
        if (!seen.has(lower)) {
          seen.add(lower);
          out.push(name);
        }
      }
    }
    return out;
  }

  /** The stored spelling of a category name (case-insensitive), or the name itself when the user has no such category. */
  async storedName(userId: string, name: string): Promise<string> {
    const clean = normalise(name);
    const lower = clean.toLowerCase();
    return (await this.names(userId)).find((n) => n.toLowerCase() === lower) ?? clean;
  }

  /**
   * Makes sure each category exists for the user (adding new ones to `group`) and returns the stored spelling of
   * each, by lower-cased input name.
   */
  async ensureCategories(
    userId: string,
    wanted: ReadonlyArray<{ name: string; group: UserCategoryGroup }>,
  ): Promise<Map<string, string>> {
    const groups = await this.groups(userId);
    const byLower = new Map<string, string>();
    for (const group of USER_CATEGORY_GROUPS)
      for (const name of groups[group]) if (!byLower.has(name.toLowerCase())) byLower.set(name.toLowerCase(), name);
    const additions = new Map<UserCategoryGroup, string[]>();
    for (const { name, group } of wanted) {
      const clean = normalise(name);
      if (clean === '') continue;
      const lower = clean.toLowerCase();
      if (byLower.has(lower)) continue;
      byLower.set(lower, clean);
      additions.set(group, [...(additions.get(group) ?? []), clean]);
    }
    if (additions.size > 0) {
      const addToSet: Partial<Record<UserCategoryGroup, { $each: string[] }>> = {};
      for (const [group, names] of additions) addToSet[group] = { $each: names };
      await this.model.updateOne({ userId }, { $addToSet: addToSet });
    }
    return byLower;
  }

  /** The stored spelling of one category, adding it to `group` when new. */
  async canonical(userId: string, name: string, group: UserCategoryGroup): Promise<string> {
    const names = await this.ensureCategories(userId, [{ name, group }]);
    return names.get(normalise(name).toLowerCase()) ?? normalise(name);
  }

  private async ensure(userId: string): Promise<UserCategoriesFields> {
    const found = await this.model.findOne({ userId }).lean();
    if (found) return found;
    await this.model.init();
    try {
      const created = await this.model.create({ userId, ...seeded() });
      return created.toObject();
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      const raced = await this.model.findOne({ userId }).lean();
      if (!raced) throw err;
      return raced;
    }
  }
}
