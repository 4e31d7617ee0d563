import { dashboardSummarySchema } from '@tracker/contracts';
import { useStartedHarness, testRequest, type Harness, type TestUser } from '../../testing/harness';

jest.setTimeout(60_000);

const h = useStartedHarness();

/** Known figures: amounts whose float sums would drift (0.10 + 0.20), every card's keyword, a deleted row. */
async function seed(user: TestUser, app: ReturnType<Harness['app']>) {
  const out = { transactionType: 'Expense', isIncome: false };
  const rows = [
    { ...out, date: '2024-01-03', description: 'a', amount: '0.10', category: 'Groceries' },
    { ...out, date: '2024-01-20', description: 'b', amount: '0.20', category: 'Groceries' },
    { ...out, date: '2024-01-21', description: 'c', amount: '1234.56', category: null },
    {
      date: '2024-01-31',
      description: 'pay',
      amount: '3000.00',
      category: 'Salary',
      transactionType: 'Income',
      isIncome: true,
    },
    {
      date: '2024-01-15',
      description: 'refund',
      amount: '0.01',
      category: 'Groceries',
      transactionType: 'Income',
      isIncome: true,
    },
    {
      ...out,
      date: '2024-01-10',
      description: 'etf',
      amount: '500.05',
      category: 'Investments',
      transactionType: 'Investment',
    },
    {
      ...out,
      date: '2024-01-11',
      description: 'shares',
      amount: '99.95',
      category: 'STOCK purchase',
      transactionType: 'Investment',
    },
    { ...out, date: '2024-01-12', description: 'card', amount: '250.00', category: 'Debts & Loans' },
    { ...out, date: '2024-01-13', description: 'car', amount: '300.33', category: 'Car loan' },
    { ...out, date: '2023-12-31', description: 'before', amount: '7.00', category: 'Groceries' },
    { ...out, date: '2024-01-05', description: 'gone', amount: '999.00', category: 'Groceries' },
  ].map((row) => ({ ...row, category: row.category ?? 'Misc' }));
  const added = await testRequest(app)
    .post('/api/transactions/manual')
    .set('Cookie', user.cookie)
    .send({ transactions: rows });
  expect(added.status).toBe(201);
  const gone = added.body.transactions.find((t: { description: string }) => t.description === 'gone');
  await testRequest(app)
    .delete('/api/transactions/bulk-delete')
    .set('Cookie', user.cookie)
    .send({ transactionIds: [gone.id] });
}

describe('GET /api/analytics/summary', () => {
  it('sums the four cards of a period exactly, in cents, without deleted rows or days outside it', async () => {
    const app = h.app();
    const user = await h.user();
    await seed(user, app);
    const get = (query: Record<string, string>) =>
      testRequest(app).get('/api/analytics/summary').query(query).set('Cookie', user.cookie);

    const january = await get({ startDate: '2024-01-01', endDate: '2024-01-31' });
    expect(january.status).toBe(200);
    expect(dashboardSummarySchema.parse(january.body)).toEqual({
      totalIncome: '3000.01',
      totalExpenses: '1234.86',
      totalInvestments: '600.00',
      totalDebtPaid: '550.33',
      transactionCount: 9,
      currency: 'USD',
      parts: {
        totalIncome: [{ currency: 'USD', amount: '3000.01' }],
        totalExpenses: [{ currency: 'USD', amount: '1234.86' }],
        totalInvestments: [{ currency: 'USD', amount: '600.00' }],
        totalDebtPaid: [{ currency: 'USD', amount: '550.33' }],
      },
      missingRates: [],
    });
    // Inclusive bounds, either optional.
    expect((await get({ startDate: '2024-01-31', endDate: '2024-01-31' })).body).toMatchObject({
      totalIncome: '3000.00',
      transactionCount: 1,
    });
    expect((await get({ endDate: '2023-12-31' })).body).toEqual({
      totalIncome: '0.00',
      totalExpenses: '7.00',
      totalInvestments: '0.00',
      totalDebtPaid: '0.00',
      transactionCount: 1,
      currency: 'USD',
      parts: {
        totalIncome: [],
        totalExpenses: [{ currency: 'USD', amount: '7.00' }],
        totalInvestments: [],
        totalDebtPaid: [],
      },
      missingRates: [],
    });
    expect((await get({})).body).toMatchObject({ totalExpenses: '1241.86', transactionCount: 10 });
  });

  it('answers zeros to a new user and to another user, and needs a session', async () => {
    const app = h.app();
    const owner = await h.user();
    await seed(owner, app);
    const stranger = await h.user();
    const res = await testRequest(app).get('/api/analytics/summary').set('Cookie', stranger.cookie);
    expect(res.body).toEqual({
      totalIncome: '0.00',
      totalExpenses: '0.00',
      totalInvestments: '0.00',
      totalDebtPaid: '0.00',
      transactionCount: 0,
      currency: 'USD',
      parts: { totalIncome: [], totalExpenses: [], totalInvestments: [], totalDebtPaid: [] },
      missingRates: [],
    });
    const anonymous = await testRequest(app).get('/api/analytics/summary');
    expect(anonymous.status).toBe(401);
  });

  it('refuses a bad period with a clear 400', async () => {
    const app = h.app();
    const user = await h.user();
    const bad = await testRequest(app)
      .get('/api/analytics/summary')
      .query({ startDate: '2024-02-30' })
      .set('Cookie', user.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Start date must be a valid date (YYYY-MM-DD)');
    const reversed = await testRequest(app)
      .get('/api/analytics/summary')
      .query({ startDate: '2024-02-01', endDate: '2024-01-01' })
      .set('Cookie', user.cookie);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Start date must not be after end date');
  });
});
