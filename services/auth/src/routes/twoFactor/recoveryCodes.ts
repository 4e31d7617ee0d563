import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@tracker/contracts';

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** Ten codes like `k7dq-2mxp-9hta` (about 59 bits each), shown once; only their digests are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/** A code as typed (any case, with or without dashes and spaces), normalised. */
export function normaliseCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** What is stored of a recovery code: SHA-256 of its normal form (random codes need no slow hash). */
export function recoveryCodeDigest(code: string): string {
  return createHash('sha256').update(normaliseCode(code)).digest('hex');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`).test(normaliseCode(code));
}
