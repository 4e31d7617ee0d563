/** Test support: the service in-process on a real database (the docstore, or MONGODB_URI), signed-in users. */
import type { ServiceApp } from '@tracker/service-kit';
import {
  newTestUser,
  startTestDatabase,
  testRequest,
  unusedUrl,
  type TestDatabase,
  type TestUser,
} from '@tracker/service-kit/testing';
import type { Connection } from 'mongoose';
import { createApp } from '../app';
import { readConfig } from '../config';
import { startFakeCategoriser, type FakeCategoriser, type FakeCategoriserBehaviour } from './fakeCategoriser';

export type { TestUser } from '@tracker/service-kit/testing';

export interface Harness {
  db: TestDatabase;
  connection: Connection;
  /** A new app on the shared database; env adds configuration (CATEGORISER_URL, INTERNAL_TOKEN…). */
  app(env?: Record<string, string>): ServiceApp;
  /** A new signed-in user (a fresh ObjectId, as the auth service makes). */
  user(): Promise<TestUser>;
  stop(): Promise<void>;
}

export async function startHarness(defaults: Record<string, string> = {}): Promise<Harness> {
  const db = await startTestDatabase();
  const connection = await db.connection();
  return {
    db,
    connection,
    app: (env = {}) =>
      createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: db.uri, ...defaults, ...env }) }),
    user: () => newTestUser(connection),
    stop: () => db.stop(),
  };
}

/** The harness and an app of a test file, for its tests to read once `beforeAll` has run. */
export interface FileHarness {
  readonly h: Harness;
  readonly app: ServiceApp;
}

/**
 * Starts a harness before the calling file's tests and stops it after them; `app` has the categoriser down (the
 * routes that do not categorise). Read `h` and `app` inside tests, not at module load.
 */
export function useHarness(): FileHarness {
  let started: FileHarness | undefined;
  beforeAll(async () => {
    const h = await startHarness();
    started = { h, app: h.app({ CATEGORISER_URL: await unusedUrl() }) };
  });
  afterAll(async () => {
    await started?.h.stop();
  });
  const current = (): FileHarness => {
    if (!started) throw new Error('useHarness: read h and app inside a test, after beforeAll');
    return started;
  };
  return {
    get h() {
      return current().h;
    },
    get app() {
      return current().app;
    },
  };
}

/** A file's harness with a fake categoriser: `app` sends its rows there. */
export interface CategorisedFileHarness extends FileHarness {
  readonly categoriser: FakeCategoriser;
}

/**
 * Starts a harness and a fake categoriser that answers `behaviour` before the calling file's tests, and stops them
 * after; read the members inside tests, not at module load.
 */
export function useHarnessWithCategoriser(behaviour: FakeCategoriserBehaviour): CategorisedFileHarness {
  let started: CategorisedFileHarness | undefined;
  beforeAll(async () => {
    const h = await startHarness();
    const categoriser = await startFakeCategoriser(behaviour);
    started = { h, categoriser, app: h.app({ CATEGORISER_URL: categoriser.url }) };
  });
  afterAll(async () => {
    await started?.categoriser.close();
    await started?.h.stop();
  });
  const current = (): CategorisedFileHarness => {
    if (!started) throw new Error('useHarnessWithCategoriser: read it inside a test, after beforeAll');
    return started;
  };
  return {
    get h() {
      return current().h;
    },
    get app() {
      return current().app;
    },
    get categoriser() {
      return current().categoriser;
    },
  };
}

export { testRequest };
