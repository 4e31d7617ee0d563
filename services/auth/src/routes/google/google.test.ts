/**
 * The whole Google redirect flow against a local OAuth 2.0 / OpenID Connect provider (oauth2-mock-server behind
 * Google's checks, see testing/mockGoogle): /auth/google -> provider consent -> /auth/google/callback -> signed in.
 */
import { SESSION_COOKIE, sessionModel } from '@tracker/service-kit';
import { cookiesFrom, startTestDatabase, testRequest, type TestDatabase } from '@tracker/service-kit/testing';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import { createApp } from '../../app';
import { readConfig } from '../../config';
import { PasswordHasher } from '../../password/password';
import { startMockGoogle, type MockGoogle, type MockGoogleUser } from '../../testing/mockGoogle';
import { userModel } from '../user/model';

const passwords = new PasswordHasher();

jest.setTimeout(30_000);

const PUBLIC_URL = 'http://tracker.test:8080';
const CLIENT = { clientId: 'tracker-test-client.apps.googleusercontent.example', clientSecret: 'tracker-test-secret' };
const FAILED = '/?auth=login&notice=google-failed';

function googleUser(n: number, overrides: Partial<MockGoogleUser> = {}): MockGoogleUser {
  return {
    sub: `10000000000000000${String(n).padStart(4, '0')}`,
    email: `person${n}@gmail.example`,
    email_verified: true,
    name: `Person ${n} Example`,
    given_name: `Person${n}`,
    family_name: 'Example',
    picture: `https://lh3.googleusercontent.example/a/person${n}`,
    ...overrides,
  };
}

function sessionIdOf(cookie: string): string | undefined {
  return cookie.match(/tracker\.sid=([^;]+)/)?.[1];
}

