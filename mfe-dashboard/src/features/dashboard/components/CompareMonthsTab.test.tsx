import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInShell } from '@tracker/shell-sdk/testing';
import { periodApi, type Period } from '../../../test/periodApi';
import { CompareMonthsTab } from './CompareMonthsTab';

// apexcharts cannot draw under jsdom: the repository's chart stub shows the series it would draw.
jest.mock('./apexBar', () => jest.requireActual('../../../../../test/stubs/react-apexcharts'));

const TODAY = new Date(2026, 5, 15); // 15 June 2026

const JUNE: Period = {
  income: '5000.00',
  months: [{ month: '2026-06', amount: '1966.00' }],
  categories: [
    { category: 'Housing', amount: '1650.00' },
    { category: 'Groceries', amount: '212.40' },
    { category: 'Dining Out', amount: '58.60' },
    { category: 'Fuel', amount: '45.00' },
  ],
};
const MAY: Period = {
  income: '4800.00',
  months: [{ month: '2026-05', amount: '2346.30' }],
  categories: [
    { category: 'Housing', amount: '1650.00' },
    { category: 'Travel', amount: '420.00' },
    { category: 'Groceries', amount: '180.00' },
    { category: 'Dining Out', amount: '96.30' },
  ],
};

const figureText = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\u00a0/g, ' ');
const rowTexts = () =>
  screen.getAllByTestId('compare-months-table-row').map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

describe('Compare Months', () => {
  it('sets this month beside last month by default, each figure and category with its change', async () => {
    const api = periodApi({ '2026-06-01..2026-06-30': JUNE, '2026-05-01..2026-05-31': MAY });
    renderInShell(<CompareMonthsTab today={TODAY} />, { fetch: api.fetch });
    await screen.findByText('June 2026 compared with May 2026');
    await waitFor(() => expect(figureText('compare-income-value')).toBe('$5,000.00'));
    expect(figureText('compare-income-previous')).toBe('May 2026: $4,800.00');
    expect(figureText('compare-income-change')).toBe('+$200.00 (+4.2%)');
    expect(figureText('compare-spending-value')).toBe('$1,966.00');
    expect(figureText('compare-spending-previous')).toBe('May 2026: $2,346.30');
    expect(figureText('compare-spending-change')).toBe('-$380.30 (-16.2%)');
    expect(figureText('compare-months-note')).toBe('June 2026 is counted to today, June 15.');
    // Largest first (of the two months); a category new this month says so, one gone is -100%.
    expect(rowTexts()).toEqual([
      ['Housing', '$1,650.00', '$1,650.00', '$0.00 (0.0%)'],
      ['Travel', '$0.00', '$420.00', '-$420.00 (-100.0%)'],
      ['Groceries', '$212.40', '$180.00', '+$32.40 (+18.0%)'],
      ['Dining Out', '$58.60', '$96.30', '-$37.70 (-39.1%)'],
      ['Fuel', '$45.00', '$0.00', '+$45.00 (new)'],
    ]);
    // Each month is asked for exactly its days, in the home currency.
    const asked = api.callsTo('GET /api/analytics/monthly-spending').map((c) => c.query.toString());
    expect(asked).toEqual(
      expect.arrayContaining([
        'startDate=2026-06-01&endDate=2026-06-30&currency=USD',
        'startDate=2026-05-01&endDate=2026-05-31&currency=USD',
      ]),
    );
    const chart = await screen.findByTestId('chart-stub');
    expect(JSON.parse(chart.getAttribute('data-series') ?? '')).toEqual([
      { name: 'Jun 2026', data: [1650, 0, 212.4, 58.6, 45] },
      { name: 'May 2026', data: [1650, 420, 180, 96.3, 0] },
    ]);
  });

  it('compares any two months chosen, and shows a figure whose rate is unknown as a dash, never a sum', async () => {
    const api = periodApi({
      '2026-06-01..2026-06-30': JUNE,
      '2026-05-01..2026-05-31': MAY,
      '2025-06-01..2025-06-30': {
        income: null,
        months: [{ month: '2025-06', amount: null }],
        categories: [{ category: 'Housing', amount: null }],
      },
    });
    renderInShell(<CompareMonthsTab today={TODAY} />, { fetch: api.fetch, user: { homeCurrency: 'GBP' } });
    await waitFor(() => expect(figureText('compare-income-value')).toBe('£5,000.00'));
    fireEvent.change(screen.getByLabelText('Compared with'), { target: { value: '2025-06' } });
    await screen.findByText('June 2026 compared with June 2025');
    await waitFor(() => expect(figureText('compare-income-previous')).toBe('Jun 2025: —'));
    expect(figureText('compare-income-change')).toBe('—');
    expect(figureText('compare-spending-previous')).toBe('Jun 2025: —');
    expect(rowTexts()[0]).toEqual(['Housing', '£1,650.00', '—', '—']);
    expect(api.callsTo('GET /api/analytics/summary').at(-1)?.query.toString()).toBe(
      'startDate=2025-06-01&endDate=2025-06-30&currency=GBP',
    );
  });

  it('says there is nothing to compare when neither month had spending, and needs two months', async () => {
    const api = periodApi({});
    renderInShell(<CompareMonthsTab today={TODAY} />, { fetch: api.fetch });
    await screen.findByText('No spending in either period.');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '' } });
    expect(await screen.findByText('Choose two months to compare.')).toBeInTheDocument();
  });
});
