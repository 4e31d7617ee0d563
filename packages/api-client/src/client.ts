/**
 * The browser client: typed calls by operation name from the endpoint map of @tracker/contracts, with the
 * error rule of product.md › Messages and errors. No React; the shell wires `defaultQueryFn` into its QueryClient.
 */
import {
  type DownloadedFile,
  type EndpointDefinition,
  type EndpointNamesOfKind,
  type InputOf,
  type OutputOf,
  type UploadStage,
  buildPath,
  endpoints,
  isEndpointName,
  matchEndpoint,
} from '@tracker/contracts';
import { buildQueryString } from './http';
import { createTransport, readFile, readJson, type Transport } from './transport';
import { sendUpload } from './upload';

// ---------------------------------------------------------------- configuration
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientConfig {
  /** The fetch to use; default: globalThis.fetch, looked up at call time. */
  fetch?: FetchLike;
  /** Prefix for every path, e.g. 'https://app.example' (default '': same origin). */
  baseUrl?: string;
  /** Called on a 401 outside sign-in before the error is thrown; default: window.location.href = '/'. */
  onUnauthorized?: () => void;
}

/**
 * What a 401 does. 'redirect' (default for signed-in calls): call onUnauthorized and throw 'Session expired…'.
 * 'returnNull': resolve null (a query that asks whether someone is signed in). 'throw': a plain ApiError
 * `401: …` without redirect (default for public calls such as login, whose failure the form shows).
 */
export type On401 = 'redirect' | 'returnNull' | 'throw';

export interface RequestOptions {
  on401?: On401;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}
type ThrowingOptions = RequestOptions & { on401?: 'redirect' | 'throw' };
type NullOn401Options = RequestOptions & { on401: 'returnNull' };

/** Operations `request` can call (everything but browser navigations). */
export type RequestableName = EndpointNamesOfKind<'json' | 'multipart' | 'download'>;
export type UploadableName = EndpointNamesOfKind<'multipart'>;
export type NavigationName = EndpointNamesOfKind<'navigation'>;

type EmptyObject = Record<never, never>;
/** [input?, options?] when every input part is optional, else [input, options?]. */
export type RequestArgs<N extends RequestableName, O> =
  EmptyObject extends InputOf<N> ? [input?: InputOf<N>, options?: O] : [input: InputOf<N>, options?: O];

export interface UploadProgress {
  percent: number;
  stage: UploadStage;
}
export interface UploadOptions {
  /** Abort after this long; default 300000 ms (5 minutes). */
  timeoutMs?: number;
  /** Abort from outside (the dialog's Cancel). */
  signal?: AbortSignal;
  /** 5 when sending starts, 90 when the server has answered, 100 when the result is read. */
  onProgress?: (progress: UploadProgress) => void;
  /** Path params, for a multipart endpoint that has any. */
  params?: Record<string, string | number>;
}

