/**
 * The gateway tests' fixture: small fake builds in a temp directory, fake upstream services on ephemeral ports, and
 * both implementations (nginx with the generated config, and the Node fallback) in front of them; with the helpers
 * the gateway test files share.
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
  DOCUMENT_ONLY_HEADERS,
  SECURITY_HEADERS,
  SERVICE_NAMES,
  brotliStaticModuleFromEnv,
  findNginx,
  resolveBrotliStaticModule,
  startGateway,
  type RunningGateway,
  type ServiceName,
} from '../index';

export const NGINX = findNginx();
/**
 * Debian's brotli static module, unless GATEWAY_BROTLI_MODULE says otherwise (`off` runs these tests as on a machine
 * without it): without it nginx sends the .gz copies only. The Node fallback always sends the .br ones.
 */
export const NGINX_BROTLI = resolveBrotliStaticModule(brotliStaticModuleFromEnv());

// ---------------------------------------------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------------------------------------------

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function request(
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

export function json(reply: Reply): Record<string, unknown> {
  return JSON.parse(reply.body.toString('utf8')) as Record<string, unknown>;
}

export interface Echo {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  bodyLength: number;
  bodySha256: string;
  body: string;
}

export function isEcho(value: unknown): value is Echo {
  return typeof value === 'object' && value !== null && 'service' in value && 'url' in value;
}

export function echo(reply: Reply): Echo {
  const value: unknown = JSON.parse(reply.body.toString('utf8'));
  if (!isEcho(value)) throw new Error(`not an upstream echo: ${reply.status} ${reply.body.toString('utf8')}`);
  return value;
}

export interface FakeUpstream {
  url: string;
  seen: string[];
  close(): Promise<void>;
}

/** Answers with which service it is and what it received; `?pad=N` adds N bytes to make a compressible body. */
export async function startFakeUpstream(service: string): Promise<FakeUpstream> {
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

export function writeFile(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  fs.writeFileSync(file, content, { mode: 0o644 });
}

export const SHELL_INDEX =
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>\n';
export const HASHED_JS = `/* main bundle */\n${'console.log("budget and wealth tracker");\n'.repeat(200)}`;
export const MANIFEST = JSON.stringify({ id: 'mfe_dashboard', name: 'mfe_dashboard', exposes: [] });
export const EXPOSE_JS = `export const Dashboard = 1;\n${'// padding\n'.repeat(200)}`;
export const STALE_JS = `/* rebuilt */\n${'console.log("a newer build");\n'.repeat(100)}`;

/** Writes `<file>.gz` (gzip -9) and `<file>.br` (brotli 11) beside a file with its mtime, as the build does. */
export function precompress(file: string, content: Buffer = fs.readFileSync(file)): { gz: Buffer; br: Buffer } {
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

export function expectSecurityHeaders(reply: Reply): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(reply.headers[name.toLowerCase()]).toBe(value);
}

/** The hashed chunk's precompressed copy, byte for byte, with the headers of the file itself. */
/** A script's or stylesheet's headers: nosniff, and none of the headers only a document reads. */
export function expectSubresourceHeaders(reply: Reply): void {
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  for (const name of DOCUMENT_ONLY_HEADERS) expect(reply.headers[name.toLowerCase()]).toBeUndefined();
}

export function expectExposeCopy(reply: Reply, coding: 'br' | 'gzip'): void {
  const copy = coding === 'br' ? copies.expose.br : copies.expose.gz;
  expect([reply.status, reply.headers['content-encoding']]).toEqual([200, coding]);
  expect(reply.body.equals(copy)).toBe(true);
  const body = coding === 'br' ? zlib.brotliDecompressSync(reply.body) : zlib.gunzipSync(reply.body);
  expect(body.toString('utf8')).toBe(EXPOSE_JS);
  expect(reply.headers['content-length']).toBe(String(copy.length));
  expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
  expect(reply.headers['cache-control']).toBe(CACHE_CONTROL_IMMUTABLE);
  expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
  expectSubresourceHeaders(reply);
}

// ---------------------------------------------------------------------------------------------------------------
// fixture: temp builds, fake upstreams, both gateways
// ---------------------------------------------------------------------------------------------------------------

let tmp = '';

/** The fixture's temp directory (builds, runtime dirs). */
export function fixtureDir(): string {
  return tmp;
}
export const copies = {} as Record<'expose' | 'index', { gz: Buffer; br: Buffer }>;
export const upstreams = {} as Record<ServiceName, FakeUpstream>;
export const gateways: Partial<Record<'node' | 'nginx', RunningGateway>> = {};

/** Starts both gateways over the temp builds and fake upstreams for the calling test file, and stops them after. */
export function useGatewayFixture(): void {
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
}

export function gw(kind: 'node' | 'nginx'): string {
  const g = gateways[kind];
  if (!g) throw new Error(`${kind} gateway not started`);
  return g.url;
}

/** Every route of the table: the path itself with a query, and for subtrees a child path too. */
export const ROUTE_CASES: [string, ServiceName][] = API_ROUTES.flatMap((r): [string, ServiceName][] => [
  [`${r.path}?probe=1&x=a%20b`, r.service],
  ...(r.match === 'subtree' ? ([[`${r.path}/child/1?probe=2`, r.service]] as [string, ServiceName][]) : []),
]);

export const IMPLEMENTATIONS: ['node' | 'nginx', string][] = [
  ['node', 'Node fallback'],
  ['nginx', NGINX ? 'nginx' : 'nginx (SKIPPED: nginx not installed on this machine)'],
];
