import { screen, within } from '@testing-library/react';
import { createFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { BankAccountsCard } from './BankAccountsCard';

describe('Connected Bank Accounts in their own currencies', () => {
  it("shows each account's balance in its currency", async () => {
    const api = createFakeApi({
      accounts: [
        { id: 'a1', name: 'Checking', accountType: 'Checking', accountNumber: '', balance: '-25.00', currency: 'USD' },
        { id: 'a2', name: 'Monzo', accountType: 'Checking', accountNumber: '', balance: '-52.60', currency: 'GBP' },
        { id: 'a3', name: 'CommBank', accountType: 'Checking', accountNumber: '', balance: '-88.10', currency: 'AUD' },
      ],
    });
    renderWithProviders(<BankAccountsCard />, { api });
    const rows = await screen.findAllByTestId('bank-account');
    const shown = rows.map((row) => within(row).getByText(/[$£]/).textContent?.replace(/\s+/g, ' ').trim());
    expect(shown).toEqual(['-$25.00 USD', '-£52.60 GBP', '-A$88.10 AUD']);
  });

  it('names each account by its kind and leads to the Accounts page', async () => {
    const api = createFakeApi({
      accounts: [
        {
          id: 'a1',
          name: 'Sapphire',
          accountType: '',
          accountNumber: '',
          balance: '0.00',
          currency: 'USD',
          kind: 'credit_card',
        },
        { id: 'a2', name: 'Old', accountType: 'Checking', accountNumber: '', balance: '0.00', currency: 'USD' },
      ],
    });
    renderWithProviders(<BankAccountsCard />, { api });
    const rows = await screen.findAllByTestId('bank-account');
    expect(within(rows[0] as HTMLElement).getByText('Credit card')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Checking')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage accounts' })).toHaveAttribute('href', '/accounts');
  });
});
