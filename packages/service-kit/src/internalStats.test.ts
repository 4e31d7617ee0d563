import Router from '@koa/router';
import { internalStatsPath } from '@tracker/contracts';
import { Types, type Connection } from 'mongoose';
import { internalStatsRouter, type StatsCounts } from './internalStats';
import { createService } from './service';
import { startTestDatabase, testRequest, testSessionKeys, type TestDatabase } from './testing';

const TOKEN = 'internal-token-for-tests-0001';

interface NotesStats {
  totalNotes: number;
  totalLiveTasks: number;
}
const counts: StatsCounts<NotesStats> = {
  totalNotes: { collection: 'notes' },
  totalLiveTasks: { collection: 'tasks', where: { done: { $ne: true } } },
};

describe('internalStatsRouter', () => {
  let db: TestDatabase;
  let connection: Connection;
  const alice = new Types.ObjectId();
  const bob = new Types.ObjectId();

  beforeAll(async () => {
    db = await startTestDatabase();
    connection = await db.connection();
    // userId stored either as an ObjectId or as its hex string: both belong to the user.
    await connection.collection('notes').insertMany([
      { userId: alice, text: 'a' },
      { userId: alice.toHexString(), text: 'b' },
      { userId: alice, text: 'c' },
      { userId: bob, text: 'd' },
      { owner: alice, text: 'no userId: not counted' },
    ]);
    await connection
      .collection('tasks')
      .insertMany([
        { userId: alice, done: false },
        { userId: alice.toHexString() },
        { userId: alice, done: true },
        { userId: bob, done: false },
        { userId: bob, done: true },
      ]);
  });

  afterAll(async () => {
    await db.stop();
  });

  /** A service with the stats router and a public router, as the area services mount them. */
  function app(internalToken?: string, fields: StatsCounts<NotesStats> = counts, serviceToken = internalToken) {
    const publicRouter = new Router({ prefix: '/api' });
    publicRouter.get('/ping', (ctx) => {
      ctx.body = { pong: true };
    });
    const stats = internalStatsRouter({ connection, internalToken, counts: fields });
    return createService({
      name: 'notes',
      connection,
      config: { SESSION_KEYS: [...testSessionKeys], NODE_ENV: 'test', INTERNAL_TOKEN: serviceToken },
      routes: [stats, publicRouter],
    });
  }

  it("counts each mapped collection for that user only, with the field's conditions", async () => {
    const res = await testRequest(app()).get(internalStatsPath(alice.toHexString()));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ totalNotes: 3, totalLiveTasks: 2 });
    const other = await testRequest(app()).get(internalStatsPath(bob.toHexString()));
    expect(other.body).toEqual({ totalNotes: 1, totalLiveTasks: 1 });
  });

  it("never widens the count beyond the user, whatever a field's conditions say", async () => {
    const widening = { collection: 'notes', where: { userId: { $exists: true } } };
    const res = await testRequest(app(undefined, { ...counts, totalNotes: widening })).get(
      internalStatsPath(bob.toHexString()),
    );
    expect(res.body).toEqual({ totalNotes: 1, totalLiveTasks: 1 });
  });

  it('answers zeros for a user with nothing', async () => {
    const res = await testRequest(app()).get(internalStatsPath(new Types.ObjectId().toHexString()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalNotes: 0, totalLiveTasks: 0 });
  });

  it.each(['not-an-id', '12345', 'zzzzzzzzzzzzzzzzzzzzzzzz'])(
    'rejects the malformed user id %p with 400 and the contract message',
    async (id) => {
      const res = await testRequest(app()).get(internalStatsPath(id));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('userId must be a 24-character hex id');
    },
  );

  it('requires x-internal-token when a token is configured', async () => {
    const guarded = app(TOKEN);
    const path = internalStatsPath(alice.toHexString());
    expect((await testRequest(guarded).get(path)).status).toBe(403);
    expect((await testRequest(guarded).get(path).set('x-internal-token', 'wrong-token-wrong-token')).status).toBe(403);
    const ok = await testRequest(guarded).get(path).set('x-internal-token', TOKEN);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ totalNotes: 3, totalLiveTasks: 2 });
  });

  it('guards its routes itself, even where the service-wide /internal guard has no token', async () => {
    const path = internalStatsPath(alice.toHexString());
    expect((await testRequest(app(TOKEN, counts, undefined)).get(path)).status).toBe(403);
    expect(
      (
        await testRequest(app(TOKEN, counts, undefined))
          .get(path)
          .set('x-internal-token', TOKEN)
      ).status,
    ).toBe(200);
  });

  it('leaves public paths alone (the guard applies to /internal only)', async () => {
    const guarded = app(TOKEN);
    const ping = await testRequest(guarded).get('/api/ping');
    expect(ping.status).toBe(200);
    expect(ping.body).toEqual({ pong: true });
    expect((await testRequest(guarded).get('/api/unknown')).status).toBe(404);
  });
});
