/**
 * THE route table of the gateway: upstream services, API routes with explicit match kinds, static mounts and the
 * header policy. Both implementations are generated from this file:
 *   - nginxConfig.ts renders every entry of `GATEWAY_LOCATIONS` as an nginx `location` block;
 *   - nodeGateway.ts picks an entry with `matchLocation()`, which follows nginx's own selection algorithm
 *     (exact `=` first, then the longest `^~` prefix, else the shell's `location /`).
 * gateway.test.ts sends the same list of paths through both and asserts they agree.
 */

// ---------------------------------------------------------------------------------------------------------------
// Upstreams
// ---------------------------------------------------------------------------------------------------------------

export const SERVICE_NAMES = ['auth', 'transactions', 'budget', 'wealth', 'community'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface UpstreamDefinition {
  /** Environment variable that overrides the URL (`http://host:port`, no path). */
  readonly envVar: string;
  readonly defaultUrl: string;
}

/** The categoriser (4103) is internal and deliberately absent: the gateway never routes to it. */
export const UPSTREAMS: Readonly<Record<ServiceName, UpstreamDefinition>> = {
  auth: { envVar: 'AUTH_SERVICE_URL', defaultUrl: 'http://127.0.0.1:4101' },
  transactions: { envVar: 'TRANSACTIONS_SERVICE_URL', defaultUrl: 'http://127.0.0.1:4102' },
  budget: { envVar: 'BUDGET_SERVICE_URL', defaultUrl: 'http://127.0.0.1:4104' },
  wealth: { envVar: 'WEALTH_SERVICE_URL', defaultUrl: 'http://127.0.0.1:4105' },
  community: { envVar: 'COMMUNITY_SERVICE_URL', defaultUrl: 'http://127.0.0.1:4106' },
};

/**
 * Where a service's instances are: one origin, or several (comma-separated in the environment). Every instance of a
 * pool is used in turn; the list changes while the gateway runs (cli.ts: SIGHUP rereads GATEWAY_UPSTREAMS_FILE).
 */
export type UpstreamPool = readonly string[];
export type UpstreamUrls = Readonly<Record<ServiceName, string | UpstreamPool>> & {
  /** Only for a local listener (LocalPorts): the gateway never routes a public path to the categoriser. */
  readonly categoriser?: string | UpstreamPool;
};
/**
 * Local listeners (127.0.0.1 only), one per service: the stable address other services call it at (`npm start` sets
 * CATEGORISER_URL and the other *_SERVICE_URL of the services to them), balanced over its instances like the public
 * routes, `/internal/*` included. Not used in docker-compose, where a service name resolves to its replicas.
 */
export type LocalPorts = Readonly<Partial<Record<PooledService, number>>>;

/** Every service that runs as a pool of instances: the five above and the internal categoriser. */
export const POOLED_SERVICES = [...SERVICE_NAMES, 'categoriser'] as const;
export type PooledService = (typeof POOLED_SERVICES)[number];
export const CATEGORISER_UPSTREAM: UpstreamDefinition = {
  envVar: 'CATEGORISER_URL',
  defaultUrl: 'http://127.0.0.1:4103',
};

/** A pool from one origin, a comma-separated list or an array: validated origins, in order, without repeats. */
export function poolOf(value: string | UpstreamPool, label = 'upstream URL'): string[] {
  const items = typeof value === 'string' ? value.split(',') : value;
  const origins = items.map((item) => item.trim()).filter(Boolean);
  if (origins.length === 0) throw new Error(`${label}: no instance given`);
  return [...new Set(origins.map((origin) => parseUpstreamUrl(origin, label).origin))];
}

/** Upstream pools from the environment (or the defaults), validated. */
export function upstreamsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<ServiceName, string[]> {
  const result = {} as Record<ServiceName, string[]>;
  for (const name of SERVICE_NAMES) {
    const def = UPSTREAMS[name];
    result[name] = poolOf(env[def.envVar] || def.defaultUrl, def.envVar);
  }
  return result;
}

/**
 * Methods nginx never sends to a second instance once the request reached the first one (proxy_next_upstream
 * without `non_idempotent`): a refused connection is retried for them too, a failed or 502/503 answer is not.
 */
export const NON_IDEMPOTENT_METHODS: readonly string[] = ['POST', 'PATCH', 'LOCK'];
/** Answers that send an idempotent request to the next instance (nginx: proxy_next_upstream http_502 http_503). */
export const UPSTREAM_RETRY_STATUSES: readonly number[] = [502, 503];

/**
 * An upstream must be a plain `http://host[:port]` origin: a path would change how nginx's `proxy_pass` rewrites
 * the request URI, and the Node fallback would then disagree with it.
 */
export function parseUpstreamUrl(value: string, label = 'upstream URL'): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${label}: "${value}" is not a URL (expected http://host:port)`);
  }
  if (url.protocol !== 'http:') throw new Error(`${label}: "${value}" must use http://`);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password) {
    throw new Error(`${label}: "${value}" must be an origin only (http://host:port, no path, query or credentials)`);
  }
  return url;
}

