import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { createService } from './service';
import { currentUserId, regenerateSession, requireUser, sessionModel } from './session';
import {
  cookiesFrom,
  createTestSession,
  startTestDatabase,
  testRequest,
  testSessionKeys,
  type TestDatabase,
} from './testing';
import { UserSessions, currentSessionId, publicSessionId } from './userSessions';

const config = { SESSION_KEYS: [...testSessionKeys], NODE_ENV: 'test' as const };
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A service that signs in, lists and ends the user's sessions, beside another service that only reads them. */
function services(connection: Connection, otherConnection: Connection) {
  const router = new Router({ prefix: '/api' });
  const sessions = new UserSessions(connection);
  router.post('/login', async (ctx) => {
    await regenerateSession(ctx);
    if (ctx.session) ctx.session.userId = 'user-1';
    ctx.body = {};
  });
  router.get('/sessions', requireUser, async (ctx) => {
    ctx.body = await sessions.list(currentUserId(ctx), currentSessionId(ctx));
  });
  router.delete('/sessions/:id', requireUser, async (ctx) => {
    ctx.body = { ended: await sessions.end(currentUserId(ctx), String(ctx.params.id)) };
  });
  router.delete('/sessions', requireUser, async (ctx) => {
    ctx.body = { ended: await sessions.endAll(currentUserId(ctx), currentSessionId(ctx)) };
  });
  const other = new Router({ prefix: '/api/things' });
  other.get('/', requireUser, (ctx) => {
    ctx.body = { owner: currentUserId(ctx) };
  });
  return {
    auth: createService({ name: 'auth-like', connection, config, routes: [router] }),
    other: createService({ name: 'other', connection: otherConnection, config, routes: [other] }),
  };
}

describe("a user's sessions", () => {
  let db: TestDatabase;
  let connection: Connection;
  let apps: ReturnType<typeof services>;

  beforeAll(async () => {
    db = await startTestDatabase();
    connection = await db.connection();
    apps = services(connection, await db.connection());
  });

  afterAll(async () => {
    await db.stop();
  });

  async function signIn(userAgent: string, address: string): Promise<string> {
    const res = await testRequest(apps.auth)
      .post('/api/login')
      .set('User-Agent', userAgent)
      .set('X-Forwarded-For', address);
    return cookiesFrom(res.headers['set-cookie']);
  }

  it('records the device, the address and when a session was last used, on every service', async () => {
    const cookie = await signIn(CHROME, '203.0.113.5');
    const [stored] = await sessionModel(connection).find({ 'data.userId': 'user-1' }).lean();
    expect(stored).toEqual(
      expect.objectContaining({
        userAgent: CHROME,
        address: '203.0.113.5',
        lastSeenAt: expect.any(Date),
        createdAt: expect.any(Date),
      }),
    );
    // Used later from another network through another service: the session says so.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const used = await testRequest(apps.other)
      .get('/api/things')
      .set('Cookie', cookie)
      .set('User-Agent', 'Phone')
      .set('X-Forwarded-For', '198.51.100.9');
    expect(used.status).toBe(200);
    const after = await sessionModel(connection).findById(stored?._id).lean();
    expect(after).toEqual(
      expect.objectContaining({ userAgent: 'Phone', address: '198.51.100.9', createdAt: stored?.createdAt }),
    );
    expect(after?.lastSeenAt?.getTime()).toBeGreaterThan(stored?.lastSeenAt?.getTime() ?? Infinity);
    await sessionModel(connection).deleteMany({});
  });

  it('keeps a session stored before these fields existed valid, and fills them in at its next request', async () => {
    const { sessionId, cookie } = await createTestSession(connection, 'user-1');
    expect((await sessionModel(connection).findById(sessionId).lean())?.lastSeenAt).toBeUndefined();
    expect(
      (await testRequest(apps.other).get('/api/things').set('Cookie', cookie).set('User-Agent', CHROME)).status,
    ).toBe(200);
    expect(await sessionModel(connection).findById(sessionId).lean()).toEqual(
      expect.objectContaining({ userAgent: CHROME, lastSeenAt: expect.any(Date) }),
    );
    await sessionModel(connection).deleteMany({});
  });

  it('lists only the live sessions of the user, this one first, named by a digest and never by their id', async () => {
    const laptop = await signIn(CHROME, '203.0.113.5');
    const phone = await signIn('Phone', '198.51.100.9');
    await createTestSession(connection, 'user-2');
    await createTestSession(connection, 'user-1', { maxAgeMs: -60_000 });
    const res = await testRequest(apps.auth).get('/api/sessions').set('Cookie', phone);
    expect(res.body).toEqual([
      expect.objectContaining({ current: true, userAgent: 'Phone', address: '198.51.100.9' }),
      expect.objectContaining({ current: false, userAgent: CHROME, address: '203.0.113.5' }),
    ]);
    const ids = (await sessionModel(connection).find({ 'data.userId': 'user-1' }).lean()).map((doc) => doc._id);
    for (const id of ids) expect(res.text).not.toContain(id);
    expect(res.body.map((s: { id: string }) => s.id).sort()).toEqual(
      ids
        .filter((id) => laptop.includes(id) || phone.includes(id))
        .map(publicSessionId)
        .sort(),
    );
    await sessionModel(connection).deleteMany({});
  });

  it('ends one session: its cookie stops working on every service; another user cannot end it', async () => {
    const laptop = await signIn(CHROME, '203.0.113.5');
    const phone = await signIn('Phone', '198.51.100.9');
    const intruder = await createTestSession(connection, 'user-2');
    const listed = (await testRequest(apps.auth).get('/api/sessions').set('Cookie', phone)).body as {
      id: string;
      current: boolean;
    }[];
    const laptopId = listed.find((s) => !s.current)?.id ?? '';
    expect(
      (await testRequest(apps.auth).delete(`/api/sessions/${laptopId}`).set('Cookie', intruder.cookie)).body,
    ).toEqual({ ended: false });
    expect((await testRequest(apps.other).get('/api/things').set('Cookie', laptop)).status).toBe(200);
    expect((await testRequest(apps.auth).delete(`/api/sessions/${laptopId}`).set('Cookie', phone)).body).toEqual({
      ended: true,
    });
    expect((await testRequest(apps.other).get('/api/things').set('Cookie', laptop)).status).toBe(401);
    expect((await testRequest(apps.other).get('/api/things').set('Cookie', phone)).status).toBe(200);
    await sessionModel(connection).deleteMany({});
  });

  it("ends every other session of the user at once, and nobody else's", async () => {
    const laptop = await signIn(CHROME, '203.0.113.5');
    const tablet = await signIn('Tablet', '203.0.113.6');
    const phone = await signIn('Phone', '198.51.100.9');
    const someoneElse = await createTestSession(connection, 'user-2');
    expect((await testRequest(apps.auth).delete('/api/sessions').set('Cookie', phone)).body).toEqual({ ended: 2 });
    for (const cookie of [laptop, tablet])
      expect((await testRequest(apps.other).get('/api/things').set('Cookie', cookie)).status).toBe(401);
    expect((await testRequest(apps.other).get('/api/things').set('Cookie', phone)).status).toBe(200);
    expect((await testRequest(apps.other).get('/api/things').set('Cookie', someoneElse.cookie)).status).toBe(200);
    expect(await new UserSessions(connection).endAll('user-1')).toBe(1);
    expect((await testRequest(apps.other).get('/api/things').set('Cookie', phone)).status).toBe(401);
  });
});
