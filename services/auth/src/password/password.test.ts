import { scryptSync } from 'node:crypto';
import { DEFAULT_SCRYPT_COST, PasswordHasher } from './password';

const passwords = new PasswordHasher();
const low = new PasswordHasher({ N: 1024, r: 8, p: 1 });

describe('password hashing (scrypt)', () => {
  it('stores the cost, a per-password salt and the key; never the password', async () => {
    const hash = await passwords.hash('Str0ng!Pass');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(hash).not.toContain('Str0ng!Pass');
    expect(passwords.needsRehash(hash)).toBe(false);
  });

  it('hashes at the production cost unless told otherwise', () => {
    expect(DEFAULT_SCRYPT_COST).toEqual({ N: 32768, r: 8, p: 1 });
    expect(passwords.cost).toEqual(DEFAULT_SCRYPT_COST);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([passwords.hash('Same!Pass1'), passwords.hash('Same!Pass1')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('verifies the right password and refuses others', async () => {
    const hash = await passwords.hash('Right!Pass1');
    await expect(passwords.verify('Right!Pass1', hash)).resolves.toBe(true);
    await expect(passwords.verify('right!Pass1', hash)).resolves.toBe(false);
    await expect(passwords.verify('Right!Pass1 ', hash)).resolves.toBe(false);
    await expect(passwords.verify('', hash)).resolves.toBe(false);
  });

  it('treats canonically equal Unicode forms as the same password', async () => {
    const composed = 'Caf\u00e9!Pass1';
    const decomposed = 'Cafe\u0301!Pass1';
    await expect(passwords.verify(decomposed, await passwords.hash(composed))).resolves.toBe(true);
  });

  it('answers false, after the same work, when there is no usable hash', async () => {
    const hash = await passwords.hash('Real!Pass1');
    // Warm the dummy hash so the timing below compares like with like.
    await passwords.verify('x', null);
    const start = process.hrtime.bigint();
    await passwords.verify('Real!Pass1', hash);
    const real = Number(process.hrtime.bigint() - start);
    const start2 = process.hrtime.bigint();
    await expect(passwords.verify('Real!Pass1', null)).resolves.toBe(false);
    const missing = Number(process.hrtime.bigint() - start2);
    // Both run one scrypt at the same cost: same order of magnitude (not a precise timing test on a shared CPU).
    expect(missing).toBeGreaterThan(real / 4);
    await expect(passwords.verify('Real!Pass1', undefined)).resolves.toBe(false);
    await expect(passwords.verify('Real!Pass1', 'scrypt$secret-hash')).resolves.toBe(false);
    await expect(passwords.verify('Real!Pass1', 'scrypt$1099511627776$8$1$c2FsdA$a2V5')).resolves.toBe(false);
  });

  it('verifies hashes made with other parameters and asks for an upgrade', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Old!Pass12', salt, 64, { N: 16384, r: 8, p: 1 });
    const stored = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await expect(passwords.verify('Old!Pass12', stored)).resolves.toBe(true);
    expect(passwords.needsRehash(stored)).toBe(true);
  });

  it('keeps verifying a hash after the configured cost changes, either way, and asks for a re-hash', async () => {
    const cheap = await low.hash('Moved!Pass1');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(low.needsRehash(cheap)).toBe(false);
    await expect(passwords.verify('Moved!Pass1', cheap)).resolves.toBe(true);
    await expect(passwords.verify('Moved!Pass2', cheap)).resolves.toBe(false);
    expect(passwords.needsRehash(cheap)).toBe(true);

    const costly = await passwords.hash('Moved!Pass1');
    await expect(low.verify('Moved!Pass1', costly)).resolves.toBe(true);
    expect(low.needsRehash(costly)).toBe(true);
  });

  it('refuses to hash at an unusable cost', () => {
    for (const cost of [
      { N: 512, r: 8, p: 1 },
      { N: 3000, r: 8, p: 1 },
      { N: 2 ** 21, r: 8, p: 1 },
      { N: 1024, r: 0, p: 1 },
      { N: 1024, r: 8, p: 1.5 },
    ]) {
      expect(() => new PasswordHasher(cost)).toThrow(RangeError);
    }
  });
});
