import type { ComponentType } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GOOGLE_AUTH_PATH, type Asset, type BudgetCategory, type BudgetType } from '@tracker/contracts';
import { budgetCategoriesQuery, budgetTypesQuery } from '@tracker/area-reads/budget';
import { createFakeApi, transaction, type FakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browser } from '../hooks';
import type { DialogProps } from '../federatedDialogs';
import { SummaryTab } from './SummaryTab';

jest.setTimeout(20_000);

// apexcharts cannot draw under jsdom (no SVG getBBox): the charts module is the repository's chart stub here, as
// react-apexcharts is for every component suite (jest.config.js); the real charts are checked in e2e/dashboard.
jest.mock('./apexLine', () => jest.requireActual('../../../../../test/stubs/react-apexcharts'));
jest.mock('./apexDonut', () => jest.requireActual('../../../../../test/stubs/react-apexcharts'));

const TODAY = new Date(2026, 2, 15); // 15 March 2026

function renderSummary(
  api: FakeApi,
  extra: { loadDialog?: (id: string) => Promise<ComponentType<DialogProps>>; auth?: 'signedIn' | 'signedOut' } = {},
) {
  return renderWithProviders(<SummaryTab today={TODAY} loadDialog={extra.loadDialog} />, { api, auth: extra.auth });
}

const widget = (testId: string) => screen.getByTestId(testId);

const budgetType = (id: string, name: string): BudgetType => ({
  id,
  name,
  color: '#3B82F6',
  icon: 'fas fa-folder',
  displayOrder: 0,
  month: 3,
  year: 2026,
});
const budgetCategory = (
  id: string,
  budgetTypeId: string,
  name: string,
  amount: string,
  monthlyAmount = amount,
): BudgetCategory => ({
  id,
  budgetTypeId,
  name,
  amount,
  frequency: 'monthly',
  monthlyAmount,
  month: 3,
  year: 2026,
});
const asset = (fields: Partial<Asset> & Pick<Asset, 'id' | 'type' | 'name' | 'value'>): Asset => ({
  quantity: null,
  symbol: null,
  description: null,
  priceUpdatedAt: null,
  ...fields,
});

describe('Summary: period filter and metric cards', () => {
  it("defaults to Last 30 Days and asks the server for that period's totals, shown as money", async () => {
    const api = createFakeApi({
      summary: {
        totalIncome: '1234567.50',
        totalExpenses: '0.30',
        totalInvestments: '600.00',
        totalDebtPaid: '550.33',
        transactionCount: 9,
      },
    });
    renderSummary(api);
    expect(screen.getByLabelText('Period')).toHaveValue('Last 30 Days');
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-02-14');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-03-15');
    expect(await screen.findByText('$1,234,567.50')).toBeInTheDocument();
    expect(within(widget('metric-total-expenses')).getByText('$0.30')).toBeInTheDocument();
    expect(within(widget('metric-total-investments')).getByText('$600.00')).toBeInTheDocument();
    expect(within(widget('metric-total-debt-paid')).getByText('$550.33')).toBeInTheDocument();
    const call = api.callsTo('GET /api/analytics/summary')[0];
    expect(call?.query.get('startDate')).toBe('2026-02-14');
    expect(call?.query.get('endDate')).toBe('2026-03-15');
  });

  it('sets both dates from the period option, and accepts dates typed by hand', async () => {
    const api = createFakeApi();
    renderSummary(api);
    await screen.findAllByText('$0.00');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'Last Month' } });
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-02-01');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-02-28');
    await waitFor(() =>
      expect(api.callsTo('GET /api/analytics/summary').at(-1)?.query.get('endDate')).toBe('2026-02-28'),
    );
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-12-25' } });
    expect(screen.getByLabelText('Period')).toHaveValue('Custom');
    await waitFor(() =>
      expect(api.callsTo('GET /api/analytics/summary').at(-1)?.query.get('startDate')).toBe('2025-12-25'),
    );
  });

  it('says so when the start date is after the end date, without asking the server', async () => {
    const api = createFakeApi();
    renderSummary(api);
    await screen.findAllByText('$0.00');
    const before = api.callsTo('GET /api/analytics/summary').length;
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-04-01' } });
    expect(await screen.findByText('Start date must not be after end date')).toBeInTheDocument();
    expect(api.callsTo('GET /api/analytics/summary')).toHaveLength(before);
  });

  it('shows an error with Retry when the totals cannot be read, and the rest still works', async () => {
    const api = createFakeApi({ insights: ['Spend less on coffee'] });
    api.failures.set('/api/analytics/summary', 500);
    renderSummary(api);
    expect(await screen.findByTestId('metric-cards-error')).toHaveTextContent(
      'Your totals could not be read. Please try again.',
    );
    expect(await screen.findByText('Spend less on coffee')).toBeInTheDocument();
    api.failures.clear();
    fireEvent.click(within(screen.getByTestId('metric-cards-error')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('metric-cards')).toBeInTheDocument();
  });
});

