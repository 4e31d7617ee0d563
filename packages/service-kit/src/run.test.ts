import { Agent, request } from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { startServiceProcess, useServiceProcesses, waitFor, type ServiceProcess } from './testing';

jest.setTimeout(60_000);

const ROOT = join(__dirname, '..', '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const FIXTURE = join(__dirname, 'fixtures', 'slowService.ts');

const start = (env: Record<string, string>): ServiceProcess => startServiceProcess(TSX, [FIXTURE], { cwd: ROOT, env });

interface Answer {
  status: number;
  body: string;
  connection?: string;
}

function get(url: string, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a new TCP connection to the service's port is accepted. */
function connects(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const ENV = { SESSION_KEYS: 'run-test-session-key-0123456789abcdef', LOG_LEVEL: 'info', NODE_ENV: 'production' };

describe('runService', () => {
  const processes = useServiceProcesses();

  it('listens, answers, and on SIGTERM finishes in-flight requests, closes and exits 0', async () => {
    const service = start({
      PORT: '0',
      MONGODB_URI: processes.db.uri,
      SESSION_KEYS: 'run-test-session-key-0123456789abcdef',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    });
    processes.track(service);
    const url = await waitFor(
      'the listening line',
      () => /fixture listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(service.output())?.[1],
    );
    await waitFor('healthz 200', async () => ((await get(`${url}/healthz`)).status === 200 ? true : undefined));

    const inFlight = get(`${url}/slow?ms=1000`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    service.child.kill('SIGTERM');
    const finished = await inFlight;
    expect(finished).toEqual(expect.objectContaining({ status: 200, body: '{"done":true}' }));
    expect(await service.exited).toEqual({ code: 0, signal: null });
    await expect(get(`${url}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
    const output = service.output();
    expect(output).toContain('SIGTERM received');
    expect(output).toContain('"msg":"stopped"');
  });

  it('closes requests that outlast the shutdown bound', async () => {
    const service = start({
      PORT: '0',
      MONGODB_URI: processes.db.uri,
      SESSION_KEYS: 'run-test-session-key-0123456789abcdef',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '300',
    });
    processes.track(service);
    const url = await waitFor(
      'the listening line',
      () => /fixture listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(service.output())?.[1],
    );
    const stuck = get(`${url}/slow?ms=30000`).catch((err: Error) => err);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    service.child.kill('SIGINT');
    expect(await service.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(await stuck).toHaveProperty('message', expect.stringMatching(/socket hang up|ECONNRESET/));
    expect(service.output()).toContain('in-flight requests still open after 300 ms');
  });

  it('says it is not ready while its database is unreachable, and that it is once connected', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const service = start({ ...ENV, PORT: '0', MONGODB_URI: `mongodb://127.0.0.1:${closedPort}/fixture` });
    processes.track(service);
    const url = await service.url();
    const starting = await get(`${url}/internal/ready`);
    expect(starting.status).toBe(503);
    expect(JSON.parse(starting.body)).toEqual(
      expect.objectContaining({ error: 'Service Unavailable', status: 'starting', service: 'fixture' }),
    );
    // Liveness is a separate question, answered by /healthz.
    expect((await get(`${url}/healthz`)).status).toBe(503);
    service.child.kill('SIGTERM');
    expect(await service.exited).toEqual({ code: 0, signal: null });

    const connected = start({ ...ENV, PORT: '0', MONGODB_URI: processes.db.uri });
    processes.track(connected);
    const readyUrl = await connected.url();
    const ready = await waitFor('ready', async () => {
      const answer = await get(`${readyUrl}/internal/ready`);
      return answer.status === 200 ? answer : undefined;
    });
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', service: 'fixture' });
    connected.child.kill('SIGTERM');
    expect(await connected.exited).toEqual({ code: 0, signal: null });
  });

  it('on SIGTERM refuses new connections, answers open ones with Connection: close and says it is draining', async () => {
    const service = start({ ...ENV, PORT: '0', MONGODB_URI: processes.db.uri });
    processes.track(service);
    const url = await service.url();
    await waitFor('ready', async () => ((await get(`${url}/internal/ready`)).status === 200 ? true : undefined));
    // One keep-alive connection opened before the signal, reused after it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${url}/internal/ready`, agent)).connection).toBe('keep-alive');
    const inFlight = get(`${url}/slow?ms=1500`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    service.child.kill('SIGTERM');
    await waitFor('the drain to start', () => (service.output().includes('shutting down') ? true : undefined));

    expect(await connects(url)).toBe(false);
    const draining = await get(`${url}/internal/ready`, agent);
    expect(draining.status).toBe(503);
    expect(draining.connection).toBe('close');
    expect(JSON.parse(draining.body)).toEqual(expect.objectContaining({ status: 'draining' }));
    expect(await inFlight).toEqual(expect.objectContaining({ status: 200, body: '{"done":true}' }));
    expect(await service.exited).toEqual({ code: 0, signal: null });
    agent.destroy();
  });

  it('finishes an upload that is still arriving when SIGTERM comes', async () => {
    const service = start({ ...ENV, PORT: '0', MONGODB_URI: processes.db.uri });
    processes.track(service);
    const url = await service.url();
    await waitFor('ready', async () => ((await get(`${url}/internal/ready`)).status === 200 ? true : undefined));
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const chunks = 10;
    const answer = new Promise<Answer>((resolve, reject) => {
      const req = request(
        `${url}/upload`,
        {
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'text/csv', 'content-length': chunk.length * chunks },
        },
        (res) => {
          let body = '';
          res.on('data', (data: Buffer) => (body += data.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      let sent = 0;
      const sendNext = () => {
        req.write(chunk);
        sent += 1;
        if (sent === 2) service.child.kill('SIGTERM');
        if (sent < chunks) setTimeout(sendNext, 100);
        else req.end();
      };
      sendNext();
    });
    expect(await answer).toEqual({ status: 200, body: JSON.stringify({ bytes: chunk.length * chunks }) });
    expect(await service.exited).toEqual({ code: 0, signal: null });
  });

  it('exits 1 listing every configuration problem', async () => {
    const service = start({ PORT: 'x', NODE_ENV: 'production' });
    processes.track(service);
    expect(await service.exited).toEqual({ code: 1, signal: null });
    const output = service.output();
    expect(output).toContain('Invalid configuration for fixture: 3 problems');
    expect(output).toContain('PORT must be a number');
    expect(output).toContain('MONGODB_URI is required but not set');
    expect(output).toContain('SESSION_KEYS is required but not set');
  });
});
