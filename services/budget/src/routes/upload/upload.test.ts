import {
  BUDGET_TEMPLATE_ROWS,
  budgetCategoryListSchema,
  budgetTemplateCsv,
  budgetTotals,
  budgetTypeListSchema,
  centsToMoney,
} from '@tracker/contracts';
import { unusedUrl } from '@tracker/service-kit/testing';
import { as, testRequest, useHarness } from '../../testing/harness';
import { budgetCategoryModel } from '../budgetCategories/model';
import { budgetTypeModel } from '../budgetTypes/model';

jest.setTimeout(60_000);

const t = useHarness();
const march = { month: 3, year: 2025 };

async function monthOf(api: ReturnType<typeof as>, month = march) {
  const q = `?month=${month.month}&year=${month.year}`;
  const types = budgetTypeListSchema.parse((await api.get(`/api/budget-types${q}`)).body);
  const categories = budgetCategoryListSchema.parse((await api.get(`/api/budget-type-categories${q}`)).body);
  return { types, categories };
}

async function countsOf(userId: string) {
  return [
    await budgetTypeModel(t.connection).countDocuments({ userId }),
    await budgetCategoryModel(t.connection).countDocuments({ userId }),
  ];
}

const NOTHING = { budgetTypesCreated: 0, categoriesCreated: 0, categoriesUpdated: 0, changes: [], unmapped: [] };

/**
 * Uploads a file whose names are not all the user's categories: the first answer lists them (nothing written), the
 * user keeps each as a new category of its own name, and the same file is sent again.
 */
async function uploadMapped(
  api: ReturnType<typeof as>,
  file: Buffer | string,
  name: string,
  fields: Record<string, string | number>,
) {
  const first = await api.upload(file, name, fields);
  const unmapped: Array<{ name: string; typeName: string }> = first.body.unmapped ?? [];
  if (unmapped.length === 0) return first;
  const mappings = unmapped.map((u) => ({ from: u.name, to: u.name, typeName: u.typeName }));
  expect((await api.put('/api/budget/category-mappings', { mappings })).status).toBe(200);
  return api.upload(file, name, fields);
}

