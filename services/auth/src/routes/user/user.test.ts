import { userSchema } from '@tracker/contracts';
import { SESSION_COOKIE, sessionModel } from '@tracker/service-kit';
import { createTestSession, sessionCookieFor, testRequest } from '@tracker/service-kit/testing';
import { Types } from 'mongoose';
import { userModel } from './model';
import { useAuthHarness } from '../../testing/harness';

describe('GET /api/user', () => {
  const h = useAuthHarness();

  function app() {
    return h.app();
  }

  it('answers 401 JSON to a visitor', async () => {
    const res = await testRequest(app()).get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized', message: 'Unauthorized' });
  });

  it('answers the signed-in user without the password hash', async () => {
    const user = await userModel(h.connection).create({
      email: '  Ada.Lovelace@Example.COM ',
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: 'scrypt$secret-hash',
    });
    const cookie = await sessionCookieFor(h.connection, user.id);
    const res = await testRequest(app()).get('/api/user').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual({
      id: user.id,
      email: 'ada.lovelace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      picture: null,
      createdAt: user.createdAt.toISOString(),
      homeCurrency: 'USD',
    });
    expect(res.text).not.toContain('secret-hash');
    expect(res.text).not.toContain('passwordHash');
    expect(userSchema.safeParse(res.body).success).toBe(true);
  });

  it('answers 401 and destroys the session when its user no longer exists', async () => {
    const { sessionId, cookie } = await createTestSession(h.connection, new Types.ObjectId().toString());
    const res = await testRequest(app()).get('/api/user').set('Cookie', cookie);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized', message: 'Unauthorized' });
    const cleared = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/^tracker\.sid=;/);
    expect(await sessionModel(h.connection).findById(sessionId).lean()).toBeNull();
  });

  it('treats a session holding a malformed user id as signed out', async () => {
    const { sessionId, cookie } = await createTestSession(h.connection, 'not-an-object-id');
    const res = await testRequest(app()).get('/api/user').set('Cookie', cookie);
    expect(res.status).toBe(401);
    expect(await sessionModel(h.connection).findById(sessionId).lean()).toBeNull();
  });

  it('answers 405 JSON for other methods', async () => {
    const res = await testRequest(app()).post('/api/user');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('HEAD, GET');
    expect(res.body.message).toBe('POST is not allowed on /api/user. Allowed: HEAD, GET.');
  });
});

describe('User model', () => {
  const h = useAuthHarness();

  it('keeps emails unique regardless of case, allows many users without googleId', async () => {
    const users = userModel(h.connection);
    await users.create({ email: 'one@example.com', firstName: 'One', lastName: 'User' });
    await users.create({ email: 'two@example.com', firstName: 'Two', lastName: 'User' });
    await expect(
      users.create({ email: 'ONE@example.com', firstName: 'Again', lastName: 'User' }),
    ).rejects.toMatchObject({
      code: 11000,
    });
  });

  it('never selects or serialises passwordHash by default', async () => {
    const users = userModel(h.connection);
    const created = await users.create({
      email: 'hash@example.com',
      firstName: 'H',
      lastName: 'U',
      passwordHash: 'x$y',
    });
    expect(JSON.stringify(created.toJSON())).not.toContain('passwordHash');
    const found = await users.findById(created._id);
    expect(found?.passwordHash).toBeUndefined();
    const withHash = await users.findById(created._id).select('+passwordHash');
    expect(withHash?.passwordHash).toBe('x$y');
    expect(JSON.stringify(withHash)).not.toContain('x$y');
  });
});
