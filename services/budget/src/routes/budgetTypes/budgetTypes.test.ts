import { budgetTypeListSchema, budgetTypeSchema, currentBudgetMonth } from '@tracker/contracts';
import { as, useHarness } from '../../testing/harness';
import { budgetCategoryModel } from '../budgetCategories/model';

jest.setTimeout(60_000);

const t = useHarness();
const march = { month: 3, year: 2025 };

describe('budget types', () => {
  it('creates with the spec defaults (color #3B82F6, icon fas fa-folder, displayOrder 0) and lists the month in order', async () => {
    const api = as(t.app, await t.user());
    const income = await api.post('/api/budget-types', { name: '  Income ', ...march });
    expect(income.status).toBe(201);
    expect(budgetTypeSchema.parse(income.body)).toEqual({
      id: expect.any(String),
      name: 'Income',
      color: '#3B82F6',
      icon: 'fas fa-folder',
      displayOrder: 0,
      month: 3,
      year: 2025,
    });
    await api.post('/api/budget-types', {
      name: 'Expenses',
      color: '#ef4444',
      icon: 'fas fa-cart',
      displayOrder: -1,
      ...march,
    });
    await api.post('/api/budget-types', { name: 'Savings', displayOrder: 5, ...march });
    await api.post('/api/budget-types', { name: 'Other month', month: 4, year: 2025 });
    const list = await api.get('/api/budget-types?month=3&year=2025');
    expect(list.status).toBe(200);
    expect(budgetTypeListSchema.parse(list.body).map((b) => [b.name, b.displayOrder, b.color])).toEqual([
      ['Expenses', -1, '#ef4444'],
      ['Income', 0, '#3B82F6'],
      ['Savings', 5, '#3B82F6'],
    ]);
  });

  it('lists the current calendar month when month and year are not given', async () => {
    const api = as(t.app, await t.user());
    const now = currentBudgetMonth();
    await api.post('/api/budget-types', { name: 'Now', ...now });
    await api.post('/api/budget-types', { name: 'Then', month: 1, year: 2001 });
    expect((await api.get('/api/budget-types')).body.map((b: { name: string }) => b.name)).toEqual(['Now']);
  });

  it('answers the spec message for a missing name, and clear 400s for bad fields, changing nothing', async () => {
    const api = as(t.app, await t.user());
    for (const [body, message] of [
      [{ ...march }, 'Budget type name is required'],
      [{ name: '   ', ...march }, 'Budget type name is required'],
      [{ name: 'X', color: 'blue', ...march }, 'Color must be a hex colour such as #3B82F6'],
      [{ name: 'X', displayOrder: 1.5, ...march }, 'Display order must be a whole number'],
      [{ name: 'X', month: 13, year: 2025 }, 'Month must be a number from 1 to 12'],
      [{ name: 'X', month: 3 }, 'Year must be a number from 1900 to 9999'],
    ] as const) {
      const res = await api.post('/api/budget-types', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: message, message });
    }
    expect((await api.get('/api/budget-types?month=3&year=2025')).body).toEqual([]);
    const bad = await api.get('/api/budget-types?month=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Month must be a number from 1 to 12');
  });

  it('refuses a second type of the same name in a month (any case), allows it in another month', async () => {
    const api = as(t.app, await t.user());
    await api.post('/api/budget-types', { name: 'Income', ...march });
    const again = await api.post('/api/budget-types', { name: 'INCOME', ...march });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A budget type named "INCOME" already exists in March 2025');
    expect((await api.post('/api/budget-types', { name: 'Income', month: 4, year: 2025 })).status).toBe(201);
  });

  it('updates a type (PUT, same body) and keeps it in its month', async () => {
    const api = as(t.app, await t.user());
    const { body: created } = await api.post('/api/budget-types', { name: 'Expenses', ...march });
    const res = await api.put(`/api/budget-types/${created.id}`, {
      name: 'Living Costs',
      color: '#10B981',
      icon: 'fas fa-home',
      displayOrder: 2,
      ...march,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: created.id,
      name: 'Living Costs',
      color: '#10B981',
      icon: 'fas fa-home',
      displayOrder: 2,
      month: 3,
      year: 2025,
    });
    const moved = await api.put(`/api/budget-types/${created.id}`, { name: 'Living Costs', month: 4, year: 2025 });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('A budget type stays in its month: create it again in the other month instead');
    const blank = await api.put(`/api/budget-types/${created.id}`, { name: '', ...march });
    expect(blank.body.message).toBe('Budget type name is required');
    expect((await api.get('/api/budget-types?month=3&year=2025')).body[0].name).toBe('Living Costs');
  });

  it('deletes a type with its categories', async () => {
    const user = await t.user();
    const api = as(t.app, user);
    const { body: type } = await api.post('/api/budget-types', { name: 'Expenses', ...march });
    const { body: keep } = await api.post('/api/budget-types', { name: 'Income', ...march });
    await api.post('/api/budget-type-categories', {
      budgetTypeId: type.id,
      name: 'Rent',
      amount: 1000,
      frequency: 'monthly',
      ...march,
    });
    await api.post('/api/budget-type-categories', {
      budgetTypeId: keep.id,
      name: 'Salary',
      amount: 3000,
      frequency: 'monthly',
      ...march,
    });
    const res = await api.delete(`/api/budget-types/${type.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await api.get('/api/budget-types?month=3&year=2025')).body.map((b: { name: string }) => b.name)).toEqual([
      'Income',
    ]);
    expect(await budgetCategoryModel(t.connection).countDocuments({ userId: user.userId })).toBe(1);
    expect((await api.delete(`/api/budget-types/${type.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's type on every verb and leaves it as it was", async () => {
    const owner = as(t.app, await t.user());
    const other = as(t.app, await t.user());
    const { body: type } = await owner.post('/api/budget-types', { name: 'Income', ...march });
    for (const res of [
      await other.put(`/api/budget-types/${type.id}`, { name: 'Mine', ...march }),
      await other.delete(`/api/budget-types/${type.id}`),
      await other.put('/api/budget-types/not-an-id', { name: 'Mine', ...march }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Budget type not found');
    }
    expect((await other.get('/api/budget-types?month=3&year=2025')).body).toEqual([]);
    expect((await owner.get('/api/budget-types?month=3&year=2025')).body).toEqual([type]);
  });

  it('answers 401 when signed out', async () => {
    const { testRequest } = await import('../../testing/harness');
    expect((await testRequest(t.app).get('/api/budget-types')).status).toBe(401);
    expect(
      (
        await testRequest(t.app)
          .post('/api/budget-types')
          .send({ name: 'X', ...march })
      ).status,
    ).toBe(401);
  });
});
