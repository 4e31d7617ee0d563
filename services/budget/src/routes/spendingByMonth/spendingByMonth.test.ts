import { spendingBudgetResponseSchema } from '@tracker/contracts';
import { as, testRequest, useHarness } from '../../testing/harness';

jest.setTimeout(60_000);

const t = useHarness();

type Api = ReturnType<typeof as>;

async function line(api: Api, typeId: string, name: string, amount: number, frequency: string, m: number, y: number) {
  const res = await api.post('/api/budget-type-categories', {
    budgetTypeId: typeId,
    name,
    amount,
    frequency,
    month: m,
    year: y,
  });
  expect(res.status).toBe(201);
}

async function type(api: Api, name: string, month: number, year: number): Promise<string> {
  const res = await api.post('/api/budget-types', { name, month, year });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('GET /api/budget/spending-by-month', () => {
  it("sums each month's expense and debt lines as monthly figures; income, savings and other types are not spending", async () => {
    const api = as(t.app, await t.user());
    const income = await type(api, 'Income', 6, 2026);
    const expenses = await type(api, 'Expenses', 6, 2026);
    const debts = await type(api, 'Debts & Loans', 6, 2026);
    const savings = await type(api, 'Savings', 6, 2026);
    await line(api, income, 'Salary', 5200, 'monthly', 6, 2026);
    await line(api, expenses, 'Housing', 1650, 'monthly', 6, 2026);
    await line(api, expenses, 'Groceries', 135.5, 'weekly', 6, 2026); // 587.17 a month
    await line(api, debts, 'Debts & Loans', 210, 'fortnightly', 6, 2026); // 455.00 a month
    await line(api, savings, 'Savings', 250, 'monthly', 6, 2026);
    // July: expenses only; August: income only (no spending budget: absent, not 0).
    await line(api, await type(api, 'Expenses', 7, 2026), 'Housing', 1700, 'monthly', 7, 2026);
    await line(api, await type(api, 'Income', 8, 2026), 'Salary', 5200, 'monthly', 8, 2026);

    const all = await api.get('/api/budget/spending-by-month');
    expect(all.status).toBe(200);
    expect(spendingBudgetResponseSchema.parse(all.body)).toEqual([
      { month: '2026-06', amount: '2692.17' },
      { month: '2026-07', amount: '1700.00' },
    ]);
    expect((await api.get('/api/budget/spending-by-month?from=2026-07&to=2026-12')).body).toEqual([
      { month: '2026-07', amount: '1700.00' },
    ]);
    expect((await api.get('/api/budget/spending-by-month?to=2026-06')).body).toEqual([
      { month: '2026-06', amount: '2692.17' },
    ]);
  });

  it("answers only the user's own budget, and refuses a bad range with a message", async () => {
    const owner = as(t.app, await t.user());
    const other = as(t.app, await t.user());
    await line(owner, await type(owner, 'Expenses', 1, 2026), 'Housing', 900, 'monthly', 1, 2026);
    expect((await other.get('/api/budget/spending-by-month')).body).toEqual([]);
    const bad = await owner.get('/api/budget/spending-by-month?from=2026-13');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/YYYY-MM/);
    const backwards = await owner.get('/api/budget/spending-by-month?from=2026-06&to=2026-01');
    expect(backwards.status).toBe(400);
    expect((await testRequest(t.app).get('/api/budget/spending-by-month')).status).toBe(401);
  });
});
