import fs from 'node:fs';
import path from 'node:path';
import {
  API_ROUTES,
  CACHE_CONTROL_IMMUTABLE,
  CACHE_CONTROL_NO_CACHE,
  COMPRESSIBLE_TYPES,
  COMPRESS_MIN_BYTES,
  DEFAULT_MIME_TYPE,
  DOT_SEGMENT_PATTERN,
  FILE_LIKE_PATTERN,
  GATEWAY_LOCATIONS,
  HASHED_ASSET_PATTERN,
  JSON_SAFE_PATH_PATTERN,
  LIMITS,
  MIME_TYPES,
  REQUEST_ID_PATTERN,
  DOCUMENT_ONLY_HEADERS,
  SECURITY_HEADERS,
  SUBRESOURCE_TYPE_PATTERN,
  POOLED_SERVICES,
  SERVICE_NAMES,
  SPA_INDEX,
  UPSTREAM_RETRY_STATUSES,
  apiNotFoundBody,
  badPathBody,
  poolOf,
  upstreamDownBody,
  upstreamTimeoutBody,
  type GatewayLocation,
  type LocalPorts,
  type PooledService,
  type StaticRoots,
  type UpstreamUrls,
} from './routeTable';

export interface NginxConfigOptions {
  /** nginx prefix directory (`nginx -p`): pid, logs and every temp path live inside it. Absolute. */
  prefixDir: string;
  port: number;
  /** Listen address; default 127.0.0.1. */
  host?: string;
  upstreams: UpstreamUrls;
  /** Local listeners per service (routeTable.ts LocalPorts); none by default. */
  localPorts?: LocalPorts;
  staticRoots: StaticRoots;
  /**
   * DNS resolver (e.g. Docker's 127.0.0.11). When set, upstream host names are resolved per request instead of at
   * start-up, so nginx starts (and serves every other area) even when one service's host does not resolve yet. A
   * name that resolves to several addresses (docker-compose replicas) is balanced over all of them, a refused
   * connection moving on to the next as with an upstream block; only the first origin of each pool is used.
   */
  resolver?: string;
  /**
   * The brotli static module to load (`load_module`), so that `<file>.br` copies are sent to clients accepting br
   * (`brotli_static on`): an absolute path, or null for none. Undefined: BROTLI_STATIC_MODULE_PATH when that file
   * exists on this machine, looked up when the config is rendered.
   */
  brotliStaticModule?: string | null;
  /** `user` directive for a master running as root (workers default to `nobody`). */
  user?: string;
  workerProcesses?: number | 'auto';
}

/**
 * Where Debian's `libnginx-mod-http-brotli-static` installs the module (built for Debian's own nginx: the
 * nginx.org images have neither this file nor a module that would load into them).
 */