export interface QueryFunctionContextLike {
  readonly queryKey: readonly unknown[];
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  /**
   * Calls an operation by name: builds the URL, sends the body, applies product.md › Messages and errors, parses the
   * response.
   */
  request<N extends RequestableName>(
    name: N,
    input: InputOf<N>,
    options: NullOn401Options,
  ): Promise<OutputOf<N> | null>;
  request<N extends RequestableName>(name: N, ...args: RequestArgs<N, ThrowingOptions>): Promise<OutputOf<N>>;
  /**
   * Sends a multipart form with a timeout (default 5 minutes) and the upload messages of product.md › Messages and
   * errors.
   */
  upload<N extends UploadableName>(name: N, formData: FormData, options?: UploadOptions): Promise<OutputOf<N>>;
  /** The URL an operation would be sent to (also a good query key). */
  urlOf<N extends RequestableName>(name: N, ...args: RequestArgs<N, never>): string;
  /** fetch with credentials and the error rule; resolves only OK responses. */
  apiFetch(url: string, init?: RequestInit, options?: { on401?: 'redirect' | 'throw' }): Promise<Response>;
  /** GET a file: the blob and the file name of its Content-Disposition. */
  downloadFile(url: string, init?: RequestInit): Promise<DownloadedFile>;
  /** The default query function (product.md › API calls): GET the key parts joined with '/', read as JSON. */
  defaultQueryFn(context: QueryFunctionContextLike): Promise<unknown>;
  /** A query function with a chosen 401 behaviour ('returnNull' for "who is signed in?"). */
  getQueryFn(options: { on401: On401 }): (context: QueryFunctionContextLike) => Promise<unknown>;
  /** Browser navigation to a navigation endpoint (GET /api/logout). */
  navigate(name: NavigationName): void;
}

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function looseInput(input: unknown): LooseInput {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object') throw new TypeError('Request input must be an object: { params?, query?, body? }');
  const result: LooseInput = {};
  if ('params' in input && typeof input.params === 'object' && input.params !== null) {
    result.params = Object.fromEntries(
      Object.entries(input.params).filter(
        (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
  }
  if ('query' in input && typeof input.query === 'object' && input.query !== null) {
    result.query = { ...input.query };
  }
  if ('body' in input) result.body = input.body;
  return result;
}

function definition(name: string): EndpointDefinition {
  if (!isEndpointName(name)) throw new Error(`Unknown API operation "${name}"`);
  return endpoints[name];
}

/** The fetch init of a call: JSON or multipart body, Accept for JSON answers, the caller's signal. */
function requestInit(name: string, def: EndpointDefinition, parts: LooseInput, options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (def.kind === 'multipart') {
    if (!(parts.body instanceof FormData)) throw new TypeError(`"${name}" needs a FormData body`);
    body = parts.body; // the browser sets the multipart boundary itself
  } else if (parts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(parts.body);
  }
  if (def.kind !== 'download') headers.Accept = 'application/json';
  const init: RequestInit = { method: def.method, headers };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  return init;
}

/** A query function: GET the key parts joined with '/', known endpoints checked against their response schema. */
function queryFn(transport: Transport, options: { on401: On401 }) {
  return async ({ queryKey, signal }: QueryFunctionContextLike): Promise<unknown> => {
    const parts = queryKey.map((part) => {
      if (typeof part === 'string' || typeof part === 'number') return String(part);
      throw new TypeError(
        `The default query function joins string or number key parts with '/'; give the query ${JSON.stringify(queryKey)} its own queryFn`,
      );
    });
    const path = parts.join('/');
    const url = `${transport.config().baseUrl}${path}`;
    const init: RequestInit = { method: 'GET', headers: { Accept: 'application/json' } };
    if (signal) init.signal = signal;
    const response = await transport.send(url, init);
    if (!response.ok) {
      if (response.status === 401 && options.on401 === 'returnNull') return null;
      throw await transport.failure(response, options.on401 === 'throw' ? 'throw' : 'redirect');
    }
    const match = matchEndpoint('GET', path.split('?')[0] ?? path);
    const def = match ? endpoints[match.name] : undefined;
    return readJson(response, def?.kind === 'json' ? def : undefined, `GET ${path}`, url);
  };
}

/** Creates a client. `config` is read at every call, so it may be changed later (see configureApiClient). */
export function createApiClient(config: ApiClientConfig | (() => ApiClientConfig) = {}): ApiClient {
  const transport = createTransport(config);
  const urlFor = (def: EndpointDefinition, input: LooseInput): string =>
    `${transport.config().baseUrl}${buildPath(def, input.params ?? {})}${buildQueryString(input.query, def.query)}`;

  function urlOf<N extends RequestableName>(name: N, ...args: RequestArgs<N, never>): string;
  function urlOf(name: RequestableName, input?: unknown): string {
    return urlFor(definition(name), looseInput(input));
  }

  function request<N extends RequestableName>(
    name: N,
    input: InputOf<N>,
    options: NullOn401Options,
  ): Promise<OutputOf<N> | null>;
  function request<N extends RequestableName>(name: N, ...args: RequestArgs<N, ThrowingOptions>): Promise<OutputOf<N>>;
  async function request(name: RequestableName, input?: unknown, options: RequestOptions = {}): Promise<unknown> {
    const def = definition(name);
    if (def.kind === 'navigation') throw new Error(`"${name}" is a browser navigation; use navigate()`);
    const parts = looseInput(input);
    const url = urlFor(def, parts);
    const response = await transport.send(url, requestInit(name, def, parts, options));
    const on401: On401 = options.on401 ?? (def.auth === 'public' ? 'throw' : 'redirect');
    if (!response.ok) {
      if (response.status === 401 && on401 === 'returnNull') return null;
      throw await transport.failure(response, on401 === 'throw' ? 'throw' : 'redirect');
    }
    if (def.kind === 'download') return readFile(response);
    return readJson(response, def, `${def.method} ${def.path}`, url);
  }

  function upload<N extends UploadableName>(name: N, formData: FormData, options?: UploadOptions): Promise<OutputOf<N>>;
  function upload(name: UploadableName, formData: FormData, options: UploadOptions = {}): Promise<unknown> {
    const def = definition(name);
    if (def.kind !== 'multipart') throw new Error(`"${name}" is not an upload`);
    const url = urlFor(def, options.params ? { params: options.params } : {});
    return sendUpload(transport, def, url, formData, options);
  }

  async function apiFetch(
    url: string,
    init: RequestInit = {},
    options: { on401?: 'redirect' | 'throw' } = {},
  ): Promise<Response> {
    const response = await transport.send(url, init);
    if (!response.ok) throw await transport.failure(response, options.on401 ?? 'redirect');
    return response;
  }

  return {
    request,
    upload,
    urlOf,
    apiFetch,
    downloadFile: async (url, init = {}) => readFile(await apiFetch(url, { method: 'GET', ...init })),
    defaultQueryFn: queryFn(transport, { on401: 'redirect' }),
    getQueryFn: (options) => queryFn(transport, options),
    navigate(name) {
      window.location.href = `${transport.config().baseUrl}${definition(name).path}`;
    },
  };
}
