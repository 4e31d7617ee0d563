/**
 * Net worth knows the accounts (product.md › Wealth page): the snapshots count the bank accounts switched on in net
 * worth, read from the real transactions service on the same database — a savings balance as an asset, a card's
 * balance owed as a liability — and count the assets alone, without an error, when that service is down.
 */
import type { Server } from 'node:http';
import { Types } from 'mongoose';
import { bankAccountSchema, internalNetWorthAccountsPath, netWorthHistorySchema } from '@tracker/contracts';
import type { ServiceApp } from '@tracker/service-kit';
import { closeServer, listenOnFreePort, unusedUrl } from '@tracker/service-kit/testing';
import {
  createApp as createTransactionsApp,
  readConfig as readTransactionsConfig,
} from '@tracker/transactions-service';
import { testRequest, useHarness, type TestUser } from '../../testing/harness';
import { netWorthSnapshotModel } from './model';

jest.setTimeout(60_000);

const h = useHarness();
const TOKEN = 'internal-secret-for-tests';
let transactionsServer: Server | undefined;
let transactionsUrl = '';
let transactions: ServiceApp;

beforeAll(async () => {
  transactions = createTransactionsApp({
    connection: h.connection,
    config: readTransactionsConfig({ NODE_ENV: 'test', MONGODB_URI: h.uri, INTERNAL_TOKEN: TOKEN }),
  });
  const started = await listenOnFreePort(transactions.callback());
  transactionsServer = started.server;
  transactionsUrl = started.url;
});
afterAll(async () => {
  if (transactionsServer) await closeServer(transactionsServer);
});

const wealth = () => h.app({ TRANSACTIONS_SERVICE_URL: transactionsUrl, INTERNAL_TOKEN: TOKEN }).app;
const today = () => new Date().toISOString().slice(0, 10);

async function account(user: TestUser, name: string, kind: string, openingBalance: string) {
  const made = await testRequest(transactions)
    .post('/api/bank-accounts')
    .set('Cookie', user.cookie)
    .send({ name, currency: 'USD', kind });
  expect(made.status).toBe(201);
  const { id } = bankAccountSchema.parse(made.body);
  const set = await testRequest(transactions)
    .put(`/api/bank-accounts/${id}`)
    .set('Cookie', user.cookie)
    .send({ openingBalance });
  expect(set.status).toBe(200);
  return id;
}

const switchAccount = (user: TestUser, id: string, on: boolean) =>
  testRequest(transactions).put(`/api/bank-accounts/${id}`).set('Cookie', user.cookie).send({ countsInNetWorth: on });

async function history(app: ReturnType<typeof wealth>, user: TestUser) {
  const res = await testRequest(app).get('/api/assets/net-worth-history').set('Cookie', user.cookie);
  expect(res.status).toBe(200);
  return netWorthHistorySchema.parse(res.body).points;
}

const addHouse = (app: ReturnType<typeof wealth>, user: TestUser) =>
  testRequest(app)
    .post('/api/assets')
    .set('Cookie', user.cookie)
    .send({ name: 'House', type: 'property_real_estate', value: '9000' });

describe('net-worth snapshots with accounts that count', () => {
  it('count a switched-on savings balance as an asset and a card balance owed as a liability', async () => {
    const app = wealth();
    const me = await h.user();
    const savings = await account(me, 'High Yield Savings', 'savings', '1001.25');
    await account(me, 'Visa', 'credit_card', '-360.00');
    const checking = await account(me, 'Everyday', 'checking', '5000.00');
    expect((await switchAccount(me, checking, false)).status).toBe(200);

    expect((await addHouse(app, me)).status).toBe(201);
    const stored = await netWorthSnapshotModel(h.connection).findOne({ userId: me.userId, date: today() }).lean();
    // 9000 + 1001.25 − 360; the switched-off checking account counts nowhere.
    expect(stored?.parts).toEqual([{ currency: 'USD', netWorth: '9641.25' }]);
    expect(await history(app, me)).toEqual([{ date: today(), netWorth: '9641.25' }]);

    // A switch in the transactions service shows in today's point when the history is next read.
    expect((await switchAccount(me, savings, false)).status).toBe(200);
    expect(await history(app, me)).toEqual([{ date: today(), netWorth: '8640' }]);
    expect((await switchAccount(me, checking, true)).status).toBe(200);
    expect(await history(app, me)).toEqual([{ date: today(), netWorth: '13640' }]);
  });

  it('answers only an internal call for the accounts, and a user without accounts gets no snapshot', async () => {
    const me = await h.user();
    await account(me, 'Savings', 'savings', '10.00');
    const path = internalNetWorthAccountsPath(me.userId);
    expect((await testRequest(transactions).get(path)).status).toBe(403);
    const read = await testRequest(transactions).get(path).set('x-internal-token', TOKEN);
    expect(read.body).toEqual([{ kind: 'savings', balance: '10.00', currency: 'USD', countsInNetWorth: true }]);

    const nobody = await h.user();
    expect(await history(wealth(), nobody)).toEqual([]);
    expect(await netWorthSnapshotModel(h.connection).countDocuments({ userId: nobody.userId })).toBe(0);
    // The read leaves the data as it is: no default account made for a user who never opened their transactions.
    const accounts = h.connection.collection('bankaccounts');
    expect(await accounts.countDocuments({ userId: new Types.ObjectId(nobody.userId) })).toBe(0);
    expect(await accounts.countDocuments({ userId: nobody.userId })).toBe(0);
  });

  it('counts the assets alone, without an error, while the transactions service is down', async () => {
    const down = h.app({ TRANSACTIONS_SERVICE_URL: await unusedUrl(), INTERNAL_TOKEN: TOKEN }).app;
    const me = await h.user();
    await account(me, 'Savings', 'savings', '500.00');
    expect((await addHouse(down, me)).status).toBe(201);
    expect(await history(down, me)).toEqual([{ date: today(), netWorth: '9000' }]);
    // Back up, the next read brings today's snapshot to the accounts.
    expect(await history(wealth(), me)).toEqual([{ date: today(), netWorth: '9500' }]);
  });
});
