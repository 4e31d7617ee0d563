import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { createFallbackModule } from './fallback';
import { RemoteArea } from './RemoteArea';
import { preloadRemoteEntry } from './remoteComponents';
import type { RemoteComponentModule } from './retry';

function BudgetPage() {
  return <h1>Budget Management</h1>;
}
const budgetModule: RemoteComponentModule = { default: BudgetPage };

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React and the boundary report caught errors on console.error; keep the output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RemoteArea', () => {
  it('shows the loading state, then the remote', async () => {
    let resolve: (m: RemoteComponentModule) => void = () => undefined;
    const load = jest.fn(() => new Promise<RemoteComponentModule>((r) => (resolve = r)));
    renderWithTheme(<RemoteArea area="budget" label="Budget" load={load} />);
    expect(screen.getByTestId('remote-loading-budget')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => resolve(budgetModule));
    expect(await screen.findByRole('heading', { name: 'Budget Management' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders an area preloaded before it mounts in its first frame, with no loading state in between', async () => {
    const load = jest.fn(async () => budgetModule);
    preloadRemoteEntry(load);
    await act(async () => undefined);
    const { container } = renderWithTheme(<RemoteArea area="budget" label="Budget" load={load} />);
    // Synchronously after the first render: a Suspense-based area would show its spinner here for up to 300 ms.
    expect(container).toHaveTextContent('Budget Management');
    expect(screen.queryByTestId('remote-loading-budget')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('contains a loader that fails in an error card, and Retry loads it again', async () => {
    const load = jest
      .fn<Promise<RemoteComponentModule>, []>()
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce(budgetModule);
    renderWithTheme(<RemoteArea area="budget" label="Budget" load={load} />);

    const card = await screen.findByTestId('remote-error-budget');
    expect(card).toHaveAttribute('role', 'alert');
    expect(card).toHaveTextContent("This section couldn't load.");
    expect(card).toHaveTextContent('Budget is unavailable right now.');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Budget Management' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error-budget')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the fallback module of the runtime plugin as the area card, with a working Retry', async () => {
    const load = jest
      .fn<Promise<RemoteComponentModule>, []>()
      .mockResolvedValueOnce(createFallbackModule('mfe_budget/Routes', new Error('404')))
      .mockResolvedValueOnce(budgetModule);
    renderWithTheme(<RemoteArea area="budget" label="Budget" load={load} />);

    expect(await screen.findByTestId('remote-error-budget')).toHaveTextContent("This section couldn't load.");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Budget Management' })).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('render failure');
    }
    const load = jest.fn(async (): Promise<RemoteComponentModule> => ({ default: Broken }));
    renderWithTheme(<RemoteArea area="wealth" label="Wealth" load={load} />);
    expect(await screen.findByTestId('remote-error-wealth')).toHaveTextContent("This section couldn't load.");
  });

  it('tries again when an area that failed is visited again, and keeps a loaded one', async () => {
    const load = jest
      .fn<Promise<RemoteComponentModule>, []>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(budgetModule);
    const first = renderWithTheme(<RemoteArea area="budget" label="Budget" load={load} />);
    await screen.findByTestId('remote-error-budget');
    first.unmount();

    const second = renderWithTheme(<RemoteArea area="budget" label="Budget" load={load} />);
    expect(await screen.findByRole('heading', { name: 'Budget Management' })).toBeInTheDocument();
    second.unmount();

    renderWithTheme(<RemoteArea area="budget" label="Budget" load={load} />);
    expect(screen.getByRole('heading', { name: 'Budget Management' })).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('reloads an area once when it meets a chunk that is gone, and shows the card if it happens again', async () => {
    const missing = Object.assign(new Error('Loading chunk 421 failed.\n(missing: http://x/mfe/budget/421.abc.js)'), {
      name: 'ChunkLoadError',
    });
    function Gone(): never {
      throw missing;
    }
    const load = jest
      .fn<Promise<RemoteComponentModule>, []>()
      .mockResolvedValueOnce({ default: Gone })
      .mockResolvedValueOnce(budgetModule);
    renderWithTheme(<RemoteArea area="ledger" label="Ledger" load={load} />);
    expect(await screen.findByRole('heading', { name: 'Budget Management' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('remote-error-ledger')).not.toBeInTheDocument();

    const again = jest.fn(async (): Promise<RemoteComponentModule> => ({ default: Gone }));
    renderWithTheme(<RemoteArea area="ledger" label="Ledger" load={again} />);
    expect(await screen.findByTestId('remote-error-ledger')).toHaveTextContent("This section couldn't load.");
    expect(again).toHaveBeenCalledTimes(1);
  });
});
