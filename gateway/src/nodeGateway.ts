/**
 * The Node fallback gateway: the same route table as the nginx config (routeTable.ts), for machines without nginx.
 * Locations are chosen by matchLocation() (nginx's algorithm); API requests are streamed to the services with
 * http-proxy-3; static files are served from the build directories with the same cache, compression and security
 * policy as nginx. A static file's precompressed copy (`<file>.br`, `<file>.gz`, written by the build) is sent as it
 * is, like nginx's brotli_static / gzip_static; otherwise gzip is done here with node:zlib for static and proxied
 * responses alike (the `compression` middleware is typed for Express only). Static files are read per request so a
 * redeployed area is served at once without a restart.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { createProxyServer } from 'http-proxy-3';
import { createBalancer, UpstreamTimeoutError, type Balancer, type ProxyServerLike } from './balancer';
import {
  COMPRESS_MIN_BYTES,
  FILE_LIKE_PATTERN,
  LIMITS,
  REQUEST_ID_PATTERN,
  DOCUMENT_ONLY_HEADERS,
  SECURITY_HEADERS,
  SUBRESOURCE_TYPE_PATTERN,
  POOLED_SERVICES,
  SPA_INDEX,
  apiNotFoundBody,
  badPathBody,
  isCompressibleType,
  matchLocation,
  mfeMountPath,
  mimeTypeFor,
  normalizeRequestPath,
  pathForMessage,
  poolOf,
  staticCacheControl,
  upstreamDownBody,
  upstreamTimeoutBody,
  type ServiceName,
  type StaticRoots,
  type UpstreamUrls,
} from './routeTable';

export interface NodeGatewayOptions {
  upstreams: UpstreamUrls;
  staticRoots: StaticRoots;
}

/** The public server, and what the gateway's other parts share with it: the pools and the proxy. */
export interface NodeGateway {
  server: http.Server;
  balancer: Balancer;
  /** A server passing every request to one service's pool as it is (a local listener, routeTable.ts LocalPorts). */
  createLocalListener(service: string): http.Server;
  /** Replaces every pool at once: the next request uses the new instances, requests in flight finish. */
  setUpstreams(upstreams: UpstreamUrls): void;
}

/** Every service's pool, validated (the categoriser's only when given). */
export function poolsOf(upstreams: UpstreamUrls): Record<string, string[]> {
  const pools: Record<string, string[]> = {};
  for (const service of POOLED_SERVICES) {
    const value = service === 'categoriser' ? upstreams.categoriser : upstreams[service];
    if (value !== undefined) pools[service] = poolOf(value, `${service} upstream`);
  }
  return pools;
}

const FILE_LIKE = new RegExp(FILE_LIKE_PATTERN);
const REQUEST_ID = new RegExp(REQUEST_ID_PATTERN);
const SUBRESOURCE_TYPE = new RegExp(SUBRESOURCE_TYPE_PATTERN);
const SECURITY_HEADER_NAMES = new Set(Object.keys(SECURITY_HEADERS).map((h) => h.toLowerCase()));
/** Response headers that belong to one connection and are never copied from an upstream. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);
/** Types nginx's `charset utf-8` (default charset_types) labels in static responses. */
const CHARSET_TYPES = new Set(['text/html', 'text/plain', 'text/xml', 'application/javascript']);

function sendJson(res: http.ServerResponse, status: number, body: object): void {
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

function sendStaticNotFound(res: http.ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not Found\n');
}

/** Whether Accept-Encoding names `coding` with a q above 0 (as nginx reads it: a `*` does not count). */
function accepts(req: http.IncomingMessage, coding: 'gzip' | 'br'): boolean {
  const value = req.headers['accept-encoding'];
  if (!value) return false;
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding) return false;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !qParam || Number(qParam.slice(2)) > 0;
  });
}

