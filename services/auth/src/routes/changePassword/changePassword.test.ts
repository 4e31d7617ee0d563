import { CHANGE_PASSWORD_MESSAGES } from '@tracker/contracts';
import { cookiesFrom, createTestSession, sessionCookieFor, testRequest } from '@tracker/service-kit/testing';
import { TEST_PASSWORD_ENV, testPasswords } from '../../testing/passwords';
import { userModel } from '../user/model';
import { useAuthHarness } from '../../testing/harness';

const OLD = 'Engine#1843';
const NEW = 'Analytical#1842';

describe('PUT /api/account/password', () => {
  const h = useAuthHarness(TEST_PASSWORD_ENV);

  function app() {
    return h.app({}, { signInThrottle: { email: { delayAfter: 100, lockAfter: 3 }, sleep: async () => {} } });
  }

  let counter = 0;
  async function newUser() {
    counter += 1;
    const email = `change${counter}@example.com`;
    const user = await userModel(h.connection).create({
      email,
      firstName: 'A',
      lastName: 'L',
      passwordHash: await testPasswords.hash(OLD),
    });
    return { email, id: user._id.toString() };
  }

  const change = (cookie: string, body: object) =>
    testRequest(app()).put('/api/account/password').set('Cookie', cookie).send(body);
  const login = (email: string, password: string) =>
    testRequest(app())
      .post('/api/login')
      .set('X-Forwarded-For', `192.0.2.${(counter % 200) + 1}`)
      .send({ email, password });

  it('changes the password with the current one, keeps the other sessions and says how many there are', async () => {
    const ada = await newUser();
    const here = cookiesFrom((await login(ada.email, OLD)).headers['set-cookie']);
    const laptop = await createTestSession(h.connection, ada.id);
    const phone = await createTestSession(h.connection, ada.id);
    const res = await change(here, { currentPassword: OLD, newPassword: NEW });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ otherSessions: 2 });
    expect((await login(ada.email, OLD)).status).toBe(401);
    expect((await login(ada.email, NEW)).status).toBe(200);
    for (const cookie of [here, laptop.cookie, phone.cookie])
      expect((await testRequest(app()).get('/api/user').set('Cookie', cookie)).status).toBe(200);
  });

  it('refuses a wrong current password (counted like a wrong sign-in), a weak new one and a Google account', async () => {
    const ada = await newUser();
    const cookie = await sessionCookieFor(h.connection, ada.id);
    const wrong = await change(cookie, { currentPassword: 'Wrong#Pass1', newPassword: NEW });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(CHANGE_PASSWORD_MESSAGES.wrongCurrent);
    const weak = await change(cookie, { currentPassword: OLD, newPassword: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/^Password must/);
    const missing = await change(cookie, { newPassword: NEW });
    expect(missing.body.error).toBe(CHANGE_PASSWORD_MESSAGES.currentRequired);
    expect((await login(ada.email, OLD)).status).toBe(200);
    // (The sign-in just now cleared the e-mail's count.) Three wrong guesses reach the lock: even the right password
    // is refused for now.
    for (let i = 0; i < 3; i++)
      expect((await change(cookie, { currentPassword: 'Wrong#Pass1', newPassword: NEW })).status).toBe(400);
    expect((await change(cookie, { currentPassword: OLD, newPassword: NEW })).status).toBe(429);

    const google = await userModel(h.connection).create({
      email: 'g-change@example.com',
      firstName: 'G',
      lastName: 'O',
      googleId: 'g-c',
    });
    const googleCookie = await sessionCookieFor(h.connection, google._id.toString());
    const refused = await change(googleCookie, { currentPassword: 'Anything#1', newPassword: NEW });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(CHANGE_PASSWORD_MESSAGES.googleOnly);
    expect(
      (await testRequest(app()).put('/api/account/password').send({ currentPassword: OLD, newPassword: NEW })).status,
    ).toBe(401);
  });
});
