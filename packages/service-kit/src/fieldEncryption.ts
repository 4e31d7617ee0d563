/**
 * Field-level encryption for what identifies a person's finances beyond what the database's own encryption covers
 * (bank account numbers, free-text notes): on a real MongoDB its storage encryption protects the disk, not the
 * values from whoever can read the database or its backups. Sealed values are `enc1:` + base64 of the docstore's
 * AES-256-GCM record format (@tracker/cipher: one cipher for the whole project), under FIELD_ENCRYPTION_KEY (comma-separated keys:
 * the first seals, all open, so keys rotate). Without a key values are stored as given: the embedded docstore
 * already encrypts everything it writes. Values stored before a key was set are read as they are.
 */
import { RecordCipher, parseEncryptionKeys } from '@tracker/cipher';

const PREFIX = 'enc1:';

export interface FieldCipher {
  /** True when a key is configured. */
  readonly enabled: boolean;
  /** The value as stored: sealed when a key is configured ('' stays '': nothing to hide, and it stays queryable). */
  seal(value: string): string;
  /** The value as stored, opened (a value stored in clear is returned as it is). */
  open(stored: string): string;
}

export function createFieldCipher(keys: string | undefined): FieldCipher {
  const cipher = keys?.trim() ? new RecordCipher(parseEncryptionKeys(keys)) : undefined;
  return {
    enabled: cipher !== undefined,
    seal: (value) =>
      cipher && value !== '' ? PREFIX + cipher.seal(Buffer.from(value, 'utf8')).toString('base64') : value,
    open: (stored) => {
      if (!stored.startsWith(PREFIX)) return stored;
      if (!cipher) throw new Error('a field is encrypted but FIELD_ENCRYPTION_KEY is not set');
      return cipher.open(Buffer.from(stored.slice(PREFIX.length), 'base64')).plain.toString('utf8');
    },
  };
}

/** Validates FIELD_ENCRYPTION_KEY for the configuration schema (the same key format as DATA_ENCRYPTION_KEY). */
export function isValidFieldKeys(keys: string): boolean {
  try {
    parseEncryptionKeys(keys);
    return true;
  } catch {
    return false;
  }
}
