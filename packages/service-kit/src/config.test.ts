import { z } from 'zod';
import { ConfigError, TEST_SESSION_KEYS, baseConfigSchema, loadConfig } from './config';

const key = 'k'.repeat(32);
const schema = baseConfigSchema(4199);

function problemsOf(fn: () => unknown): readonly string[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('reads a complete environment with defaults', () => {
    const config = loadConfig(schema, {
      MONGODB_URI: 'mongodb://127.0.0.1:27027/tracker',
      SESSION_KEYS: `${key}, ${key}2 `,
    });
    expect(config).toEqual({
      PORT: 4199,
      HOST: '127.0.0.1',
      MONGODB_URI: 'mongodb://127.0.0.1:27027/tracker',
      SESSION_KEYS: [key, `${key}2`],
      NODE_ENV: 'development',
    });
  });

  it('reads every base variable', () => {
    const config = loadConfig(schema, {
      PORT: '0',
      HOST: '0.0.0.0',
      MONGODB_URI: 'mongodb+srv://user:pw@cluster.example/tracker',
      SESSION_KEYS: key,
      LOG_LEVEL: 'debug',
      INTERNAL_TOKEN: 'an-internal-token-of-length',
      NODE_ENV: 'production',
    });
    expect(config.PORT).toBe(0);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.LOG_LEVEL).toBe('debug');
    expect(config.INTERNAL_TOKEN).toBe('an-internal-token-of-length');
  });

  it('lists every missing variable at once, with hints', () => {
    const problems = problemsOf(() => loadConfig(schema, {}, 'auth'));
    expect(problems).toEqual([
      'MONGODB_URI is required but not set (for example mongodb://127.0.0.1:27027/tracker)',
      'SESSION_KEYS is required but not set (comma-separated secrets of at least 32 characters; the first one signs)',
    ]);
    expect(() => loadConfig(schema, {}, 'auth')).toThrow(
      /^Invalid configuration for auth: 2 problems\n {2}- MONGODB_URI/,
    );
  });

  it('lists every bad value, and treats empty variables as unset', () => {
    const problems = problemsOf(() =>
      loadConfig(schema, {
        PORT: 'eighty',
        MONGODB_URI: 'postgres://localhost/db',
        SESSION_KEYS: 'short',
        LOG_LEVEL: 'loud',
        INTERNAL_TOKEN: '',
        NODE_ENV: 'staging',
      }),
    );
    expect(problems).toEqual([
      'PORT must be a number',
      'MONGODB_URI must be a MongoDB connection string (mongodb://host:port/database)',
      'SESSION_KEYS every key must be at least 32 characters long',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'NODE_ENV must be development, production or test',
    ]);
  });

  it('rejects ports out of range', () => {
    expect(
      problemsOf(() => loadConfig(schema, { PORT: '70000', MONGODB_URI: 'mongodb://h/db', SESSION_KEYS: key })),
    ).toEqual(['PORT must be between 0 and 65535']);
  });

  it('needs no SESSION_KEYS under NODE_ENV=test', () => {
    const config = loadConfig(schema, { NODE_ENV: 'test', MONGODB_URI: 'mongodb://127.0.0.1:1/t' });
    expect(config.SESSION_KEYS).toEqual([...TEST_SESSION_KEYS]);
    expect(TEST_SESSION_KEYS.every((k) => k.length >= 32)).toBe(true);
  });

  it('lets a service extend the base schema', () => {
    const extended = schema.extend({ CATEGORISER_URL: z.url('must be a URL').default('http://127.0.0.1:4103') });
    expect(loadConfig(extended, { MONGODB_URI: 'mongodb://h/db', SESSION_KEYS: key }).CATEGORISER_URL).toBe(
      'http://127.0.0.1:4103',
    );
    expect(problemsOf(() => loadConfig(extended, { CATEGORISER_URL: 'nope' }))).toEqual([
      'MONGODB_URI is required but not set (for example mongodb://127.0.0.1:27027/tracker)',
      'SESSION_KEYS is required but not set (comma-separated secrets of at least 32 characters; the first one signs)',
      'CATEGORISER_URL must be a URL',
    ]);
  });
});
