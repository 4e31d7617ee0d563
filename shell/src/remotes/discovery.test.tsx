import { DEFAULT_REMOTES } from './defaultRemotes';
import { fetchRemotesConfig, parseRemotesConfig, toRegistrations } from './discovery';

function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Not Found',
    json: async () => body,
  } as Response;
}

describe('remote discovery', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads /remotes.json without the HTTP cache', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse({ mfe_dashboard: 'https://cdn.example/dash/mf-manifest.json' }));
    await expect(fetchRemotesConfig('/remotes.json', fetchImpl)).resolves.toEqual({
      mfe_dashboard: 'https://cdn.example/dash/mf-manifest.json',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('falls back to the built-in map when remotes.json is missing or broken', async () => {
    await expect(
      fetchRemotesConfig(
        '/remotes.json',
        jest.fn(async () => jsonResponse({}, 404)),
      ),
    ).resolves.toEqual(DEFAULT_REMOTES);
    await expect(
      fetchRemotesConfig(
        '/remotes.json',
        jest.fn(async () => Promise.reject(new TypeError('offline'))),
      ),
    ).resolves.toEqual(DEFAULT_REMOTES);
    await expect(
      fetchRemotesConfig(
        '/remotes.json',
        jest.fn(async () => jsonResponse(['x'])),
      ),
    ).resolves.toEqual(DEFAULT_REMOTES);
  });

  it('drops entries whose name is not an identifier or whose URL is not a string', () => {
    expect(parseRemotesConfig({ mfe_ok: '/a.json', 'mfe-bad': '/b.json', mfe_num: 3, mfe_empty: ' ' })).toEqual({
      mfe_ok: '/a.json',
    });
  });

  it('registers absolute manifest URLs', () => {
    expect(toRegistrations({ mfe_budget: '/mfe/budget/mf-manifest.json' }, 'https://app.example/wealth/x')).toEqual([
      { name: 'mfe_budget', entry: 'https://app.example/mfe/budget/mf-manifest.json' },
    ]);
  });
});
