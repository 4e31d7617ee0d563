/**
 * Password hashing with Node's scrypt and a random 16-byte salt per password. The stored form carries its own
 * cost parameters — `scrypt$N$r$p$<salt>$<hash>` (base64url) — so the cost can be raised later without breaking
 * existing hashes (`needsRehash` tells the login to upgrade them).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * N = 2^15, r = 8, p = 1: the usual interactive-login setting (32 MiB, about 150 ms per hash on this project's CI
 * machines). Raise it here; older hashes keep verifying with their own parameters and are upgraded at login.
 */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r * p bytes; allow twice that so the default 32 MiB cap does not refuse N = 2^15.
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r * cost.p };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, SCRYPT_COST);
  return [PREFIX, SCRYPT_COST.N, SCRYPT_COST.r, SCRYPT_COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (N === undefined || r === undefined || p === undefined) return null;
  // Refuse absurd parameters from a corrupted record instead of burning memory on them.
  if (!Number.isInteger(Math.log2(N)) || N < 2 ** 10 || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { cost: { N, r, p }, salt, key };
}

let dummy: Promise<string> | null = null;
/** A hash of a random password, compared against when there is no user, so the answer takes as long. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}

/**
 * Whether `password` matches `stored` (constant-time compare). With no stored hash (unknown e-mail, or an account
 * that only signs in with Google) a dummy hash is checked instead and the answer is false, so the response time
 * does not reveal which e-mails have accounts.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    const fallback = parse(await dummyHash());
    if (fallback) await derive(password, fallback.salt, fallback.cost);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than today's (upgrade it after a good login). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    parsed === null ||
    parsed.cost.N !== SCRYPT_COST.N ||
    parsed.cost.r !== SCRYPT_COST.r ||
    parsed.cost.p !== SCRYPT_COST.p ||
    parsed.key.length !== KEY_LENGTH
  );
}
