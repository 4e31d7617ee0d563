import { budgetCategoryListSchema, budgetCategorySchema } from '@tracker/contracts';
import { unusedUrl } from '@tracker/service-kit/testing';
import { as, testRequest, useHarness } from '../../testing/harness';
import { budgetCategoryModel } from './model';

jest.setTimeout(60_000);

const t = useHarness();
const march = { month: 3, year: 2025 };

async function userWithType(name = 'Expenses') {
  const user = await t.user();
  const api = as(t.app, user);
  const { body: type } = await api.post('/api/budget-types', { name, ...march });
  return { user, api, type: type as { id: string } };
}

describe('budget categories', () => {
  it('creates a category (amount sent as a number, returned as a string) with its monthly amount', async () => {
    const { api, type } = await userWithType();
    const res = await api.post('/api/budget-type-categories', {
      budgetTypeId: type.id,
      name: ' Groceries ',
      amount: 100,
      frequency: 'weekly',
      ...march,
    });
    expect(res.status).toBe(201);
    expect(budgetCategorySchema.parse(res.body)).toEqual({
      id: expect.any(String),
      budgetTypeId: type.id,
      name: 'Groceries',
      amount: '100.00',
      frequency: 'weekly',
      monthlyAmount: '433.33',
      month: 3,
      year: 2025,
    });
  });

  it('converts every frequency to a monthly amount exactly, to the cent, half away from zero', async () => {
    const { api, type } = await userWithType();
    const cases: Array<[number | string, string, string]> = [
      [1200.5, 'monthly', '1200.50'],
      [100, 'weekly', '433.33'], // 5200 / 12 = 433.333…
      [0.03, 'weekly', '0.13'], // 1.56 / 12 = 0.13
      [0.15, 'weekly', '0.65'], // 7.80 / 12 = 0.65
      [4.5, 'weekly', '19.50'], // 234 / 12 = 19.5
      [0.09, 'fortnightly', '0.20'], // 2.34 / 12 = 0.195 -> 0.20 (a float would give 0.19)
      [250, 'fortnightly', '541.67'], // 6500 / 12 = 541.666…
      [900, 'quarterly', '300.00'],
      [100, 'quarterly', '33.33'],
      [0.05, 'quarterly', '0.02'], // 0.01666… -> 0.02
      [1800, 'yearly', '150.00'],
      [1000, 'yearly', '83.33'],
      [0.06, 'yearly', '0.01'], // 0.005 -> 0.01
      ['999999999.99', 'weekly', '4333333333.29'], // 51999999999.48 / 12 = 4333333333.29
    ];
    for (const [index, [amount, frequency, monthly]] of cases.entries()) {
      const res = await api.post('/api/budget-type-categories', {
        budgetTypeId: type.id,
        name: `Line ${index}`,
        amount,
        frequency,
        ...march,
      });
      expect([res.status, res.body.monthlyAmount]).toEqual([201, monthly]);
    }
    const list = budgetCategoryListSchema.parse((await api.get('/api/budget-type-categories?month=3&year=2025')).body);
    expect(list.map((c) => c.monthlyAmount)).toEqual(cases.map((c) => c[2]));
  });

  it('answers each validation message in order, and the amount and frequency rules, creating nothing', async () => {
    const { api, type } = await userWithType();
    const cases: Array<[object, string]> = [
      [{ ...march }, 'Budget type is required'],
      [{ budgetTypeId: type.id, ...march }, 'Category name is required'],
      [{ budgetTypeId: type.id, name: 'Rent', ...march }, 'Amount is required'],
      [{ budgetTypeId: type.id, name: 'Rent', amount: '', ...march }, 'Amount is required'],
      [{ budgetTypeId: type.id, name: 'Rent', amount: 10, ...march }, 'Frequency is required'],
      [{ budgetTypeId: type.id, name: 'Rent', amount: 10, frequency: '', ...march }, 'Frequency is required'],
      [
        { budgetTypeId: type.id, name: 'Rent', amount: 'ten', frequency: 'monthly', ...march },
        'Amount must be a number',
      ],
      [{ budgetTypeId: type.id, name: 'Rent', amount: -5, frequency: 'monthly', ...march }, 'Amount must be 0 or more'],
      [
        { budgetTypeId: type.id, name: 'Rent', amount: 5, frequency: 'daily', ...march },
        'Frequency must be one of monthly, quarterly, weekly, fortnightly, yearly',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api.post('/api/budget-type-categories', body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await api.get('/api/budget-type-categories?month=3&year=2025')).body).toEqual([]);
  });

  it("refuses a category under another user's budget type (404), and one in a month its type is not in", async () => {
    const owner = await userWithType('Income');
    const { api: other, user: otherUser } = await userWithType('Mine');
    const res = await other.post('/api/budget-type-categories', {
      budgetTypeId: owner.type.id,
      name: 'Salary',
      amount: 10,
      frequency: 'monthly',
      ...march,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Budget type not found');
    const wrongMonth = await owner.api.post('/api/budget-type-categories', {
      budgetTypeId: owner.type.id,
      name: 'Salary',
      amount: 10,
      frequency: 'monthly',
      month: 4,
      year: 2025,
    });
    expect(wrongMonth.status).toBe(400);
    expect(wrongMonth.body.message).toBe("A category's month and year must be those of its budget type");
    expect(
      await budgetCategoryModel(t.connection).countDocuments({
        userId: { $in: [owner.user.userId, otherUser.userId] },
      }),
    ).toBe(0);
  });

  it('budgets a category once a month: a second line of it, in any type and case, is a 409 naming where', async () => {
    const { api, type } = await userWithType();
    const { body: savings } = await api.post('/api/budget-types', { name: 'Savings', ...march });
    const base = { name: 'Housing', amount: 10, frequency: 'monthly', ...march };
    await api.post('/api/budget-type-categories', { ...base, budgetTypeId: type.id });
    const message = "Housing is already in this month's budget, under Expenses. Change that line instead.";
    const again = await api.post('/api/budget-type-categories', { ...base, name: 'housing', budgetTypeId: type.id });
    expect([again.status, again.body.message]).toEqual([409, message]);
    const elsewhere = await api.post('/api/budget-type-categories', { ...base, budgetTypeId: savings.id });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([409, message]);
    const april = await api.post('/api/budget-types', { name: 'Expenses', month: 4, year: 2025 });
    const next = await api.post('/api/budget-type-categories', { ...base, month: 4, budgetTypeId: april.body.id });
    expect(next.status).toBe(201);
  });

  it("speaks the user's categories: their spelling, a remembered mapping, or a new category made", async () => {
    const { user, api, type } = await userWithType();
    const line = { amount: 10, frequency: 'monthly', budgetTypeId: type.id, ...march };
    const categoriesOf = async () => {
      const res = await testRequest(t.transactions).get('/api/user-categories').set('Cookie', user.cookie);
      return (res.body.expense as { name: string }[]).map((c) => c.name);
    };
    expect((await api.post('/api/budget-type-categories', { ...line, name: 'dining out' })).body.name).toBe(
      'Dining Out',
    );
    const saved = await api.put('/api/budget/category-mappings', {
      mappings: [{ from: 'Rent', to: 'Housing', typeName: 'Expenses' }],
    });
    expect(saved.body).toEqual([{ from: 'Rent', to: 'Housing' }]);
    expect((await api.post('/api/budget-type-categories', { ...line, name: 'RENT' })).body.name).toBe('Housing');
    expect(await categoriesOf()).not.toContain('Pet Care');
    expect((await api.post('/api/budget-type-categories', { ...line, name: 'Pet Care' })).body.name).toBe('Pet Care');
    expect(await categoriesOf()).toContain('Pet Care');
    expect((await api.get('/api/budget/category-mappings')).body).toEqual([{ from: 'Rent', to: 'Housing' }]);
  });

  it('refuses a mapping from a name that is already a category, and saves nothing when the categories are out of reach', async () => {
    const { api, type } = await userWithType();
    const taken = await api.put('/api/budget/category-mappings', { mappings: [{ from: 'groceries', to: 'Housing' }] });
    expect([taken.status, taken.body.message]).toEqual([
      400,
      '"groceries" is already one of your categories: a budget line of that name uses it as it is',
    ]);
    const blank = await api.put('/api/budget/category-mappings', { mappings: [{ from: 'Rent', to: ' ' }] });
    expect([blank.status, blank.body.message]).toEqual([400, 'Category name is required']);
    const down = as(t.appWith({ TRANSACTIONS_SERVICE_URL: await unusedUrl() }), await t.user());
    const res = await down.post('/api/budget-type-categories', {
      name: 'Housing',
      amount: 10,
      frequency: 'monthly',
      budgetTypeId: type.id,
      ...march,
    });
    expect(res.status).toBe(404); // another user's type: refused before any call
    const own = await down.post('/api/budget-types', { name: 'Expenses', ...march });
    const refused = await down.post('/api/budget-type-categories', {
      name: 'Housing',
      amount: 10,
      frequency: 'monthly',
      budgetTypeId: own.body.id,
      ...march,
    });
    expect([refused.status, refused.body.message]).toEqual([
      503,
      'Your categories could not be read just now, so nothing was saved. Please try again in a moment.',
    ]);
    expect((await api.get('/api/budget/category-mappings')).body).toEqual([]);
  });

  it('updates a category (PUT, same body), moving it to another type of the month', async () => {
    const { api, type } = await userWithType();
    const { body: debts } = await api.post('/api/budget-types', { name: 'Debts', ...march });
    const { body: created } = await api.post('/api/budget-type-categories', {
      budgetTypeId: type.id,
      name: 'Car',
      amount: 100,
      frequency: 'monthly',
      ...march,
    });
    const res = await api.put(`/api/budget-type-categories/${created.id}`, {
      budgetTypeId: debts.id,
      name: 'Car Loan',
      amount: '210.5',
      frequency: 'fortnightly',
      ...march,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: created.id,
      budgetTypeId: debts.id,
      name: 'Car Loan',
      amount: '210.50',
      frequency: 'fortnightly',
      monthlyAmount: '456.08',
      month: 3,
      year: 2025,
    });
    const invalid = await api.put(`/api/budget-type-categories/${created.id}`, {
      budgetTypeId: debts.id,
      name: 'Car Loan',
      amount: 1,
      frequency: '',
      ...march,
    });
    expect(invalid.body.message).toBe('Frequency is required');
  });

  it("answers 404 for another user's category on every verb and leaves it as it was", async () => {
    const owner = await userWithType();
    const other = await userWithType();
    const { body: category } = await owner.api.post('/api/budget-type-categories', {
      budgetTypeId: owner.type.id,
      name: 'Rent',
      amount: 100,
      frequency: 'monthly',
      ...march,
    });
    const body = { budgetTypeId: other.type.id, name: 'Mine', amount: 1, frequency: 'monthly', ...march };
    for (const res of [
      await other.api.put(`/api/budget-type-categories/${category.id}`, body),
      await other.api.delete(`/api/budget-type-categories/${category.id}`),
      await other.api.delete('/api/budget-type-categories/zzz'),
    ]) {
      expect([res.status, res.body.message]).toEqual([404, 'Budget category not found']);
    }
    // The owner cannot move it under the other user's type either.
    const moved = await owner.api.put(`/api/budget-type-categories/${category.id}`, body);
    expect([moved.status, moved.body.message]).toEqual([404, 'Budget type not found']);
    expect((await other.api.get('/api/budget-type-categories?month=3&year=2025')).body).toEqual([]);
    expect((await owner.api.get('/api/budget-type-categories?month=3&year=2025')).body).toEqual([category]);
  });

  it('deletes a category', async () => {
    const { api, type } = await userWithType();
    const { body: category } = await api.post('/api/budget-type-categories', {
      budgetTypeId: type.id,
      name: 'Rent',
      amount: 100,
      frequency: 'monthly',
      ...march,
    });
    expect((await api.delete(`/api/budget-type-categories/${category.id}`)).body).toEqual({ success: true });
    expect((await api.get('/api/budget-type-categories?month=3&year=2025')).body).toEqual([]);
    expect((await api.delete(`/api/budget-type-categories/${category.id}`)).status).toBe(404);
  });
});
