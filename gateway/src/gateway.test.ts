/**
 * The same table-driven cases against both implementations: nginx (generated config) and the Node fallback, in
 * front of fake upstream services on ephemeral ports and small fake builds in a temp directory.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  API_ROUTES,
  CACHE_CONTROL_IMMUTABLE,
  REQUEST_ID_PATTERN,
  SECURITY_HEADERS,
  SERVICE_NAMES,
  brotliStaticModuleFromEnv,
  findFreePort,
  findNginx,
  matchLocation,
  normalizeRequestPath,
  renderNginxConfig,
  resolveBrotliStaticModule,
  startGateway,
  testNginxConfig,
  writeNginxConfig,
  type RunningGateway,
  type ServiceName,
} from './index';

jest.setTimeout(60_000);

const NGINX = findNginx();
/**
 * Debian's brotli static module, unless GATEWAY_BROTLI_MODULE says otherwise (`off` runs these tests as on a machine
 * without it): without it nginx sends the .gz copies only. The Node fallback always sends the .br ones.
 */
const NGINX_BROTLI = resolveBrotliStaticModule(brotliStaticModuleFromEnv());

// ---------------------------------------------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------------------------------------------

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  base: string,
  rawPath: string,
  init: {
    method?: string;
    headers?: http.OutgoingHttpHeaders;
    body?: Buffer | string | Readable;
    /** Send the headers only and leave the body unsent (for limits checked from Content-Length). */
    headersOnly?: boolean;
  } = {},
): Promise<Reply> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: rawPath,
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const body = init.body;
    if (init.headersOnly) req.flushHeaders();
    else if (body instanceof Readable) body.pipe(req);
    else req.end(body);
  });
}

function json(reply: Reply): Record<string, unknown> {
  return JSON.parse(reply.body.toString('utf8')) as Record<string, unknown>;
}

interface Echo {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  bodyLength: number;
  bodySha256: string;
  body: string;
}

function isEcho(value: unknown): value is Echo {
  return typeof value === 'object' && value !== null && 'service' in value && 'url' in value;
}

function echo(reply: Reply): Echo {
  const value: unknown = JSON.parse(reply.body.toString('utf8'));
  if (!isEcho(value)) throw new Error(`not an upstream echo: ${reply.status} ${reply.body.toString('utf8')}`);
  return value;
}

interface FakeUpstream {
  url: string;
  seen: string[];
  close(): Promise<void>;
}

/** Answers with which service it is and what it received; `?pad=N` adds N bytes to make a compressible body. */
async function startFakeUpstream(service: string): Promise<FakeUpstream> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    if (req.url?.includes('reject=413')) {
      // A service refusing an oversized upload from its Content-Length, without reading the body.
      res.writeHead(413, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Payload Too Large', message: `${service}: file too large` }));
      return;
    }
    const hash = crypto.createHash('sha256');
    let length = 0;
    const head: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      length += chunk.length;
      hash.update(chunk);
      if (length <= 4096) head.push(chunk);
    });
    req.on('end', () => {
      const pad = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('pad') ?? 0);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : (v ?? '');
      const payload = JSON.stringify({
        service,
        method: req.method,
        url: req.url,
        headers,
        bodyLength: length,
        bodySha256: hash.digest('hex'),
        body: length <= 4096 ? Buffer.concat(head).toString('utf8') : '',
        pad: 'x'.repeat(pad),
      });
      // An upstream's own security headers are replaced by the gateway's.
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Frame-Options': 'SAMEORIGIN' });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function writeFile(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  fs.writeFileSync(file, content, { mode: 0o644 });
}

const SHELL_INDEX = '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>\n';
const HASHED_JS = `/* main bundle */\n${'console.log("budget and wealth tracker");\n'.repeat(200)}`;
const MANIFEST = JSON.stringify({ id: 'mfe_dashboard', name: 'mfe_dashboard', exposes: [] });
const EXPOSE_JS = `export const Dashboard = 1;\n${'// padding\n'.repeat(200)}`;
const STALE_JS = `/* rebuilt */\n${'console.log("a newer build");\n'.repeat(100)}`;