// ---------------------------------------------------------------------------------------------------------------
// API routes
// ---------------------------------------------------------------------------------------------------------------

/**
 * - `exact`:   the path itself only (`/api/user`; not `/api/user/`, not `/api/users`).
 * - `subtree`: the path itself and everything below it (`/api/transactions`, `/api/transactions/upload-fast`),
 *              but not a longer sibling (`/api/transactionsx`). nginx: `location = P` plus `location ^~ P/`.
 * The query string never takes part in matching and is always forwarded unchanged.
 */
export type MatchKind = 'exact' | 'subtree';

export interface ApiRoute {
  readonly path: string;
  readonly match: MatchKind;
  readonly service: ServiceName;
}

export const API_ROUTES: readonly ApiRoute[] = [
  // services/auth
  { path: '/auth', match: 'subtree', service: 'auth' },
  { path: '/api/user', match: 'exact', service: 'auth' },
  { path: '/api/login', match: 'exact', service: 'auth' },
  { path: '/api/register', match: 'exact', service: 'auth' },
  { path: '/api/logout', match: 'exact', service: 'auth' },
  { path: '/api/account', match: 'subtree', service: 'auth' },
  // services/transactions
  { path: '/api/transactions', match: 'subtree', service: 'transactions' },
  { path: '/api/bank-accounts', match: 'subtree', service: 'transactions' },
  { path: '/api/tags', match: 'exact', service: 'transactions' },
  { path: '/api/user-categories', match: 'exact', service: 'transactions' },
  { path: '/api/export', match: 'subtree', service: 'transactions' },
  { path: '/api/report', match: 'subtree', service: 'transactions' },
  { path: '/api/analytics', match: 'subtree', service: 'transactions' },
  { path: '/api/rules', match: 'subtree', service: 'transactions' },
  { path: '/api/recurring', match: 'subtree', service: 'transactions' },
  // services/budget
  { path: '/api/budget', match: 'subtree', service: 'budget' },
  { path: '/api/budget-types', match: 'subtree', service: 'budget' },
  { path: '/api/budget-type-categories', match: 'subtree', service: 'budget' },
  // services/wealth
  { path: '/api/assets', match: 'subtree', service: 'wealth' },
  { path: '/api/download/wealth-sample', match: 'exact', service: 'wealth' },
  // services/community
  { path: '/api/features', match: 'subtree', service: 'community' },
  { path: '/api/feedback', match: 'exact', service: 'community' },
];

/**
 * Subtrees answered by the gateway itself with a 404 JSON body when no API route above is more specific:
 * every other `/api` path (never the SPA), and the services' `/internal/*` endpoints (never exposed).
 */
export const NOT_FOUND_SUBTREES: readonly string[] = ['/api', '/internal'];

export function apiNotFoundBody(path: string): { error: string; message: string } {
  return { error: 'Not Found', message: `No API route for ${path}` };
}