describe('Summary: Monthly Spending Overview', () => {
  it("draws from the first month with data in the last 6 months, against each month's own budget, then 1Y and All", async () => {
    const api = createFakeApi({
      monthlySpending: [
        { month: '2024-11', amount: '50.00' },
        { month: '2025-06', amount: '10.00' },
        { month: '2026-01', amount: '1200.50' },
        { month: '2026-03', amount: '99.99' },
      ],
      // February has no budget: no line there, never a 0.
      spendingBudget: [
        { month: '2026-01', amount: '3680.00' },
        { month: '2026-03', amount: '3400.00' },
      ],
    });
    renderSummary(api);
    const chart = await screen.findByTestId('chart-stub');
    expect(chart).toHaveAttribute('data-type', 'line');
    // Jan .. Mar 2026: the range's months before the first with data are not drawn as $0.
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('chart-stub').getAttribute('data-series') ?? '')).toEqual([
        { name: 'Spending', data: [1200.5, 0, 99.99] },
        { name: 'Budget', data: [3680, null, 3400] },
      ]),
    );
    const legend = within(widget('spending-chart')).getByRole('list', { name: 'Chart legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spending', 'Budget ($3,400 to $3,680 a month)']);
    expect(api.callsTo('GET /api/budget/spending-by-month').map((c) => c.query.toString())).toEqual(['from=2025-10']);
    expect(screen.getByRole('button', { name: '6M' })).toHaveAttribute('aria-pressed', 'true');
    // Each range asks only for its own months (the service sums them through its date index).
    expect(api.callsTo('GET /api/analytics/monthly-spending').map((c) => c.query.toString())).toEqual([
      'startDate=2025-10-01&currency=USD',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '1Y' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/analytics/monthly-spending').at(-1)?.query.toString()).toBe(
        'startDate=2025-04-01&currency=USD',
      ),
    );
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('chart-stub').getAttribute('data-series') ?? '')[0].data).toHaveLength(10),
    ); // Jun 2025 .. Mar 2026
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/analytics/monthly-spending').at(-1)?.query.toString()).toBe('currency=USD'),
    );
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('chart-stub').getAttribute('data-series') ?? '')[0].data).toHaveLength(17),
    ); // Nov 2024 .. Mar 2026
    expect(JSON.parse(screen.getByTestId('chart-stub').getAttribute('data-series') ?? '')[0].data[0]).toBe(50);
  });

  it('draws no budget line and no key for a user without a budget (no made-up figure)', async () => {
    const api = createFakeApi({ monthlySpending: [{ month: '2026-03', amount: '99.99' }] });
    renderSummary(api);
    await waitFor(() => expect(api.callsTo('GET /api/budget/spending-by-month')).toHaveLength(1));
    const chart = await screen.findByTestId('chart-stub');
    expect(JSON.parse(chart.getAttribute('data-series') ?? '')).toEqual([{ name: 'Spending', data: [99.99] }]);
    const legend = within(widget('spending-chart')).getByRole('list', { name: 'Chart legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spending']);
  });

  it("reads 'No spending data available' when there is none (or none in the range)", async () => {
    const api = createFakeApi({ monthlySpending: [{ month: '2024-01', amount: '5.00' }] });
    renderSummary(api);
    expect(await within(widget('spending-chart')).findByText('No spending data available')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(await within(widget('spending-chart')).findByTestId('chart-stub')).toBeInTheDocument();
  });

  it('remembers in this browser whether it drew a chart, so a return visit fetches the chart code with the data', async () => {
    window.localStorage.clear();
    const api = createFakeApi({ monthlySpending: [{ month: '2024-01', amount: '5.00' }] });
    renderSummary(api);
    expect(await within(widget('spending-chart')).findByText('No spending data available')).toBeInTheDocument();
    expect(window.localStorage.getItem('tracker.dashboard.drew-line')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(await within(widget('spending-chart')).findByTestId('chart-stub')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('tracker.dashboard.drew-line')).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: '6M' }));
    await waitFor(() => expect(window.localStorage.getItem('tracker.dashboard.drew-line')).toBeNull());
  });

  it('shows its own error when the spending cannot be read', async () => {
    const api = createFakeApi();
    api.failures.set('/api/analytics/monthly-spending', 503);
    renderSummary(api);
    expect(await screen.findByTestId('spending-chart-error')).toBeInTheDocument();
    expect(screen.queryByTestId('budget-vs-actual-error')).not.toBeInTheDocument();
  });
});

