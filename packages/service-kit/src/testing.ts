/**
 * Test helpers: a real database (the docstore, or MONGODB_URI), sessions written into the real store, and
 * supertest against an app built in-process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { internalStatsPath } from '@tracker/contracts';
import { startDocstore } from '@tracker/docstore';
import type Koa from 'koa';
import mongoose, { Types, type Connection } from 'mongoose';
import supertest from 'supertest';
import { TEST_SESSION_KEYS } from './config';

export { closeServer, listenOnFreePort, unusedUrl } from './fakeServer';
import { startServiceProcess, waitFor, type ServiceProcess } from './serviceProcess';

export { startServiceProcess, waitFor, type ServiceProcess };
import { MongoSessionStore, SESSION_MAX_AGE_MS, sessionCookieHeader } from './session';

/** Session keys the test configuration uses (NODE_ENV=test without SESSION_KEYS). */
export const testSessionKeys: readonly string[] = TEST_SESSION_KEYS;

export interface TestDatabase {
  /** A URI naming a database of its own (unique per startTestDatabase call). */
  uri: string;
  /** Opens a new mongoose connection to it (closed by stop()). */
  connection(): Promise<Connection>;
  /** Closes the connections, drops the database (real MongoDB) or stops the docstore and removes its files. */
  stop(): Promise<void>;
}

