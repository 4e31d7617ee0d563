/**
 * The rules of product.md › Transfers and Refunds through the service's routes on a real docstore: currencies within
 * 1% at the day's rate, refunds and income categories, a rule's "mark as transfer", the Type filter, the start-up
 * pass (idempotent), and a one-account user whose figures are what they were before transfers existed.
 */
import { transactionSchema, type Transaction } from '@tracker/contracts';
import { createFieldCipher, type Logger } from '@tracker/service-kit';
import { ExchangeRates } from '@tracker/exchange-rates';
import { startFakeCategoriser, type FakeCategoriser } from '../../testing/fakeCategoriser';
import { startTestEcb, type FakeEcb } from '../../testing/fakeRates';
import { testRequest, useStartedHarness, type TestUser } from '../../testing/harness';
import { BankAccountService } from '../bankAccounts/service';
import { transactionModel } from '../transactions/model';
import { TransferService } from './service';
import { maintenanceModel } from './model';
import { pairExistingTransfers, STARTUP_PAIRING_PASS } from './startup';

jest.setTimeout(90_000);

const h = useStartedHarness();
let ecb: FakeEcb;
let categoriser: FakeCategoriser;

beforeAll(async () => {
  ecb = await startTestEcb();
  // Merchant keys come from the categoriser (a refund is told by its merchant); categories stay off.
  categoriser = await startFakeCategoriser();
});
afterAll(async () => {
  await ecb.close();
  await categoriser.close();
});

async function app() {
  return h.app({ CATEGORISER_URL: categoriser.url, ECB_BASE_URL: ecb.url });
}
type App = Awaited<ReturnType<typeof app>>;

