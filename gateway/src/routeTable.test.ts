import {
  API_ROUTES,
  CACHE_CONTROL_IMMUTABLE,
  CACHE_CONTROL_NO_CACHE,
  GATEWAY_LOCATIONS,
  SERVICE_NAMES,
  UPSTREAMS,
  matchLocation,
  normalizeRequestPath,
  parseUpstreamUrl,
  pathForMessage,
  staticCacheControl,
  upstreamsFromEnv,
  type MatchResult,
} from './routeTable';

function describeMatch(m: MatchResult): string {
  if (m.kind === 'shell') return 'shell';
  const a = m.location.action;
  switch (a.kind) {
    case 'proxy':
      return `proxy:${a.service}`;
    case 'mfe':
      return `mfe:${a.area}`;
    default:
      return a.kind;
  }
}

function route(rawPath: string): string {
  const n = normalizeRequestPath(rawPath);
  return n.ok ? describeMatch(matchLocation(n.path)) : 'bad-request';
}

describe('route table', () => {
  it('never routes the categoriser and has one upstream per service', () => {
    expect(Object.keys(UPSTREAMS).sort()).toEqual([...SERVICE_NAMES].sort());
    expect(JSON.stringify(UPSTREAMS)).not.toMatch(/4103|categor/);
    for (const r of API_ROUTES) expect(r.path).not.toMatch(/internal|categoris|categoriz/);
  });

  it('has no duplicate locations', () => {
    const keys = GATEWAY_LOCATIONS.map((l) => `${l.match} ${l.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['/auth/google', 'proxy:auth'],
    ['/auth', 'proxy:auth'],
    ['/authx', 'shell'],
    ['/api/user', 'proxy:auth'],
    ['/api/user/', 'api-not-found'],
    ['/api/users', 'api-not-found'],
    ['/api/account/profile', 'proxy:auth'],
    ['/api/transactions', 'proxy:transactions'],
    ['/api/transactions?page=2', 'proxy:transactions'],
    ['/api/transactions/upload-fast', 'proxy:transactions'],
    ['/api/transactionsx', 'api-not-found'],
    ['/api/tags', 'proxy:transactions'],
    ['/api/budget', 'proxy:budget'],
    ['/api/budget/upload', 'proxy:budget'],
    ['/api/budgetx', 'api-not-found'],
    ['/api/budget-types/3', 'proxy:budget'],
    ['/api/budget-typesx', 'api-not-found'],
    ['/api/budget-type-categories', 'proxy:budget'],
    ['/api/assets/price/temp', 'proxy:wealth'],
    ['/api/download/wealth-sample', 'proxy:wealth'],
    ['/api/download/other', 'api-not-found'],
    ['/api/features/1/vote', 'proxy:community'],
    ['/api/feedback', 'proxy:community'],
    ['/api', 'api-not-found'],
    ['/api/unknown', 'api-not-found'],
    ['/internal/categorise', 'api-not-found'],
    ['/mfe/dashboard/mf-manifest.json', 'mfe:dashboard'],
    ['/mfe/nope/x.js', 'static-not-found'],
    ['/mfe/dashboard', 'static-not-found'],
    ['/budget', 'shell'],
    ['/api//user', 'proxy:auth'],
    ['/%61pi/user', 'proxy:auth'],
    ['/api%2Fuser', 'proxy:auth'],
    ['/api/budget/../../internal/x', 'bad-request'],
    ['/api/budget/%2E%2E/x', 'bad-request'],
    ['/api/budget/x%2f..%2finternal', 'bad-request'],
    ['/api/x%zz', 'bad-request'],
  ])('%s → %s', (path, expected) => {
    expect(route(path)).toBe(expected);
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    for (const p of ['/main.3f2a9c1b.js', '/mfe/budget/842.0a1b2c3d4e5f6a7b.css', '/app-3f2a9c1b.js.map']) {
      expect(staticCacheControl(p)).toBe(CACHE_CONTROL_IMMUTABLE);
    }
    for (const p of ['/index.html', '/mfe/budget/mf-manifest.json', '/remotes.json', '/remoteEntry.js', '/main.js']) {
      expect(staticCacheControl(p)).toBe(CACHE_CONTROL_NO_CACHE);
    }
  });

  it('echoes JSON-safe raw paths only', () => {
    expect(pathForMessage('/api/unknown?x=1')).toBe('/api/unknown');
    expect(pathForMessage('/api/a"b')).toBe('(unprintable path)');
  });

  it('reads upstreams from the environment and refuses URLs with a path', () => {
    expect(upstreamsFromEnv({}).budget).toEqual(['http://127.0.0.1:4104']);
    expect(upstreamsFromEnv({ WEALTH_SERVICE_URL: 'http://wealth:9000' }).wealth).toEqual(['http://wealth:9000']);
    expect(
      upstreamsFromEnv({ WEALTH_SERVICE_URL: 'http://127.0.0.1:1, http://127.0.0.1:2,http://127.0.0.1:1' }).wealth,
    ).toEqual(['http://127.0.0.1:1', 'http://127.0.0.1:2']);
    expect(() => parseUpstreamUrl('http://auth:4101/api')).toThrow(/origin only/);
    expect(() => parseUpstreamUrl('https://auth:4101')).toThrow(/http:/);
  });
});
