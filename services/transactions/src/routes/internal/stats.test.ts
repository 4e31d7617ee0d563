import { STATS_COLLECTIONS, internalStatsPath, transactionsStatsSchema } from '@tracker/contracts';
import { startTestDatabase, testRequest, type TestDatabase } from '@tracker/service-kit/testing';
import { Types, type Connection } from 'mongoose';
import { createApp } from '../../app';
import { readConfig } from '../../config';

const TOKEN = 'internal-token-for-tests-0001';

describe('GET /internal/stats/:userId (transactions)', () => {
  let db: TestDatabase;
  let connection: Connection;
  const alice = new Types.ObjectId();
  const bob = new Types.ObjectId();

  beforeAll(async () => {
    db = await startTestDatabase();
    connection = await db.connection();
    const { transactions, bankAccounts } = STATS_COLLECTIONS.transactions;
    // userId stored either as an ObjectId or as its hex string: both belong to the user.
    await connection.collection(transactions).insertMany([
      { userId: alice, description: 'Coffee' },
      { userId: alice.toHexString(), description: 'Rent' },
      { userId: alice, description: 'Salary' },
      { userId: bob, description: 'Bob only' },
    ]);
    await connection.collection(bankAccounts).insertMany([{ userId: alice, name: 'Default Account' }, { userId: bob, name: 'Default Account' }]);
  });

  afterAll(async () => {
    await db.stop();
  });

  function app(env: Record<string, string> = {}) {
    return createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: db.uri, ...env }) });
  }

  it("counts only that user's transactions and bank accounts", async () => {
    const res = await testRequest(app()).get(internalStatsPath(alice.toHexString()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalTransactions: 3, totalBankAccounts: 1 });
    expect(transactionsStatsSchema.parse(res.body)).toEqual(res.body);
    const other = await testRequest(app()).get(internalStatsPath(bob.toHexString()));
    expect(other.body).toEqual({ totalTransactions: 1, totalBankAccounts: 1 });
  });

  it('answers zeros for a user with nothing', async () => {
    const res = await testRequest(app()).get(internalStatsPath(new Types.ObjectId().toHexString()));
    expect(res.body).toEqual({ totalTransactions: 0, totalBankAccounts: 0 });
  });

  it('rejects a malformed user id with 400', async () => {
    const res = await testRequest(app()).get(internalStatsPath('not-an-id'));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('userId must be a 24-character hex id');
  });

  it('requires x-internal-token when INTERNAL_TOKEN is set', async () => {
    const guarded = app({ INTERNAL_TOKEN: TOKEN });
    const path = internalStatsPath(alice.toHexString());
    expect((await testRequest(guarded).get(path)).status).toBe(403);
    expect((await testRequest(guarded).get(path).set('x-internal-token', 'wrong-token-wrong-token')).status).toBe(403);
    const ok = await testRequest(guarded).get(path).set('x-internal-token', TOKEN);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ totalTransactions: 3, totalBankAccounts: 1 });
  });

  it('leaves public paths alone (the guard applies to /internal only)', async () => {
    const res = await testRequest(app({ INTERNAL_TOKEN: TOKEN })).get('/api/transactions-unknown');
    expect(res.status).toBe(404);
  });
});
