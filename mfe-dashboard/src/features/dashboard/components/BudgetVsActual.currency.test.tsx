/**
 * Budget vs Actual in the home currency (issue 26): the budget is in the home currency and the month's spending is
 * asked converted into it; spending in other currencies shows what it was converted from, and spending whose
 * exchange rate is unknown shows its parts per currency and says so, never a wrong sum.
 */
import { screen, within } from '@testing-library/react';
import type { BudgetCategory, BudgetType, CategorySpendingItem } from '@tracker/contracts';
import { renderInShell } from '@tracker/shell-sdk/testing';
import { createFakeApi } from '../../../test/fakeApi';
import { BudgetVsActual } from './BudgetVsActual';

const TODAY = new Date(2026, 2, 15); // 15 March 2026

const expenses: BudgetType = {
  id: 'ty1',
  name: 'Expenses',
  color: '#3B82F6',
  icon: 'fas fa-folder',
  displayOrder: 0,
  month: 3,
  year: 2026,
};
const category = (id: string, name: string, amount: string): BudgetCategory => ({
  id,
  budgetTypeId: 'ty1',
  name,
  amount,
  frequency: 'monthly',
  monthlyAmount: amount,
  month: 3,
  year: 2026,
});

function renderWidget(categorySpending: CategorySpendingItem[], homeCurrency = 'GBP') {
  const api = createFakeApi({
    budgetTypes: [expenses],
    budgetCategories: [category('c1', 'Groceries', '400.00'), category('c2', 'Rent', '1200.00')],
    categorySpending,
  });
  renderInShell(<BudgetVsActual today={TODAY} />, { fetch: api.fetch, user: { homeCurrency } });
  return api;
}

const rowOf = async (name: string) =>
  (await screen.findAllByTestId('budget-row')).find((row) => row.textContent?.startsWith(name)) as HTMLElement;

describe('Budget vs Actual in the home currency', () => {
  it('asks for the spending in the home currency and shows what it was converted from', async () => {
    const api = renderWidget([
      {
        category: 'Groceries',
        amount: '96.37',
        parts: [
          { currency: 'GBP', amount: '42.60' },
          { currency: 'AUD', amount: '88.10' },
        ],
        missingRates: [],
      },
      { category: 'Rent', amount: '1200.00', parts: [{ currency: 'GBP', amount: '1200.00' }], missingRates: [] },
    ]);
    const groceries = await rowOf('Groceries');
    expect(groceries).toHaveTextContent('Groceries£96.37 of £400.00');
    expect(within(groceries).getByTestId('budget-row-note')).toHaveTextContent('Converted from £42.60 + A$88.10');
    expect(within(groceries).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '24');
    // Spending all in the home currency needs no note.
    const rent = await rowOf('Rent');
    expect(rent).toHaveTextContent('Rent£1,200.00 of £1,200.00');
    expect(within(rent).queryByTestId('budget-row-note')).toBeNull();
    const call = api.callsTo('GET /api/analytics/category-spending')[0];
    expect(call?.query.toString()).toBe('startDate=2026-03-01&endDate=2026-03-31&currency=GBP');
  });

  it('shows the parts per currency and says the rate is unavailable when it is, never a 1:1 sum', async () => {
    renderWidget([
      {
        category: 'Groceries',
        amount: null,
        parts: [
          { currency: 'GBP', amount: '42.60' },
          { currency: 'AUD', amount: '88.10' },
        ],
        missingRates: ['AUD'],
      },
    ]);
    const groceries = await rowOf('Groceries');
    expect(groceries).toHaveTextContent('Groceries£42.60 + A$88.10 of £400.00');
    const note = within(groceries).getByRole('status');
    expect(note).toHaveTextContent('Exchange rate unavailable for AUD: shown per currency, not converted');
    const bar = within(groceries).getByRole('progressbar');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', '£42.60 + A$88.10 of £400.00, not converted');
  });
});
