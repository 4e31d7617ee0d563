/** Test support: the budget service in-process on a real database (the docstore, or MONGODB_URI), signed-in users. */
import type { ServiceApp } from '@tracker/service-kit';
import { sessionCookieFor, startTestDatabase, testRequest, type TestDatabase } from '@tracker/service-kit/testing';
import { Types, type Connection } from 'mongoose';
import { createApp } from '../app';
import { readConfig } from '../config';

export interface TestUser {
  userId: string;
  cookie: string;
}

export interface FileHarness {
  readonly db: TestDatabase;
  readonly connection: Connection;
  readonly app: ServiceApp;
  /** A new signed-in user (a fresh ObjectId, as the auth service makes). */
  user(): Promise<TestUser>;
  /** Another app on the same database with more configuration (INTERNAL_TOKEN…). */
  appWith(env: Record<string, string>): ServiceApp;
}

/** Starts a database and an app before the calling file's tests and stops them after; read it inside tests. */
export function useHarness(): FileHarness {
  let started: { db: TestDatabase; connection: Connection; app: ServiceApp } | undefined;
  beforeAll(async () => {
    const db = await startTestDatabase();
    const connection = await db.connection();
    const app = createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: db.uri }) });
    started = { db, connection, app };
  });
  afterAll(async () => {
    await started?.db.stop();
  });
  const current = () => {
    if (!started) throw new Error('useHarness: read it inside a test, after beforeAll');
    return started;
  };
  return {
    get db() {
      return current().db;
    },
    get connection() {
      return current().connection;
    },
    get app() {
      return current().app;
    },
    async user() {
      const userId = new Types.ObjectId().toHexString();
      return { userId, cookie: await sessionCookieFor(current().connection, userId) };
    },
    appWith(env) {
      const { db, connection } = current();
      return createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: db.uri, ...env }) });
    },
  };
}

/** A signed-in user's requests. */
export function as(app: ServiceApp, user: TestUser) {
  const r = testRequest(app);
  return {
    get: (path: string) => r.get(path).set('Cookie', user.cookie),
    post: (path: string, body?: object) => r.post(path).set('Cookie', user.cookie).send(body),
    put: (path: string, body?: object) => r.put(path).set('Cookie', user.cookie).send(body),
    delete: (path: string) => r.delete(path).set('Cookie', user.cookie),
    upload: (file: Buffer | string, name: string, fields: Record<string, string | number>, contentType = 'text/csv') => {
      let req = testRequest(app).post('/api/budget/upload').set('Cookie', user.cookie);
      for (const [k, v] of Object.entries(fields)) req = req.field(k, String(v));
      return req.attach('file', Buffer.isBuffer(file) ? file : Buffer.from(file), { filename: name, contentType });
    },
  };
}

export { testRequest };
