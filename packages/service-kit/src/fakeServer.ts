/**
 * HTTP servers for tests and fakes (an area service called over internal HTTP, an outside provider, a service that
 * is down). Free of the database and test-runner helpers, so a fake running in a child process stays light:
 * `@tracker/service-kit/fake-server`.
 */
import { createServer, type Server } from 'node:http';

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
