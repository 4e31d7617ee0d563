/**
 * `tsx gateway/src/renderConfig.ts <prefixDir>`: prints the nginx config for a prefix directory, from the
 * same environment as the CLI (PORT, HOST, the *_SERVICE_URL variables, GATEWAY_RESOLVER, GATEWAY_REPO_ROOT,
 * GATEWAY_BROTLI_MODULE). The gateway image runs it at build time, so the container's nginx serves exactly this route
 * table; it sets GATEWAY_BROTLI_MODULE=off, as the module is looked for on the machine that renders.
 */
import path from 'node:path';
import { brotliStaticModuleFromEnv, renderNginxConfig } from './nginxConfig';
import { defaultRepoRoot, resolveStaticRoots, resolveUpstreams } from './index';

const prefixDir = process.argv[2];
if (!prefixDir || !path.isAbsolute(prefixDir)) {
  console.error('usage: tsx gateway/src/renderConfig.ts <absolute nginx prefix dir>');
  process.exit(2);
}
const env = process.env;
process.stdout.write(
  renderNginxConfig({
    prefixDir,
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    upstreams: resolveUpstreams({}, env),
    staticRoots: resolveStaticRoots(path.resolve(env.GATEWAY_REPO_ROOT ?? defaultRepoRoot())),
    resolver: env.GATEWAY_RESOLVER || undefined,
    brotliStaticModule: brotliStaticModuleFromEnv(env),
  }),
);
