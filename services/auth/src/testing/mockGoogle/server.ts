/**
 * A local stand-in for Google's OAuth 2.0 / OpenID Connect endpoints, for tests: oauth2-mock-server (a real
 * authorisation-code + PKCE + signed id_token implementation) behind a small consent page, plus the checks Google
 * makes that the mock leaves out — the client id and secret, one use per code, the same redirect_uri at the token
 * endpoint as at /authorize, and a bearer token it issued at /userinfo.
 *
 * Runs in a child process (oauth2-mock-server is ESM-only; jest runs CommonJS): started by index.ts through
 * `node --import tsx`, it prints nothing, sends `{ type: 'ready', url }` over IPC and takes commands.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenOnFreePort } from '@tracker/service-kit/fake-server';
import {
  OAuth2Issuer,
  OAuth2Service,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
} from 'oauth2-mock-server';
import type { MockGoogleCommand, MockGoogleMessage, MockGoogleRequest, MockGoogleUser } from './protocol';

const clientId = process.env.MOCK_GOOGLE_CLIENT_ID ?? 'test-client-id';
const clientSecret = process.env.MOCK_GOOGLE_CLIENT_SECRET ?? 'test-client-secret';

let user: MockGoogleUser = {
  sub: '100000000000000000001',
  email: 'new.user@gmail.example',
  email_verified: true,
  name: 'New User',
  given_name: 'New',
  family_name: 'User',
  picture: 'https://lh3.googleusercontent.example/a/new-user',
};
let failNextToken = false;
let nextUserinfoPatch: Record<string, unknown> | null = null;
const requests: MockGoogleRequest[] = [];
/** code -> what /authorize was asked with (Google checks both again at the token endpoint). */
const codes = new Map<string, { clientId: string; redirectUri: string }>();
const accessTokens = new Set<string>();

function send(message: MockGoogleMessage): void {
  process.send?.(message);
}

function stringParams(source: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (typeof source !== 'object' || source === null) return params;
  for (const [key, value] of Object.entries(source)) if (typeof value === 'string') params[key] = value;
  return params;
}

/** The form fields the mock's own body parser put on the request (express sets req.body). */
function bodyOf(req: IncomingMessage): unknown {
  return 'body' in req ? req.body : undefined;
}

function isCommand(message: unknown): message is MockGoogleCommand {
  return (
    typeof message === 'object' &&
    message !== null &&
    'id' in message &&
    typeof message.id === 'number' &&
    'type' in message
  );
}

function escapeHtml(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** The account chooser Google shows before it redirects back: Continue or Cancel. */
function consentPage(url: URL, res: ServerResponse): void {
  const approve = new URL(url);
  approve.searchParams.set('approved', '1');
  const redirectUri = url.searchParams.get('redirect_uri') ?? '';
  let cancel = '';
  try {
    const denied = new URL(redirectUri);
    denied.searchParams.set('error', 'access_denied');
    const state = url.searchParams.get('state');
    if (state) denied.searchParams.set('state', state);
    cancel = denied.href;
  } catch {
    cancel = '';
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in - Google Accounts (test provider)</title></head>
<body>
  <main>
    <h1>Choose an account</h1>
    <p>to continue to the tracker</p>
    <p data-testid="mock-google-account">${escapeHtml(user.email)}</p>
    <a data-testid="mock-google-continue" href="${escapeHtml(approve.pathname + approve.search)}">Continue as ${escapeHtml(user.name ?? user.email)}</a>
    ${cancel ? `<a data-testid="mock-google-cancel" href="${escapeHtml(cancel)}">Cancel</a>` : ''}
  </main>
</body></html>`);
}

async function main(): Promise<void> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);

  service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, req: IncomingMessage) => {
    const query = new URL(req.url ?? '/', 'http://mock').searchParams;
    const code = redirect.url.searchParams.get('code');
    const requestedClient = query.get('client_id') ?? '';
    if (requestedClient !== clientId) {
      // Google shows an error page for an unknown client; redirecting with an error is close enough for tests.
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'invalid_client');
      return;
    }
    if (code) codes.set(code, { clientId: requestedClient, redirectUri: query.get('redirect_uri') ?? '' });
  });

  service.on('beforeTokenSigning', (token: MutableToken) => {
    token.payload.sub = user.sub;
    // The id_token (audience = client id) carries the identity claims, as Google's does.
    if (token.payload.aud === clientId) {
      Object.assign(token.payload, {
        email: user.email,
        email_verified: user.email_verified,
        name: user.name,
        picture: user.picture,
      });
    }
  });

  service.on('beforeResponse', (response: MutableResponse, req: IncomingMessage) => {
    const form = stringParams(bodyOf(req));
    const issued = form.code ? codes.get(form.code) : undefined;
    if (form.code) codes.delete(form.code);
    const refuse = (statusCode: number, error: string) => {
      response.statusCode = statusCode;
      response.body = { error };
    };
    if (failNextToken) {
      failNextToken = false;
      return refuse(500, 'server_error');
    }
    if (form.client_id !== clientId || form.client_secret !== clientSecret) return refuse(401, 'invalid_client');
    if (!issued || issued.redirectUri !== form.redirect_uri) return refuse(400, 'invalid_grant');
    if (typeof response.body === 'object' && typeof response.body.access_token === 'string') {
      accessTokens.add(response.body.access_token);
    }
  });

  service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!accessTokens.has(token)) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = { ...user, ...nextUserinfoPatch };
    nextUserinfoPatch = null;
  });

  const handler = service.requestHandler;
  const { server, url: origin } = await listenOnFreePort((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const entry: MockGoogleRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization ?? null,
    };
    requests.push(entry);
    if (req.method === 'POST') {
      // Record the form fields too (read by the mock's own parser as well, so tee the body).
      res.on('finish', () => {
        entry.params = { ...entry.params, ...stringParams(bodyOf(req)) };
      });
    }
    if (req.method === 'GET' && url.pathname === '/authorize' && !url.searchParams.has('approved'))
      return consentPage(url, res);
    handler(req, res);
  });

  issuer.url = origin;

  process.on('message', (message: unknown) => {
    if (!isCommand(message)) return;
    const raw = message;
    switch (raw.type) {
      case 'setUser':
        user = raw.user;
        break;
      case 'failNextToken':
        failNextToken = true;
        break;
      case 'patchNextUserinfo':
        nextUserinfoPatch = raw.patch;
        break;
      case 'requests':
        send({ type: 'reply', id: raw.id, requests });
        return;
    }
    send({ type: 'reply', id: raw.id });
  });
  process.on('disconnect', () => {
    server.close();
    process.exit(0);
  });
  send({ type: 'ready', url: origin });
}

main().catch((err: unknown) => {
  send({ type: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exit(1);
});
