import Router from '@koa/router';
import { internalUserDataPath, userDataDeletionSchema, userDataExportSchema } from '@tracker/contracts';
import { Types, mongo, type Connection } from 'mongoose';
import { internalUserDataRouter } from './internalUserData';
import { createService } from './service';
import { startTestDatabase, testRequest, testSessionKeys, type TestDatabase } from './testing';

const TOKEN = 'internal-token-for-tests-0002';
const collections = { exported: { notes: 'ud_notes', tasks: 'ud_tasks' }, derived: ['ud_words'] };

describe('internalUserDataRouter', () => {
  let db: TestDatabase;
  let connection: Connection;
  const alice = new Types.ObjectId();
  const bob = new Types.ObjectId();
  const when = new Date('2025-01-02T03:04:05.000Z');

  beforeAll(async () => {
    db = await startTestDatabase();
    connection = await db.connection();
  });

  beforeEach(async () => {
    for (const name of ['ud_notes', 'ud_tasks', 'ud_words', 'ud_other'])
      await connection.collection(name).deleteMany({});
    await connection.collection('ud_notes').insertMany([
      { userId: alice, text: 'a', at: when, amount: mongo.Decimal128.fromString('12.30'), ref: bob, tags: ['x'] },
      { userId: alice.toHexString(), text: 'b' },
      { userId: bob, text: 'bob note' },
    ]);
    await connection.collection('ud_tasks').insertMany([{ userId: bob, done: true }]);
    await connection.collection('ud_words').insertMany([
      { userId: alice.toHexString(), word: 'a' },
      { userId: bob, word: 'bob' },
    ]);
    await connection.collection('ud_other').insertMany([{ userId: alice, kept: true }]);
  });

  afterAll(async () => {
    await db.stop();
  });

  function app(internalToken?: string) {
    const publicRouter = new Router({ prefix: '/api' });
    publicRouter.get('/ping', (ctx) => {
      ctx.body = { pong: true };
    });
    return createService({
      name: 'notes',
      connection,
      config: { SESSION_KEYS: [...testSessionKeys], NODE_ENV: 'test', INTERNAL_TOKEN: internalToken },
      routes: [internalUserDataRouter({ connection, internalToken, collections }), publicRouter],
    });
  }

  it("answers the user's documents of each exported collection as plain JSON, without userId, and nobody else's", async () => {
    const res = await testRequest(app()).get(internalUserDataPath(alice.toHexString()));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = userDataExportSchema.parse(res.body);
    expect(body.collections).toEqual({
      notes: [
        {
          id: expect.stringMatching(/^[0-9a-f]{24}$/),
          text: 'a',
          at: when.toISOString(),
          amount: '12.30',
          ref: bob.toHexString(),
          tags: ['x'],
        },
        { id: expect.stringMatching(/^[0-9a-f]{24}$/), text: 'b' },
      ],
      tasks: [],
    });
    expect(res.text).not.toContain('bob note');
    expect(res.text).not.toContain('userId');
  });

  it('lets the area reveal sealed fields before the export', async () => {
    const reveal = (label: string, document: Record<string, unknown>) =>
      label === 'notes' && typeof document.text === 'string'
        ? { ...document, text: document.text.toUpperCase() }
        : document;
    const service = createService({
      name: 'notes',
      connection,
      config: { SESSION_KEYS: [...testSessionKeys], NODE_ENV: 'test', INTERNAL_TOKEN: undefined },
      routes: [internalUserDataRouter({ connection, internalToken: undefined, collections, reveal })],
    });
    const res = await testRequest(service).get(internalUserDataPath(alice.toHexString()));
    expect(res.body.collections.notes.map((n: { text: string }) => n.text)).toEqual(['A', 'B']);
  });

  it("deletes the user's documents of exported and derived collections only, and a repeat deletes nothing", async () => {
    const res = await testRequest(app()).delete(internalUserDataPath(alice.toHexString()));
    expect(res.status).toBe(200);
    expect(userDataDeletionSchema.parse(res.body)).toEqual({ deleted: { ud_notes: 2, ud_tasks: 0, ud_words: 1 } });
    expect(await connection.collection('ud_notes').countDocuments({})).toBe(1);
    expect(await connection.collection('ud_words').countDocuments({ userId: bob })).toBe(1);
    expect(await connection.collection('ud_tasks').countDocuments({ userId: bob })).toBe(1);
    // A collection that is not listed is not touched (which is why every area must list all of its own).
    expect(await connection.collection('ud_other').countDocuments({})).toBe(1);
    const again = await testRequest(app()).delete(internalUserDataPath(alice.toHexString()));
    expect(again.body).toEqual({ deleted: { ud_notes: 0, ud_tasks: 0, ud_words: 0 } });
  });

  it.each(['not-an-id', 'zzzzzzzzzzzzzzzzzzzzzzzz'])(
    'rejects the malformed user id %p with 400 and deletes nothing',
    async (id) => {
      const res = await testRequest(app()).delete(internalUserDataPath(id));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('userId must be a 24-character hex id');
      expect(await connection.collection('ud_notes').countDocuments({})).toBe(3);
    },
  );

  it('requires x-internal-token when a token is configured, for reading and for deleting', async () => {
    const guarded = app(TOKEN);
    const path = internalUserDataPath(alice.toHexString());
    expect((await testRequest(guarded).get(path)).status).toBe(403);
    expect((await testRequest(guarded).delete(path).set('x-internal-token', 'wrong-token-wrong-token')).status).toBe(
      403,
    );
    expect(await connection.collection('ud_notes').countDocuments({})).toBe(3);
    const ok = await testRequest(guarded).delete(path).set('x-internal-token', TOKEN);
    expect(ok.status).toBe(200);
    expect((await testRequest(guarded).get('/api/ping')).status).toBe(200);
  });
});
