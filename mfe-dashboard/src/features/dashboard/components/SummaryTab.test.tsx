import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { budgetCategoriesQuery, budgetTypesQuery } from '@tracker/area-reads/budget';
import { createFakeApi, transaction } from '../../../test/fakeApi';
import { budgetCategory, budgetType, renderSummary, widget } from '../../../test/summaryTab';

jest.setTimeout(20_000);

// apexcharts cannot draw under jsdom (no SVG getBBox): the charts module is the repository's chart stub here, as
// react-apexcharts is for every component suite (jest.config.js); the real charts are checked in e2e/dashboard.
jest.mock('./apexLine', () => jest.requireActual('../../../../../test/stubs/react-apexcharts'));
jest.mock('./apexDonut', () => jest.requireActual('../../../../../test/stubs/react-apexcharts'));

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
