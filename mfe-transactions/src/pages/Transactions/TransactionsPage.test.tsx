import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, makeTransaction, type FakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { listHeading, TransactionsPage } from './TransactionsPage';

function seeded(count = 3, extra: Parameters<typeof createFakeApi>[0] = {}) {
  const transactions = Array.from({ length: count }, (_, i) =>
    makeTransaction({
      description: `Shop ${i + 1}`,
      date: `2025-01-${String(28 - (i % 28)).padStart(2, '0')}`,
      amount: `${i + 1}.00`,
      category: i % 2 === 0 ? 'Groceries' : 'Salary',
      isIncome: i % 2 === 1,
      aiCategorised: i % 2 === 0,
    }),
  );
  return createFakeApi({
    transactions,
    categories: { expense: [{ name: 'Groceries' }, { name: 'Rent' }], income: [{ name: 'Salary' }] },
    tags: ['home', 'work'],
    ...extra,
  });
}

async function renderPage(api: FakeApi) {
  const view = renderWithProviders(<TransactionsPage />, { api });
  await screen.findByRole('heading', { level: 2, name: /Transactions \(/ });
  return view;
}

const listCalls = (api: FakeApi) => api.callsTo('GET /api/transactions');
const lastListQuery = (api: FakeApi) => Object.fromEntries(listCalls(api).at(-1)?.query ?? []);
const toast = () => ({
  title: screen.getByTestId('toast-title').textContent,
  description: screen.getByTestId('toast-description').textContent,
});
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const rows = () => screen.queryAllByTestId('transaction-row');
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all transactions' }) as HTMLInputElement;

jest.setTimeout(30_000);

describe('TransactionsPage (product.md › Screens and routes)', () => {
  it('shows the title, subtitle, header buttons, tabs and toolbar', async () => {
    await renderPage(seeded());
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByText('Manage and categorise your financial transactions')).toBeInTheDocument();
    for (const name of [
      'Download Example File',
      'Export Transactions',
      'Upload Transactions',
      'Add Manually',
      'Delete All',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All Transactions',
      'From Files',
      'Manual',
      'Pending',
      'Deleted',
    ]);
    expect(screen.getByRole('switch', { name: 'Auto Categorise' })).toHaveAttribute('aria-checked', 'true');
    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect(pageSize.value).toBe('20');
    expect(Array.from(pageSize.options).map((o) => o.value)).toEqual(['20', '50', '100']);
  });

  it('lists the rows with the spec columns, signed amounts and AI/Manual badges', async () => {
    await renderPage(seeded(2));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('All Transactions (2 total, showing 2)');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'Date',
      'Description',
      'Category',
      'Amount',
      'Type',
      'Account',
      'Tag',
      'Source',
      'AI Categorised',
    ]);
    const [first, second] = rows();
    expect(within(first!).getByText('-$1.00')).toBeInTheDocument();
    expect(within(first!).getByText('AI')).toBeInTheDocument();
    expect(within(second!).getByText('+$2.00')).toBeInTheDocument();
    expect(within(second!).getByText('Manual')).toBeInTheDocument();
    expect(within(first!).getByText('Upload')).toBeInTheDocument();
    // The pagination shows only with more than one page.
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
  });

  it("shows a category read from the bank's file as 'Bank file', never as Manual", async () => {
    const api = createFakeApi({
      transactions: [
        makeTransaction({
          description: 'SHELL OIL 57444',
          category: 'Fuel',
          aiCategorised: false,
          reviewReason: "From your bank's file: “Gas”",
        }),
      ],
      categories: { expense: [{ name: 'Fuel' }] },
    });
    await renderPage(api);
    const [row] = rows();
    expect(within(row!).getByText('Bank file')).toHaveAttribute('title', "From your bank's file: “Gas”");
    expect(within(row!).queryByText('Manual')).not.toBeInTheDocument();
  });

  it("shows a split row's parts under its description and 'Split' as its category, not an editable one", async () => {
    const api = createFakeApi({
      transactions: [
        makeTransaction({
          description: 'COSTCO WHOLESALE 0455',
          amount: '148.31',
          category: 'Groceries',
          splits: [
            { amount: '100.00', category: 'Groceries' },
            { amount: '48.31', category: 'Household', note: 'towels' },
          ],
        }),
      ],
      categories: { expense: [{ name: 'Groceries' }, { name: 'Household' }] },
    });
    await renderPage(api);
    const row = within(rows()[0] as HTMLElement);
    expect(row.getByTestId('split-parts')).toHaveTextContent('Groceries $100.00');
    expect(row.getByTestId('split-parts')).toHaveTextContent('Household $48.31 · towels');
    expect(row.getByTestId('split-category')).toHaveTextContent('Split');
    expect(row.getByTestId('split-category')).toHaveAttribute(
      'title',
      'Counted in its parts: Groceries, Household. Unsplit it to choose one category.',
    );
    expect(row.queryByTitle('Click to edit category')).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Unsplit' })).toBeInTheDocument();
  });

  it('names the heading after the tab', () => {
    expect(listHeading('all', 5, 3)).toBe('All Transactions (5 total, showing 3)');
    expect(listHeading('uploaded', 5, 3)).toBe('From Files Transactions (5 total, showing 3)');
    expect(listHeading('pending', 0, 0)).toBe('Pending Transactions (0 total, showing 0)');
  });

  it('shows the empty state with an upload button that opens the upload dialog', async () => {
    await renderPage(createFakeApi());
    expect(screen.getByText('No transactions found')).toBeInTheDocument();
    expect(screen.getByText('Upload your bank statements to get started')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Bank Statement' }));
    // The dialog's code is fetched when it first opens (pages/Transactions/lazyDialogs.tsx).
    expect(await screen.findByRole('dialog', { name: 'Upload Transactions' })).toBeInTheDocument();
  });

  it('says when the list cannot be fetched', async () => {
    const api = seeded();
    api.intercept('GET', /^\/api\/transactions$/, () => ({ status: 500, body: { error: 'boom', message: 'boom' } }));
    renderWithProviders(<TransactionsPage />, { api });
    expect(await screen.findByText('Failed to fetch transactions')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('All Transactions (3 total, showing 3)')).toBeInTheDocument();
  });

  it('pages with Previous/Next and Page X of Y (N total transactions); a page size change goes back to page 1', async () => {
    const api = seeded(45);
    await renderPage(api);
    expect(screen.getByText('Page 1 of 3 (45 total transactions)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 (45 total transactions)')).toBeInTheDocument();
    expect(lastListQuery(api)).toEqual({ page: '2' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '50' } });
    await waitFor(() => expect(lastListQuery(api)).toEqual({ pageSize: '50' }));
    expect(await screen.findByText('All Transactions (45 total, showing 45)')).toBeInTheDocument();
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
  });

  it('sends each column filter and the tab, back on page 1 with the selection cleared', async () => {
    const api = seeded(45);
    await renderPage(api);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3 (45 total transactions)');
    await screen.findByText('Shop 21');
    fireEvent.click(within(rows()[0]!).getByRole('checkbox'));
    expect(await screen.findByText('1 selected')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by type' }), { target: { value: 'Expense' } });
    await waitFor(() => expect(lastListQuery(api)).toEqual({ type: 'Expense' }));
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Filter by date'), { target: { value: '2025-01-28' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by description' }), { target: { value: 'Shop 1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by account' }), { target: { value: 'manual' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by source' }), { target: { value: 'manual' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by category' }), { target: { value: 'Groceries' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Manual' }));
    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({
        status: 'manual',
        type: 'Expense',
        date: '2025-01-28',
        description: 'Shop 1',
        account: 'manual',
        source: 'manual',
        category: 'Groceries',
      }),
    );
    expect(await screen.findByText('Manual Transactions (0 total, showing 0)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete All' })).not.toBeInTheDocument();
  });

  it('offers All Accounts / Manual Entries, the named accounts, the sources and the user categories as filter options', async () => {
    const api = seeded();
    await renderPage(api);
    const options = (name: string) =>
      Array.from((screen.getByRole('combobox', { name }) as HTMLSelectElement).options).map((o) => o.textContent);
    // The user's named accounts are offered too (issue 17), by id.
    await waitFor(() =>
      expect(options('Filter by account')).toEqual(['All Accounts', 'Manual Entries', 'Default Account', 'Visa Card']),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by account' }), { target: { value: 'acc-visa' } });
    await waitFor(() => expect(lastListQuery(api).account).toBe('acc-visa'));
    expect(options('Filter by source')).toEqual(['All Sources', 'Upload', 'Manual', 'Institute']);
    expect(options('Filter by category')).toEqual(['All Categories', 'Groceries', 'Rent', 'Salary']);
    expect(screen.getByRole('spinbutton', { name: 'Filter by amount' })).toHaveAttribute('step', '0.01');
  });

  it('applies the amount filter 300 ms after typing stops', async () => {
    const api = seeded();
    await renderPage(api);
    const before = listCalls(api).length;
    jest.useFakeTimers();
    try {
      const amount = screen.getByRole('spinbutton', { name: 'Filter by amount' });
      fireEvent.change(amount, { target: { value: '1' } });
      act(() => jest.advanceTimersByTime(200));
      fireEvent.change(amount, { target: { value: '1.5' } });
      act(() => jest.advanceTimersByTime(299));
      expect(listCalls(api).length).toBe(before);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(lastListQuery(api)).toEqual({ amount: '1.5' }));
      expect(listCalls(api).length).toBe(before + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('resets the category filter to all when that category is no longer among the user categories', async () => {
    const api = seeded();
    const { queryClient } = await renderPage(api);
    const filter = screen.getByRole('combobox', { name: 'Filter by category' }) as HTMLSelectElement;
    fireEvent.change(filter, { target: { value: 'Rent' } });
    await waitFor(() => expect(lastListQuery(api)).toEqual({ category: 'Rent' }));
    expect(await screen.findByText('All Transactions (0 total, showing 0)')).toBeInTheDocument();
    api.categories.expense = [{ name: 'Groceries' }];
    await act(() => queryClient.invalidateQueries({ queryKey: ['/api/user-categories'] }));
    // Back to every category: the unfiltered page again.
    expect(await screen.findByText('All Transactions (3 total, showing 3)')).toBeInTheDocument();
    expect(filter.value).toBe('all');
  });

  it('checks select-all when every row is selected and makes it indeterminate when some are', async () => {
    await renderPage(seeded(3));
    const boxes = rows().map((row) => within(row).getByRole('checkbox'));
    expect(selectAll().checked).toBe(false);
    fireEvent.click(boxes[0]!);
    expect(selectAll().indeterminate).toBe(true);
    expect(selectAll().checked).toBe(false);
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    expect(selectAll().checked).toBe(true);
    expect(selectAll().indeterminate).toBe(false);
    fireEvent.click(selectAll());
    expect(boxes.every((b) => !(b as HTMLInputElement).checked)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    fireEvent.click(selectAll());
    expect(await screen.findByText('3 selected')).toBeInTheDocument();
  });

  it('bulk-updates the category of the selected rows (needs a category)', async () => {
    const api = seeded(3);
    await renderPage(api);
    fireEvent.click(within(rows()[0]!).getByRole('checkbox'));
    fireEvent.click(within(rows()[1]!).getByRole('checkbox'));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    const update = within(bar).getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    fireEvent.change(within(bar).getByRole('combobox', { name: 'Category for selected transactions' }), {
      target: { value: '   ' },
    });
    expect(update).toBeDisabled();
    fireEvent.change(within(bar).getByRole('combobox', { name: 'Category for selected transactions' }), {
      target: { value: ' Rent ' },
    });
    fireEvent.click(update);
    await waitFor(() => expect(toast().description).toBe('Updated 2 transactions'));
    expect(api.callsTo('PUT /api/transactions/bulk-update')[0]?.body).toEqual({
      transactionIds: [api.transactions[0]!.id, api.transactions[1]!.id],
      category: 'Rent',
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument());
    expect(within(rows()[0]!).getByText('Rent')).toBeInTheDocument();
  });

  it('bulk-deletes after the confirmation, hiding the rows at once', async () => {
    const api = seeded(3);
    await renderPage(api);
    fireEvent.click(within(rows()[0]!).getByRole('checkbox'));
    fireEvent.click(within(rows()[2]!).getByRole('checkbox'));
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete 2 transactions? This action cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/transactions/bulk-delete')).toHaveLength(0);

    let release: () => void = () => undefined;
    api.intercept('DELETE', /bulk-delete/, () => new Promise((resolve) => (release = () => resolve(undefined))));
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    // Pending: the rows leave and the total drops by the pending deletions.
    expect(await screen.findByText('All Transactions (1 total, showing 1)')).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(toast().description).toBe('Deleted 2 transactions'));
    expect(screen.getByText('All Transactions (1 total, showing 1)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('restores rows from the Deleted tab', async () => {
    const api = seeded(3);
    api.deleted.add(api.transactions[0]!.id);
    await renderPage(api);
    expect(screen.getByText('All Transactions (2 total, showing 2)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Deleted' }));
    await screen.findByText('Deleted Transactions (1 total, showing 1)');
    fireEvent.click(selectAll());
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(() => expect(toast()).toEqual({ title: 'Success', description: 'Restored 1 transactions' }));
    expect(await screen.findByText('Deleted Transactions (0 total, showing 0)')).toBeInTheDocument();
  });

  it('reports a failed bulk delete and brings the rows back', async () => {
    const api = seeded(2);
    await renderPage(api);
    api.intercept('DELETE', /bulk-delete/, () => ({ status: 500, body: { error: 'x', message: 'x' } }));
    fireEvent.click(selectAll());
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast()).toEqual({ title: 'Error', description: 'Failed to delete transactions' }));
    expect(screen.getByText('All Transactions (2 total, showing 2)')).toBeInTheDocument();
  });

  describe('Delete All', () => {
    const openPrompt = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete All' }));
      return screen.getByRole('dialog', { name: 'Delete All Transactions' });
    };

    it('cancels with a toast when the phrase is not typed exactly', async () => {
      const api = seeded();
      await renderPage(api);
      const prompt = openPrompt();
      fireEvent.change(within(prompt).getByLabelText('Type DELETE ALL TRANSACTIONS to confirm'), {
        target: { value: 'delete all transactions' },
      });
      fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
      expect(toast()).toEqual({
        title: 'Deletion Cancelled',
        description: 'You must type the exact confirmation text to proceed.',
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo('DELETE /api/transactions/all')).toHaveLength(0);
    });

    it('does nothing when the prompt or the final confirmation is dismissed', async () => {
      const api = seeded();
      await renderPage(api);
      fireEvent.click(within(openPrompt()).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
      const prompt = openPrompt();
      fireEvent.change(within(prompt).getByLabelText('Type DELETE ALL TRANSACTIONS to confirm'), {
        target: { value: 'DELETE ALL TRANSACTIONS' },
      });
      fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
      expect(api.callsTo('DELETE /api/transactions/all')).toHaveLength(0);
    });

    it('deletes everything after the exact phrase and the final confirmation', async () => {
      const api = seeded();
      await renderPage(api);
      const prompt = openPrompt();
      fireEvent.change(within(prompt).getByLabelText('Type DELETE ALL TRANSACTIONS to confirm'), {
        target: { value: 'DELETE ALL TRANSACTIONS' },
      });
      fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
      const confirm = screen.getByRole('dialog', { name: 'Are you absolutely sure?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete everything' }));
      await waitFor(() =>
        expect(toast()).toEqual({ title: 'Success', description: 'All transactions deleted successfully' }),
      );
      expect(api.callsTo('DELETE /api/transactions/all')).toHaveLength(1);
      expect(await screen.findByText('No transactions found')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('reports a failure', async () => {
      const api = seeded();
      await renderPage(api);
      api.intercept('DELETE', /\/all$/, () => ({ status: 500, body: { error: 'x', message: 'x' } }));
      const prompt = openPrompt();
      fireEvent.change(within(prompt).getByLabelText('Type DELETE ALL TRANSACTIONS to confirm'), {
        target: { value: 'DELETE ALL TRANSACTIONS' },
      });
      fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
      fireEvent.click(screen.getByRole('button', { name: 'Yes, delete everything' }));
      await waitFor(() =>
        expect(toast()).toEqual({ title: 'Error', description: 'Failed to delete all transactions' }),
      );
    });
  });

  describe('files', () => {
    let saved: Array<{ name: string; blob: Blob }>;
    beforeEach(() => {
      saved = [];
      const blobs = new Map<string, Blob>();
      URL.createObjectURL = jest.fn((blob: Blob) => {
        const url = `blob:${blobs.size}`;
        blobs.set(url, blob);
        return url;
      });
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, blob: blobs.get(this.href) ?? new Blob() });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('builds example_transactions.csv in the browser', async () => {
      const api = seeded();
      await renderPage(api);
      const calls = api.calls.length;
      fireEvent.click(screen.getByRole('button', { name: 'Download Example File' }));
      // Its code downloads on the first click (downloadExample).
      await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['example_transactions.csv']));
      expect(await readBlob(saved[0]!.blob)).toMatch(/^Date,Description,Amount,Institution\r\n/);
      expect(api.calls.length).toBe(calls);
    });

    it('exports with the current filters as transactions_{status}_{date}.xlsx', async () => {
      const api = seeded();
      await renderPage(api);
      fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
      fireEvent.change(screen.getByRole('combobox', { name: 'Filter by type' }), { target: { value: 'Income' } });
      fireEvent.click(screen.getByRole('button', { name: 'Export Transactions' }));
      await waitFor(() =>
        expect(toast()).toEqual({ title: 'Export Started', description: 'Your filtered transactions are downloading' }),
      );
      const call = api.callsTo('GET /api/export/transactions')[0];
      expect(Object.fromEntries(call!.query)).toEqual({ status: 'pending', type: 'Income' });
      expect(saved[0]?.name).toMatch(/^transactions_pending_\d{4}-\d{2}-\d{2}\.xlsx$/);
    });

    it('reports a failed export', async () => {
      const api = seeded();
      await renderPage(api);
      api.intercept('GET', /^\/api\/export/, () => ({ status: 500, text: 'nope' }));
      fireEvent.click(screen.getByRole('button', { name: 'Export Transactions' }));
      await waitFor(() =>
        expect(toast()).toEqual({ title: 'Export Failed', description: 'Failed to export transactions' }),
      );
      expect(saved).toHaveLength(0);
    });
  });
});
