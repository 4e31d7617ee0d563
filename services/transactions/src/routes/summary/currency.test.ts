import { dashboardSummarySchema } from '@tracker/contracts';
import { closeServer, listenOnFreePort, unusedUrl } from '@tracker/service-kit/testing';
import type { Server } from 'node:http';
import { Types } from 'mongoose';
import {
  createAccount,
  STATEMENTS,
  startTestEcb,
  uploadStatement,
  userWithThreeCurrencies,
  withRatesUnknown,
  type FakeEcb,
} from '../../testing/fakeRates';
import { useStartedHarness, testRequest, type TestUser } from '../../testing/harness';

jest.setTimeout(60_000);

const h = useStartedHarness();
let ecb: FakeEcb;
let auth: { server: Server; url: string };
const suggestions: Array<{ path: string; body: string }> = [];

beforeAll(async () => {
  ecb = await startTestEcb();
  auth = await listenOnFreePort((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      suggestions.push({ path: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
});

afterAll(async () => {
  await ecb.close();
  await closeServer(auth.server);
});

async function app() {
  return h.app({ CATEGORISER_URL: await unusedUrl(), ECB_BASE_URL: ecb.url, AUTH_SERVICE_URL: auth.url });
}

type App = Awaited<ReturnType<typeof app>>;

const upload = uploadStatement;
const usdFile = STATEMENTS.usd;
const gbpFile = STATEMENTS.gbp;
const audFile = STATEMENTS.aud;

describe('bank accounts in their own currency', () => {
  it('are USD when made before currencies existed', async () => {
    const a = await app();
    const user = await h.user();
    await h.connection.collection('bankaccounts').insertOne({
      _id: new Types.ObjectId(),
      userId: user.userId,
      name: 'Old',
      nameLower: 'old',
      accountType: 'Checking',
      accountNumber: '',
      createdAt: new Date(),
    });
    const res = await testRequest(a).get('/api/bank-accounts').set('Cookie', user.cookie);
    expect(res.body.map((acc: { name: string; currency: string }) => [acc.name, acc.currency])).toEqual([
      ['Old', 'USD'],
      ['Default Account', 'USD'],
    ]);
  });

  it('are added in a currency; a name taken or a bad currency is refused and changes nothing', async () => {
    const a = await app();
    const user = await h.user();
    expect(await createAccount(a, user, 'Monzo', 'gbp')).toMatchObject({ currency: 'GBP', balance: '0.00' });
    const again = await testRequest(a)
      .post('/api/bank-accounts')
      .set('Cookie', user.cookie)
      .send({ name: 'MONZO', currency: 'GBP' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this name already exists');
    const bad = await testRequest(a)
      .post('/api/bank-accounts')
      .set('Cookie', user.cookie)
      .send({ name: 'X', currency: 'XYZ' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Currency must be a 3-letter ISO 4217 code, e.g. GBP');
    const list = await testRequest(a).get('/api/bank-accounts').set('Cookie', user.cookie);
    expect(list.body.map((acc: { name: string }) => acc.name).sort()).toEqual(['Default Account', 'Monzo']);
  });

  it("take a statement's currency from the file, and refuse a statement in another currency once used", async () => {
    const a = await app();
    const user = await h.user();
    suggestions.length = 0;
    expect((await upload(a, user, gbpFile)).status).toBe(200);
    let accounts = (await testRequest(a).get('/api/bank-accounts').set('Cookie', user.cookie)).body;
    expect(accounts[0]).toMatchObject({ name: 'Default Account', currency: 'GBP', balance: '-52.60' });
    // The first statement's currency is offered to the auth service as the home currency, and only the first.
    expect(suggestions).toEqual([{ path: `/internal/home-currency/${user.userId}`, body: '{"homeCurrency":"GBP"}' }]);
    const refused = await upload(a, user, usdFile);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This statement is in USD, but the account "Default Account" is in GBP. Choose an account in USD.',
    );
    const checking = await createAccount(a, user, 'Checking', 'USD');
    expect((await upload(a, user, usdFile, checking.id)).status).toBe(200);
    expect(suggestions).toHaveLength(1);
    accounts = (await testRequest(a).get('/api/bank-accounts').set('Cookie', user.cookie)).body;
    expect(accounts.map((acc: { currency: string; balance: string }) => `${acc.balance} ${acc.currency}`)).toEqual([
      '-52.60 GBP',
      '-25.00 USD',
    ]);
  });
});

describe('GET /api/analytics/summary across currencies', () => {
  async function threeAccounts() {
    const a = await app();
    const user = await h.user();
    await userWithThreeCurrencies(a, user);
    const summary = async (currency?: string) => {
      const query: Record<string, string> = { startDate: '2024-06-01', endDate: '2024-06-30' };
      if (currency) query.currency = currency;
      const res = await testRequest(a).get('/api/analytics/summary').query(query).set('Cookie', user.cookie);
      expect(res.status).toBe(200);
      return dashboardSummarySchema.parse(res.body);
    };
    return { summary };
  }

  it("converts each amount at its own date's rate into the asked currency", async () => {
    const { summary } = await threeAccounts();
    const usd = await summary('USD');
    // 25.00 USD + 42.60 GBP x 1.08/0.84 (54.7714) + 10.00 GBP x 1.08/0.90 (12.00) + 88.10 AUD x 1.08/1.62 (58.7333)
    expect(usd.totalExpenses).toBe('150.50');
    expect(usd).toMatchObject({ currency: 'USD', totalIncome: '0.00', transactionCount: 4, missingRates: [] });
    expect(usd.parts.totalExpenses).toEqual([
      { currency: 'USD', amount: '25.00' },
      { currency: 'AUD', amount: '88.10' },
      { currency: 'GBP', amount: '52.60' },
    ]);
    // In pounds: 25.00 USD x 0.84/1.08 (19.44) + 52.60 GBP + 88.10 AUD x 0.84/1.62 (45.68): each day's amount is
    // rounded once as it is converted, as a statement would show it (the unrounded sum, 117.7259, would be 117.73).
    expect((await summary('GBP')).totalExpenses).toBe('117.72');
    // No currency asked: USD, as before currencies existed.
    expect((await summary()).totalExpenses).toBe('150.50');
  });

  it('needs no wealth service, and once the rates are stored, not even the ECB', async () => {
    // No wealth service runs in this file: the rates are the shared store's, which this service reads in process.
    const first = await app();
    const user = await h.user();
    await userWithThreeCurrencies(first, user);
    const totalInPounds = async (a: App) => {
      const query = { startDate: '2024-06-01', endDate: '2024-06-30', currency: 'GBP' };
      const res = await testRequest(a).get('/api/analytics/summary').query(query).set('Cookie', user.cookie);
      expect(res.status).toBe(200);
      return dashboardSummarySchema.parse(res.body).totalExpenses;
    };
    expect(await totalInPounds(first)).toBe('117.72');
    ecb.setMode('down');
    try {
      // Another process of the service (a new app): it reads what the first stored and asks nobody.
      expect(await totalInPounds(await app())).toBe('117.72');
    } finally {
      ecb.setMode('ok');
    }
  });

  it('shows the per-currency parts instead of a sum when the rates are unknown, never 1:1', async () => {
    const { summary } = await threeAccounts();
    await withRatesUnknown(h.connection, ecb, async () => {
      const usd = await summary('USD');
      expect(usd.totalExpenses).toBeNull();
      expect(usd.missingRates).toEqual(['AUD', 'GBP']);
      expect(usd.parts.totalExpenses.map((part) => `${part.amount} ${part.currency}`)).toEqual([
        '25.00 USD',
        '88.10 AUD',
        '52.60 GBP',
      ]);
      expect(usd.totalIncome).toBe('0.00');
    });
  });
});

describe('manual entries in their own currency', () => {
  const manualRow = (currency?: string, amount = '20.00', date = '2024-06-04') => ({
    date,
    description: 'Market stall',
    amount,
    category: 'Groceries',
    transactionType: 'Expense',
    ...(currency ? { currency } : {}),
  });
  const addManual = (a: App, user: TestUser, rows: object[]) =>
    testRequest(a).post('/api/transactions/manual').set('Cookie', user.cookie).send({ transactions: rows });
  const list = async (a: App, user: TestUser) =>
    (await testRequest(a).get('/api/transactions').set('Cookie', user.cookie)).body.transactions as Array<{
      id: string;
      description: string;
      amount: string;
      currency: string;
      accountName: string | null;
    }>;

  it('keep the currency they were entered in; rows stored before currencies are USD', async () => {
    const a = await app();
    const user = await h.user();
    const added = await addManual(a, user, [manualRow('gbp'), manualRow(undefined, '5.00')]);
    expect(added.status).toBe(201);
    expect(added.body.transactions.map((t: { currency: string }) => t.currency)).toEqual(['GBP', 'USD']);
    await h.connection.collection('transactions').insertOne({
      userId: user.userId,
      accountId: null,
      date: '2024-06-03',
      description: 'Old cash row',
      category: 'Groceries',
      amountCents: 700,
      isIncome: false,
      transactionType: 'Expense',
      tags: [],
      source: 'manual',
      aiCategorised: false,
      confidence: null,
      pending: false,
      deleted: false,
      dedupeKey: 'manual:old',
      importId: null,
      institution: null,
      keys: [],
      createdAt: new Date(),
    });
    const rows = await list(a, user);
    expect(rows.map((t) => `${t.description} ${t.amount} ${t.currency}`).sort()).toEqual([
      'Market stall 20.00 GBP',
      'Market stall 5.00 USD',
      'Old cash row 7.00 USD',
    ]);
  });

  it('refuse an unknown currency with a message and store nothing', async () => {
    const a = await app();
    const user = await h.user();
    const res = await addManual(a, user, [manualRow('GBP'), manualRow('XYZ')]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Currency must be a 3-letter ISO 4217 code, e.g. GBP');
    expect(await list(a, user)).toEqual([]);
  });

  it('convert into the home currency on the dashboard, and count at par in their own', async () => {
    const a = await app();
    const user = await h.user();
    expect((await upload(a, user, usdFile)).status).toBe(200);
    // 20.00 GBP on 4 June (0.90 per euro) and 7.00 USD stored before currencies (no currency field).
    expect((await addManual(a, user, [manualRow('GBP'), manualRow('USD', '7.00', '2024-06-05')])).status).toBe(201);
    await h.connection
      .collection('transactions')
      .updateOne({ userId: user.userId, amountCents: 700 }, { $unset: { currency: '' } });
    const summary = async (currency: string) => {
      const query = { startDate: '2024-06-01', endDate: '2024-06-30', currency };
      const res = await testRequest(a).get('/api/analytics/summary').query(query).set('Cookie', user.cookie);
      return dashboardSummarySchema.parse(res.body);
    };
    // USD: 25.00 + 20.00 GBP x 1.08/0.90 (24.00) + 7.00 = 56.00
    const usd = await summary('USD');
    expect(usd.totalExpenses).toBe('56.00');
    expect(usd.transactionCount).toBe(3);
    expect(usd.parts.totalExpenses).toEqual([
      { currency: 'USD', amount: '32.00' },
      { currency: 'GBP', amount: '20.00' },
    ]);
    // GBP: 25.00 USD x 0.84/1.08 (19.44) + 20.00 + 7.00 USD x 0.84/1.08 on 5 June (5.44) = 44.88
    const gbp = await summary('GBP');
    expect(gbp.totalExpenses).toBe('44.88');
    expect(gbp.parts.totalExpenses).toEqual([
      { currency: 'GBP', amount: '20.00' },
      { currency: 'USD', amount: '32.00' },
    ]);
  });

  it('move to an account without transactions, which takes their currency, and not to one in another', async () => {
    const a = await app();
    const user = await h.user();
    expect((await upload(a, user, usdFile)).status).toBe(200);
    const added = await addManual(a, user, [manualRow('GBP')]);
    const id = added.body.transactions[0].id as string;
    const move = (accountName: string) =>
      testRequest(a).put(`/api/transactions/${id}/account`).set('Cookie', user.cookie).send({ accountName });
    const refused = await move('Default Account');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This transaction is in GBP, but the account "Default Account" is in USD. Choose an account in GBP.',
    );
    const moved = await move('Cash wallet');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ accountName: 'Cash wallet', currency: 'GBP', amount: '20.00' });
    const accounts = (await testRequest(a).get('/api/bank-accounts').set('Cookie', user.cookie)).body;
    expect(accounts.find((acc: { name: string }) => acc.name === 'Cash wallet')).toMatchObject({
      currency: 'GBP',
      balance: '-20.00',
    });
  });
});

describe('a statement that does not say its currency', () => {
  const plainFile = 'Date,Description,Amount\n2024-06-03,Corner Shop,-12.00\n2024-06-04,Bakery,-3.50\n';
  const accountsOf = async (a: App, user: TestUser) =>
    (await testRequest(a).get('/api/bank-accounts').set('Cookie', user.cookie)).body as Array<{
      id: string;
      name: string;
      currency: string;
      currencyDecided: boolean;
      balance: string;
    }>;

  it('takes the currency the user answered for an account whose currency is not decided yet', async () => {
    const a = await app();
    const user = await h.user();
    suggestions.length = 0;
    expect(await accountsOf(a, user)).toMatchObject([
      { name: 'Default Account', currency: 'USD', currencyDecided: false },
    ]);
    expect((await upload(a, user, plainFile, undefined, 'gbp')).status).toBe(200);
    expect(await accountsOf(a, user)).toMatchObject([
      { name: 'Default Account', currency: 'GBP', currencyDecided: true, balance: '-15.50' },
    ]);
    // The first statement's currency, answered by the user, is offered as the home currency.
    expect(suggestions).toEqual([{ path: `/internal/home-currency/${user.userId}`, body: '{"homeCurrency":"GBP"}' }]);
    const listed = (await testRequest(a).get('/api/transactions').set('Cookie', user.cookie)).body.transactions;
    expect(listed.map((t: { currency: string }) => t.currency)).toEqual(['GBP', 'GBP']);
  });

  it("lets the file's own currency win over an answer, and refuses an unknown code or a used account's other one", async () => {
    const a = await app();
    const user = await h.user();
    const bad = await upload(a, user, plainFile, undefined, 'XYZ');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Currency must be a 3-letter ISO 4217 code, e.g. GBP');
    expect((await testRequest(a).get('/api/transactions').set('Cookie', user.cookie)).body.transactions).toEqual([]);
    expect((await upload(a, user, audFile, undefined, 'GBP')).status).toBe(200);
    expect(await accountsOf(a, user)).toMatchObject([{ currency: 'AUD', currencyDecided: true }]);
    const refused = await upload(a, user, plainFile, undefined, 'GBP');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This statement is in GBP, but the account "Default Account" is in AUD. Choose an account in GBP.',
    );
    // Without an answer, a file that does not say its currency is in the account's.
    expect((await upload(a, user, plainFile)).status).toBe(200);
    expect(await accountsOf(a, user)).toMatchObject([{ currency: 'AUD', balance: '-103.60' }]);
  });

  it('counts an account as decided when it was made in a currency or holds transactions, deleted ones too', async () => {
    const a = await app();
    const user = await h.user();
    await createAccount(a, user, 'Monzo', 'GBP');
    expect((await upload(a, user, plainFile)).status).toBe(200);
    let accounts = await accountsOf(a, user);
    expect(accounts.map((acc) => `${acc.name} ${acc.currency} ${acc.currencyDecided}`)).toEqual([
      'Monzo GBP true',
      'Default Account USD true',
    ]);
    const ids = (await testRequest(a).get('/api/transactions').set('Cookie', user.cookie)).body.transactions.map(
      (t: { id: string }) => t.id,
    );
    const removed = await testRequest(a)
      .delete('/api/transactions/bulk-delete')
      .set('Cookie', user.cookie)
      .send({ transactionIds: ids });
    expect(removed.status).toBeLessThan(300);
    accounts = await accountsOf(a, user);
    expect(accounts[1]).toMatchObject({ name: 'Default Account', balance: '0.00', currencyDecided: true });
  });
});
