/**
 * Password hashing with Node's scrypt and a random 16-byte salt per password. The stored form carries its own
 * cost parameters — `scrypt$N$r$p$<salt>$<hash>` (base64url) — so the configured cost can change without breaking
 * existing hashes (`needsRehash` tells the login to re-hash them at the configured cost).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * N = 2^15, r = 8, p = 1: the usual interactive-login setting (32 MiB, about 150 ms per hash on this project's CI
 * machines), used unless PASSWORD_SCRYPT_N says otherwise.
 */
export const DEFAULT_SCRYPT_COST: ScryptCost = Object.freeze({ N: 2 ** 15, r: 8, p: 1 });
/** The bounds of any cost this module computes, configured or read from a stored hash. */
export const SCRYPT_N_RANGE = { min: 2 ** 10, max: 2 ** 20 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

/** N a power of two within SCRYPT_N_RANGE, r and p small: refuses absurd costs instead of burning memory on them. */
export function isSaneCost({ N, r, p }: ScryptCost): boolean {
  return (
    Number.isInteger(N) &&
    Number.isInteger(Math.log2(N)) &&
    N >= SCRYPT_N_RANGE.min &&
    N <= SCRYPT_N_RANGE.max &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= 32 &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= 16
  );
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r * p bytes; allow twice that so the default 32 MiB cap does not refuse N = 2^15.
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r * cost.p };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (N === undefined || r === undefined || p === undefined || !isSaneCost({ N, r, p })) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { cost: { N, r, p }, salt, key };
}

/** Hashes new passwords at one cost; verifies hashes made at any sane cost. */
export class PasswordHasher {
  readonly cost: ScryptCost;
  private dummy: Promise<ParsedHash | null> | null = null;

  constructor(cost: ScryptCost = DEFAULT_SCRYPT_COST) {
    if (!isSaneCost(cost)) throw new RangeError(`unusable scrypt cost ${JSON.stringify(cost)}`);
    this.cost = { ...cost };
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, this.cost);
    const { N, r, p } = this.cost;
    return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  /**
   * Whether `password` matches `stored` (constant-time compare), at the cost the hash was made with. With no stored
   * hash (unknown e-mail, or an account that only signs in with Google) a dummy hash at this hasher's cost is
   * checked instead and the answer is false, so the response time does not reveal which e-mails have accounts.
   */
  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    const parsed = stored ? parse(stored) : null;
    if (!parsed) {
      const fallback = await this.dummyHash();
      if (fallback) await derive(password, fallback.salt, fallback.cost);
      return false;
    }
    const key = await derive(password, parsed.salt, parsed.cost);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  /** True when a stored hash was made with other parameters than this hasher's (re-hash it after a good login). */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    return (
      parsed === null ||
      parsed.cost.N !== this.cost.N ||
      parsed.cost.r !== this.cost.r ||
      parsed.cost.p !== this.cost.p ||
      parsed.key.length !== KEY_LENGTH
    );
  }

  /** A hash of a random password, made once per hasher. */
  private dummyHash(): Promise<ParsedHash | null> {
    this.dummy ??= this.hash(randomBytes(24).toString('base64url')).then(parse);
    return this.dummy;
  }
}
