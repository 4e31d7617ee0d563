import { DEFAULT_SCRYPT_COST } from './password/password';
import { MIN_PRODUCTION_SCRYPT_N, passwordHasher, readConfig } from './config';

const production = {
  NODE_ENV: 'production',
  MONGODB_URI: 'mongodb://127.0.0.1:27017/tracker',
  SESSION_KEYS: 'a-production-session-key-of-32-characters',
};

describe('PASSWORD_SCRYPT_N', () => {
  it('is the production cost when nothing is set, in production and in tests alike', () => {
    for (const env of [production, { NODE_ENV: 'test', MONGODB_URI: production.MONGODB_URI }]) {
      const config = readConfig(env);
      expect(config.PASSWORD_SCRYPT_N).toBe(32768);
      expect(passwordHasher(config).cost).toEqual(DEFAULT_SCRYPT_COST);
    }
  });

  it('sets the N of new hashes (r and p stay the default)', () => {
    const config = readConfig({ ...production, PASSWORD_SCRYPT_N: '65536' });
    expect(passwordHasher(config).cost).toEqual({ N: 65536, r: 8, p: 1 });
  });

  it('accepts a low cost under NODE_ENV=test only', () => {
    expect(
      readConfig({ NODE_ENV: 'test', MONGODB_URI: production.MONGODB_URI, PASSWORD_SCRYPT_N: '1024' })
        .PASSWORD_SCRYPT_N,
    ).toBe(1024);
    expect(() => readConfig({ ...production, PASSWORD_SCRYPT_N: '1024' })).toThrow(
      `PASSWORD_SCRYPT_N must be at least ${MIN_PRODUCTION_SCRYPT_N} outside tests`,
    );
    expect(readConfig({ ...production, PASSWORD_SCRYPT_N: String(MIN_PRODUCTION_SCRYPT_N) }).PASSWORD_SCRYPT_N).toBe(
      16384,
    );
  });

  it.each([
    ['3000', 'must be a power of two'],
    ['512', 'must be between 1024 and 1048576'],
    ['2097152', 'must be between 1024 and 1048576'],
    ['lots', 'must be a number'],
  ])('refuses %p', (value, problem) => {
    expect(() => readConfig({ ...production, PASSWORD_SCRYPT_N: value })).toThrow(problem);
  });
});
