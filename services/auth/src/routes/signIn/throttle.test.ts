import { testRequest } from '@tracker/service-kit/testing';
import { TEST_PASSWORD_ENV, testPasswords } from '../../testing/passwords';
import { userModel } from '../user/model';
import { SIGN_IN_ATTEMPTS_COLLECTION, signInAttemptModel } from './attemptModel';
import {
  DEFAULT_SIGN_IN_THROTTLE,
  tooManyAttemptsMessage,
  tooManyRegistrationsMessage,
  type SignInThrottleOptions,
} from './throttle';
import { useAuthHarness } from '../../testing/harness';

const MINUTE = 60_000;
// Dozens of sign-ins per test, each a real scrypt check (at the tests' low cost, PASSWORD_SCRYPT_N): room for a busy machine.
jest.setTimeout(60_000);
const PASSWORD = 'Right#Pass1';

describe('failed sign-in throttle', () => {
  const h = useAuthHarness(TEST_PASSWORD_ENV);
  /** The throttle's clock: real time plus what a test skips ahead. */
  let skippedMs = 0;
  let delays: number[] = [];

  beforeAll(async () => {
    await signInAttemptModel(h.connection).init();
    const passwordHash = await testPasswords.hash(PASSWORD);
    const users = userModel(h.connection);
    for (const name of ['victim', 'other', 'reset', 'window', 'shared1', 'shared2', 'parallel', 'lock', 'instances']) {
      await users.create({ email: `${name}@example.com`, firstName: name, lastName: 'User', passwordHash });
    }
  });

  beforeEach(() => {
    delays = [];
  });

  /** The documented defaults, except for the clock and the sleep; a test may lower thresholds to save time. */
  let limits: Partial<SignInThrottleOptions> = {};
  afterEach(() => {
    limits = {};
  });

  function app() {
    return h.app(
      {},
      {
        signInThrottle: {
          ...limits,
          now: () => Date.now() + skippedMs,
          // Records the delay instead of waiting it (one test below waits for real).
          sleep: async (ms) => {
            delays.push(ms);
          },
        },
      },
    );
  }

  let addressCounter = 0;
  function freshAddress(): string {
    addressCounter += 1;
    return `10.1.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
  }

  function login(email: string, password: string, address = freshAddress()) {
    return testRequest(app()).post('/api/login').set('X-Forwarded-For', address).send({ email, password });
  }

  async function failTimes(n: number, email: string, address?: () => string) {
    for (let i = 0; i < n; i++) {
      const res = await login(email, 'Wrong#Pass1', address?.());
      expect(res.status).toBe(401);
    }
  }

  it('slows one e-mail down with a growing delay, then refuses it with 429 for 15 minutes', async () => {
    // Every attempt from another address: only the e-mail's counter can be at work.
    await failTimes(10, 'victim@example.com');
    // Failures 1–3 answered at once, then 250 ms doubling per failure, capped at 4 s.
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);

    delays = [];
    const refused = await login('victim@example.com', PASSWORD);
    expect(refused.status).toBe(429);
    const message = 'Too many sign-in attempts. Please try again in 15 minutes.';
    expect(refused.body).toEqual({ error: message, message, code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(delays).toEqual([]);

    // Another account from the same kind of addresses is not affected.
    expect((await login('other@example.com', PASSWORD)).status).toBe(200);
  });

  it('counts the minutes left and lets the right password in once the lock is over', async () => {
    await failTimes(10, 'lock@example.com');
    skippedMs += 10.5 * MINUTE;
    expect((await login('lock@example.com', PASSWORD)).body.error).toBe(
      'Too many sign-in attempts. Please try again in 5 minutes.',
    );
    skippedMs += 4 * MINUTE;
    expect((await login('lock@example.com', PASSWORD)).body.error).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );
    skippedMs += 31_000;
    const res = await login('lock@example.com', PASSWORD);
    expect(res.status).toBe(200);
  });

  it('clears the e-mail counter after a successful sign-in', async () => {
    await failTimes(6, 'reset@example.com');
    expect(delays).toEqual([250, 500, 1000]);
    delays = [];
    expect((await login('reset@example.com', PASSWORD)).status).toBe(200);
    expect(delays).toEqual([2000]);
    delays = [];
    await failTimes(3, 'reset@example.com');
    expect(delays).toEqual([]);
  });

  it('forgets failures once the 15-minute window has passed', async () => {
    await failTimes(5, 'window@example.com');
    expect(delays).toEqual([250, 500]);
    skippedMs += 15 * MINUTE + 1000;
    delays = [];
    await failTimes(3, 'window@example.com');
    expect(delays).toEqual([]);
  });

  it('throttles one client address across e-mails: slowed after 10 failures, 429 after 30', async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < 30; i++) {
      // A new e-mail each time: only the address counter grows.
      const res = await login(`probe${i}@example.com`, 'Wrong#Pass1', address);
      expect(res.status).toBe(401);
    }
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, ...Array<number>(15).fill(4000)]);

    const refused = await login('shared1@example.com', PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    // Registration from that address is refused as well.
    const register = await testRequest(app())
      .post('/api/register')
      .set('X-Forwarded-For', address)
      .send({ email: 'newcomer@example.com', password: 'Newcomer#1', firstName: 'New', lastName: 'Comer' });
    expect(register.status).toBe(429);
    // The same account from another address is fine: the address is locked, not the account.
    expect((await login('shared1@example.com', PASSWORD, '203.0.113.51')).status).toBe(200);
  });

  it('counts the address the gateway appended, not one the client put in X-Forwarded-For', async () => {
    // Same mechanism as above with a lower threshold, to keep the suite quick.
    limits = { address: { delayAfter: 2, lockAfter: 4 } };
    const real = '203.0.113.77';
    for (let i = 0; i < 4; i++) {
      const forged = `${i}.${i}.${i}.${i}`;
      const res = await login(`forged${i}@example.com`, 'Wrong#Pass1', `${forged}, ${real}`);
      expect(res.status).toBe(401);
    }
    expect((await login('shared2@example.com', PASSWORD, `9.9.9.9, ${real}`)).status).toBe(429);
  });

  it('counts duplicate-e-mail registrations against the address (no faster account probing)', async () => {
    limits = { address: { delayAfter: 2, lockAfter: 4 } };
    const address = '203.0.113.90';
    for (let i = 0; i < 4; i++) {
      const res = await testRequest(app())
        .post('/api/register')
        .set('X-Forwarded-For', address)
        .send({ email: 'shared2@example.com', password: 'Probe#Pass1', firstName: 'P', lastName: 'Q' });
      expect(res.status).toBe(409);
    }
    expect((await login('shared2@example.com', PASSWORD, address)).status).toBe(429);
  });

  it('refuses new accounts from an address beyond its allowance for the window, with 429 and Retry-After', async () => {
    limits = { registrationsPerAddress: 3 };
    const register = (email: string, address: string) =>
      testRequest(app())
        .post('/api/register')
        .set('X-Forwarded-For', address)
        .send({ email, password: PASSWORD, firstName: 'R', lastName: 'S' });
    const address = '203.0.113.120';
    for (let i = 0; i < 3; i++) expect((await register(`batch${i}@example.com`, address)).status).toBe(200);
    const refused = await register('batch3@example.com', address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many accounts were created from this network. Please try again in 15 minutes.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Nothing was created, other addresses are not affected, and signing in still works from there.
    expect(await h.connection.collection('users').countDocuments({ email: 'batch3@example.com' })).toBe(0);
    expect((await register('elsewhere@example.com', '203.0.113.121')).status).toBe(200);
    expect((await login('batch0@example.com', PASSWORD, address)).status).toBe(200);
    // Once the window and its lock are over, the address may open accounts again.
    skippedMs += 16 * MINUTE;
    expect((await register('batch3@example.com', address)).status).toBe(200);
  });

  it('loses no failure to concurrency and is shared by every instance through the database', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => login('parallel@example.com', 'Wrong#Pass1')));
    expect(results.map((res) => res.status)).toEqual(Array<number>(10).fill(401));
    // A second app (another auth instance) on the same database sees the lock.
    expect((await login('parallel@example.com', PASSWORD)).status).toBe(429);
  });

  it('keeps hashed keys with a TTL in MongoDB, never e-mails or addresses in clear', async () => {
    await failTimes(1, 'instances@example.com', () => '198.18.0.1');
    const docs = await h.connection.collection(SIGN_IN_ATTEMPTS_COLLECTION).find({}).toArray();
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) expect(String(doc._id)).toMatch(/^(email|address|registration):[0-9a-f]{64}$/);
    expect(JSON.stringify(docs)).not.toMatch(/instances@example\.com|198\.18\.0\.1/);
    const indexes = await h.connection.collection(SIGN_IN_ATTEMPTS_COLLECTION).indexes();
    expect(indexes).toContainEqual(expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }));
  });

  it('really waits the delay with the default sleep', async () => {
    const realApp = h.app();
    const attempt = () =>
      testRequest(realApp)
        .post('/api/login')
        .set('X-Forwarded-For', freshAddress())
        .send({ email: 'slow@example.com', password: 'Wrong#Pass1' });
    for (let i = 0; i < 4; i++) expect((await attempt()).status).toBe(401);
    const started = Date.now();
    expect((await attempt()).status).toBe(401);
    // Fifth attempt after four failures: 500 ms on top of the password check.
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('documents its defaults', () => {
    expect(DEFAULT_SIGN_IN_THROTTLE).toEqual(
      expect.objectContaining({
        windowMs: 15 * MINUTE,
        lockMs: 15 * MINUTE,
        email: { delayAfter: 3, lockAfter: 10 },
        address: { delayAfter: 10, lockAfter: 30 },
        registrationsPerAddress: 10,
        baseDelayMs: 250,
        maxDelayMs: 4000,
      }),
    );
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(2 * MINUTE)).toBe('Too many sign-in attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(2 * MINUTE + 1)).toBe('Too many sign-in attempts. Please try again in 3 minutes.');
    expect(tooManyRegistrationsMessage(MINUTE)).toBe(
      'Too many accounts were created from this network. Please try again in 1 minute.',
    );
  });
});
