// Runs one conformance body against the docstore and, when MONGODB_URI is set, against a real MongoDB,
// so every expectation is checked against the reference server whenever one is available.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Db, type MongoClientOptions } from 'mongodb';
import { startDocstore } from '@tracker/docstore';

export type TargetKind = 'docstore' | 'mongodb';

export interface Target {
  readonly kind: TargetKind;
  /** Connection string of the server under test (no database name). */
  uri(): string;
  /** The client shared by the tests of one file. */
  client(): MongoClient;
  /** A database name no other test uses, so runs never interfere. */
  dbName(): string;
  /** A database of its own on the shared client. */
  db(): Db;
  /** Another client with its own connection pool; closed after the file. */
  newClient(options?: MongoClientOptions): Promise<MongoClient>;
}

interface RunningServer {
  uri: string;
  close(): Promise<void>;
}

// Fail fast instead of waiting 30 s for server selection when the server is down.
const clientOptions: MongoClientOptions = { serverSelectionTimeoutMS: 5000 };

const runId = Math.random().toString(36).slice(2, 8);

function defineTarget(kind: TargetKind, tag: string, start: () => Promise<RunningServer>): Target {
  let server: RunningServer | undefined;
  let shared: MongoClient | undefined;
  const extraClients: MongoClient[] = [];
  const dbNames: string[] = [];
  let counter = 0;

  beforeAll(async () => {
    server = await start();
    shared = await new MongoClient(server.uri, clientOptions).connect();
  });

  afterAll(async () => {
    // A real MongoDB keeps what the tests wrote; the docstore's data dir is removed whole.
    if (kind === 'mongodb' && shared) {
      for (const name of dbNames) await shared.db(name).dropDatabase();
    }
    await Promise.all(extraClients.map((c) => c.close()));
    await shared?.close();
    await server?.close();
  });

  const target: Target = {
    kind,
    uri() {
      if (!server) throw new Error('server not started (beforeAll failed?)');
      return server.uri;
    },
    client() {
      if (!shared) throw new Error('client not connected (beforeAll failed?)');
      return shared;
    },
    dbName() {
      const name = `${tag}_${runId}_${++counter}`;
      dbNames.push(name);
      return name;
    },
    db() {
      return target.client().db(target.dbName());
    },
    async newClient(options) {
      const client = await new MongoClient(target.uri(), { ...clientOptions, ...options }).connect();
      extraClients.push(client);
      return client;
    },
  };
  return target;
}

async function startTemporaryDocstore(): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docstore-conformance-'));
  const db = await startDocstore({ dataDir, port: 0, host: '127.0.0.1' });
  return {
    uri: db.uri,
    async close() {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const SKIPPED_REAL_MONGODB = 'against real MongoDB (MONGODB_URI not set — skipped)';

/**
 * Declares the same suite body twice: against an in-process docstore (always) and against the MongoDB at
 * MONGODB_URI (skipped, and named so, when the variable is unset). `tag` prefixes database names.
 */
export function describeConformance(tag: string, body: (target: Target) => void): void {
  describe('against docstore', () => {
    body(defineTarget('docstore', tag, startTemporaryDocstore));
  });
  const uri = process.env.MONGODB_URI;
  if (uri) {
    describe('against real MongoDB', () => {
      body(defineTarget('mongodb', tag, async () => ({ uri, close: async () => {} })));
    });
  } else {
    console.info(`docstore conformance (${tag}): MONGODB_URI not set, the real-MongoDB run is skipped`);
    describe.skip(SKIPPED_REAL_MONGODB, () => {
      body(defineTarget('mongodb', tag, async () => ({ uri: '', close: async () => {} })));
    });
  }
}

/** Polls `check` until it returns true or `timeoutMs` passes; returns the last answer. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, stepMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
