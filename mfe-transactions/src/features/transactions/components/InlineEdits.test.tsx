import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TransactionsPage } from '../../../pages/Transactions/TransactionsPage';
import { createFakeApi, makeTransaction, type FakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';

function setup() {
  const api = createFakeApi({
    transactions: [
      makeTransaction({
        description: 'Coffee',
        category: 'Dining',
        transactionType: 'Expense',
        tags: ['work'],
        accountName: 'Default Account',
      }),
    ],
    categories: { expense: [{ name: 'Dining' }, { name: 'Groceries' }], income: [{ name: 'Salary' }] },
    tags: ['work', 'home'],
  });
  return renderWithProviders(<TransactionsPage />, { api });
}

const row = () => screen.getByTestId('transaction-row');
const cellButton = (name: string) => within(row()).getByRole('button', { name });
const toast = () => ({
  title: screen.getByTestId('toast-title').textContent,
  description: screen.getByTestId('toast-description').textContent,
});
const puts = (api: FakeApi, field: string) =>
  api.calls.filter((c) => c.method === 'PUT' && c.path.endsWith(`/${field}`));
const listFetches = (api: FakeApi) => api.callsTo('GET /api/transactions').length;

jest.setTimeout(30_000);

describe('inline edits (product.md › Behaviour)', () => {
  describe('type', () => {
    it('saves the trimmed value on Enter and refetches the list', async () => {
      const { api } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Expense' }));
      const input = within(row()).getByRole('textbox', { name: 'Transaction type' });
      expect(input).toHaveFocus();
      const before = listFetches(api);
      fireEvent.change(input, { target: { value: '  Savings  ' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(cellButton('Savings')).toBeInTheDocument();
      await waitFor(() => expect(puts(api, 'type').map((c) => c.body)).toEqual([{ transactionType: 'Savings' }]));
      await waitFor(() => expect(listFetches(api)).toBe(before + 1));
    });

    it('saves on blur, but not a blank or unchanged value', async () => {
      const { api } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Expense' }));
      let input = within(row()).getByRole('textbox', { name: 'Transaction type' });
      fireEvent.change(input, { target: { value: '   ' } });
      fireEvent.blur(input);
      fireEvent.click(cellButton('Expense'));
      input = within(row()).getByRole('textbox', { name: 'Transaction type' });
      fireEvent.change(input, { target: { value: ' Expense ' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(puts(api, 'type')).toHaveLength(0);
      fireEvent.click(cellButton('Expense'));
      input = within(row()).getByRole('textbox', { name: 'Transaction type' });
      fireEvent.change(input, { target: { value: 'Investment' } });
      fireEvent.blur(input);
      await waitFor(() => expect(puts(api, 'type').map((c) => c.body)).toEqual([{ transactionType: 'Investment' }]));
    });

    it('cancels on Escape', async () => {
      const { api } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Expense' }));
      const input = within(row()).getByRole('textbox', { name: 'Transaction type' });
      fireEvent.change(input, { target: { value: 'Income' } });
      fireEvent.keyDown(input, { key: 'Escape' });
      fireEvent.blur(input);
      expect(cellButton('Expense')).toBeInTheDocument();
      expect(puts(api, 'type')).toHaveLength(0);
    });

    it('reports a failure and shows the old value again', async () => {
      const { api } = setup();
      api.intercept('PUT', /\/type$/, () => ({ status: 500, body: { error: 'x', message: 'x' } }));
      fireEvent.click(await screen.findByRole('button', { name: 'Expense' }));
      const input = within(row()).getByRole('textbox', { name: 'Transaction type' });
      fireEvent.change(input, { target: { value: 'Savings' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      await waitFor(() =>
        expect(toast()).toEqual({ title: 'Error', description: 'Failed to update transaction type' }),
      );
      expect(await within(row()).findByRole('button', { name: 'Expense' })).toBeInTheDocument();
    });
  });

  describe('account', () => {
    it('saves a changed, non-blank name and refreshes the bank accounts too', async () => {
      const { api } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Default Account' }));
      // The page shows the bank accounts (the Account filter), so a refresh is a new fetch of them.
      await waitFor(() => expect(api.callsTo('GET /api/bank-accounts').length).toBeGreaterThan(0));
      const fetchesBefore = api.callsTo('GET /api/bank-accounts').length;
      const input = within(row()).getByRole('textbox', { name: 'Account' });
      fireEvent.change(input, { target: { value: 'Default Account ' } });
      fireEvent.blur(input);
      expect(puts(api, 'account')).toHaveLength(0);
      fireEvent.click(cellButton('Default Account'));
      fireEvent.change(within(row()).getByRole('textbox', { name: 'Account' }), { target: { value: ' Visa Card ' } });
      fireEvent.keyDown(within(row()).getByRole('textbox', { name: 'Account' }), { key: 'Enter' });
      await waitFor(() => expect(puts(api, 'account').map((c) => c.body)).toEqual([{ accountName: 'Visa Card' }]));
      await waitFor(() => expect(api.callsTo('GET /api/bank-accounts').length).toBeGreaterThan(fetchesBefore));
    });

    it('reports a failure', async () => {
      const { api } = setup();
      api.intercept('PUT', /\/account$/, () => ({ status: 404, body: { error: 'x', message: 'x' } }));
      fireEvent.click(await screen.findByRole('button', { name: 'Default Account' }));
      fireEvent.change(within(row()).getByRole('textbox', { name: 'Account' }), { target: { value: 'Visa Card' } });
      fireEvent.keyDown(within(row()).getByRole('textbox', { name: 'Account' }), { key: 'Enter' });
      await waitFor(() => expect(toast()).toEqual({ title: 'Error', description: 'Failed to update account' }));
    });
  });

  describe('tag', () => {
    afterEach(() => jest.useRealTimers());

    it('saves 200 ms after blur, with suggestions from the existing tags', async () => {
      const { api, queryClient } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'work' }));
      const input = within(row()).getByRole('combobox', { name: 'Tag' });
      const options = Array.from(
        document.querySelectorAll(`datalist#${CSS.escape(input.getAttribute('list') ?? '')} option`),
      );
      expect(options.map((o) => o.getAttribute('value'))).toEqual(['work', 'home']);
      jest.useFakeTimers();
      fireEvent.change(input, { target: { value: ' home ' } });
      fireEvent.blur(input);
      act(() => jest.advanceTimersByTime(199));
      expect(puts(api, 'tags')).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(puts(api, 'tags').map((c) => c.body)).toEqual([{ tags: ['home'] }]));
      await waitFor(() => expect(queryClient.getQueryState(['/api/tags'])?.isInvalidated ?? true).toBe(false));
      expect(api.callsTo('GET /api/tags').length).toBe(2);
    });

    it('sends an empty list when blank, and a focus back before 200 ms keeps editing', async () => {
      const { api } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'work' }));
      const input = within(row()).getByRole('combobox', { name: 'Tag' });
      jest.useFakeTimers();
      fireEvent.change(input, { target: { value: '  ' } });
      fireEvent.blur(input);
      act(() => jest.advanceTimersByTime(100));
      fireEvent.focus(input);
      act(() => jest.advanceTimersByTime(500));
      expect(puts(api, 'tags')).toHaveLength(0);
      expect(within(row()).getByRole('combobox', { name: 'Tag' })).toBeInTheDocument();
      fireEvent.blur(input);
      act(() => jest.advanceTimersByTime(200));
      await waitFor(() => expect(puts(api, 'tags').map((c) => c.body)).toEqual([{ tags: [] }]));
      expect(cellButton('Add tag')).toBeInTheDocument();
    });

    it('saves at once on Enter and cancels on Escape', async () => {
      const { api } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'work' }));
      let input = within(row()).getByRole('combobox', { name: 'Tag' });
      fireEvent.change(input, { target: { value: 'travel' } });
      fireEvent.keyDown(input, { key: 'Escape' });
      fireEvent.blur(input);
      await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
      expect(puts(api, 'tags')).toHaveLength(0);
      fireEvent.click(cellButton('work'));
      input = within(row()).getByRole('combobox', { name: 'Tag' });
      fireEvent.change(input, { target: { value: 'travel' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      await waitFor(() => expect(puts(api, 'tags').map((c) => c.body)).toEqual([{ tags: ['travel'] }]));
    });

    it('reports a failure', async () => {
      const { api } = setup();
      api.intercept('PUT', /\/tags$/, () => ({ status: 500, body: { error: 'x', message: 'x' } }));
      fireEvent.click(await screen.findByRole('button', { name: 'work' }));
      const input = within(row()).getByRole('combobox', { name: 'Tag' });
      fireEvent.change(input, { target: { value: 'travel' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      await waitFor(() => expect(toast()).toEqual({ title: 'Error', description: 'Failed to update tags' }));
    });
  });

  describe('category', () => {
    it('offers the existing categories plus + Add new category, and saves a pick', async () => {
      const { api } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Dining' }));
      const select = within(row()).getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
      expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
        'Dining',
        'Groceries',
        'Salary',
        '+ Add new category',
      ]);
      const categoryFetches = api.callsTo('GET /api/user-categories').length;
      fireEvent.change(select, { target: { value: 'Groceries' } });
      await waitFor(() => expect(puts(api, 'category').map((c) => c.body)).toEqual([{ category: 'Groceries' }]));
      // User categories are refetched after a category edit.
      await waitFor(() => expect(api.callsTo('GET /api/user-categories').length).toBe(categoryFetches + 1));
    });

    it('switches to free text for + Add new category; Enter saves, Escape cancels', async () => {
      const { api } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Dining' }));
      fireEvent.change(within(row()).getByRole('combobox', { name: 'Category' }), {
        target: { value: '__add_new_category__' },
      });
      let text = within(row()).getByRole('textbox', { name: 'New category' });
      expect(text).toHaveFocus();
      fireEvent.change(text, { target: { value: 'Pets' } });
      fireEvent.keyDown(text, { key: 'Escape' });
      expect(cellButton('Dining')).toBeInTheDocument();
      fireEvent.click(cellButton('Dining'));
      fireEvent.change(within(row()).getByRole('combobox', { name: 'Category' }), {
        target: { value: '__add_new_category__' },
      });
      text = within(row()).getByRole('textbox', { name: 'New category' });
      fireEvent.change(text, { target: { value: '  Pets ' } });
      fireEvent.keyDown(text, { key: 'Enter' });
      await waitFor(() => expect(puts(api, 'category').map((c) => c.body)).toEqual([{ category: 'Pets' }]));
    });

    it('leaving the dropdown without a pick changes nothing; a failure is reported', async () => {
      const { api } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Dining' }));
      fireEvent.blur(within(row()).getByRole('combobox', { name: 'Category' }));
      expect(cellButton('Dining')).toBeInTheDocument();
      api.intercept('PUT', /\/category$/, () => ({ status: 500, body: { error: 'x', message: 'x' } }));
      fireEvent.click(cellButton('Dining'));
      fireEvent.change(within(row()).getByRole('combobox', { name: 'Category' }), { target: { value: 'Salary' } });
      await waitFor(() => expect(toast()).toEqual({ title: 'Error', description: 'Failed to update category' }));
      expect(await within(row()).findByRole('button', { name: 'Dining' })).toBeInTheDocument();
    });

    it('colours the category by its inferred kind', async () => {
      setup();
      const badge = await screen.findByRole('button', { name: 'Dining' });
      expect(badge.querySelector('[data-category-kind]')).toHaveAttribute('data-category-kind', 'expense');
    });
  });
});
