import { budgetLinesResponseSchema, currentBudgetMonth, internalBudgetLinesPath } from '@tracker/contracts';
import { as, testRequest, useHarness } from '../../testing/harness';

jest.setTimeout(60_000);

const t = useHarness();

describe('GET /internal/budget-lines/:userId', () => {
  it("answers the current month's categories of that user with their monthly amounts", async () => {
    const user = await t.user();
    const api = as(t.app, user);
    const now = currentBudgetMonth();
    const { body: type } = await api.post('/api/budget-types', { name: 'Expenses', ...now });
    await api.post('/api/budget-type-categories', {
      budgetTypeId: type.id,
      name: 'Groceries',
      amount: 100,
      frequency: 'weekly',
      ...now,
    });
    await api.post('/api/budget-type-categories', {
      budgetTypeId: type.id,
      name: 'Rent',
      amount: 1500,
      frequency: 'monthly',
      ...now,
    });
    const { body: old } = await api.post('/api/budget-types', { name: 'Expenses', month: 1, year: 2001 });
    await api.post('/api/budget-type-categories', {
      budgetTypeId: old.id,
      name: 'Old',
      amount: 1,
      frequency: 'monthly',
      month: 1,
      year: 2001,
    });
    const other = as(t.app, await t.user());
    const { body: otherType } = await other.post('/api/budget-types', { name: 'Expenses', ...now });
    await other.post('/api/budget-type-categories', {
      budgetTypeId: otherType.id,
      name: 'Theirs',
      amount: 1,
      frequency: 'monthly',
      ...now,
    });

    const res = await testRequest(t.app).get(internalBudgetLinesPath(user.userId));
    expect(res.status).toBe(200);
    expect(budgetLinesResponseSchema.parse(res.body)).toEqual({
      budgets: [
        { name: 'Groceries', monthlyAmount: '433.33' },
        { name: 'Rent', monthlyAmount: '1500.00' },
      ],
    });
  });

  it('needs the internal token when one is configured, and a user id', async () => {
    const app = t.appWith({ INTERNAL_TOKEN: 'secret-token-for-tests' });
    const userId = '0123456789abcdef01234567';
    expect((await testRequest(app).get(internalBudgetLinesPath(userId))).status).toBe(403);
    const ok = await testRequest(app)
      .get(internalBudgetLinesPath(userId))
      .set('x-internal-token', 'secret-token-for-tests');
    expect([ok.status, ok.body]).toEqual([200, { budgets: [] }]);
    expect((await testRequest(t.app).get(internalBudgetLinesPath('nope'))).status).toBe(400);
  });
});
