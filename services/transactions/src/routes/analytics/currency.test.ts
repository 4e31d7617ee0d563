import {
  CATEGORISER_PATHS,
  categorySpendingResponseSchema,
  insightsRequestSchema,
  insightsResponseSchema,
  monthlySpendingResponseSchema,
} from '@tracker/contracts';
import { unusedUrl } from '@tracker/service-kit/testing';
import { startFakeCategoriser, type FakeCategoriser } from '../../testing/fakeCategoriser';
import { ExchangeRates } from '@tracker/exchange-rates';
import { startTestEcb, userWithThreeCurrencies, withRatesUnknown, type FakeEcb } from '../../testing/fakeRates';
import { useStartedHarness, testRequest, type TestUser } from '../../testing/harness';
import { transactionModel } from '../transactions/model';

jest.setTimeout(60_000);

const h = useStartedHarness();
let ecb: FakeEcb;
let categoriser: FakeCategoriser;

beforeAll(async () => {
  ecb = await startTestEcb();
  categoriser = await startFakeCategoriser({ insights: (request) => [`${request.transactions.length} rows`] });
});

afterAll(async () => {
  await ecb.close();
  await categoriser.close();
});

async function app() {
  return h.app({
    CATEGORISER_URL: categoriser.url,
    ECB_BASE_URL: ecb.url,
    BUDGET_SERVICE_URL: await unusedUrl(),
  });
}
type App = Awaited<ReturnType<typeof app>>;

/** The three statements (USD, GBP, AUD in June 2024), and 5.00 USD of Dining on 10 May 2024 in the default account. */
async function threeCurrencies(a: App): Promise<TestUser> {
  const user = await h.user();
  await userWithThreeCurrencies(a, user);
  const may = { date: '2024-05-10', description: 'Diner', amount: '5.00', category: 'Dining', isIncome: false };
  const res = await testRequest(a)
    .post('/api/transactions/manual')
    .set('Cookie', user.cookie)
    .send({ transactions: [{ ...may, transactionType: 'Expense' }] });
  expect(res.status).toBe(201);
  return user;
}

/** June's spending per currency as the figures list it: the asked currency first, then the others by code. */
function juneParts(home: 'USD' | 'GBP') {
  const parts = { USD: '25.00', AUD: '88.10', GBP: '52.60' };
  const order = home === 'USD' ? (['USD', 'AUD', 'GBP'] as const) : (['GBP', 'AUD', 'USD'] as const);
  return order.map((currency) => ({ currency, amount: parts[currency] }));
}

const get = (a: App, user: TestUser, path: string, query: Record<string, string> = {}) =>
  testRequest(a).get(`/api/analytics/${path}`).query(query).set('Cookie', user.cookie);

const withRatesDown = <T>(run: () => Promise<T>) => withRatesUnknown(h.connection, ecb, run);

