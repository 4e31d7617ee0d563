import { SESSION_COOKIE, sessionModel } from '@tracker/service-kit';
import { cookiesFrom, createTestSession, testRequest } from '@tracker/service-kit/testing';
import { PasswordHasher } from '../../password/password';
import { userModel } from '../user/model';
import { useAuthHarness } from '../../testing/harness';

const passwords = new PasswordHasher();

const INVALID = { error: 'Invalid email or password.', message: 'Invalid email or password.' };

function sessionIdOf(cookie: string): string {
  const match = cookie.match(new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=([^;]+)`));
  if (!match?.[1]) throw new Error(`no session cookie in ${cookie}`);
  return match[1];
}

describe('login, session and logout', () => {
  const h = useAuthHarness();
  let adaId: string;

  beforeAll(async () => {
    const users = userModel(h.connection);
    const ada = await users.create({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: await passwords.hash('Engine#1843'),
    });
    adaId = ada._id.toString();
    await users.create({
      email: 'alan@example.com',
      firstName: 'Alan',
      lastName: 'Turing',
      passwordHash: await passwords.hash('Enigma#1912'),
    });
    await users.create({ email: 'google-only@example.com', firstName: 'G', lastName: 'Only', googleId: 'g-123' });
  });

  const app = () => h.app();

  // Each test its own address, so the failures of one never throttle another.
  let addressCounter = 0;
  function login(body: Record<string, unknown>, cookie?: string) {
    addressCounter += 1;
    const req = testRequest(app()).post('/api/login').set('X-Forwarded-For', `192.0.2.${addressCounter}`);
    if (cookie) req.set('Cookie', cookie);
    return req.send(body);
  }

  it('signs in with the right password: 200 { user } and a session cookie that works', async () => {
    const res = await login({ email: 'ada@example.com', password: 'Engine#1843' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: expect.objectContaining({ id: adaId, email: 'ada@example.com', name: 'Ada Lovelace' }),
    });
    expect(res.text).not.toMatch(/scrypt|passwordHash/);
    const cookie = cookiesFrom(res.headers['set-cookie']);
    const setCookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    const me = await testRequest(app()).get('/api/user').set('Cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(adaId);
  });

  it('matches the e-mail whatever its case and surrounding spaces', async () => {
    const res = await login({ email: '  ADA@Example.COM ', password: 'Engine#1843' });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(adaId);
  });

  it('answers 401 with one message for a wrong password, an unknown e-mail and a Google-only account', async () => {
    for (const body of [
      { email: 'ada@example.com', password: 'engine#1843' },
      { email: 'nobody@example.com', password: 'Engine#1843' },
      { email: 'google-only@example.com', password: 'Anything#1' },
    ]) {
      const res = await login(body);
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status: 401, answer: INVALID });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('takes JSON only: a cross-site form post (urlencoded) is refused with 415 and signs nobody in', async () => {
    addressCounter += 1;
    const res = await testRequest(app())
      .post('/api/login')
      .set('X-Forwarded-For', `192.0.2.${addressCounter}`)
      .type('form')
      .send({ email: 'ada@example.com', password: 'Engine#1843' });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('Send the request as JSON (Content-Type: application/json).');
    expect(res.headers['set-cookie']).toBeUndefined();
    const register = await testRequest(app())
      .post('/api/register')
      .type('form')
      .send({ email: 'form@example.com', password: 'Form#Pass12', firstName: 'F', lastName: 'P' });
    expect(register.status).toBe(415);
  });

  it('answers 400 for missing fields', async () => {
    const noEmail = await login({ password: 'x' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toBe('Email is required');
    const noPassword = await login({ email: 'ada@example.com', password: '' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error).toBe('Password is required');
  });

  it('regenerates the session id at sign-in: the cookie held before no longer works', async () => {
    // Signed in as Alan in this browser, then signing in as Ada.
    const before = await login({ email: 'alan@example.com', password: 'Enigma#1912' });
    const oldCookie = cookiesFrom(before.headers['set-cookie']);
    const oldId = sessionIdOf(oldCookie);
    expect((await testRequest(app()).get('/api/user').set('Cookie', oldCookie)).body.email).toBe('alan@example.com');

    const after = await login({ email: 'ada@example.com', password: 'Engine#1843' }, oldCookie);
    expect(after.status).toBe(200);
    const newCookie = cookiesFrom(after.headers['set-cookie']);
    expect(sessionIdOf(newCookie)).not.toBe(oldId);

    expect(await sessionModel(h.connection).findById(oldId).lean()).toBeNull();
    expect((await testRequest(app()).get('/api/user').set('Cookie', oldCookie)).status).toBe(401);
    expect((await testRequest(app()).get('/api/user').set('Cookie', newCookie)).body.id).toBe(adaId);
  });

  it('does not carry a planted session (fixation) into the signed-in one', async () => {
    const planted = await createTestSession(h.connection, 'someone-else', { data: { marker: 'planted' } });
    const res = await login({ email: 'ada@example.com', password: 'Engine#1843' }, planted.cookie);
    expect(res.status).toBe(200);
    const newId = sessionIdOf(cookiesFrom(res.headers['set-cookie']));
    expect(newId).not.toBe(planted.sessionId);
    expect(await sessionModel(h.connection).findById(planted.sessionId).lean()).toBeNull();
    const stored = await sessionModel(h.connection).findById(newId).lean();
    expect(stored?.data).toEqual(expect.objectContaining({ userId: adaId }));
    expect(stored?.data.marker).toBeUndefined();
  });

  it('logout destroys the session and goes to /: the cookie no longer works', async () => {
    const res = await login({ email: 'ada@example.com', password: 'Engine#1843' });
    const cookie = cookiesFrom(res.headers['set-cookie']);
    const id = sessionIdOf(cookie);

    const out = await testRequest(app()).get('/api/logout').set('Cookie', cookie);
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe('/');
    const cleared = ([] as string[])
      .concat(out.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/^tracker\.sid=;/);

    expect(await sessionModel(h.connection).findById(id).lean()).toBeNull();
    expect((await testRequest(app()).get('/api/user').set('Cookie', cookie)).status).toBe(401);
    expect((await testRequest(app()).get('/api/account/profile').set('Cookie', cookie)).status).toBe(401);
  });

  it('logout without a session still lands on /', async () => {
    const out = await testRequest(app()).get('/api/logout');
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe('/');
  });

  it('upgrades a hash made with older scrypt parameters at login', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('fedcba9876543210');
    const key = scryptSync('Legacy#Pass1', salt, 64, { N: 16384, r: 8, p: 1 });
    const users = userModel(h.connection);
    await users.create({
      email: 'legacy@example.com',
      firstName: 'Legacy',
      lastName: 'User',
      passwordHash: `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`,
    });
    expect((await login({ email: 'legacy@example.com', password: 'Legacy#Pass1' })).status).toBe(200);
    const stored = await users.findOne({ email: 'legacy@example.com' }).select('+passwordHash').lean();
    expect(stored?.passwordHash).toMatch(/^scrypt\$32768\$/);
    expect((await login({ email: 'legacy@example.com', password: 'Legacy#Pass1' })).status).toBe(200);
  });
});