describe('POST /api/budget/upload', () => {
  it('reads the example file back unchanged: every type and category, the monthly totals', async () => {
    const api = as(t.app, await t.user());
    const res = await api.upload(budgetTemplateCsv(), 'budget_template_3_2025.csv', march);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      budgetTypesCreated: 5,
      categoriesCreated: BUDGET_TEMPLATE_ROWS.length,
      categoriesUpdated: 0,
      changes: [],
      unmapped: [],
    });
    const { types, categories } = await monthOf(api);
    expect(types.map((b) => [b.name, b.displayOrder, b.color, b.icon])).toEqual([
      ['Income', 0, '#3B82F6', 'fas fa-folder'],
      ['Savings', 1, '#3B82F6', 'fas fa-folder'],
      ['Investments', 2, '#3B82F6', 'fas fa-folder'],
      ['Expenses', 3, '#3B82F6', 'fas fa-folder'],
      ['Debts & Loans', 4, '#3B82F6', 'fas fa-folder'],
    ]);
    const typeName = new Map(types.map((b) => [b.id, b.name]));
    expect(categories.map((c) => [typeName.get(c.budgetTypeId), c.name, c.amount, c.frequency])).toEqual(
      BUDGET_TEMPLATE_ROWS,
    );
    expect(new Set(categories.map((c) => c.frequency))).toEqual(
      new Set(['monthly', 'weekly', 'fortnightly', 'quarterly', 'yearly']),
    );
    const totals = budgetTotals(types, categories);
    expect([totals.income, totals.outgoings, totals.leftover].map(centsToMoney)).toEqual([
      '5850.00',
      '4018.84',
      '1831.16',
    ]);
  });

  it('adds nothing when the same file is uploaded again, and only what is new in another file', async () => {
    const user = await t.user();
    const api = as(t.app, user);
    await api.upload(budgetTemplateCsv(), 'budget.csv', march);
    const again = await api.upload(budgetTemplateCsv(), 'budget.csv', march);
    expect(again.body).toEqual({ ...NOTHING, changes: [] });
    expect(await countsOf(user.userId)).toEqual([5, BUDGET_TEMPLATE_ROWS.length]);
    // Names match case-insensitively; an existing category keeps its amount (the difference is reported, not
    // applied); new type and category are added.
    const grown = `Budget Type,Category,Amount,Frequency\nINCOME,salary,9999,monthly\nExpenses,Gym,45,monthly\nGifts,Birthdays,600,yearly\n`;
    const res = await uploadMapped(api, grown, 'budget.csv', march);
    expect(res.body).toMatchObject({ budgetTypesCreated: 1, categoriesCreated: 2, categoriesUpdated: 0 });
    expect(
      res.body.changes.map((c: { categoryName: string; newAmount: string }) => [c.categoryName, c.newAmount]),
    ).toEqual([['Salary', '9999.00']]);
    const { types, categories } = await monthOf(api);
    expect(types.map((b) => b.name)).toEqual([
      'Income',
      'Savings',
      'Investments',
      'Expenses',
      'Debts & Loans',
      'Gifts',
    ]);
    expect(categories.find((c) => c.name === 'Salary')?.amount).toBe('5200.00');
    // Another month of the same user is another budget.
    expect((await api.upload(budgetTemplateCsv(), 'budget.csv', { month: 4, year: 2025 })).body).toEqual({
      budgetTypesCreated: 5,
      categoriesCreated: BUDGET_TEMPLATE_ROWS.length,
      categoriesUpdated: 0,
      changes: [],
      unmapped: [],
    });
  });

  it('never calls a corrected file "nothing new": it lists each changed line (old, new) and applies them on request', async () => {
    const user = await t.user();
    const api = as(t.app, user);
    await api.upload(budgetTemplateCsv(), 'budget.csv', march);
    const before = await monthOf(api);
    const salary = before.categories.find((c) => c.name === 'Salary');
    const rent = before.categories.find((c) => c.name === 'Housing');
    // Line 2 changes an amount, line 3 a frequency (names in another case), line 4 is as stored, line 5 is new.
    const corrected = [
      'Budget Type,Category,Amount,Frequency',
      'INCOME,salary,5350.50,monthly',
      `Expenses,HOUSING,${rent?.amount},weekly`,
      `Income,Salary 2,1,monthly`,
    ].join('\n');
    const res = await uploadMapped(api, corrected, 'budget.csv', march);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      budgetTypesCreated: 0,
      categoriesCreated: 1,
      categoriesUpdated: 0,
      changes: [
        {
          row: 2,
          categoryId: salary?.id,
          typeName: 'Income',
          categoryName: 'Salary',
          oldAmount: '5200.00',
          newAmount: '5350.50',
          oldFrequency: 'monthly',
          newFrequency: 'monthly',
        },
        {
          row: 3,
          categoryId: rent?.id,
          typeName: 'Expenses',
          categoryName: 'Housing',
          oldAmount: rent?.amount,
          newAmount: rent?.amount,
          oldFrequency: rent?.frequency,
          newFrequency: 'weekly',
        },
      ],
      unmapped: [],
    });
    // Not applied: the stored amounts stand until the user says so.
    expect((await monthOf(api)).categories.find((c) => c.name === 'Salary')?.amount).toBe('5200.00');
    const applied = await api.upload(corrected, 'budget.csv', { ...march, applyChanges: 'true' });
    expect(applied.body).toEqual({ ...NOTHING, categoriesUpdated: 2 });
    const after = await monthOf(api);
    expect(after.categories.find((c) => c.name === 'Salary')).toMatchObject({
      amount: '5350.50',
      frequency: 'monthly',
    });
    expect(after.categories.find((c) => c.name === 'Housing')).toMatchObject({
      amount: rent?.amount,
      frequency: 'weekly',
    });
    expect(after.categories).toHaveLength(before.categories.length + 1);
    // Applied once, the same file is now truly nothing new.
    expect((await api.upload(corrected, 'budget.csv', march)).body).toEqual(NOTHING);
    const bad = await api.upload(corrected, 'budget.csv', { ...march, applyChanges: 'yes' });
    expect([bad.status, bad.body.message]).toEqual([400, 'applyChanges must be true or false']);
  });

  it("asks once for the names that are not the user's categories, with suggestions, then remembers the answers", async () => {
    const user = await t.user();
    const api = as(t.app, user);
    const typed = [
      'Budget Type,Category,Amount,Frequency',
      'Expenses,Rent,1650,monthly',
      'Expenses,Groceries,135.50,weekly',
      'Debts & Loans,Car Loan,210,fortnightly',
      'Debts & Loans,Credit Card,150,monthly',
      'Savings,Emergency Fund,250,fortnightly',
      'Expenses,Pet Care,40,monthly',
    ].join('\n');
    const first = await api.upload(typed, 'mine.csv', march);
    expect(first.body).toEqual({
      ...NOTHING,
      unmapped: [
        { name: 'Rent', suggestion: 'Housing', rows: [2], typeName: 'Expenses' },
        { name: 'Car Loan', suggestion: 'Debts & Loans', rows: [4], typeName: 'Debts & Loans' },
        { name: 'Credit Card', suggestion: 'Debts & Loans', rows: [5], typeName: 'Debts & Loans' },
        { name: 'Emergency Fund', suggestion: 'Savings', rows: [6], typeName: 'Savings' },
        { name: 'Pet Care', suggestion: null, rows: [7], typeName: 'Expenses' },
      ],
    });
    expect(await countsOf(user.userId)).toEqual([0, 0]);
    const mappings = first.body.unmapped.map((u: { name: string; suggestion: string | null; typeName: string }) => ({
      from: u.name,
      to: u.suggestion ?? u.name,
      typeName: u.typeName,
    }));
    expect((await api.put('/api/budget/category-mappings', { mappings })).status).toBe(200);
    const second = await api.upload(typed, 'mine.csv', march);
    expect(second.body).toEqual({ ...NOTHING, budgetTypesCreated: 3, categoriesCreated: 5 });
    const { categories } = await monthOf(api);
    // Car Loan (210 fortnightly = 455.00) and Credit Card (150 monthly) are one Debts & Loans line of 605.00 a month.
    expect(categories.map((c) => [c.name, c.amount, c.frequency])).toEqual([
      ['Housing', '1650.00', 'monthly'],
      ['Groceries', '135.50', 'weekly'],
      ['Debts & Loans', '605.00', 'monthly'],
      ['Savings', '250.00', 'fortnightly'],
      ['Pet Care', '40.00', 'monthly'],
    ]);
    const own = await testRequest(t.transactions).get('/api/user-categories').set('Cookie', user.cookie);
    expect(own.body.expense.map((c: { name: string }) => c.name)).toContain('Pet Care');
    // Remembered: another month's upload of the same file asks nothing.
    expect((await api.upload(typed, 'mine.csv', { month: 4, year: 2025 })).body).toMatchObject({
      categoriesCreated: 5,
      unmapped: [],
    });
  });

  it('shows a line of the file whose category is budgeted under another type as a change, never as new', async () => {
    const api = as(t.app, await t.user());
    await api.upload(budgetTemplateCsv(), 'budget.csv', march);
    const moved = 'Budget Type,Category,Amount,Frequency\nBills,Utilities,150,monthly\n';
    const res = await api.upload(moved, 'bills.csv', march);
    expect(res.body).toMatchObject({ budgetTypesCreated: 0, categoriesCreated: 0 });
    expect(res.body.changes).toEqual([
      expect.objectContaining({
        categoryName: 'Utilities',
        typeName: 'Expenses',
        oldAmount: '420.00',
        newAmount: '150.00',
      }),
    ]);
  });

  it('writes nothing and says so when the categories cannot be read', async () => {
    const user = await t.user();
    const down = as(t.appWith({ TRANSACTIONS_SERVICE_URL: await unusedUrl() }), user);
    const res = await down.upload(budgetTemplateCsv(), 'budget.csv', march);
    expect([res.status, res.body.message]).toEqual([
      503,
      'Your categories could not be read just now, so nothing was saved. Please try again in a moment.',
    ]);
    expect(await countsOf(user.userId)).toEqual([0, 0]);
  });

  it("applies changes only to the user's own month", async () => {
    const owner = await t.user();
    const other = await t.user();
    await as(t.app, owner).upload(budgetTemplateCsv(), 'b.csv', march);
    await as(t.app, other).upload(budgetTemplateCsv(), 'b.csv', march);
    const corrected = 'Budget Type,Category,Amount,Frequency\nIncome,Salary,1,monthly\n';
    expect(
      (await as(t.app, other).upload(corrected, 'b.csv', { ...march, applyChanges: 'true' })).body.categoriesUpdated,
    ).toBe(1);
    expect((await monthOf(as(t.app, owner))).categories.find((c) => c.name === 'Salary')?.amount).toBe('5200.00');
  });

  it('reads headers in any case and order, quoted cells, $ and thousands separators, CRLF or LF, a BOM', async () => {
    const api = as(t.app, await t.user());
    const csv =
      '\uFEFFfrequency,AMOUNT,category,budget type\r\nMonthly,"$1,250.00","Rent, flat",Expenses\r\n\r\nWEEKLY, 20 ,"Coffee ""beans""",Expenses\n';
    const res = await uploadMapped(api, csv, 'mine.CSV', march);
    expect(res.body).toEqual({ ...NOTHING, budgetTypesCreated: 1, categoriesCreated: 2 });
    const { categories } = await monthOf(api);
    expect(categories.map((c) => [c.name, c.amount, c.frequency, c.monthlyAmount])).toEqual([
      ['Rent, flat', '1250.00', 'monthly', '1250.00'],
      ['Coffee "beans"', '20.00', 'weekly', '86.67'],
    ]);
  });

  it('reads other currency marks and Windows-1252 text, and refuses a decimal comma it would misread', async () => {
    const api = as(t.app, await t.user());
    const csv = Buffer.from(
      'Budget Type,Category,Amount,Frequency\nExpenses,Caf\xe9,"\x801,200.50",monthly\nExpenses,Gym,USD 30,monthly\n',
      'latin1',
    );
    expect((await uploadMapped(api, csv, 'euro.csv', march)).body).toEqual({
      ...NOTHING,
      budgetTypesCreated: 1,
      categoriesCreated: 2,
    });
    expect((await monthOf(api)).categories.map((c) => [c.name, c.amount])).toEqual([
      ['Café', '1200.50'],
      ['Gym', '30.00'],
    ]);
    const comma = await api.upload(
      'Budget Type,Category,Amount,Frequency\nExpenses,Food,"12,5",weekly\n',
      'comma.csv',
      march,
    );
    expect([comma.status, comma.body.code]).toEqual([400, 'INVALID_ROWS']);
  });

  it('refuses junk with a 4xx naming the problem, and creates nothing', async () => {
    const user = await t.user();
    const api = as(t.app, user);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const cases: Array<[Buffer | string, string, number, string, string?]> = [
      [
        budgetTemplateCsv(),
        'budget.xlsx',
        400,
        'File "budget.xlsx" is not a CSV file. Please upload a .csv file (like the example budget)',
        'INVALID_FILE_TYPE',
      ],
      [
        png,
        'budget.csv',
        400,
        'File "budget.csv" is not a CSV text file: it contains binary data',
        'INVALID_FILE_CONTENT',
      ],
      [
        Buffer.from([0xff, 0xfe, 0x41, 0x00, 0x42]),
        'utf16.csv',
        400,
        'File "utf16.csv" is not a CSV text file: it contains binary data',
        'INVALID_FILE_CONTENT',
      ],
      ['   \r\n\r\n', 'blank.csv', 400, 'File "blank.csv" is empty', 'INVALID_FILE_CONTENT'],
      [
        'Budget Type,Category,Amount,Frequency\r\n',
        'header.csv',
        400,
        'File "header.csv" has a header but no budget rows',
        'INVALID_FILE_CONTENT',
      ],
      [
        'Date,Description,Amount\n2025-01-01,Coffee,4.50\n',
        'statement.csv',
        400,
        'File "statement.csv" is missing the columns Budget Type, Category, Frequency. Its first row must name the columns Budget Type, Category, Amount, Frequency (as in the example budget).',
        'MISSING_COLUMNS',
      ],
      [
        'Budget Type,Category,Amount,Frequency\nIncome,Salary,5000,monthly\n,Rent,10,monthly\nExpenses,,10,monthly\nExpenses,Food,,monthly\nExpenses,Fuel,abc,weekly\nExpenses,Gym,10,daily\nExpenses,Tax,-1,yearly\nincome,SALARY,1,monthly\n',
        'rows.csv',
        400,
        'File "rows.csv" was not imported, nothing was changed. Row 3: Budget type name is required; Row 4: Category name is required; Row 5: Amount is required; Row 6: Amount must be a number; Row 7: Frequency must be one of monthly, quarterly, weekly, fortnightly, yearly (and 2 more)',
        'INVALID_ROWS',
      ],
    ];
    for (const [file, name, status, message, code] of cases) {
      const res = await api.upload(file, name, march);
      expect([res.status, res.body.message, res.body.code]).toEqual([status, message, code]);
    }
    const empty = await api.upload(Buffer.alloc(0), 'empty.csv', march);
    expect([empty.status, empty.body.message]).toEqual([400, 'The uploaded file is empty.']);
    const big = await api.upload(
      `Budget Type,Category,Amount,Frequency\n${'Expenses,Thing,1,monthly\n'.repeat(50_000)}`,
      'big.csv',
      march,
    );
    expect([big.status, big.body.code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect(await countsOf(user.userId)).toEqual([0, 0]);
  });

  it('needs a file, a month and a year, and a signed-in user', async () => {
    const user = await t.user();
    const api = as(t.app, user);
    const noMonth = await api.upload(budgetTemplateCsv(), 'b.csv', { year: 2025 });
    expect([noMonth.status, noMonth.body.message]).toEqual([400, 'Month must be a number from 1 to 12']);
    const noFile = await testRequest(t.app)
      .post('/api/budget/upload')
      .set('Cookie', user.cookie)
      .field('month', '3')
      .field('year', '2025');
    expect([noFile.status, noFile.body.message]).toEqual([400, 'Please select a CSV file to upload']);
    const json = await api.post('/api/budget/upload', { month: 3, year: 2025 });
    expect(json.status).toBe(415);
    const signedOut = await testRequest(t.app)
      .post('/api/budget/upload')
      .field('month', '3')
      .attach('file', Buffer.from(budgetTemplateCsv()), 'b.csv');
    expect(signedOut.status).toBe(401);
    expect(await countsOf(user.userId)).toEqual([0, 0]);
  });

  it("never touches another user's budget of the same month", async () => {
    const owner = await t.user();
    const other = await t.user();
    await as(t.app, owner).upload(budgetTemplateCsv(), 'b.csv', march);
    const rows = BUDGET_TEMPLATE_ROWS.length;
    expect((await as(t.app, other).upload(budgetTemplateCsv(), 'b.csv', march)).body).toEqual({
      ...NOTHING,
      budgetTypesCreated: 5,
      categoriesCreated: rows,
    });
    expect(await countsOf(owner.userId)).toEqual([5, rows]);
    expect(await countsOf(other.userId)).toEqual([5, rows]);
  });
});
