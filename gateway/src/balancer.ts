/**
 * The Node fallback's upstream pools, with nginx's `upstream` + `proxy_next_upstream` behaviour (nginxConfig.ts):
 *  - each service has a pool of instance origins, used in turn (round-robin), replaced at once by setPools();
 *  - a connection that fails before it is established (refused, unreachable, connect timeout) is retried on the next
 *    instance, whatever the method: the request never reached a service. The body is only read from the client once
 *    an upstream connection is open, so nothing of it is lost to a refused one;
 *  - an error after that, or a 502/503 answer, is retried only for an idempotent method (not POST, PATCH, LOCK, as
 *    nginx decides) whose body, if any, was small enough to keep (MAX_REPLAY_BYTES);
 *  - no instance is ever marked failed (nginx: max_fails=0), so one that is back is used at once.
 */
import type http from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { LIMITS, NON_IDEMPOTENT_METHODS, UPSTREAM_RETRY_STATUSES } from './routeTable';

/** A body up to this size is kept while it is sent, so an idempotent request can be sent again. */
export const MAX_REPLAY_BYTES = 1024 * 1024;

export class UpstreamTimeoutError extends Error {
  readonly code = 'GATEWAY_UPSTREAM_TIMEOUT';
}

/** The request body, fed to one attempt at a time and kept (up to MAX_REPLAY_BYTES) for another. */
class RequestBody {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private flowing = false;
  private complete: boolean;
  private kept = true;
  readonly empty: boolean;

  constructor(private readonly req: http.IncomingMessage) {
    const length = req.headers['content-length'];
    this.empty = (length === undefined || Number(length) === 0) && req.headers['transfer-encoding'] === undefined;
    this.complete = this.empty;
  }

  /** Whether a new attempt can send the whole body: it never left the client yet, or it is all kept. */
  get replayable(): boolean {
    return !this.flowing || (this.complete && this.kept);
  }

  feed(gate: PassThrough): void {
    if (this.empty) {
      gate.end();
    } else if (!this.flowing) {
      this.flowing = true;
      this.req.on('data', (chunk: Buffer) => {
        this.size += chunk.length;
        if (this.size > MAX_REPLAY_BYTES) this.kept = false;
        if (this.kept) this.chunks.push(chunk);
      });
      this.req.once('end', () => {
        this.complete = true;
      });
      this.req.pipe(gate);
    } else {
      for (const chunk of this.chunks) gate.write(chunk);
      gate.end();
    }
  }
}

export interface ProxyHandlers {
  /** The answer to send to the client (after any retries). */
  onResponse(proxyRes: http.IncomingMessage): void;
  /** No instance gave an answer: the last error. */
  onError(err: Error, res: http.ServerResponse): void;
}

/** The part of http-proxy-3's server this module uses. */
export interface ProxyServerLike {
  web(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    options: { target: URL; buffer: PassThrough; agent: http.Agent },
    callback: (err: Error, req: http.IncomingMessage, res: http.ServerResponse | unknown) => void,
  ): void;
  on(
    event: 'proxyReq',
    listener: (
      proxyReq: http.ClientRequest,
      req: http.IncomingMessage,
      res: unknown,
      options: unknown,
      socket: Socket,
    ) => void,
  ): unknown;
  on(event: 'proxyRes', listener: (proxyRes: http.IncomingMessage, req: http.IncomingMessage) => void): unknown;
}

interface Attempt {
  connected: boolean;
  retry(reason: 'connect' | 'after-connect' | 'status'): boolean;
  handlers: ProxyHandlers;
}

export interface Balancer {
  web(service: string, req: http.IncomingMessage, res: http.ServerResponse, handlers: ProxyHandlers): void;
  setPools(pools: Readonly<Record<string, readonly string[]>>): void;
  pool(service: string): readonly URL[];
}