describe('Google sign-in (grant) against a local OpenID Connect provider', () => {
  let db: TestDatabase;
  let connection: Connection;
  let google: MockGoogle;

  beforeAll(async () => {
    [db, google] = await Promise.all([startTestDatabase(), startMockGoogle(CLIENT)]);
    connection = await db.connection();
    await userModel(connection).init();
  });

  afterAll(async () => {
    await Promise.all([google?.stop(), db?.stop()]);
  });

  function app(env: Record<string, string> = google.env()): Koa {
    return createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: db.uri, PUBLIC_URL, ...env }) });
  }

  /** GET /auth/google: the redirect to the provider and the session cookie that holds state, nonce and verifier. */
  async function start(service: Koa, cookie?: string) {
    const req = testRequest(service).get('/auth/google');
    if (cookie) req.set('Cookie', cookie);
    const res = await req;
    expect(res.status).toBe(302);
    return { location: String(res.headers.location), cookie: cookiesFrom(res.headers['set-cookie']) || cookie || '' };
  }

  /** At the provider: the consent page, then Continue (or Cancel); answers where the provider sends the browser. */
  async function atProvider(authorizeUrl: string, choice: 'continue' | 'cancel' = 'continue'): Promise<URL> {
    const page = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(page.status).toBe(200);
    const html = await page.text();
    const href = html
      .match(new RegExp(`data-testid="mock-google-${choice}" href="([^"]+)"`))?.[1]
      ?.replace(/&amp;/g, '&');
    if (!href) throw new Error(`no ${choice} link on the consent page:\n${html}`);
    const target = new URL(href, google.url);
    // Cancel links straight back to the app; Continue goes through the provider's /authorize, which redirects.
    if (target.origin !== google.url) return target;
    const back = await fetch(target, { redirect: 'manual' });
    expect(back.status).toBe(302);
    return new URL(String(back.headers.get('location')));
  }

  /** The provider's redirect, delivered to the service the way the browser would (same cookie). */
  function callback(service: Koa, redirect: URL, cookie: string) {
    expect(redirect.origin).toBe(PUBLIC_URL);
    return testRequest(service)
      .get(redirect.pathname + redirect.search)
      .set('Cookie', cookie);
  }

  /** The whole round trip; answers the callback's response and the browser's cookie after it. */
  async function signInWithGoogle(service: Koa, cookie?: string) {
    const started = await start(service, cookie);
    const redirect = await atProvider(started.location);
    const res = await callback(service, redirect, started.cookie);
    return { res, startCookie: started.cookie, cookie: cookiesFrom(res.headers['set-cookie']) || started.cookie };
  }

  it('tells the sign-in modal that Google is offered, to anyone (no session needed)', async () => {
    const res = await testRequest(app()).get('/api/account/sign-in-methods');
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { google: true } });
  });

  it('sends the browser to the provider with the client id, redirect URI, scopes, state, nonce and PKCE', async () => {
    const { location, cookie } = await start(app());
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(google.authorizeUrl);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toEqual(
      expect.objectContaining({
        client_id: CLIENT.clientId,
        response_type: 'code',
        redirect_uri: `${PUBLIC_URL}/auth/google/callback`,
        scope: 'openid email profile',
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }),
    );
    expect(params.state).toMatch(/^[0-9a-f]{40}$/);
    expect(params.nonce).toMatch(/^[0-9a-f]{40}$/);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.client_secret).toBeUndefined();
    expect(cookie).toContain(`${SESSION_COOKIE}=`);
  });

  it('goes to the provider as usual when the sign-up buttons add ?intent=signup', async () => {
    const res = await testRequest(app()).get('/auth/google?intent=signup');
    expect(res.status).toBe(302);
    const url = new URL(res.headers.location ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(google.authorizeUrl);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(url.searchParams.has('intent')).toBe(false);
  });

  it('creates the account on the first visit and signs it in (302 to /)', async () => {
    await google.setUser(googleUser(1));
    const { res, cookie } = await signInWithGoogle(app());
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');

    const me = await testRequest(app()).get('/api/user').set('Cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      email: 'person1@gmail.example',
      firstName: 'Person1',
      lastName: 'Example',
      name: 'Person1 Example',
      picture: 'https://lh3.googleusercontent.example/a/person1',
      createdAt: expect.any(String),
      homeCurrency: 'USD',
    });
    const stored = await userModel(connection)
      .findOne({ email: 'person1@gmail.example' })
      .select('+passwordHash')
      .lean();
    expect(stored?.googleId).toBe(googleUser(1).sub);
    expect(stored?.passwordHash).toBeUndefined();

    // The code was exchanged with the secret and the PKCE verifier, at the same redirect URI.
    const token = (await google.requests()).filter((r) => r.path === '/token').at(-1);
    expect(token?.params).toEqual(
      expect.objectContaining({
        grant_type: 'authorization_code',
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
        redirect_uri: `${PUBLIC_URL}/auth/google/callback`,
        code_verifier: expect.stringMatching(/^[0-9a-f]{80}$/),
      }),
    );
  });

  it('signs the same account in again on the next visit (no duplicate), refreshing the picture', async () => {
    await google.setUser(googleUser(2));
    const first = await signInWithGoogle(app());
    const firstId = (await testRequest(app()).get('/api/user').set('Cookie', first.cookie)).body.id;

    await google.setUser(googleUser(2, { picture: 'https://lh3.googleusercontent.example/a/person2-new' }));
    const second = await signInWithGoogle(app());
    const me = await testRequest(app()).get('/api/user').set('Cookie', second.cookie);
    expect(me.body.id).toBe(firstId);
    expect(me.body.picture).toBe('https://lh3.googleusercontent.example/a/person2-new');
    expect(await userModel(connection).countDocuments({ googleId: googleUser(2).sub })).toBe(1);
  });

  it('links to an existing e-mail and password account with the same address; the password still works', async () => {
    const users = userModel(connection);
    const existing = await users.create({
      email: 'linked@gmail.example',
      firstName: 'Lin',
      lastName: 'Ked',
      passwordHash: await passwords.hash('Linked#Pass1'),
    });
    await google.setUser(googleUser(3, { email: 'Linked@Gmail.example' }));
    const { res, cookie } = await signInWithGoogle(app());
    expect(res.headers.location).toBe('/');
    const me = await testRequest(app()).get('/api/user').set('Cookie', cookie);
    expect(me.body).toEqual(
      expect.objectContaining({ id: existing._id.toString(), firstName: 'Lin', lastName: 'Ked' }),
    );
    const stored = await users.findById(existing._id).lean();
    expect(stored?.googleId).toBe(googleUser(3).sub);
    expect(stored?.picture).toBe('https://lh3.googleusercontent.example/a/person3');
    const login = await testRequest(app())
      .post('/api/login')
      .send({ email: 'linked@gmail.example', password: 'Linked#Pass1' });
    expect(login.status).toBe(200);
    expect(await users.countDocuments({ email: 'linked@gmail.example' })).toBe(1);
  });

  it('refuses an e-mail the provider has not verified: no account, no sign-in', async () => {
    await google.setUser(googleUser(4, { email_verified: false }));
    const { res, cookie } = await signInWithGoogle(app());
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(FAILED);
    expect(await userModel(connection).countDocuments({ email: 'person4@gmail.example' })).toBe(0);
    expect((await testRequest(app()).get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('refuses to take over an account already linked to another Google account', async () => {
    await userModel(connection).create({
      email: 'taken@gmail.example',
      firstName: 'T',
      lastName: 'K',
      googleId: 'another-google-sub',
    });
    await google.setUser(googleUser(5, { email: 'taken@gmail.example' }));
    const { res } = await signInWithGoogle(app());
    expect(res.headers.location).toBe(FAILED);
    expect((await userModel(connection).findOne({ email: 'taken@gmail.example' }).lean())?.googleId).toBe(
      'another-google-sub',
    );
  });

  it('refuses a userinfo answer about someone else than the id_token', async () => {
    await google.setUser(googleUser(6));
    await google.patchNextUserinfo({ sub: 'somebody-else' });
    const { res } = await signInWithGoogle(app());
    expect(res.headers.location).toBe(FAILED);
    expect(await userModel(connection).countDocuments({ email: 'person6@gmail.example' })).toBe(0);
  });

  it('lands on the sign-in notice when the user cancels at the provider', async () => {
    await google.setUser(googleUser(7));
    const started = await start(app());
    const redirect = await atProvider(started.location, 'cancel');
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    const res = await callback(app(), redirect, started.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(FAILED);
  });

  it('lands on the sign-in notice when the provider fails at the token exchange', async () => {
    await google.setUser(googleUser(8));
    await google.failNextToken();
    const { res, cookie } = await signInWithGoogle(app());
    expect(res.headers.location).toBe(FAILED);
    expect((await testRequest(app()).get('/api/user').set('Cookie', cookie)).status).toBe(401);
    expect(await userModel(connection).countDocuments({ email: 'person8@gmail.example' })).toBe(0);
  });

  it('lands on the sign-in notice when the client secret is wrong (the provider refuses the code)', async () => {
    await google.setUser(googleUser(9));
    const { res } = await signInWithGoogle(app({ ...google.env(), GOOGLE_CLIENT_SECRET: 'not-the-secret' }));
    expect(res.headers.location).toBe(FAILED);
  });

  it('lands on the sign-in notice when the provider is unreachable', async () => {
    const service = app({ ...google.env(), GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token' });
    const started = await start(service);
    const redirect = await atProvider(started.location);
    const res = await callback(service, redirect, started.cookie);
    expect(res.headers.location).toBe(FAILED);
  });

  it('refuses a callback whose state does not match the one in the session (login CSRF)', async () => {
    await google.setUser(googleUser(10));
    const started = await start(app());
    const redirect = await atProvider(started.location);
    redirect.searchParams.set('state', 'f'.repeat(40));
    const res = await callback(app(), redirect, started.cookie);
    expect(res.headers.location).toBe(FAILED);
    // The real state is useless afterwards too: one attempt per flow.
    const again = await callback(app(), await atProvider(started.location), started.cookie);
    expect(again.headers.location).toBe(FAILED);
    expect(await userModel(connection).countDocuments({ email: 'person10@gmail.example' })).toBe(0);
  });

  it("refuses a callback from another browser (an attacker's code replayed without the flow's session)", async () => {
    await google.setUser(googleUser(11));
    const started = await start(app());
    const redirect = await atProvider(started.location);
    const withoutSession = await testRequest(app()).get(redirect.pathname + redirect.search);
    expect(withoutSession.headers.location).toBe(FAILED);
    const otherBrowser = await start(app());
    const res = await callback(app(), redirect, otherBrowser.cookie);
    expect(res.headers.location).toBe(FAILED);
  });

  it('regenerates the session id: the cookie used during the flow no longer works afterwards', async () => {
    await google.setUser(googleUser(12));
    const { res, startCookie, cookie } = await signInWithGoogle(app());
    expect(res.headers.location).toBe('/');
    const before = sessionIdOf(startCookie);
    const after = sessionIdOf(cookie);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await sessionModel(connection).findById(before).lean()).toBeNull();
    const stored = await sessionModel(connection).findById(after).lean();
    expect(Object.keys(stored?.data ?? {}).filter((key) => !key.startsWith('_'))).toEqual(['userId']);
    expect((await testRequest(app()).get('/api/user').set('Cookie', startCookie)).status).toBe(401);
  });

  it('switches a signed-in browser to the Google account it signs in with', async () => {
    const users = userModel(connection);
    await users.create({
      email: 'switch@example.com',
      firstName: 'S',
      lastName: 'W',
      passwordHash: await passwords.hash('Switch#Pass1'),
    });
    const login = await testRequest(app())
      .post('/api/login')
      .send({ email: 'switch@example.com', password: 'Switch#Pass1' });
    const passwordCookie = cookiesFrom(login.headers['set-cookie']);
    await google.setUser(googleUser(13));
    const { cookie } = await signInWithGoogle(app(), passwordCookie);
    expect((await testRequest(app()).get('/api/user').set('Cookie', cookie)).body.email).toBe('person13@gmail.example');
    expect((await testRequest(app()).get('/api/user').set('Cookie', passwordCookie)).status).toBe(401);
  });

  describe('where Google is not configured', () => {
    it('sends /auth/google and its callback to the landing page with the sign-in modal and a notice', async () => {
      const service = app({});
      for (const path of ['/auth/google', '/auth/google/callback?code=x&state=y']) {
        const res = await testRequest(service).get(path);
        expect({ path, status: res.status, location: res.headers.location }).toEqual({
          path,
          status: 302,
          location: '/?auth=login&notice=google-not-configured',
        });
      }
    });

    it('tells the sign-in modal that Google is not offered here', async () => {
      const res = await testRequest(app({})).get('/api/account/sign-in-methods');
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { google: false } });
    });

    it('keeps a sign-up intent: /auth/google?intent=signup opens the sign-up modal with the notice', async () => {
      const res = await testRequest(app({})).get('/auth/google?intent=signup');
      expect({ status: res.status, location: res.headers.location }).toEqual({
        status: 302,
        location: '/?auth=signup&notice=google-not-configured',
      });
    });

    it('refuses half a configuration at start-up', () => {
      expect(() => readConfig({ NODE_ENV: 'test', MONGODB_URI: db.uri, GOOGLE_CLIENT_ID: 'id-only' })).toThrow(
        /GOOGLE_CLIENT_SECRET is required but not set/,
      );
    });
  });

  it('answers other /auth paths with 404, never a grant page', async () => {
    for (const path of ['/auth/facebook', '/auth/google/other', '/auth']) {
      const res = await testRequest(app()).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });
});
