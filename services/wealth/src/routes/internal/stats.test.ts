import { STATS_COLLECTIONS, internalStatsPath, wealthStatsSchema } from '@tracker/contracts';
import { startTestDatabase, testRequest, type TestDatabase } from '@tracker/service-kit/testing';
import { Types, type Connection } from 'mongoose';
import { createApp } from '../../app';
import { readConfig } from '../../config';

const TOKEN = 'internal-token-for-tests-0001';

describe('GET /internal/stats/:userId (wealth)', () => {
  let db: TestDatabase;
  let connection: Connection;
  const alice = new Types.ObjectId();
  const bob = new Types.ObjectId();

  beforeAll(async () => {
    db = await startTestDatabase();
    connection = await db.connection();
    await connection.collection(STATS_COLLECTIONS.wealth.assets).insertMany([
      { userId: alice, name: 'House' },
      { userId: alice.toHexString(), name: 'ETF' },
      { userId: bob, name: 'Car loan' },
    ]);
  });

  afterAll(async () => {
    await db.stop();
  });

  function app(env: Record<string, string> = {}) {
    return createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: db.uri, ...env }) });
  }

  it("counts only that user's assets", async () => {
    const res = await testRequest(app()).get(internalStatsPath(alice.toHexString()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalAssets: 2 });
    expect(wealthStatsSchema.parse(res.body)).toEqual(res.body);
    expect((await testRequest(app()).get(internalStatsPath(bob.toHexString()))).body).toEqual({ totalAssets: 1 });
    expect((await testRequest(app()).get(internalStatsPath(new Types.ObjectId().toHexString()))).body).toEqual({ totalAssets: 0 });
  });

  it('rejects a malformed user id with 400', async () => {
    expect((await testRequest(app()).get(internalStatsPath('12345'))).status).toBe(400);
  });

  it('requires x-internal-token when INTERNAL_TOKEN is set', async () => {
    const path = internalStatsPath(alice.toHexString());
    expect((await testRequest(app({ INTERNAL_TOKEN: TOKEN })).get(path)).status).toBe(403);
    const ok = await testRequest(app({ INTERNAL_TOKEN: TOKEN })).get(path).set('x-internal-token', TOKEN);
    expect(ok.body).toEqual({ totalAssets: 2 });
  });
});
