import { PASSWORD_RULES, authSuccessResponseSchema } from '@tracker/contracts';
import { SESSION_COOKIE, sessionModel } from '@tracker/service-kit';
import { cookiesFrom, testRequest } from '@tracker/service-kit/testing';
import { userModel } from '../user/model';
import { useAuthHarness } from '../../testing/harness';

const GOOD = { email: 'Grace.Hopper@Example.com', password: 'Cobol#1959', firstName: 'Grace', lastName: 'Hopper' };

describe('POST /api/register', () => {
  const h = useAuthHarness();

  const app = () => h.app();

  function register(body: Record<string, unknown>, address = '198.51.100.7') {
    return testRequest(app()).post('/api/register').set('X-Forwarded-For', address).send(body);
  }

  it('creates the account, signs it in and answers the user without any hash', async () => {
    const res = await register(GOOD);
    expect(res.status).toBe(200);
    expect(authSuccessResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email: 'grace.hopper@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      name: 'Grace Hopper',
      picture: null,
      createdAt: expect.any(String),
      homeCurrency: 'USD',
    });
    expect(res.text).not.toMatch(/scrypt|passwordHash|Cobol/);

    const cookie = cookiesFrom(res.headers['set-cookie']);
    expect(cookie).toContain(`${SESSION_COOKIE}=`);
    const me = await testRequest(app()).get('/api/user').set('Cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.user.id);

    const stored = await userModel(h.connection).findById(res.body.user.id).select('+passwordHash').lean();
    expect(stored?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored?.passwordHash).not.toContain('Cobol');
  });

  it('refuses an e-mail that is already registered, in any case, with 409', async () => {
    for (const email of ['grace.hopper@example.com', 'GRACE.HOPPER@EXAMPLE.COM', '  Grace.Hopper@example.com ']) {
      const res = await register({ ...GOOD, email, firstName: 'Other' });
      expect({ email, status: res.status, body: res.body }).toEqual({
        email,
        status: 409,
        body: {
          error: 'An account with this email already exists.',
          message: 'An account with this email already exists.',
        },
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await userModel(h.connection).countDocuments({ email: 'grace.hopper@example.com' })).toBe(1);
  });

  it.each([
    ['short', 'Ab1!xyz', 'Password must be at least 8 characters'],
    ['no uppercase', 'lowercase1!', 'Password must contain an uppercase letter'],
    ['no lowercase', 'UPPERCASE1!', 'Password must contain a lowercase letter'],
    ['no digit', 'NoDigits!!', 'Password must contain a number'],
    ['no special character', 'NoSpecial12', 'Password must contain a special character (!@#$%^&*)'],
    ['a special character outside !@#$%^&*', 'Other_Chars12', 'Password must contain a special character (!@#$%^&*)'],
  ])('refuses a password that is %s (400, the rule in error)', async (_label, password, message) => {
    const res = await register({ ...GOOD, email: `rule-${password.length}-${Math.random()}@example.com`, password });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.message).toBe(message);
    expect(res.body.details).toContainEqual({ path: 'password', message });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('lists every broken password rule in details', async () => {
    const res = await register({ ...GOOD, email: 'all-rules@example.com', password: 'abc' });
    expect(res.status).toBe(400);
    const messages = (res.body.details as { path: string; message: string }[])
      .filter((d) => d.path === 'password')
      .map((d) => d.message);
    expect(messages).toEqual(PASSWORD_RULES.filter((rule) => !rule.test('abc')).map((rule) => rule.message));
    expect(messages).toHaveLength(4);
  });

  it('accepts a password exactly at the rules (8 characters, each class once)', async () => {
    const res = await register({ ...GOOD, email: 'edge@example.com', password: 'aB3$efgh' });
    expect(res.status).toBe(200);
  });

  it.each([
    ['email missing', { ...GOOD, email: undefined }, 'Email is required'],
    ['email blank', { ...GOOD, email: '   ' }, 'Email is required'],
    ['email malformed', { ...GOOD, email: 'not-an-email' }, 'Invalid email format'],
    ['password missing', { ...GOOD, email: 'p@example.com', password: undefined }, 'Password is required'],
    ['first name missing', { ...GOOD, email: 'f@example.com', firstName: '' }, 'First name is required'],
    ['last name missing', { ...GOOD, email: 'l@example.com', lastName: '  ' }, 'Last name is required'],
  ])('answers 400 when the %s', async (_label, body, message) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ error: message, message }));
  });

  it('answers 400 for a missing body and never creates a session', async () => {
    const before = await sessionModel(h.connection).countDocuments();
    const res = await testRequest(app()).post('/api/register');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A request body is required.');
    expect(await sessionModel(h.connection).countDocuments()).toBe(before);
  });

  it('creates exactly one account when the same e-mail registers twice at once', async () => {
    const body = { ...GOOD, email: 'race@example.com' };
    const results = await Promise.all([
      register(body, '203.0.113.1'),
      register(body, '203.0.113.2'),
      register(body, '203.0.113.3'),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    expect(await userModel(h.connection).countDocuments({ email: 'race@example.com' })).toBe(1);
  });
});
