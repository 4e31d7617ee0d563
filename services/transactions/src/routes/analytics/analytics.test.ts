import type { Server } from 'node:http';
import {
  CATEGORISER_PATHS,
  centsToMoney,
  categorySpendingResponseSchema,
  insightsRequestSchema,
  internalBudgetLinesPath,
  monthlySpendingResponseSchema,
} from '@tracker/contracts';
import { closeServer, listenOnFreePort, unusedUrl } from '@tracker/service-kit/testing';
import { startFakeCategoriser, type FakeCategoriser } from '../../testing/fakeCategoriser';
import { useStartedHarness, testRequest, type Harness, type TestUser } from '../../testing/harness';
import { transactionModel } from '../transactions/model';
import { LIST_SORT } from '../transactions/service';

jest.setTimeout(60_000);

const h = useStartedHarness();
let categoriser: FakeCategoriser;
let budget: Server;
let budgetUrl: string;
const budgetCalls: Array<{ url: string; token: string | undefined }> = [];
const TOKEN = 'internal-token-for-tests-0001';

beforeAll(async () => {
  categoriser = await startFakeCategoriser({
    insights: (request) => [
      `${request.transactions.length} transactions, ${request.budgets.length} budgets, as of ${request.asOf}`,
    ],
  });
  ({ server: budget, url: budgetUrl } = await listenOnFreePort((req, res) => {
    budgetCalls.push({ url: req.url ?? '', token: req.headers['x-internal-token'] as string | undefined });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ budgets: [{ name: 'Groceries', monthlyAmount: '400.00' }] }));
  }));
});

afterAll(async () => {
  await categoriser.close();
  await closeServer(budget);
});

async function seed(user: TestUser, app: ReturnType<Harness['app']>) {
  const base = { transactionType: 'Expense', isIncome: false };
  const rows = [
    { ...base, date: '2024-01-03', description: 'a', amount: '0.10', category: 'Groceries' },
    { ...base, date: '2024-01-20', description: 'b', amount: '0.20', category: 'Groceries' },
    { ...base, date: '2024-01-25', description: 'c', amount: '100.00', category: 'Housing' },
    {
      date: '2024-01-31',
      description: 'pay',
      amount: '3000.00',
      category: 'Salary',
      transactionType: 'Income',
      isIncome: true,
    },
    { ...base, date: '2023-12-15', description: 'd', amount: '19.99', category: 'Shopping' },
    { ...base, date: '2024-02-01', description: 'e', amount: '0.70', category: 'Groceries' },
    { ...base, date: '2024-02-02', description: 'gone', amount: '999.00', category: 'Shopping' },
  ];
  const added = await testRequest(app)
    .post('/api/transactions/manual')
    .set('Cookie', user.cookie)
    .send({ transactions: rows });
  const gone = added.body.transactions.find((t: { description: string }) => t.description === 'gone');
  await testRequest(app)
    .delete('/api/transactions/bulk-delete')
    .set('Cookie', user.cookie)
    .send({ transactionIds: [gone.id] });
}

/** A figure of a user whose accounts are all in dollars: its one part is itself, nothing to convert. */
const inDollars = (amount: string) => ({ amount, parts: [{ currency: 'USD', amount }], missingRates: [] });

