/**
 * The transactions service with the real categoriser (services/categoriser's createApp, in-process on an ephemeral
 * port; both on the test database): an import is categorised by it, a person's correction teaches it, and the
 * next import of that merchant gets the corrected category.
 */
import type { Server } from 'node:http';
import { transactionListResponseSchema, uploadResultSchema, type Transaction } from '@tracker/contracts';
import type { ServiceApp } from '@tracker/service-kit';
import { closeServer, listenOnFreePort } from '@tracker/service-kit/testing';
import { createApp as createCategoriserApp, readConfig as readCategoriserConfig } from '@tracker/categoriser-service';
import { useStartedHarness, testRequest, type TestUser } from '../testing/harness';

jest.setTimeout(120_000);

const TOKEN = 'internal-token-for-tests-0001';
const h = useStartedHarness();
let server: Server;
let app: ServiceApp;

beforeAll(async () => {
  const categoriser = createCategoriserApp({
    connection: h.connection,
    config: readCategoriserConfig({ NODE_ENV: 'test', MONGODB_URI: h.db.uri, INTERNAL_TOKEN: TOKEN }),
  });
  const listening = await listenOnFreePort(categoriser.callback());
  server = listening.server;
  app = h.app({ CATEGORISER_URL: listening.url, INTERNAL_TOKEN: TOKEN, CATEGORISER_TIMEOUT_MS: '60000' });
});

afterAll(async () => {
  await closeServer(server);
});

async function importCsv(user: TestUser, csv: string) {
  const res = await testRequest(app)
    .post('/api/transactions/upload-fast')
    .set('Cookie', user.cookie)
    .attach('file', Buffer.from(csv), { filename: 'statement.csv', contentType: 'text/csv' });
  expect(res.status).toBe(200);
  return uploadResultSchema.parse(res.body);
}

async function rows(user: TestUser): Promise<Transaction[]> {
  const res = await testRequest(app).get('/api/transactions?pageSize=100').set('Cookie', user.cookie);
  return transactionListResponseSchema.parse(res.body).transactions;
}

describe('with the real categoriser', () => {
  it('categorises an import, learns a correction, and applies it to the next import', async () => {
    const user = await h.user();
    const result = await importCsv(
      user,
      [
        'Date,Description,Amount',
        '2024-03-01,TESCO STORES 3345 LONDON,-54.20',
        '2024-03-02,NETFLIX.COM,-15.99',
        '2024-03-03,SHELL FUEL STATION 12,-60.00',
        '2024-03-28,SALARY ACME LTD,3200.00',
        '2024-03-05,ZORBLAX QUUX 77,-12.00',
      ].join('\n'),
    );
    expect(result).toMatchObject({ totalRows: 5, successfulRows: 5, errorRows: 0 });

    const categories = await testRequest(app).get('/api/user-categories').set('Cookie', user.cookie);
    const offered = new Set(
      Object.values(categories.body as Record<string, Array<{ name: string }>>)
        .flat()
        .map((c) => c.name),
    );
    const first = await rows(user);
    for (const t of first) {
      // Every answer is one of the user's categories; rows without a confident answer wait in Pending.
      if (typeof t.category === 'string') expect(offered.has(t.category)).toBe(true);
      if (t.aiCategorised) expect(t.category).not.toBeNull();
    }
    const by = (list: Transaction[], d: string) => list.find((t) => t.description.startsWith(d));
    expect(by(first, 'TESCO')).toMatchObject({ category: 'Groceries', aiCategorised: true });
    expect(by(first, 'SALARY')).toMatchObject({ category: 'Salary', isIncome: true });

    // A correction is taught to the categoriser…
    const quux = by(first, 'ZORBLAX');
    if (!quux) throw new Error('missing row');
    const corrected = await testRequest(app)
      .put(`/api/transactions/${quux.id}/category`)
      .set('Cookie', user.cookie)
      .send({ category: 'Entertainment' });
    expect(corrected.body).toMatchObject({ category: 'Entertainment', aiCategorised: false });

    // …so the same merchant in the next statement gets it automatically (the learn call is best effort: retry a little).
    let next: Transaction | undefined;
    for (let attempt = 0; attempt < 20 && next?.category !== 'Entertainment'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, attempt === 0 ? 0 : 250));
      const amount = `${attempt + 13}.00`;
      await importCsv(
        user,
        `Zorblax Bank plc, statement of account for April 2024\nDate,Description,Amount\n2024-04-0${(attempt % 9) + 1},ZORBLAX QUUX 78,-${amount}\n`,
      );
      next = (await rows(user)).find((t) => t.description === 'ZORBLAX QUUX 78' && t.amount === amount);
    }
    expect(next).toMatchObject({ category: 'Entertainment', aiCategorised: true });

    const insights = await testRequest(app).get('/api/analytics/insights').set('Cookie', user.cookie);
    expect(insights.status).toBe(200);
    expect(Array.isArray(insights.body.insights)).toBe(true);
  });

  it("answers a first month's statement with what one month supports, and the weeks comparisons still need", async () => {
    const user = await h.user();
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    await importCsv(
      user,
      [
        'Date,Description,Amount',
        `${day(20)},SALARY ACME LTD,3200.00`,
        `${day(19)},SO MR P JONES RENT,-1200.00`,
        `${day(15)},TESCO STORES 3297 LONDON,-54.20`,
        `${day(12)},NETFLIX.COM 866-579-7172 CA,-15.49`,
        `${day(6)},SHELL FUEL STATION 12,-60.00`,
      ].join('\n'),
    );
    const res = await testRequest(app).get('/api/analytics/insights').set('Cookie', user.cookie);
    expect(res.status).toBe(200);
    expect(res.body.weeksToComparisons).toEqual(expect.any(Number));
    expect(res.body.weeksToComparisons).toBeGreaterThanOrEqual(1);
    const insights = res.body.insights as string[];
    expect(insights.length).toBeGreaterThan(0);
    expect(insights).toContainEqual(
      expect.stringMatching(/^Spending since \d+ \w+ is \$[\d,]+\.\d\d, \d+% of the \$3,200\.00 of income\.$/),
    );
    expect(insights).toContainEqual(expect.stringMatching(/^(Largest spending since|All \$)/));
  });
});
