import { screen, waitFor, within } from '@testing-library/react';
import type { MonthlySpendingPoint, SpendingBudgetResponse } from '@tracker/contracts';
import { renderInShell } from '@tracker/shell-sdk/testing';
import { createFakeApi } from '../../../test/fakeApi';
import { monthFigure, monthLabel, SpendingChart } from './SpendingChart';

// apexcharts cannot draw under jsdom: the repository's chart stub shows the series it would draw.
jest.mock('./apexLine', () => jest.requireActual('../../../../../test/stubs/react-apexcharts'));

const TODAY = new Date(2024, 6, 15); // 15 July 2024

const june: MonthlySpendingPoint = {
  month: '2024-06',
  amount: '117.72',
  parts: [
    { currency: 'GBP', amount: '52.60' },
    { currency: 'AUD', amount: '88.10' },
    { currency: 'USD', amount: '25.00' },
  ],
  missingRates: [],
};

function renderChart(
  monthlySpending: MonthlySpendingPoint[],
  homeCurrency = 'GBP',
  spendingBudget: SpendingBudgetResponse = [],
) {
  const api = createFakeApi({ monthlySpending, spendingBudget });
  renderInShell(<SpendingChart today={TODAY} />, { fetch: api.fetch, user: { homeCurrency } });
  return api;
}

describe('Monthly Spending Overview in the home currency', () => {
  it('asks for the months in the home currency and shows its money in it', async () => {
    const api = renderChart([{ month: '2024-05', amount: '40.00', parts: [], missingRates: [] }, june], 'GBP', [
      { month: '2024-05', amount: '3680.00' },
      { month: '2024-06', amount: '3680.00' },
      { month: '2024-07', amount: '3680.00' },
    ]);
    const chart = await screen.findByTestId('chart-stub');
    expect(JSON.parse(chart.getAttribute('data-series') ?? '')[0].data).toEqual([40, 117.72, 0]);
    expect(api.callsTo('GET /api/analytics/monthly-spending')[0]?.query.toString()).toBe(
      'startDate=2024-02-01&currency=GBP',
    );
    // The budget is the user's own, in the home currency (a budget is never converted).
    const legend = screen.getByRole('list', { name: 'Chart legend' });
    await waitFor(() =>
      expect(within(legend).getAllByRole('listitem').at(-1)).toHaveTextContent('Budget (£3,680 a month)'),
    );
    expect(screen.queryByTestId('spending-chart-unconverted')).toBeNull();
  });

  it('leaves a month it could not convert out of the line and lists it with its parts per currency', async () => {
    renderChart([
      { month: '2024-05', amount: '40.00', parts: [{ currency: 'GBP', amount: '40.00' }], missingRates: [] },
      { ...june, amount: null, missingRates: ['AUD', 'USD'] },
    ]);
    const chart = await screen.findByTestId('chart-stub');
    expect(JSON.parse(chart.getAttribute('data-series') ?? '')[0].data).toEqual([40, null, 0]);
    const note = screen.getByTestId('spending-chart-unconverted');
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveTextContent('Exchange rate unavailable for AUD and USD: shown per currency, not converted');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['June 2024: £52.60 + A$88.10 + $25.00']);
  });

  it('formats in dollars for a user who has not chosen a home currency', async () => {
    const api = createFakeApi({ monthlySpending: [june], spendingBudget: [{ month: '2024-06', amount: '3000.00' }] });
    renderInShell(<SpendingChart today={TODAY} />, { fetch: api.fetch });
    await screen.findByTestId('chart-stub');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Chart legend' })).toHaveTextContent('Budget ($3,000 a month)'),
    );
    await waitFor(() =>
      expect(api.callsTo('GET /api/analytics/monthly-spending')[0]?.query.get('currency')).toBe('USD'),
    );
  });
});

describe('the axis labels', () => {
  it('name the month and the whole year, never a day-like "Jun 26"', () => {
    expect(monthLabel('2026-06')).toBe('Jun 2026');
  });
});

describe("a month's figure in the chart's tooltip", () => {
  it('is the total in the home currency, with what it was converted from', () => {
    expect(monthFigure(june, 'GBP', 'en-GB')).toBe('£117.72 (from £52.60 + A$88.10 + US$25.00)');
    const pounds = { ...june, parts: [{ currency: 'GBP' as const, amount: '117.72' }] };
    expect(monthFigure(pounds, 'GBP', 'en-GB')).toBe('£117.72');
  });

  it('is its parts, marked not converted, when a rate is unknown', () => {
    expect(monthFigure({ ...june, amount: null, missingRates: ['AUD'] }, 'GBP', 'en-US')).toBe(
      '£52.60 + A$88.10 + $25.00 (not converted)',
    );
  });
});
