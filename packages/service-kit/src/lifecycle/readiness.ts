import type { IncomingMessage, ServerResponse } from 'node:http';
import { ConnectionStates, type Connection } from 'mongoose';

export const READY_PATH = '/internal/ready';

export type Phase = 'starting' | 'ready' | 'draining';

/**
 * `GET /internal/ready`, answered before the app (no session, no database call, no internal token: it tells a
 * probe only whether to send traffic): 200 `{ status: 'ready', service }` once the service listens and its
 * database is connected; 503 with the error envelope and `status: 'starting'` before that, `'draining'` from the
 * moment it is asked to stop. Liveness (`/healthz`) stays separate: a draining service is alive, not ready.
 */
export function readinessHandler(service: string, connection: Connection, phase: () => Phase) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== READY_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    let status = phase();
    if (status === 'ready' && connection.readyState !== ConnectionStates.connected) status = 'starting';
    const body =
      status === 'ready'
        ? { status, service }
        : {
            error: 'Service Unavailable',
            message: status === 'draining' ? `${service} is shutting down.` : `${service} is starting.`,
            status,
            service,
          };
    const json = JSON.stringify(body);
    res.writeHead(status === 'ready' ? 200 : 503, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : json);
    return true;
  };
}
