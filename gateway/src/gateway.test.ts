/**
 * The same table-driven cases against both implementations: nginx (generated config) and the Node fallback, in
 * front of fake upstream services on ephemeral ports and small fake builds in a temp directory (testing/gatewayFixture.ts).
 */
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { CACHE_CONTROL_IMMUTABLE, REQUEST_ID_PATTERN, SERVICE_NAMES } from './index';
import {
  NGINX,
  NGINX_BROTLI,
  request,
  json,
  isEcho,
  echo,
  SHELL_INDEX,
  HASHED_JS,
  MANIFEST,
  EXPOSE_JS,
  STALE_JS,
  expectSecurityHeaders,
  expectSubresourceHeaders,
  expectExposeCopy,
  copies,
  upstreams,
  gw,
  ROUTE_CASES,
  IMPLEMENTATIONS,
  useGatewayFixture,
} from './testing/gatewayFixture';

jest.setTimeout(60_000);
useGatewayFixture();

describe.each(IMPLEMENTATIONS)('gateway: %s', (kind, title) => {
  const d = kind === 'nginx' && !NGINX ? describe.skip : describe;
  d(title, () => {
    it.each(ROUTE_CASES)('routes %s to %s with path and query intact', async (p, service) => {
      const reply = await request(gw(kind), p);
      expect(reply.status).toBe(200);
      const e = echo(reply);
      expect(e.service).toBe(service);
      expect(e.url).toBe(p);
      expect(e.method).toBe('GET');
      expectSecurityHeaders(reply);
    });

    it('sets X-Forwarded-* and X-Request-Id, keeps Host, and keeps a valid incoming request id', async () => {
      const base = gw(kind);
      const host = new URL(base).host;
      const generated = echo(await request(base, '/api/user', { headers: { 'X-Forwarded-For': '10.1.2.3' } }));
      expect(generated.headers['x-forwarded-for']).toBe('10.1.2.3, 127.0.0.1');
      expect(generated.headers['x-forwarded-proto']).toBe('http');
      expect(generated.headers['x-forwarded-host']).toBe(host);
      expect(generated.headers.host).toBe(host);
      expect(generated.headers['x-request-id']).toMatch(new RegExp(REQUEST_ID_PATTERN));
      const other = echo(await request(base, '/api/user'));
      expect(other.headers['x-request-id']).not.toBe(generated.headers['x-request-id']);
      const kept = echo(await request(base, '/api/user', { headers: { 'X-Request-Id': 'req-42.abc' } }));
      expect(kept.headers['x-request-id']).toBe('req-42.abc');
      const replaced = echo(await request(base, '/api/user', { headers: { 'X-Request-Id': 'bad id <script>' } }));
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    });

    it('preserves method and body of POST, PUT and DELETE', async () => {
      const body = JSON.stringify({ name: 'Groceries', month: 5, year: 2025 });
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const reply = await request(gw(kind), '/api/budget-types/7?month=5', {
          method,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
          body,
        });
        const e = echo(reply);
        expect([e.service, e.method, e.url, e.body]).toEqual(['budget', method, '/api/budget-types/7?month=5', body]);
        expect(e.headers['content-type']).toBe('application/json');
      }
    });

    it('streams a 55 MB upload through to the service', async () => {
      const size = 55 * 1024 * 1024;
      const chunk = crypto.randomBytes(1024 * 1024);
      const expected = crypto.createHash('sha256');
      for (let i = 0; i < 55; i++) expected.update(chunk);
      let sent = 0;
      const body = new Readable({
        read() {
          if (sent >= 55) this.push(null);
          else {
            sent++;
            this.push(chunk);
          }
        },
      });
      const reply = await request(gw(kind), '/api/transactions/upload-fast', {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': size },
        body,
      });
      expect(reply.status).toBe(200);
      const e = echo(reply);
      expect([e.service, e.method, e.bodyLength]).toEqual(['transactions', 'POST', size]);
      expect(e.bodySha256).toBe(expected.digest('hex'));
    });

    it("passes a service's early 413 for an upload it refuses back to the client", async () => {
      const body = Buffer.alloc(16 * 1024 * 1024, 7);
      const reply = await request(gw(kind), '/api/budget/upload?reject=413', {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': body.length },
        body,
      });
      expect(reply.status).toBe(413);
      expect(json(reply)).toEqual({ error: 'Payload Too Large', message: 'budget: file too large' });
      expectSecurityHeaders(reply);
    });

    it.each(['/api/unknown', '/api/transactionsx', '/api', '/api/user/', '/api/categorise', '/api/categoriser/x'])(
      '%s is a 404 JSON, never the SPA',
      async (p) => {
        const reply = await request(gw(kind), `${p}?q=1`);
        expect(reply.status).toBe(404);
        expect(reply.headers['content-type']).toMatch(/^application\/json/);
        expect(json(reply)).toEqual({ error: 'Not Found', message: `No API route for ${p}` });
        expectSecurityHeaders(reply);
      },
    );

    it('never routes /internal/* or the categoriser', async () => {
      const before = SERVICE_NAMES.map((s) => upstreams[s].seen.length);
      for (const p of ['/internal/x', '/internal', '/internal/categorise?text=coffee', '/api/internal/x']) {
        const reply = await request(gw(kind), p, { method: 'POST', body: '{}' });
        expect(reply.status).toBe(404);
        expect(json(reply).error).toBe('Not Found');
      }
      const reply = await request(gw(kind), '/api/budget/../../internal/x');
      expect(reply.status).toBe(400);
      expectSecurityHeaders(reply);
      expect(SERVICE_NAMES.map((s) => upstreams[s].seen.length)).toEqual(before);
    });

    const SPA_PATHS = ['/budget', '/transactions', '/some/unknown', '/'];
    it.each(SPA_PATHS)('%s serves the shell index.html (no-cache)', async (p) => {
      const reply = await request(gw(kind), p);
      expect(reply.status).toBe(200);
      expect(reply.body.toString('utf8')).toBe(SHELL_INDEX);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(reply);
    });

    it('answers a missing file-like shell path with 404, not the SPA', async () => {
      const reply = await request(gw(kind), '/missing.3f2a9c1b.js');
      expect(reply.status).toBe(404);
      expect(reply.headers['cache-control']).toBeUndefined();
      expectSecurityHeaders(reply);
    });

    it('serves mf-manifest.json and remotes.json with no-cache', async () => {
      const manifest = await request(gw(kind), '/mfe/dashboard/mf-manifest.json');
      expect(manifest.status).toBe(200);
      expect(manifest.body.toString('utf8')).toBe(MANIFEST);
      expect(manifest.headers['content-type']).toMatch(/^application\/json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(manifest);
      const remotes = await request(gw(kind), '/remotes.json');
      expect(remotes.status).toBe(200);
      expect(remotes.headers['cache-control']).toBe('no-cache');
      const other = await request(gw(kind), '/mfe/transactions/mf-manifest.json');
      expect(other.body.toString('utf8')).toBe('{"id":"mfe_transactions"}');
    });

    it('caches hashed assets as immutable', async () => {
      for (const p of ['/main.3f2a9c1b.js', '/mfe/dashboard/static/js/expose.0a1b2c3d.js']) {
        const reply = await request(gw(kind), p);
        expect(reply.status).toBe(200);
        expect(reply.headers['cache-control']).toBe(CACHE_CONTROL_IMMUTABLE);
        expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
      }
      const entry = await request(gw(kind), '/mfe/dashboard/remoteEntry.js');
      expect(entry.headers['cache-control']).toBe('no-cache');
    });

    it('gzips JavaScript without a precompressed copy when the client accepts gzip, and only then', async () => {
      const gz = await request(gw(kind), '/main.3f2a9c1b.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(gz.status).toBe(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zlib.gunzipSync(gz.body).toString('utf8')).toBe(HASHED_JS);
      expect(gz.body.length).toBeLessThan(HASHED_JS.length / 4);
      // A script carries nosniff but not the page's policy, framing or referrer headers (a document's business).
      expectSubresourceHeaders(gz);
      const plain = await request(gw(kind), '/main.3f2a9c1b.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(HASHED_JS);
      expectSubresourceHeaders(plain);
    });

    const EXPOSE = '/mfe/dashboard/static/js/expose.0a1b2c3d.js';
    const noBrotli = kind === 'nginx' && !NGINX_BROTLI;
    (noBrotli ? it.skip : it)(
      noBrotli
        ? 'sends the precompressed .br to a client accepting br (SKIPPED: nginx has no brotli static module here; apt-get install libnginx-mod-http-brotli-static)'
        : 'sends the precompressed .br to a client accepting br, with the headers of the file',
      async () => {
        const plain = await request(gw(kind), EXPOSE);
        const br = await request(gw(kind), EXPOSE, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
        expectExposeCopy(br, 'br');
        expect(br.headers['last-modified']).toBe(plain.headers['last-modified']);
        expect(br.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
        expect(br.headers.etag).not.toBe(plain.headers.etag);
        // Revalidation with the .br's own ETag; HEAD says what GET would send.
        const again = await request(gw(kind), EXPOSE, {
          headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag ?? '' },
        });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        const head = await request(gw(kind), EXPOSE, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
        expect([
          head.status,
          head.headers['content-encoding'],
          head.headers['content-length'],
          head.body.length,
        ]).toEqual([200, 'br', String(copies.expose.br.length), 0]);
        // The SPA fallback is index.html's copy too, still no-cache.
        const spa = await request(gw(kind), '/budget', { headers: { 'Accept-Encoding': 'br, gzip' } });
        expect([spa.status, spa.headers['content-encoding'], spa.headers['cache-control']]).toEqual([
          200,
          'br',
          'no-cache',
        ]);
        expect(zlib.brotliDecompressSync(spa.body).toString('utf8')).toBe(SHELL_INDEX);
        expect(spa.headers['content-type']).toMatch(/^text\/html/);
      },
    );

    it.each(['gzip, deflate', 'br;q=0, gzip', 'gzip;q=0.5, identity'])(
      'sends the precompressed .gz to a client that accepts gzip and not br (%s)',
      async (acceptEncoding) => {
        const gz = await request(gw(kind), EXPOSE, { headers: { 'Accept-Encoding': acceptEncoding } });
        expectExposeCopy(gz, 'gzip');
        const spa = await request(gw(kind), '/transactions', { headers: { 'Accept-Encoding': acceptEncoding } });
        expect([spa.status, spa.headers['content-encoding']]).toEqual([200, 'gzip']);
        expect(zlib.gunzipSync(spa.body).toString('utf8')).toBe(SHELL_INDEX);
      },
    );

    it.each([undefined, 'identity', 'deflate', 'gzip;q=0, br;q=0'])(
      'sends the file itself, not a copy, to a client accepting neither (Accept-Encoding: %s)',
      async (acceptEncoding) => {
        const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
        const plain = await request(gw(kind), EXPOSE, { headers });
        expect(plain.status).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString('utf8')).toBe(EXPOSE_JS);
        expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(EXPOSE_JS)));
        expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
        expect(plain.headers['cache-control']).toBe(CACHE_CONTROL_IMMUTABLE);
        const spa = await request(gw(kind), '/budget', { headers });
        expect([spa.status, spa.headers['content-encoding'], spa.body.toString('utf8')]).toEqual([
          200,
          undefined,
          SHELL_INDEX,
        ]);
      },
    );

    it('gzips large proxied JSON', async () => {
      const reply = await request(gw(kind), '/api/analytics/insights?pad=5000', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe('gzip');
      const e: unknown = JSON.parse(zlib.gunzipSync(reply.body).toString('utf8'));
      expect(isEcho(e) && e.service).toBe('transactions');
      expect(reply.headers['x-frame-options']).toBe('DENY'); // the upstream's SAMEORIGIN is replaced
    });

    it('relays a large response (an export) intact', async () => {
      const reply = await request(gw(kind), '/api/export/transactions?pad=3000000');
      expect(reply.status).toBe(200);
      const e: unknown = JSON.parse(reply.body.toString('utf8'));
      expect(isEcho(e) && e.service).toBe('transactions');
      expect(reply.body.length).toBeGreaterThan(3_000_000);
    });

    it('serves missing remote files and unknown areas as 404 without SPA fallback', async () => {
      const paths = [
        '/mfe/dashboard/missing.js',
        '/mfe/dashboard/some/route',
        '/mfe/dashboard/',
        '/mfe/budget/mf-manifest.json',
        '/mfe/unknown/x.js',
      ];
      for (const p of paths) {
        const reply = await request(gw(kind), p);
        expect([p, reply.status]).toEqual([p, 404]);
        expect(reply.body.toString('utf8')).not.toContain('<div id="root">');
        expectSecurityHeaders(reply);
      }
    });
  });
});

describe('Node fallback: precompressed copies', () => {
  it('never sends a copy older than its file, and gzips the file on the fly instead', async () => {
    for (const acceptEncoding of ['br, gzip', 'gzip']) {
      const reply = await request(gw('node'), '/stale.0a1b2c3d.js', { headers: { 'Accept-Encoding': acceptEncoding } });
      expect([reply.status, reply.headers['content-encoding']]).toEqual([200, 'gzip']);
      expect(reply.headers.etag).toMatch(/^W\//);
      expect(zlib.gunzipSync(reply.body).toString('utf8')).toBe(STALE_JS);
    }
  });
});
