/**
 * Component-test support for every remote (`@tracker/shell-sdk/testing`, never imported by app code): render inside
 * what the shell gives a remote (theme, QueryClient with the spec's defaults, router, auth, toasts), and answer the
 * api-client from an in-memory fake API. jsdom has no Response, so `fakeResponse` builds the minimal Response-like
 * object the api-client reads (ok, status, statusText, url, headers.get, text, blob).
 */
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@tracker/router';
import { ThemeProvider } from 'styled-components';
import { configureApiClient, defaultQueryFn, resetApiClient, type FetchLike } from '@tracker/api-client';
import { QUERY_DEFAULTS } from '@tracker/contracts';
import { theme } from '@tracker/ui-kit';
import type { ShellUser } from './auth';
import { ShellProvider } from './ShellProvider';
import { useToast } from './toast';

// Role queries skip the accessibility-tree visibility check, which calls jsdom's slow getComputedStyle on every
// ancestor against all of styled-components' rules; nothing these tests query is hidden by CSS. findBy/waitFor
// wait up to 5 s: the machine is shared, and a first render with a whole table can take over a second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

/** Shows the shell's current toast, as the shell's Toaster does (title and description in one element). */
export function ToastProbe() {
  const { toasts } = useToast();
  return (
    <section aria-label="Notifications">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <div key={t.id} data-testid="toast" data-variant={t.variant}>
            <div data-testid="toast-title">{t.title}</div>
            <div data-testid="toast-description">{t.description}</div>
          </div>
        ))}
    </section>
  );
}

/** A QueryClient with the shell's defaults (product.md › Constants and limits) and the spec's default fetch. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, refetchOnReconnect: false, queryFn: defaultQueryFn },
      mutations: QUERY_DEFAULTS.mutations,
    },
  });
}

export interface RenderInShellOptions {
  /** What the api-client calls instead of the network (a fake API's fetch). */
  fetch: FetchLike;
  /** The router's first location. Default '/'. */
  route?: string;
  /** Default: a signed-in user. */
  auth?: 'signedIn' | 'signedOut';
  /** Fields of the signed-in user beyond its id and e-mail (its home currency…). */
  user?: Partial<ShellUser>;
}

/** Renders `ui` as the shell would host it, with the api-client on `fetch`. */
export function renderInShell(ui: ReactElement, { fetch, route = '/', auth = 'signedIn', user }: RenderInShellOptions) {
  resetApiClient();
  configureApiClient({ fetch, onUnauthorized: () => undefined });
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ShellProvider
          auth={
            auth === 'signedIn'
              ? { status: 'signedIn', user: { id: 'u1', email: 'ada@example.com', ...user } }
              : { status: 'signedOut', user: null }
          }
        >
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          <ToastProbe />
        </ShellProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

/** What a fake API answers: a status and a JSON body, or raw text, a file, and headers. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
  blob?: Blob;
}

/** A Response-like object for `answer` (content-type application/json unless headers say otherwise). */
export function fakeResponse(url: string, answer: FakeAnswer): Response {
  const ok = answer.status >= 200 && answer.status < 300;
  const payload = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
  const headers = new Map(
    Object.entries({ 'content-type': 'application/json', ...answer.headers }).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const response = {
    ok,
    status: answer.status,
    statusText: ok ? 'OK' : 'Error',
    url,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: async () => payload,
    blob: async () => answer.blob ?? new Blob([payload]),
  };
  return response as unknown as Response;
}

/** A call a fake API received; the body is the parsed JSON, or the FormData of an upload. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A test's own answer to a call, or undefined to let the call through to the fake's routes (e.g. after holding it). */
export type FakeHandler = (call: FakeCall) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

/** What every area's fake API does with a call before its own routes answer it. */
export interface FakeFetch {
  fetch: FetchLike;
  calls: FakeCall[];
  /** Calls matching `METHOD /path` (path without query). */
  callsTo(route: string): FakeCall[];
  /** The next call to `METHOD /path-regex` is answered by `handler` instead (once). */
  intercept(method: string, path: RegExp, handler: FakeHandler): void;
  /** While true, each call is recorded and then fails as a browser's fetch does without a network. */
  offline: boolean;
}

/**
 * The fetch of an area's in-memory API: records each call, answers it by the first pending intercept that matches,
 * else by `route`, and rejects at once when its signal aborts, even while the answer is held back.
 */
export function createFakeFetch(route: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>): FakeFetch {
  const interceptors: Array<{ method: string; path: RegExp; handler: FakeHandler }> = [];
  async function respond(input: string, init: RequestInit): Promise<Response> {
    const url = new URL(input, 'http://app.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown =
      init.body instanceof FormData ? init.body : typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: FakeCall = { method, path: url.pathname, query: url.searchParams, body };
    fake.calls.push(call);
    if (fake.offline) throw new TypeError('Failed to fetch');
    const index = interceptors.findIndex((i) => i.method === method && i.path.test(url.pathname));
    if (index >= 0) {
      const [interceptor] = interceptors.splice(index, 1);
      const answer = await interceptor?.handler(call);
      if (answer) return fakeResponse(input, answer);
    }
    return fakeResponse(input, await route(call));
  }
  const fake: FakeFetch = {
    calls: [],
    offline: false,
    callsTo: (wanted) => fake.calls.filter((c) => `${c.method} ${c.path}` === wanted),
    intercept: (method, path, handler) => interceptors.push({ method, path, handler }),
    fetch: (input, init = {}) => {
      const answer = respond(input, init);
      const signal = init.signal;
      if (!signal) return answer;
      return new Promise<Response>((resolve, reject) => {
        const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (signal.aborted) abort();
        signal.addEventListener('abort', abort, { once: true });
        answer.then(resolve, reject);
      });
    },
  };
  return fake;
}

/** Asserts the one 'Page Not Found' page (`@tracker/shell-sdk/not-found`) is what the screen shows. */
export function expectNotFoundPage() {
  expect(screen.getByTestId('not-found-page')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the Dashboard' })).toHaveAttribute('href', '/');
}
