/** Test support: the auth service in-process on a real database (the docstore, or MONGODB_URI). */
import type { ServiceApp } from '@tracker/service-kit';
import { useTestDatabase, type TestDatabase } from '@tracker/service-kit/testing';
import type { Connection } from 'mongoose';
import { createApp, type AppDeps } from '../app';
import { readConfig, type Config } from '../config';
import { userModel } from '../routes/user/model';

export interface AuthHarness {
  readonly db: TestDatabase;
  readonly connection: Connection;
  /** The test configuration (NODE_ENV=test, the test database, the file's env, then `env`). */
  config(env?: Record<string, string>): Config;
  /** A new auth app on the test database; `deps` are the tests-only dependencies (throttles, mailer, clock). */
  app(env?: Record<string, string>, deps?: Omit<AppDeps, 'connection' | 'config'>): ServiceApp;
}

/**
 * A database with the users' indexes built, before the calling file's (or describe block's) tests and stopped after
 * them; `env` is added to every configuration. Read its members inside tests or later hooks.
 */
export function useAuthHarness(env: Record<string, string> = {}): AuthHarness {
  const database = useTestDatabase();
  beforeAll(async () => {
    await userModel(database.connection).init();
  });
  const config = (more: Record<string, string> = {}) =>
    readConfig({ NODE_ENV: 'test', MONGODB_URI: database.db.uri, ...env, ...more });
  return {
    get db() {
      return database.db;
    },
    get connection() {
      return database.connection;
    },
    config,
    app: (more = {}, deps = {}) => createApp({ connection: database.connection, config: config(more), ...deps }),
  };
}
