// docker-compose.yml cannot be run here (no Docker engine), so this checks what can go stale
// without anyone noticing: every build context, Dockerfile, port and variable it names must
// exist in the code it deploys.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, READY_PATH } from '@tracker/service-kit';
import { parse } from 'yaml';
import { UPSTREAMS } from '../gateway/src/routeTable';

const ROOT = path.resolve(__dirname, '..');

type Build = { context: string; dockerfile?: string; args?: Record<string, string> };
type ComposeService = {
  image?: string;
  build?: Build;
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
  stop_grace_period?: string;
};
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;

function sourceText(dir: string): string {
  if (!existsSync(dir)) return '';
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? '' : sourceText(full);
      return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\./.test(entry.name) ? readFileSync(full, 'utf8') : '';
    })
    .join('\n');
}

const kitSource = sourceText(path.join(ROOT, 'packages/service-kit/src'));
const nodeServices = Object.entries(services).filter(([, service]) => service.build?.args?.SERVICE);

describe('docker-compose.yml', () => {
  it('runs MongoDB from the official image with a health check', () => {
    expect(services.mongo.image).toMatch(/^mongo:\d/);
    expect(services.mongo.healthcheck?.test.join(' ')).toContain('ping');
  });

  it('deploys all six services and the gateway', () => {
    expect(nodeServices.map(([, s]) => s.build?.args?.SERVICE).sort()).toEqual([
      'auth',
      'budget',
      'categoriser',
      'community',
      'transactions',
      'wealth',
    ]);
    expect(services.gateway.build).toBeDefined();
  });

  it.each(Object.entries(services).filter(([, s]) => s.build))(
    '%s builds from a context and Dockerfile that exist',
    (_name, service) => {
      const build = service.build!;
      const context = path.join(ROOT, build.context);
      expect(statSync(context).isDirectory()).toBe(true);
      const dockerfile = path.join(context, build.dockerfile ?? 'Dockerfile');
      expect(existsSync(dockerfile)).toBe(true);
      // Every path the Dockerfile copies from the context must exist.
      for (const line of readFileSync(dockerfile, 'utf8').split('\n')) {
        const copy = line.match(/^COPY\s+(?!--from)(.+)\s+\S+$/);
        if (!copy) continue;
        for (const source of copy[1].trim().split(/\s+/))
          expect({ source, exists: existsSync(path.join(context, source)) }).toEqual({ source, exists: true });
      }
      if (build.args?.SERVICE)
        expect(existsSync(path.join(ROOT, 'services', build.args.SERVICE, 'src/server.ts'))).toBe(true);
    },
  );

  it.each(nodeServices)(
    '%s listens, and is health-checked for readiness, on the port its own config defaults to',
    (_name, service) => {
      const port = service.environment?.PORT;
      expect(port).toMatch(/^\d+$/);
      expect(service.healthcheck?.test.join(' ')).toContain(`127.0.0.1:${port}${READY_PATH}`);
      const config = readFileSync(path.join(ROOT, 'services', service.build!.args!.SERVICE, 'src/config.ts'), 'utf8');
      expect(config).toContain(port);
    },
  );

  it.each(nodeServices)('%s runs two replicas that may drain for as long as the service allows', (_name, service) => {
    expect(service.deploy?.replicas).toBeGreaterThanOrEqual(2);
    const grace = String(service.stop_grace_period).match(/^(\d+)s$/);
    expect(grace).not.toBeNull();
    expect(Number(grace?.[1]) * 1000).toBeGreaterThan(DEFAULT_SHUTDOWN_TIMEOUT_MS);
  });

  it('runs each service from the JavaScript its image compiles, not through tsx', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'services/Dockerfile'), 'utf8');
    const bundle = readFileSync(path.join(ROOT, 'scripts/lib/buildServices.mjs'), 'utf8').match(
      /export const SERVICE_BUNDLE = '([^']+)'/,
    )?.[1];
    expect(bundle).toBeDefined();
    expect(dockerfile).toContain('node scripts/build.mjs --service "$SERVICE"');
    expect(dockerfile).toContain(`COPY --from=build /app/services/\${SERVICE}/dist services/\${SERVICE}/dist`);
    const cmd = dockerfile.match(/^CMD (\[.*\])$/m)?.[1];
    expect(JSON.parse(String(cmd))).toEqual(['node', '--enable-source-maps', bundle]);
    expect(dockerfile).not.toMatch(/tsx/);
  });

  it('has the gateway resolve every routed service by its compose name, so it reaches every replica', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'gateway/Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/GATEWAY_RESOLVER=127\.0\.0\.11\b/);
    for (const { envVar } of Object.values(UPSTREAMS)) {
      const url = dockerfile.match(new RegExp(`\\b${envVar}=http://([\\w-]+):(\\d+)\\s`));
      expect({ envVar, set: url !== null }).toEqual({ envVar, set: true });
      const [, host, port] = url as RegExpMatchArray;
      expect(services[host]?.environment?.PORT).toBe(port);
      expect(services[host]?.deploy?.replicas).toBeGreaterThanOrEqual(2);
      expect(services.gateway.depends_on?.[host]).toEqual({ condition: 'service_healthy' });
    }
  });

  it.each(nodeServices)('%s is given only variables its code reads', (_name, service) => {
    const code = sourceText(path.join(ROOT, 'services', service.build!.args!.SERVICE, 'src')) + kitSource;
    for (const variable of Object.keys(service.environment ?? {})) {
      expect({ variable, read: code.includes(variable) }).toEqual({ variable, read: true });
    }
  });

  it('points services at each other by compose service name and port', () => {
    for (const [, service] of nodeServices) {
      for (const value of Object.values(service.environment ?? {})) {
        const url = String(value).match(/^(?:https?|mongodb):\/\/([\w-]+):(\d+)/);
        if (!url) continue;
        const [, host, port] = url;
        expect(services[host]).toBeDefined();
        if (services[host].environment?.PORT) expect(services[host].environment?.PORT).toBe(port);
      }
    }
  });

  it('starts each dependant only once what it depends on is healthy', () => {
    for (const service of Object.values(services)) {
      for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[target].healthcheck).toBeDefined();
        expect(condition).toBe('service_healthy');
      }
    }
  });

  it('publishes the gateway on 8080, overridable by PORT', () => {
    expect(services.gateway.ports).toEqual(['${PORT:-8080}:8080']);
  });
});
