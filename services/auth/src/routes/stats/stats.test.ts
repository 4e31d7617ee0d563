/**
 * GET /api/account/stats against the real area services (their apps in-process on ephemeral ports, the same test
 * database), plus a service that is down, one that errors and one that never answers.
 */
import type { Server } from 'node:http';
import { STATS_COLLECTIONS, accountStatsSchema } from '@tracker/contracts';
import {
  closeServer as close,
  listenOnFreePort as listen,
  sessionCookieFor,
  testRequest,
} from '@tracker/service-kit/testing';
import type Koa from 'koa';
import { createApp as createCommunityApp, readConfig as readCommunityConfig } from '@tracker/community-service';
import {
  createApp as createTransactionsApp,
  readConfig as readTransactionsConfig,
} from '@tracker/transactions-service';
import { createApp as createWealthApp, readConfig as readWealthConfig } from '@tracker/wealth-service';
import { userModel } from '../user/model';
import { useAuthHarness } from '../../testing/harness';

const TOKEN = 'stats-internal-token-0001';

describe('GET /api/account/stats', () => {
  const h = useAuthHarness();
  const servers: Server[] = [];
  let urls: { transactions: string; wealth: string; community: string };
  let failing: string;
  let hanging: string;
  let closedPort: string;
  let aliceCookie: string;
  let bobCookie: string;

  beforeAll(async () => {
    const connection = h.connection;
    const users = userModel(connection);
    const alice = await users.create({ email: 'alice@example.com', firstName: 'Alice', lastName: 'A' });
    const bob = await users.create({ email: 'bob@example.com', firstName: 'Bob', lastName: 'B' });
    aliceCookie = await sessionCookieFor(connection, alice._id.toString());
    bobCookie = await sessionCookieFor(connection, bob._id.toString());

    const { transactions, bankAccounts } = STATS_COLLECTIONS.transactions;
    const { votes, feedback } = STATS_COLLECTIONS.community;
    const rows = (userId: unknown, n: number) => Array.from({ length: n }, (_, i) => ({ userId, n: i }));
    await connection.collection(transactions).insertMany([...rows(alice._id, 7), ...rows(bob._id, 2)]);
    await connection.collection(bankAccounts).insertMany([...rows(alice._id, 2), ...rows(bob._id, 1)]);
    await connection
      .collection(STATS_COLLECTIONS.wealth.assets)
      .insertMany([...rows(alice._id, 4), ...rows(bob._id, 9)]);
    await connection.collection(votes).insertMany([...rows(alice._id, 3)]);
    await connection.collection(feedback).insertMany([...rows(alice._id, 1), ...rows(bob._id, 5)]);

    const env = { NODE_ENV: 'test', MONGODB_URI: h.db.uri, INTERNAL_TOKEN: TOKEN };
    const started = await Promise.all([
      listen(createTransactionsApp({ connection, config: readTransactionsConfig(env) }).callback()),
      listen(createWealthApp({ connection, config: readWealthConfig(env) }).callback()),
      listen(createCommunityApp({ connection, config: readCommunityConfig(env) }).callback()),
      listen((_req, res) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"error":"Internal Server Error"}');
      }),
      // Accepts the request and never answers.
      listen(() => undefined),
      listen(() => undefined),
    ]);
    servers.push(...started.map((s) => s.server));
    urls = { transactions: started[0]!.url, wealth: started[1]!.url, community: started[2]!.url };
    failing = started[3]!.url;
    hanging = started[4]!.url;
    closedPort = started[5]!.url;
    await close(started[5]!.server);
  });

  afterAll(async () => {
    await Promise.all(servers.filter((s) => s.listening).map(close));
  });

  function app(env: Record<string, string> = {}): Koa {
    return h.app({
      INTERNAL_TOKEN: TOKEN,
      TRANSACTIONS_SERVICE_URL: urls.transactions,
      WEALTH_SERVICE_URL: urls.wealth,
      COMMUNITY_SERVICE_URL: urls.community,
      STATS_TIMEOUT_MS: '500',
      ...env,
    });
  }

  it("answers the signed-in user's counts from every area", async () => {
    const res = await testRequest(app()).get('/api/account/stats').set('Cookie', aliceCookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalTransactions: 7,
      totalBankAccounts: 2,
      totalAssets: 4,
      totalVotes: 3,
      totalFeedback: 1,
    });
    expect(accountStatsSchema.parse(res.body)).toEqual(res.body);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("never answers one user's counts to another user's session", async () => {
    const res = await testRequest(app()).get('/api/account/stats').set('Cookie', bobCookie);
    expect(res.body).toEqual({
      totalTransactions: 2,
      totalBankAccounts: 1,
      totalAssets: 9,
      totalVotes: 0,
      totalFeedback: 5,
    });
  });

  it('answers 401 to a visitor', async () => {
    const res = await testRequest(app()).get('/api/account/stats');
    expect(res.status).toBe(401);
  });

  it('counts a service that is down as 0 and still answers', async () => {
    const res = await testRequest(app({ WEALTH_SERVICE_URL: closedPort }))
      .get('/api/account/stats')
      .set('Cookie', aliceCookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalTransactions: 7,
      totalBankAccounts: 2,
      totalAssets: 0,
      totalVotes: 3,
      totalFeedback: 1,
    });
  });

  it('counts a service that answers an error as 0', async () => {
    const res = await testRequest(app({ TRANSACTIONS_SERVICE_URL: failing }))
      .get('/api/account/stats')
      .set('Cookie', aliceCookie);
    expect(res.body).toEqual({
      totalTransactions: 0,
      totalBankAccounts: 0,
      totalAssets: 4,
      totalVotes: 3,
      totalFeedback: 1,
    });
  });

  it('does not wait longer than the timeout for a service that never answers', async () => {
    const started = Date.now();
    const res = await testRequest(app({ COMMUNITY_SERVICE_URL: hanging }))
      .get('/api/account/stats')
      .set('Cookie', aliceCookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalTransactions: 7,
      totalBankAccounts: 2,
      totalAssets: 4,
      totalVotes: 0,
      totalFeedback: 0,
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers zeros when every service is down', async () => {
    const res = await testRequest(
      app({ TRANSACTIONS_SERVICE_URL: closedPort, WEALTH_SERVICE_URL: closedPort, COMMUNITY_SERVICE_URL: closedPort }),
    )
      .get('/api/account/stats')
      .set('Cookie', aliceCookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalTransactions: 0,
      totalBankAccounts: 0,
      totalAssets: 0,
      totalVotes: 0,
      totalFeedback: 0,
    });
  });

  it('sends the internal token (a wrong one is refused by the areas, and counted as 0)', async () => {
    const res = await testRequest(app({ INTERNAL_TOKEN: 'some-other-token-0002' }))
      .get('/api/account/stats')
      .set('Cookie', aliceCookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalTransactions: 0,
      totalBankAccounts: 0,
      totalAssets: 0,
      totalVotes: 0,
      totalFeedback: 0,
    });
  });
});