describe('monthly and category spending across currencies', () => {
  it("converts each day's amounts at that day's rate into the asked currency, with the parts per currency", async () => {
    const a = await app();
    const user = await threeCurrencies(a);
    const monthly = monthlySpendingResponseSchema.parse((await get(a, user, 'monthly-spending')).body);
    // June in dollars: 25.00 USD + 42.60 GBP x 1.08/0.84 (54.77) + 10.00 GBP x 1.08/0.90 (12.00) + 88.10 AUD x
    // 1.08/1.62 (58.73), as the dashboard's Total Expenses card.
    expect(monthly).toEqual([
      { month: '2024-05', amount: '5.00', parts: [{ currency: 'USD', amount: '5.00' }], missingRates: [] },
      {
        month: '2024-06',
        amount: '150.50',
        parts: juneParts('USD'),
        missingRates: [],
      },
    ]);
    // In pounds: 25.00 USD x 0.84/1.08 (19.44) + 52.60 GBP + 88.10 AUD x 0.84/1.62 (45.68), each day rounded once.
    const pounds = monthlySpendingResponseSchema.parse(
      (await get(a, user, 'monthly-spending', { currency: 'gbp', startDate: '2024-06-01' })).body,
    );
    expect(pounds.map((m) => [m.month, m.amount, m.parts[0]])).toEqual([
      ['2024-06', '117.72', { currency: 'GBP', amount: '52.60' }],
    ]);

    const categories = categorySpendingResponseSchema.parse(
      (await get(a, user, 'category-spending', { currency: 'GBP' })).body,
    );
    // The May row in pounds: 5.00 USD x 0.84/1.08 on 10 May — a date the fake has no rate for (its days start on
    // 3 June), so Dining's total is unknown and comes after the known ones.
    expect(categories).toEqual([
      {
        category: 'Uncategorised',
        amount: '117.72',
        parts: juneParts('GBP'),
        missingRates: [],
      },
      { category: 'Dining', amount: null, parts: [{ currency: 'USD', amount: '5.00' }], missingRates: ['USD'] },
    ]);
  });

  it('shows the parts per currency instead of a sum when a rate is unknown, never 1:1', async () => {
    const a = await app();
    const user = await threeCurrencies(a);
    const [monthly, categories] = await withRatesDown(() =>
      Promise.all([get(a, user, 'monthly-spending'), get(a, user, 'category-spending')]),
    );
    expect(monthlySpendingResponseSchema.parse(monthly.body)).toEqual([
      // A month in the asked currency alone still has its total.
      { month: '2024-05', amount: '5.00', parts: [{ currency: 'USD', amount: '5.00' }], missingRates: [] },
      {
        month: '2024-06',
        amount: null,
        parts: juneParts('USD'),
        missingRates: ['AUD', 'GBP'],
      },
    ]);
    expect(categorySpendingResponseSchema.parse(categories.body).map((c) => [c.category, c.amount])).toEqual([
      ['Dining', '5.00'],
      ['Uncategorised', null],
    ]);
  });

  it('costs a user in one currency one pass over the rows and no rate request, as before currencies', async () => {
    const a = await app();
    const user = await h.user();
    const row = { date: '2024-06-03', description: 'Diner', amount: '5.00', category: 'Dining', isIncome: false };
    await testRequest(a)
      .post('/api/transactions/manual')
      .set('Cookie', user.cookie)
      .send({ transactions: [{ ...row, transactionType: 'Expense' }] });
    const aggregate = jest.spyOn(transactionModel(h.connection), 'aggregate');
    const rates = jest.spyOn(ExchangeRates.prototype, 'rates');
    try {
      expect((await get(a, user, 'monthly-spending')).body).toEqual([
        { month: '2024-06', amount: '5.00', parts: [{ currency: 'USD', amount: '5.00' }], missingRates: [] },
      ]);
      expect((await get(a, user, 'category-spending')).body).toHaveLength(1);
      // Per figure: one pass over the period's rows, grouped as before currencies (no filter, no extra key), and
      // the manual entries in another currency looked up through the keys index.
      type Stage = { $match?: Record<string, unknown>; $group?: { _id: Record<string, unknown> } };
      const pipelines = aggregate.mock.calls.map(([pipeline]) => pipeline as Stage[]);
      expect(pipelines).toHaveLength(4);
      // The manual lookup starts beside the accounts' read, so it is asked first.
      for (const [manual, pass] of [pipelines.slice(0, 2), pipelines.slice(2, 4)]) {
        expect(pass?.[0]?.$match).toEqual({ userId: user.userId, deleted: false });
        expect(Object.keys(pass?.[1]?.$group?._id ?? {})).not.toContain('currency');
        expect(manual?.[0]?.$match).toMatchObject({ keys: 's:manual', accountId: null });
      }
      expect(rates).not.toHaveBeenCalled();
    } finally {
      aggregate.mockRestore();
      rates.mockRestore();
    }
  });

  it('converts a manual entry in its own currency beside accounts all in the home currency', async () => {
    const a = await app();
    const user = await h.user();
    const row = { date: '2024-06-04', description: 'Market stall', amount: '20.00', category: 'Groceries' };
    const added = await testRequest(a)
      .post('/api/transactions/manual')
      .set('Cookie', user.cookie)
      .send({
        transactions: [
          { ...row, currency: 'GBP', transactionType: 'Expense' },
          { ...row, amount: '6.00', transactionType: 'Expense' },
        ],
      });
    expect(added.status).toBe(201);
    // 20.00 GBP on 4 June x 1.08/0.90 = 24.00 USD, + 6.00 USD.
    expect((await get(a, user, 'monthly-spending')).body).toEqual([
      {
        month: '2024-06',
        amount: '30.00',
        parts: [
          { currency: 'USD', amount: '6.00' },
          { currency: 'GBP', amount: '20.00' },
        ],
        missingRates: [],
      },
    ]);
    await get(a, user, 'insights');
    expect(
      insightsRequestSchema
        .parse(categoriser.calls.filter((c) => c.path === CATEGORISER_PATHS.insights).at(-1)?.body)
        .transactions.map((t) => t.amount)
        .sort(),
    ).toEqual(['24.00', '6.00']);
  });

  it('refuses an unknown currency and changes nothing', async () => {
    const a = await app();
    const user = await h.user();
    const res = await get(a, user, 'monthly-spending', { currency: 'XYZ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Currency must be a 3-letter ISO 4217 code, e.g. GBP');
    expect((await get(a, user, 'insights', { currency: 'dollars' })).status).toBe(400);
  });
});

describe('insights across currencies', () => {
  const lastRequest = () =>
    insightsRequestSchema.parse(categoriser.calls.filter((c) => c.path === CATEGORISER_PATHS.insights).at(-1)?.body);

  it("sends the categoriser every amount converted at its own date's rate, and the currency to write them in", async () => {
    const a = await app();
    const user = await threeCurrencies(a);
    const res = await get(a, user, 'insights', { currency: 'GBP' });
    expect(insightsResponseSchema.parse(res.body)).toEqual({ insights: ['4 rows'], missingRates: ['USD'] });
    const request = lastRequest();
    expect(request.currency).toBe('GBP');
    // 25.00 USD on 3 June x 0.84/1.08 = 19.44; 88.10 AUD on 5 June x 0.84/1.62 = 45.68; pounds as they are. The
    // May row in dollars has no rate (the fake's days start in June): left out, and the answer says so.
    expect(request.transactions.map((t) => `${t.date} ${t.description} ${t.amount}`)).toEqual([
      '2024-06-05 Woolworths Sydney 45.68',
      '2024-06-04 Pret A Manger 10.00',
      expect.stringMatching(/^2024-06-03 (Target Store 19\.44|Tesco Stores 42\.60)$/),
      expect.stringMatching(/^2024-06-03 (Target Store 19\.44|Tesco Stores 42\.60)$/),
    ]);
    expect(new Set(request.transactions.map((t) => t.description))).toContain('Target Store');
    expect(new Set(request.transactions.map((t) => t.description))).toContain('Tesco Stores');
  });

  it('leaves out the rows whose rate is unknown and names their currencies, never 1:1', async () => {
    const a = await app();
    const user = await threeCurrencies(a);
    const res = await withRatesDown(() => get(a, user, 'insights', { currency: 'USD' }));
    expect(insightsResponseSchema.parse(res.body)).toEqual({ insights: ['2 rows'], missingRates: ['AUD', 'GBP'] });
    expect(lastRequest().transactions.map((t) => `${t.description} ${t.amount}`)).toEqual([
      'Target Store 25.00',
      'Diner 5.00',
    ]);
    expect(lastRequest().currency).toBe('USD');
  });
});
