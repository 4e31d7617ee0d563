import { Writable } from 'node:stream';
import {
  FORGOT_PASSWORD_ASK_OPERATOR,
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET_MESSAGES,
  forgotPasswordResponseSchema,
} from '@tracker/contracts';
import { sessionModel } from '@tracker/service-kit';
import { cookiesFrom, createTestSession, testRequest } from '@tracker/service-kit/testing';
import pino from 'pino';
import { startLocalSmtp, resetLinkIn, type LocalSmtp } from '../../testing/localSmtp';
import { TEST_PASSWORD_ENV, testPasswords } from '../../testing/passwords';
import { userModel } from '../user/model';
import { PASSWORD_RESETS_COLLECTION } from './tokenModel';
import { useAuthHarness } from '../../testing/harness';

jest.setTimeout(30_000);

const OLD = 'Engine#1843';
const NEW = 'Analytical#1842';
const tokenOf = (link: string) => link.slice(link.indexOf('#token=') + '#token='.length);

describe('forgotten password', () => {
  const h = useAuthHarness(TEST_PASSWORD_ENV);
  let smtp: LocalSmtp;
  let logs: string;
  let adaId: string;

  beforeAll(async () => {
    smtp = await startLocalSmtp();
    const users = userModel(h.connection);
    const ada = await users.create({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: await testPasswords.hash(OLD),
    });
    adaId = ada._id.toString();
    await users.create({ email: 'google@example.com', firstName: 'Gia', lastName: 'Oogle', googleId: 'g-1' });
  });

  beforeEach(async () => {
    logs = '';
    await h.connection.collection('signinattempts').deleteMany({});
  });

  afterAll(async () => {
    await smtp.close();
    await h.db.stop();
  });

  function app(
    env: Record<string, string> = { SMTP_URL: smtp.url, MAIL_FROM: 'Budget & Wealth <no-reply@example.com>' },
    deps: Parameters<typeof h.app>[1] = {},
  ) {
    const logger = pino(
      { level: 'debug', base: { service: 'auth' } },
      new Writable({ write: (chunk: Buffer, _enc, done) => ((logs += chunk.toString()), done()) }),
    );
    return h.app({ PUBLIC_URL: 'https://money.example', ...env }, { logger, ...deps });
  }

  const forgot = (email: string, address = '192.0.2.10', target = app()) =>
    testRequest(target).post('/api/account/password/forgot').set('X-Forwarded-For', address).send({ email });
  const reset = (token: string, password: string, target = app()) =>
    testRequest(target).post('/api/account/password/reset').send({ token, password });

  async function linkFor(email: string): Promise<string> {
    const before = smtp.messages.length;
    expect((await forgot(email)).status).toBe(200);
    const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= before);
    return resetLinkIn(mail);
  }

  it('answers the same for an account, an unknown address and a Google account: nobody learns who has one', async () => {
    const answers = await Promise.all(
      ['ada@example.com', 'nobody@example.com', 'google@example.com'].map((email) => forgot(email)),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ delivery: 'email', message: FORGOT_PASSWORD_SENT });
      expect(forgotPasswordResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const link = resetLinkIn(await smtp.waitFor('ada@example.com'));
    expect(link).toMatch(/^https:\/\/money\.example\/reset-password#token=[A-Za-z0-9_-]{43}$/);
    // The Google account is told to use Google, with no link; the unknown address gets nothing.
    const google = await smtp.waitFor('google@example.com');
    expect(google.text).toMatch(/you sign in with Google/);
    expect(google.text).not.toMatch(/reset-password/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.some((mail) => mail.to.includes('nobody@example.com'))).toBe(false);
    expect(smtp.messages[0]?.from).toBe('no-reply@example.com');
  });

  it('keeps only a hash of the link; the link sets a new password once, and the old password stops working', async () => {
    const link = await linkFor('ada@example.com');
    const token = tokenOf(link);
    const stored = await h.connection.collection(PASSWORD_RESETS_COLLECTION).find({}).toArray();
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await testRequest(app()).post('/api/account/password/reset/check').send({ token })).body).toEqual({
      valid: true,
    });

    const done = await reset(token, NEW);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ signedIn: true });
    const cookie = cookiesFrom(done.headers['set-cookie']);
    expect((await testRequest(app()).get('/api/user').set('Cookie', cookie)).body.id).toBe(adaId);

    const again = await reset(token, 'Another#Pass1');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(
      expect.objectContaining({ error: PASSWORD_RESET_MESSAGES.invalidLink, code: 'RESET_LINK_INVALID' }),
    );
    const check = await testRequest(app()).post('/api/account/password/reset/check').send({ token });
    expect(check.status).toBe(400);
    const login = (password: string) =>
      testRequest(app())
        .post('/api/login')
        .set('X-Forwarded-For', '192.0.2.99')
        .send({ email: 'ada@example.com', password });
    expect((await login(OLD)).status).toBe(401);
    expect((await login(NEW)).status).toBe(200);
    // Every other link of the account is void too.
    expect(await h.connection.collection(PASSWORD_RESETS_COLLECTION).countDocuments({ userId: adaId })).toBe(0);
  });

  it('expires after 30 minutes', async () => {
    const token = tokenOf(await linkFor('ada@example.com'));
    const [doc] = await h.connection.collection(PASSWORD_RESETS_COLLECTION).find({ userId: adaId }).toArray();
    expect(doc?.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(doc?.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    await h.connection
      .collection(PASSWORD_RESETS_COLLECTION)
      .updateOne({ _id: doc?._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await reset(token, NEW);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
  });

  it('signs out every session of the account, on every device', async () => {
    const laptop = await createTestSession(h.connection, adaId);
    const phone = await createTestSession(h.connection, adaId);
    const token = tokenOf(await linkFor('ada@example.com'));
    expect((await reset(token, NEW)).status).toBe(200);
    for (const { cookie, sessionId } of [laptop, phone]) {
      expect((await testRequest(app()).get('/api/user').set('Cookie', cookie)).status).toBe(401);
      expect(await sessionModel(h.connection).findById(sessionId).lean()).toBeNull();
    }
  });

  it('holds new passwords to the registration rules and keeps the link for a better one', async () => {
    const token = tokenOf(await linkFor('ada@example.com'));
    const weak = await reset(token, 'password');
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/^Password must/);
    expect((await reset(token, NEW)).status).toBe(200);
  });

  it('answers 400 to a malformed token or e-mail, and 415 to a form post', async () => {
    expect((await reset('short', NEW)).body.error).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
    expect((await reset('A'.repeat(43), NEW)).status).toBe(400);
    const bad = await forgot('not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid email format');
    const form = await testRequest(app())
      .post('/api/account/password/forgot')
      .type('form')
      .send({ email: 'ada@example.com' });
    expect(form.status).toBe(415);
  });

  it('throttles requests per e-mail and per address, whether or not the account exists', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot('nobody2@example.com', `198.51.100.${i}`)).status).toBe(200);
    const refused = await forgot('nobody2@example.com', '198.51.100.77');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many password reset requests. Please try again in 15 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another e-mail from yet another address is not affected; one address asking for many is stopped at 30.
    expect((await forgot('other@example.com', '198.51.100.78')).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await forgot(`many${i}@example.com`, '203.0.113.50')).status).toBe(200);
    expect((await forgot('many31@example.com', '203.0.113.50')).status).toBe(429);
    // Sign-in has its own counters: reset requests never lock anyone out of signing in.
    const login = await testRequest(app())
      .post('/api/login')
      .set('X-Forwarded-For', '203.0.113.50')
      .send({ email: 'ada@example.com', password: NEW });
    expect(login.status).not.toBe(429);
  });

  it('without SMTP_URL, says to ask the operator and sends nothing', async () => {
    const before = smtp.messages.length;
    const res = await forgot('ada@example.com', '192.0.2.11', app({}));
    expect(res.body).toEqual({ delivery: 'operator', message: FORGOT_PASSWORD_ASK_OPERATOR });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.length).toBe(before);
  });

  it('never writes a token, a link or the e-mail asked for into the logs', async () => {
    const target = app();
    const link = await linkFor('ada@example.com');
    await reset(tokenOf(link), NEW, target);
    await forgot('ada@example.com', '192.0.2.12', target);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(tokenOf(link));
    expect(logs).not.toContain('ada@example.com');
    expect(logs).not.toContain(NEW);
  });
});
