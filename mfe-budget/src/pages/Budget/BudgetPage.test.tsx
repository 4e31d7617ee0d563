import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@tracker/router';
import { budgetMonthLabel, currentBudgetMonth, shiftBudgetMonth } from '@tracker/contracts';
import BudgetRoutes from '../../exposes/Routes';
import { createFakeApi, makeCategory, makeType, type FakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BudgetPage } from './BudgetPage';

jest.setTimeout(30_000);

const now = currentBudgetMonth();

function seeded() {
  const income = makeType({ name: 'Income', ...now, displayOrder: 0 });
  const savings = makeType({ name: 'Savings', ...now, displayOrder: 1 });
  const investments = makeType({ name: 'Investments', ...now, displayOrder: 2 });
  const expenses = makeType({ name: 'Expenses', ...now, displayOrder: 3 });
  const debts = makeType({ name: 'Debts & Loans', ...now, displayOrder: 4 });
  const holidays = makeType({ name: 'Holidays', ...now, displayOrder: 5 });
  return createFakeApi({
    types: [income, savings, investments, expenses, debts, holidays],
    categories: [
      makeCategory(income, 'Salary', '5200.00', 'monthly'),
      makeCategory(income, 'Freelance', '150.00', 'weekly'), // 650.00
      makeCategory(savings, 'Emergency Fund', '250.00', 'fortnightly'), // 541.67
      makeCategory(investments, 'Retirement', '900.00', 'quarterly'), // 300.00
      makeCategory(expenses, 'Groceries', '135.50', 'weekly'), // 587.17
      makeCategory(debts, 'Car Insurance', '960.00', 'yearly'), // 80.00
      makeCategory(holidays, 'Flights', '1200.00', 'monthly'), // counts nowhere
    ],
  });
}

async function renderPage(api: FakeApi = seeded()) {
  const view = renderWithProviders(<BudgetPage />, { api });
  await screen.findByTestId('budget-summary');
  return view;
}

const toast = () => ({
  title: screen.getByTestId('toast-title').textContent,
  description: screen.getByTestId('toast-description').textContent,
});
const card = (name: string) => screen.getByRole('region', { name });
const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

