import net from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from '../logger';

export interface DrainOptions {
  /** Longest time in-flight requests (uploads included) may take to finish; then their connections are closed. */
  timeoutMs: number;
  /**
   * How long an idle keep-alive connection is left for its client to close. Closing it here could race a request
   * the client is sending on it at that moment (it would fail without an answer); the gateway closes its idle
   * upstream connections sooner than this (gateway LIMITS.upstreamKeepaliveSeconds), so none is cut by us.
   */
  idleGraceMs: number;
  logger: Logger;
}

export interface Drainable {
  /** Wraps the request listener: while draining, every answer says `Connection: close`. */
  listener(
    handler: (req: IncomingMessage, res: ServerResponse) => void,
  ): (req: IncomingMessage, res: ServerResponse) => void;
  /** Stops accepting, answers what is in flight and what arrives on open connections, then resolves. */
  drain(server: Server, options: DrainOptions): Promise<void>;
  readonly draining: boolean;
}

/**
 * A graceful stop that drops nothing a client has sent:
 *  1. the listening socket closes at once: a new connection is refused, so a gateway tries another instance
 *     (a refused connection never reached a service, so any method may be retried);
 *  2. requests already in flight, and any that still arrive on an open keep-alive connection, are answered, each
 *     with `Connection: close`, so the client opens its next connection elsewhere;
 *  3. idle connections are left for the client to close (see idleGraceMs), then closed;
 *  4. whatever is still open after timeoutMs is closed.
 * `http.Server#close` is not used for step 1: it also closes idle connections at once (Node >= 19), which is the race
 * step 3 avoids.
 */
export function createDrainable(): Drainable {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    listener(handler) {
      return (req, res) => {
        if (draining) res.shouldKeepAlive = false;
        handler(req, res);
      };
    },
    async drain(server, { timeoutMs, idleGraceMs, logger }) {
      draining = true;
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      const timers: NodeJS.Timeout[] = [];
      const after = (ms: number, action: () => void) => timers.push(setTimeout(action, ms));
      after(idleGraceMs, () => server.closeIdleConnections());
      const outcome = await Promise.race([
        closed.then(() => 'closed' as const),
        new Promise<'timeout'>((resolve) => after(timeoutMs, () => resolve('timeout'))),
      ]);
      if (outcome === 'timeout') {
        logger.warn(`in-flight requests still open after ${timeoutMs} ms: closing them`);
        server.closeAllConnections();
        await closed;
      }
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
