import { INTERNAL_TOKEN_HEADER } from '@tracker/service-kit';
import { sessionCookieFor, testRequest } from '@tracker/service-kit/testing';
import { Types } from 'mongoose';
import { useAuthHarness } from '../../testing/harness';

const h = useAuthHarness();

const app = (env: Record<string, string> = {}) => h.app(env);

/** A user as stored before home currencies existed: no homeCurrency field at all. */
async function storedUser(email: string) {
  const _id = new Types.ObjectId();
  await h.connection
    .collection('users')
    .insertOne({ _id, email, firstName: 'Ada', lastName: 'L', createdAt: new Date() });
  return { id: _id.toHexString(), cookie: await sessionCookieFor(h.connection, _id.toHexString()) };
}

async function homeCurrencyOf(cookie: string): Promise<string> {
  const res = await testRequest(app()).get('/api/user').set('Cookie', cookie);
  expect(res.status).toBe(200);
  return res.body.homeCurrency as string;
}

describe('home currency', () => {
  it('is USD for a user stored before currencies existed', async () => {
    const user = await storedUser('before@example.com');
    expect(await homeCurrencyOf(user.cookie)).toBe('USD');
  });

  it('is chosen with PUT /api/account/currency and answered by GET /api/user', async () => {
    const user = await storedUser('chooses@example.com');
    const res = await testRequest(app())
      .put('/api/account/currency')
      .set('Cookie', user.cookie)
      .send({ homeCurrency: 'gbp' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ homeCurrency: 'GBP' });
    expect(await homeCurrencyOf(user.cookie)).toBe('GBP');
  });

  it('refuses what is not a currency with a 400 and a message, and changes nothing', async () => {
    const user = await storedUser('refused@example.com');
    await testRequest(app()).put('/api/account/currency').set('Cookie', user.cookie).send({ homeCurrency: 'AUD' });
    for (const body of [{ homeCurrency: 'XYZ' }, { homeCurrency: 12 }, {}, { homeCurrency: '' }]) {
      const res = await testRequest(app()).put('/api/account/currency').set('Cookie', user.cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Currency must be a 3-letter ISO 4217 code, e.g. GBP');
    }
    expect(await homeCurrencyOf(user.cookie)).toBe('AUD');
    const visitor = await testRequest(app()).put('/api/account/currency').send({ homeCurrency: 'EUR' });
    expect(visitor.status).toBe(401);
  });
});

describe('POST /internal/home-currency/:userId (the first statement)', () => {
  it("sets the first statement's currency for a user who has not chosen, never over a choice", async () => {
    const fresh = await storedUser('fresh@example.com');
    const first = await testRequest(app()).post(`/internal/home-currency/${fresh.id}`).send({ homeCurrency: 'AUD' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ homeCurrency: 'AUD' });
    const second = await testRequest(app()).post(`/internal/home-currency/${fresh.id}`).send({ homeCurrency: 'GBP' });
    expect(second.body).toEqual({ homeCurrency: 'AUD' });
    expect(await homeCurrencyOf(fresh.cookie)).toBe('AUD');

    const chose = await storedUser('chose@example.com');
    await testRequest(app()).put('/api/account/currency').set('Cookie', chose.cookie).send({ homeCurrency: 'EUR' });
    const suggested = await testRequest(app())
      .post(`/internal/home-currency/${chose.id}`)
      .send({ homeCurrency: 'GBP' });
    expect(suggested.body).toEqual({ homeCurrency: 'EUR' });
  });

  it('answers 404 for an unknown user, 400 for bad input, 403 without the internal token', async () => {
    const unknown = await testRequest(app())
      .post(`/internal/home-currency/${new Types.ObjectId().toHexString()}`)
      .send({ homeCurrency: 'GBP' });
    expect(unknown.status).toBe(404);
    const badId = await testRequest(app()).post('/internal/home-currency/nope').send({ homeCurrency: 'GBP' });
    expect(badId.status).toBe(400);
    const user = await storedUser('token@example.com');
    const guarded = app({ INTERNAL_TOKEN: 'internal-secret-token' });
    expect(
      (await testRequest(guarded).post(`/internal/home-currency/${user.id}`).send({ homeCurrency: 'GBP' })).status,
    ).toBe(403);
    const allowed = await testRequest(guarded)
      .post(`/internal/home-currency/${user.id}`)
      .set(INTERNAL_TOKEN_HEADER, 'internal-secret-token')
      .send({ homeCurrency: 'GBP' });
    expect(allowed.body).toEqual({ homeCurrency: 'GBP' });
  });
});
