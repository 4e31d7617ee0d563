// Library entry point: start an embedded docstore server in this process.
import { mkdirSync } from 'node:fs';
import { RecordCipher } from '@tracker/cipher';
import { EngineCatalogStorage } from './engine/catalog-store';
import { Engine } from './engine/env';
import { migrateJournal } from './engine/migrate';
import { lockDataDir } from './lock';
import { DocstoreServer } from './server';
import { sweepExpired } from './storage/ttl';

export interface DocstoreOptions {
  dataDir: string;
  /** 0 picks a free port; default 27027. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Idle cursors are closed after this long (default 10 minutes, as mongod). */
  cursorTimeoutMs?: number;
  /** How often TTL indexes are swept (default 1 s; mongod uses 60 s). */
  ttlIntervalMs?: number;
  /** Unused since the storage engine (it needs no compaction); accepted so that older callers still start. */
  compactBytes?: number;
  /** Diagnostics (migration progress, key rotation); default: stderr. */
  log?: (message: string) => void;
  /**
   * Encryption at rest of the store (src/engine/env.ts): 32-byte keys, the first encrypts, any opens (key rotation).
   * A store under an older key, or in plaintext, is rewritten under the first key at start. Without keys the
   * store is plaintext (the in-process test servers); the CLI always gives one.
   */
  encryptionKeys?: Buffer[];
}

export interface Docstore {
  uri: string;
  port: number;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 27027;

export async function startDocstore(options: DocstoreOptions): Promise<Docstore> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((message: string) => process.stderr.write(`docstore: ${message}\n`));
  mkdirSync(options.dataDir, { recursive: true });
  const unlock = await lockDataDir(options.dataDir);
  let engine: Engine | undefined;
  let server: DocstoreServer | undefined;
  try {
    const keys = options.encryptionKeys ?? [];
    const cipher = keys.length ? new RecordCipher(keys) : undefined;
    const opened = await Engine.open(options.dataDir, keys, log);
    engine = opened;
    const catalog = new EngineCatalogStorage(opened).load();
    await migrateJournal(options.dataDir, opened, catalog, cipher, log);

    const serving = new DocstoreServer(catalog, opened, {
      cursorTimeoutMs: options.cursorTimeoutMs ?? 10 * 60_000,
      log,
    });
    server = serving;
    const port = await serving.listen(options.port ?? DEFAULT_PORT, host);

    const ttl = setInterval(() => {
      try {
        opened.write(() => sweepExpired(catalog));
      } catch (err) {
        log(`TTL sweep failed: ${(err as Error).message}`);
      }
    }, options.ttlIntervalMs ?? 1000);
    ttl.unref();

    let closing: Promise<void> | undefined;
    const uriHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    return {
      uri: `mongodb://${uriHost}:${port}`,
      port,
      close: () =>
        (closing ??= (async () => {
          clearInterval(ttl);
          await serving.close();
          await opened.close();
          unlock();
        })()),
    };
  } catch (err) {
    await server?.close();
    await engine?.close();
    unlock();
    throw err;
  }
}
export { loadEncryptionKeys } from './encryptionKey';
