import { SESSION_MESSAGES, userSessionListSchema } from '@tracker/contracts';
import { cookiesFrom, createTestSession, testRequest } from '@tracker/service-kit/testing';
import { TEST_PASSWORD_ENV, testPasswords } from '../../testing/passwords';
import { userModel } from '../user/model';
import { deviceName } from './device';
import { useAuthHarness } from '../../testing/harness';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('/api/account/sessions', () => {
  const h = useAuthHarness(TEST_PASSWORD_ENV);

  beforeAll(async () => {
    const users = userModel(h.connection);
    await users.create({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'L',
      passwordHash: await testPasswords.hash('Engine#1843'),
    });
  });

  const app = () => h.app();

  async function signIn(userAgent: string, address: string) {
    const res = await testRequest(app())
      .post('/api/login')
      .set('User-Agent', userAgent)
      .set('X-Forwarded-For', address)
      .send({ email: 'ada@example.com', password: 'Engine#1843' });
    expect(res.status).toBe(200);
    return cookiesFrom(res.headers['set-cookie']);
  }

  it('names devices the way people know them', () => {
    expect(deviceName(CHROME_WINDOWS)).toBe('Chrome on Windows');
    expect(deviceName(SAFARI_IPHONE)).toBe('Safari on iOS');
    expect(deviceName('')).toBe('Unknown device');
    expect(deviceName('curl/8.0')).toBe('Unknown device');
    expect(deviceName(null)).toBe('Unknown device');
  });

  it('lists the sessions with device, address and times, this device first; signs out one and then all others', async () => {
    const laptop = await signIn(CHROME_WINDOWS, '203.0.113.5');
    const tablet = await signIn('curl/8.0', '203.0.113.6');
    const phone = await signIn(SAFARI_IPHONE, '198.51.100.9');
    const list = await testRequest(app()).get('/api/account/sessions').set('Cookie', phone);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(userSessionListSchema.parse(list.body)).toEqual(list.body);
    const sessions = list.body.sessions as { id: string; device: string; address: string; current: boolean }[];
    expect(sessions.map(({ device, address, current }) => ({ device, address, current }))).toEqual([
      { device: 'Safari on iOS', address: '198.51.100.9', current: true },
      { device: 'Unknown device', address: '203.0.113.6', current: false },
      { device: 'Chrome on Windows', address: '203.0.113.5', current: false },
    ]);
    const laptopId = sessions[2]?.id ?? '';
    const ended = await testRequest(app()).delete(`/api/account/sessions/${laptopId}`).set('Cookie', phone);
    expect(ended.body).toEqual({ ended: 1 });
    expect((await testRequest(app()).get('/api/user').set('Cookie', laptop)).status).toBe(401);
    expect((await testRequest(app()).delete(`/api/account/sessions/${laptopId}`).set('Cookie', phone)).status).toBe(
      404,
    );

    const others = await testRequest(app()).delete('/api/account/sessions').set('Cookie', phone);
    expect(others.body).toEqual({ ended: 1 });
    expect((await testRequest(app()).get('/api/user').set('Cookie', tablet)).status).toBe(401);
    expect((await testRequest(app()).get('/api/user').set('Cookie', phone)).status).toBe(200);
  });

  it("answers 404 for another user's session, 400 for a malformed id or this very session, 401 signed out", async () => {
    const phone = await signIn(SAFARI_IPHONE, '198.51.100.9');
    const bob = await userModel(h.connection).create({ email: 'bob@example.com', firstName: 'Bob', lastName: 'B' });
    const other = await createTestSession(h.connection, bob._id.toString());
    const mine = (await testRequest(app()).get('/api/account/sessions').set('Cookie', phone)).body.sessions as {
      id: string;
      current: boolean;
    }[];
    const otherList = (await testRequest(app()).get('/api/account/sessions').set('Cookie', other.cookie)).body
      .sessions as { id: string }[];
    expect(otherList).toHaveLength(1);
    const theirs = await testRequest(app()).delete(`/api/account/sessions/${otherList[0]?.id}`).set('Cookie', phone);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe(SESSION_MESSAGES.notFound);
    expect((await testRequest(app()).get('/api/user').set('Cookie', other.cookie)).status).toBe(200);
    const malformed = await testRequest(app()).delete('/api/account/sessions/not-an-id').set('Cookie', phone);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe(SESSION_MESSAGES.invalidId);
    const current = mine.find((s) => s.current);
    const self = await testRequest(app()).delete(`/api/account/sessions/${current?.id}`).set('Cookie', phone);
    expect(self.status).toBe(400);
    expect(self.body.error).toBe(SESSION_MESSAGES.current);
    expect((await testRequest(app()).get('/api/account/sessions')).status).toBe(401);
    expect((await testRequest(app()).delete('/api/account/sessions')).status).toBe(401);
  });
});
