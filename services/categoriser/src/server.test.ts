// The categoriser as `npm start` runs it, in a child process: its start-up work (reference data, the offline model)
// runs on a worker thread, so the process answers /internal/ready and hears SIGTERM while it trains.
import { join } from 'node:path';
import { startServiceProcess, useServiceProcesses, waitFor, type ServiceProcess } from '@tracker/service-kit/testing';
import { categoriseResponseSchema, DEFAULT_CATEGORIES } from '@tracker/contracts';

jest.setTimeout(240_000);

const ROOT = join(__dirname, '..', '..', '..');

// Node with tsx's hooks, as the service's start script runs it (the tsx command's own process, which relays signals
// to its child, answers a SIGTERM with exit 143 once a worker thread has loaded tsx too).
const start = (uri: string): ServiceProcess =>
  startServiceProcess(process.execPath, ['--import', 'tsx', join(__dirname, 'server.ts')], {
    cwd: ROOT,
    env: { SESSION_KEYS: 'server-test-session-key-0123456789abcdef', PORT: '0', MONGODB_URI: uri, LOG_LEVEL: 'info' },
  });

const STARTUP_MS = 200_000;

describe('the categoriser process', () => {
  const processes = useServiceProcesses();

  it('says it is starting while it trains, and stops on SIGTERM without waiting for the model', async () => {
    const service = start(processes.db.uri);
    processes.track(service);
    const url = await service.url(STARTUP_MS);
    const starting = await fetch(`${url}/internal/ready`);
    expect(starting.status).toBe(503);
    expect(await starting.json()).toMatchObject({ status: 'starting' });
    service.child.kill('SIGTERM');
    expect(await service.exited).toEqual({ code: 0, signal: null });
    // SIGTERM is heard while the model trains: its line comes before the model's (which a drain that waits for an
    // idle connection may still let through). A main thread busy training heard it only after that line.
    const output = service.output();
    expect(output).toContain('stopped');
    const heard = output.indexOf('SIGTERM received');
    const trained = output.indexOf('offline model ready');
    expect(heard).toBeGreaterThanOrEqual(0);
    expect(trained === -1 || heard < trained).toBe(true);
  });

  it('says it is ready once the model is trained, and categorises with it', async () => {
    const service = start(processes.db.uri);
    processes.track(service);
    const url = await service.url(STARTUP_MS);
    await waitFor(
      'ready',
      async () => ((await fetch(`${url}/internal/ready`)).status === 200 ? true : undefined),
      STARTUP_MS,
    );
    // The log is written asynchronously: its line may follow the ready answer by a moment.
    await waitFor('the model line', () => (service.output().includes('offline model ready') ? true : undefined));
    const res = await fetch(`${url}/internal/categorise`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userId: 'u1',
        categories: DEFAULT_CATEGORIES,
        transactions: [
          { id: '1', description: 'STARBUCKS STORE 10293 SEATTLE WA', amount: '5.45', isIncome: false },
          { id: '2', description: 'NETFLIX.COM 866-579-7172 CA', amount: '15.49', isIncome: false },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const results = categoriseResponseSchema.parse(await res.json()).results;
    // The brand index read from the worker's cache files, and the model the worker trained and posted.
    expect(results.map(({ category, stage }) => [category, stage])).toEqual([
      ['Dining Out', 'brand'],
      ['Subscriptions', 'model'],
    ]);
    service.child.kill('SIGTERM');
    expect(await service.exited).toEqual({ code: 0, signal: null });
  });
});
