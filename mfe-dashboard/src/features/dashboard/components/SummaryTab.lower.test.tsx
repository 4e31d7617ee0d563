// The Summary tab's lower cards (recent transactions, asset allocation), the first-run guide, the transactions
// area's dialogs and the signed-out view; the cards above them are in SummaryTab.test.tsx.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GOOGLE_AUTH_PATH } from '@tracker/contracts';
import { createFakeApi, transaction } from '../../../test/fakeApi';
import { asset, budgetCategory, budgetType, renderSummary, widget } from '../../../test/summaryTab';
import { browser } from '../hooks';
import type { DialogProps } from '../federatedDialogs';

jest.setTimeout(20_000);

// apexcharts cannot draw under jsdom (no SVG getBBox): the charts module is the repository's chart stub here, as
// react-apexcharts is for every component suite (jest.config.js); the real charts are checked in e2e/dashboard.
jest.mock('./apexLine', () => jest.requireActual('../../../../../test/stubs/react-apexcharts'));
jest.mock('./apexDonut', () => jest.requireActual('../../../../../test/stubs/react-apexcharts'));

describe('Summary: Recent Transactions', () => {
  it('shows the 5 newest of the page of 100 with signed amounts', async () => {
    const rows = Array.from({ length: 7 }, (_, i) =>
      transaction({
        date: `2026-03-0${7 - i}`,
        description: `Row ${i + 1}`,
        amount: `${i + 1}000.00`,
        isIncome: i === 0,
        category: 'Misc',
      }),
    );
    const api = createFakeApi({ transactions: rows });
    renderSummary(api);
    const items = await within(widget('recent-transactions')).findAllByTestId('recent-transaction');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Row 1');
    expect(items[0]).toHaveTextContent('+$1,000.00');
    expect(items[1]).toHaveTextContent('-$2,000.00');
    expect(items[4]).toHaveTextContent('Row 5');
    // page=1 is the list's default, which the client leaves out (product.md › API calls: only non-default filters
    // sent).
    expect(api.callsTo('GET /api/transactions')[0]?.query.get('pageSize')).toBe('100');
  });

  it('shows a cut-off description whole in a tooltip, reached by keyboard focus', async () => {
    const description = 'ACME CORP PAYROLL DEPOSIT REF 20260301 EMPLOYEE 000123';
    // jsdom lays nothing out: the name's box is narrower than its text, as in a phone's column.
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent === description ? 480 : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent === description ? 160 : 0;
    });
    try {
      renderSummary(
        createFakeApi({
          transactions: [transaction({ date: '2026-03-01', description, amount: '3210.55', isIncome: true })],
        }),
      );
      const name = await within(widget('recent-transactions')).findByText(description);
      expect(name).toHaveAttribute('tabindex', '0');
      fireEvent.keyDown(document, { key: 'Tab' });
      act(() => name.focus());
      expect(screen.getByRole('tooltip')).toHaveTextContent(description);
      expect(name).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('reads the empty text for a new user', async () => {
    renderSummary(createFakeApi());
    expect(await screen.findByText('No transactions yet. Upload your data to get started!')).toBeInTheDocument();
  });

  it('shows its own error when the list cannot be read', async () => {
    const api = createFakeApi();
    api.failures.set('/api/transactions', 500);
    renderSummary(api);
    expect(await screen.findByTestId('recent-transactions-error')).toBeInTheDocument();
  });
});

describe('Summary: Asset Allocation', () => {
  it('draws the doughnut of the assets by type and lists the 4 largest, a live price winning and a liability in net worth only', async () => {
    const api = createFakeApi({
      assets: [
        asset({ id: 'a1', type: 'equities_stocks', name: 'Apple', symbol: 'AAPL', quantity: '10', value: '100' }),
        asset({ id: 'a2', type: 'property_real_estate', name: 'Flat', value: '250000' }),
        asset({ id: 'a3', type: 'liabilities', name: 'Mortgage', value: '200000' }),
        asset({ id: 'a4', type: 'cryptocurrencies', name: 'Bitcoin', symbol: 'BTC', quantity: '0.5', value: '20000' }),
        asset({ id: 'a5', type: 'etfs', name: 'World ETF', value: '1000', quantity: '1' }),
      ],
      prices: { AAPL: { price: 150.25, error: null, errorType: null } },
    });
    renderSummary(api);
    const list = () => within(widget('asset-allocation')).getAllByTestId('dashboard-asset');
    // Largest first: Apple's live $1,502.50 ranks it above the $1,000 ETF; the mortgage is no asset.
    await waitFor(() =>
      expect(list().map((i) => i.textContent)).toEqual([
        expect.stringContaining('Flat'),
        expect.stringContaining('Bitcoin'),
        'AppleEquities (Stocks)$1,502.50',
        expect.stringContaining('World ETF'),
      ]),
    );
    // 1502.50 + 250000 + 10000 + 1000 - 200000
    expect(screen.getByTestId('dashboard-net-worth')).toHaveTextContent('$62,502.50');
    const chart = within(widget('asset-allocation')).getByTestId('chart-stub');
    expect(chart).toHaveAttribute('data-type', 'donut');
    expect(JSON.parse(chart.getAttribute('data-series') ?? '')).toEqual([1502.5, 10000, 1000, 250000]);
  });

  it('loads the doughnut only when the card comes near the screen (it sits below the first view)', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    class FakeIntersectionObserver {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeIntersectionObserver,
    });
    try {
      const api = createFakeApi({
        assets: [asset({ id: 'a2', type: 'property_real_estate', name: 'Flat', value: '250000' })],
      });
      renderSummary(api);
      expect(await within(widget('asset-allocation')).findByTestId('dashboard-net-worth')).toHaveTextContent(
        '$250,000.00',
      );
      expect(within(widget('asset-allocation')).getByRole('status')).toHaveTextContent('Loading chart');
      expect(within(widget('asset-allocation')).queryByTestId('chart-stub')).not.toBeInTheDocument();
      act(() => observers.forEach((report) => report([{ isIntersecting: true }])));
      expect(await within(widget('asset-allocation')).findByTestId('chart-stub')).toHaveAttribute('data-type', 'donut');
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it("reads 'No asset data available' and 'No assets tracked yet' when empty", async () => {
    renderSummary(createFakeApi());
    expect(await within(widget('asset-allocation')).findByText('No asset data available')).toBeInTheDocument();
    expect(within(widget('asset-allocation')).getByText('No assets tracked yet')).toBeInTheDocument();
  });

  it('is the only widget to fail when the wealth service is down', async () => {
    const api = createFakeApi({ insights: ['Tip one'] });
    api.failures.set('/api/assets', 503);
    renderSummary(api);
    expect(await screen.findByTestId('asset-allocation-error')).toHaveTextContent(
      'Your assets could not be read. Please try again.',
    );
    expect(await screen.findByText('Tip one')).toBeInTheDocument();
    expect(screen.queryByTestId('budget-vs-actual-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('recent-transactions-error')).not.toBeInTheDocument();
  });
});

describe('Summary: first-run guide', () => {
  it('tells a new user what to do first, each step a button; a done step says so', async () => {
    const api = createFakeApi({
      assets: [asset({ id: 'a1', type: 'property_real_estate', name: 'Flat', value: '1' })],
    });
    renderSummary(api);
    const guide = await screen.findByTestId('first-run-guide');
    expect(within(guide).getByRole('button', { name: 'Upload a statement' })).toBeInTheDocument();
    expect(within(guide).getByRole('button', { name: 'Add a budget' })).toBeInTheDocument();
    await waitFor(() => expect(within(guide).queryByRole('button', { name: 'Add an asset' })).not.toBeInTheDocument());
    expect(within(guide).getByText('✓ Done')).toBeInTheDocument();
    // The widgets keep the spec's empty texts.
    expect(screen.getByText('No transactions yet. Upload your data to get started!')).toBeInTheDocument();
  });

  it('leaves "Upload a bank statement" to do while the user has only manual entries', async () => {
    const manualOnly = createFakeApi({
      transactions: [transaction({ date: '2026-03-01', description: 'Cash lunch', amount: '9.00', source: 'manual' })],
    });
    const first = renderSummary(manualOnly);
    await within(widget('recent-transactions')).findByText('Cash lunch');
    const guide = await screen.findByTestId('first-run-guide');
    expect(within(guide).getByRole('button', { name: 'Upload a statement' })).toBeInTheDocument();
    expect(within(guide).queryByText('✓ Done')).not.toBeInTheDocument();
    expect(manualOnly.callsTo('GET /api/transactions').some((call) => call.query.get('status') === 'uploaded')).toBe(
      true,
    );
    first.unmount();
    // An uploaded row older than the recent ones (past the first page of 100) still counts: the From Files count says.
    const manualRows = Array.from({ length: 100 }, (_, i) =>
      transaction({ date: '2026-03-02', description: `Cash ${i}`, amount: '1.00', source: 'manual' }),
    );
    const oldUpload = transaction({ date: '2025-01-01', description: 'TESCO', amount: '5.00', source: 'upload' });
    renderSummary(createFakeApi({ transactions: [...manualRows, oldUpload] }));
    const later = await screen.findByTestId('first-run-guide');
    expect(within(later).queryByRole('button', { name: 'Upload a statement' })).not.toBeInTheDocument();
    expect(within(later).getByText('✓ Done')).toBeInTheDocument();
  });

  it('goes away once transactions, a budget and an asset exist, or when hidden', async () => {
    const full = createFakeApi({
      transactions: [transaction({ date: '2026-03-01', description: 'x', amount: '1.00' })],
      budgetTypes: [budgetType('ty1', 'Expenses')],
      budgetCategories: [budgetCategory('c1', 'ty1', 'Food', '10.00')],
      assets: [asset({ id: 'a1', type: 'property_real_estate', name: 'Flat', value: '1' })],
    });
    const first = renderSummary(full);
    await within(widget('recent-transactions')).findByText('x');
    await within(widget('asset-allocation')).findByText('Flat');
    expect(screen.queryByTestId('first-run-guide')).not.toBeInTheDocument();
    first.unmount();
    window.localStorage.clear();
    renderSummary(createFakeApi());
    fireEvent.click(await screen.findByRole('button', { name: 'Hide guide' }));
    expect(screen.queryByTestId('first-run-guide')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('tracker.dashboard.guideHidden.u1')).toBe('1');
    window.localStorage.clear();
  });
});

describe('Summary: dialogs of the transactions area', () => {
  function FakeDialog({ open, onOpenChange, name }: DialogProps & { name: string }) {
    return open ? (
      <div role="dialog" aria-label={name}>
        <button type="button" onClick={() => onOpenChange(false)}>
          Close {name}
        </button>
      </div>
    ) : null;
  }

  it('loads the exposed Upload and Manual dialogs at run time and opens them', async () => {
    const loaded: string[] = [];
    const loadDialog = async (id: string) => {
      loaded.push(id);
      const name = id.endsWith('UploadDialog') ? 'Upload Transactions' : 'Add Transactions Manually';
      return (props: DialogProps) => <FakeDialog {...props} name={name} />;
    };
    renderSummary(createFakeApi(), { loadDialog });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Transactions' }));
    expect(await screen.findByRole('dialog', { name: 'Upload Transactions' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close Upload Transactions' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Manually' }));
    expect(await screen.findByRole('dialog', { name: 'Add Transactions Manually' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close Add Transactions Manually' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Transactions' }));
    await screen.findByRole('dialog', { name: 'Upload Transactions' });
    expect(loaded).toEqual(['mfe_transactions/UploadDialog', 'mfe_transactions/ManualAddDialog']);
  });

  it('says so in a toast when the transactions area cannot be loaded', async () => {
    renderSummary(createFakeApi(), { loadDialog: () => Promise.reject(new Error('down')) });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Transactions' }));
    expect(await screen.findByTestId('toast-description')).toHaveTextContent(
      'The Upload Transactions dialog could not be opened. Please try again.',
    );
  });

  it('refreshes the metric cards whenever the transactions are refreshed (after an upload or a manual add)', async () => {
    const api = createFakeApi();
    const { queryClient } = renderSummary(api);
    await screen.findAllByText('$0.00');
    await waitFor(() => expect(api.callsTo('GET /api/transactions')).toHaveLength(1));
    const before = api.callsTo('GET /api/analytics/summary').length;
    api.data.summary = { ...api.data.summary, totalIncome: '2500.00', transactionCount: 1 };
    await act(() => queryClient.invalidateQueries({ queryKey: ['/api/transactions'] }));
    expect(await within(widget('metric-total-income')).findByText('$2,500.00')).toBeInTheDocument();
    expect(api.callsTo('GET /api/analytics/summary').length).toBe(before + 1);
  });
});

describe('Summary: signed out', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the toast and goes to /auth/google after 500 ms when a read answers 401', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = createFakeApi();
    api.failures.set('/api/', 401);
    renderSummary(api);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('toast-title')).toHaveTextContent('Unauthorized');
    expect(screen.getByTestId('toast-description')).toHaveTextContent('You are logged out. Logging in again...');
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(GOOGLE_AUTH_PATH);
    assign.mockRestore();
  });

  it('does the same when the shell says the visitor is signed out', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderSummary(createFakeApi(), { auth: 'signedOut' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(499);
    });
    expect(screen.getByTestId('toast-title')).toHaveTextContent('Unauthorized');
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(assign).toHaveBeenCalledWith(GOOGLE_AUTH_PATH);
    assign.mockRestore();
  });
});
