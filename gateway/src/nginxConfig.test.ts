/**
 * The rendered nginx config's compression: precompressed copies for static files (gzip_static, brotli_static when
 * its module is loaded), on-the-fly gzip for the rest. No nginx needed: gateway.test.ts runs the config for real.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  BROTLI_STATIC_MODULE_PATH,
  brotliStaticModuleFromEnv,
  defaultStaticRoots,
  findBrotliStaticModule,
  renderNginxConfig,
  upstreamsFromEnv,
  type NginxConfigOptions,
} from './index';

const GATEWAY_DIR = path.resolve(__dirname, '..');
const OPTIONS: NginxConfigOptions = {
  prefixDir: '/tmp/gw',
  port: 8080,
  upstreams: upstreamsFromEnv({}),
  staticRoots: defaultStaticRoots('/srv/app'),
};

/** Each top-level location block of the server (nested ones stay inside their parent's). */
function locations(conf: string): { head: string; body: string }[] {
  const lines = conf.split('\n');
  const out: { head: string; body: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^ {4}location /.test(lines[i])) continue;
    const end = lines.indexOf('    }', i);
    out.push({ head: lines[i].trim(), body: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return out;
}

describe('nginx config: compression', () => {
  it('loads the brotli static module first, by absolute path, and serves .br and .gz copies for static files', () => {
    const conf = renderNginxConfig({ ...OPTIONS, brotliStaticModule: '/opt/nginx/ngx_http_brotli_static_module.so' });
    const directives = conf.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(directives[0]).toBe('load_module "/opt/nginx/ngx_http_brotli_static_module.so";');
    const blocks = locations(conf);
    const statics = blocks.filter((b) => /try_files|return 404;/.test(b.body) && !/proxy_pass/.test(b.body));
    const proxies = blocks.filter((b) => /proxy_pass/.test(b.body));
    expect(statics.map((b) => b.head)).toEqual(
      expect.arrayContaining(['location ^~ /mfe/dashboard/ {', 'location ^~ /mfe/community/ {', 'location / {']),
    );
    expect(proxies.length).toBeGreaterThan(20);
    for (const b of statics) {
      expect([b.head, b.body.match(/gzip_static on;/g)?.length, b.body.match(/brotli_static on;/g)?.length]).toEqual(
        b.head === 'location / {' ? [b.head, 2, 2] : [b.head, 1, 1], // location / and its nested file location
      );
    }
    for (const b of proxies) expect([b.head, /_static/.test(b.body)]).toEqual([b.head, false]);
    // On-the-fly gzip stays for proxied JSON and files without a copy; Vary is sent for both.
    expect(conf).toMatch(/^ {2}gzip on;$/m);
    expect(conf).toMatch(/^ {2}gzip_vary on;$/m);
    expect(conf).toMatch(/^ {2}gzip_types .*application\/json/m);
  });

  it('serves .gz copies only, loading nothing, without the module', () => {
    const conf = renderNginxConfig({ ...OPTIONS, brotliStaticModule: null });
    expect(conf).not.toMatch(/load_module|brotli/);
    expect(conf).toMatch(/gzip_static on;/);
  });

  it('looks for Debian’s module when rendering, unless told', () => {
    const conf = renderNginxConfig(OPTIONS);
    const installed = findBrotliStaticModule();
    expect(installed).toBe(fs.existsSync(BROTLI_STATIC_MODULE_PATH) ? BROTLI_STATIC_MODULE_PATH : null);
    expect(conf.includes(`load_module "${BROTLI_STATIC_MODULE_PATH}";`)).toBe(installed !== null);
    expect(findBrotliStaticModule(path.join(GATEWAY_DIR, 'no-such-module.so'))).toBeNull();
    expect(() => renderNginxConfig({ ...OPTIONS, brotliStaticModule: 'modules/x.so' })).toThrow(/absolute/);
  });

  it('reads GATEWAY_BROTLI_MODULE: auto (default), off, or an absolute path', () => {
    expect(brotliStaticModuleFromEnv({})).toBeUndefined();
    expect(brotliStaticModuleFromEnv({ GATEWAY_BROTLI_MODULE: '' })).toBeUndefined();
    expect(brotliStaticModuleFromEnv({ GATEWAY_BROTLI_MODULE: 'auto' })).toBeUndefined();
    expect(brotliStaticModuleFromEnv({ GATEWAY_BROTLI_MODULE: 'OFF' })).toBeNull();
    expect(brotliStaticModuleFromEnv({ GATEWAY_BROTLI_MODULE: '/m/b.so' })).toBe('/m/b.so');
    expect(() => brotliStaticModuleFromEnv({ GATEWAY_BROTLI_MODULE: 'b.so' })).toThrow(/absolute path/);
  });

  it('is rendered for the Docker image (nginx.org, no brotli module) without load_module, keeping copies’ mtimes', () => {
    // Docker cannot run here: check the image renders as its Dockerfile says, and copies dist with mtimes kept.
    const dockerfile = fs.readFileSync(path.join(GATEWAY_DIR, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/GATEWAY_BROTLI_MODULE=off[\s\S]*renderConfig\.ts/);
    expect(dockerfile).toMatch(/cp -rp "\$dir\/dist"/);
    const rendered = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(GATEWAY_DIR, 'src/renderConfig.ts'), '/etc/nginx/gateway'],
      {
        encoding: 'utf8',
        cwd: GATEWAY_DIR,
        env: {
          ...process.env,
          GATEWAY_BROTLI_MODULE: 'off',
          GATEWAY_REPO_ROOT: '/srv/app',
          GATEWAY_RESOLVER: '127.0.0.11',
        },
      },
    );
    expect(rendered.status).toBe(0);
    expect(rendered.stdout).not.toMatch(/load_module|brotli/);
    expect(rendered.stdout).toMatch(/gzip_static on;/);
  });
});
