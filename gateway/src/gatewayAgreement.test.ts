/** Both gateway implementations agree on a list of awkward paths, and with the route table's own matcher. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  findFreePort,
  matchLocation,
  normalizeRequestPath,
  renderNginxConfig,
  startGateway,
  testNginxConfig,
  writeNginxConfig,
} from './index';
import {
  NGINX,
  request,
  json,
  echo,
  expectSecurityHeaders,
  copies,
  upstreams,
  gateways,
  gw,
  fixtureDir,
  useGatewayFixture,
} from './testing/gatewayFixture';

jest.setTimeout(60_000);
useGatewayFixture();

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
      const dir = path.join(fixtureDir(), 'nginx-t');
      const roots = gateways.nginx?.staticRoots;
      const ups = gateways.nginx?.upstreams;
      const nginx = NGINX;
      if (!roots || !ups || !nginx) throw new Error('nginx gateway missing');
      writeNginxConfig({ prefixDir: dir, port: 1, upstreams: ups, staticRoots: roots, resolver: '127.0.0.11' });
      expect(() => testNginxConfig(nginx, dir)).not.toThrow();
      const conf = renderNginxConfig({ prefixDir: dir, port: 1, upstreams: ups, staticRoots: roots });
      expect(conf).not.toMatch(/4103|categoris/);
    });

    it('starts without brotli, and says so, when the brotli module cannot be loaded into this nginx', async () => {
      const fakeModule = path.join(fixtureDir(), 'not-a-module.so');
      fs.writeFileSync(fakeModule, 'not a shared object');
      const runtimeDir = path.join(fixtureDir(), 'nginx-bad-brotli');
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
        runtimeDir: path.join(fixtureDir(), 'nginx-resolver'),
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
      const logFile = path.join(fixtureDir(), 'private', 'nginx', 'logs', 'access.log');
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
      const runtimeDir = path.join(fixtureDir(), 'nginx-restart');
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
