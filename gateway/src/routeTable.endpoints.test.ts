/**
 * The gateway's API prefixes against the endpoint map of @tracker/contracts: every operation must reach the
 * service that declares it, and every prefix must serve at least one operation of its service. Adding an
 * endpoint under a new prefix without a route here (or routing a prefix to the wrong service) fails this test.
 */
import { ENDPOINT_AREAS, type EndpointDefinition, pathParamNames } from '@tracker/contracts';
import { API_ROUTES, SERVICE_NAMES, matchLocation, normalizeRequestPath } from './routeTable';

/** Routes that are browser navigations outside /api, hence outside the endpoint map. */
const OUTSIDE_THE_MAP = new Set(['/auth']);

function serviceFor(path: string): string {
  const normalized = normalizeRequestPath(path);
  if (!normalized.ok) return 'bad-request';
  const match = matchLocation(normalized.path);
  if (match.kind === 'shell') return 'shell';
  const action = match.location.action;
  return action.kind === 'proxy' ? action.service : action.kind;
}

/** A concrete path of an endpoint: each :param filled with a sample segment. */
function samplePath(def: EndpointDefinition): string {
  let path: string = def.path;
  for (const name of pathParamNames(def.path)) path = path.replace(`:${name}`, 'sample-id');
  return path;
}

const operations = Object.entries(ENDPOINT_AREAS).flatMap(([service, defs]) =>
  Object.entries(defs as Record<string, EndpointDefinition>).map(([name, def]) => ({ service, name, def })),
);

describe('route table against the endpoint map', () => {
  it('has one endpoint area per routed service', () => {
    expect(Object.keys(ENDPOINT_AREAS).sort()).toEqual([...SERVICE_NAMES].sort());
  });

  it('routes every operation to the service that declares it', () => {
    const misrouted = operations
      .map(({ service, name, def }) => ({ name, path: samplePath(def), expected: service }))
      .filter(({ path, expected }) => serviceFor(path) !== expected)
      .map(({ name, path, expected }) => `${name} ${path}: ${serviceFor(path)} instead of ${expected}`);
    expect(misrouted).toEqual([]);
  });

  it('serves at least one operation of its service under every API prefix', () => {
    const unused = API_ROUTES.filter((route) => !OUTSIDE_THE_MAP.has(route.path))
      .filter(
        (route) =>
          !operations.some(
            ({ service, def }) =>
              service === route.service &&
              (def.path === route.path || (route.match === 'subtree' && def.path.startsWith(`${route.path}/`))),
          ),
      )
      .map((route) => `${route.path} (${route.service})`);
    expect(unused).toEqual([]);
  });
});
