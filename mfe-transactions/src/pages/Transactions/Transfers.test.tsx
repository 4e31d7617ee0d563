/**
 * Transfers on the Transactions page (issue 33): a linked row shows a 'Transfer' badge with its other side ('to High
 * Yield Savings'), a refund its badge; 'Not a transfer' unlinks both sides; two rows are linked by hand from the
 * rows that could be the other side; the Type filter has Transfer; Pending says why a possible transfer waits.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { POSSIBLE_TRANSFER_REASON, type Transaction } from '@tracker/contracts';
import { createFakeApi, makeTransaction, type FakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TransactionsPage } from './TransactionsPage';

jest.setTimeout(30_000);

const link = (of: Transaction, direction: 'to' | 'from', accountName: string) => ({
  transactionId: of.id,
  accountId: of.accountId ?? 'manual',
  accountName,
  direction,
  linkedBy: 'auto' as const,
});

function transfersApi(): FakeApi {
  const out = makeTransaction({
    id: 'out',
    description: 'ONLINE TRANSFER TO SAV 4455',
    amount: '1000.00',
    date: '2026-11-12',
    accountId: 'chk',
    accountName: 'Everyday Checking',
    // The bank file's word (or the categoriser's, before the pair was found): the list says Transfer all the same.
    category: 'Savings',
    aiCategorised: true,
  });
  const into = makeTransaction({
    id: 'in',
    description: 'TRANSFER FROM CHECKING',
    amount: '1000.00',
    isIncome: true,
    date: '2026-11-13',
    accountId: 'sav',
    accountName: 'High Yield Savings',
    category: 'Transfer',
  });
  out.transfer = link(into, 'to', 'High Yield Savings');
  into.transfer = link(out, 'from', 'Everyday Checking');
  return createFakeApi({
    accounts: [
      { id: 'chk', name: 'Everyday Checking', accountType: '', accountNumber: '', balance: '0.00', currency: 'USD' },
      { id: 'sav', name: 'High Yield Savings', accountType: '', accountNumber: '', balance: '0.00', currency: 'USD' },
      { id: 'card', name: 'Visa Card', accountType: '', accountNumber: '', balance: '0.00', currency: 'USD' },
    ],
    transactions: [
      out,
      into,
      makeTransaction({
        id: 'autopay',
        description: 'CHASE CREDIT CRD AUTOPAY',
        amount: '500.00',
        date: '2026-11-15',
        accountId: 'chk',
        accountName: 'Everyday Checking',
      }),
      makeTransaction({
        id: 'payment',
        description: 'PAYMENT RECEIVED - THANK YOU',
        amount: '500.00',
        isIncome: true,
        date: '2026-11-16',
        accountId: 'card',
        accountName: 'Visa Card',
      }),
      makeTransaction({
        id: 'return',
        description: 'AMAZON RETURN',
        amount: '40.00',
        isIncome: true,
        refund: true,
        date: '2026-11-20',
        accountId: 'card',
        accountName: 'Visa Card',
        category: 'Shopping',
      }),
      makeTransaction({
        id: 'possible',
        description: 'ZELLE TO OWN ACCOUNT 9911',
        amount: '75.00',
        date: '2026-11-21',
        accountId: 'chk',
        accountName: 'Everyday Checking',
        category: null,
        pending: true,
        reviewReason: POSSIBLE_TRANSFER_REASON,
      }),
    ],
  });
}

const rowOf = (description: string) =>
  screen.getAllByTestId('transaction-row').find((row) => within(row).queryByText(description)) as HTMLElement;

async function renderPage(api = transfersApi()) {
  const view = renderWithProviders(<TransactionsPage />, { api });
  await screen.findByText('ONLINE TRANSFER TO SAV 4455');
  return view;
}

describe('transfers on the Transactions page', () => {
  it('badges both sides of a transfer with the other side, and a refund', async () => {
    await renderPage();
    const out = within(rowOf('ONLINE TRANSFER TO SAV 4455'));
    expect(out.getByTestId('transfer-flag')).toHaveTextContent('Transferto High Yield Savings');
    expect(within(rowOf('TRANSFER FROM CHECKING')).getByTestId('transfer-flag')).toHaveTextContent(
      'from Everyday Checking',
    );
    expect(within(rowOf('AMAZON RETURN')).getByTestId('refund-flag')).toHaveTextContent('Refund');
    // A transfer is in no category and of no type, whatever the bank's file said; a refund keeps its purchase's.
    const cell = (description: string, label: string) =>
      rowOf(description).querySelector(`td[data-label="${label}"]`) as HTMLElement;
    expect(cell('ONLINE TRANSFER TO SAV 4455', 'Category')).toHaveTextContent(/^Transfer$/);
    expect(cell('ONLINE TRANSFER TO SAV 4455', 'Type')).toHaveTextContent(/^Transfer$/);
    // Nobody chose a transfer's category: no 'AI' (nor any) badge, even where the categoriser had said one.
    expect(cell('ONLINE TRANSFER TO SAV 4455', 'AI Categorised')).toHaveTextContent(/^—$/);
    expect(cell('TRANSFER FROM CHECKING', 'AI Categorised')).toHaveTextContent(/^—$/);
    expect(cell('AMAZON RETURN', 'Category')).toHaveTextContent('Shopping');
    expect(within(rowOf('CHASE CREDIT CRD AUTOPAY')).queryByTestId('transfer-flag')).not.toBeInTheDocument();
  });

  it("'Not a transfer' unlinks both sides", async () => {
    const { api } = await renderPage();
    fireEvent.click(within(rowOf('ONLINE TRANSFER TO SAV 4455')).getByRole('button', { name: 'Not a transfer' }));
    await waitFor(() =>
      expect(within(rowOf('TRANSFER FROM CHECKING')).queryByTestId('transfer-flag')).not.toBeInTheDocument(),
    );
    expect(within(rowOf('ONLINE TRANSFER TO SAV 4455')).queryByTestId('transfer-flag')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/transactions/out/transfer')).toHaveLength(1);
    expect(await screen.findByText('Not a transfer', { selector: '[data-testid="toast"] *' })).toBeInTheDocument();
  });

  it('links two rows by hand from the rows of the same amount in other accounts', async () => {
    const { api } = await renderPage();
    fireEvent.click(within(rowOf('CHASE CREDIT CRD AUTOPAY')).getByRole('button', { name: 'Link as a transfer…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link as a transfer' });
    const choices = await within(dialog).findByRole('list', { name: 'Possible other sides' });
    // Only money the other way in another account, not already linked: the card's payment, not the autopay itself.
    expect(within(choices).getAllByRole('radio')).toHaveLength(1);
    fireEvent.click(within(choices).getByRole('radio', { name: /PAYMENT RECEIVED - THANK YOU/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link as a transfer' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/transactions/autopay/transfer')[0]?.body).toEqual({ counterpartId: 'payment' });
    await waitFor(() =>
      expect(within(rowOf('CHASE CREDIT CRD AUTOPAY')).getByTestId('transfer-flag')).toHaveTextContent('to Visa Card'),
    );
  });

  it('says when no row could be the other side', async () => {
    await renderPage();
    fireEvent.click(within(rowOf('ZELLE TO OWN ACCOUNT 9911')).getByRole('button', { name: 'Link as a transfer…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link as a transfer' });
    expect(await within(dialog).findByText(/^No row of another account fits\./)).toHaveAttribute('role', 'status');
    expect(within(dialog).getByRole('button', { name: 'Link' })).toBeDisabled();
  });

  it('filters the list to transfers with the Type filter', async () => {
    const { api } = await renderPage();
    fireEvent.change(screen.getByLabelText('Filter by type'), { target: { value: 'transfer' } });
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(2));
    expect(api.calls.some((c) => c.path === '/api/transactions' && c.query.get('type') === 'transfer')).toBe(true);
    expect(screen.getByRole('option', { name: 'Transfer' })).toHaveValue('transfer');
  });

  it('shows a possible transfer in Pending with its reason, a way to add the account and to link by hand', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    const line = await screen.findByTestId('review-line');
    expect(line).toHaveTextContent(`Waiting for review: ${POSSIBLE_TRANSFER_REASON}.`);
    expect(within(line).getByRole('link', { name: 'Add the account' })).toHaveAttribute('href', '/accounts');
    fireEvent.click(within(line).getByRole('button', { name: 'Link ZELLE TO OWN ACCOUNT 9911 to a row' }));
    expect(await screen.findByRole('dialog', { name: 'Link as a transfer' })).toBeInTheDocument();
  });

  it("lets a possible transfer be dismissed with 'Not a transfer': it then waits only for a category", async () => {
    const { api } = await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    const line = await screen.findByTestId('review-line');
    fireEvent.click(within(line).getByRole('button', { name: 'ZELLE TO OWN ACCOUNT 9911 is not a transfer' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/transactions/possible/transfer')).toHaveLength(1));
    expect(await screen.findByText('It counts as spending.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('review-line')).toHaveTextContent('no category could be suggested'));
  });
});