describe('Summary: Budget vs Actual Spending', () => {
  it("lists the month's 4 largest budget categories with this month's spending, income left out", async () => {
    const api = createFakeApi({
      budgetTypes: [budgetType('ty1', 'Expenses'), budgetType('ty2', 'Income')],
      budgetCategories: [
        budgetCategory('c1', 'ty1', 'Groceries', '400.00'),
        budgetCategory('c2', 'ty1', 'Rent', '1500.00'),
        budgetCategory('c3', 'ty1', 'Fun', '50.00'),
        budgetCategory('c4', 'ty1', 'Transport', '120.00'),
        budgetCategory('c5', 'ty1', 'Gym', '30.00'),
        budgetCategory('c6', 'ty2', 'Salary', '5000.00'),
      ],
      categorySpending: [
        { category: 'groceries', amount: '450.10' },
        { category: 'Rent', amount: '1500.00' },
      ],
    });
    renderSummary(api);
    const rows = await within(widget('budget-vs-actual')).findAllByTestId('budget-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Rent$1,500.00 of $1,500.00',
      'Groceries$450.10 of $400.00',
      'Transport$0.00 of $120.00',
      'Fun$0.00 of $50.00',
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const spending = api.callsTo('GET /api/analytics/category-spending')[0];
    expect([spending?.query.get('startDate'), spending?.query.get('endDate')]).toEqual(['2026-03-01', '2026-03-31']);
    expect(api.callsTo('GET /api/budget-type-categories')[0]?.query.toString()).toBe('month=3&year=2026');
  });

  it("reads the month through the budget area's own query options: one cache entry for both areas", async () => {
    const types = [budgetType('ty1', 'Expenses')];
    const categories = [budgetCategory('c1', 'ty1', 'Rent', '1500.00')];
    const api = createFakeApi({ budgetTypes: types, budgetCategories: categories });
    const { queryClient } = renderSummary(api);
    await within(widget('budget-vs-actual')).findAllByTestId('budget-row');
    const month = { month: 3, year: 2026 };
    expect(queryClient.getQueryData(budgetCategoriesQuery(month).queryKey)).toEqual(categories);
    expect(queryClient.getQueryData(budgetTypesQuery(month).queryKey)).toEqual(types);
    // The widget and the first-run guide share the entry: the month's categories are asked once.
    expect(api.callsTo('GET /api/budget-type-categories')).toHaveLength(1);
  });

  it('leads to /budget when the month has no budget', async () => {
    renderSummary(createFakeApi());
    expect(
      await within(widget('budget-vs-actual')).findByText('No budget set for March 2026 yet.'),
    ).toBeInTheDocument();
    expect(within(widget('budget-vs-actual')).getByRole('link', { name: 'Create a budget' })).toHaveAttribute(
      'href',
      '/budget',
    );
  });

  it('is the only widget to fail when the budget service is down', async () => {
    const api = createFakeApi({
      insights: ['Tip one'],
      transactions: [transaction({ date: '2026-03-01', description: 'Coffee', amount: '3.50' })],
    });
    api.failures.set('/api/budget-type', 503);
    renderSummary(api);
    expect(await screen.findByTestId('budget-vs-actual-error')).toHaveTextContent(
      'Your budget could not be read. Please try again.',
    );
    expect(await screen.findByText('Coffee')).toBeInTheDocument();
    expect(screen.getByText('Tip one')).toBeInTheDocument();
    expect(screen.queryByTestId('asset-allocation-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('metric-cards-error')).not.toBeInTheDocument();
  });
});

describe('Summary: AI Insights', () => {
  it('shows up to 3 tips', async () => {
    renderSummary(createFakeApi({ insights: ['One', 'Two', 'Three', 'Four'] }));
    const tips = await within(widget('insights-card')).findAllByTestId('insight');
    expect(tips.map((t) => t.textContent)).toEqual(['One', 'Two', 'Three']);
  });

  it('invites an upload when there are none, and shows its own error', async () => {
    renderSummary(createFakeApi());
    expect(await screen.findByText('Upload some transactions to get personalised insights!')).toBeInTheDocument();
  });

  it('says how many more weeks of history month-on-month comparisons need, under what one month supports', async () => {
    const insights = ['Largest spending since 1 November: Housing $1,500.00 (64%), of $2,343.72 in all.'];
    renderSummary(createFakeApi({ insights, weeksToComparisons: 6 }));
    const card = widget('insights-card');
    expect(await within(card).findByTestId('insights-history')).toHaveTextContent(
      /^Insights grow with your history: 6 more weeks for month-on-month comparisons$/,
    );
    expect(
      within(card)
        .getAllByTestId('insight')
        .map((t) => t.textContent),
    ).toEqual(insights);
    expect(within(card).queryByText('Upload some transactions to get personalised insights!')).not.toBeInTheDocument();
  });

  it('says "1 more week" in the singular, and never the upload invitation to a user who has rows', async () => {
    renderSummary(createFakeApi({ insights: [], weeksToComparisons: 1 }));
    const card = widget('insights-card');
    expect(await within(card).findByTestId('insights-history')).toHaveTextContent(
      'Insights grow with your history: 1 more week for month-on-month comparisons',
    );
    expect(within(card).queryByText('Upload some transactions to get personalised insights!')).not.toBeInTheDocument();
  });

  it('shows its own error when the insights cannot be read', async () => {
    const api = createFakeApi();
    api.failures.set('/api/analytics/insights', 500);
    renderSummary(api);
    expect(await screen.findByTestId('insights-card-error')).toBeInTheDocument();
  });
});

describe('Summary: order of the calls', () => {
  it("asks for the insights and the month's category spending only once the cards and recent rows have answered", async () => {
    let release = () => undefined as void;
    const api = createFakeApi({
      insights: ['Tip'],
      budgetTypes: [budgetType('ty1', 'Expenses')],
      budgetCategories: [budgetCategory('c1', 'ty1', 'Food', '10.00')],
    });
    api.holds.set('/api/analytics/summary', new Promise<void>((resolve) => (release = resolve)));
    renderSummary(api);
    await waitFor(() => expect(api.callsTo('GET /api/budget-type-categories')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /api/transactions')).toHaveLength(1));
    expect(api.callsTo('GET /api/analytics/insights')).toHaveLength(0);
    expect(api.callsTo('GET /api/analytics/category-spending')).toHaveLength(0);
    release();
    expect(await screen.findByText('Tip')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/analytics/category-spending')).toHaveLength(1));
  });
});

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
