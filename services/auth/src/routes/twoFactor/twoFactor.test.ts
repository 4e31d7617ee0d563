import { Writable } from 'node:stream';
import { TWO_FACTOR_MESSAGES, twoFactorSetupSchema } from '@tracker/contracts';
import { cookiesFrom, sessionCookieFor, testRequest } from '@tracker/service-kit/testing';
import pino from 'pino';
import { TEST_PASSWORD_ENV, testPasswords } from '../../testing/passwords';
import { passwordResets } from '..';
import { toPublicUser, userModel } from '../user/model';
import { totpCode } from './totp';
import { useAuthHarness } from '../../testing/harness';

const PASSWORD = 'Engine#1843';
const FIELD_KEY = Buffer.alloc(32, 7).toString('base64');
const STEP = 30_000;

describe('two-factor sign-in', () => {
  const h = useAuthHarness(TEST_PASSWORD_ENV);
  let now: number;
  let logs: string;
  let addressCounter = 0;

  beforeEach(() => {
    // The middle of a 30-second step, moved on by each test as it needs.
    now = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
    logs = '';
  });

  function app() {
    const logger = pino(
      { level: 'debug' },
      new Writable({ write: (chunk: Buffer, _e, done) => ((logs += chunk.toString()), done()) }),
    );
    return h.app(
      { FIELD_ENCRYPTION_KEY: FIELD_KEY },
      { logger, clock: () => now, signInThrottle: { email: { delayAfter: 100, lockAfter: 4 }, sleep: async () => {} } },
    );
  }

  let userCounter = 0;
  async function newUser(): Promise<{ email: string; id: string; cookie: string }> {
    userCounter += 1;
    const email = `user${userCounter}@example.com`;
    const user = await userModel(h.connection).create({
      email,
      firstName: 'Ada',
      lastName: 'L',
      passwordHash: await testPasswords.hash(PASSWORD),
    });
    return { email, id: user._id.toString(), cookie: await sessionCookieFor(h.connection, user._id.toString()) };
  }

  const call = (method: 'get' | 'post', path: string, cookie: string, body?: object) => {
    const req = testRequest(app())[method](`/api/account/two-factor${path}`).set('Cookie', cookie);
    return body ? req.send(body) : req;
  };

  /** Turns two-factor on; answers the secret and the recovery codes. */
  async function turnOn(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await call('post', '/setup', cookie);
    expect(setup.status).toBe(200);
    const enabled = await call('post', '/enable', cookie, { code: totpCode(setup.body.secret, now) });
    expect(enabled.status).toBe(200);
    return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
  }

  function login(email: string, password = PASSWORD) {
    addressCounter += 1;
    return testRequest(app())
      .post('/api/login')
      .set('X-Forwarded-For', `192.0.2.${addressCounter}`)
      .send({ email, password });
  }

  /** Password, then code: answers the second step's response and the cookie it set. */
  async function signIn(email: string, code: string) {
    const first = await login(email);
    expect(first.body).toEqual({ twoFactorRequired: true });
    const pending = cookiesFrom(first.headers['set-cookie']);
    const second = await testRequest(app())
      .post('/api/account/two-factor/sign-in')
      .set('Cookie', pending)
      .send({ code });
    return { res: second, cookie: cookiesFrom(second.headers['set-cookie']) || pending };
  }

  it('sets up with a QR code and the secret, turns on with a first code, and keeps the secret sealed', async () => {
    const ada = await newUser();
    expect((await call('get', '', ada.cookie)).body).toEqual({ enabled: false, available: true, recoveryCodesLeft: 0 });
    const setup = await call('post', '/setup', ada.cookie);
    expect(twoFactorSetupSchema.parse(setup.body)).toEqual(setup.body);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Budget%20%26%20Wealth:user\d+%40example\.com\?.*secret=/);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCode.split(',')[1], 'base64').toString()).toMatch(/^<svg/);
    expect(setup.headers['cache-control']).toBe('private, no-store');

    const wrong = await call('post', '/enable', ada.cookie, { code: '000000' });
    expect(wrong.status).toBe(400);
    // No recovery code exists yet: the set-up's message asks for the app's code alone.
    expect(wrong.body.error).toBe(TWO_FACTOR_MESSAGES.invalidSetupCode);
    expect(wrong.body.error).not.toMatch(/recovery/i);
    const long = await call('post', '/enable', ada.cookie, { code: '1'.repeat(41) });
    expect(long.status).toBe(400);
    expect(long.body.error).not.toMatch(/recovery/i);
    expect((await call('get', '', ada.cookie)).body.enabled).toBe(false);

    const enabled = await call('post', '/enable', ada.cookie, { code: totpCode(setup.body.secret, now) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    expect((await call('get', '', ada.cookie)).body).toEqual({ enabled: true, available: true, recoveryCodesLeft: 10 });

    const stored = await h.connection.collection('users').findOne({ email: ada.email });
    expect(stored?.twoFactor.secret).toMatch(/^enc1:/);
    const raw = JSON.stringify(stored);
    expect(raw).not.toContain(setup.body.secret);
    for (const code of enabled.body.recoveryCodes) expect(raw).not.toContain(code);
    expect(stored?.twoFactor.recoveryCodeHashes).toHaveLength(10);
    // Never in an answer about the user, nor in the logs.
    const user = await userModel(h.connection).findById(ada.id).select('+twoFactor');
    expect(JSON.stringify(user?.toJSON())).not.toContain('twoFactor');
    expect(JSON.stringify(user && toPublicUser(user))).not.toMatch(/twoFactor|enc1/);
    expect(logs).not.toContain(setup.body.secret);
    for (const code of enabled.body.recoveryCodes) expect(logs).not.toContain(code);
    // Once on, another setup is refused.
    expect((await call('post', '/setup', ada.cookie)).status).toBe(409);
  });

  it('asks for the code after the password: the password alone signs nobody in', async () => {
    const ada = await newUser();
    const { secret } = await turnOn(ada.cookie);
    now += STEP;
    const first = await login(ada.email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true });
    const pending = cookiesFrom(first.headers['set-cookie']);
    expect((await testRequest(app()).get('/api/user').set('Cookie', pending)).status).toBe(401);
    const wrong = await testRequest(app())
      .post('/api/account/two-factor/sign-in')
      .set('Cookie', pending)
      .send({ code: '123456' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    const right = await testRequest(app())
      .post('/api/account/two-factor/sign-in')
      .set('Cookie', pending)
      .send({ code: totpCode(secret, now) });
    expect(right.status).toBe(200);
    expect(right.body.user).toEqual(expect.objectContaining({ id: ada.id, email: ada.email }));
    const cookie = cookiesFrom(right.headers['set-cookie']);
    expect((await testRequest(app()).get('/api/user').set('Cookie', cookie)).body.id).toBe(ada.id);
    // The pending session was replaced: its cookie is worth nothing now.
    expect((await testRequest(app()).get('/api/user').set('Cookie', pending)).status).toBe(401);
    // A second step without a password first is refused.
    const none = await testRequest(app())
      .post('/api/account/two-factor/sign-in')
      .send({ code: totpCode(secret, now) });
    expect(none.status).toBe(401);
    expect(none.body.error).toBe(TWO_FACTOR_MESSAGES.signInExpired);
  });

  it('accepts a code once, and one step of clock drift either way but not two', async () => {
    const ada = await newUser();
    const { secret } = await turnOn(ada.cookie);
    now += 10 * STEP;
    expect((await signIn(ada.email, totpCode(secret, now))).res.status).toBe(200);
    // The same code again (same step): refused.
    expect((await signIn(ada.email, totpCode(secret, now))).res.status).toBe(401);
    // The app's clock a step behind, then a step ahead: accepted (each a later step than the last used).
    now += 10 * STEP;
    expect((await signIn(ada.email, totpCode(secret, now - STEP))).res.status).toBe(200);
    expect((await signIn(ada.email, totpCode(secret, now + STEP))).res.status).toBe(200);
    // Two steps off: refused either way.
    now += 10 * STEP;
    expect((await signIn(ada.email, totpCode(secret, now - 2 * STEP))).res.status).toBe(401);
    expect((await signIn(ada.email, totpCode(secret, now + 2 * STEP))).res.status).toBe(401);
    // An older code than one already used is refused even inside the drift window.
    expect((await signIn(ada.email, totpCode(secret, now + STEP))).res.status).toBe(200);
    expect((await signIn(ada.email, totpCode(secret, now))).res.status).toBe(401);
  });

  it('takes each recovery code once, typed in any case with or without dashes', async () => {
    const ada = await newUser();
    const { recoveryCodes } = await turnOn(ada.cookie);
    const [first = '', second = ''] = recoveryCodes;
    const used = await signIn(ada.email, first);
    expect(used.res.status).toBe(200);
    expect((await signIn(ada.email, first)).res.status).toBe(401);
    expect((await signIn(ada.email, ` ${second.replace(/-/g, '').toUpperCase()} `)).res.status).toBe(200);
    expect((await call('get', '', used.cookie)).body.recoveryCodesLeft).toBe(8);
  });

  it('throttles wrong codes like wrong passwords', async () => {
    const ada = await newUser();
    const { secret } = await turnOn(ada.cookie);
    now += STEP;
    const first = await login(ada.email);
    const pending = cookiesFrom(first.headers['set-cookie']);
    const second = (code: string) =>
      testRequest(app()).post('/api/account/two-factor/sign-in').set('Cookie', pending).send({ code });
    for (let i = 0; i < 4; i++) expect((await second('000000')).status).toBe(401);
    // Locked: even the right code is refused, and so is the password step.
    const locked = await second(totpCode(secret, now));
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(/^Too many sign-in attempts/);
    expect((await login(ada.email)).status).toBe(429);
  });

  it('lets the second step wait five minutes, no more', async () => {
    const ada = await newUser();
    const { secret } = await turnOn(ada.cookie);
    const first = await login(ada.email);
    const pending = cookiesFrom(first.headers['set-cookie']);
    await h.connection
      .collection('sessions')
      .updateOne(
        { 'data.twoFactorPending.userId': ada.id },
        { $set: { 'data.twoFactorPending.until': Date.now() - 1 } },
      );
    now += STEP;
    const late = await testRequest(app())
      .post('/api/account/two-factor/sign-in')
      .set('Cookie', pending)
      .send({ code: totpCode(secret, now) });
    expect(late.status).toBe(401);
    expect(late.body.error).toBe(TWO_FACTOR_MESSAGES.signInExpired);
  });

  it('turns off only with the password and a code', async () => {
    const ada = await newUser();
    const { secret } = await turnOn(ada.cookie);
    now += STEP;
    const badPassword = await call('post', '/disable', ada.cookie, {
      password: 'Wrong#Pass1',
      code: totpCode(secret, now),
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.error).toBe(TWO_FACTOR_MESSAGES.invalidPassword);
    const badCode = await call('post', '/disable', ada.cookie, { password: PASSWORD, code: '000000' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    const missing = await call('post', '/disable', ada.cookie, { password: PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    expect((await call('get', '', ada.cookie)).body.enabled).toBe(true);
    const off = await call('post', '/disable', ada.cookie, { password: PASSWORD, code: totpCode(secret, now) });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: false, available: true, recoveryCodesLeft: 0 });
    expect((await login(ada.email)).body.user).toEqual(expect.objectContaining({ id: ada.id }));
    expect((await h.connection.collection('users').findOne({ email: ada.email }))?.twoFactor).toBeUndefined();
  });

  it('is not offered to an account that signs in with Google only; setup needs a first code in time', async () => {
    const google = await userModel(h.connection).create({
      email: 'g@example.com',
      firstName: 'G',
      lastName: 'O',
      googleId: 'g-9',
    });
    const cookie = await sessionCookieFor(h.connection, google._id.toString());
    expect((await call('get', '', cookie)).body).toEqual({ enabled: false, available: false, recoveryCodesLeft: 0 });
    const refused = await call('post', '/setup', cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(TWO_FACTOR_MESSAGES.googleOnly);

    const ada = await newUser();
    expect((await call('post', '/enable', ada.cookie, { code: '123456' })).body.error).toBe(
      TWO_FACTOR_MESSAGES.notStarted,
    );
    const setup = await call('post', '/setup', ada.cookie);
    now += 16 * 60_000;
    const late = await call('post', '/enable', ada.cookie, { code: totpCode(setup.body.secret, now) });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(TWO_FACTOR_MESSAGES.notStarted);
    expect((await call('get', '/', ada.cookie)).status).toBe(200);
    expect((await testRequest(app()).get('/api/account/two-factor')).status).toBe(401);
  });

  it('after a password reset, an account with two-factor still signs in with its code', async () => {
    const ada = await newUser();
    await turnOn(ada.cookie);
    const resets = passwordResets(h.connection, h.config(), { mailer: null });
    const link = await resets.operatorLink(ada.email);
    if (link.kind !== 'link') throw new Error('no link');
    const token = link.link.split('#token=')[1];
    const res = await testRequest(app())
      .post('/api/account/password/reset')
      .send({ token, password: 'Analytical#1842' });
    expect(res.body).toEqual({ signedIn: false });
    expect(res.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^tracker\.sid=[^;]/)]),
    );
    expect((await testRequest(app()).get('/api/user').set('Cookie', ada.cookie)).status).toBe(401);
  });
});
