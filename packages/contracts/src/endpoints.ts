/**
 * The endpoint map: every call of product.md › API calls keyed by operation name, with its method, path,
 * kind and schemas. The services validate with it, the api-client sends with it; renaming an operation or
 * changing a payload breaks the build on both sides instead of production.
 *
 * Each area declares its operations in `endpoints/<service>.ts`; this file merges them (one place, so a name
 * used by two areas is refused here) and holds the helpers. The gateway's route table is checked against the
 * merged map by gateway/src/routeTable.endpoints.test.ts: every operation must reach the service that owns it.
 *
 * - `params`, `query`, `body`: request schemas. Servers use the parsed (output) types, clients send input types.
 * - `kind`: 'json' (JSON in and out), 'multipart' (FormData with a file part named by `fileField`, `body`
 *   describing the text fields; JSON out), 'download' (a file comes back), 'navigation' (the browser goes there).
 * - `auth`: 'public' calls work signed out (a 401 there is a plain failure, not an expired session).
 */
import type { z } from 'zod';
import { authEndpoints } from './endpoints/auth';
import { budgetEndpoints } from './endpoints/budget';
import { communityEndpoints } from './endpoints/community';
import type { DownloadedFile, EndpointDefinition, EndpointKind } from './endpoints/definition';
import { transactionsEndpoints } from './endpoints/transactions';
import { wealthEndpoints } from './endpoints/wealth';

export type {
  DownloadedFile,
  EndpointAuth,
  EndpointDefinition,
  EndpointKind,
  HttpMethod,
} from './endpoints/definition';

/** Every area's operations, keyed by the service that answers them behind the gateway. */
export const ENDPOINT_AREAS = {
  auth: authEndpoints,
  transactions: transactionsEndpoints,
  budget: budgetEndpoints,
  wealth: wealthEndpoints,
  community: communityEndpoints,
} as const;

function mergeAreas(areas: Readonly<Record<string, Readonly<Record<string, EndpointDefinition>>>>): void {
  const owner = new Map<string, string>();
  for (const [area, defs] of Object.entries(areas)) {
    for (const name of Object.keys(defs)) {
      const other = owner.get(name);
      if (other) throw new Error(`endpoint map: "${name}" is declared by both ${other} and ${area}`);
      owner.set(name, area);
    }
  }
}
mergeAreas(ENDPOINT_AREAS);

export const endpoints = {
  ...authEndpoints,
  ...transactionsEndpoints,
  ...budgetEndpoints,
  ...wealthEndpoints,
  ...communityEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointOf<N extends EndpointName> = Endpoints[N];
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];

export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name);
}

/** Endpoints whose kind is one of K (e.g. the names `request` accepts). */
export type EndpointNamesOfKind<K extends EndpointKind> = {
  [N in EndpointName]: Endpoints[N]['kind'] extends K ? N : never;
}[EndpointName];

// ---------------------------------------------------------------- type helpers
/** ':id' segments of a path: PathParamNames<'/api/a/:id/b/:x'> = 'id' | 'x'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type EmptyObject = Record<never, never>;

type ParamsInput<D extends EndpointDefinition> = [PathParamNames<D['path']>] extends [never]
  ? EmptyObject
  : { params: PathParams<D['path']> };
type QueryInput<D extends EndpointDefinition> = D extends { query: infer Q extends z.ZodType }
  ? EmptyObject extends z.input<Q>
    ? { query?: z.input<Q> }
    : { query: z.input<Q> }
  : EmptyObject;
type BodyInput<D extends EndpointDefinition> = D extends { kind: 'multipart' }
  ? { body: FormData }
  : D extends { body: infer B extends z.ZodType }
    ? EmptyObject extends z.input<B>
      ? { body?: z.input<B> }
      : { body: z.input<B> }
    : EmptyObject;

/** What a client passes for an operation: { params?, query?, body? } as the endpoint needs them. */
export type InputOf<N extends EndpointName> = Simplify<
  ParamsInput<Endpoints[N]> & QueryInput<Endpoints[N]> & BodyInput<Endpoints[N]>
>;
/** What a client gets back: the parsed response, a file for downloads, nothing otherwise. */
export type OutputOf<N extends EndpointName> = Endpoints[N] extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : Endpoints[N] extends { kind: 'download' }
    ? DownloadedFile
    : void;

/** Server side: parsed params, query and body, and the response a handler must produce. */
type ParsedPart<N extends EndpointName, Part extends 'params' | 'query' | 'body'> = Endpoints[N] extends {
  [K in Part]: infer S extends z.ZodType;
}
  ? z.output<S>
  : EmptyObject;
export type ParamsOf<N extends EndpointName> = ParsedPart<N, 'params'>;
export type QueryOf<N extends EndpointName> = ParsedPart<N, 'query'>;
export type BodyOf<N extends EndpointName> = ParsedPart<N, 'body'>;
export type ResponseOf<N extends EndpointName> = Endpoints[N] extends { response: infer R extends z.ZodType }
  ? z.input<R>
  : never;

// ---------------------------------------------------------------- paths
const PARAM_RE = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The :param names of a path, in order. */
export function pathParamNames(path: string): string[] {
  return Array.from(path.matchAll(PARAM_RE), (m) => m[1] ?? '');
}

/**
 * Fills the :params of an endpoint's path, each encoded with encodeURIComponent (so '/' or '?' inside a value
 * cannot change the route). Throws when a parameter is missing or blank.
 */
export function buildPath<N extends EndpointName>(name: N, params: PathParams<Endpoints[N]['path']>): string;
export function buildPath<P extends string>(endpoint: { readonly path: P }, params: PathParams<P>): string;
export function buildPath(
  endpoint: EndpointName | { readonly path: string },
  params: Readonly<Record<string, string | number>>,
): string {
  const path = typeof endpoint === 'string' ? endpoints[endpoint].path : endpoint.path;
  return path.replace(PARAM_RE, (_match, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined || String(value) === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The operation a request addresses: same method, same number of segments, static segments equal. A static
 * segment beats a :param (GET /api/assets/price/temp is tempPrice, not assetPrice). Params come back decoded.
 */
export function matchEndpoint(
  method: string,
  pathname: string,
): { name: EndpointName; params: Record<string, string> } | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  let best: { name: EndpointName; params: Record<string, string>; score: number } | null = null;
  for (const name of ENDPOINT_NAMES) {
    const def: EndpointDefinition = endpoints[name];
    if (def.method !== method.toUpperCase()) continue;
    const pattern = def.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let matches = true;
    for (let i = 0; i < pattern.length && matches; i++) {
      const expected = pattern[i] ?? '';
      const actual = segments[i] ?? '';
      if (expected.startsWith(':')) {
        try {
          const value = decodeURIComponent(actual);
          if (value === '') matches = false;
          else params[expected.slice(1)] = value;
        } catch {
          matches = false;
        }
      } else if (expected === actual) {
        score++;
      } else {
        matches = false;
      }
    }
    if (matches && (best === null || score > best.score)) best = { name, params, score };
  }
  return best && { name: best.name, params: best.params };
}
