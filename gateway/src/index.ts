/**
 * @tracker/gateway: one entry point that serves the route table of routeTable.ts with nginx where it exists and
 * with the Node fallback elsewhere.
 */
import type http from 'node:http';
import path from 'node:path';
import { createNodeGateway, poolsOf } from './nodeGateway';
import {
  MFE_AREAS,
  defaultStaticRoots,
  CATEGORISER_UPSTREAM,
  poolOf,
  upstreamsFromEnv,
  type LocalPorts,
  type MfeArea,
  type ServiceName,
  type StaticRoots,
  type UpstreamUrls,
} from './routeTable';
import { findFreePort, findNginx, startNginx } from './runNginx';

export * from './routeTable';
export {
  renderNginxConfig,
  BROTLI_STATIC_MODULE_PATH,
  NGINX_CONF_RELATIVE,
  brotliStaticModuleFromEnv,
  findBrotliStaticModule,
  resolveBrotliStaticModule,
  type NginxConfigOptions,
} from './nginxConfig';
export { createNodeGateway, poolsOf, type NodeGateway, type NodeGatewayOptions } from './nodeGateway';
export { createBalancer, MAX_REPLAY_BYTES, type Balancer } from './balancer';
export {
  findNginx,
  findFreePort,
  startNginx,
  testNginxConfig,
  writeNginxConfig,
  type NginxHandle,
  type StartNginxOptions,
} from './runNginx';

export type GatewayKind = 'nginx' | 'node';
export type GatewayPreference = GatewayKind | 'auto';

export interface StartGatewayOptions {
  /** 0 picks a free port. */
  port: number;
  /** Listen address, default 127.0.0.1 (use 0.0.0.0 in a container). */
  host?: string;
  /** Service pools; missing ones come from the environment (AUTH_SERVICE_URL…, comma-separated) or the defaults. */
  upstreams?: Partial<Record<ServiceName | 'categoriser', string | readonly string[]>>;
  /** Local listeners (127.0.0.1) per service, for service-to-service calls under `npm start`. */
  localPorts?: LocalPorts;
  /** Static roots; missing ones default to <repoRoot>/shell/dist and <repoRoot>/mfe-<area>/dist. */
  staticRoots?: { shell?: string; mfe?: Partial<Record<MfeArea, string>> };
  /** Default: the repository containing this package. */
  repoRoot?: string;
  /** 'auto' (default) = nginx when found on PATH or at /usr/sbin/nginx, else the Node fallback. */
  prefer?: GatewayPreference;
  /** nginx prefix directory (config, pid, logs, temp files). Required for nginx; unused by the Node fallback. */
  runtimeDir: string;
  /** nginx only: resolve upstream host names per request with this DNS server (e.g. Docker's 127.0.0.11). */
  resolver?: string;
  /**
   * nginx only: the brotli static module to load (absolute path), null for none; default: Debian's
   * BROTLI_STATIC_MODULE_PATH when installed. Without it, nginx sends `.gz` copies and gzip only.
   */
  brotliStaticModule?: string | null;
  /** nginx only: explicit binary. */
  nginxBinary?: string;
  /** Environment to read upstream URLs from; default process.env. */
  env?: NodeJS.ProcessEnv;
}

export interface RunningGateway {
  readonly kind: GatewayKind;
  /** http://<host>:<port> (127.0.0.1 when listening on all interfaces). */
  readonly url: string;
  readonly port: number;
  readonly upstreams: UpstreamUrls;
  readonly staticRoots: StaticRoots;
  readonly warnings: readonly string[];
  close(): Promise<void>;
  /** Switches every service to these pools without dropping a request (nginx: a checked config and a reload). */
  reload(upstreams: UpstreamUrls): Promise<void>;
}

export function defaultRepoRoot(): string {
  return typeof __dirname === 'string' ? path.resolve(__dirname, '..', '..') : process.cwd();
}

export function resolveUpstreams(
  overrides: StartGatewayOptions['upstreams'] = {},
  env: NodeJS.ProcessEnv = process.env,
): UpstreamUrls {
  const out: Record<string, string[]> = { ...upstreamsFromEnv(env) };
  const categoriser = env[CATEGORISER_UPSTREAM.envVar];
  if (categoriser) out.categoriser = poolOf(categoriser, CATEGORISER_UPSTREAM.envVar);
  for (const [name, value] of Object.entries(overrides)) {
    if (value !== undefined && value.length > 0) out[name] = poolOf(value, `${name} upstream`);
  }
  return out as unknown as UpstreamUrls;
}

export function resolveStaticRoots(repoRoot: string, overrides: StartGatewayOptions['staticRoots'] = {}): StaticRoots {
  const defaults = defaultStaticRoots(repoRoot);
  const mfe = { ...defaults.mfe };
  for (const area of MFE_AREAS) {
    const dir = overrides.mfe?.[area];
    if (dir) mfe[area] = path.resolve(dir);
  }
  return { shell: path.resolve(overrides.shell ?? defaults.shell), mfe };
}

function urlFor(host: string, port: number): string {
  const h = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  return `http://${h}:${port}`;
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}

export async function startGateway(options: StartGatewayOptions): Promise<RunningGateway> {
  const host = options.host ?? '127.0.0.1';
  const upstreams = resolveUpstreams(options.upstreams, options.env ?? process.env);
  const staticRoots = resolveStaticRoots(options.repoRoot ?? defaultRepoRoot(), options.staticRoots);
  const prefer = options.prefer ?? 'auto';
  const binary = prefer === 'node' ? null : (options.nginxBinary ?? findNginx());
  if (prefer === 'nginx' && !binary) throw new Error('GATEWAY=nginx but nginx was not found (PATH, /usr/sbin/nginx)');

  if (binary) {
    // An ephemeral port must be chosen before nginx starts; retry if another process takes it meanwhile.
    for (let attempt = 0; ; attempt++) {
      const port = options.port || (await findFreePort(host));
      try {
        const handle = await startNginx({
          binary,
          prefixDir: path.resolve(options.runtimeDir),
          port,
          host,
          upstreams,
          localPorts: options.localPorts,
          staticRoots,
          resolver: options.resolver,
          brotliStaticModule: options.brotliStaticModule,
        });
        return {
          kind: 'nginx',
          url: urlFor(host, port),
          port,
          upstreams,
          staticRoots,
          warnings: handle.warnings,
          close: () => handle.stop(),
          reload: (next) => handle.reload(next),
        };
      } catch (err) {
        if (options.port || attempt >= 2 || !/in use|Address already in use/i.test(String(err))) throw err;
      }
    }
  }

  return startNodeGateway(options, host, upstreams, staticRoots);
}

async function startNodeGateway(
  options: StartGatewayOptions,
  host: string,
  upstreams: UpstreamUrls,
  staticRoots: StaticRoots,
): Promise<RunningGateway> {
  const gateway = createNodeGateway({ upstreams, staticRoots });
  const servers = [gateway.server];
  const port = await listen(gateway.server, options.port, host);
  for (const [service, localPort] of Object.entries(options.localPorts ?? {})) {
    const local = gateway.createLocalListener(service);
    servers.push(local);
    await listen(local, localPort, '127.0.0.1');
  }
  return {
    kind: 'node',
    url: urlFor(host, port),
    port,
    upstreams,
    staticRoots,
    warnings: [],
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      ).then(() => undefined),
    reload: async (next) => {
      poolsOf(next); // validates before anything changes
      gateway.setUpstreams(next);
    },
  };
}
