/**
 * The Recurring page (product.md › Recurring charges): each charge with its cadence, last and usual amount, yearly
 * cost, next expected date, latest price change and a missed charge; income apart; Confirm and Dismiss remembered
 * through PUT /api/recurring/:id, a dismissed series listed apart with Restore.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecurringSeries } from '@tracker/contracts';
import { createFakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RecurringPage } from './RecurringPage';

jest.setTimeout(30_000);

const series = (fields: Partial<RecurringSeries> & Pick<RecurringSeries, 'id' | 'merchant'>): RecurringSeries => ({
  cadence: 'monthly',
  currency: 'USD',
  isIncome: false,
  category: null,
  occurrences: 4,
  typicalAmount: '15.49',
  lastAmount: '17.99',
  lastDate: '2026-10-12',
  nextDate: '2026-11-12',
  yearlyCost: '215.88',
  priceChanges: [],
  missedDate: null,
  status: 'new',
  ...fields,
});

function renderPage() {
  const api = createFakeApi({
    recurring: {
      charges: [
        series({
          id: 'flix',
          merchant: 'STREAMFLIX.COM',
          priceChanges: [{ date: '2026-09-12', from: '15.49', to: '17.99' }],
        }),
        series({
          id: 'gym',
          merchant: 'IRON GYM',
          cadence: 'weekly',
          typicalAmount: '12.00',
          lastAmount: '12.00',
          yearlyCost: '624.00',
          nextDate: '2026-11-20',
          missedDate: '2026-11-13',
        }),
      ],
      income: [series({ id: 'pay', merchant: 'ACME PAYROLL', isIncome: true, lastAmount: '5000.00' })],
    },
  });
  return renderWithProviders(<RecurringPage />, { api });
}

const card = (merchant: string) =>
  within(screen.getAllByTestId('recurring-series').find((s) => s.textContent?.includes(merchant)) as HTMLElement);

describe('Recurring page', () => {
  it('shows each charge’s cadence, amounts, yearly cost, next date, price change and a missed charge', async () => {
    renderPage();
    await screen.findByText('STREAMFLIX.COM');
    const flix = card('STREAMFLIX.COM');
    expect(flix.getByText('Monthly')).toBeInTheDocument();
    expect(flix.getByText('$17.99 last, usually $15.49 · $215.88 a year')).toBeInTheDocument();
    expect(flix.getByTestId('recurring-next')).toHaveTextContent('Next expected Nov 12, 2026');
    expect(flix.getByTestId('recurring-price-change')).toHaveTextContent('Price change: $15.49 → $17.99 on 12 Sep');
    expect(flix.queryByTestId('recurring-missed')).not.toBeInTheDocument();
    const gym = card('IRON GYM');
    expect(gym.getByText('Weekly')).toBeInTheDocument();
    expect(gym.getByTestId('recurring-missed')).toHaveTextContent('Expected Nov 13, 2026 has not come');
    expect(gym.queryByTestId('recurring-price-change')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('recurring-income')).getByText('ACME PAYROLL')).toBeInTheDocument();
    expect(within(screen.getByTestId('recurring-charges')).queryByText('ACME PAYROLL')).not.toBeInTheDocument();
  });

  it('confirms a series, dismisses another into the Dismissed list, and restores it', async () => {
    const { api } = renderPage();
    await screen.findByText('STREAMFLIX.COM');
    fireEvent.click(card('STREAMFLIX.COM').getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(card('STREAMFLIX.COM').getByText('Confirmed')).toBeInTheDocument());
    fireEvent.click(card('IRON GYM').getByRole('button', { name: 'Dismiss' }));
    const dismissed = within(await screen.findByTestId('recurring-dismissed'));
    expect(dismissed.getByText('IRON GYM')).toBeInTheDocument();
    expect(within(screen.getByTestId('recurring-charges')).queryByText('IRON GYM')).not.toBeInTheDocument();
    fireEvent.click(dismissed.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByTestId('recurring-dismissed')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/api/recurring/flix', { status: 'confirmed' }],
      ['/api/recurring/gym', { status: 'dismissed' }],
      ['/api/recurring/gym', { status: 'new' }],
    ]);
  });
});