/** Writes `<file>.gz` (gzip -9) and `<file>.br` (brotli 11) beside a file with its mtime, as the build does. */
function precompress(file: string, content: Buffer = fs.readFileSync(file)): { gz: Buffer; br: Buffer } {
  const gz = zlib.gzipSync(content, { level: 9 });
  const br = zlib.brotliCompressSync(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const { mtime } = fs.statSync(file);
  for (const [suffix, body] of [
    ['.gz', gz],
    ['.br', br],
  ] as const) {
    writeFile(file + suffix, body);
    fs.utimesSync(file + suffix, mtime, mtime);
  }
  return { gz, br };
}

function expectSecurityHeaders(reply: Reply): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(reply.headers[name.toLowerCase()]).toBe(value);
}

/** The hashed chunk's precompressed copy, byte for byte, with the headers of the file itself. */
function expectExposeCopy(reply: Reply, coding: 'br' | 'gzip'): void {
  const copy = coding === 'br' ? copies.expose.br : copies.expose.gz;
  expect([reply.status, reply.headers['content-encoding']]).toEqual([200, coding]);
  expect(reply.body.equals(copy)).toBe(true);
  const body = coding === 'br' ? zlib.brotliDecompressSync(reply.body) : zlib.gunzipSync(reply.body);
  expect(body.toString('utf8')).toBe(EXPOSE_JS);
  expect(reply.headers['content-length']).toBe(String(copy.length));
  expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
  expect(reply.headers['cache-control']).toBe(CACHE_CONTROL_IMMUTABLE);
  expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
  expectSecurityHeaders(reply);
}

// ---------------------------------------------------------------------------------------------------------------
// fixture: temp builds, fake upstreams, both gateways
// ---------------------------------------------------------------------------------------------------------------

let tmp = '';
const copies = {} as Record<'expose' | 'index', { gz: Buffer; br: Buffer }>;
const upstreams = {} as Record<ServiceName, FakeUpstream>;
const gateways: Partial<Record<'node' | 'nginx', RunningGateway>> = {};

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  // Left 0700, as mkdtemp makes it (like a checkout in a private directory): the gateway must still serve the builds.
  const repo = path.join(tmp, 'repo');
  writeFile(path.join(repo, 'shell/dist/index.html'), SHELL_INDEX);
  writeFile(path.join(repo, 'shell/dist/main.3f2a9c1b.js'), HASHED_JS);
  writeFile(path.join(repo, 'shell/dist/remotes.json'), '{"dashboard":"/mfe/dashboard/mf-manifest.json"}');
  writeFile(path.join(repo, 'shell/dist/LICENSE'), 'license text\n');
  writeFile(path.join(repo, 'mfe-dashboard/dist/mf-manifest.json'), MANIFEST);
  writeFile(path.join(repo, 'mfe-dashboard/dist/remoteEntry.js'), 'var mfe_dashboard = {};\n');
  writeFile(path.join(repo, 'mfe-dashboard/dist/static/js/expose.0a1b2c3d.js'), EXPOSE_JS);
  writeFile(path.join(repo, 'mfe-transactions/dist/mf-manifest.json'), '{"id":"mfe_transactions"}');
  // The build's precompressed copies (scripts/lib/precompress.mjs) for a remote's chunk and the shell's index.html;
  // main.3f2a9c1b.js has none (gzipped on the fly). stale.0a1b2c3d.js has copies of an older build of itself.
  copies.expose = precompress(path.join(repo, 'mfe-dashboard/dist/static/js/expose.0a1b2c3d.js'));
  copies.index = precompress(path.join(repo, 'shell/dist/index.html'));
  const stale = path.join(repo, 'shell/dist/stale.0a1b2c3d.js');
  writeFile(stale, 'console.log("an older build");\n'.repeat(100));
  precompress(stale);
  writeFile(stale, STALE_JS);
  const later = new Date(fs.statSync(stale).mtimeMs + 5000);
  fs.utimesSync(stale, later, later);
  // mfe-budget, mfe-wealth, mfe-community have no build: their absence must not break the others.

  for (const s of SERVICE_NAMES) upstreams[s] = await startFakeUpstream(s);
  const upstreamUrls = {} as Record<ServiceName, string>;
  for (const s of SERVICE_NAMES) upstreamUrls[s] = upstreams[s].url;

  const common = { port: 0, repoRoot: repo, upstreams: upstreamUrls };
  gateways.node = await startGateway({ ...common, prefer: 'node', runtimeDir: path.join(tmp, 'node-unused') });
  // Like a data dir made by mkdtemp (0700): nginx's workers (nobody, when run as root) cannot enter it.
  const privateDir = path.join(tmp, 'private');
  fs.mkdirSync(privateDir, { mode: 0o700 });
  const nginxRuntimeDir = path.join(privateDir, 'nginx');
  if (NGINX) {
    gateways.nginx = await startGateway({
      ...common,
      prefer: 'nginx',
      runtimeDir: nginxRuntimeDir,
      brotliStaticModule: NGINX_BROTLI,
    });
  }
});

