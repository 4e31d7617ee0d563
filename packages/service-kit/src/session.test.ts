import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { notFound } from './errors';
import { createService } from './service';
import {
  MongoSessionStore,
  SESSION_COOKIE,
  SESSION_MAX_AGE_MS,
  currentUserId,
  destroySession,
  regenerateSession,
  requireUser,
  sessionModel,
} from './session';
import {
  cookiesFrom,
  createTestSession,
  sessionCookieFor,
  startTestDatabase,
  testRequest,
  testSessionKeys,
  type TestDatabase,
} from './testing';

const config = { SESSION_KEYS: [...testSessionKeys], NODE_ENV: 'test' as const };

/** An "auth-like" service: sign-in (regenerates), sign-out (destroys), and a protected route. */
function authLike(connection: Connection) {
  const router = new Router({ prefix: '/api' });
  router.post('/login', async (ctx) => {
    await regenerateSession(ctx);
    const session = ctx.session;
    if (!session) throw new Error('no session');
    session.userId = 'user-1';
    ctx.body = { signedIn: true };
  });
  router.post('/logout', async (ctx) => {
    await destroySession(ctx);
    ctx.status = 204;
  });
  router.post('/remember', async (ctx) => {
    const session = ctx.session;
    if (!session) throw new Error('no session');
    session.theme = 'dark';
    ctx.body = {};
  });
  router.get('/me', requireUser, (ctx) => {
    ctx.body = { userId: currentUserId(ctx), theme: ctx.session?.theme ?? null };
  });
  return createService({ name: 'auth-like', connection, config, routes: [router] });
}

/** Another service on its own connection to the same database. */
function otherService(connection: Connection, keys: readonly string[] = testSessionKeys) {
  const router = new Router({ prefix: '/api/things' });
  router.get('/', requireUser, (ctx) => {
    ctx.body = { owner: currentUserId(ctx) };
  });
  router.get('/missing', requireUser, () => {
    throw notFound('Thing not found');
  });
  return createService({ name: 'other', connection, config: { ...config, SESSION_KEYS: [...keys] }, routes: [router] });
}

