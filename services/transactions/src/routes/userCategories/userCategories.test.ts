import { DEFAULT_CATEGORY_GROUPS, userCategoriesResponseSchema } from '@tracker/contracts';
import { testRequest, useHarness } from '../../testing/harness';
import { groupFor } from './service';

jest.setTimeout(60_000);

const t = useHarness();

describe('GET /api/user-categories', () => {
  it('seeds the five groups with the default taxonomy, uncached', async () => {
    const user = await t.h.user();
    const res = await testRequest(t.app).get('/api/user-categories').set('Cookie', user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(userCategoriesResponseSchema.parse(res.body)).toEqual({
      budget: [],
      income: DEFAULT_CATEGORY_GROUPS.income.map((name) => ({ name })),
      savings: DEFAULT_CATEGORY_GROUPS.savings.map((name) => ({ name })),
      investment: DEFAULT_CATEGORY_GROUPS.investment.map((name) => ({ name })),
      expense: DEFAULT_CATEGORY_GROUPS.expense.map((name) => ({ name })),
    });
  });

  it('adds categories users type, once regardless of case, in the group of the transaction type', async () => {
    const user = await t.h.user();
    const rows = [
      {
        date: '2024-01-01',
        description: 'Dividend',
        amount: '10',
        category: 'Dividends',
        transactionType: 'Income',
        isIncome: true,
      },
      {
        date: '2024-01-02',
        description: 'ETF buy',
        amount: '100',
        category: 'index funds',
        transactionType: 'Investment',
      },
      {
        date: '2024-01-03',
        description: 'ETF buy 2',
        amount: '100',
        category: 'Index Funds',
        transactionType: 'Investment',
      },
      { date: '2024-01-04', description: 'Groceries', amount: '5', category: 'GROCERIES', transactionType: 'Expense' },
    ];
    const added = await testRequest(t.app)
      .post('/api/transactions/manual')
      .set('Cookie', user.cookie)
      .send({ transactions: rows });
    expect(added.body.transactions.map((t: { category: string }) => t.category)).toEqual([
      'Dividends',
      'index funds',
      'index funds',
      'Groceries',
    ]);
    const res = userCategoriesResponseSchema.parse(
      (await testRequest(t.app).get('/api/user-categories').set('Cookie', user.cookie)).body,
    );
    expect(res.income.map((c) => c.name)).toEqual(['Salary', 'Other Income', 'Dividends']);
    expect(res.investment.map((c) => c.name)).toEqual(['Investments', 'index funds']);
    expect(res.expense.filter((c) => c.name.toLowerCase() === 'groceries')).toHaveLength(1);
    const other = userCategoriesResponseSchema.parse(
      (
        await testRequest(t.app)
          .get('/api/user-categories')
          .set('Cookie', (await t.h.user()).cookie)
      ).body,
    );
    expect(other.income.map((c) => c.name)).toEqual(['Salary', 'Other Income']);
  });

  it('maps a transaction type to its group', () => {
    expect(groupFor('Income', false)).toBe('income');
    expect(groupFor('savings', false)).toBe('savings');
    expect(groupFor('Investment', false)).toBe('investment');
    expect(groupFor('Expense', true)).toBe('expense');
    expect(groupFor('Gift', true)).toBe('income');
    expect(groupFor(null, false)).toBe('expense');
  });
});
