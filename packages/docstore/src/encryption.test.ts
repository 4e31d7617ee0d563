// Encryption at rest (issue 16): nothing a client wrote appears in plaintext in any file of the data directory;
// the data reads back under its key, only under its key; a plaintext store and a rotated key are rewritten under
// the current key at start, so the old key can then be dropped.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { DecryptionError, RecordCipher, parseEncryptionKeys } from '@tracker/cipher';
import { loadEncryptionKeys } from './encryptionKey';
import { startDocstore } from './index';

const SECRET = 'Chase Sapphire 4111111111111111 rent to Mrs Higgins';
const newKey = () => randomBytes(32);

let dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'docstore-crypt-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** Starts a docstore on `dir`, runs `work` with a connected client, and closes both. */
async function withStore<T>(
  dir: string,
  keys: Buffer[] | undefined,
  work: (client: MongoClient) => Promise<T>,
  compactBytes?: number,
): Promise<T> {
  const store = await startDocstore({ dataDir: dir, port: 0, encryptionKeys: keys, log: () => {}, compactBytes });
  const client = await MongoClient.connect(store.uri);
  try {
    return await work(client);
  } finally {
    await client.close();
    await store.close();
  }
}

const notes = (client: MongoClient) => client.db('tracker').collection<{ _id: number; text: string }>('notes');
const write = (keys: Buffer[] | undefined, dir: string, n = 20, compactBytes?: number) =>
  withStore(
    dir,
    keys,
    async (client) => {
      for (let i = 0; i < n; i += 1) await notes(client).insertOne({ _id: i, text: `${SECRET} #${i}` });
    },
    compactBytes,
  );
const read = (keys: Buffer[] | undefined, dir: string) =>
  withStore(dir, keys, async (client) => (await notes(client).find().sort({ _id: 1 }).toArray()).map((d) => d.text));

/** Every byte of every file in the directory, as one buffer. */
const allBytes = (dir: string) =>
  Buffer.concat(
    readdirSync(dir)
      .filter((f) => statSync(join(dir, f)).isFile())
      .map((f) => readFileSync(join(dir, f))),
  );
const holdsPlaintext = (dir: string) => allBytes(dir).includes(Buffer.from('Mrs Higgins'));

describe('RecordCipher', () => {
  it('seals so that only the right key opens, and notices tampering', () => {
    const [a, b] = [newKey(), newKey()];
    const plain = Buffer.from(SECRET);
    const sealed = new RecordCipher([a]).seal(plain);
    expect(sealed.includes(plain)).toBe(false);
    expect(new RecordCipher([a]).open(sealed)).toEqual({ plain, current: true });
    expect(new RecordCipher([b, a]).open(sealed)).toEqual({ plain, current: false });
    expect(() => new RecordCipher([b]).open(sealed)).toThrow(DecryptionError);
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] ^= 1;
    expect(() => new RecordCipher([a]).open(altered)).toThrow(/failed authentication/);
  });

  it('reads a plaintext record as one to rewrite', () => {
    const plain = Buffer.from([1, 0, 0]);
    expect(new RecordCipher([newKey()]).open(plain)).toEqual({ plain, current: false });
  });

  it('takes keys as base64 or hex, comma-separated, and refuses a wrong length', () => {
    const [a, b] = [newKey(), newKey()];
    expect(parseEncryptionKeys(`${a.toString('base64')}, ${b.toString('hex')}`)).toEqual([a, b]);
    expect(() => parseEncryptionKeys('c2hvcnQ=')).toThrow(/must be 32 bytes/);
  });
});

describe('a docstore with an encryption key', () => {
  it('keeps no plaintext in the store, and reads it all back', async () => {
    const dir = tempDir();
    const key = newKey();
    await write([key], dir, 200);
    expect(readdirSync(dir)).toContain('docstore.db');
    expect(holdsPlaintext(dir)).toBe(false);
    // Also while the store is open: its WAL holds the latest writes.
    await withStore(dir, [key], async (client) => {
      await notes(client).insertOne({ _id: 1000, text: `${SECRET} open` });
      expect(readdirSync(dir)).toContain('docstore.db-wal');
      expect(holdsPlaintext(dir)).toBe(false);
    });
    const texts = await read([key], dir);
    expect(texts).toHaveLength(201);
    expect(texts[199]).toBe(`${SECRET} #199`);
  }, 30_000); // 200 writes, each durable before the next, and three starts

  it('refuses to start without the key or under another key', async () => {
    const dir = tempDir();
    await write([newKey()], dir);
    await expect(read(undefined, dir)).rejects.toThrow(/the data is encrypted/);
    await expect(read([newKey()], dir)).rejects.toThrow(/not configured/);
  });

  it('rewrites a plaintext store under the key at its first encrypted start', async () => {
    const dir = tempDir();
    await write(undefined, dir);
    expect(holdsPlaintext(dir)).toBe(true);
    const key = newKey();
    expect(await read([key], dir)).toHaveLength(20);
    expect(holdsPlaintext(dir)).toBe(false);
    expect(await read([key], dir)).toHaveLength(20);
  });

  it('rotates: the new key first and the old after it for one start, then the new key alone', async () => {
    const dir = tempDir();
    const [oldKey, nextKey] = [newKey(), newKey()];
    await write([oldKey], dir);
    expect(await read([nextKey, oldKey], dir)).toHaveLength(20);
    expect(await read([nextKey], dir)).toHaveLength(20);
    await expect(read([oldKey], dir)).rejects.toThrow(DecryptionError);
  });
});

describe('loadEncryptionKeys', () => {
  it('generates a key once into an owner-only file and warns where to keep it', () => {
    const dir = tempDir();
    const warnings: string[] = [];
    const first = loadEncryptionKeys({}, dir, (line) => warnings.push(line));
    const file = join(dir, 'data-encryption-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadEncryptionKeys({}, dir, () => {})).toEqual(first);
    expect(warnings[0]).toMatch(/In production set DATA_ENCRYPTION_KEY/);
  });

  it('prefers DATA_ENCRYPTION_KEY, then DATA_ENCRYPTION_KEY_FILE', () => {
    const dir = tempDir();
    const key = newKey();
    expect(loadEncryptionKeys({ DATA_ENCRYPTION_KEY: key.toString('base64') }, dir, () => {})).toEqual([key]);
    const file = join(dir, 'elsewhere.key');
    writeFileSync(file, key.toString('hex'), { mode: 0o644 });
    expect(loadEncryptionKeys({ DATA_ENCRYPTION_KEY_FILE: file }, dir, () => {})).toEqual([key]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