function withDatabase(uri: string, database: string): string {
  const url = new URL(uri);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Starts a database for one test file: MONGODB_URI when it is set (a unique database in it), otherwise the embedded
 * docstore on an ephemeral port with its data in a temporary directory.
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  const database = `tracker_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const connections: Connection[] = [];
  let uri: string;
  let shutdown: () => Promise<void>;

  const external = process.env.MONGODB_URI?.trim();
  if (external) {
    uri = withDatabase(external, database);
    shutdown = async () => {
      const admin = mongoose.createConnection(uri);
      try {
        await admin.asPromise();
        await admin.dropDatabase();
      } finally {
        await admin.close();
      }
    };
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'tracker-test-db-'));
    const server = await startDocstore({ dataDir, port: 0 });
    uri = withDatabase(server.uri, database);
    shutdown = async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  let stopped = false;
  return {
    uri,
    async connection() {
      if (stopped) throw new Error('the test database was stopped');
      const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 });
      connections.push(connection);
      await connection.asPromise();
      return connection;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await Promise.all(connections.map((connection) => connection.close()));
      await shutdown();
    },
  };
}

/**
 * Starts something before the calling file's (or describe block's) tests and stops it after them. The answer stands
 * for the started value: each member is read from it when used (inside tests or later hooks), so it can be declared
 * at module level. Reading it before the start throws.
 */
export function useStarted<T extends object>(start: () => Promise<T>, stop: (value: T) => Promise<void>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!started) throw new Error(`read ${String(key)} inside a test, after beforeAll has started it`);
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

export interface ServiceProcesses {
  /** The test database the processes use. */
  readonly db: TestDatabase;
  /** Keeps a started process to kill after the tests (if it is still running), and returns it. */
  track(service: ServiceProcess): ServiceProcess;
}

/** A test database for the calling describe block's service processes; after its tests, any left are killed. */
export function useServiceProcesses(): ServiceProcesses {
  const children: ServiceProcess['child'][] = [];
  const started = useStarted(
    async () => ({ db: await startTestDatabase() }),
    async ({ db }) => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await db.stop();
    },
  );
  return {
    get db() {
      return started.db;
    },
    track(service) {
      children.push(service.child);
      return service;
    },
  };
}

export interface FileDatabase {
  readonly db: TestDatabase;
  readonly connection: Connection;
}

/** A test database and a connection to it for the calling file's (or describe block's) tests. */
export function useTestDatabase(): FileDatabase {
  return useStarted(
    async () => {
      const db = await startTestDatabase();
      return { db, connection: await db.connection() };
    },
    ({ db }) => db.stop(),
  );
}

export interface TestSessionOptions {
  /** Session keys the app under test uses. Default testSessionKeys. */
  keys?: readonly string[];
  /** Lifetime of the session. Default 7 days. */
  maxAgeMs?: number;
  /** Other session data. */
  data?: Record<string, unknown>;
}

/** Writes a real session for `userId` into the shared store; returns its id and the signed Cookie header value. */
export async function createTestSession(
  connection: Connection,
  userId: string,
  options: TestSessionOptions = {},
): Promise<{ sessionId: string; cookie: string }> {
  const { keys = testSessionKeys, maxAgeMs = SESSION_MAX_AGE_MS, data = {} } = options;
  const sessionId = await new MongoSessionStore(connection).create({ ...data, userId }, maxAgeMs);
  return { sessionId, cookie: sessionCookieHeader(sessionId, keys) };
}

/**
 * The Cookie header value of a signed-in session for `userId` (written into the real store), so a service test can
 * act as that user without the auth service.
 */
export async function sessionCookieFor(
  connection: Connection,
  userId: string,
  keys: readonly string[] = testSessionKeys,
): Promise<string> {
  return (await createTestSession(connection, userId, { keys })).cookie;
}

/** supertest against the app's request handler (supertest binds 127.0.0.1 on an ephemeral port per request). */
export function testRequest(app: Koa) {
  return supertest(app.callback());
}

/** The Cookie header value that carries the cookies a response set (name=value pairs, signatures included). */
export function cookiesFrom(setCookie: string | string[] | undefined): string {
  const headers = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return headers
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => pair.length > 0 && !pair.endsWith('='))
    .join('; ');
}

/**
 * The checks every service passes whatever its routes: health with the database up, and the JSON 404 envelope
 * for an /api path it does not own. Call inside a jest test file; `build` makes the app on the test database.
 */
export function describeServiceBasics(
  service: string,
  build: (db: { uri: string; connection: Connection }) => Koa,
): void {
  describe(`${service} app`, () => {
    const database = useTestDatabase();
    const app = () => build({ uri: database.db.uri, connection: database.connection });

    it('answers /healthz with the database up', async () => {
      const res = await testRequest(app()).get('/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', service, db: 'up' });
    });

    it('answers an unknown /api path with a 404 JSON envelope', async () => {
      const res = await testRequest(app()).get('/api/definitely-not-a-route');
      expect(res.status).toBe(404);
      expect(res.type).toBe('application/json');
      expect(res.body).toEqual({
        error: 'No endpoint matches GET /api/definitely-not-a-route.',
        message: 'No endpoint matches GET /api/definitely-not-a-route.',
      });
    });
  });
}

export interface InternalStatsCase<Stats> {
  /** Builds the service's app on the test database. */
  build: (db: { uri: string; connection: Connection }) => Koa;
  /** The contract schema of the answer (e.g. transactionsStatsSchema of @tracker/contracts). */
  schema: { parse(value: unknown): Stats };
  /** One user's documents by collection name, including any the mapping must not count. */
  documentsOf: (userId: Types.ObjectId) => Record<string, Record<string, unknown>[]>;
  /** What `documentsOf` one user must count to. */
  expected: Stats;
}

/**
 * Checks a service's `internalStatsRouter` mapping end to end: two users each own `documentsOf(user)`; each must
 * be answered `expected` (so another user's documents never count) and a user with nothing all zeros. The
 * router's own behaviour (ids, guard) is tested once in service-kit.
 */
export function describeInternalStats<Stats extends object>(
  service: string,
  { build, schema, documentsOf, expected }: InternalStatsCase<Stats>,
): void {
  describe(`GET /internal/stats/:userId (${service})`, () => {
    const database = useTestDatabase();
    const users = [new Types.ObjectId(), new Types.ObjectId()];

    beforeAll(async () => {
      for (const user of users) {
        for (const [collection, documents] of Object.entries(documentsOf(user))) {
          await database.connection.collection(collection).insertMany(documents);
        }
      }
    });

    it("counts the mapped collections, each user's own documents only", async () => {
      const app = build({ uri: database.db.uri, connection: database.connection });
      for (const user of users) {
        const res = await testRequest(app).get(internalStatsPath(user.toHexString()));
        expect(res.status).toBe(200);
        expect(schema.parse(res.body)).toEqual(expected);
        expect(res.body).toEqual(expected);
      }
      const nobody = await testRequest(app).get(internalStatsPath(new Types.ObjectId().toHexString()));
      expect(nobody.body).toEqual(Object.fromEntries(Object.keys(expected).map((field) => [field, 0])));
    });
  });
}

export interface TestUser {
  userId: string;
  cookie: string;
}

/** A new signed-in user: a fresh ObjectId (as the auth service makes) with a real session on `connection`. */
export async function newTestUser(connection: Connection): Promise<TestUser> {
  const userId = new Types.ObjectId().toHexString();
  return { userId, cookie: await sessionCookieFor(connection, userId) };
}

export interface ServiceHarness<App> {
  readonly db: TestDatabase;
  readonly connection: Connection;
  /** The app built with the test configuration. */
  readonly app: App;
  /** A new signed-in user (a fresh ObjectId, as the auth service makes). */
  user(): Promise<TestUser>;
  /** Another app on the same database with more configuration (INTERNAL_TOKEN…). */
  appWith(env: Record<string, string>): App;
}

/**
 * A real database and the service's app before the calling file's tests, stopped after them; read its members
 * inside tests. `build` makes the app from the connection and the environment (NODE_ENV=test and MONGODB_URI set).
 */
export function useServiceHarness<App>(
  build: (connection: Connection, env: Record<string, string>) => App,
): ServiceHarness<App> {
  const database = useTestDatabase();
  const appWith = (env: Record<string, string> = {}) =>
    build(database.connection, { NODE_ENV: 'test', MONGODB_URI: database.db.uri, ...env });
  let app: App | undefined;
  return {
    get db() {
      return database.db;
    },
    get connection() {
      return database.connection;
    },
    get app() {
      app ??= appWith();
      return app;
    },
    user: () => newTestUser(database.connection),
    appWith,
  };
}
