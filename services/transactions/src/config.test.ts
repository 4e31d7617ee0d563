import { ConfigError } from '@tracker/service-kit';
import { readConfig } from './config';

describe('transactions config', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:27027/tracker', SESSION_KEYS: 's'.repeat(40) };

  it('defaults the port and CATEGORISER_URL', () => {
    const config = readConfig(base);
    expect(config.PORT).toBe(4102);
    expect(config.CATEGORISER_URL).toBe('http://127.0.0.1:4103');
  });

  it('accepts an http(s) CATEGORISER_URL', () => {
    expect(readConfig({ ...base, CATEGORISER_URL: 'http://categoriser:4103/' }).CATEGORISER_URL).toBe(
      'http://categoriser:4103',
    );
  });

  it('rejects a CATEGORISER_URL that is not an http(s) URL', () => {
    for (const bad of ['categoriser:4103', 'ftp://categoriser', 'not a url']) {
      expect(() => readConfig({ ...base, CATEGORISER_URL: bad })).toThrow(ConfigError);
      expect(() => readConfig({ ...base, CATEGORISER_URL: bad })).toThrow(
        /CATEGORISER_URL must be an http\(s\) URL, for example http:\/\/127\.0\.0\.1:4103/,
      );
    }
  });

  it('defaults the categoriser time limits and the budget service URL, and checks them', () => {
    const config = readConfig(base);
    expect(config.CATEGORISER_TIMEOUT_MS).toBe(15_000);
    expect(config.CATEGORISER_COOLDOWN_MS).toBe(30_000);
    expect(config.BUDGET_SERVICE_URL).toBe('http://127.0.0.1:4104');
    expect(config.BUDGET_TIMEOUT_MS).toBe(3_000);
    expect(
      readConfig({ ...base, CATEGORISER_TIMEOUT_MS: '250', BUDGET_SERVICE_URL: 'http://budget:4104/' }),
    ).toMatchObject({
      CATEGORISER_TIMEOUT_MS: 250,
      BUDGET_SERVICE_URL: 'http://budget:4104',
    });
    expect(() => readConfig({ ...base, CATEGORISER_TIMEOUT_MS: 'soon' })).toThrow(/CATEGORISER_TIMEOUT_MS/);
    expect(() => readConfig({ ...base, BUDGET_SERVICE_URL: 'budget' })).toThrow(
      /BUDGET_SERVICE_URL must be an http\(s\) URL/,
    );
  });
});
