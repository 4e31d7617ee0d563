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
});
