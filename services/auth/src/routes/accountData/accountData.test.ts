/**
 * GET /api/account/data and DELETE /api/account against the real community app and, for the other areas, the
 * service-kit user-data router on their USER_DATA_COLLECTIONS (what each area mounts), all in-process on
 * ephemeral ports and one test database; plus an area without the route (404), one that is down and one that
 * errors. Budget and categoriser URLs come from the environment (see areas.ts).
 */
import type { Server } from 'node:http';
import * as XLSX from '@e965/xlsx';
import {
  ACCOUNT_DATA_KEPT_CODE,
  ACCOUNT_DATA_UNAVAILABLE_CODE,
  USER_DATA_COLLECTIONS,
  type UserDataArea,
} from '@tracker/contracts';
import { createService, internalUserDataRouter, SESSION_COLLECTION } from '@tracker/service-kit';
import {
  closeServer as close,
  listenOnFreePort as listen,
  createTestSession,
  sessionCookieFor,
  testRequest,
  testSessionKeys,
} from '@tracker/service-kit/testing';
import type Koa from 'koa';
import { Types } from 'mongoose';
import { createApp as createCommunityApp, readConfig as readCommunityConfig } from '@tracker/community-service';
import { readConfig } from '../../config';
import { userModel } from '../user/model';
import { accountDataSettings } from './areas';
import { useAuthHarness } from '../../testing/harness';

jest.setTimeout(60_000);

const TOKEN = 'account-data-internal-token-01';