describe('analytics', () => {
  it('limits both to a period when startDate and/or endDate (inclusive) are given, and refuses a bad period', async () => {
    const app = h.app({ CATEGORISER_URL: categoriser.url });
    const user = await h.user();
    await seed(user, app);
    const get = (path: string, query: Record<string, string>) =>
      testRequest(app).get(`/api/analytics/${path}`).query(query).set('Cookie', user.cookie);
    const january = await get('category-spending', { startDate: '2024-01-03', endDate: '2024-01-31' });
    expect(january.status).toBe(200);
    expect(categorySpendingResponseSchema.parse(january.body)).toEqual([
      { category: 'Housing', ...inDollars('100.00') },
      { category: 'Groceries', ...inDollars('0.30') },
    ]);
    // Inclusive bounds: the first of February alone; either bound may be left out.
    expect((await get('category-spending', { startDate: '2024-02-01', endDate: '2024-02-01' })).body).toEqual([
      { category: 'Groceries', ...inDollars('0.70') },
    ]);
    expect((await get('category-spending', { endDate: '2023-12-31' })).body).toEqual([
      { category: 'Shopping', ...inDollars('19.99') },
    ]);
    expect((await get('monthly-spending', { startDate: '2024-01-20' })).body).toEqual([
      { month: '2024-01', ...inDollars('100.20') },
      { month: '2024-02', ...inDollars('0.70') },
    ]);
    expect((await get('category-spending', { startDate: '', endDate: '' })).body).toHaveLength(3);

    const bad = await get('category-spending', { startDate: '2024-13-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Start date must be a valid date (YYYY-MM-DD)');
    const reversed = await get('monthly-spending', { startDate: '2024-02-01', endDate: '2024-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Start date must not be after end date');
  });

  it('sums spending per month (oldest first) and per category exactly, without income or deleted rows', async () => {
    const app = h.app({ CATEGORISER_URL: categoriser.url });
    const user = await h.user();
    await seed(user, app);
    const monthly = await testRequest(app).get('/api/analytics/monthly-spending').set('Cookie', user.cookie);
    expect(monthlySpendingResponseSchema.parse(monthly.body)).toEqual([
      { month: '2023-12', ...inDollars('19.99') },
      { month: '2024-01', ...inDollars('100.30') },
      { month: '2024-02', ...inDollars('0.70') },
    ]);
    const categories = await testRequest(app).get('/api/analytics/category-spending').set('Cookie', user.cookie);
    expect(categorySpendingResponseSchema.parse(categories.body)).toEqual([
      { category: 'Housing', ...inDollars('100.00') },
      { category: 'Shopping', ...inDollars('19.99') },
      { category: 'Groceries', ...inDollars('1.00') },
    ]);
    const stranger = await h.user();
    expect((await testRequest(app).get('/api/analytics/monthly-spending').set('Cookie', stranger.cookie)).body).toEqual(
      [],
    );
  });

  it('leaves out a month or category that has only money in, and counts spending in a category also used for income', async () => {
    const app = h.app({ CATEGORISER_URL: categoriser.url });
    const user = await h.user();
    const rows = [
      {
        date: '2024-03-10',
        description: 'pay',
        amount: '2000.00',
        category: 'Salary',
        transactionType: 'Income',
        isIncome: true,
      },
      {
        date: '2024-04-02',
        description: 'refund',
        amount: '15.00',
        category: 'Shopping',
        transactionType: 'Income',
        isIncome: true,
      },
      {
        date: '2024-04-03',
        description: 'shoes',
        amount: '60.00',
        category: 'Shopping',
        transactionType: 'Expense',
        isIncome: false,
      },
    ];
    const added = await testRequest(app)
      .post('/api/transactions/manual')
      .set('Cookie', user.cookie)
      .send({ transactions: rows });
    expect(added.status).toBe(201);
    // A row without a category, as an import stores one when the categoriser could not be asked.
    await transactionModel(h.connection).create({
      userId: user.userId,
      date: '2024-04-04',
      description: 'cash',
      amountCents: 525,
      isIncome: false,
      source: 'upload',
      dedupeKey: 'uncategorised-1',
    });
    const get = (path: string) => testRequest(app).get(`/api/analytics/${path}`).set('Cookie', user.cookie);
    expect((await get('monthly-spending')).body).toEqual([{ month: '2024-04', ...inDollars('65.25') }]);
    expect((await get('category-spending')).body).toEqual([
      { category: 'Shopping', ...inDollars('60.00') },
      { category: 'Uncategorised', ...inDollars('5.25') },
    ]);
  });

  it("asks the categoriser for insights from the user's figures and budget lines", async () => {
    const app = h.app({ CATEGORISER_URL: categoriser.url, BUDGET_SERVICE_URL: budgetUrl, INTERNAL_TOKEN: TOKEN });
    const user = await h.user();
    await seed(user, app);
    const res = await testRequest(app).get('/api/analytics/insights').set('Cookie', user.cookie);
    expect(res.status).toBe(200);
    expect(res.body.insights).toHaveLength(1);
    expect(res.body.insights[0]).toMatch(/^6 transactions, 1 budgets, as of \d{4}-\d{2}-\d{2}$/);
    expect(budgetCalls.at(-1)).toEqual({ url: internalBudgetLinesPath(user.userId), token: TOKEN });
    const call = categoriser.calls.filter((c) => c.path === CATEGORISER_PATHS.insights).at(-1);
    const request = insightsRequestSchema.parse(call?.body);
    expect(request.userId).toBe(user.userId);
    expect(request.budgets).toEqual([{ name: 'Groceries', monthlyAmount: '400.00' }]);
    expect(request.transactions[0]).toEqual({
      date: '2024-02-01',
      description: 'e',
      amount: '0.70',
      isIncome: false,
      category: 'Groceries',
    });
    expect(categoriser.contractViolations).toEqual([]);
  });

  it('sends the insights every live row, newest first as the list orders them (several a day: the newest added first)', async () => {
    const app = h.app({ CATEGORISER_URL: categoriser.url });
    const user = await h.user();
    await seed(user, app);
    const sameDay = ['one', 'two', 'three'].map((description, i) => ({
      date: '2024-01-20',
      description,
      amount: `${i + 1}.00`,
      category: i === 1 ? 'Salary' : 'Dining',
      transactionType: i === 1 ? 'Income' : 'Expense',
      isIncome: i === 1,
    }));
    for (const row of sameDay) {
      await testRequest(app)
        .post('/api/transactions/manual')
        .set('Cookie', user.cookie)
        .send({ transactions: [row] });
    }
    await testRequest(app).get('/api/analytics/insights').set('Cookie', user.cookie);
    const call = categoriser.calls.filter((c) => c.path === CATEGORISER_PATHS.insights).at(-1);
    const sent = insightsRequestSchema.parse(call?.body).transactions;
    const listed = await transactionModel(h.connection)
      .find({ userId: user.userId, deleted: false })
      .sort(LIST_SORT)
      .lean();
    expect(sent).toEqual(
      listed.map((row) => ({
        date: row.date,
        description: row.description,
        amount: centsToMoney(row.amountCents),
        isIncome: row.isIncome,
        category: row.category,
      })),
    );
    expect(sent.filter((row) => row.date === '2024-01-20').map((row) => row.description)).toEqual([
      'three',
      'two',
      'one',
      'b',
    ]);

    // A day too large to come packed in one document (MongoDB's 16 MB limit): the same rows, one to a document.
    const model = transactionModel(h.connection);
    const packed = jest.spyOn(model, 'aggregate').mockImplementationOnce(() => {
      throw new Error('BSONObjectTooLarge');
    });
    try {
      await testRequest(app).get('/api/analytics/insights').set('Cookie', user.cookie);
      expect(packed).toHaveBeenCalledTimes(2);
    } finally {
      packed.mockRestore();
    }
    const again = categoriser.calls.filter((c) => c.path === CATEGORISER_PATHS.insights).at(-1);
    expect(insightsRequestSchema.parse(again?.body).transactions).toEqual(sent);
  });

  it('sends a split row to the insights as its parts (each part its category and amount)', async () => {
    const app = h.app({ CATEGORISER_URL: categoriser.url });
    const user = await h.user();
    const added = await testRequest(app)
      .post('/api/transactions/manual')
      .set('Cookie', user.cookie)
      .send({
        transactions: [
          {
            date: '2024-03-02',
            description: 'COSTCO WHSE 481',
            amount: '150.00',
            category: 'Shopping',
            transactionType: 'Expense',
            isIncome: false,
          },
        ],
      });
    const split = await testRequest(app)
      .post(`/api/transactions/${added.body.transactions[0].id}/split`)
      .set('Cookie', user.cookie)
      .send({
        parts: [
          { amount: '100.00', category: 'Groceries' },
          { amount: '50.00', category: 'Household' },
        ],
      });
    expect(split.status).toBe(200);
    await testRequest(app).get('/api/analytics/insights').set('Cookie', user.cookie);
    const call = categoriser.calls.filter((c) => c.path === CATEGORISER_PATHS.insights).at(-1);
    expect(insightsRequestSchema.parse(call?.body).transactions).toEqual([
      { date: '2024-03-02', description: 'COSTCO WHSE 481', amount: '100.00', isIncome: false, category: 'Groceries' },
      { date: '2024-03-02', description: 'COSTCO WHSE 481', amount: '50.00', isIncome: false, category: 'Household' },
    ]);
  });

  it('answers insights without budgets when the budget service is missing, and none when the categoriser is down', async () => {
    const user = await h.user();
    const noBudget = h.app({ CATEGORISER_URL: categoriser.url, BUDGET_SERVICE_URL: await unusedUrl() });
    await seed(user, noBudget);
    const res = await testRequest(noBudget).get('/api/analytics/insights').set('Cookie', user.cookie);
    expect(res.body.insights[0]).toMatch(/^6 transactions, 0 budgets/);
    const down = h.app({ CATEGORISER_URL: await unusedUrl() });
    const none = await testRequest(down).get('/api/analytics/insights').set('Cookie', user.cookie);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ insights: [] });
    const empty = await testRequest(down)
      .get('/api/analytics/insights')
      .set('Cookie', (await h.user()).cookie);
    expect(empty.body).toEqual({ insights: [] });
  });
});