afterAll(async () => {
  await Promise.all(Object.values(gateways).map((g) => g.close()));
  await Promise.all(Object.values(upstreams).map((u) => u.close()));
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

function gw(kind: 'node' | 'nginx'): string {
  const g = gateways[kind];
  if (!g) throw new Error(`${kind} gateway not started`);
  return g.url;
}

/** Every route of the table: the path itself with a query, and for subtrees a child path too. */
const ROUTE_CASES: [string, ServiceName][] = API_ROUTES.flatMap((r): [string, ServiceName][] => [
  [`${r.path}?probe=1&x=a%20b`, r.service],
  ...(r.match === 'subtree' ? ([[`${r.path}/child/1?probe=2`, r.service]] as [string, ServiceName][]) : []),
]);

const IMPLEMENTATIONS: ['node' | 'nginx', string][] = [
  ['node', 'Node fallback'],
  ['nginx', NGINX ? 'nginx' : 'nginx (SKIPPED: nginx not installed on this machine)'],
];

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
      expectSecurityHeaders(gz);
      const plain = await request(gw(kind), '/main.3f2a9c1b.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(HASHED_JS);
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

// ---------------------------------------------------------------------------------------------------------------
// both implementations agree on a list of paths (and with the table's matcher)
// ---------------------------------------------------------------------------------------------------------------

const AGREEMENT_PATHS = [
  '/',
  '/budget',
  '/transactions',
  '/some/unknown',
  '/budget/',
  '/index.html',
  '/LICENSE',
  '/main.3f2a9c1b.js',
  '/missing.js',
  '/missing.3f2a9c1b.js',
  '/remotes.json',
  '/favicon.ico',
  '/assets',
  '/.well-known/x',
  '/auth',
  '/auth/',
  '/auth/google',
  '/auth/google/callback?code=x&state=y',
  '/authx',
  '/auth.js',
  '/api',
  '/api/',
  '/api/user',
  '/api/user/',
  '/api/users',
  '/api/user.json',
  '/api/login',
  '/api/loginx',
  '/api/register',
  '/api/logout',
  '/api/account',
  '/api/account/',
  '/api/account/profile',
  '/api/accounts',
  '/api/transactions',
  '/api/transactions/',
  '/api/transactions?page=2&limit=10',
  '/api/transactions/upload-fast',
  '/api/transactions/all',
  '/api/transactionsx',
  '/api/transactions-x',
  '/api/transactions.csv',
  '/api/bank-accounts',
  '/api/bank-accounts/1',
  '/api/tags',
  '/api/tags/x',
  '/api/user-categories',
  '/api/user-categories/1',
  '/api/export/transactions?format=xlsx',
  '/api/export',
  '/api/exports',
  '/api/report/abc.xlsx',
  '/api/analytics/insights',
  '/api/analytics',
  '/api/budget',
  '/api/budget/upload',
  '/api/budgets',
  '/api/budget-types',
  '/api/budget-types/1',
  '/api/budget-typesx',
  '/api/budget-type-categories/2',
  '/api/budget-type-category',
  '/api/assets',
  '/api/assets/price/temp',
  '/api/assets/sync-prices',
  '/api/assetsx',
  '/api/download/wealth-sample',
  '/api/download/wealth-sample/x',
  '/api/download',
  '/api/download/other',
  '/api/features',
  '/api/features/votes',
  '/api/features/1/vote',
  '/api/feedback',
  '/api/feedback/1',
  '/api/categorise',
  '/api/categoriser/x',
  '/internal',
  '/internal/',
  '/internal/x',
  '/internal/categorise',
  '/categoriser',
  '/mfe',
  '/mfe/',
  '/mfe/dashboard',
  '/mfe/dashboard/',
  '/mfe/dashboard/mf-manifest.json',
  '/mfe/dashboard/missing',
  '/mfe/dashboard/static/js/expose.0a1b2c3d.js',
  '/mfe/budget/mf-manifest.json',
  '/mfe/nope/x.js',
  '/mfe/transactions/mf-manifest.json',
  // encodings and oddities: nginx decodes escapes and merges slashes before matching
  '/api//user',
  '//api/user',
  '/api/user//',
  '/%61pi/user',
  '/api%2Fuser',
  '/api/%75ser',
  '/api/budget%2Fupload',
  '/API/user',
  '/api/user%3Fx',
  '/api/transactions/a%20b?q=%2F',
  '/api/transactions/caf%C3%A9',
  '/api/feedback;x=1',
  '/api/user?next=/internal/x',
  '/api/transactions/a.',
  '/api/transactions/..x',
  '/%2Fapi/user',
  '/api/x%zz',
  '/api/%00',
  '/api/x%4',
  '/budget%',
  '/api/transactions/%2e%2e/x',
  '/api/budget/../../internal/x',
  '/./api/user',
  '/api/transactions/./x',
  '/api/budget%2F..%2F..%2Finternal',
  '/mfe/dashboard/%2e%2e/x',
  '/%69nternal/x',
];

async function outcome(base: string, p: string): Promise<string> {
  const reply = await request(base, p);
  const text = reply.body.toString('utf8');
  if (reply.status === 200 && text.startsWith('{"service"')) {
    const e = echo(reply);
    return `proxy ${e.service} ${e.url}`;
  }
  const type = (reply.headers['content-type'] ?? '').replace(/\s+/g, '');
  if (type.startsWith('application/json') && reply.status >= 400) return `json ${reply.status} ${text}`;
  return `${reply.status} ${type} ${crypto.createHash('sha256').update(reply.body).digest('hex').slice(0, 12)}`;
}

function tableExpectation(p: string): string | undefined {
  const n = normalizeRequestPath(p);
  if (!n.ok) return 'json 400';
  const m = matchLocation(n.path);
  if (m.kind !== 'location') return undefined;
  const a = m.location.action;
  if (a.kind === 'proxy') return `proxy ${a.service} ${p}`;
  if (a.kind === 'api-not-found') return 'json 404';
  return undefined;
}

(NGINX ? describe : describe.skip)(
  NGINX ? 'nginx and the Node fallback agree' : 'nginx and the Node fallback agree (SKIPPED: nginx not installed)',
  () => {
    it('on every path of the list, and with the table matcher', async () => {
      const rows: string[] = [];
      for (const p of AGREEMENT_PATHS) {
        const [viaNginx, viaNode] = [await outcome(gw('nginx'), p), await outcome(gw('node'), p)];
        const expected = tableExpectation(p);
        if (viaNginx !== viaNode) rows.push(`${p}: nginx=${viaNginx} | node=${viaNode}`);
        if (expected && !viaNginx.startsWith(expected)) rows.push(`${p}: table=${expected} | nginx=${viaNginx}`);
      }
      expect(rows).toEqual([]);
    });

    it('renders a config nginx accepts, also in resolver mode', () => {
      const dir = path.join(tmp, 'nginx-t');
      const roots = gateways.nginx?.staticRoots;
      const ups = gateways.nginx?.upstreams;
      if (!roots || !ups || !NGINX) throw new Error('nginx gateway missing');
      writeNginxConfig({ prefixDir: dir, port: 1, upstreams: ups, staticRoots: roots, resolver: '127.0.0.11' });
      expect(() => testNginxConfig(NGINX, dir)).not.toThrow();
      const conf = renderNginxConfig({ prefixDir: dir, port: 1, upstreams: ups, staticRoots: roots });
      expect(conf).not.toMatch(/4103|categoris/);
    });

    it('starts without brotli, and says so, when the brotli module cannot be loaded into this nginx', async () => {
      const fakeModule = path.join(tmp, 'not-a-module.so');
      fs.writeFileSync(fakeModule, 'not a shared object');
      const runtimeDir = path.join(tmp, 'nginx-bad-brotli');
      const g = await startGateway({
        port: 0,
        prefer: 'nginx',
        upstreams: { auth: upstreams.auth.url },
        staticRoots: gateways.nginx?.staticRoots,
        runtimeDir,
        brotliStaticModule: fakeModule,
      });
      try {
        expect(g.warnings.join('\n')).toContain(`nginx cannot load ${fakeModule}`);
        const conf = fs.readFileSync(path.join(runtimeDir, 'conf/nginx.conf'), 'utf8');
        expect(conf).not.toMatch(/load_module|brotli_static/);
        const reply = await request(g.url, '/mfe/dashboard/static/js/expose.0a1b2c3d.js', {
          headers: { 'Accept-Encoding': 'br, gzip' },
        });
        expect([reply.status, reply.headers['content-encoding']]).toEqual([200, 'gzip']);
        expect(reply.body.equals(copies.expose.gz)).toBe(true);
      } finally {
        await g.close();
      }
    });

    it('answers an over-limit upload with a 413 JSON before reading it', async () => {
      const reply = await request(gw('nginx'), '/api/transactions/upload-fast', {
        method: 'POST',
        headers: { 'Content-Length': 70 * 1024 * 1024 },
        headersOnly: true,
      });
      expect(reply.status).toBe(413);
      expect(json(reply).error).toBe('Payload Too Large');
      expectSecurityHeaders(reply);
    });

    it('proxies through resolver mode with the raw request target', async () => {
      const g = await startGateway({
        port: 0,
        prefer: 'nginx',
        upstreams: { auth: upstreams.auth.url },
        staticRoots: gateways.nginx?.staticRoots,
        runtimeDir: path.join(tmp, 'nginx-resolver'),
        resolver: '127.0.0.1',
      });
      try {
        for (const p of ['/api/user?x=a%20b&y=%2F', '/auth/google/callback?code=1', '/api//user']) {
          const e = echo(await request(g.url, p));
          expect([e.service, e.url]).toEqual(['auth', p]);
        }
      } finally {
        await g.close();
      }
    });

    it('keeps query strings, cookies and bodies out of its access log', async () => {
      const base = gw('nginx');
      await request(base, '/api/transactions?search=secret-merchant&description=mrs%20higgins', {
        headers: { Cookie: 'tracker.sid=secret-cookie' },
      });
      await request(base, '/api/feedback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"message":"secret-body"}',
      });
      const logFile = path.join(tmp, 'private', 'nginx', 'logs', 'access.log');
      let log = '';
      for (let i = 0; i < 50 && !log.includes('/api/feedback'); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        log = fs.readFileSync(logFile, 'utf8');
      }
      expect(log).toContain('"GET /api/transactions HTTP/1.1" 200');
      expect(log).toContain('"POST /api/feedback HTTP/1.1" 200');
      expect(log).not.toMatch(/secret|higgins|search=/i);
    });

    it('stops the nginx a gateway killed outright left on the same runtime directory, and takes its port', async () => {
      const runtimeDir = path.join(tmp, 'nginx-restart');
      const port = await findFreePort();
      const options = {
        port,
        prefer: 'nginx' as const,
        upstreams: { auth: upstreams.auth.url },
        staticRoots: gateways.nginx?.staticRoots,
        runtimeDir,
      };
      // The first gateway is never closed, as when its process is killed with SIGKILL: its nginx keeps the port.
      const first = await startGateway(options);
      const stale = Number(fs.readFileSync(path.join(runtimeDir, 'logs', 'nginx.pid'), 'utf8').trim());
      const second = await startGateway(options);
      try {
        expect(() => process.kill(stale, 0)).toThrow();
        expect(Number(fs.readFileSync(path.join(runtimeDir, 'logs', 'nginx.pid'), 'utf8').trim())).not.toBe(stale);
        expect(echo(await request(second.url, '/api/user')).service).toBe('auth');
      } finally {
        await second.close();
        await first.close();
      }
    });
  },
);

// ---------------------------------------------------------------------------------------------------------------
// a service going down degrades only its own routes (runs last: it stops the community upstream)
// ---------------------------------------------------------------------------------------------------------------

describe('upstream down', () => {
  beforeAll(() => upstreams.community.close());

  describe.each(IMPLEMENTATIONS)('%s', (kind, title) => {
    (kind === 'nginx' && !NGINX ? it.skip : it)(`${title}: 502 JSON for that service only`, async () => {
      const reply = await request(gw(kind), '/api/features?x=1');
      expect(reply.status).toBe(502);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(json(reply)).toEqual({
        error: 'Bad Gateway',
        message: 'The community service is unavailable. Please try again shortly.',
      });
      expectSecurityHeaders(reply);
      const post = await request(gw(kind), '/api/feedback', {
        method: 'POST',
        body: '{"message":"hi"}',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(post.status).toBe(502);
      expect(echo(await request(gw(kind), '/api/assets')).service).toBe('wealth');
      expect((await request(gw(kind), '/budget')).status).toBe(200);
    });
  });
});
