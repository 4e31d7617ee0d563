// Where the docstore process gets its encryption keys: DATA_ENCRYPTION_KEY (production: from a secret store), or
// else a key generated once into a file readable by the owner only (a laptop running `npm start` with nothing
// configured), with a warning that says where to keep a key for production.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KEY_BYTES, parseEncryptionKeys } from '@tracker/cipher';

export interface EncryptionKeySource {
  DATA_ENCRYPTION_KEY?: string;
  /** File holding the key when DATA_ENCRYPTION_KEY is unset (default `<dataDir>/data-encryption-key`). */
  DATA_ENCRYPTION_KEY_FILE?: string;
}

export function loadEncryptionKeys(env: EncryptionKeySource, dataDir: string, warn: (line: string) => void): Buffer[] {
  if (env.DATA_ENCRYPTION_KEY?.trim()) return parseEncryptionKeys(env.DATA_ENCRYPTION_KEY);
  const file = path.resolve(env.DATA_ENCRYPTION_KEY_FILE || path.join(dataDir, 'data-encryption-key'));
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  warn(
    `the data is encrypted with the key in ${file} (generated once, owner-only). In production set DATA_ENCRYPTION_KEY ` +
      'from a secret store instead, and keep a copy of the key apart from the data and its backups: without it the data cannot be read.',
  );
  return parseEncryptionKeys(readFileSync(file, 'utf8'));
}
