import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, makeTransaction, type FakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ManualAddDialog } from './ManualAddDialog';

jest.setTimeout(30_000);

function Harness({ initiallyOpen = true }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open manual</button>
      <ManualAddDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Add Transactions Manually' });
const row = (n: number) => within(dialog()).getByRole('group', { name: `Transaction ${n}` });
const toast = () => ({
  title: screen.getByTestId('toast-title').textContent,
  description: screen.getByTestId('toast-description').textContent,
});
const set = (n: number, label: string, value: string) =>
  fireEvent.change(within(row(n)).getByLabelText(label), { target: { value } });
const finish = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Finish' }));
const posts = (api: FakeApi) => api.callsTo('POST /api/transactions/manual');

function fillValid(
  n: number,
  values: Partial<
    Record<'Date' | 'Description' | 'Amount' | 'Category' | 'Transaction Type' | 'Tag' | 'Income or Expense', string>
  > = {},
) {
  const all = {
    Date: '2025-02-03',
    Description: 'Coffee',
    Amount: '4.5',
    Category: 'Dining',
    'Transaction Type': 'Expense',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) set(n, label, value);
}

describe('ManualAddDialog (product.md › Behaviour, Validation rules)', () => {
  it('has one row to start with; rows are added and removed but one always remains', () => {
    renderWithProviders(<Harness />);
    expect(within(dialog()).getAllByRole('group')).toHaveLength(1);
    expect(within(row(1)).getByRole('button', { name: 'Remove transaction 1' })).toBeDisabled();
    expect(within(row(1)).getByLabelText('Amount')).toHaveAttribute('step', '0.01');
    expect(within(row(1)).getByLabelText('Amount')).toHaveAttribute('min', '0.01');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Row' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Row' }));
    expect(within(dialog()).getAllByRole('group')).toHaveLength(3);
    set(2, 'Description', 'second');
    fireEvent.click(within(row(1)).getByRole('button', { name: 'Remove transaction 1' }));
    expect(within(dialog()).getAllByRole('group')).toHaveLength(2);
    expect(within(row(1)).getByLabelText('Description')).toHaveValue('second');
  });

  it('validates every row in the product.md › Validation rules order with the exact messages and sends nothing', () => {
    const { api } = renderWithProviders(<Harness />);
    const expectError = (message: string) => {
      finish();
      expect(toast()).toEqual({ title: 'Validation Error', description: message });
    };
    set(1, 'Date', '');
    expectError('Date is required for all transactions');
    set(1, 'Date', '2025-02-03');
    set(1, 'Description', '   ');
    expectError('Description is required for all transactions');
    set(1, 'Description', 'Coffee');
    expectError('Amount must be greater than 0 for all transactions');
    set(1, 'Amount', '0');
    expectError('Amount must be greater than 0 for all transactions');
    set(1, 'Amount', '4.50');
    expectError('Category is required for all transactions');
    set(1, 'Category', 'Dining');
    expectError('Transaction type is required for all transactions');
    set(1, 'Transaction Type', 'Expense');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Row' }));
    expectError('Description is required for all transactions');
    expect(posts(api)).toHaveLength(0);
  });

  it('sends every row (absolute amounts, one tag), then clears the rows and closes', async () => {
    const api = createFakeApi({ tags: ['holiday', 'work'] });
    const { queryClient } = renderWithProviders(<Harness />, { api });
    queryClient.setQueryData(['/api/analytics/monthly-spending'], []);
    fillValid(1, { Tag: ' holiday ' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Row' }));
    fillValid(2, {
      Description: 'Pay',
      Amount: '2500',
      Category: 'Salary',
      'Transaction Type': 'Income',
      'Income or Expense': 'income',
    });
    // Tag suggestions come from GET /api/tags.
    const tag = within(row(1)).getByLabelText('Tag');
    await waitFor(() =>
      expect(
        Array.from(document.querySelectorAll(`datalist#${CSS.escape(tag.getAttribute('list') ?? '')} option`)).map(
          (o) => o.getAttribute('value'),
        ),
      ).toEqual(['holiday', 'work']),
    );
    finish();
    await waitFor(() => expect(toast()).toEqual({ title: 'Success', description: 'Transactions added successfully' }));
    expect(posts(api)[0]?.body).toEqual({
      transactions: [
        {
          date: '2025-02-03',
          description: 'Coffee',
          amount: '4.50',
          category: 'Dining',
          transactionType: 'Expense',
          isIncome: false,
          tags: ['holiday'],
          currency: 'USD',
        },
        {
          date: '2025-02-03',
          description: 'Pay',
          amount: '2500.00',
          category: 'Salary',
          transactionType: 'Income',
          isIncome: true,
          tags: [],
          currency: 'USD',
        },
      ],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryState(['/api/analytics/monthly-spending'])?.isInvalidated).toBe(true),
    );
    fireEvent.click(screen.getByText('Open manual'));
    expect(within(dialog()).getAllByRole('group')).toHaveLength(1);
    expect(within(row(1)).getByLabelText('Description')).toHaveValue('');
  });

  it("enters amounts in the home currency unless another is chosen; a new row takes the last row's", async () => {
    const api = createFakeApi();
    renderWithProviders(<Harness />, { api, user: { homeCurrency: 'GBP' } });
    const currency = (n: number) => within(row(n)).getByLabelText('Currency');
    const amount = (n: number) => within(row(n)).getByLabelText('Amount');
    expect(currency(1)).toHaveValue('GBP');
    expect(within(currency(1)).getByRole('option', { name: 'GBP — British Pound' })).toBeInTheDocument();
    fillValid(1, { Amount: '1500.4' });
    set(1, 'Currency', 'JPY');
    // Yen have no minor unit, dinars three: the amount steps by the currency's smallest unit.
    expect(amount(1)).toHaveAttribute('step', '1');
    expect(amount(1)).toHaveAttribute('placeholder', '0');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Row' }));
    expect(currency(2)).toHaveValue('JPY');
    fillValid(2, { Amount: '12.3456' });
    set(2, 'Currency', 'BHD');
    expect(amount(2)).toHaveAttribute('step', '0.001');
    finish();
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    const sent = posts(api)[0]?.body as { transactions: Array<{ amount: string; currency: string }> };
    expect(sent.transactions.map((t) => `${t.amount} ${t.currency}`)).toEqual(['1500 JPY', '12.346 BHD']);
  });

  it("shows the server's message on failure, or 'Failed to add transactions', and keeps the rows", async () => {
    const api = createFakeApi();
    renderWithProviders(<Harness />, { api });
    fillValid(1);
    api.intercept('POST', /manual$/, () => ({
      status: 400,
      body: { error: 'Date must be a valid date (YYYY-MM-DD)', message: 'Date must be a valid date (YYYY-MM-DD)' },
    }));
    finish();
    await waitFor(() =>
      expect(toast()).toEqual({ title: 'Error', description: 'Date must be a valid date (YYYY-MM-DD)' }),
    );
    api.intercept('POST', /manual$/, () => ({ status: 502, text: '' }));
    finish();
    await waitFor(() => expect(toast()).toEqual({ title: 'Error', description: 'Failed to add transactions' }));
    expect(within(row(1)).getByLabelText('Description')).toHaveValue('Coffee');
  });

  it('shows up to 5 existing transactions with the same amount while an amount above 0 is typed', async () => {
    const api = createFakeApi({
      transactions: [
        ...Array.from({ length: 6 }, (_, i) => makeTransaction({ description: `Lunch ${i + 1}`, amount: '12.50' })),
        makeTransaction({ description: 'Other', amount: '99.00' }),
      ],
    });
    renderWithProviders(<Harness />, { api });
    set(1, 'Amount', '12.5');
    const hint = await within(row(1)).findByTestId('same-amount-hint');
    expect(within(hint).getAllByRole('listitem')).toHaveLength(5);
    expect(hint).toHaveTextContent('Lunch 1');
    expect(hint).not.toHaveTextContent('Other');
    const amountCalls = api.callsTo('GET /api/transactions').map((c) => Object.fromEntries(c.query));
    expect(amountCalls).toEqual([{ amount: '12.50' }]);
    set(1, 'Amount', '0');
    expect(within(row(1)).queryByTestId('same-amount-hint')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(api.callsTo('GET /api/transactions')).toHaveLength(1);
  });

  it('Back closes without sending; tags are fetched only while the dialog is open', async () => {
    const api = createFakeApi();
    renderWithProviders(<Harness initiallyOpen={false} />, { api });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('GET /api/tags')).toHaveLength(0);
    fireEvent.click(screen.getByText('Open manual'));
    await waitFor(() => expect(api.callsTo('GET /api/tags')).toHaveLength(1));
    set(1, 'Description', 'kept');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
  });
});
