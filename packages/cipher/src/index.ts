// AES-256-GCM sealing of records and fields (from node:crypto): the docstore's encryption at rest and service-kit's
// field encryption.
//
// A sealed payload is [0xE1][key id: 4][IV: 12][tag: 16][ciphertext]. The key id (the first 4 bytes of the key's
// SHA-256) names which of the configured keys sealed it, so keys can rotate: the first key seals, every key opens.
// In the docstore's journal the framing around it (length + CRC-32) still tells a torn write from a whole one; the GCM tag then
// tells a whole record sealed under an unknown key, or altered, from a good one, and that is an error, never a
// record silently dropped. Payloads that do not start with the marker are plaintext records of a store written
// before encryption (an op code is never 0xE1); they are read, and the store is rewritten sealed at its next start.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const SEALED_MARKER = 0xe1;
const KEY_ID_BYTES = 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + KEY_ID_BYTES + IV_BYTES + TAG_BYTES;
export const KEY_BYTES = 32;

export class DecryptionError extends Error {}

/** The 32-byte keys given as base64 (or 64 hex digits), comma-separated: the first seals, all open. */
export function parseEncryptionKeys(text: string): Buffer[] {
  const keys = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const key = /^[0-9a-fA-F]{64}$/.test(part) ? Buffer.from(part, 'hex') : Buffer.from(part, 'base64');
      if (key.length !== KEY_BYTES)
        throw new Error(
          `an encryption key must be ${KEY_BYTES} bytes (base64 or 64 hex digits); one has ${key.length}`,
        );
      return key;
    });
  if (keys.length === 0) throw new Error('no encryption key given');
  return keys;
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest().subarray(0, KEY_ID_BYTES);

export interface OpenedPayload {
  plain: Buffer;
  /** False when the record was plaintext or sealed under a key other than the first: a rewrite is due. */
  current: boolean;
}

export class RecordCipher {
  private readonly ids: Buffer[];

  constructor(private readonly keys: Buffer[]) {
    if (keys.length === 0) throw new Error('RecordCipher needs at least one key');
    this.ids = keys.map(keyIdOf);
  }

  seal(plain: Buffer): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0] as Buffer, iv);
    const out = Buffer.allocUnsafe(HEADER_BYTES + plain.length);
    out[0] = SEALED_MARKER;
    (this.ids[0] as Buffer).copy(out, 1);
    iv.copy(out, 1 + KEY_ID_BYTES);
    const written = cipher.update(plain).copy(out, HEADER_BYTES);
    cipher.final().copy(out, HEADER_BYTES + written);
    cipher.getAuthTag().copy(out, 1 + KEY_ID_BYTES + IV_BYTES);
    return out;
  }

  open(payload: Buffer): OpenedPayload {
    if (!isSealed(payload)) return { plain: payload, current: false };
    if (payload.length < HEADER_BYTES) throw new DecryptionError('a sealed record is shorter than its header');
    const id = payload.subarray(1, 1 + KEY_ID_BYTES);
    const index = this.ids.findIndex((known) => known.equals(id));
    if (index === -1) {
      throw new DecryptionError(
        `a record is sealed under a key that is not configured (key id ${id.toString('hex')}); give every key still in use in DATA_ENCRYPTION_KEY`,
      );
    }
    const iv = payload.subarray(1 + KEY_ID_BYTES, 1 + KEY_ID_BYTES + IV_BYTES);
    const tag = payload.subarray(1 + KEY_ID_BYTES + IV_BYTES, HEADER_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.keys[index] as Buffer, iv);
    decipher.setAuthTag(tag);
    try {
      const plain = Buffer.concat([decipher.update(payload.subarray(HEADER_BYTES)), decipher.final()]);
      return { plain, current: index === 0 };
    } catch {
      throw new DecryptionError(
        `a record failed authentication under key id ${id.toString('hex')}: it was altered, or the key is wrong`,
      );
    }
  }
}

export const isSealed = (payload: Buffer): boolean => payload[0] === SEALED_MARKER;