describe('BudgetPage (product.md › Screens and routes › Budget page)', () => {
  it('shows the title, the three buttons, the month and the three totals', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Budget Management' })).toBeInTheDocument();
    for (const name of ['Download Example Budget', 'Upload Budget', 'Create Budget Type']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByTestId('budget-month')).toHaveTextContent(budgetMonthLabel(now));
    expect(screen.getByText('Amount leftover')).toBeInTheDocument();
    // income 5200 + 650 = 5850.00; outgoings 541.67 + 300 + 587.17 + 80 = 1508.84; Holidays counts nowhere
    expect(screen.getByTestId('total-monthly-income')).toHaveTextContent('$5,850.00');
    expect(screen.getByTestId('total-monthly-outgoings')).toHaveTextContent('$1,508.84');
    expect(screen.getByTestId('amount-leftover')).toHaveTextContent('$4,341.16');
    expect(screen.getByText('Total Monthly Income')).toBeInTheDocument();
    expect(screen.getByText('Total Monthly Outgoings')).toBeInTheDocument();
  });

  it('shows each type as a card: monthly total, hint, edit/delete, rows with frequency and amount', async () => {
    await renderPage();
    expect(screen.getAllByTestId('budget-type-card').map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Income',
      'Savings',
      'Investments',
      'Expenses',
      'Debts & Loans',
      'Holidays',
    ]);
    const income = card('Income');
    expect(within(income).getByTestId('budget-type-total')).toHaveTextContent('$5,850.00 per month');
    expect(within(income).getByText('Counts toward Total Monthly Income.')).toBeInTheDocument();
    const rows = within(income).getAllByTestId('budget-category-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Salary$5,200.00Monthly'),
      expect.stringContaining('Freelance$150.00$650.00 / monthWeekly'),
    ]);
    expect(within(income).getByRole('button', { name: 'Edit budget type Income' })).toBeInTheDocument();
    expect(within(income).getByRole('button', { name: 'Delete budget type Income' })).toBeInTheDocument();
    expect(within(income).getByRole('button', { name: 'Edit category Salary' })).toBeInTheDocument();
    expect(within(card('Holidays')).getByText(/Not counted in the totals/)).toBeInTheDocument();
    expect(within(card('Expenses')).getByText(/Counts toward Total Monthly Outgoings/)).toBeInTheDocument();
  });

  it('creates a budget type with the default colour and icon and the month; name required; a successful save closes and resets', async () => {
    const api = createFakeApi();
    await renderPage(api);
    expect(screen.getByTestId('budget-empty-month')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Create Budget Type' })[0]!);
    await screen.findByRole('dialog'); // the dialog's code arrives when it first opens (lazyDialogs.tsx)
    expect(within(dialog()).getByRole('heading', { name: 'Create Budget Type' })).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create Budget Type' }));
    expect(await within(dialog()).findByText('Budget type name is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/budget-types')).toHaveLength(0);
    type('Name', 'Income');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create Budget Type' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/budget-types')[0]?.body).toEqual({
      name: 'Income',
      color: '#3B82F6',
      icon: 'fas fa-folder',
      displayOrder: 0,
      month: now.month,
      year: now.year,
    });
    expect(await screen.findByRole('region', { name: 'Income' })).toBeInTheDocument();
    expect(within(card('Income')).getByText('No categories yet. Add one below!')).toBeInTheDocument();
    expect(toast().title).toBe('Budget type created');
    // Opening again starts empty.
    fireEvent.click(screen.getByRole('button', { name: 'Create Budget Type' }));
    await screen.findByRole('dialog'); // the dialog's code arrives when it first opens (lazyDialogs.tsx)
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('');
  });

  it('edits a budget type (PUT with the same fields) and deletes one after confirming', async () => {
    const api = seeded();
    await renderPage(api);
    fireEvent.click(within(card('Holidays')).getByRole('button', { name: 'Edit budget type Holidays' }));
    await screen.findByRole('dialog'); // the dialog's code arrives when it first opens (lazyDialogs.tsx)
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Holidays');
    type('Name', 'Travel');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Color #10B981' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = api.calls.find((c) => c.method === 'PUT' && c.path.startsWith('/api/budget-types/'));
    expect(put?.body).toEqual({
      name: 'Travel',
      color: '#10B981',
      icon: 'fas fa-folder',
      displayOrder: 5,
      month: now.month,
      year: now.year,
    });
    await screen.findByRole('region', { name: 'Travel' });

    fireEvent.click(within(card('Travel')).getByRole('button', { name: 'Delete budget type Travel' }));
    expect(within(dialog()).getByText('Delete Travel and its category? This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Travel' })).not.toBeInTheDocument());
    expect(screen.getByTestId('amount-leftover')).toHaveTextContent('$4,341.16');
  });

  it('adds a category: the four validation messages, the amount sent as a number, the totals follow', async () => {
    const api = seeded();
    await renderPage(api);
    fireEvent.click(within(card('Expenses')).getByRole('button', { name: 'Add Category to Expenses' }));
    await screen.findByRole('dialog'); // the dialog's code arrives when it first opens (lazyDialogs.tsx)
    expect(within(dialog()).getByLabelText('Budget type')).toHaveValue(api.types[3]!.id);
    await within(dialog()).findByRole('combobox', { name: 'Category' });
    fireEvent.change(within(dialog()).getByLabelText('Budget type'), { target: { value: '' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Category' }));
    for (const message of [
      'Budget type is required',
      'Category name is required',
      'Amount is required',
      'Frequency is required',
    ]) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog()).getByLabelText('Amount')).toHaveAttribute('step', '0.01');
    expect(api.callsTo('POST /api/budget-type-categories')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByLabelText('Budget type'), { target: { value: api.types[3]!.id } });
    type('Category', 'Housing');
    type('Amount', '1650.5');
    fireEvent.change(within(dialog()).getByLabelText('Frequency'), { target: { value: 'monthly' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/budget-type-categories')[0]?.body).toEqual({
      budgetTypeId: api.types[3]!.id,
      name: 'Housing',
      amount: 1650.5,
      frequency: 'monthly',
      month: now.month,
      year: now.year,
    });
    await waitFor(() => expect(screen.getByTestId('total-monthly-outgoings')).toHaveTextContent('$3,159.34'));
    expect(screen.getByTestId('amount-leftover')).toHaveTextContent('$2,690.66');
  });

  it("offers the user's categories, grouped, those already budgeted not choosable, and a new one typed", async () => {
    const api = seeded();
    await renderPage(api);
    fireEvent.click(within(card('Expenses')).getByRole('button', { name: 'Add Category to Expenses' }));
    await screen.findByRole('dialog'); // the dialog's code arrives when it first opens (lazyDialogs.tsx)
    const select = (await within(dialog()).findByRole('combobox', { name: 'Category' })) as HTMLSelectElement;
    const groups = [...select.querySelectorAll('optgroup')].map((g) => g.label);
    expect(groups).toEqual(['Spending', 'Income', 'Savings', 'Investments']);
    const spending = [...select.querySelectorAll('optgroup[label="Spending"] option')].map((o) => o.textContent);
    expect(spending).toContain('Housing');
    expect(spending).toContain('Groceries (already budgeted)');
    expect(within(select).getByRole('option', { name: 'Groceries (already budgeted)' })).toBeDisabled();
    // A typed name that reads as a category: the suggestion, remembered when chosen.
    type('Category', '__new__');
    type('New category name', 'Rent');
    expect(within(dialog()).getByTestId('category-name-hint')).toHaveTextContent(
      '“Rent” reads as your category Housing.',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Use Housing' }));
    expect(within(dialog()).getByRole('combobox', { name: 'Category' })).toHaveValue('Housing');
    await waitFor(() =>
      expect(api.callsTo('PUT /api/budget/category-mappings')[0]?.body).toEqual({
        mappings: [{ from: 'Rent', to: 'Housing', typeName: 'Expenses' }],
      }),
    );
    // A name it cannot place becomes a new category as typed.
    type('Category', '__new__');
    type('New category name', 'Pet Care');
    expect(within(dialog()).getByTestId('category-name-hint')).toHaveTextContent(
      '“Pet Care” will be added to your categories.',
    );
    type('Amount', '40');
    type('Frequency', 'monthly');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/budget-type-categories')[0]?.body).toMatchObject({ name: 'Pet Care' });
  });

  it("asks which of the user's categories an uploaded file's other names mean, remembers it, and sends the file again", async () => {
    const api = createFakeApi();
    api.uploadResult = () =>
      api.mappings.length === 0
        ? {
            budgetTypesCreated: 0,
            categoriesCreated: 0,
            categoriesUpdated: 0,
            changes: [],
            unmapped: [
              { name: 'Rent', suggestion: 'Housing', rows: [2], typeName: 'Expenses' },
              { name: 'Pet Care', suggestion: null, rows: [3, 4], typeName: 'Expenses' },
            ],
          }
        : { budgetTypesCreated: 1, categoriesCreated: 2, categoriesUpdated: 0, changes: [], unmapped: [] };
    await renderPage(api);
    fireEvent.change(screen.getByTestId('budget-file-input'), {
      target: { files: [new File(['x'], 'mine.csv', { type: 'text/csv' })] },
    });
    const asked = await screen.findByTestId('budget-category-mapping');
    expect(within(asked).getByText('Which categories are these 2?')).toBeInTheDocument();
    const rent = await within(asked).findByRole('combobox', { name: 'Rent (Expenses, line 2)' });
    await waitFor(() => expect(rent).toHaveValue('Housing'));
    expect(within(asked).getByRole('combobox', { name: 'Pet Care (Expenses, lines 3, 4)' })).toHaveValue(
      'new:Pet Care',
    );
    fireEvent.change(rent, { target: { value: 'Debts & Loans' } });
    fireEvent.click(within(asked).getByRole('button', { name: 'Save and upload' }));
    await waitFor(() => expect(toast().title).toBe('Budget uploaded'));
    expect(api.callsTo('PUT /api/budget/category-mappings')[0]?.body).toEqual({
      mappings: [
        { from: 'Rent', to: 'Debts & Loans', typeName: 'Expenses' },
        { from: 'Pet Care', to: 'Pet Care', typeName: 'Expenses' },
      ],
    });
    expect(api.callsTo('POST /api/budget/upload')).toHaveLength(2);
    expect(screen.queryByTestId('budget-category-mapping')).not.toBeInTheDocument();
  });

  it('edits and deletes a category', async () => {
    const api = seeded();
    await renderPage(api);
    fireEvent.click(within(card('Expenses')).getByRole('button', { name: 'Edit category Groceries' }));
    await screen.findByRole('dialog'); // the dialog's code arrives when it first opens (lazyDialogs.tsx)
    expect(within(dialog()).getByLabelText('Amount')).toHaveValue(135.5);
    expect(within(dialog()).getByLabelText('Frequency')).toHaveValue('weekly');
    fireEvent.change(within(dialog()).getByLabelText('Frequency'), { target: { value: 'fortnightly' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(card('Expenses')).getByText('$293.58 / month')).toBeInTheDocument());
    fireEvent.click(within(card('Expenses')).getByRole('button', { name: 'Delete category Groceries' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(card('Expenses')).getByText('No categories yet. Add one below!')).toBeInTheDocument(),
    );
  });

  it('reports failed writes with the product.md › Messages and errors messages and keeps the dialog open', async () => {
    const api = seeded();
    await renderPage(api);
    api.failNext('POST', /^\/api\/budget-types$/, {
      status: 409,
      body: {
        error: 'A budget type named "Income" already exists in March 2025',
        message: 'A budget type named "Income" already exists in March 2025',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Budget Type' }));
    await screen.findByRole('dialog'); // the dialog's code arrives when it first opens (lazyDialogs.tsx)
    type('Name', 'Income');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create Budget Type' }));
    await waitFor(() =>
      expect(toast()).toEqual({
        title: 'Failed to create budget type',
        description: 'A budget type named "Income" already exists in March 2025',
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    const cases: Array<[string, RegExp, () => void | Promise<void>, string]> = [
      [
        'PUT',
        /^\/api\/budget-types\//,
        async () => {
          fireEvent.click(within(card('Income')).getByRole('button', { name: 'Edit budget type Income' }));
          await screen.findByRole('dialog'); // the dialog's code arrives when it first opens (lazyDialogs.tsx)
          fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
        },
        'Failed to update budget type',
      ],
      [
        'DELETE',
        /^\/api\/budget-types\//,
        () => {
          fireEvent.click(within(card('Income')).getByRole('button', { name: 'Delete budget type Income' }));
          fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
        },
        'Failed to delete budget type',
      ],
      [
        'POST',
        /^\/api\/budget-type-categories$/,
        async () => {
          fireEvent.click(within(card('Income')).getByRole('button', { name: 'Add Category to Income' }));
          await screen.findByRole('dialog'); // the dialog's code arrives when it first opens (lazyDialogs.tsx)
          type('Category name', 'Bonus');
          type('Amount', '10');
          fireEvent.change(within(dialog()).getByLabelText('Frequency'), { target: { value: 'yearly' } });
          fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Category' }));
        },
        'Failed to create category',
      ],
      [
        'PUT',
        /^\/api\/budget-type-categories\//,
        async () => {
          fireEvent.click(within(card('Income')).getByRole('button', { name: 'Edit category Salary' }));
          await screen.findByRole('dialog'); // the dialog's code arrives when it first opens (lazyDialogs.tsx)
          fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
        },
        'Failed to update category',
      ],
      [
        'DELETE',
        /^\/api\/budget-type-categories\//,
        () => {
          fireEvent.click(within(card('Income')).getByRole('button', { name: 'Delete category Salary' }));
          fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
        },
        'Failed to delete category',
      ],
    ];
    for (const [method, path, act, title] of cases) {
      api.failNext(method, path, {
        status: 500,
        body: { error: 'Internal Server Error', message: 'Something went wrong. Please try again.' },
      });
      await act();
      await waitFor(() => expect(toast().title).toBe(title));
      const open = screen.queryByRole('dialog');
      if (open) fireEvent.click(within(open).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it("says 'Failed to fetch budget types' / 'Failed to fetch categories', and 'Please log in to continue' on 401", async () => {
    const api = createFakeApi();
    api.failNext('GET', /^\/api\/budget-types$/, {
      status: 500,
      body: { error: 'Internal Server Error', message: 'x' },
    });
    renderWithProviders(<BudgetPage />, { api });
    expect(await screen.findByText('Failed to fetch budget types')).toBeInTheDocument();

    const other = createFakeApi();
    other.failNext('GET', /^\/api\/budget-type-categories$/, {
      status: 401,
      body: { error: 'Unauthorized', message: 'Unauthorized' },
    });
    renderWithProviders(<BudgetPage />, { api: other });
    expect(await screen.findByText('Failed to fetch categories')).toBeInTheDocument();
    expect(screen.getByText('Please log in to continue')).toBeInTheDocument();
  });

  it('uploads a CSV for the shown month (multipart file, month, year), refusing other files in the browser', async () => {
    const api = createFakeApi();
    await renderPage(api);
    const input = screen.getByTestId('budget-file-input') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    fireEvent.change(input, { target: { files: [new File(['x'], 'budget.xlsx')] } });
    expect(toast()).toEqual({
      title: 'Error',
      description: 'File "budget.xlsx" is not a CSV file. Please upload a .csv file (like the example budget)',
    });
    expect(api.callsTo('POST /api/budget/upload')).toHaveLength(0);

    fireEvent.change(input, {
      target: { files: [new File(['Budget Type,Category,Amount,Frequency\n'], 'budget.csv', { type: 'text/csv' })] },
    });
    await waitFor(() => expect(toast().title).toBe('Budget uploaded'));
    expect(toast().description).toBe(`Added 5 budget types and 12 categories to ${budgetMonthLabel(now)}.`);
    const form = api.callsTo('POST /api/budget/upload')[0]?.body as FormData;
    expect([(form.get('file') as File).name, form.get('month'), form.get('year')]).toEqual([
      'budget.csv',
      String(now.month),
      String(now.year),
    ]);

    api.failNext('POST', /^\/api\/budget\/upload$/, {
      status: 400,
      body: { error: 'File "b.csv" is empty', message: 'File "b.csv" is empty' },
    });
    fireEvent.change(input, { target: { files: [new File([''], 'b.csv')] } });
    await waitFor(() => expect(toast()).toEqual({ title: 'Error', description: 'File "b.csv" is empty' }));
    api.failNext('POST', /^\/api\/budget\/upload$/, { status: 502 });
    fireEvent.change(input, { target: { files: [new File(['a'], 'c.csv')] } });
    await waitFor(() => expect(toast()).toEqual({ title: 'Error', description: 'Failed to upload budget' }));
  });

  it('shows the lines a re-uploaded file changes (old, new) instead of "Nothing new", and applies them on request', async () => {
    const api = createFakeApi();
    const change = {
      row: 2,
      categoryId: 'cat-x',
      typeName: 'Income',
      categoryName: 'Salary',
      oldAmount: '5200.00',
      newAmount: '5350.50',
      oldFrequency: 'monthly' as const,
      newFrequency: 'monthly' as const,
    };
    api.uploadResult = (form) =>
      form.get('applyChanges') === 'true'
        ? { budgetTypesCreated: 0, categoriesCreated: 0, categoriesUpdated: 1, changes: [], unmapped: [] }
        : { budgetTypesCreated: 0, categoriesCreated: 0, categoriesUpdated: 0, changes: [change], unmapped: [] };
    await renderPage(api);
    const input = screen.getByTestId('budget-file-input') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['Budget Type,Category,Amount,Frequency\n'], 'budget.csv', { type: 'text/csv' })] },
    });
    const dialog = await screen.findByTestId('budget-file-changes');
    expect(within(dialog).getByRole('heading', { name: 'Update 1 amount from the file?' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('budget-file-change')).toHaveTextContent(
      /^Income › Salary \(line 2\)was \$5,200\.00 monthly → , in the file \$5,350\.50 monthly$/,
    );
    expect(screen.queryByText(/Nothing new/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    await waitFor(() =>
      expect(toast()).toEqual({
        title: 'Budget updated',
        description: `Updated 1 category in ${budgetMonthLabel(now)}.`,
      }),
    );
    const [first, second] = api.callsTo('POST /api/budget/upload').map((c) => c.body as FormData);
    expect([first?.get('applyChanges'), second?.get('applyChanges'), (second?.get('file') as File).name]).toEqual([
      null,
      'true',
      'budget.csv',
    ]);
    await waitFor(() => expect(screen.queryByTestId('budget-file-changes')).not.toBeInTheDocument());

    // Keep current amounts: nothing more is sent.
    fireEvent.change(input, { target: { files: [new File(['x'], 'budget.csv', { type: 'text/csv' })] } });
    fireEvent.click(
      within(await screen.findByTestId('budget-file-changes')).getByRole('button', { name: 'Keep current amounts' }),
    );
    await waitFor(() => expect(screen.queryByTestId('budget-file-changes')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/budget/upload')).toHaveLength(3);
  });

  it('switches months and copies last month into an empty month', async () => {
    const api = seeded();
    await renderPage(api);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const next = shiftBudgetMonth(now, 1);
    expect(screen.getByTestId('budget-month')).toHaveTextContent(budgetMonthLabel(next));
    expect(await screen.findByText(`No budget for ${budgetMonthLabel(next)} yet`)).toBeInTheDocument();
    expect(screen.getByTestId('total-monthly-income')).toHaveTextContent('$0.00');
    const lastList = api.callsTo('GET /api/budget-types').at(-1);
    expect([lastList?.query.get('month'), lastList?.query.get('year')]).toEqual([
      String(next.month),
      String(next.year),
    ]);
    fireEvent.click(screen.getByRole('button', { name: "Copy last month's budget" }));
    await waitFor(() => expect(screen.getAllByTestId('budget-type-card')).toHaveLength(6));
    expect(toast().description).toBe(`Copied 6 budget types and 7 categories from ${budgetMonthLabel(now)}.`);
    expect(screen.getByTestId('amount-leftover')).toHaveTextContent('$4,341.16');
    expect(api.callsTo('POST /api/budget/copy')[0]?.body).toEqual(next);
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(screen.getByTestId('budget-month')).toHaveTextContent(budgetMonthLabel(now));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByTestId('budget-month')).toHaveTextContent(budgetMonthLabel(shiftBudgetMonth(now, -1)));
  });

  it('is mounted at /budget by the exposed Routes', async () => {
    renderWithProviders(
      <Routes>
        <Route path="*" element={<BudgetRoutes />} />
      </Routes>,
      { api: createFakeApi(), route: '/budget' },
    );
    expect(screen.getByTestId('budget-page')).toBeInTheDocument();
    expect(await screen.findByTestId('budget-empty-month')).toBeInTheDocument();
  });
});
