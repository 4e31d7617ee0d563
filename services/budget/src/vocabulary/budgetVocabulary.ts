import {
  categoryGroupForBudgetType,
  sameCategory,
  suggestCategory,
  vocabularyKey,
  type BudgetCategoryMapping,
  type BudgetUnmappedName,
  type SaveBudgetCategoryMappings,
} from '@tracker/contracts';
import { badRequest } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { categoryMappingModel } from '../routes/categoryMappings/model';
import type { UserCategoriesClient } from './categoriesClient';

/** A budget line's name and the type it is written under (a new category joins that type's group). */
export interface NamedLine {
  name: string;
  typeName: string;
  row?: number;
}

export interface Resolution {
  /** The user's category each name stands for, by vocabularyKey(name); absent for an unmapped name. */
  categoryOf: Map<string, string>;
  /** Names that are no category and have no remembered mapping, in the order first seen. */
  unmapped: BudgetUnmappedName[];
}

export const alreadyACategory = (name: string) =>
  `"${name}" is already one of your categories: a budget line of that name uses it as it is`;

/**
 * One vocabulary (issue 38): a budget line's name is one of the user's categories, or a name the user mapped to one
 * once ("Rent" → Housing), remembered per user. Names that are neither come back with a suggestion for the user to
 * choose; nothing guesses silently.
 */
export class BudgetVocabulary {
  private readonly mappings;

  constructor(
    connection: Connection,
    private readonly categories: UserCategoriesClient,
  ) {
    this.mappings = categoryMappingModel(connection);
  }

  async list(userId: string): Promise<BudgetCategoryMapping[]> {
    const docs = await this.mappings.find({ userId }, { from: 1, to: 1 }).sort({ fromKey: 1 }).lean();
    return docs.map(({ from, to }) => ({ from, to }));
  }

  /** Remembers each mapping (replacing one of the same name); a `to` the user does not have becomes a category. */
  async remember(userId: string, input: SaveBudgetCategoryMappings['mappings']): Promise<BudgetCategoryMapping[]> {
    const names = await this.categories.names(userId);
    const taken = input.find((m) => sameCategory(m.from, names) !== undefined);
    if (taken) throw badRequest(alreadyACategory(taken.from));
    const created = input.filter((m) => sameCategory(m.to, names) === undefined);
    const all = await this.categories.ensure(
      userId,
      created.map((m) => ({ name: m.to, group: categoryGroupForBudgetType(m.typeName ?? '') })),
    );
    await this.mappings.init();
    await this.mappings.bulkWrite(
      input.map((m) => ({
        updateOne: {
          filter: { userId, fromKey: vocabularyKey(m.from) },
          update: { $set: { from: m.from, to: sameCategory(m.to, all) ?? m.to, updatedAt: new Date() } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
    return this.list(userId);
  }

  /** What each line's name stands for, and the names the user still has to map. */
  async resolve(userId: string, lines: readonly NamedLine[]): Promise<Resolution> {
    const names = await this.categories.names(userId);
    const remembered = new Map(
      (await this.mappings.find({ userId }, { fromKey: 1, to: 1 }).lean()).map((m) => [m.fromKey, m.to]),
    );
    const categoryOf = new Map<string, string>();
    const unmapped = new Map<string, BudgetUnmappedName>();
    const missingTargets: NamedLine[] = [];
    for (const line of lines) {
      const key = vocabularyKey(line.name);
      const waiting = unmapped.get(key);
      if (waiting) {
        if (line.row !== undefined) waiting.rows.push(line.row);
        continue;
      }
      if (categoryOf.has(key)) continue;
      const own = sameCategory(line.name, names);
      const mapped = remembered.get(key);
      if (own) categoryOf.set(key, own);
      else if (mapped) {
        categoryOf.set(key, sameCategory(mapped, names) ?? mapped);
        if (!sameCategory(mapped, names)) missingTargets.push({ name: mapped, typeName: line.typeName });
      } else {
        const suggestion = suggestCategory(line.name, names);
        const rows = line.row === undefined ? [] : [line.row];
        unmapped.set(key, { name: line.name, suggestion, rows, typeName: line.typeName });
      }
    }
    // A remembered target the user has since lost (a reset) is made again rather than left outside the vocabulary.
    if (missingTargets.length > 0) await this.ensureAll(userId, missingTargets);
    return { categoryOf, unmapped: [...unmapped.values()] };
  }

  /**
   * The category one typed budget line stands for: the user's category of that name, a remembered mapping, or else a
   * new category of that name (typing a new budget category makes the category).
   */
  async categoryFor(userId: string, line: NamedLine): Promise<string> {
    const { categoryOf } = await this.resolve(userId, [line]);
    const known = categoryOf.get(vocabularyKey(line.name));
    if (known) return known;
    const all = await this.ensureAll(userId, [line]);
    return sameCategory(line.name, all) ?? line.name;
  }

  private ensureAll(userId: string, lines: readonly NamedLine[]): Promise<string[]> {
    return this.categories.ensure(
      userId,
      lines.map((l) => ({ name: l.name, group: categoryGroupForBudgetType(l.typeName) })),
    );
  }
}