/** Body of the 502 answered when a service cannot be reached (only that service's routes are affected). */
export function upstreamDownBody(service: ServiceName): { error: string; message: string } {
  return { error: 'Bad Gateway', message: `The ${service} service is unavailable. Please try again shortly.` };
}

export function upstreamTimeoutBody(service: ServiceName): { error: string; message: string } {
  return { error: 'Gateway Timeout', message: `The ${service} service did not answer in time.` };
}

export function badPathBody(): { error: string; message: string } {
  return { error: 'Bad Request', message: 'The request path is not valid' };
}

// ---------------------------------------------------------------------------------------------------------------
// Static mounts
// ---------------------------------------------------------------------------------------------------------------

export const MFE_AREAS = ['dashboard', 'transactions', 'budget', 'wealth', 'community'] as const;
export type MfeArea = (typeof MFE_AREAS)[number];

/** `/mfe/<area>/` serves `<repo>/mfe-<area>/dist`; a missing file there is a real 404 (no SPA fallback). */
export function mfeMountPath(area: MfeArea): string {
  return `/mfe/${area}/`;
}
/** Any other `/mfe/...` path (an unknown area) is a 404 too. */
export const MFE_ROOT = '/mfe/';

export interface StaticRoots {
  /** The shell build, served at `/` with SPA fallback to index.html. */
  readonly shell: string;
  readonly mfe: Readonly<Record<MfeArea, string>>;
}

/** Default static roots for a repository checkout. */
export function defaultStaticRoots(repoRoot: string): StaticRoots {
  const join = (...parts: string[]): string => parts.join('/').replace(/\/+/g, '/');
  const mfe = {} as Record<MfeArea, string>;
  for (const area of MFE_AREAS) mfe[area] = join(repoRoot, `mfe-${area}`, 'dist');
  return { shell: join(repoRoot, 'shell', 'dist'), mfe };
}

export const SPA_INDEX = '/index.html';

// ---------------------------------------------------------------------------------------------------------------
// Locations: the table above flattened into nginx's matching model. Both implementations use exactly this list.
// ---------------------------------------------------------------------------------------------------------------

export type LocationAction =
  | { readonly kind: 'proxy'; readonly service: ServiceName }
  | { readonly kind: 'api-not-found' }
  | { readonly kind: 'mfe'; readonly area: MfeArea }
  | { readonly kind: 'static-not-found' };

/** `exact` = nginx `location = path`; `prefix` = nginx `location ^~ path` (stops regex matching). */
export interface GatewayLocation {
  readonly match: 'exact' | 'prefix';
  readonly path: string;
  readonly action: LocationAction;
}

function buildLocations(): readonly GatewayLocation[] {
  const out: GatewayLocation[] = [];
  for (const route of API_ROUTES) {
    const action: LocationAction = { kind: 'proxy', service: route.service };
    out.push({ match: 'exact', path: route.path, action });
    if (route.match === 'subtree') out.push({ match: 'prefix', path: `${route.path}/`, action });
  }
  for (const subtree of NOT_FOUND_SUBTREES) {
    out.push({ match: 'exact', path: subtree, action: { kind: 'api-not-found' } });
    out.push({ match: 'prefix', path: `${subtree}/`, action: { kind: 'api-not-found' } });
  }
  for (const area of MFE_AREAS) out.push({ match: 'prefix', path: mfeMountPath(area), action: { kind: 'mfe', area } });
  out.push({ match: 'prefix', path: MFE_ROOT, action: { kind: 'static-not-found' } });

  const seen = new Set<string>();
  for (const loc of out) {
    const key = `${loc.match} ${loc.path}`;
    if (seen.has(key)) throw new Error(`gateway route table: duplicate location ${key}`);
    seen.add(key);
  }
  return out;
}

export const GATEWAY_LOCATIONS: readonly GatewayLocation[] = buildLocations();

/** The outcome of matching a path: one of the locations above, or the shell (`location /`). */
export type MatchResult =
  | { readonly kind: 'location'; readonly location: GatewayLocation }
  | { readonly kind: 'shell' };

