/**
 * The Accounts screen (issue 33): each account with its kind, currency, balance 'as of' a date and the reconciliation
 * hint; rename, change of kind and an opening balance through one dialog (only what changed is sent); delete only
 * when the account holds no transactions, explained otherwise; a new account with its name, kind and currency.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BankAccount } from '@tracker/contracts';
import { createFakeApi, makeTransaction, type FakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AccountsPage } from './AccountsPage';

jest.setTimeout(30_000);

const account = (fields: Partial<BankAccount> & Pick<BankAccount, 'id' | 'name'>): BankAccount => ({
  accountType: '',
  accountNumber: '',
  balance: '0.00',
  currency: 'USD',
  ...fields,
});

function api(): FakeApi {
  return createFakeApi({
    accounts: [
      account({
        id: 'chk',
        name: 'Everyday Checking',
        kind: 'checking',
        balance: '1800.00',
        balanceAsOf: '2026-11-28',
        accountNumber: '12345678',
        countsInNetWorth: true,
      }),
      account({ id: 'card', name: 'Visa Card', kind: 'credit_card', balance: '-310.00', balanceAsOf: '2026-11-27' }),
      account({ id: 'sav', name: 'High Yield Savings', kind: 'savings', unreconciled: '-12.34' }),
      account({ id: 'old', name: 'Old Account' }),
    ],
    transactions: [
      makeTransaction({ accountId: 'chk', accountName: 'Everyday Checking' }),
      makeTransaction({ accountId: 'chk', accountName: 'Everyday Checking' }),
      makeTransaction({ accountId: 'card', accountName: 'Visa Card' }),
      makeTransaction({ accountId: 'sav', accountName: 'High Yield Savings' }),
    ],
  });
}

const card = (name: string) => screen.getByRole('article', { name });

async function renderPage(fake = api()) {
  const view = renderWithProviders(<AccountsPage />, { api: fake });
  await screen.findByRole('article', { name: 'Everyday Checking' });
  return view;
}

describe('Accounts page', () => {
  it('lists each account with its kind, currency, balance as of a date and the reconciliation hint', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    const checking = within(card('Everyday Checking'));
    expect(checking.getByText('Checking')).toBeInTheDocument();
    expect(checking.getByText('USD')).toBeInTheDocument();
    expect(checking.getByText('****5678')).toBeInTheDocument();
    expect(checking.getByTestId('account-balance')).toHaveTextContent('$1,800.00');
    expect(checking.getByText('as of Nov 28, 2026')).toBeInTheDocument();
    expect(checking.getByRole('switch', { name: 'Counts in net worth' })).toBeChecked();
    // A card's negative balance is what is owed.
    expect(within(card('Visa Card')).getByTestId('account-balance')).toHaveTextContent('$310.00 owed');
    expect(within(card('Visa Card')).getByText('Credit card')).toBeInTheDocument();
    // No statement balance and no opening balance: it says how to get one.
    expect(within(card('Old Account')).getByText(/No balance yet/)).toBeInTheDocument();
    expect(within(card('Old Account')).getByText('Checking')).toBeInTheDocument();
    expect(within(card('High Yield Savings')).getByTestId('reconciliation-hint')).toHaveTextContent(
      "The imported rows are $12.34 away from the statement's balance.",
    );
    expect(within(card('Everyday Checking')).queryByTestId('reconciliation-hint')).not.toBeInTheDocument();
  });

  it('deletes only an account without transactions, and says why the others cannot be', async () => {
    const { api: fake } = await renderPage();
    const checking = within(card('Everyday Checking'));
    await checking.findByText('Holds 2 transactions: move or delete them before deleting the account.');
    expect(checking.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(checking.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      'Holds 2 transactions: move or delete them before deleting the account.',
    );
    const old = within(card('Old Account'));
    await old.findByText('No transactions: it can be deleted.');
    fireEvent.click(old.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Old Account"?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Old Account' })).not.toBeInTheDocument());
    expect(fake.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/bank-accounts/old']);
  });

  it('renames, changes the kind and types an opening balance, sending only what changed', async () => {
    const { api: fake } = await renderPage();
    fireEvent.click(within(card('Old Account')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit "Old Account"' });
    fireEvent.change(within(dialog).getByLabelText('Account name'), { target: { value: 'Cash Wallet' } });
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'cash' } });
    fireEvent.change(within(dialog).getByLabelText('Opening balance'), { target: { value: '250.50' } });
    fireEvent.change(within(dialog).getByLabelText('On'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const renamed = await screen.findByRole('article', { name: 'Cash Wallet' });
    expect(within(renamed).getByText('Cash')).toBeInTheDocument();
    expect(within(renamed).getByTestId('account-balance')).toHaveTextContent('$250.50');
    expect(within(renamed).getByText('as of Nov 1, 2026')).toBeInTheDocument();
    const put = fake.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/bank-accounts/old');
    expect(put?.body).toEqual({
      name: 'Cash Wallet',
      kind: 'cash',
      openingBalance: '250.50',
      openingBalanceDate: '2026-11-01',
    });
  });

  it('keeps the dialog open with the server’s reason when a change is refused', async () => {
    const fake = api();
    await renderPage(fake);
    fake.intercept('PUT', /^\/api\/bank-accounts\/chk$/, () => ({
      status: 409,
      body: { error: 'An account with this name already exists', message: 'An account with this name already exists' },
    }));
    fireEvent.click(within(card('Everyday Checking')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit "Everyday Checking"' });
    fireEvent.change(within(dialog).getByLabelText('Account name'), { target: { value: 'Visa Card' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An account with this name already exists');
  });

  it('turns the net-worth switch', async () => {
    const { api: fake } = await renderPage();
    fireEvent.click(within(card('Visa Card')).getByRole('switch', { name: 'Counts in net worth' }));
    await waitFor(() =>
      expect(within(card('Visa Card')).getByRole('switch', { name: 'Counts in net worth' })).toBeChecked(),
    );
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ countsInNetWorth: true });
  });

  it('adds an account with its name, kind and currency', async () => {
    const { api: fake } = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    const form = screen.getByRole('form', { name: 'New account' });
    fireEvent.change(within(form).getByLabelText('New account name'), { target: { value: 'Amex Gold' } });
    fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'credit_card' } });
    fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'GBP' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    const made = await screen.findByRole('article', { name: 'Amex Gold' });
    expect(within(made).getByText('Credit card')).toBeInTheDocument();
    expect(within(made).getByText('GBP')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Amex Gold',
      kind: 'credit_card',
      currency: 'GBP',
    });
  });
});
