/**
 * `npx tsx gateway/src/cli.ts`: starts the gateway in the foreground.
 *
 * Environment: PORT (8080), HOST (127.0.0.1), GATEWAY (auto | nginx | node), AUTH_SERVICE_URL,
 * TRANSACTIONS_SERVICE_URL, BUDGET_SERVICE_URL, WEALTH_SERVICE_URL, COMMUNITY_SERVICE_URL,
 * GATEWAY_RUNTIME_DIR (nginx prefix dir; default $DATA_DIR/gateway/nginx or <repo>/.gateway/nginx),
 * GATEWAY_REPO_ROOT (where shell/dist and mfe-<area>/dist are), GATEWAY_SHELL_DIR (shell build override),
 * GATEWAY_RESOLVER (nginx: DNS server for upstream host names, e.g. 127.0.0.11 in Docker),
 * GATEWAY_BROTLI_MODULE (nginx: auto | off | absolute path of the brotli static module; auto loads Debian's
 * libnginx-mod-http-brotli-static when installed).
 * Each *_SERVICE_URL may list several instances, comma-separated. GATEWAY_UPSTREAMS_FILE (set by `npm start`): a JSON
 * file `{ generation, upstreams: { <service>: [origins] }, localPorts: { <service>: port } }` read at start and again
 * on SIGHUP, which switches the pools without dropping a request and prints `gateway reloaded generation <n>` (or
 * `gateway reload failed generation <n>: <reason>`, the old pools staying).
 */
import fs from 'node:fs';
import path from 'node:path';
import { superviseByParent } from '@tracker/supervision';
import {
  brotliStaticModuleFromEnv,
  defaultRepoRoot,
  resolveUpstreams,
  startGateway,
  type GatewayPreference,
  type LocalPorts,
  type UpstreamUrls,
} from './index';

interface UpstreamsFile {
  generation: number;
  upstreams: Record<string, string[]>;
  localPorts?: LocalPorts;
}

function readUpstreamsFile(file: string): UpstreamsFile & { resolved: UpstreamUrls } {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as UpstreamsFile;
  return { ...parsed, resolved: resolveUpstreams(parsed.upstreams, {}) };
}

function preference(value: string | undefined): GatewayPreference {
  const v = (value ?? 'auto').trim().toLowerCase();
  if (v === 'auto' || v === 'nginx' || v === 'node') return v;
  throw new Error(`GATEWAY must be auto, nginx or node (got "${value ?? ''}")`);
}

function port(value: string | undefined): number {
  const n = Number(value ?? 8080);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number (got "${value ?? ''}")`);
  return n;
}

async function main(): Promise<void> {
  const env = process.env;
  const repoRoot = path.resolve(env.GATEWAY_REPO_ROOT || defaultRepoRoot());
  const runtimeDir = path.resolve(
    env.GATEWAY_RUNTIME_DIR ||
      (env.DATA_DIR ? path.join(env.DATA_DIR, 'gateway', 'nginx') : path.join(repoRoot, '.gateway', 'nginx')),
  );
  const upstreamsFile = env.GATEWAY_UPSTREAMS_FILE ? path.resolve(env.GATEWAY_UPSTREAMS_FILE) : undefined;
  const initial = upstreamsFile ? readUpstreamsFile(upstreamsFile) : undefined;
  const gateway = await startGateway({
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    prefer: preference(env.GATEWAY),
    runtimeDir,
    repoRoot,
    staticRoots: env.GATEWAY_SHELL_DIR ? { shell: env.GATEWAY_SHELL_DIR } : undefined,
    resolver: env.GATEWAY_RESOLVER || undefined,
    brotliStaticModule: brotliStaticModuleFromEnv(env),
    env,
    upstreams: initial?.resolved,
    localPorts: initial?.localPorts,
  });
  for (const warning of gateway.warnings) console.warn(`gateway: warning: ${warning}`);
  console.log(`gateway (${gateway.kind}) listening on http://localhost:${gateway.port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals | 'supervisor gone'): void => {
    if (stopping) return;
    stopping = true;
    gateway.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`gateway: error while stopping on ${signal}:`, err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // One reload at a time, in the order asked; each reads the file as it is then.
  let reloading = Promise.resolve();
  process.on('SIGHUP', () => {
    if (!upstreamsFile) return;
    reloading = reloading.then(async () => {
      let generation = -1;
      try {
        const next = readUpstreamsFile(upstreamsFile);
        generation = next.generation;
        await gateway.reload(next.resolved);
        console.log(`gateway reloaded generation ${generation}`);
      } catch (err) {
        console.error(`gateway reload failed generation ${generation}: ${err instanceof Error ? err.message : err}`);
      }
    });
  });
  superviseByParent({ stop: () => stop('supervisor gone'), log: (line) => console.error(`gateway: ${line}`) });
}

main().catch((err: unknown) => {
  console.error('gateway: failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
