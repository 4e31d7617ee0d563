import { screen } from '@testing-library/react';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { renderWithTheme } from '../test/renderWithTheme';
import { isFallbackModule } from './fallback';
import { remoteFallbackPlugin } from './fallbackPlugin';
import { RemoteSlotContext } from './RemoteSlotContext';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

function args(lifecycle: ErrorArgs['lifecycle']): ErrorArgs {
  return {
    id: 'mfe_budget/Routes',
    error: new Error('Failed to get manifest'),
    from: 'runtime',
    lifecycle,
    origin: {} as ModuleFederation,
  };
}

describe('remoteFallbackPlugin (containment layer 2)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('answers a failed load with a fallback module that renders the area error card', async () => {
    const plugin = remoteFallbackPlugin();
    const result = await plugin.errorLoadRemote?.(args('onLoad'));
    expect(isFallbackModule(result)).toBe(true);
    if (!isFallbackModule(result)) return;
    const Fallback = result.default;
    const retry = jest.fn();
    renderWithTheme(
      <RemoteSlotContext.Provider value={{ area: 'budget', label: 'Budget', retry }}>
        <Fallback />
      </RemoteSlotContext.Provider>,
    );
    const card = screen.getByTestId('remote-error-budget');
    expect(card).toHaveAttribute('role', 'alert');
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('leaves manifest and share lifecycles alone so the failure reaches onLoad', async () => {
    const plugin = remoteFallbackPlugin();
    await expect(Promise.resolve(plugin.errorLoadRemote?.(args('afterResolve')))).resolves.toBeUndefined();
    await expect(Promise.resolve(plugin.errorLoadRemote?.(args('beforeLoadShare')))).resolves.toBeUndefined();
  });
});
