// `npx tsx packages/docstore/src/cli.ts`: serve DATA_DIR on DOCSTORE_HOST:DOCSTORE_PORT until SIGINT/SIGTERM, encrypted
// at rest under DATA_ENCRYPTION_KEY (or a key generated once into DATA_ENCRYPTION_KEY_FILE).
import { superviseByParent } from '@tracker/supervision';
import { loadEncryptionKeys } from './encryptionKey';
import { DEFAULT_PORT, startDocstore } from './index';

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR || './data';
  const encryptionKeys = loadEncryptionKeys(process.env, dataDir, (line) =>
    process.stderr.write(`docstore: warning: ${line}\n`),
  );
  const docstore = await startDocstore({
    dataDir,
    encryptionKeys,
    port: process.env.DOCSTORE_PORT ? Number(process.env.DOCSTORE_PORT) : DEFAULT_PORT,
    host: process.env.DOCSTORE_HOST || '127.0.0.1',
  });
  process.stdout.write(`docstore listening on ${docstore.uri}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    docstore.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`docstore: shutdown failed: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  superviseByParent({ stop, log: (line) => process.stderr.write(`docstore: ${line}\n`) });
}

main().catch((err: unknown) => {
  process.stderr.write(`docstore: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
