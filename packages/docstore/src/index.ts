// Library entry point: start an embedded docstore server in this process.
import { mkdirSync } from 'node:fs';
import { RecordCipher } from '@tracker/cipher';
import { Journal } from './journal/journal';
import { lockDataDir } from './lock';
import { DocstoreServer } from './server';
import { Catalog } from './storage/catalog';
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
  /** Journal size in bytes that triggers compaction into a snapshot (default 64 MiB, or the last snapshot's size if larger). */
  compactBytes?: number;
  /** Diagnostics (torn records dropped, compactions); default: stderr. */
  log?: (message: string) => void;
  /**
   * Encryption at rest (AES-256-GCM) of the journal and snapshots: 32-byte keys, the first seals, all open (key
   * rotation). Records of an older key or of a plaintext store are rewritten under the first key at start.
   * Without keys the files are plaintext (the in-process test servers); the CLI always gives one.
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
  let journal: Journal | undefined;
  let server: DocstoreServer | undefined;
  try {
    const catalog = new Catalog();
    const cipher = options.encryptionKeys?.length ? new RecordCipher(options.encryptionKeys) : undefined;
    ({ journal } = await Journal.open(options.dataDir, { compactBytes: options.compactBytes, log, cipher }, (op) =>
      catalog.apply(op),
    ));
    const store = journal;
    store.snapshotSource = () => catalog.snapshotOps();
    // A long replay means a slow next start: compact now, in the background. Records read in plaintext or under
    // an older key are rewritten under the current key now, so a rotated-out key can be dropped after this start.
    if (store.needsRewrite) log('rewriting the store under the current encryption key');
    store.maybeCompact(store.needsRewrite);

    const serving = new DocstoreServer(catalog, store, {
      cursorTimeoutMs: options.cursorTimeoutMs ?? 10 * 60_000,
      log,
    });
    server = serving;
    const port = await serving.listen(options.port ?? DEFAULT_PORT, host);

    const ttl = setInterval(() => {
      try {
        if (sweepExpired(catalog) > 0) store.append(catalog.takeOps());
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
          await store.close();
          unlock();
        })()),
    };
  } catch (err) {
    await server?.close();
    await journal?.close();
    unlock();
    throw err;
  }
}
export { loadEncryptionKeys } from './encryptionKey';
