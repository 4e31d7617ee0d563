/** Test helpers: the app on a real database (the docstore), configured like production from an env map. */
import { startTestDatabase, testRequest, type TestDatabase } from '@tracker/service-kit/testing';
import type { Connection } from 'mongoose';
import { createApp } from './app';
import { readConfig } from './config';

export interface TestService {
  db: TestDatabase;
  connection: Connection;
  /** A new app with extra environment variables (OPENAI_*, LLM_*, INTERNAL_TOKEN …). */
  app(env?: Record<string, string>): ReturnType<typeof createApp>;
  request(env?: Record<string, string>): ReturnType<typeof testRequest>;
  stop(): Promise<void>;
}

export async function startTestService(): Promise<TestService> {
  const db = await startTestDatabase();
  const connection = await db.connection();
  const app = (env: Record<string, string> = {}) =>
    createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: db.uri, ...env }) });
  return {
    db,
    connection,
    app,
    request: (env) => testRequest(app(env)),
    stop: () => db.stop(),
  };
}

/** A row as the transactions service sends it. */
export function row(id: string, description: string, amount: string, isIncome = false) {
  return { id, description, amount, isIncome };
}
