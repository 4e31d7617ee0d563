/** Test support: the service in-process on a real database (the docstore, or MONGODB_URI), signed-in users. */
import type { ServiceApp } from '@tracker/service-kit';
import {
  newTestUser,
  startTestDatabase,
  testRequest,
  unusedUrl,
  useStarted,
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

/** The harness alone, started before the calling file's tests and stopped after them; read it inside tests. */
export function useStartedHarness(): Harness {
  return useStarted(
    () => startHarness(),
    (h) => h.stop(),
  );
}

/**
 * Starts a harness before the calling file's tests and stops it after them; `app` has the categoriser down (the
 * routes that do not categorise). Read `h` and `app` inside tests, not at module load.
 */
export function useHarness(): FileHarness {
  return useStarted(
    async () => {
      const h = await startHarness();
      return { h, app: h.app({ CATEGORISER_URL: await unusedUrl() }) };
    },
    ({ h }) => h.stop(),
  );
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
  return useStarted(
    async () => {
      const h = await startHarness();
      const categoriser = await startFakeCategoriser(behaviour);
      return { h, categoriser, app: h.app({ CATEGORISER_URL: categoriser.url }) };
    },
    async ({ h, categoriser }) => {
      await categoriser.close();
      await h.stop();
    },
  );
}

export { testRequest };