function setCookies(header: string | string[] | undefined): string[] {
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

describe('sessions', () => {
  let db: TestDatabase;
  let connection: Connection;
  let otherConnection: Connection;

  beforeAll(async () => {
    db = await startTestDatabase();
    connection = await db.connection();
    otherConnection = await db.connection();
  });

  afterAll(async () => {
    await db.stop();
  });

  it('requireUser answers 401 to a visitor', async () => {
    const res = await testRequest(otherService(otherConnection)).get('/api/things');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized', message: 'Unauthorized' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('requireUser lets a signed-in session through (sessionCookieFor)', async () => {
    const cookie = await sessionCookieFor(connection, 'user-42');
    const res = await testRequest(otherService(otherConnection)).get('/api/things').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ owner: 'user-42' });
  });

  it("requireUser marks every answer it lets through private, no-store (a user's data in no shared cache)", async () => {
    const cookie = await sessionCookieFor(connection, 'user-42');
    const res = await testRequest(otherService(otherConnection)).get('/api/things').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const missing = await testRequest(otherService(otherConnection)).get('/api/things/missing').set('Cookie', cookie);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });

  it('sets the cookie httpOnly, SameSite=Lax, signed, 7 days', async () => {
    const res = await testRequest(authLike(connection)).post('/api/login');
    expect(res.status).toBe(200);
    const cookies = setCookies(res.headers['set-cookie']);
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    const signature = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}.sig=`));
    expect(session).toBeDefined();
    expect(signature).toBeDefined();
    expect(session).toMatch(/; path=\//);
    expect(session).toMatch(/; httponly/);
    expect(session).toMatch(/; samesite=lax/);
    expect(session).not.toMatch(/; secure/);
    const expires = Date.parse(/expires=([^;]+)/.exec(session ?? '')?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + SESSION_MAX_AGE_MS))).toBeLessThan(60_000);
    expect(session).toMatch(new RegExp(`^${SESSION_COOKIE.replace('.', '\\.')}=[A-Za-z0-9_-]{43};`));
  });

  it('marks the cookie Secure when the request came over TLS (X-Forwarded-Proto)', async () => {
    const res = await testRequest(authLike(connection)).post('/api/login').set('X-Forwarded-Proto', 'https');
    const session = setCookies(res.headers['set-cookie']).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toMatch(/; secure/);
  });

  it('a session made by one service is accepted by another on the same store', async () => {
    const login = await testRequest(authLike(connection)).post('/api/login');
    const cookie = cookiesFrom(login.headers['set-cookie']);
    const res = await testRequest(otherService(otherConnection)).get('/api/things').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ owner: 'user-1' });
  });

  it('a cookie signed with another key is refused', async () => {
    const cookie = await sessionCookieFor(connection, 'user-7', ['another-key-that-is-long-enough-to-sign-0000']);
    const res = await testRequest(otherService(otherConnection)).get('/api/things').set('Cookie', cookie);
    expect(res.status).toBe(401);
    const { sessionId } = await createTestSession(connection, 'user-7');
    const unsigned = await testRequest(otherService(otherConnection))
      .get('/api/things')
      .set('Cookie', `${SESSION_COOKIE}=${sessionId}`);
    expect(unsigned.status).toBe(401);
  });

  it('verifies with every configured key (rotation), signs with the first', async () => {
    const oldKey = 'old-session-key-still-accepted-for-a-while-01';
    const cookie = await sessionCookieFor(connection, 'user-8', [oldKey]);
    const rotated = otherService(otherConnection, ['new-session-key-signs-from-now-on-0000000001', oldKey]);
    const res = await testRequest(rotated).get('/api/things').set('Cookie', cookie);
    expect(res.status).toBe(200);
  });

  it('regeneration at sign-in gives a new id; the old cookie no longer works', async () => {
    const app = authLike(connection);
    const { sessionId: oldId, cookie: oldCookie } = await createTestSession(connection, 'someone-else', {
      data: { theme: 'light' },
    });
    const before = await testRequest(app).get('/api/me').set('Cookie', oldCookie);
    expect(before.body).toEqual({ userId: 'someone-else', theme: 'light' });

    const login = await testRequest(app).post('/api/login').set('Cookie', oldCookie);
    expect(login.status).toBe(200);
    const newCookie = cookiesFrom(login.headers['set-cookie']);
    const newId = /tracker\.sid=([^;]+)/.exec(newCookie)?.[1];
    expect(newId).toBeDefined();
    expect(newId).not.toBe(oldId);

    expect(await sessionModel(connection).findById(oldId).lean()).toBeNull();
    const withOld = await testRequest(app).get('/api/me').set('Cookie', oldCookie);
    expect(withOld.status).toBe(401);
    const withNew = await testRequest(app).get('/api/me').set('Cookie', newCookie);
    expect(withNew.status).toBe(200);
    // The new session starts clean: nothing of the old one is carried over.
    expect(withNew.body).toEqual({ userId: 'user-1', theme: null });
  });

  it('keeps changes made to a session across requests and services', async () => {
    const app = authLike(connection);
    const cookie = await sessionCookieFor(connection, 'user-9');
    await testRequest(app).post('/api/remember').set('Cookie', cookie).expect(200);
    const res = await testRequest(app).get('/api/me').set('Cookie', cookie);
    expect(res.body).toEqual({ userId: 'user-9', theme: 'dark' });
  });

  it('destroy removes the session from the store and clears the cookie', async () => {
    const app = authLike(connection);
    const { sessionId, cookie } = await createTestSession(connection, 'user-2');
    const res = await testRequest(app).post('/api/logout').set('Cookie', cookie);
    expect(res.status).toBe(204);
    const cleared = setCookies(res.headers['set-cookie']).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/^tracker\.sid=;/);
    expect(cleared).toMatch(/expires=Thu, 01 Jan 1970/);
    expect(await sessionModel(connection).findById(sessionId).lean()).toBeNull();
    const after = await testRequest(otherService(otherConnection)).get('/api/things').set('Cookie', cookie);
    expect(after.status).toBe(401);
  });

  it('does not accept an expired session (expiresAt passed, TTL monitor not run yet)', async () => {
    const { sessionId, cookie } = await createTestSession(connection, 'user-3');
    await sessionModel(connection).updateOne({ _id: sessionId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await testRequest(otherService(otherConnection)).get('/api/things').set('Cookie', cookie);
    expect(res.status).toBe(401);
  });

  it('does not accept a session past its own expiry', async () => {
    const { cookie } = await createTestSession(connection, 'user-4', { maxAgeMs: -60_000 });
    const res = await testRequest(otherService(otherConnection)).get('/api/things').set('Cookie', cookie);
    expect(res.status).toBe(401);
  });

  it('rolls the expiry forward on use', async () => {
    const { sessionId, cookie } = await createTestSession(connection, 'user-5', { maxAgeMs: 60 * 60 * 1000 });
    const before = await sessionModel(connection).findById(sessionId).lean();
    await testRequest(otherService(otherConnection)).get('/api/things').set('Cookie', cookie).expect(200);
    const after = await sessionModel(connection).findById(sessionId).lean();
    expect(before && after).toBeTruthy();
    expect(after!.expiresAt.getTime()).toBeGreaterThan(before!.expiresAt.getTime());
  });

  it('stores sessions in the shared collection with a TTL index on expiresAt', async () => {
    await sessionModel(connection).init();
    const indexes = await connection.collection('sessions').indexes();
    expect(indexes).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 })]),
    );
  });

  it('never resurrects a session destroyed by a concurrent request', async () => {
    const store = new MongoSessionStore(connection);
    const requestA = {};
    const requestB = {};
    const { sessionId } = await createTestSession(connection, 'user-6');
    const data = await store.get(sessionId, SESSION_MAX_AGE_MS, { ctx: requestA });
    expect(data).toMatchObject({ userId: 'user-6' });
    await store.destroy(sessionId, { ctx: requestB });
    await store.set(sessionId, { ...data, userId: 'user-6' }, SESSION_MAX_AGE_MS, { ctx: requestA });
    expect(await sessionModel(connection).findById(sessionId).lean()).toBeNull();
  });

  it('does not write a session for a visitor who stores nothing', async () => {
    const countBefore = await sessionModel(connection).countDocuments();
    const res = await testRequest(otherService(otherConnection)).get('/api/things');
    expect(res.status).toBe(401);
    expect(await sessionModel(connection).countDocuments()).toBe(countBefore);
  });
});
