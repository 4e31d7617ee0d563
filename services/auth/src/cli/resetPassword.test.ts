import { testRequest } from '@tracker/service-kit/testing';
import { userModel } from '../routes/user/model';
import { TEST_PASSWORD_ENV, testPasswords } from '../testing/passwords';
import { USAGE, resetPasswordCommand } from './resetPassword';
import { useAuthHarness } from '../testing/harness';

describe('npm run reset-password', () => {
  const h = useAuthHarness(TEST_PASSWORD_ENV);

  beforeAll(async () => {
    await userModel(h.connection).create({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'L',
      passwordHash: await testPasswords.hash('Engine#1843'),
    });
    await userModel(h.connection).create({
      email: 'google@example.com',
      firstName: 'G',
      lastName: 'O',
      googleId: 'g-7',
    });
  });

  async function run(args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const env = { MONGODB_URI: h.db.uri, PUBLIC_URL: 'https://money.example' };
    const code = await resetPasswordCommand(args, env, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }

  it('prints a one-time link that sets a new password', async () => {
    const { code, out } = await run([' Ada@Example.com ']);
    expect(code).toBe(0);
    expect(out[0]).toBe('Password reset link for ada@example.com (works once, for 30 minutes):');
    const link = out[1] ?? '';
    expect(link).toMatch(/^https:\/\/money\.example\/reset-password#token=[A-Za-z0-9_-]{43}$/);
    const app = h.app();
    const token = link.split('#token=')[1];
    expect(
      (await testRequest(app).post('/api/account/password/reset').send({ token, password: 'Analytical#1842' })).status,
    ).toBe(200);
    expect(
      (await testRequest(app).post('/api/account/password/reset').send({ token, password: 'Analytical#1842' })).status,
    ).toBe(400);
  });

  it('says why there is no link: no such account, a Google account, a bad argument', async () => {
    expect(await run(['nobody@example.com'])).toEqual({
      code: 1,
      out: [],
      err: ['No account uses nobody@example.com.'],
    });
    const google = await run(['google@example.com']);
    expect(google.code).toBe(1);
    expect(google.err[0]).toMatch(/signs in with Google/);
    expect(await run([])).toEqual({ code: 2, out: [], err: [USAGE] });
    expect(await run(['not-an-email'])).toEqual({ code: 2, out: [], err: [USAGE] });
  });
});
