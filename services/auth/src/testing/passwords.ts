import { passwordHasher } from '../config';

/**
 * The scrypt N the tests configure (PASSWORD_SCRYPT_N): the lowest cost the service accepts, so suites that sign
 * in dozens of times do not spend their time in scrypt. The production default is tested in config.test.ts.
 */
export const TEST_SCRYPT_N = 1024;

/** Hashes seeded users' passwords at the tests' cost. */
export const testPasswords = passwordHasher({ PASSWORD_SCRYPT_N: TEST_SCRYPT_N });

/** The configuration that gives an app under test that cost. */
export const TEST_PASSWORD_ENV = { PASSWORD_SCRYPT_N: String(TEST_SCRYPT_N) };