/** Precompressed copies, in the order they are preferred (nginx asks brotli_static before gzip_static). */
const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/** nginx's ETag format: "<mtime in seconds, hex>-<size, hex>". */
function entityTag(stat: fs.Stats): string {
  return `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
}

/**
 * The precompressed copy of `file` to send to this client: the first of PRECOMPRESSED it accepts that exists, as a
 * regular file no older than the original (a stale copy is never sent; nginx does not check this).
 */
async function precompressedCopy(
  req: http.IncomingMessage,
  file: string,
  original: fs.Stats,
): Promise<{ coding: 'br' | 'gzip'; file: string; stat: fs.Stats } | undefined> {
  for (const { coding, suffix } of PRECOMPRESSED) {
    if (!accepts(req, coding)) continue;
    try {
      const stat = await fs.promises.stat(file + suffix);
      // The build gives a copy its original's mtime, up to a microsecond's rounding.
      if (stat.isFile() && stat.mtimeMs >= original.mtimeMs - 1) return { coding, file: file + suffix, stat };
    } catch {
      // none
    }
  }
  return undefined;
}

function appendVary(res: http.ServerResponse, value: string): void {
  const current = res.getHeader('Vary');
  const list =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase() || v === '*')) list.push(value);
  res.setHeader('Vary', list.join(', '));
}

/** Pipe a body to the response, gzip-compressed when `gzip` is set; errors end the connection. */
function pipeBody(source: Readable, res: http.ServerResponse, gzip: boolean): void {
  const onError = (err: Error | null): void => {
    if (err && !res.destroyed) res.destroy();
  };
  if (gzip) pipeline(source, zlib.createGzip({ level: 5 }), res, onError);
  else pipeline(source, res, onError);
}

function clientAddress(req: http.IncomingMessage): string {
  const addr = req.socket.remoteAddress ?? '';
  return addr.startsWith('::ffff:') ? addr.slice(7) : addr;
}

function errorCode(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string') return err.code;
  return undefined;
}

/** The upstream answer, gzipped when the client accepts it (as nginx's `gzip_proxied any`). */
function relayResponse(proxyRes: http.IncomingMessage, req: http.IncomingMessage, res: http.ServerResponse): void {
  if (res.headersSent) {
    proxyRes.resume();
    return;
  }
  res.statusCode = proxyRes.statusCode ?? 502;
  if (proxyRes.statusMessage) res.statusMessage = proxyRes.statusMessage;
  for (const [name, value] of Object.entries(proxyRes.headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower) || SECURITY_HEADER_NAMES.has(lower)) continue;
    res.setHeader(name, value);
  }
  const contentType = proxyRes.headers['content-type'];
  const encoding = proxyRes.headers['content-encoding'];
  const length = proxyRes.headers['content-length'];
  const status = res.statusCode;
  const compressible = isCompressibleType(contentType) && (!encoding || encoding === 'identity');
  if (compressible) appendVary(res, 'Accept-Encoding');
  const gzip =
    compressible &&
    accepts(req, 'gzip') &&
    req.method !== 'HEAD' &&
    status !== 204 &&
    status !== 304 &&
    (length === undefined || Number(length) >= COMPRESS_MIN_BYTES) &&
    !/\bno-transform\b/i.test(String(proxyRes.headers['cache-control'] ?? ''));
  if (gzip) {
    res.removeHeader('Content-Length');
    res.setHeader('Content-Encoding', 'gzip');
  }
  pipeBody(proxyRes, res, gzip);
}

/** A local listener relays the answer as it is, only without the upstream connection's own headers. */
function relayRaw(proxyRes: http.IncomingMessage, res: http.ServerResponse): void {
  const headers = Object.fromEntries(
    Object.entries(proxyRes.headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name)),
  );
  res.writeHead(proxyRes.statusCode ?? 502, headers as http.OutgoingHttpHeaders);
  pipeBody(proxyRes, res, false);
}

export function createNodeGateway(options: NodeGatewayOptions): NodeGateway {
  const roots = options.staticRoots;
  // Idle connections to instances close after LIMITS.upstreamKeepaliveSeconds, as nginx's upstream keepalive_timeout.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: LIMITS.upstreamKeepaliveSeconds * 1000 });
  const proxy = createProxyServer({
    xfwd: false, // set below, exactly as nginx sets them
    toProxy: true, // forward the raw request target unchanged, as nginx's proxy_pass without a URI does
    selfHandleResponse: true, // so a compressible response can be gzipped
    agent,
  });

  const balancer = createBalancer(proxy as unknown as ProxyServerLike, agent);
  balancer.setPools(poolsOf(options.upstreams));

  function proxyTo(service: ServiceName, req: http.IncomingMessage, res: http.ServerResponse): void {
    const incomingId = req.headers['x-request-id'];
    const valid = typeof incomingId === 'string' && REQUEST_ID.test(incomingId);
    const requestId = valid ? incomingId : crypto.randomBytes(16).toString('hex');
    const prior = req.headers['x-forwarded-for'];
    const client = clientAddress(req);
    req.headers['x-forwarded-for'] = prior ? `${Array.isArray(prior) ? prior.join(', ') : prior}, ${client}` : client;
    req.headers['x-forwarded-proto'] = 'http';
    if (req.headers.host) req.headers['x-forwarded-host'] = req.headers.host;
    else delete req.headers['x-forwarded-host'];
    req.headers['x-request-id'] = requestId;
    // Like nginx (`proxy_set_header Connection ""` + upstream keepalive): the client's connection options are its
    // own. Forwarding `Connection: close` would make a service that refuses an upload early (413 from the
    // Content-Length) close the socket while the body is still streaming, and its answer would be lost (EPIPE).
    for (const name of ['connection', 'keep-alive', 'proxy-connection']) delete req.headers[name];
    balancer.web(service, req, res, {
      onResponse: (proxyRes) => relayResponse(proxyRes, req, res),
      onError: (err, out) => failed(service, req, out, err),
    });
  }

  function failed(service: ServiceName, req: http.IncomingMessage, out: http.ServerResponse, err: unknown): void {
    if (out.writableEnded) {
      // The service answered (e.g. 413 before reading an oversized upload) and then dropped the connection:
      // the answer has been sent, so only discard what the client still uploads.
      req.resume();
      return;
    }
    if (out.headersSent) {
      out.destroy();
      return;
    }
    const timedOut = err instanceof UpstreamTimeoutError || errorCode(err) === 'ETIMEDOUT';
    sendJson(out, timedOut ? 504 : 502, timedOut ? upstreamTimeoutBody(service) : upstreamDownBody(service));
  }

  /**
   * Serve `root + relPath` if it is a regular file. Returns false (nothing sent) when it is not.
   * `uriPath` is the full request path the cache policy is decided on (nginx's `$uri`).
   */
  async function serveFile(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    root: string,
    relPath: string,
    uriPath: string,
  ): Promise<boolean> {
    const base = path.resolve(root);
    const file = path.resolve(base, `.${relPath}`);
    if (file !== base && !file.startsWith(base + path.sep)) return false;
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return false;
    }
    if (!stat.isFile()) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Method Not Allowed\n');
      return true;
    }
    const type = mimeTypeFor(file);
    const compressible = isCompressibleType(type);
    // A precompressed copy is sent with its own size, mtime and (strong) ETag, as nginx's gzip_static does; a body
    // gzipped here keeps the original's ETag, weakened, as nginx's gzip filter does.
    const copy = await precompressedCopy(req, file, stat);
    const gzip = !copy && compressible && accepts(req, 'gzip') && stat.size >= COMPRESS_MIN_BYTES;
    const sent = copy?.stat ?? stat;
    const strongTag = entityTag(sent);
    const etag = gzip ? `W/${strongTag}` : strongTag;
    const lastModified = new Date(Math.floor(sent.mtimeMs / 1000) * 1000).toUTCString();

    res.setHeader('Content-Type', CHARSET_TYPES.has(type) ? `${type}; charset=utf-8` : type);
    if (SUBRESOURCE_TYPE.test(type)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
    res.setHeader('Cache-Control', staticCacheControl(uriPath));
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', lastModified);
    if (compressible || copy) appendVary(res, 'Accept-Encoding');

    const inm = req.headers['if-none-match'];
    const ims = req.headers['if-modified-since'];
    const notModified =
      inm !== undefined
        ? inm.split(',').some((t) => t.trim().replace(/^W\//, '') === strongTag || t.trim() === '*')
        : ims !== undefined && Date.parse(ims) >= Date.parse(lastModified);
    if (notModified) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.statusCode = 200;
    if (copy) res.setHeader('Content-Encoding', copy.coding);
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    else res.setHeader('Content-Length', sent.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    pipeBody(fs.createReadStream(copy?.file ?? file), res, gzip);
    return true;
  }

  async function serveShell(req: http.IncomingMessage, res: http.ServerResponse, uri: string): Promise<void> {
    // nginx: `location /` tries the file, then /index.html; a path naming a file never falls back.
    if (await serveFile(req, res, roots.shell, uri, uri)) return;
    if (!FILE_LIKE.test(uri) && (await serveFile(req, res, roots.shell, SPA_INDEX, SPA_INDEX))) return;
    sendStaticNotFound(res);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const rawTarget = req.url ?? '/';
    const normalized = normalizeRequestPath(rawTarget);
    if (!normalized.ok) {
      sendJson(res, 400, badPathBody());
      return;
    }
    const uri = normalized.path;
    const match = matchLocation(uri);
    if (match.kind === 'shell') {
      await serveShell(req, res, uri);
      return;
    }
    const action = match.location.action;
    switch (action.kind) {
      case 'proxy':
        proxyTo(action.service, req, res);
        return;
      case 'api-not-found':
        sendJson(res, 404, apiNotFoundBody(pathForMessage(rawTarget)));
        return;
      case 'mfe': {
        const rel = uri.slice(mfeMountPath(action.area).length - 1);
        if (!(await serveFile(req, res, roots.mfe[action.area], rel, uri))) sendStaticNotFound(res);
        return;
      }
      case 'static-not-found':
        sendStaticNotFound(res);
        return;
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal Server Error', message: 'Gateway error' });
      else res.destroy();
    });
  });
  // Uploads may take the whole 5-minute budget: no overall request deadline, only inactivity limits.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  server.keepAliveTimeout = 65_000;
  server.setTimeout((LIMITS.proxyReadTimeoutSeconds + 10) * 1000);
  server.on('close', () => {
    proxy.close();
    agent.destroy();
  });

  function createLocalListener(service: string): http.Server {
    const local = http.createServer((req, res) => {
      balancer.web(service, req, res, {
        onResponse: (proxyRes) => relayRaw(proxyRes, res),
        onError: (_err, out) => {
          if (out.headersSent) out.destroy();
          else sendJson(out, 502, { error: 'Bad Gateway', message: `No instance of ${service} answered.` });
        },
      });
    });
    local.requestTimeout = 0;
    local.keepAliveTimeout = 65_000;
    return local;
  }

  return {
    server,
    balancer,
    createLocalListener,
    setUpstreams: (upstreams) => balancer.setPools(poolsOf(upstreams)),
  };
}
