import { Types } from 'mongoose';
import { budgetCategoryModel } from '../routes/budgetCategories/model';
import { budgetTypeModel } from '../routes/budgetTypes/model';
import { useHarness } from '../testing/harness';
import { writeMonthBudget } from './monthBudget';

jest.setTimeout(60_000);

const t = useHarness();
const march = { month: 3, year: 2025 };
const type = (name: string, displayOrder = 0) => ({
  key: name.toLowerCase(),
  name,
  color: '#3B82F6',
  icon: 'fas fa-folder',
  displayOrder,
});

describe('writeMonthBudget', () => {
  it('writes new types and their categories, and categories under existing types', async () => {
    const { userId } = await t.user();
    const existing = await budgetTypeModel(t.connection).create({
      userId,
      name: 'Income',
      nameLower: 'income',
      color: '#3B82F6',
      icon: 'x',
      displayOrder: 0,
      ...march,
    });
    const result = await writeMonthBudget(
      t.connection,
      userId,
      march,
      [type('Expenses', 1)],
      [
        { type: { key: 'expenses' }, name: 'Rent', amountCents: 100_000, frequency: 'monthly' },
        { type: { id: existing._id }, name: 'Salary', amountCents: 400_000, frequency: 'monthly' },
      ],
    );
    expect(result).toEqual({ budgetTypesCreated: 1, categoriesCreated: 2 });
    const categories = await budgetCategoryModel(t.connection).find({ userId }).sort({ _id: 1 }).lean();
    expect(categories.map((c) => [c.name, c.month, c.year])).toEqual([
      ['Rent', 3, 2025],
      ['Salary', 3, 2025],
    ]);
  });

  it('leaves nothing behind when a write fails part-way (a name taken meanwhile is a 409)', async () => {
    const { userId } = await t.user();
    // 'Savings' exists already: the second type insert hits the unique index after 'Income' was written.
    await budgetTypeModel(t.connection).create({
      userId,
      name: 'Savings',
      nameLower: 'savings',
      color: '#3B82F6',
      icon: 'x',
      displayOrder: 0,
      ...march,
    });
    const write = writeMonthBudget(
      t.connection,
      userId,
      march,
      [type('Income'), type('Savings', 1)],
      [{ type: { key: 'income' }, name: 'Salary', amountCents: 1, frequency: 'monthly' }],
    );
    await expect(write).rejects.toMatchObject({
      status: 409,
      message: 'The budget of March 2025 changed while this was being saved. Nothing was saved; please try again.',
    });
    expect((await budgetTypeModel(t.connection).find({ userId }).lean()).map((d) => d.name)).toEqual(['Savings']);
    expect(await budgetCategoryModel(t.connection).countDocuments({ userId })).toBe(0);

    // A category clash after the types were written takes the new types back out too.
    const other = new Types.ObjectId();
    await budgetCategoryModel(t.connection).create({
      userId,
      budgetTypeId: other,
      name: 'Dup',
      nameLower: 'dup',
      amountCents: 1,
      frequency: 'monthly',
      ...march,
    });
    const second = writeMonthBudget(
      t.connection,
      userId,
      march,
      [type('Gifts', 2)],
      [
        { type: { key: 'gifts' }, name: 'Birthdays', amountCents: 1, frequency: 'yearly' },
        { type: { id: other }, name: 'dup', amountCents: 1, frequency: 'monthly' },
      ],
    );
    await expect(second).rejects.toMatchObject({ status: 409 });
    expect((await budgetTypeModel(t.connection).find({ userId }).lean()).map((d) => d.name)).toEqual(['Savings']);
    expect((await budgetCategoryModel(t.connection).find({ userId }).lean()).map((d) => d.name)).toEqual(['Dup']);
  });
});
