/**
 * Test support: the budget service in-process on a real database (the docstore, or MONGODB_URI), signed-in users,
 * and the real transactions service beside it (on the same database, listening on a free port): the user's
 * categories, which every budget line is one of, live there.
 */
import type { Server } from 'node:http';
import type { ServiceApp } from '@tracker/service-kit';
import {
  closeServer,
  listenOnFreePort,
  testRequest,
  useServiceHarness,
  type ServiceHarness,
  type TestUser,
} from '@tracker/service-kit/testing';
import {
  createApp as createTransactionsApp,
  readConfig as readTransactionsConfig,
} from '@tracker/transactions-service';
import { createApp } from '../app';
import { readConfig } from '../config';

export type { TestUser };
export type FileHarness = ServiceHarness<ServiceApp> & {
  /** The transactions service the budget app calls (its /api/user-categories shows what the budget made). */
  readonly transactions: ServiceApp;
};

/**
 * Starts a database, the transactions service and a budget app before the calling file's tests and stops them
 * after; read it inside tests.
 */
export function useHarness(): FileHarness {
  let transactionsUrl = '';
  let transactions: ServiceApp | undefined;
  let server: Server | undefined;
  const harness = useServiceHarness((connection, env) =>
    createApp({ connection, config: readConfig({ TRANSACTIONS_SERVICE_URL: transactionsUrl, ...env }) }),
  );
  beforeAll(async () => {
    transactions = createTransactionsApp({
      connection: harness.connection,
      config: readTransactionsConfig({ NODE_ENV: 'test', MONGODB_URI: harness.db.uri }),
    });
    const started = await listenOnFreePort(transactions.callback());
    server = started.server;
    transactionsUrl = started.url;
  });
  afterAll(async () => {
    if (server) await closeServer(server);
  });
  return Object.defineProperty(harness, 'transactions', {
    get(): ServiceApp {
      if (!transactions) throw new Error('useHarness: the transactions service starts in beforeAll');
      return transactions;
    },
  }) as FileHarness;
}

/** A signed-in user's requests. */
export function as(app: ServiceApp, user: TestUser) {
  const r = testRequest(app);
  return {
    get: (path: string) => r.get(path).set('Cookie', user.cookie),
    post: (path: string, body?: object) => r.post(path).set('Cookie', user.cookie).send(body),
    put: (path: string, body?: object) => r.put(path).set('Cookie', user.cookie).send(body),
    delete: (path: string) => r.delete(path).set('Cookie', user.cookie),
    upload: (
      file: Buffer | string,
      name: string,
      fields: Record<string, string | number>,
      contentType = 'text/csv',
    ) => {
      let req = testRequest(app).post('/api/budget/upload').set('Cookie', user.cookie);
      for (const [k, v] of Object.entries(fields)) req = req.field(k, String(v));
      return req.attach('file', Buffer.isBuffer(file) ? file : Buffer.from(file), { filename: name, contentType });
    },
  };
}

export { testRequest };
