import { SCRYPT_COST, hashPassword, needsRehash, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('stores the cost, a per-password salt and the key; never the password', async () => {
    const hash = await hashPassword('Str0ng!Pass');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(hash).not.toContain('Str0ng!Pass');
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('Same!Pass1'), hashPassword('Same!Pass1')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Right!Pass1');
    await expect(verifyPassword('Right!Pass1', hash)).resolves.toBe(true);
    await expect(verifyPassword('right!Pass1', hash)).resolves.toBe(false);
    await expect(verifyPassword('Right!Pass1 ', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('treats canonically equal Unicode forms as the same password', async () => {
    const composed = 'Caf\u00e9!Pass1';
    const decomposed = 'Cafe\u0301!Pass1';
    await expect(verifyPassword(decomposed, await hashPassword(composed))).resolves.toBe(true);
  });

  it('answers false, after the same work, when there is no usable hash', async () => {
    const hash = await hashPassword('Real!Pass1');
    // Warm the dummy hash so the timing below compares like with like.
    await verifyPassword('x', null);
    const start = process.hrtime.bigint();
    await verifyPassword('Real!Pass1', hash);
    const real = Number(process.hrtime.bigint() - start);
    const start2 = process.hrtime.bigint();
    await expect(verifyPassword('Real!Pass1', null)).resolves.toBe(false);
    const missing = Number(process.hrtime.bigint() - start2);
    // Both run one scrypt at the same cost: same order of magnitude (not a precise timing test on a shared CPU).
    expect(missing).toBeGreaterThan(real / 4);
    await expect(verifyPassword('Real!Pass1', undefined)).resolves.toBe(false);
    await expect(verifyPassword('Real!Pass1', 'scrypt$secret-hash')).resolves.toBe(false);
    await expect(verifyPassword('Real!Pass1', 'scrypt$1099511627776$8$1$c2FsdA$a2V5')).resolves.toBe(false);
  });

  it('verifies hashes made with other parameters and asks for an upgrade', async () => {
    const older = 'scrypt$16384$8$1$' + Buffer.from('0123456789abcdef').toString('base64url') + '$';
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('Old!Pass12', Buffer.from('0123456789abcdef'), 64, { N: 16384, r: 8, p: 1 });
    const stored = older + key.toString('base64url');
    await expect(verifyPassword('Old!Pass12', stored)).resolves.toBe(true);
    expect(needsRehash(stored)).toBe(true);
    expect(SCRYPT_COST).toEqual({ N: 32768, r: 8, p: 1 });
  });
});
