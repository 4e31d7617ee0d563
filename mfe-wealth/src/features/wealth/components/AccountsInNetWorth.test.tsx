/**
 * Wealth's per-account switch (issue 33): each bank account with its kind, balance and whether it is an asset or a
 * liability, and a switch that says whether it counts in net worth; nothing when the user has no accounts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AccountsInNetWorth } from './AccountsInNetWorth';

const withAccounts = () => {
  const api = createFakeApi();
  api.accounts = [
    {
      id: 'sav',
      name: 'High Yield Savings',
      accountType: '',
      accountNumber: '',
      balance: '1001.25',
      currency: 'USD',
      kind: 'savings',
      countsInNetWorth: true,
    },
    {
      id: 'card',
      name: 'Visa Card',
      accountType: '',
      accountNumber: '',
      balance: '-310.00',
      currency: 'USD',
      kind: 'credit_card',
      countsInNetWorth: false,
    },
  ];
  return api;
};

describe('AccountsInNetWorth', () => {
  it('lists each account with its kind, balance and role, and turns its switch', async () => {
    const api = withAccounts();
    renderWithProviders(<AccountsInNetWorth />, { api });
    const savings = within(await screen.findByRole('group', { name: 'High Yield Savings' }));
    expect(savings.getByText('Savings · $1,001.25 · asset')).toBeInTheDocument();
    expect(savings.getByRole('switch', { name: 'Counts' })).toBeChecked();
    const card = within(screen.getByRole('group', { name: 'Visa Card' }));
    expect(card.getByText('Credit card · -$310.00 · liability')).toBeInTheDocument();
    expect(card.getByRole('switch', { name: 'Counts' })).not.toBeChecked();
    fireEvent.click(savings.getByRole('switch', { name: 'Counts' }));
    await waitFor(() => expect(savings.getByRole('switch', { name: 'Counts' })).not.toBeChecked());
    expect(api.callsTo('PUT /api/bank-accounts/sav').map((c) => c.body)).toEqual([{ countsInNetWorth: false }]);
    expect(screen.getByRole('link', { name: 'Manage accounts' })).toHaveAttribute('href', '/accounts');
  });

  it('is not shown to a user without accounts', async () => {
    const api = createFakeApi();
    renderWithProviders(<AccountsInNetWorth />, { api });
    await waitFor(() => expect(api.callsTo('GET /api/bank-accounts')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('accounts-in-net-worth')).not.toBeInTheDocument();
  });
});
