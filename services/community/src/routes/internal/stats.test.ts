import { STATS_COLLECTIONS, communityStatsSchema, internalStatsPath } from '@tracker/contracts';
import { startTestDatabase, testRequest, type TestDatabase } from '@tracker/service-kit/testing';
import { Types, type Connection } from 'mongoose';
import { createApp } from '../../app';
import { readConfig } from '../../config';

const TOKEN = 'internal-token-for-tests-0001';

describe('GET /internal/stats/:userId (community)', () => {
  let db: TestDatabase;
  let connection: Connection;
  const alice = new Types.ObjectId();
  const bob = new Types.ObjectId();

  beforeAll(async () => {
    db = await startTestDatabase();
    connection = await db.connection();
    const { votes, feedback } = STATS_COLLECTIONS.community;
    await connection.collection(votes).insertMany([
      { userId: alice, featureId: 'a' },
      { userId: alice.toHexString(), featureId: 'b' },
      { userId: bob, featureId: 'a' },
    ]);
    await connection.collection(feedback).insertMany([
      { userId: alice, type: 'bug', message: 'Something broke here' },
      { userId: bob, type: 'feature', message: 'Please add dark mode' },
      { userId: bob, type: 'bug', message: 'Another thing broke' },
    ]);
  });

  afterAll(async () => {
    await db.stop();
  });

  function app(env: Record<string, string> = {}) {
    return createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: db.uri, ...env }) });
  }

  it("counts only that user's votes and feedback", async () => {
    const res = await testRequest(app()).get(internalStatsPath(alice.toHexString()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalVotes: 2, totalFeedback: 1 });
    expect(communityStatsSchema.parse(res.body)).toEqual(res.body);
    expect((await testRequest(app()).get(internalStatsPath(bob.toHexString()))).body).toEqual({ totalVotes: 1, totalFeedback: 2 });
  });

  it('rejects a malformed user id with 400', async () => {
    expect((await testRequest(app()).get(internalStatsPath('zzzzzzzzzzzzzzzzzzzzzzzz'))).status).toBe(400);
  });

  it('requires x-internal-token when INTERNAL_TOKEN is set', async () => {
    const path = internalStatsPath(alice.toHexString());
    expect((await testRequest(app({ INTERNAL_TOKEN: TOKEN })).get(path)).status).toBe(403);
    const ok = await testRequest(app({ INTERNAL_TOKEN: TOKEN })).get(path).set('x-internal-token', TOKEN);
    expect(ok.body).toEqual({ totalVotes: 2, totalFeedback: 1 });
  });
});