/** Bounds the upstream socket like proxy_connect_timeout and proxy_read_timeout / proxy_send_timeout. */
function applyTimeouts(proxyReq: http.ClientRequest, req: http.IncomingMessage, socket: Socket, onConnect: () => void) {
  proxyReq.setTimeout(LIMITS.proxyReadTimeoutSeconds * 1000, () => {
    proxyReq.destroy(new UpstreamTimeoutError(`upstream timed out for ${req.url ?? ''}`));
  });
  if (!socket.connecting) {
    onConnect(); // a kept-alive connection
    return;
  }
  const timer = setTimeout(() => {
    proxyReq.destroy(new UpstreamTimeoutError(`upstream connect timed out for ${req.url ?? ''}`));
  }, LIMITS.proxyConnectTimeoutSeconds * 1000);
  socket.once('connect', () => {
    clearTimeout(timer);
    onConnect();
  });
  proxyReq.once('close', () => clearTimeout(timer));
}

export function createBalancer(proxy: ProxyServerLike, agent: http.Agent): Balancer {
  let pools = new Map<string, URL[]>();
  const turns = new Map<string, number>();
  const attempts = new WeakMap<http.IncomingMessage, Attempt>();
  const pendingProxyReq = new WeakMap<http.IncomingMessage, (proxyReq: http.ClientRequest, socket: Socket) => void>();
  proxy.on('proxyReq', (proxyReq, req, _res, _options, socket) => pendingProxyReq.get(req)?.(proxyReq, socket));

  proxy.on('proxyRes', (proxyRes, req) => {
    const attempt = attempts.get(req);
    if (!attempt) return;
    if (UPSTREAM_RETRY_STATUSES.includes(proxyRes.statusCode ?? 0) && attempt.retry('status')) {
      proxyRes.resume();
      return;
    }
    attempt.handlers.onResponse(proxyRes);
  });

  function web(service: string, req: http.IncomingMessage, res: http.ServerResponse, handlers: ProxyHandlers): void {
    const pool = pools.get(service) ?? [];
    const first = turns.get(service) ?? 0;
    turns.set(service, (first + 1) % Math.max(pool.length, 1));
    const body = new RequestBody(req);
    const idempotent = !NON_IDEMPOTENT_METHODS.includes((req.method ?? 'GET').toUpperCase());
    let tried = 0;

    const send = (): void => {
      const target = pool[(first + tried) % pool.length];
      tried += 1;
      const gate = new PassThrough();
      const attempt: Attempt = {
        connected: false,
        handlers,
        retry(reason) {
          if (tried >= pool.length || res.headersSent) return false;
          if (reason !== 'connect' && !(idempotent && body.replayable)) return false;
          send();
          return true;
        },
      };
      attempts.set(req, attempt);
      // A body-less request needs nothing from the client; a body flows only once the connection is open.
      if (body.empty) body.feed(gate);
      const onProxyReq = (proxyReq: http.ClientRequest, socket: Socket): void => {
        if (attempts.get(req) !== attempt) return;
        applyTimeouts(proxyReq, req, socket, () => {
          attempt.connected = true;
          if (!body.empty) body.feed(gate);
        });
      };
      pendingProxyReq.set(req, onProxyReq);
      proxy.web(req, res, { target, buffer: gate, agent }, (err) => {
        if (attempts.get(req) !== attempt) return; // a later attempt owns the request now
        if (attempt.retry(attempt.connected ? 'after-connect' : 'connect')) return;
        handlers.onError(err, res);
      });
    };

    if (pool.length === 0) {
      handlers.onError(Object.assign(new Error(`no instance of ${service}`), { code: 'ECONNREFUSED' }), res);
      return;
    }
    send();
  }

  return {
    web,
    setPools(next) {
      pools = new Map(Object.entries(next).map(([service, origins]) => [service, origins.map((o) => new URL(o))]));
    },
    pool: (service) => pools.get(service) ?? [],
  };
}
