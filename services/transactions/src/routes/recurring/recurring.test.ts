import type { RecurringListResponse } from '@tracker/contracts';
import { nextDateAfter } from '../../recurring/detect';
import { testRequest, useHarness, type TestUser } from '../../testing/harness';

jest.setTimeout(60_000);

const t = useHarness();

/** The date `months` months before today (same day of the month, clamped). */
const monthsAgo = (months: number, day = 10): string => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day)).toISOString().slice(0, 10);
};

async function add(user: TestUser, rows: Array<Record<string, unknown>>): Promise<void> {
  const res = await testRequest(t.app)
    .post('/api/transactions/manual')
    .set('Cookie', user.cookie)
    .send({ transactions: rows.map((row) => ({ category: 'Subscriptions', transactionType: 'Expense', ...row })) });
  expect(res.status).toBe(201);
}

const list = async (user: TestUser): Promise<RecurringListResponse> =>
  (await testRequest(t.app).get('/api/recurring').set('Cookie', user.cookie)).body;

describe('GET /api/recurring', () => {
  it('lists a subscription with its next date and price change, salary apart; dismissed is remembered', async () => {
    const user = await t.h.user();
    await add(user, [
      { date: monthsAgo(4), description: 'STREAMFLIX 0001', amount: '15.49' },
      { date: monthsAgo(3), description: 'STREAMFLIX 0002', amount: '15.49' },
      { date: monthsAgo(2), description: 'STREAMFLIX 0003', amount: '17.99' },
      { date: monthsAgo(1), description: 'STREAMFLIX 0004', amount: '17.99' },
      { date: monthsAgo(3, 28), description: 'ACME PAYROLL', amount: '4000', isIncome: true, category: 'Salary' },
      { date: monthsAgo(2, 28), description: 'ACME PAYROLL', amount: '4000', isIncome: true, category: 'Salary' },
      { date: monthsAgo(1, 28), description: 'ACME PAYROLL', amount: '4000', isIncome: true, category: 'Salary' },
      { date: monthsAgo(2, 3), description: 'CORNER CAFE', amount: '4.50' },
      { date: monthsAgo(1, 21), description: 'CORNER CAFE', amount: '4.50' },
      { date: monthsAgo(1, 23), description: 'CORNER CAFE', amount: '4.50' },
    ]);
    const found = await list(user);
    expect(found.charges).toHaveLength(1);
    expect(found.charges[0]).toMatchObject({
      merchant: 'STREAMFLIX',
      cadence: 'monthly',
      typicalAmount: '15.49',
      lastAmount: '17.99',
      nextDate: nextDateAfter(monthsAgo(1), 'monthly'),
      yearlyCost: '215.88',
      priceChanges: [{ date: monthsAgo(2), from: '15.49', to: '17.99' }],
      status: 'new',
      currency: 'USD',
    });
    expect(found.income.map((s) => [s.merchant, s.cadence])).toEqual([['ACME PAYROLL', 'monthly']]);

    const id = found.charges[0]?.id as string;
    const dismissed = await testRequest(t.app)
      .put(`/api/recurring/${id}`)
      .set('Cookie', user.cookie)
      .send({ status: 'dismissed' });
    expect(dismissed.body).toEqual({ id, status: 'dismissed' });
    // A new charge of the series keeps the series' id and its dismissal.
    await add(user, [{ date: monthsAgo(0, 10), description: 'STREAMFLIX 0005', amount: '17.99' }]);
    expect((await list(user)).charges[0]).toMatchObject({ id, status: 'dismissed', occurrences: 5 });

    const stranger = await t.h.user();
    expect(await list(stranger)).toEqual({ charges: [], income: [] });
    const theirs = await testRequest(t.app)
      .put(`/api/recurring/${id}`)
      .set('Cookie', stranger.cookie)
      .send({ status: 'confirmed' });
    expect(theirs.status).toBe(404);
    const bad = await testRequest(t.app)
      .put(`/api/recurring/${id}`)
      .set('Cookie', user.cookie)
      .send({ status: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Status must be one of/);
  });
});
