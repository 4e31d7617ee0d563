import { render, screen, within } from '@testing-library/react';
import type { DashboardSummary } from '@tracker/contracts';
import { ShellProvider } from '@tracker/shell-sdk';
import { theme } from '@tracker/ui-kit';
import { ThemeProvider } from 'styled-components';
import { cardFigure, MetricCards } from './MetricCards';

const none = { totalIncome: [], totalExpenses: [], totalInvestments: [], totalDebtPaid: [] };

const mixed: DashboardSummary = {
  totalIncome: '0.00',
  totalExpenses: '150.50',
  totalInvestments: '0.00',
  totalDebtPaid: '0.00',
  transactionCount: 4,
  currency: 'USD',
  parts: {
    ...none,
    totalExpenses: [
      { currency: 'USD', amount: '25.00' },
      { currency: 'AUD', amount: '88.10' },
      { currency: 'GBP', amount: '52.60' },
    ],
  },
  missingRates: [],
};

function renderCards(summary: DashboardSummary) {
  return render(
    <ThemeProvider theme={theme}>
      <ShellProvider auth={{ status: 'signedIn', user: { id: 'u1', email: 'a@example.com' } }}>
        <MetricCards summary={summary} loading={false} />
      </ShellProvider>
    </ThemeProvider>,
  );
}

describe('metric cards across currencies', () => {
  it('shows the converted total in the home currency and what it is made of', () => {
    renderCards(mixed);
    const card = screen.getByTestId('metric-total-expenses');
    expect(within(card).getByTestId('metric-total-expenses-value')).toHaveTextContent('$150.50');
    expect(within(card).getByTestId('metric-total-expenses-parts')).toHaveTextContent(
      'Converted from $25.00 + A$88.10 + £52.60',
    );
    expect(screen.queryByTestId('metric-total-income-parts')).toBeNull();
  });

  it('shows the parts per currency, never a sum, when a rate is unknown', () => {
    renderCards({ ...mixed, totalExpenses: null, missingRates: ['AUD', 'GBP'] });
    expect(screen.getByTestId('metric-total-expenses-value')).toHaveTextContent('$25.00 + A$88.10 + £52.60');
    expect(screen.getByTestId('metric-total-expenses-parts')).toHaveTextContent(
      'Exchange rate unavailable for AUD and GBP: shown per currency, not converted',
    );
  });

  it('names only the currencies of its own card whose rate is unknown', () => {
    const summary: DashboardSummary = {
      ...mixed,
      totalExpenses: null,
      totalIncome: null,
      parts: {
        ...mixed.parts,
        totalIncome: [
          { currency: 'USD', amount: '900.00' },
          { currency: 'JPY', amount: '12800' },
        ],
      },
      missingRates: ['AUD', 'GBP', 'JPY'],
    };
    expect(cardFigure(summary, 'totalIncome', 'en-US').note).toBe(
      'Exchange rate unavailable for JPY: shown per currency, not converted',
    );
    expect(cardFigure(summary, 'totalExpenses', 'en-US').note).toBe(
      'Exchange rate unavailable for AUD and GBP: shown per currency, not converted',
    );
  });

  it('formats a total in a home currency other than dollars', () => {
    const pounds = { ...mixed, currency: 'GBP' as const, totalExpenses: '117.72' };
    expect(cardFigure(pounds, 'totalExpenses', 'en-GB').text).toBe('£117.72');
    expect(cardFigure(pounds, 'totalIncome', 'en-GB')).toEqual({ text: '£0.00', note: null, warn: false });
  });
});
