/**
 * A service as a pool of instances, through both gateways: every live instance used, a refused connection retried on
 * the next one for any method (the body intact), 502/503 retried for idempotent methods only, the pools switched by a
 * reload, local listeners, and the nginx upstream configuration for N instances.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  findFreePort,
  findNginx,
  renderNginxConfig,
  startGateway,
  upstreamsFromEnv,
  defaultStaticRoots,
  type RunningGateway,
  type UpstreamUrls,
} from './index';
import { RESOLVER_VALID_SECONDS } from './nginxConfig';

jest.setTimeout(60_000);

interface Instance {
  name: string;
  url: string;
  /** Answer 503 to every request while set. */
  unavailable: boolean;
  close(): Promise<void>;
}

async function startInstance(name: string, port = 0): Promise<Instance> {
  const instance = { name, url: '', unavailable: false, close: async () => undefined } as Instance;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const status = instance.unavailable ? 503 : 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ instance: name, method: req.method, url: req.url, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const bound = (server.address() as { port: number }).port;
  instance.url = `http://127.0.0.1:${bound}`;
  instance.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return instance;
}

async function send(base: string, urlPath: string, method = 'GET', body?: string) {
  const response = await fetch(`${base}${urlPath}`, {
    method,
    body,
    headers: body ? { 'content-type': 'application/json' } : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    json: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

const KINDS = (['node', findNginx() ? 'nginx' : undefined] as const).filter((k) => k !== undefined);

describe('nginx upstream configuration for N instances', () => {
  const base = {
    prefixDir: '/tmp/gw',
    port: 8080,
    staticRoots: defaultStaticRoots('/srv/app'),
  };

  it('lists every instance of a pool, never puts one aside, and closes idle connections first', () => {
    const upstreams: UpstreamUrls = {
      ...upstreamsFromEnv({}),
      transactions: ['http://127.0.0.1:5001', 'http://127.0.0.1:5002', 'http://127.0.0.1:5003'],
    };
    const conf = renderNginxConfig({ ...base, upstreams });
    const block = /upstream gw_transactions \{\n([\s\S]*?)\n {2}\}/
      .exec(conf)?.[1]
      .split('\n')
      .map((l) => l.trim());
    expect(block).toEqual([
      'server 127.0.0.1:5001 max_fails=0;',
      'server 127.0.0.1:5002 max_fails=0;',
      'server 127.0.0.1:5003 max_fails=0;',
      'keepalive 16;',
      'keepalive_timeout 3s;',
    ]);
    expect(conf).toContain('  proxy_next_upstream error timeout http_502 http_503;');
    expect(conf).toContain('  proxy_next_upstream_timeout 15s;');
    // The categoriser has no upstream unless a local listener needs one.
    expect(conf).not.toContain('gw_categoriser');
  });

  it('renders a local listener per service on 127.0.0.1, the categoriser included', () => {
    const upstreams: UpstreamUrls = { ...upstreamsFromEnv({}), categoriser: ['http://127.0.0.1:5101'] };
    const conf = renderNginxConfig({ ...base, upstreams, localPorts: { categoriser: 4103, auth: 4101 } });
    expect(conf).toMatch(/upstream gw_categoriser \{\n {4}server 127\.0\.0\.1:5101 max_fails=0;/);
    expect(conf).toMatch(
      /listen 127\.0\.0\.1:4103;\n {4}gzip off;\n {4}location \/ \{\n {6}proxy_pass http:\/\/gw_categoriser;/,
    );
    expect(conf).toMatch(/listen 127\.0\.0\.1:4101;[\s\S]*?proxy_pass http:\/\/gw_auth;/);
  });

  it('in resolver mode (docker-compose) asks the resolver for each service name often, replicas and all', () => {
    const upstreams: UpstreamUrls = {
      auth: 'http://auth:4101',
      transactions: 'http://transactions:4102',
      budget: 'http://budget:4104',
      wealth: 'http://wealth:4105',
      community: 'http://community:4106',
    };
    const conf = renderNginxConfig({ ...base, upstreams, resolver: '127.0.0.11' });
    expect(conf).toContain(`  resolver 127.0.0.11 valid=${RESOLVER_VALID_SECONDS}s;`);
    expect(RESOLVER_VALID_SECONDS).toBeLessThanOrEqual(5);
    for (const [service, origin] of Object.entries(upstreams))
      expect(conf).toContain(
        `set $gw_upstream "${origin}";\n      proxy_pass $gw_upstream;\n      error_page 502 503 = @gw_down_${service};`,
      );
    expect(conf).not.toMatch(/^\s*upstream /m);
    expect(conf).toContain('  proxy_next_upstream error timeout http_502 http_503;');
  });
});

describe.each(KINDS)('a pool of instances behind the %s gateway', (kind) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `gateway-pools-${kind}-`));
  let gateway: RunningGateway;
  let a: Instance;
  let b: Instance;
  let deadUrl: string;
  let localPort: number;

  beforeAll(async () => {
    a = await startInstance('a');
    b = await startInstance('b');
    deadUrl = `http://127.0.0.1:${await findFreePort()}`;
    localPort = await findFreePort();
    gateway = await startGateway({
      port: 0,
      prefer: kind,
      runtimeDir: path.join(tmp, 'nginx'),
      repoRoot: tmp,
      upstreams: { budget: [deadUrl, a.url, b.url], categoriser: [deadUrl, a.url] },
      localPorts: { categoriser: localPort },
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all([a.close(), b.close()]);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('uses every live instance and passes over one that refuses, whatever the method', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const reply = await send(gateway.url, '/api/budget', 'GET');
      expect(reply.status).toBe(200);
      seen.add(reply.json.instance);
    }
    expect([...seen].sort()).toEqual(['a', 'b']);
    for (let i = 0; i < 6; i++) {
      const body = JSON.stringify({ n: i, text: 'x'.repeat(2000) });
      const reply = await send(gateway.url, '/api/budget', 'POST', body);
      expect({ status: reply.status, body: reply.json.body }).toEqual({ status: 200, body });
    }
  });

  it('sends an idempotent request to the next instance on 503, and a POST never twice', async () => {
    a.unavailable = true;
    try {
      for (let i = 0; i < 6; i++) {
        const reply = await send(gateway.url, '/api/budget', 'GET');
        expect({ status: reply.status, instance: reply.json.instance }).toEqual({ status: 200, instance: 'b' });
      }
      const posts = [];
      for (let i = 0; i < 6; i++) posts.push(await send(gateway.url, '/api/budget', 'POST', '{"n":1}'));
      // Round-robin reaches a for some of them: its 503 is the answer, the POST is not sent again.
      expect(posts.map((p) => p.status).sort()).toContain(503);
      for (const post of posts) expect(post.json.instance).toBe(post.status === 503 ? 'a' : 'b');
    } finally {
      a.unavailable = false;
    }
  });

  it('switches to a new pool on reload, and uses an instance that is back at once', async () => {
    const c = await startInstance('c');
    try {
      await gateway.reload({ ...upstreamsFromEnv({}), budget: [c.url, deadUrl], categoriser: [c.url] });
      for (let i = 0; i < 4; i++) expect((await send(gateway.url, '/api/budget')).json.instance).toBe('c');
      // The dead address comes back: the very next requests reach it too.
      const port = Number(new URL(deadUrl).port);
      const back = await startInstance('back', port);
      try {
        const seen = new Set<string>();
        for (let i = 0; i < 4; i++) seen.add((await send(gateway.url, '/api/budget')).json.instance);
        expect([...seen].sort()).toEqual(['back', 'c']);
      } finally {
        await back.close();
      }
    } finally {
      await gateway.reload({ ...upstreamsFromEnv({}), budget: [deadUrl, a.url, b.url], categoriser: [deadUrl, a.url] });
      await c.close();
    }
  });

  it('passes everything a local listener receives, /internal paths included, to the pool', async () => {
    const reply = await send(`http://127.0.0.1:${localPort}`, '/internal/stats/42?x=1', 'POST', '{"ok":true}');
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual(
      expect.objectContaining({ instance: 'a', method: 'POST', url: '/internal/stats/42?x=1', body: '{"ok":true}' }),
    );
  });
});
