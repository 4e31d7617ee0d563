/**
 * Issue 17 on the Transactions page: Pending as a review queue that says why each row waits and accepts
 * suggestions in one click; a correction offered to the merchant's other rows; no 'Manual' badge where no one chose
 * a category; the Auto Categorise switch remembered; an empty filter result that says so; Restore explained.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, makeTransaction, type FakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AUTO_CATEGORISE_OFF_KEY, LEGACY_AUTO_CATEGORISE_KEY, TransactionsPage } from './TransactionsPage';

jest.setTimeout(30_000);

function pendingApi(): FakeApi {
  return createFakeApi({
    transactions: [
      makeTransaction({
        id: 'sb1',
        description: 'STARBUCKS STORE 1',
        date: '2025-01-10',
        category: 'Dining Out',
        pending: true,
        confidence: 0.42,
        aiCategorised: true,
      }),
      makeTransaction({
        id: 'sb2',
        description: 'STARBUCKS STORE 2',
        date: '2025-01-09',
        category: 'Dining Out',
        pending: true,
        confidence: 0.5,
        aiCategorised: true,
      }),
      makeTransaction({
        id: 'heb1',
        description: 'HEB #1 AUSTIN',
        date: '2025-01-08',
        category: null,
        pending: true,
        confidence: null,
        aiCategorised: false,
      }),
      makeTransaction({
        id: 'heb2',
        description: 'HEB #2 AUSTIN',
        date: '2025-01-07',
        category: null,
        pending: true,
        confidence: null,
        aiCategorised: false,
      }),
      makeTransaction({
        id: 'heb3',
        description: 'HEB #3 AUSTIN',
        date: '2025-01-06',
        category: null,
        pending: true,
        confidence: null,
        aiCategorised: false,
      }),
      makeTransaction({
        id: 'shell',
        description: 'SHELL OIL',
        date: '2025-01-05',
        category: 'Fuel',
        pending: false,
        confidence: 0.97,
        aiCategorised: true,
      }),
    ],
    categories: { expense: [{ name: 'Dining Out' }, { name: 'Fuel' }, { name: 'Groceries' }] },
  });
}

async function renderPage(api: FakeApi) {
  const view = renderWithProviders(<TransactionsPage />, { api });
  await screen.findByRole('heading', { level: 2, name: /Transactions \(/ });
  return view;
}

const rowOf = (description: string) =>
  screen.getAllByTestId('transaction-row').find((r) => within(r).queryByText(description)) as HTMLElement;
const reviewLines = () => screen.queryAllByTestId('review-line');
const toast = () => ({
  title: screen.getByTestId('toast-title').textContent,
  description: screen.getByTestId('toast-description').textContent,
});

async function openPending() {
  fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
  await screen.findByText('Pending Transactions (5 total, showing 5)');
}

describe('Pending as a review queue', () => {
  beforeEach(() => window.localStorage.clear());

  it('says why each row waits: a low-confidence suggestion with its confidence, or no suggestion', async () => {
    await renderPage(pendingApi());
    // Not on the All tab: there the rows are just rows.
    expect(reviewLines()).toHaveLength(0);
    await openPending();
    const lines = reviewLines().map((l) => l.textContent);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toContain('Waiting for review: suggested Dining Out with low confidence (42%).');
    expect(lines[1]).toContain('suggested Dining Out with low confidence (50%).');
    expect(lines[2]).toContain(
      'Waiting for review: no category could be suggested. Choose one in the Category column.',
    );
  });

  it('accepts one row’s suggestion in one click', async () => {
    const api = pendingApi();
    await renderPage(api);
    await openPending();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Dining Out for STARBUCKS STORE 1' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/transactions/accept').map((c) => c.body)).toEqual([{ transactionIds: ['sb1'] }]),
    );
    expect(await screen.findByText('Pending Transactions (4 total, showing 4)')).toBeInTheDocument();
    expect(toast()).toEqual({ title: 'Suggestions Accepted', description: 'Accepted 1 suggestion' });
  });

  it('accepts a suggestion for every row of the merchant in one call', async () => {
    const api = pendingApi();
    await renderPage(api);
    await openPending();
    fireEvent.click(
      screen.getByRole('button', { name: 'Accept Dining Out for every row from this merchant (STARBUCKS STORE 2)' }),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT /api/transactions/sb2/merchant-category').map((c) => c.body)).toEqual([
        { category: 'Dining Out' },
      ]),
    );
    expect(await screen.findByText('Pending Transactions (3 total, showing 3)')).toBeInTheDocument();
    expect(toast()).toEqual({ title: 'Success', description: 'Updated 2 transactions' });
  });

  it('says nothing is waiting once the queue is empty', async () => {
    const api = pendingApi();
    api.transactions.forEach((t) => Object.assign(t, { pending: false }));
    await renderPage(api);
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    const empty = await screen.findByTestId('transactions-empty');
    expect(empty).toHaveTextContent('No transactions found');
    expect(empty).toHaveTextContent('Nothing is waiting for review.');
  });

  it('accepts the suggestions of a selection from the bulk bar', async () => {
    const api = pendingApi();
    await renderPage(api);
    await openPending();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select transaction STARBUCKS STORE 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select transaction HEB #1 AUSTIN' }));
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Bulk actions' })).getByRole('button', {
        name: 'Accept Suggestions',
      }),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT /api/transactions/accept').map((c) => c.body)).toEqual([
        { transactionIds: ['sb1', 'heb1'] },
      ]),
    );
    expect(await screen.findByText('Pending Transactions (4 total, showing 4)')).toBeInTheDocument();
  });
});

describe('a correction offered to the merchant’s other rows', () => {
  it('offers "Apply to the 2 other rows from this merchant" after one HEB row is changed, and applies it in one call', async () => {
    const api = pendingApi();
    await renderPage(api);
    fireEvent.click(within(rowOf('HEB #1 AUSTIN')).getByRole('button', { name: 'Uncategorised' }));
    fireEvent.change(within(rowOf('HEB #1 AUSTIN')).getByRole('combobox', { name: 'Category' }), {
      target: { value: 'Groceries' },
    });
    const offer = await screen.findByTestId('merchant-offer');
    expect(offer).toHaveTextContent(
      'Groceries was set on one HEB row. 2 other rows from this merchant are not yet decided.',
    );
    // Right under the row it came from.
    expect(offer.closest('tr')?.previousElementSibling).toBe(rowOf('HEB #1 AUSTIN'));
    fireEvent.click(within(offer).getByRole('button', { name: 'Apply to the 2 other rows from this merchant' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/transactions/heb1/merchant-category').map((c) => c.body)).toEqual([
        { category: 'Groceries' },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('merchant-offer')).not.toBeInTheDocument());
    expect(toast()).toEqual({ title: 'Success', description: 'Updated 3 transactions' });
    await waitFor(() =>
      expect(within(rowOf('HEB #3 AUSTIN')).getByRole('button', { name: 'Groceries' })).toBeInTheDocument(),
    );
  });

  it('keeps the offer above the table when the corrected row leaves the Pending tab', async () => {
    const api = pendingApi();
    await renderPage(api);
    await openPending();
    fireEvent.click(within(rowOf('HEB #2 AUSTIN')).getByRole('button', { name: 'Uncategorised' }));
    fireEvent.change(within(rowOf('HEB #2 AUSTIN')).getByRole('combobox', { name: 'Category' }), {
      target: { value: 'Groceries' },
    });
    await screen.findByText('Pending Transactions (4 total, showing 4)');
    const offer = await screen.findByTestId('merchant-offer');
    expect(offer.closest('table')).toBeNull();
    fireEvent.click(within(offer).getByRole('button', { name: 'Apply to the 2 other rows from this merchant' }));
    expect(await screen.findByText('Pending Transactions (2 total, showing 2)')).toBeInTheDocument();
  });

  it('offers nothing when the merchant has no other undecided rows', async () => {
    const api = pendingApi();
    await renderPage(api);
    fireEvent.click(within(rowOf('SHELL OIL')).getByRole('button', { name: 'Fuel' }));
    fireEvent.change(within(rowOf('SHELL OIL')).getByRole('combobox', { name: 'Category' }), {
      target: { value: 'Groceries' },
    });
    await waitFor(() => expect(api.callsTo('GET /api/transactions/shell/same-merchant')).toHaveLength(1));
    expect(screen.queryByTestId('merchant-offer')).not.toBeInTheDocument();
  });
});

describe('small things', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows no Manual badge where no one chose a category', async () => {
    await renderPage(pendingApi());
    expect(within(rowOf('HEB #1 AUSTIN')).queryByText('Manual')).not.toBeInTheDocument();
    expect(
      within(rowOf('HEB #1 AUSTIN')).getByTitle('Uncategorised: no one has chosen a category yet'),
    ).toBeInTheDocument();
    expect(within(rowOf('SHELL OIL')).getByText('AI')).toBeInTheDocument();
  });

  it('remembers the Auto Categorise switch across visits', async () => {
    const first = await renderPage(pendingApi());
    const toggle = screen.getByRole('switch', { name: 'Auto Categorise' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(window.localStorage.getItem(AUTO_CATEGORISE_OFF_KEY)).toBe('1');
    first.unmount();
    await renderPage(pendingApi());
    expect(screen.getByRole('switch', { name: 'Auto Categorise' })).toHaveAttribute('aria-checked', 'false');
  });

  it("keeps the switch a user turned off before it was stored as a flag ('false' under the old key)", async () => {
    window.localStorage.setItem(LEGACY_AUTO_CATEGORISE_KEY, 'false');
    const first = await renderPage(pendingApi());
    expect(screen.getByRole('switch', { name: 'Auto Categorise' })).toHaveAttribute('aria-checked', 'false');
    expect(window.localStorage.getItem(LEGACY_AUTO_CATEGORISE_KEY)).toBeNull();
    first.unmount();
    window.localStorage.setItem(LEGACY_AUTO_CATEGORISE_KEY, 'true');
    window.localStorage.removeItem(AUTO_CATEGORISE_OFF_KEY);
    await renderPage(pendingApi());
    expect(screen.getByRole('switch', { name: 'Auto Categorise' })).toHaveAttribute('aria-checked', 'true');
  });

  it('says when filters match nothing, and clears them', async () => {
    const api = pendingApi();
    await renderPage(api);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by description' }), {
      target: { value: 'no such shop' },
    });
    const empty = await screen.findByTestId('transactions-empty');
    expect(empty).toHaveTextContent('No transactions match these filters');
    expect(empty).not.toHaveTextContent('Upload your bank statements to get started');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('All Transactions (6 total, showing 6)')).toBeInTheDocument();
    expect((screen.getByRole('searchbox', { name: 'Filter by description' }) as HTMLInputElement).value).toBe('');
  });

  it('explains Restore on the Deleted tab and restores a selection', async () => {
    const api = pendingApi();
    api.deleted.add('shell');
    await renderPage(api);
    fireEvent.click(screen.getByRole('tab', { name: 'Deleted' }));
    await screen.findByText('Deleted Transactions (1 total, showing 1)');
    expect(
      await screen.findByText(
        'Deleted transactions are kept for 30 days. Select rows and choose Restore to bring them back.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select transaction SHELL OIL' }));
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT /api/transactions/restore').map((c) => c.body)).toEqual([{ transactionIds: ['shell'] }]),
    );
  });
});
