import { createFallbackModule, isFallbackModule } from './fallback';
import { loadWithRetry, type RemoteComponentModule } from './retry';

const Page = () => null;
const good: RemoteComponentModule = { default: Page };

describe('loadWithRetry (containment layer 1)', () => {
  const sleep = jest.fn(async (_ms: number) => undefined);
  beforeEach(() => sleep.mockClear());

  it('returns the module on the first success', async () => {
    const load = jest.fn(async (): Promise<unknown> => good);
    await expect(loadWithRetry('mfe_x/Routes', load, { sleep })).resolves.toBe(good);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a failure with backoff and returns the later success', async () => {
    const load = jest
      .fn<Promise<unknown>, []>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(createFallbackModule('mfe_x/Routes', new Error('404')))
      .mockResolvedValueOnce(good);
    await expect(loadWithRetry('mfe_x/Routes', load, { attempts: 3, delayMs: 100, sleep })).resolves.toBe(good);
    expect(load).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([100, 200]);
  });

  it('stops after the bounded number of tries and returns the fallback module', async () => {
    const fallback = createFallbackModule('mfe_x/Routes', new Error('404'));
    const load = jest.fn(async (): Promise<unknown> => fallback);
    const result = await loadWithRetry('mfe_x/Routes', load, { attempts: 3, sleep });
    expect(isFallbackModule(result)).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('throws the last error when there is no fallback, for the error boundary', async () => {
    const load = jest.fn(async (): Promise<unknown> => {
      throw new Error('script error');
    });
    await expect(loadWithRetry('mfe_x/Routes', load, { attempts: 2, sleep })).rejects.toThrow('script error');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a module without a default component as a failure', async () => {
    const load = jest.fn(async (): Promise<unknown> => ({ notDefault: 1 }));
    await expect(loadWithRetry('mfe_x/Routes', load, { attempts: 2, sleep })).rejects.toThrow(
      'Remote module "mfe_x/Routes" has no default component export',
    );
  });
});
