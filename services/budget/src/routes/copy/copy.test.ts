import { budgetCategoryListSchema, budgetTypeListSchema } from '@tracker/contracts';
import { as, testRequest, useHarness } from '../../testing/harness';

jest.setTimeout(60_000);

const t = useHarness();

async function seedMonth(api: ReturnType<typeof as>, month: number, year: number) {
  const { body: income } = await api.post('/api/budget-types', {
    name: 'Income',
    color: '#10B981',
    displayOrder: 1,
    month,
    year,
  });
  const { body: expenses } = await api.post('/api/budget-types', {
    name: 'Expenses',
    icon: 'fas fa-cart',
    displayOrder: 0,
    month,
    year,
  });
  await api.post('/api/budget-type-categories', {
    budgetTypeId: income.id,
    name: 'Salary',
    amount: 4000,
    frequency: 'monthly',
    month,
    year,
  });
  await api.post('/api/budget-type-categories', {
    budgetTypeId: expenses.id,
    name: 'Groceries',
    amount: 120.5,
    frequency: 'weekly',
    month,
    year,
  });
  await api.post('/api/budget-type-categories', {
    budgetTypeId: expenses.id,
    name: 'Insurance',
    amount: 900,
    frequency: 'yearly',
    month,
    year,
  });
}

const shapeOf = async (api: ReturnType<typeof as>, month: number, year: number) => {
  const types = budgetTypeListSchema.parse((await api.get(`/api/budget-types?month=${month}&year=${year}`)).body);
  const categories = budgetCategoryListSchema.parse(
    (await api.get(`/api/budget-type-categories?month=${month}&year=${year}`)).body,
  );
  const typeName = new Map(types.map((b) => [b.id, b.name]));
  return {
    types: types.map((b) => [b.name, b.color, b.icon, b.displayOrder, b.month, b.year]),
    categories: categories.map((c) => [typeName.get(c.budgetTypeId), c.name, c.amount, c.frequency, c.month, c.year]),
  };
};

describe('POST /api/budget/copy', () => {
  it("fills an empty month with the previous month's types and categories (December into January too)", async () => {
    const api = as(t.app, await t.user());
    await seedMonth(api, 12, 2024);
    const res = await api.post('/api/budget/copy', { month: 1, year: 2025 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ budgetTypesCreated: 2, categoriesCreated: 3, fromMonth: 12, fromYear: 2024 });
    const before = await shapeOf(api, 12, 2024);
    const after = await shapeOf(api, 1, 2025);
    const inJanuary = (rows: unknown[][]) => rows.map((r) => [...r.slice(0, -2), 1, 2025]);
    expect(after.types).toEqual(inJanuary(before.types));
    expect(after.categories).toEqual(inJanuary(before.categories));
    // The source month is left as it was, and the copy is independent of it.
    const {
      body: [copied],
    } = await api.get('/api/budget-types?month=1&year=2025');
    await api.delete(`/api/budget-types/${copied.id}`);
    expect((await shapeOf(api, 12, 2024)).categories).toHaveLength(3);
  });

  it('refuses a month that already has a budget, and a previous month with nothing in it', async () => {
    const user = await t.user();
    const api = as(t.app, user);
    await seedMonth(api, 3, 2025);
    await api.post('/api/budget-types', { name: 'Already here', month: 4, year: 2025 });
    const full = await api.post('/api/budget/copy', { month: 4, year: 2025 });
    expect([full.status, full.body.message]).toEqual([
      409,
      'April 2025 already has a budget. Copying only fills an empty month.',
    ]);
    expect((await shapeOf(api, 4, 2025)).types).toHaveLength(1);
    const nothing = await api.post('/api/budget/copy', { month: 6, year: 2025 });
    expect([nothing.status, nothing.body.message]).toEqual([400, 'There is no budget in May 2025 to copy.']);
    const bad = await api.post('/api/budget/copy', { month: 13, year: 2025 });
    expect([bad.status, bad.body.message]).toEqual([400, 'Month must be a number from 1 to 12']);
    expect((await testRequest(t.app).post('/api/budget/copy').send({ month: 4, year: 2025 })).status).toBe(401);
  });

  it("copies only the user's own budget", async () => {
    const owner = as(t.app, await t.user());
    const other = as(t.app, await t.user());
    await seedMonth(owner, 7, 2025);
    const res = await other.post('/api/budget/copy', { month: 8, year: 2025 });
    expect([res.status, res.body.message]).toEqual([400, 'There is no budget in July 2025 to copy.']);
    expect((await owner.post('/api/budget/copy', { month: 8, year: 2025 })).body.categoriesCreated).toBe(3);
    expect((await shapeOf(other, 8, 2025)).types).toEqual([]);
  });
});
