import { profileSchema } from '@tracker/contracts';
import { sessionCookieFor, testRequest } from '@tracker/service-kit/testing';
import { Types } from 'mongoose';
import { userModel } from '../user/model';
import { splitName } from './name';
import { useAuthHarness } from '../../testing/harness';

describe('GET/PUT /api/account/profile', () => {
  const h = useAuthHarness();
  let adaId: string;
  let adaCookie: string;
  let bobCookie: string;

  beforeAll(async () => {
    const users = userModel(h.connection);
    const ada = await users.create({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: 'scrypt$not-used',
      picture: 'https://lh3.googleusercontent.example/a/ada',
    });
    const bob = await users.create({ email: 'bob@example.com', firstName: 'Bob', lastName: 'Builder' });
    adaId = ada._id.toString();
    adaCookie = await sessionCookieFor(h.connection, adaId);
    bobCookie = await sessionCookieFor(h.connection, bob._id.toString());
  });

  const app = () => h.app();

  function put(cookie: string, body: unknown) {
    return testRequest(app())
      .put('/api/account/profile')
      .set('Cookie', cookie)
      .send(body as object);
  }

  it('answers the profile of the signed-in user: name, email, picture, createdAt', async () => {
    const res = await testRequest(app()).get('/api/account/profile').set('Cookie', adaCookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      picture: 'https://lh3.googleusercontent.example/a/ada',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(profileSchema.parse(res.body)).toEqual(res.body);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).not.toMatch(/scrypt|passwordHash|googleId/);
  });

  it('answers picture null when there is none', async () => {
    const res = await testRequest(app()).get('/api/account/profile').set('Cookie', bobCookie);
    expect(res.body).toEqual(expect.objectContaining({ name: 'Bob Builder', email: 'bob@example.com', picture: null }));
  });

  it('answers 401 to a visitor, for reading and for changing', async () => {
    expect((await testRequest(app()).get('/api/account/profile')).status).toBe(401);
    const res = await testRequest(app()).put('/api/account/profile').send({ name: 'X', email: 'x@example.com' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized', message: 'Unauthorized' });
  });

  it('answers 401 (and ends the session) when the session user no longer exists', async () => {
    const ghost = await sessionCookieFor(h.connection, new Types.ObjectId().toString());
    expect((await testRequest(app()).get('/api/account/profile').set('Cookie', ghost)).status).toBe(401);
  });

  it('changes name and e-mail; GET /api/user follows', async () => {
    const res = await put(adaCookie, { name: '  Augusta   Ada King ', email: ' Ada.King@Example.com ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        name: 'Augusta Ada King',
        email: 'ada.king@example.com',
        picture: 'https://lh3.googleusercontent.example/a/ada',
      }),
    );
    const me = await testRequest(app()).get('/api/user').set('Cookie', adaCookie);
    expect(me.body).toEqual(
      expect.objectContaining({
        id: adaId,
        firstName: 'Augusta',
        lastName: 'Ada King',
        name: 'Augusta Ada King',
        email: 'ada.king@example.com',
      }),
    );
    const again = await testRequest(app()).get('/api/account/profile').set('Cookie', adaCookie);
    expect(again.body.name).toBe('Augusta Ada King');
  });

  it('keeps the e-mail when it is sent unchanged (no conflict with itself)', async () => {
    const res = await put(adaCookie, { name: 'Ada Lovelace', email: 'ADA.KING@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('ada.king@example.com');
  });

  it('answers 409 for an e-mail another account uses, in any case, and changes nothing', async () => {
    const res = await put(adaCookie, { name: 'Changed Name', email: 'BOB@example.com' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'An account with this email already exists.',
      message: 'An account with this email already exists.',
    });
    const profile = await testRequest(app()).get('/api/account/profile').set('Cookie', adaCookie);
    expect(profile.body).toEqual(expect.objectContaining({ name: 'Ada Lovelace', email: 'ada.king@example.com' }));
  });

  it.each([
    ['the name is missing', { email: 'ada@example.com' }, 'Name is required'],
    ['the name is blank', { name: '   ', email: 'ada@example.com' }, 'Name is required'],
    ['the e-mail is missing', { name: 'Ada' }, 'Email is required'],
    ['the e-mail is blank', { name: 'Ada', email: '  ' }, 'Email is required'],
    ['the e-mail is not an address', { name: 'Ada', email: 'ada-at-example' }, 'Invalid email format'],
    ['the name is too long', { name: 'x'.repeat(201), email: 'ada@example.com' }, 'Must be at most 200 characters'],
  ])('answers 400 when %s, and changes nothing', async (_label, body, message) => {
    const res = await put(adaCookie, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ error: message, message }));
    const profile = await testRequest(app()).get('/api/account/profile').set('Cookie', adaCookie);
    expect(profile.body.email).toBe('ada.king@example.com');
  });

  it('accepts a 200-character name without spaces', async () => {
    const res = await put(bobCookie, { name: 'b'.repeat(200), email: 'bob@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('b'.repeat(200));
  });

  it("never reads or changes another user's profile with one's own session", async () => {
    await put(bobCookie, { name: 'Bob Builder', email: 'bob@example.com' });
    const bobs = await testRequest(app()).get('/api/account/profile').set('Cookie', bobCookie);
    expect(bobs.body.email).toBe('bob@example.com');
    expect(JSON.stringify(bobs.body)).not.toContain('ada');
    // Bob's PUT only ever changes Bob (the body has no id to aim elsewhere).
    await put(bobCookie, { name: 'Robert Builder', email: 'robert@example.com', id: adaId, _id: adaId });
    const adas = await testRequest(app()).get('/api/account/profile').set('Cookie', adaCookie);
    expect(adas.body).toEqual(expect.objectContaining({ name: 'Ada Lovelace', email: 'ada.king@example.com' }));
    const bobsAfter = await testRequest(app()).get('/api/user').set('Cookie', bobCookie);
    expect(bobsAfter.body).toEqual(expect.objectContaining({ name: 'Robert Builder', email: 'robert@example.com' }));
  });
});

describe('splitName', () => {
  it.each([
    ['Ada', { firstName: 'Ada', lastName: '' }],
    ['Ada Lovelace', { firstName: 'Ada', lastName: 'Lovelace' }],
    ['  Mary   Ann  Smith ', { firstName: 'Mary', lastName: 'Ann Smith' }],
  ])('%p', (name, parts) => {
    expect(splitName(name)).toEqual(parts);
  });
});