async function account(a: App, user: TestUser, name: string, currency = 'USD') {
  const res = await testRequest(a).post('/api/bank-accounts').set('Cookie', user.cookie).send({ name, currency });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function upload(
  a: App,
  user: TestUser,
  accountId: string | null,
  lines: string[],
  header = 'Date,Description,Amount',
) {
  const req = testRequest(a).post('/api/transactions/upload-fast').set('Cookie', user.cookie);
  if (accountId) req.field('accountId', accountId);
  const res = await req
    .field('autoCategorise', 'false')
    .attach('file', Buffer.from([header, ...lines].join('\n')), { filename: 's.csv', contentType: 'text/csv' });
  expect(res.status).toBe(200);
}

async function rows(a: App, user: TestUser, query = ''): Promise<Transaction[]> {
  const res = await testRequest(a).get(`/api/transactions?pageSize=100${query}`).set('Cookie', user.cookie);
  expect(res.status).toBe(200);
  return (res.body.transactions as unknown[]).map((x) => transactionSchema.parse(x));
}

const byDescription = (list: Transaction[], description: string) =>
  list.find((row) => row.description === description) as Transaction;

describe('transfers across currencies', () => {
  it('pairs within 1% at the day rate and not beyond; the Type filter lists the linked rows', async () => {
    const a = await app();
    const user = await h.user();
    const pounds = await account(a, user, 'UK Current', 'GBP');
    const dollars = await account(a, user, 'US Checking', 'USD');
    // 1 GBP = 1.08 / 0.84 USD on these days: 100.00 GBP is 128.57 USD; 200.00 GBP is 257.14 USD, 5% from 270.00.
    await upload(a, user, pounds, ['2024-06-10,SENT ABROAD,-100.00', '2024-06-20,SENT AGAIN,-200.00']);
    await upload(a, user, dollars, ['2024-06-11,WIRE IN,128.00', '2024-06-20,WIRE IN TWO,270.00']);
    const list = await rows(a, user);
    expect(byDescription(list, 'SENT ABROAD').transfer).toMatchObject({ accountName: 'US Checking', direction: 'to' });
    expect(byDescription(list, 'WIRE IN').transfer).toMatchObject({ accountName: 'UK Current', direction: 'from' });
    expect(byDescription(list, 'SENT AGAIN').transfer).toBeNull();
    expect(byDescription(list, 'WIRE IN TWO').transfer).toBeNull();
    const transfers = await rows(a, user, '&type=transfer');
    expect(transfers.map((row) => row.description).sort()).toEqual(['SENT ABROAD', 'WIRE IN']);
  });
});

describe('transfers with a manual entry in another currency', () => {
  it('finds the other side of an import among manual entries in another currency, though every account is in dollars', async () => {
    const a = await app();
    const user = await h.user();
    const dollars = await account(a, user, 'US Checking');
    // 100.00 EUR is 108.00 USD on this day (the fake's rates).
    const manual = await testRequest(a)
      .post('/api/transactions/manual')
      .set('Cookie', user.cookie)
      .send({
        transactions: [
          {
            date: '2024-06-10',
            description: 'CASH SENT HOME',
            amount: '100.00',
            currency: 'EUR',
            category: 'Other',
            transactionType: 'Expense',
          },
        ],
      });
    expect(manual.status).toBe(201);
    await upload(a, user, dollars, ['2024-06-11,WIRE FROM FAMILY,108.00', '2024-06-12,GROCER,-108.00']);
    const list = await rows(a, user);
    expect(byDescription(list, 'WIRE FROM FAMILY').transfer).toMatchObject({
      accountName: 'Manual Entries',
      direction: 'from',
    });
    expect(byDescription(list, 'CASH SENT HOME').transfer).toMatchObject({
      accountName: 'US Checking',
      direction: 'to',
    });
    expect(byDescription(list, 'GROCER').transfer).toBeNull();
  });
});

describe('refunds', () => {
  it('makes money back from a merchant a refund in its category, and income never keeps an expense category', async () => {
    const a = await app();
    const user = await h.user();
    await upload(
      a,
      user,
      null,
      [
        '2024-03-01,AMAZON MKTPLACE,-400.00,Shopping',
        '2024-03-10,AMAZON MKTPLACE,40.00,',
        '2024-03-12,REFUND FROM CORNER SHOP,15.00,',
        '2024-03-15,MERCY MEDICAL CENTER PAYROLL,3000.00,Health',
        '2024-03-20,AMAZON MKTPLACE,-20.00,Shopping',
        '2024-03-02,STARBUCKS STORE 1234,-12.00,Food & Drink',
        '2024-03-03,STARBUCKS STORE 1234,3.00,',
        '2024-03-04,#4411-77,-50.00,Home',
        '2024-03-05,#4411-77,5.00,',
      ],
      'Date,Description,Amount,Category',
    );
    const list = await rows(a, user);
    expect(list.find((r) => r.description === 'AMAZON MKTPLACE' && r.isIncome)).toMatchObject({
      refund: true,
      category: 'Shopping',
    });
    expect(byDescription(list, 'REFUND FROM CORNER SHOP')).toMatchObject({ refund: true });
    // Several merchants in one import, and a description with no word to look it up by, each find their purchase.
    for (const description of ['STARBUCKS STORE 1234', '#4411-77']) {
      const purchase = list.find((r) => r.description === description && !r.isIncome) as Transaction;
      const refund = list.find((r) => r.description === description && r.isIncome);
      expect(refund).toMatchObject({ refund: true, category: purchase.category });
    }
    expect(byDescription(list, 'MERCY MEDICAL CENTER PAYROLL')).toMatchObject({ category: 'Salary' });
    expect(byDescription(list, 'MERCY MEDICAL CENTER PAYROLL').refund).toBeUndefined();
    const summary = await testRequest(a)
      .get('/api/analytics/summary')
      .query({ startDate: '2024-03-01', endDate: '2024-03-31' })
      .set('Cookie', user.cookie);
    // Purchases 482.00 less the returns of 40.00, 3.00 and 5.00 and the 15.00 refund: expenses; the payroll alone is
    // income.
    expect(summary.body).toMatchObject({ totalIncome: '3000.00', totalExpenses: '419.00' });
  });
});

describe("a rule's mark as transfer", () => {
  it('links the row with its other side in the account the rule names, or leaves it waiting as possible', async () => {
    const a = await app();
    const user = await h.user();
    const checking = await account(a, user, 'Checking');
    const savings = await account(a, user, 'Savings');
    const brokerage = await account(a, user, 'Brokerage');
    const rule = await testRequest(a)
      .post('/api/rules')
      .set('Cookie', user.cookie)
      .send({
        name: 'Moves',
        conditions: [{ field: 'description', operator: 'contains', value: 'move' }],
        actions: [{ type: 'markTransfer', value: savings }],
      });
    expect(rule.status).toBe(201);
    await upload(a, user, brokerage, ['2024-11-10,DEPOSIT B,1000.00']);
    await upload(a, user, savings, ['2024-11-12,DEPOSIT S,1000.00']);
    await upload(a, user, checking, ['2024-11-10,MOVE ONE,-1000.00', '2024-11-20,MOVE TWO,-55.00']);
    const list = await rows(a, user);
    expect(byDescription(list, 'MOVE ONE').transfer).toMatchObject({ accountName: 'Savings', linkedBy: 'rule' });
    expect(byDescription(list, 'DEPOSIT B').transfer).toBeNull();
    expect(byDescription(list, 'MOVE TWO')).toMatchObject({ transfer: null, pending: true });
    expect(byDescription(list, 'MOVE TWO').reviewReason).toMatch(/Possible transfer/);
  });
});

describe('the start-up pass', () => {
  it('pairs rows stored before transfers existed, once, and changes nothing when run again', async () => {
    const a = await app();
    const user = await h.user();
    const checking = await account(a, user, 'Old Checking');
    const savings = await account(a, user, 'Old Savings');
    await upload(a, user, checking, ['2024-02-01,TO SAVINGS,-250.00']);
    await upload(a, user, savings, ['2024-02-02,FROM CHECKING,250.00']);
    const model = transactionModel(h.connection);
    // As stored before transfers existed: no link on either side.
    await model.updateMany({ userId: user.userId }, { $unset: { flow: 1, transferOf: 1, transferBy: 1 } });
    await maintenanceModel(h.connection).deleteOne({ _id: STARTUP_PAIRING_PASS });
    const logger = { info: () => undefined, warn: () => undefined } as unknown as Logger;
    const fx = new ExchangeRates(h.connection, { baseUrl: ecb.url, timeoutMs: 2000, refreshMs: 3_600_000 });
    const accounts = new BankAccountService(h.connection, createFieldCipher(undefined));
    const transfers = new TransferService({ connection: h.connection, accounts, fx, logger });
    expect(await pairExistingTransfers(transfers, h.connection)).toBeGreaterThanOrEqual(1);
    const linked = await model.find({ userId: user.userId, flow: 'transfer' }).lean();
    expect(linked).toHaveLength(2);
    // Marked done: the next start skips it; and run again regardless, it finds nothing new.
    expect(await pairExistingTransfers(transfers, h.connection)).toBe(0);
    await maintenanceModel(h.connection).deleteOne({ _id: STARTUP_PAIRING_PASS });
    expect(await transfers.pairExisting(user.userId)).toBe(0);
    expect(await model.find({ userId: user.userId, flow: 'transfer' }).lean()).toEqual(linked);
    fx.shutdown();
  });
});

describe('a user with one account', () => {
  it('sees the figures as before: nothing is a transfer, money out with transfer wording still counts', async () => {
    const a = await app();
    const user = await h.user();
    await upload(a, user, null, [
      '2024-11-01,SALARY ACME,3000.00',
      '2024-11-03,SAFEWAY,-200.00',
      '2024-11-10,ONLINE TRANSFER TO SAVINGS,-1000.00',
      '2024-11-12,AUTOPAY VISA,-500.00',
    ]);
    const list = await rows(a, user);
    expect(list.every((row) => row.transfer === null && row.refund === undefined)).toBe(true);
    const summary = await testRequest(a)
      .get('/api/analytics/summary')
      .query({ startDate: '2024-11-01', endDate: '2024-11-30' })
      .set('Cookie', user.cookie);
    expect(summary.body).toMatchObject({ totalIncome: '3000.00', totalExpenses: '1700.00', transactionCount: 4 });
  });
});