/**
 * nginx's selection algorithm over GATEWAY_LOCATIONS for an already-normalised path: an exact match wins, then the
 * longest matching prefix (all prefixes are `^~`, so no regex location is consulted for them), else `location /`.
 */
export function matchLocation(normalizedPath: string): MatchResult {
  let best: GatewayLocation | undefined;
  for (const loc of GATEWAY_LOCATIONS) {
    if (loc.match === 'exact') {
      if (loc.path === normalizedPath) return { kind: 'location', location: loc };
    } else if (normalizedPath.startsWith(loc.path) && (!best || loc.path.length > best.path.length)) {
      best = loc;
    }
  }
  return best ? { kind: 'location', location: best } : { kind: 'shell' };
}

// ---------------------------------------------------------------------------------------------------------------
// Paths: what nginx does to a request path before matching, mirrored for the Node fallback.
// ---------------------------------------------------------------------------------------------------------------

/**
 * A raw request path containing a dot segment (`/./`, `/../`, percent-encoded or not, also behind an encoded
 * slash) is refused with 400 by both implementations, so no path can be matched against one route and reach a
 * service as another (for example `/api/budget/../../internal/x`). Browsers never send such paths.
 * Applied to the raw request target (before `?`). Written for both JavaScript and PCRE.
 */
export const DOT_SEGMENT_PATTERN = '^[^?]*(?:/|%2[Ff])(?:\\.|%2[Ee]){1,2}(?:/|%2[Ff]|\\?|$)';

export type NormalizedPath = { readonly ok: true; readonly path: string } | { readonly ok: false };

/**
 * The path nginx matches locations against (`$uri`): percent-escapes decoded (including `%2F`), repeated slashes
 * merged. Dot segments are refused beforehand (DOT_SEGMENT_PATTERN). Returns `ok: false` where nginx answers 400:
 * a target not starting with `/`, an invalid or NUL escape.
 */
export function normalizeRequestPath(rawTarget: string): NormalizedPath {
  const q = rawTarget.indexOf('?');
  const raw = q === -1 ? rawTarget : rawTarget.slice(0, q);
  if (!raw.startsWith('/')) return { ok: false };
  if (new RegExp(DOT_SEGMENT_PATTERN).test(rawTarget)) return { ok: false };
  let decoded = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch === '%') {
      const hex = raw.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return { ok: false };
      const code = parseInt(hex, 16);
      if (code === 0) return { ok: false };
      decoded += String.fromCharCode(code);
      i += 2;
    } else {
      decoded += ch;
    }
  }
  return { ok: true, path: decoded.replace(/\/{2,}/g, '/') };
}

/** Characters allowed verbatim in the 404 JSON message (raw path): anything else would need JSON escaping. */
export const JSON_SAFE_PATH_PATTERN = "^[A-Za-z0-9/._~!&'()*+,;=:@%-]*$";

/** The raw path (without query) as echoed in the API 404 message, or a placeholder when it is not JSON-safe. */
export function pathForMessage(rawTarget: string): string {
  const q = rawTarget.indexOf('?');
  const raw = q === -1 ? rawTarget : rawTarget.slice(0, q);
  return new RegExp(JSON_SAFE_PATH_PATTERN).test(raw) ? raw : '(unprintable path)';
}

// ---------------------------------------------------------------------------------------------------------------
// Static file policy
// ---------------------------------------------------------------------------------------------------------------

/**
 * A request path whose last segment has an extension (`/main.js`, `/favicon.ico`) names a file: when missing it is
 * a 404, never the SPA shell. Other shell paths (`/budget`, `/some/unknown`) fall back to index.html.
 */
export const FILE_LIKE_PATTERN = '/[^/]*\\.[A-Za-z0-9]+$';

