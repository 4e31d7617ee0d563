/**
 * The Budget page in the user's home currency (issue 26): every figure is formatted in it and in the reader's
 * locale, and the stored amounts are read as they are, never converted (a change of home currency relabels them).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { currentBudgetMonth } from '@tracker/contracts';
import { createFakeApi, makeCategory, makeType } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BudgetPage } from './BudgetPage';

jest.setTimeout(30_000);

const now = currentBudgetMonth();

function seeded() {
  const income = makeType({ name: 'Income', ...now, displayOrder: 0 });
  const expenses = makeType({ name: 'Expenses', ...now, displayOrder: 1 });
  return createFakeApi({
    types: [income, expenses],
    categories: [
      makeCategory(income, 'Salary', '5200.00', 'monthly'),
      makeCategory(income, 'Freelance', '150.00', 'weekly'), // 650.00 a month
      makeCategory(expenses, 'Groceries', '135.50', 'weekly'), // 587.17 a month
    ],
  });
}

let language: jest.SpyInstance<string, []>;
beforeEach(() => {
  language = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-GB');
});
afterEach(() => language.mockRestore());

async function renderPage(homeCurrency: string, api = seeded()) {
  const view = renderWithProviders(<BudgetPage />, { api, user: { homeCurrency } });
  await screen.findByTestId('budget-summary');
  return view;
}

const dialog = () => screen.getByRole('dialog');

describe('Budget page in the home currency', () => {
  it('shows every figure in the home currency, the stored numbers unconverted', async () => {
    await renderPage('GBP');
    expect(screen.getByTestId('total-monthly-income')).toHaveTextContent('£5,850.00');
    expect(screen.getByTestId('total-monthly-outgoings')).toHaveTextContent('£587.17');
    expect(screen.getByTestId('amount-leftover')).toHaveTextContent('£5,262.83');
    const income = screen.getByRole('region', { name: 'Income' });
    expect(within(income).getByTestId('budget-type-total')).toHaveTextContent('£5,850.00 per month');
    expect(
      within(income)
        .getAllByTestId('budget-category-row')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('Salary£5,200.00Monthly'),
      expect.stringContaining('Freelance£150.00£650.00 / monthWeekly'),
    ]);
    expect(screen.getByTestId('budget-page').textContent).not.toContain('$');
  });

  it("uses the reader's locale for separators and the symbol's place", async () => {
    language.mockReturnValue('de-DE');
    await renderPage('EUR');
    expect(screen.getByTestId('total-monthly-income').textContent).toBe('5.850,00\u00a0€');
    expect(screen.getByTestId('amount-leftover').textContent).toBe('5.262,83\u00a0€');
  });

  it("names the currency in the category dialog, whose amount steps by the currency's units", async () => {
    await renderPage('GBP');
    fireEvent.click(screen.getByRole('button', { name: 'Edit category Salary' }));
    await screen.findByRole('dialog'); // the dialog's code arrives when it first opens (lazyDialogs.tsx)
    expect(dialog()).toHaveTextContent('Amounts are in GBP, your home currency');
    const amount = within(dialog()).getByLabelText('Amount');
    expect(amount.parentElement).toHaveTextContent('GBP');
    expect(amount).toHaveAttribute('step', '0.01');
  });

  it('steps by whole units in a currency without minor units (JPY)', async () => {
    await renderPage('JPY');
    expect(screen.getByTestId('total-monthly-income')).toHaveTextContent('¥5,850');
    fireEvent.click(screen.getByRole('button', { name: 'Edit category Salary' }));
    await screen.findByRole('dialog'); // the dialog's code arrives when it first opens (lazyDialogs.tsx)
    const amount = within(dialog()).getByLabelText('Amount');
    expect(amount).toHaveAttribute('step', '1');
    expect(amount).toHaveAttribute('placeholder', '0');
  });

  it("shows a corrected file's old and new amounts in the home currency", async () => {
    const api = seeded();
    api.uploadResult = () => ({
      budgetTypesCreated: 0,
      categoriesCreated: 0,
      categoriesUpdated: 0,
      changes: [
        {
          row: 2,
          categoryId: 'cat-x',
          typeName: 'Income',
          categoryName: 'Salary',
          oldAmount: '5200.00',
          newAmount: '5350.50',
          oldFrequency: 'monthly',
          newFrequency: 'monthly',
        },
      ],
      unmapped: [],
    });
    await renderPage('GBP', api);
    fireEvent.change(screen.getByTestId('budget-file-input'), {
      target: { files: [new File(['Budget Type,Category,Amount,Frequency\n'], 'budget.csv', { type: 'text/csv' })] },
    });
    const changes = await screen.findByTestId('budget-file-changes');
    expect(within(changes).getByTestId('budget-file-change')).toHaveTextContent(
      /was £5,200\.00 monthly → , in the file £5,350\.50 monthly$/,
    );
  });
});