export const BROTLI_STATIC_MODULE_PATH = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** `candidate` when it is a file on this machine, else null. */
export function findBrotliStaticModule(candidate: string = BROTLI_STATIC_MODULE_PATH): string | null {
  try {
    return fs.statSync(candidate).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

/**
 * `GATEWAY_BROTLI_MODULE`: unset, empty or `auto` = look for BROTLI_STATIC_MODULE_PATH (undefined); `off` = none
 * (null); otherwise the absolute path of the module to load.
 */
export function brotliStaticModuleFromEnv(env: NodeJS.ProcessEnv = process.env): string | null | undefined {
  const value = (env.GATEWAY_BROTLI_MODULE ?? '').trim();
  if (value === '' || value.toLowerCase() === 'auto') return undefined;
  if (value.toLowerCase() === 'off') return null;
  if (!path.isAbsolute(value))
    throw new Error(`GATEWAY_BROTLI_MODULE must be auto, off or an absolute path (got "${value}")`);
  return value;
}

/** The module a config rendered with these options loads, or null (undefined: detected now). */
export function resolveBrotliStaticModule(option: string | null | undefined): string | null {
  const module = option === undefined ? findBrotliStaticModule() : option;
  if (module && !path.isAbsolute(module)) throw new Error(`brotli static module must be an absolute path: ${module}`);
  return module || null;
}

/**
 * How long nginx keeps a resolved name: a compose replica that stopped leaves Docker's DNS at once, and the gateway
 * stops trying its address this long after (Docker's resolver is local, so asking often costs nothing).
 */
export const RESOLVER_VALID_SECONDS = 2;

/** Internal location answering 400s as JSON (a named location cannot: nginx's own 400s have no URI yet). */
const BAD_PATH_URI = '/__gateway_bad_path';

/** Where runNginx writes the config, relative to the prefix directory. */
export const NGINX_CONF_RELATIVE = 'conf/nginx.conf';

/** A double-quoted nginx string (no variables: `$` is refused). */
function q(value: string): string {
  if (value.includes('$')) {
    throw new Error(`nginx config: unexpected "$" in ${value}`);
  }
  if (/[\r\n]/.test(value)) throw new Error('nginx config: newline in value');
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A regex as an nginx string: no interpolation happens in regex positions. */
function qr(pattern: string): string {
  if (/[\r\n"]/.test(pattern)) throw new Error(`nginx config: unsupported regex ${pattern}`);
  return `"${pattern}"`;
}

function upstreamName(service: PooledService): string {
  return `gw_${service}`;
}

function listenAddress(host: string, port: number): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

function securityHeaderLines(indent: string): string[] {
  return Object.entries(SECURITY_HEADERS).map(([name, value]) => `${indent}add_header ${name} ${q(value)} always;`);
}

/** The variable that holds a document-only header's value for the response's type (empty: not sent). */
const documentHeaderVariable = (name: string) => `$gw_doc_${name.toLowerCase().replaceAll('-', '_')}`;

/** Static files: every security header, but a script or stylesheet without the document-only ones. */
function staticSecurityHeaderLines(indent: string): string[] {
  return Object.entries(SECURITY_HEADERS).map(([name, value]) =>
    DOCUMENT_ONLY_HEADERS.includes(name)
      ? `${indent}add_header ${name} ${documentHeaderVariable(name)} always;`
      : `${indent}add_header ${name} ${q(value)} always;`,
  );
}

/** One map per document-only header: its value, or empty (nginx then sends no header) for a script or stylesheet. */
function documentHeaderMaps(i1: string, i2: string): string[] {
  return DOCUMENT_ONLY_HEADERS.flatMap((name) => [
    `${i1}map $sent_http_content_type ${documentHeaderVariable(name)} {`,
    `${i2}${qr(`~${SUBRESOURCE_TYPE_PATTERN}`)} "";`,
    `${i2}default ${q(SECURITY_HEADERS[name] ?? '')};`,
    `${i1}}`,
  ]);
}

/**
 * `default_type` alone is not enough: nginx derives the Content-Type from the request's extension first (a 404 for
 * `/api/x.csv` would say text/csv), so generated bodies clear the extension map.
 */
function jsonTypeLines(indent: string): string[] {
  return [`${indent}types { }`, `${indent}default_type application/json;`];
}

function jsonReturn(status: number, body: object, indent: string): string[] {
  const json = JSON.stringify(body);
  if (json.includes('$') || json.includes("'")) throw new Error('nginx config: unsupported character in JSON body');
  return [...jsonTypeLines(indent), ...securityHeaderLines(indent), `${indent}return ${status} '${json}';`];
}

/**
 * Static files: the build's precompressed `<file>.br` / `<file>.gz` copies (scripts/lib/precompress.mjs) are sent
 * as they are to a client that accepts br / gzip (brotli_static, when its module is loaded, is asked first); other
 * files are gzipped on the fly (`gzip on` above), and a client accepting neither gets the file itself.
 */
function staticLocationLines(indent: string, brotli: boolean): string[] {
  return [
    `${indent}gzip_static on;`,
    ...(brotli ? [`${indent}brotli_static on;`] : []),
    `${indent}charset utf-8;`,
    `${indent}add_header Cache-Control $gw_cache_control;`,
    ...staticSecurityHeaderLines(indent),
    `${indent}error_page 404 = @gw_static_not_found;`,
  ];
}

function locationBlock(loc: GatewayLocation, opts: NginxConfigOptions, i: string, brotli: boolean): string[] {
  const modifier = loc.match === 'exact' ? '=' : '^~';
  const head = `${i}location ${modifier} ${loc.path} {`;
  const ii = `${i}  `;
  const action = loc.action;
  switch (action.kind) {
    case 'proxy': {
      const lines = [head];
      if (opts.resolver) {
        lines.push(`${ii}set $gw_upstream ${q(poolOf(opts.upstreams[action.service])[0])};`);
        lines.push(`${ii}proxy_pass $gw_upstream;`);
      } else {
        lines.push(`${ii}proxy_pass http://${upstreamName(action.service)};`);
      }
      lines.push(
        `${ii}error_page 502 503 = @gw_down_${action.service};`,
        `${ii}error_page 504 = @gw_timeout_${action.service};`,
        `${ii}error_page 413 = @gw_too_large;`,
        ...securityHeaderLines(ii),
        `${i}}`,
      );
      return lines;
    }
    case 'api-not-found': {
      const body = JSON.stringify(apiNotFoundBody('__GW_PATH__')).replace('__GW_PATH__', '$gw_message_path');
      return [head, ...jsonTypeLines(ii), ...securityHeaderLines(ii), `${ii}return 404 '${body}';`, `${i}}`];
    }
    case 'mfe': {
      const dir = opts.staticRoots.mfe[action.area].replace(/\/+$/, '');
      return [
        head,
        `${ii}alias ${q(`${dir}/`)};`,
        `${ii}try_files $uri =404;`,
        ...staticLocationLines(ii, brotli),
        `${i}}`,
      ];
    }
    case 'static-not-found':
      return [head, `${ii}return 404;`, ...staticLocationLines(ii, brotli), `${i}}`];
  }
}

/**
 * Another instance is tried when the connection fails (any method: nginx itself never resends a POST, PATCH or LOCK
 * that reached an instance) or, for an idempotent request, when the answer is 502 or 503. A connect timeout may be
 * retried (within 15 s of the first try); a read timeout of a long request may not.
 */
function retryLines(i: string): string[] {
  const statuses = UPSTREAM_RETRY_STATUSES.map((status) => `http_${status}`).join(' ');
  return [
    `${i}proxy_next_upstream error timeout ${statuses};`,
    `${i}proxy_next_upstream_timeout ${LIMITS.proxyConnectTimeoutSeconds + 5}s;`,
  ];
}

/** The pool of a service: from `upstreams` (the categoriser's only when it has a local listener). */
function poolFor(opts: NginxConfigOptions, service: PooledService): string[] | undefined {
  const value = service === 'categoriser' ? opts.upstreams.categoriser : opts.upstreams[service];
  return value === undefined ? undefined : poolOf(value, `${service} upstream`);
}

/**
 * One `upstream` per service, every instance a `server`. max_fails=0: an instance is never put aside after a failed
 * connection, so one that is back is used by the very next request (a refused connection on this host costs well
 * under a millisecond, then the next instance is tried). The gateway closes idle connections after
 * LIMITS.upstreamKeepaliveSeconds, before a stopping instance would close them itself.
 */
export function upstreamBlocks(opts: NginxConfigOptions, i1: string): string[] {
  const i2 = `${i1}  `;
  const lines: string[] = [];
  for (const service of POOLED_SERVICES) {
    const pool = poolFor(opts, service);
    if (!pool || (service === 'categoriser' && opts.localPorts?.categoriser === undefined)) continue;
    lines.push(`${i1}upstream ${upstreamName(service)} {`);
    for (const origin of pool) {
      const url = new URL(origin);
      lines.push(`${i2}server ${url.hostname}:${url.port || '80'} max_fails=0;`);
    }
    lines.push(`${i2}keepalive 16;`, `${i2}keepalive_timeout ${LIMITS.upstreamKeepaliveSeconds}s;`, `${i1}}`);
  }
  return lines;
}

/** A server on 127.0.0.1:<port> per local listener, passing everything to the service's pool. */
function localListenerBlocks(opts: NginxConfigOptions, i1: string): string[] {
  const i2 = `${i1}  `;
  const lines: string[] = [];
  for (const service of POOLED_SERVICES) {
    const port = opts.localPorts?.[service];
    if (port === undefined) continue;
    if (opts.resolver) throw new Error('nginx config: local listeners are for npm start, not with a resolver');
    lines.push(
      `${i1}server {`,
      `${i2}listen 127.0.0.1:${port};`,
      `${i2}gzip off;`,
      `${i2}location / {`,
      `${i2}  proxy_pass http://${upstreamName(service)};`,
      `${i2}}`,
      `${i1}}`,
      '',
    );
  }
  return lines;
}

/** The whole nginx.conf, generated from the route table. */
export function renderNginxConfig(opts: NginxConfigOptions): string {
  if (!path.isAbsolute(opts.prefixDir)) throw new Error('renderNginxConfig: prefixDir must be absolute');
  const prefix = opts.prefixDir.replace(/\/+$/, '');
  const host = opts.host ?? '127.0.0.1';
  const brotliModule = resolveBrotliStaticModule(opts.brotliStaticModule);
  const brotli = brotliModule !== null;
  const i1 = '  ';
  const i2 = '    ';
  const out: string[] = [];
  const push = (...lines: string[]): void => {
    out.push(...lines);
  };

  push(
    '# Generated by gateway/src/nginxConfig.ts from gateway/src/routeTable.ts. Do not edit: change the table.',
    ...(brotliModule ? [`load_module ${q(brotliModule)};`] : []),
    `worker_processes ${opts.workerProcesses ?? 1};`,
    ...(opts.user ? [`user ${opts.user};`] : []),
    `pid ${q(`${prefix}/logs/nginx.pid`)};`,
    `error_log ${q(`${prefix}/logs/error.log`)} warn;`,
    '',
    'events {',
    `${i1}worker_connections 1024;`,
    '}',
    '',
    'http {',
    `${i1}types {`,
  );
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(MIME_TYPES)) byType.set(type, [...(byType.get(type) ?? []), ext]);
  for (const [type, exts] of byType) push(`${i2}${type} ${exts.join(' ')};`);
  push(
    `${i1}}`,
    `${i1}default_type ${DEFAULT_MIME_TYPE};`,
    // The path without its query string (list and export queries carry search terms), and no cookie or body.
    `${i1}log_format tracker '$remote_addr [$time_local] "$request_method $uri $server_protocol" $status $body_bytes_sent $request_time $request_id';`,
    `${i1}access_log ${q(`${prefix}/logs/access.log`)} tracker;`,
    `${i1}client_body_temp_path ${q(`${prefix}/tmp/client_body`)};`,
    `${i1}proxy_temp_path ${q(`${prefix}/tmp/proxy`)};`,
    `${i1}fastcgi_temp_path ${q(`${prefix}/tmp/fastcgi`)};`,
    `${i1}uwsgi_temp_path ${q(`${prefix}/tmp/uwsgi`)};`,
    `${i1}scgi_temp_path ${q(`${prefix}/tmp/scgi`)};`,
    `${i1}sendfile on;`,
    `${i1}tcp_nopush on;`,
    `${i1}server_tokens off;`,
    `${i1}keepalive_timeout 65s;`,
    '',
    // On the fly for proxied responses (API JSON) and static files without a precompressed copy.
    `${i1}gzip on;`,
    `${i1}gzip_vary on;`,
    `${i1}gzip_proxied any;`,
    `${i1}gzip_comp_level 5;`,
    `${i1}gzip_min_length ${COMPRESS_MIN_BYTES};`,
    `${i1}gzip_types ${COMPRESSIBLE_TYPES.filter((t) => t !== 'text/html').join(' ')};`,
    '',
    `${i1}client_max_body_size ${LIMITS.clientMaxBodyMegabytes}m;`,
    `${i1}client_body_timeout ${LIMITS.proxySendTimeoutSeconds}s;`,
    `${i1}send_timeout ${LIMITS.proxyReadTimeoutSeconds}s;`,
    `${i1}proxy_http_version 1.1;`,
    `${i1}proxy_request_buffering off;`,
    `${i1}proxy_connect_timeout ${LIMITS.proxyConnectTimeoutSeconds}s;`,
    `${i1}proxy_read_timeout ${LIMITS.proxyReadTimeoutSeconds}s;`,
    `${i1}proxy_send_timeout ${LIMITS.proxySendTimeoutSeconds}s;`,
    `${i1}proxy_redirect off;`,
    ...retryLines(i1),
    // Responses are relayed through memory buffers only: no proxy temp files, so a runtime directory that the
    // workers (nobody, under a root master) cannot enter does not break large responses such as exports.
    `${i1}proxy_max_temp_file_size 0;`,
    `${i1}proxy_set_header Host $http_host;`,
    `${i1}proxy_set_header Connection "";`,
    `${i1}proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`,
    `${i1}proxy_set_header X-Forwarded-Proto $scheme;`,
    `${i1}proxy_set_header X-Forwarded-Host $http_host;`,
    `${i1}proxy_set_header X-Request-Id $gw_request_id;`,
    ...Object.keys(SECURITY_HEADERS).map((name) => `${i1}proxy_hide_header ${name};`),
    '',
    `${i1}map $http_x_request_id $gw_request_id {`,
    `${i2}${qr(`~${REQUEST_ID_PATTERN}`)} $http_x_request_id;`,
    `${i2}default $request_id;`,
    `${i1}}`,
    `${i1}map $uri $gw_cache_control {`,
    `${i2}${qr(`~${HASHED_ASSET_PATTERN}`)} ${q(CACHE_CONTROL_IMMUTABLE)};`,
    `${i2}default ${q(CACHE_CONTROL_NO_CACHE)};`,
    `${i1}}`,
    ...documentHeaderMaps(i1, i2),
    `${i1}map $request_uri $gw_message_path {`,
    `${i2}${qr(`~^(?<gw_p>${JSON_SAFE_PATH_PATTERN.slice(1, -1)})(?:\\?.*)?$`)} $gw_p;`,
    `${i2}default "(unprintable path)";`,
    `${i1}}`,
    '',
  );

  if (opts.resolver) {
    push(`${i1}resolver ${opts.resolver} valid=${RESOLVER_VALID_SECONDS}s;`, `${i1}resolver_timeout 5s;`, '');
  } else {
    push(...upstreamBlocks(opts, i1), '');
  }
  push(...localListenerBlocks(opts, i1));

  push(
    `${i1}server {`,
    `${i2}listen ${listenAddress(host, opts.port)};`,
    `${i2}server_name _;`,
    `${i2}root ${q(opts.staticRoots.shell.replace(/\/+$/, '') || '/')};`,
    `${i2}absolute_redirect off;`,
    '',
    `${i2}# Dot segments in the raw path are refused (see DOT_SEGMENT_PATTERN), like nginx's own 400s: as JSON.`,
    `${i2}error_page 400 ${BAD_PATH_URI};`,
    `${i2}if ($request_uri ~ ${qr(DOT_SEGMENT_PATTERN)}) {`,
    `${i2}  rewrite ^ ${BAD_PATH_URI} last;`,
    `${i2}}`,
    '',
  );

  push(`${i2}# Routes (routeTable.ts: ${API_ROUTES.length} API routes) and static mounts.`);
  for (const loc of GATEWAY_LOCATIONS) push(...locationBlock(loc, opts, i2, brotli));
  push(
    '',
    `${i2}# The shell: files as they are, SPA fallback to ${SPA_INDEX} for paths that do not name a file.`,
    `${i2}# The regex location is nested so it can never take a request from the locations above.`,
    `${i2}location / {`,
    `${i2}  try_files $uri ${SPA_INDEX};`,
    ...staticLocationLines(`${i2}  `, brotli),
    `${i2}  location ~ ${qr(FILE_LIKE_PATTERN)} {`,
    `${i2}    try_files $uri =404;`,
    ...staticLocationLines(`${i2}    `, brotli),
    `${i2}  }`,
    `${i2}}`,
    '',
    `${i2}location = ${BAD_PATH_URI} {`,
    `${i2}  internal;`,
    ...jsonReturn(400, badPathBody(), `${i2}  `),
    `${i2}}`,
    `${i2}location @gw_static_not_found {`,
    `${i2}  types { }`,
    `${i2}  default_type text/plain;`,
    `${i2}  charset utf-8;`,
    ...securityHeaderLines(`${i2}  `),
    `${i2}  return 404 "Not Found\\n";`,
    `${i2}}`,
    `${i2}location @gw_too_large {`,
    ...jsonReturn(
      413,
      { error: 'Payload Too Large', message: `Request body exceeds ${LIMITS.clientMaxBodyMegabytes} MB` },
      `${i2}  `,
    ),
    `${i2}}`,
  );
  for (const service of SERVICE_NAMES) {
    push(
      `${i2}location @gw_down_${service} {`,
      ...jsonReturn(502, upstreamDownBody(service), `${i2}  `),
      `${i2}}`,
      `${i2}location @gw_timeout_${service} {`,
      ...jsonReturn(504, upstreamTimeoutBody(service), `${i2}  `),
      `${i2}}`,
    );
  }
  push(`${i1}}`, '}', '');
  return out.join('\n');
}