/**
 * Content-hashed file names (`main.3f2a9c1b.js`, `842.0a1b2c3d4e5f6a7b.css`, `app-3f2a9c1b.js.map`): at least 8
 * lowercase hex digits after a `.` or `-`, then the extension(s). These are cached for a year as immutable; every
 * other static file (index.html, the SPA fallback, mf-manifest.json, remotes.json, remoteEntry.js…) is `no-cache`,
 * i.e. revalidated with its ETag on each use, so a redeployed area is picked up at once.
 */
export const HASHED_ASSET_PATTERN = '[.-][0-9a-f]{8,}(?:\\.[A-Za-z0-9]+)+$';

export const CACHE_CONTROL_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_CONTROL_NO_CACHE = 'no-cache';

export function staticCacheControl(path: string): string {
  return new RegExp(HASHED_ASSET_PATTERN).test(path) ? CACHE_CONTROL_IMMUTABLE : CACHE_CONTROL_NO_CACHE;
}

/** Content types served for static files (both implementations; JavaScript as text/javascript per RFC 9239). */
export const MIME_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  cjs: 'text/javascript',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  txt: 'text/plain',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  webm: 'video/webm',
  mp4: 'video/mp4',
};
export const DEFAULT_MIME_TYPE = 'application/octet-stream';

export function mimeTypeFor(path: string): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(path);
  return (m && MIME_TYPES[m[1].toLowerCase()]) || DEFAULT_MIME_TYPE;
}

/** Responses of these types are gzip-compressed when the client accepts it (static and proxied alike). */
export const COMPRESSIBLE_TYPES: readonly string[] = [
  'text/html',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'text/plain',
  'text/csv',
  'image/svg+xml',
];
/** Smaller bodies are sent as they are. */
export const COMPRESS_MIN_BYTES = 1024;

export function isCompressibleType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const base = contentType.split(';')[0].trim().toLowerCase();
  return COMPRESSIBLE_TYPES.includes(base);
}

// ---------------------------------------------------------------------------------------------------------------
// Headers and limits
// ---------------------------------------------------------------------------------------------------------------

/**
 * Self-only policy for the React SPA and its federated remotes (all same-origin through the gateway).
 * styled-components injects <style> tags, hence style-src 'unsafe-inline'; charts and previews use data:/blob:
 * images. form-action also allows Google's accounts origin because browsers apply form-action to the redirects
 * that follow a form submission (a sign-in form posting to /auth/google would otherwise be blocked).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self' https://accounts.google.com",
].join('; ');

/** Sent on every response (static, proxied, errors); an upstream's own value for these headers is replaced. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * The security headers only a document reads: its content policy, whether it may be framed, the referrer of the
 * requests it makes. A script or a stylesheet carried them for nothing — about 0.5 KB a file, 2.5 KB of a signed-in
 * page's 200 KB budget — so JavaScript and CSS responses go without them; nosniff stays on every response (it is what
 * makes a browser refuse a script served as another type).
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'Content-Security-Policy',
  'Referrer-Policy',
  'X-Frame-Options',
];

/** Content types that are never a document: their responses carry SECURITY_HEADERS without DOCUMENT_ONLY_HEADERS. */
export const SUBRESOURCE_TYPE_PATTERN = '^(text/javascript|application/javascript|text/css)';

/** An incoming X-Request-Id is kept when it matches this; otherwise the gateway generates one. */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9._:-]{1,128}$';

export const LIMITS = {
  /** Above the 50 MB upload limit of the services (the Node fallback streams and lets the service enforce). */
  clientMaxBodyMegabytes: 60,
  /** Above the 5-minute upload abort of the front end. */
  proxyReadTimeoutSeconds: 360,
  proxySendTimeoutSeconds: 360,
  proxyConnectTimeoutSeconds: 10,
  /**
   * An idle connection to an instance is closed by the gateway after this long, sooner than a stopping service
   * waits before it closes its idle ones (service-kit IDLE_CONNECTION_GRACE_MS, 4 s): the service never cuts a
   * connection the gateway may be sending a request on.
   */
  upstreamKeepaliveSeconds: 3,
} as const;
