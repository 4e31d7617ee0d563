/**
 * HTTP servers for tests and fakes (an area service called over internal HTTP, an outside provider, a service that
 * is down). Free of the database and test-runner helpers, so a fake running in a child process stays light:
 * `@tracker/service-kit/fake-server`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * An HTTP server for `handler` on 127.0.0.1, on a free port unless `port` names one (a fake restarted where it
 * was): an area service a test calls over internal HTTP, or a fake of an outside provider.
 */
export async function listenOnFreePort(
  handler: Parameters<typeof createServer>[1],
  { port = 0 }: { port?: number } = {},
): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return { server, url: `http://127.0.0.1:${address.port}` };
}

/** A URL where nothing listens (a service that is down): a port that was free a moment ago. */
export async function unusedUrl(): Promise<string> {
  const { server, url } = await listenOnFreePort(() => undefined);
  await closeServer(server);
  return url;
}

/** Closes a server at once, its open connections included. */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/*
 * A fake of an outside provider (prices, exchange rates) with modes a test switches in process (`state.mode`) or
 * over HTTP (POST /__fake/mode {"mode": "down"}), which the end-to-end suite uses across processes. 'ok' answers;
 * 'rate_limit' is the provider's 429; 'down' drops the connection; 'slow' answers after `slowMs`; 'malformed' is a
 * 200 whose body is not what the client expects; 'empty' and 'crumb' are the price providers' own.
 */
export type FakeMode = 'ok' | 'rate_limit' | 'down' | 'slow' | 'malformed' | 'empty' | 'crumb';
export const FAKE_MODES: readonly FakeMode[] = ['ok', 'rate_limit', 'down', 'slow', 'malformed', 'empty', 'crumb'];

export interface FakeOptions {
  port?: number;
  mode?: FakeMode;
  /** Delay of the 'slow' mode. Default 5000 ms. */
  slowMs?: number;
  /** Retry-After seconds sent with a 429. Default 30. */
  retryAfterSeconds?: number;
}

export interface FakeState {
  mode: FakeMode;
  requests: Map<string, number>;
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The control routes and the modes every fake shares; `answer` handles what is left. */
export async function startFake(
  options: FakeOptions,
  answer: (req: IncomingMessage, res: ServerResponse, url: URL, state: FakeState) => void,
  pricePath: string,
): Promise<{ server: Server; state: FakeState; url: string }> {
  const state: FakeState = { mode: options.mode ?? 'ok', requests: new Map() };
  const { server, url: baseUrl } = await listenOnFreePort(
    (req, res) => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        if (url.pathname === '/__fake/mode' && req.method === 'POST') {
          const { mode } = JSON.parse((await readBody(req)) || '{}') as { mode?: FakeMode };
          if (!mode || !FAKE_MODES.includes(mode))
            return json(res, 400, { error: `mode must be one of ${FAKE_MODES.join(', ')}` });
          state.mode = mode;
          return json(res, 200, { mode });
        }
        if (url.pathname === '/__fake/stats')
          return json(res, 200, { mode: state.mode, requests: Object.fromEntries(state.requests) });
        state.requests.set(url.pathname, (state.requests.get(url.pathname) ?? 0) + 1);
        if (state.mode === 'down') {
          req.socket.destroy();
          return;
        }
        if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 5000));
        if (state.mode === 'malformed' && url.pathname === pricePath) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"quoteResponse": {"result": [ <html>oops');
          return;
        }
        answer(req, res, url, state);
      })().catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    },
    { port: options.port },
  );
  return { server, state, url: baseUrl };
}

export function closer(server: Server): () => Promise<void> {
  return () => closeServer(server);
}
