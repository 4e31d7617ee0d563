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
 */
import path from 'node:path';
import { superviseByParent } from '@tracker/supervision';
import { brotliStaticModuleFromEnv, defaultRepoRoot, startGateway, type GatewayPreference } from './index';

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
  superviseByParent({ stop: () => stop('supervisor gone'), log: (line) => console.error(`gateway: ${line}`) });
}

main().catch((err: unknown) => {
  console.error('gateway: failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