describe('your data: download and account deletion', () => {
  const h = useAuthHarness();
  const servers: Server[] = [];
  let urls: Record<UserDataArea, string>;
  let notFound: string;
  let failing: string;
  let closedPort: string;

  beforeAll(async () => {
    const connection = h.connection;
    const area = (name: Exclude<UserDataArea, 'community'>) =>
      createService({
        name,
        connection,
        config: { SESSION_KEYS: [...testSessionKeys], NODE_ENV: 'test', INTERNAL_TOKEN: TOKEN },
        routes: [
          internalUserDataRouter({ connection, internalToken: TOKEN, collections: USER_DATA_COLLECTIONS[name] }),
        ],
      }).callback();
    const started = await Promise.all([
      listen(area('transactions')),
      listen(area('budget')),
      listen(area('wealth')),
      listen(
        createCommunityApp({
          connection,
          config: readCommunityConfig({ NODE_ENV: 'test', MONGODB_URI: h.db.uri, INTERNAL_TOKEN: TOKEN }),
        }).callback(),
      ),
      listen(area('categoriser')),
      // An area that has not mounted the user-data route yet.
      listen(
        createService({
          name: 'bare',
          connection,
          config: { SESSION_KEYS: [...testSessionKeys], NODE_ENV: 'test' },
          routes: [],
        }).callback(),
      ),
      listen((_req, res) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"error":"Internal Server Error"}');
      }),
      listen(() => undefined),
    ]);
    servers.push(...started.map((s) => s.server));
    const [transactions, budget, wealth, community, categoriser] = started.map((s) => s.url) as [
      string,
      string,
      string,
      string,
      string,
    ];
    urls = { transactions, budget, wealth, community, categoriser };
    notFound = started[5]!.url;
    failing = started[6]!.url;
    closedPort = started[7]!.url;
    await close(started[7]!.server);
  });

  afterAll(async () => {
    await Promise.all(servers.filter((s) => s.listening).map(close));
  });

  function app(overrides: Partial<Record<UserDataArea, string>> = {}): Koa {
    const at = { ...urls, ...overrides };
    return h.app({
      INTERNAL_TOKEN: TOKEN,
      TRANSACTIONS_SERVICE_URL: at.transactions,
      BUDGET_SERVICE_URL: at.budget,
      WEALTH_SERVICE_URL: at.wealth,
      COMMUNITY_SERVICE_URL: at.community,
      CATEGORISER_URL: at.categoriser,
      ACCOUNT_DATA_TIMEOUT_MS: '2000',
    });
  }

  /** A user with data in every area (userId stored as the areas store it: hex string or ObjectId). */
  async function userWithData(label: string) {
    const user = await userModel(h.connection).create({
      email: `${label}@example.com`,
      firstName: label,
      lastName: 'Tester',
    });
    const id = user._id;
    const hex = id.toHexString();
    const insert = (collection: string, docs: Record<string, unknown>[]) =>
      h.connection.collection(collection).insertMany(docs);
    await insert('transactions', [
      { userId: hex, description: `${label} coffee`, amountCents: 450, date: '2025-03-01' },
      { userId: hex, description: '=HYPERLINK("x")', amountCents: 100, date: '2025-03-02' },
    ]);
    await insert('bankaccounts', [{ userId: hex, name: 'Default Account' }]);
    await insert('rules', [{ userId: hex, name: `${label} rent rule`, order: 0, enabled: true }]);
    await insert('recurring_series', [{ userId: hex, seriesId: 'abc', status: 'dismissed', merchant: 'NETFLIX' }]);
    await insert('descriptionwords', [{ userId: hex, word: 'coffee' }]);
    await insert('budgettypes', [{ userId: id, name: 'Expenses' }]);
    await insert('assets', [{ userId: id, name: `${label} house`, value: '250000.000000' }]);
    await insert('categoriser_memory', [{ userId: hex, merchantKey: 'coffee', category: 'Dining' }]);
    const cookie = await sessionCookieFor(h.connection, hex);
    const community = createCommunityApp({
      connection: h.connection,
      config: readCommunityConfig({ NODE_ENV: 'test', MONGODB_URI: h.db.uri }),
    });
    const features = (await testRequest(community).get('/api/features').set('Cookie', cookie)).body as Array<{
      id: string;
    }>;
    await testRequest(community).post(`/api/features/${features[0]!.id}/vote`).set('Cookie', cookie);
    await testRequest(community)
      .post('/api/feedback')
      .set('Cookie', cookie)
      .send({ type: 'bug', message: `${label} found a bug` });
    return { user, hex, cookie, community, featureId: features[0]!.id };
  }

  const countsOf = async (hex: string) => {
    const counts: Record<string, number> = {};
    for (const [, { exported, derived }] of Object.entries(USER_DATA_COLLECTIONS)) {
      for (const collection of [...Object.values(exported), ...derived]) {
        counts[collection] = await h.connection
          .collection(collection)
          .countDocuments({ userId: { $in: [hex, new Types.ObjectId(hex)] } });
      }
    }
    return counts;
  };
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

  function parseBody(res: { body: unknown }): XLSX.WorkBook {
    return XLSX.read(res.body as Buffer, { type: 'buffer' });
  }

  const download = (cookie: string) =>
    testRequest(app())
      .get('/api/account/data')
      .set('Cookie', cookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it("downloads one workbook with the profile and every area's data of the user, nobody else's", async () => {
    const ada = await userWithData('ada');
    await userWithData('bob');
    const res = await download(ada.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tracker-data-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = parseBody(res);
    expect(book.SheetNames).toEqual([
      'Profile',
      'Transactions',
      'Bank Accounts',
      'User Categories',
      'Import Reports',
      'Import Layouts',
      'Rules',
      'Recurring Series',
      'Rejected Transfers',
      'Budget Types',
      'Budget Categories',
      'Category Mappings',
      'Assets',
      'Net Worth History',
      'Votes',
      'Feedback',
      'Merchant Memory',
      'Categorisation Examples',
    ]);
    const rows = (name: string) => XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[name]!);
    expect(rows('Profile')).toEqual([expect.objectContaining({ Name: 'ada Tester', Email: 'ada@example.com' })]);
    expect(rows('Transactions').map((r) => r.description)).toEqual(['ada coffee', `'=HYPERLINK("x")`]);
    expect(rows('Rules')).toEqual([expect.objectContaining({ name: 'ada rent rule' })]);
    expect(rows('Recurring Series')).toEqual([expect.objectContaining({ status: 'dismissed' })]);
    expect(rows('Assets')).toEqual([expect.objectContaining({ name: 'ada house', value: '250000.000000' })]);
    expect(rows('Votes')).toEqual([expect.objectContaining({ featureId: ada.featureId })]);
    expect(rows('Feedback')).toEqual([expect.objectContaining({ message: 'ada found a bug', type: 'bug' })]);
    expect(rows('Merchant Memory')).toEqual([expect.objectContaining({ merchantKey: 'coffee', category: 'Dining' })]);
    const everything = JSON.stringify(book.SheetNames.map(rows));
    expect(everything).not.toContain('bob');
    expect(everything).not.toContain('userId');
  });

  it("leaves a two-factor user's secret and recovery-code digests out of the download", async () => {
    const fay = await userWithData('fay');
    const twoFactor = {
      secret: 'SEALED-SECRET-MARKER',
      recoveryCodeHashes: ['RECOVERY-DIGEST-MARKER'],
      enabledAt: new Date(),
    };
    await h.connection.collection('users').updateOne({ _id: fay.user._id }, { $set: { twoFactor } });
    const res = await download(fay.cookie);
    expect(res.status).toBe(200);
    const book = parseBody(res);
    const everything = JSON.stringify(book.SheetNames.map((name) => XLSX.utils.sheet_to_json(book.Sheets[name]!)));
    expect(everything).toContain('fay Tester');
    expect(everything).not.toMatch(/SEALED-SECRET-MARKER|RECOVERY-DIGEST-MARKER|twoFactor/);
  });

  it.each([
    ['has not mounted the route (404)', () => ({ budget: notFound })],
    ['answers an error', () => ({ wealth: failing })],
    ['is down', () => ({ categoriser: closedPort })],
  ])('sends no partial file when an area %s: 503 naming what is missing', async (_label, overrides) => {
    const { cookie } = await userWithData(`dl${Date.now()}`);
    const res = await testRequest(app(overrides())).get('/api/account/data').set('Cookie', cookie);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe(ACCOUNT_DATA_UNAVAILABLE_CODE);
    expect(res.body.message).toMatch(
      /^Your data could not be gathered: your (budgets|assets|categorisation history) could not be read right now\. Please try again later\.$/,
    );
  });

  it('refuses a deletion whose typed e-mail does not match, and deletes nothing', async () => {
    const eve = await userWithData('eve');
    const before = await countsOf(eve.hex);
    for (const confirmEmail of ['someone@example.com', '', '   ']) {
      const res = await testRequest(app()).delete('/api/account').set('Cookie', eve.cookie).send({ confirmEmail });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        /^(The e-mail address does not match your account|Type your e-mail address to confirm)$/,
      );
    }
    expect(await countsOf(eve.hex)).toEqual(before);
    expect(await userModel(h.connection).exists({ _id: eve.user._id })).toBeTruthy();
  });

  it("deletes the user's data in every area, the account and every session; other users keep theirs", async () => {
    const cat = await userWithData('cat');
    const dan = await userWithData('dan');
    const otherDevice = await sessionCookieFor(h.connection, cat.hex);
    const danBefore = await countsOf(dan.hex);
    const votesOnFirst = async () =>
      (
        (await testRequest(cat.community).get('/api/features').set('Cookie', dan.cookie)).body as Array<{
          voteCount: number;
        }>
      )[0]!.voteCount;
    const votesBefore = await votesOnFirst();
    expect(total(await countsOf(cat.hex))).toBeGreaterThan(8);

    const res = await testRequest(app())
      .delete('/api/account')
      .set('Cookie', cat.cookie)
      .send({ confirmEmail: ' CAT@example.com ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(String(res.headers['set-cookie'])).toMatch(/tracker\.sid=;/);

    expect(total(await countsOf(cat.hex))).toBe(0);
    expect(await userModel(h.connection).exists({ _id: cat.user._id })).toBeNull();
    expect(await h.connection.collection(SESSION_COLLECTION).countDocuments({ 'data.userId': cat.hex })).toBe(0);
    for (const cookie of [cat.cookie, otherDevice]) {
      expect((await testRequest(app()).get('/api/user').set('Cookie', cookie)).status).toBe(401);
    }
    // The vote left the feature's count with the account.
    expect(await votesOnFirst()).toBe(votesBefore - 1);
    expect(await countsOf(dan.hex)).toEqual(danBefore);
    expect((await testRequest(app()).get('/api/user').set('Cookie', dan.cookie)).status).toBe(200);
  });

  it.each([
    ['has not mounted the route (404)', () => ({ wealth: notFound }), 'assets'],
    ['answers an error', () => ({ transactions: failing }), 'transactions and bank accounts'],
    ['is down', () => ({ budget: closedPort }), 'budgets'],
  ])(
    'keeps the account, its sign-in and sessions when an area %s, and says what is still stored',
    async (_label, overrides, named) => {
      const fay = await userWithData(`fay${Date.now()}`);
      const res = await testRequest(app(overrides()))
        .delete('/api/account')
        .set('Cookie', fay.cookie)
        .send({ confirmEmail: fay.user.email });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe(ACCOUNT_DATA_KEPT_CODE);
      expect(res.body.message).toBe(
        `Your account was not deleted: your ${named} could not be removed right now (the rest of your data was). Your account is still open; please try again later to finish.`,
      );
      expect(await userModel(h.connection).exists({ _id: fay.user._id })).toBeTruthy();
      expect((await testRequest(app()).get('/api/user').set('Cookie', fay.cookie)).status).toBe(200);
      // A retry once every area answers finishes the job.
      const retry = await testRequest(app())
        .delete('/api/account')
        .set('Cookie', fay.cookie)
        .send({ confirmEmail: fay.user.email });
      expect(retry.status).toBe(200);
      expect(total(await countsOf(fay.hex))).toBe(0);
    },
  );

  it('answers 401 to a visitor and to a session whose user is gone', async () => {
    expect((await testRequest(app()).get('/api/account/data')).status).toBe(401);
    expect((await testRequest(app()).delete('/api/account').send({ confirmEmail: 'x@example.com' })).status).toBe(401);
    const ghost = await createTestSession(h.connection, new Types.ObjectId().toHexString());
    expect((await testRequest(app()).get('/api/account/data').set('Cookie', ghost.cookie)).status).toBe(401);
  });

  it('asks every area of USER_DATA_COLLECTIONS, at the configured URLs', () => {
    const settings = accountDataSettings(
      readConfig({
        NODE_ENV: 'test',
        MONGODB_URI: h.db.uri,
        TRANSACTIONS_SERVICE_URL: 'http://t:1',
        WEALTH_SERVICE_URL: 'http://w:1',
        COMMUNITY_SERVICE_URL: 'http://c:1',
        BUDGET_SERVICE_URL: 'http://b:1/',
        CATEGORISER_URL: 'http://k:1',
      }),
    );
    expect(settings.areas).toEqual([
      { area: 'transactions', baseUrl: 'http://t:1' },
      { area: 'budget', baseUrl: 'http://b:1' },
      { area: 'wealth', baseUrl: 'http://w:1' },
      { area: 'community', baseUrl: 'http://c:1' },
      { area: 'categoriser', baseUrl: 'http://k:1' },
    ]);
    expect(settings.timeoutMs).toBe(30_000);
    expect(() => readConfig({ NODE_ENV: 'test', MONGODB_URI: h.db.uri, BUDGET_SERVICE_URL: 'ftp://x' })).toThrow(
      /BUDGET_SERVICE_URL/,
    );
  });
});
