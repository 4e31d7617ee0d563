/**
 * The transactions calls of product.md › API calls on a real database: manual entry and its messages, the list with
 * every filter, paging and status tabs, inline edits and their rules, bulk update / delete, restore, Delete All, and
 * 404 for another user's ids everywhere.
 */
import {
  CATEGORISER_PATHS,
  MANUAL_TRANSACTION_MESSAGES,
  learnRequestSchema,
  manualTransactionsResponseSchema,
  transactionListResponseSchema,
  transactionSchema,
  type ManualTransactionRowInput,
  type Transaction,
  type TransactionListResponse,
} from '@tracker/contracts';
import { testRequest, useHarnessWithCategoriser, type TestUser } from '../../testing/harness';
import { transactionModel } from './model';

jest.setTimeout(60_000);

const t = useHarnessWithCategoriser({
  categorise: () => ({ category: 'Groceries', confidence: 0.3, stage: 'model' }),
});

const row = (over: Partial<ManualTransactionRowInput> = {}): ManualTransactionRowInput => ({
  date: '2024-03-10',
  description: 'Coffee',
  amount: '3.50',
  category: 'Dining Out',
  transactionType: 'Expense',
  isIncome: false,
  tags: [],
  ...over,
});

async function addManual(user: TestUser, rows: ManualTransactionRowInput[]): Promise<Transaction[]> {
  const res = await testRequest(t.app)
    .post('/api/transactions/manual')
    .set('Cookie', user.cookie)
    .send({ transactions: rows });
  expect(res.status).toBe(201);
  const body = manualTransactionsResponseSchema.parse(res.body);
  expect(body.addedCount).toBe(rows.length);
  return body.transactions;
}

async function list(user: TestUser, query: Record<string, string | number> = {}): Promise<TransactionListResponse> {
  const res = await testRequest(t.app).get('/api/transactions').query(query).set('Cookie', user.cookie);
  expect(res.status).toBe(200);
  return transactionListResponseSchema.parse(res.body);
}

const descriptions = (r: TransactionListResponse) => r.transactions.map((t) => t.description);

async function uploadCsv(user: TestUser, csv: string, fields: Record<string, string> = {}) {
  let req = testRequest(t.app).post('/api/transactions/upload-fast').set('Cookie', user.cookie);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  const res = await req.attach('file', Buffer.from(csv), { filename: 'statement.csv', contentType: 'text/csv' });
  expect(res.status).toBe(200);
  return res.body;
}

describe('POST /api/transactions/manual', () => {
  it('adds rows typed by hand: absolute amounts, no account, category given, not pending', async () => {
    const user = await t.h.user();
    const added = await addManual(user, [
      row({ amount: 12.5, description: '  Lunch  ', tags: ['work', ' '] }),
      row({
        date: '2024-03-11',
        description: 'Pay',
        amount: '2000',
        category: 'salary',
        transactionType: 'Income',
        isIncome: true,
      }),
    ]);
    expect(added.map((t) => transactionSchema.parse(t))).toHaveLength(2);
    expect(added[0]).toMatchObject({
      date: '2024-03-10',
      description: 'Lunch',
      amount: '12.50',
      isIncome: false,
      category: 'Dining Out',
      transactionType: 'Expense',
      accountId: null,
      tags: ['work'],
      source: 'manual',
      aiCategorised: false,
    });
    // A typed category takes the stored spelling of an existing one.
    expect(added[1]).toMatchObject({ amount: '2000.00', isIncome: true, category: 'Salary' });
    expect((await list(user, { status: 'pending' })).totalTransactions).toBe(0);
    expect((await list(user, { status: 'manual' })).totalTransactions).toBe(2);
  });

  it('answers the first broken rule of the first broken row, in the order of the validation rules, and adds nothing', async () => {
    const user = await t.h.user();
    const cases: Array<[Partial<ManualTransactionRowInput>, string]> = [
      [{ date: '', description: '' }, MANUAL_TRANSACTION_MESSAGES.date],
      [{ description: '   ', amount: 0 }, MANUAL_TRANSACTION_MESSAGES.description],
      [{ amount: 0, category: '' }, MANUAL_TRANSACTION_MESSAGES.amount],
      [{ amount: 'abc' }, MANUAL_TRANSACTION_MESSAGES.amount],
      [{ category: ' ', transactionType: '' }, MANUAL_TRANSACTION_MESSAGES.category],
      [{ transactionType: '' }, MANUAL_TRANSACTION_MESSAGES.transactionType],
    ];
    for (const [over, message] of cases) {
      const res = await testRequest(t.app)
        .post('/api/transactions/manual')
        .set('Cookie', user.cookie)
        .send({ transactions: [row(), row(over)] });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, error: message });
    }
    const empty = await testRequest(t.app)
      .post('/api/transactions/manual')
      .set('Cookie', user.cookie)
      .send({ transactions: [] });
    expect(empty.body.message).toBe('At least one transaction is required');
    expect((await list(user)).totalTransactions).toBe(0);
  });

  it('teaches the categoriser the categories typed by hand (best effort)', async () => {
    const user = await t.h.user();
    await addManual(user, [row({ description: 'Pet shop', category: 'Pets' })]);
    await waitFor(() => t.categoriser.learned().some((e) => e.description === 'Pet shop'));
    expect(t.categoriser.learned().find((e) => e.description === 'Pet shop')).toEqual({
      description: 'Pet shop',
      amount: '3.50',
      isIncome: false,
      category: 'Pets',
      currency: 'USD',
    });
    const cats = await testRequest(t.app).get('/api/user-categories').set('Cookie', user.cookie);
    expect(cats.body.expense).toContainEqual({ name: 'Pets' });
  });

  it('teaches each row with its currency, so the categoriser reads ¥1,280 as yen, not dollars', async () => {
    const user = await t.h.user();
    await addManual(user, [row({ description: 'Ramen Ichiban', amount: '1280', currency: 'JPY', category: 'Lunch' })]);
    await waitFor(() => t.categoriser.learned().some((e) => e.description === 'Ramen Ichiban'));
    expect(t.categoriser.learned().find((e) => e.description === 'Ramen Ichiban')).toEqual({
      description: 'Ramen Ichiban',
      amount: '1280',
      isIncome: false,
      category: 'Lunch',
      currency: 'JPY',
    });
  });
});

async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/transactions', () => {
  let user: TestUser;
  let savingsAccountId: string;

  beforeAll(async () => {
    user = await t.h.user();
    await uploadCsv(
      user,
      [
        'Date,Description,Amount',
        '2024-01-05,STARBUCKS COFFEE #123 SEATTLE,-4.75',
        '2024-01-06,Tesco Stores 3345,-52.10',
        '2024-01-07,ACME Payroll,2500.00',
        '2024-02-01,Coffeeshop Corner,-3.20',
        '2024-02-02,AMZN Mktp US*2K4L55,-19.99',
        '2024-02-03,Rent February,-1200.00',
      ].join('\n'),
    );
    const added = await addManual(user, [
      row({
        date: '2024-02-10',
        description: 'Cash gift',
        amount: '50',
        category: 'Gifts & Donations',
        transactionType: 'Income',
        isIncome: true,
        tags: ['family'],
      }),
      row({ date: '2024-02-11', description: 'Coffee beans', amount: '4.75', category: 'Groceries', tags: ['Home'] }),
    ]);
    const moved = await testRequest(t.app)
      .put(`/api/transactions/${added[1].id}/account`)
      .set('Cookie', user.cookie)
      .send({ accountName: 'Savings' });
    savingsAccountId = (moved.body as Transaction).accountId ?? '';
  });

  it('answers newest first with totals', async () => {
    const all = await list(user);
    expect(all.totalTransactions).toBe(8);
    expect(all.totalPages).toBe(1);
    expect(all.transactions.map((t) => t.date)).toEqual([
      '2024-02-11',
      '2024-02-10',
      '2024-02-03',
      '2024-02-02',
      '2024-02-01',
      '2024-01-07',
      '2024-01-06',
      '2024-01-05',
    ]);
  });

  it('filters by description (any part of a word, any case; digits too), and by search', async () => {
    expect(descriptions(await list(user, { description: 'coffee' }))).toEqual([
      'Coffee beans',
      'Coffeeshop Corner',
      'STARBUCKS COFFEE #123 SEATTLE',
    ]);
    expect(descriptions(await list(user, { description: 'BUCKS' }))).toEqual(['STARBUCKS COFFEE #123 SEATTLE']);
    expect(descriptions(await list(user, { description: 'coffee #12' }))).toEqual(['STARBUCKS COFFEE #123 SEATTLE']);
    expect(descriptions(await list(user, { description: 'shop corn' }))).toEqual(['Coffeeshop Corner']);
    expect(descriptions(await list(user, { description: '3345' }))).toEqual(['Tesco Stores 3345']);
    expect(descriptions(await list(user, { description: 'K4L' }))).toEqual(['AMZN Mktp US*2K4L55']);
    expect(descriptions(await list(user, { description: 'Mktp US*2' }))).toEqual(['AMZN Mktp US*2K4L55']);
    expect(descriptions(await list(user, { description: '(.*)' }))).toEqual([]);
    expect(descriptions(await list(user, { description: 'zzz' }))).toEqual([]);
    // Words too common to index ('card', 'payment', 'to'…) are still found, by reading the descriptions.
    const other = await t.h.user();
    await addManual(other, [
      row({ date: '2024-01-01', description: 'CARD PAYMENT TO CORNER SHOP' }),
      row({ date: '2024-01-02', description: 'PayPal top-up' }),
      row({ date: '2024-01-03', description: 'Payroll' }),
      row({ date: '2024-01-04', description: 'Shop on corner' }),
    ]);
    expect(descriptions(await list(other, { description: 'pay' }))).toEqual([
      'Payroll',
      'PayPal top-up',
      'CARD PAYMENT TO CORNER SHOP',
    ]);
    expect(descriptions(await list(other, { description: 'payment' }))).toEqual(['CARD PAYMENT TO CORNER SHOP']);
    expect(descriptions(await list(other, { description: 'card payment to' }))).toEqual([
      'CARD PAYMENT TO CORNER SHOP',
    ]);
    expect(descriptions(await list(other, { description: 'to corner' }))).toEqual(['CARD PAYMENT TO CORNER SHOP']);
    expect(descriptions(await list(other, { description: 'shop on corner' }))).toEqual(['Shop on corner']);
    expect(descriptions(await list(other, { description: 'corner' }))).toEqual([
      'Shop on corner',
      'CARD PAYMENT TO CORNER SHOP',
    ]);
    expect(descriptions(await list(user, { search: 'family' }))).toEqual(['Cash gift']);
    expect(descriptions(await list(user, { search: 'HOME' }))).toEqual(['Coffee beans']);
    expect(descriptions(await list(user, { search: 'gifts &' }))).toEqual(['Cash gift']);
    expect(descriptions(await list(user, { search: 'rent feb' }))).toEqual(['Rent February']);
  });

  it('filters by category, type, source, account, date and amounts', async () => {
    expect(descriptions(await list(user, { category: 'gifts & donations' }))).toEqual(['Cash gift']);
    expect(descriptions(await list(user, { type: 'income' }))).toEqual(['Cash gift', 'ACME Payroll']);
    expect((await list(user, { source: 'manual' })).totalTransactions).toBe(2);
    expect((await list(user, { source: 'upload' })).totalTransactions).toBe(6);
    expect((await list(user, { source: 'institute' })).totalTransactions).toBe(0);
    expect(descriptions(await list(user, { account: 'manual' }))).toEqual(['Cash gift']);
    expect(descriptions(await list(user, { account: savingsAccountId }))).toEqual(['Coffee beans']);
    expect(descriptions(await list(user, { date: '2024-01-06' }))).toEqual(['Tesco Stores 3345']);
    expect(descriptions(await list(user, { amount: '4.75' }))).toEqual([
      'Coffee beans',
      'STARBUCKS COFFEE #123 SEATTLE',
    ]);
    expect(descriptions(await list(user, { amount: 4.7500001 }))).toEqual([
      'Coffee beans',
      'STARBUCKS COFFEE #123 SEATTLE',
    ]);
    expect(descriptions(await list(user, { amountMin: 50, amountMax: 1200 }))).toEqual([
      'Cash gift',
      'Rent February',
      'Tesco Stores 3345',
    ]);
    expect(descriptions(await list(user, { amountMin: 2000 }))).toEqual(['ACME Payroll']);
    expect(descriptions(await list(user, { description: 'coffee', amountMax: 4 }))).toEqual(['Coffeeshop Corner']);
    expect(
      descriptions(await list(user, { category: 'Groceries', account: savingsAccountId, description: 'beans' })),
    ).toEqual(['Coffee beans']);
  });

  it('pages with page sizes 20, 50 and 100 only', async () => {
    const other = await t.h.user();
    const rows = Array.from({ length: 45 }, (_, i) =>
      row({
        date: `2024-05-${String((i % 28) + 1).padStart(2, '0')}`,
        description: `Item ${String(i).padStart(2, '0')}`,
      }),
    );
    await addManual(other, rows);
    const first = await list(other, { pageSize: 20 });
    expect(first).toMatchObject({ totalPages: 3, totalTransactions: 45 });
    expect(first.transactions).toHaveLength(20);
    const third = await list(other, { pageSize: 20, page: 3 });
    expect(third.transactions).toHaveLength(5);
    const beyond = await list(other, { pageSize: 20, page: 9 });
    expect(beyond).toMatchObject({ transactions: [], totalPages: 3, totalTransactions: 45 });
    const ids = new Set(
      [
        ...first.transactions,
        ...(await list(other, { pageSize: 20, page: 2 })).transactions,
        ...third.transactions,
      ].map((t) => t.id),
    );
    expect(ids.size).toBe(45);
    expect((await list(other, { pageSize: 50 })).totalPages).toBe(1);
    const bad = await testRequest(t.app).get('/api/transactions?pageSize=30').set('Cookie', other.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Page size must be one of 20, 50, 100');
    const minMax = await testRequest(t.app)
      .get('/api/transactions?amountMin=5&amountMax=1')
      .set('Cookie', other.cookie);
    expect(minMax.body.message).toBe('Minimum amount must not be greater than maximum amount');
  });

  it("answers 404 for another user's account in the account filter", async () => {
    const stranger = await t.h.user();
    const res = await testRequest(t.app)
      .get(`/api/transactions?account=${savingsAccountId}`)
      .set('Cookie', stranger.cookie);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Bank account not found');
  });

  it("shows only the user's own transactions", async () => {
    const stranger = await t.h.user();
    expect(await list(stranger)).toEqual({ transactions: [], totalPages: 0, totalTransactions: 0 });
    expect((await testRequest(t.app).get('/api/transactions')).status).toBe(401);
  });
});

describe('status tabs, edits, bulk actions, Delete All', () => {
  async function seeded() {
    const user = await t.h.user();
    await uploadCsv(
      user,
      'Date,Description,Amount\n2024-06-01,Unknown merchant,-9.00\n2024-06-02,Another shop,-11.00\n2024-06-03,Third place,-13.00\n',
    );
    const manual = await addManual(user, [row({ date: '2024-06-04', description: 'Typed', amount: '1.00' })]);
    const uploaded = (await list(user, { status: 'uploaded' })).transactions;
    return { user, uploaded, manual: manual[0] };
  }

  it('tabs: uploaded and manual by source, pending for review, deleted for the bin', async () => {
    const { user } = await seeded();
    expect((await list(user, { status: 'all' })).totalTransactions).toBe(4);
    expect((await list(user, { status: 'uploaded' })).totalTransactions).toBe(3);
    expect((await list(user, { status: 'manual' })).totalTransactions).toBe(1);
    // The categoriser's answers were below the confidence threshold.
    const pending = await list(user, { status: 'pending' });
    expect(pending.totalTransactions).toBe(3);
    expect(pending.transactions.every((t) => t.category === 'Groceries' && t.aiCategorised)).toBe(true);
    expect((await list(user, { status: 'deleted' })).totalTransactions).toBe(0);
  });

  it('edits the type, tags, account and category with their rules', async () => {
    const { user, uploaded } = await seeded();
    const id = uploaded[0].id;
    const put = (what: string, body: object) =>
      testRequest(t.app).put(`/api/transactions/${id}/${what}`).set('Cookie', user.cookie).send(body);

    expect((await put('type', { transactionType: '  Savings ' })).body).toMatchObject({
      id,
      transactionType: 'Savings',
    });
    expect((await put('type', { transactionType: '   ' })).body.message).toBe('Transaction type is required');

    expect((await put('tags', { tags: ['Trip', ''] })).body.tags).toEqual(['Trip']);
    expect(await (await testRequest(t.app).get('/api/tags').set('Cookie', user.cookie)).body).toEqual(['Trip']);
    expect((await put('tags', { tags: [] })).body.tags).toEqual([]);
    expect((await testRequest(t.app).get('/api/tags').set('Cookie', user.cookie)).body).toEqual([]);
    expect((await put('tags', { tags: 'x' })).status).toBe(400);

    const moved = await put('account', { accountName: '  Joint   Account ' });
    expect(moved.body).toMatchObject({ accountName: 'Joint Account' });
    const again = await put('account', { accountName: 'joint account' });
    expect(again.body.accountId).toBe(moved.body.accountId);
    expect((await put('account', { accountName: '' })).body.message).toBe('Account name is required');
    const accounts = await testRequest(t.app).get('/api/bank-accounts').set('Cookie', user.cookie);
    expect((accounts.body as Array<{ name: string }>).map((a) => a.name)).toEqual(['Default Account', 'Joint Account']);

    expect((await list(user, { status: 'pending' })).totalTransactions).toBe(3);
    const categorised = await put('category', { category: 'Shopping' });
    expect(categorised.body).toMatchObject({ category: 'Shopping', aiCategorised: false });
    expect((await list(user, { status: 'pending' })).totalTransactions).toBe(2);
    expect(descriptions(await list(user, { category: 'Shopping' }))).toEqual([uploaded[0].description]);
    await waitFor(() =>
      t.categoriser.learned().some((e) => e.description === uploaded[0].description && e.category === 'Shopping'),
    );
    const learn = t.categoriser.calls
      .filter((c) => c.path === CATEGORISER_PATHS.learn)
      .map((c) => learnRequestSchema.parse(c.body));
    expect(learn.some((l) => l.userId === user.userId)).toBe(true);
    // '+ Add new category': a new name joins the user's categories, in the group of the row's type (Savings here).
    expect((await put('category', { category: 'Car Wash' })).body.category).toBe('Car Wash');
    const cats = await testRequest(t.app).get('/api/user-categories').set('Cookie', user.cookie);
    expect(cats.body.savings).toContainEqual({ name: 'Car Wash' });
    expect(cats.body.expense).not.toContainEqual({ name: 'Car Wash' });
  });

  it('bulk-updates a category and bulk-deletes into the Deleted tab; restores; deletes from the bin for good', async () => {
    const { user, uploaded, manual } = await seeded();
    const ids = uploaded.map((t) => t.id);
    const updated = await testRequest(t.app)
      .put('/api/transactions/bulk-update')
      .set('Cookie', user.cookie)
      .send({ transactionIds: ids, category: 'Transport' });
    expect(updated.body).toEqual({ updatedCount: 3 });
    expect((await list(user, { category: 'Transport' })).totalTransactions).toBe(3);
    expect((await list(user, { status: 'pending' })).totalTransactions).toBe(0);
    const noCategory = await testRequest(t.app)
      .put('/api/transactions/bulk-update')
      .set('Cookie', user.cookie)
      .send({ transactionIds: ids, category: ' ' });
    expect(noCategory.body.message).toBe('Category is required');
    const noIds = await testRequest(t.app)
      .put('/api/transactions/bulk-update')
      .set('Cookie', user.cookie)
      .send({ transactionIds: [], category: 'X' });
    expect(noIds.body.message).toBe('Select at least one transaction');

    const del = await testRequest(t.app)
      .delete('/api/transactions/bulk-delete')
      .set('Cookie', user.cookie)
      .send({ transactionIds: [ids[0], manual.id] });
    expect(del.body).toEqual({ deletedCount: 2 });
    expect((await list(user)).totalTransactions).toBe(2);
    expect(descriptions(await list(user, { status: 'deleted' }))).toEqual(['Typed', uploaded[0].description]);
    // Soft-deleted rows carry deletedAt for the 30-day purge.
    const stored = await transactionModel(t.h.connection).findById(ids[0]).lean();
    expect(stored?.deletedAt).toBeInstanceOf(Date);

    const restored = await testRequest(t.app)
      .put('/api/transactions/restore')
      .set('Cookie', user.cookie)
      .send({ transactionIds: [manual.id] });
    expect(restored.body).toEqual({ updatedCount: 1 });
    expect((await list(user)).totalTransactions).toBe(3);
    expect((await transactionModel(t.h.connection).findById(manual.id).lean())?.deletedAt).toBeUndefined();

    const purge = await testRequest(t.app)
      .delete('/api/transactions/bulk-delete')
      .set('Cookie', user.cookie)
      .send({ transactionIds: [ids[0]] });
    expect(purge.body).toEqual({ deletedCount: 1 });
    expect((await list(user, { status: 'deleted' })).totalTransactions).toBe(0);
    expect(await transactionModel(t.h.connection).findById(ids[0]).lean()).toBeNull();
  });

  it('Delete All removes everything, the Deleted tab included', async () => {
    const { user, uploaded } = await seeded();
    await testRequest(t.app)
      .delete('/api/transactions/bulk-delete')
      .set('Cookie', user.cookie)
      .send({ transactionIds: [uploaded[0].id] });
    const bystander = await seeded();
    const res = await testRequest(t.app).delete('/api/transactions/all').set('Cookie', user.cookie);
    expect(res.body).toEqual({ deletedCount: 4 });
    expect((await list(user)).totalTransactions).toBe(0);
    expect((await list(user, { status: 'deleted' })).totalTransactions).toBe(0);
    expect((await list(bystander.user)).totalTransactions).toBe(4);
    // A re-import after Delete All imports the rows again.
    const again = await uploadCsv(
      user,
      'Date,Description,Amount\n2024-06-01,Unknown merchant,-9.00\n2024-06-02,Another shop,-11.00\n2024-06-03,Third place,-13.00\n',
    );
    expect(again).toMatchObject({ successfulRows: 3, duplicateRows: 0 });
  });

  it("answers 404 for another user's (or an unknown) transaction in every call, changing nothing", async () => {
    const { user, uploaded } = await seeded();
    const stranger = await t.h.user();
    const id = uploaded[0].id;
    const as = (u: TestUser) => ({
      type: () =>
        testRequest(t.app)
          .put(`/api/transactions/${id}/type`)
          .set('Cookie', u.cookie)
          .send({ transactionType: 'Income' }),
      tags: () =>
        testRequest(t.app)
          .put(`/api/transactions/${id}/tags`)
          .set('Cookie', u.cookie)
          .send({ tags: ['x'] }),
      account: () =>
        testRequest(t.app).put(`/api/transactions/${id}/account`).set('Cookie', u.cookie).send({ accountName: 'Evil' }),
      category: () =>
        testRequest(t.app).put(`/api/transactions/${id}/category`).set('Cookie', u.cookie).send({ category: 'Evil' }),
      bulkUpdate: () =>
        testRequest(t.app)
          .put('/api/transactions/bulk-update')
          .set('Cookie', u.cookie)
          .send({ transactionIds: [id], category: 'Evil' }),
      bulkDelete: () =>
        testRequest(t.app)
          .delete('/api/transactions/bulk-delete')
          .set('Cookie', u.cookie)
          .send({ transactionIds: [id] }),
      restore: () =>
        testRequest(t.app)
          .put('/api/transactions/restore')
          .set('Cookie', u.cookie)
          .send({ transactionIds: [id] }),
    });
    for (const [name, call] of Object.entries(as(stranger))) {
      const res = await call();
      expect([name, res.status, res.body.message]).toEqual([name, 404, 'Transaction not found']);
    }
    // A mix of own and foreign ids changes nothing either.
    const strangerOwn = await addManual(stranger, [row()]);
    const mixed = await testRequest(t.app)
      .delete('/api/transactions/bulk-delete')
      .set('Cookie', stranger.cookie)
      .send({ transactionIds: [strangerOwn[0].id, id] });
    expect(mixed.status).toBe(404);
    expect((await list(stranger)).totalTransactions).toBe(1);
    for (const bad of ['not-an-id', '000000000000000000000000']) {
      const res = await testRequest(t.app)
        .put(`/api/transactions/${bad}/type`)
        .set('Cookie', user.cookie)
        .send({ transactionType: 'X' });
      expect(res.status).toBe(404);
    }
    const mine = (await list(user)).transactions.find((t) => t.id === id);
    expect(mine).toMatchObject({
      transactionType: uploaded[0].transactionType,
      tags: [],
      accountName: 'Default Account',
      category: 'Groceries',
    });
    expect(
      (await testRequest(t.app).get('/api/bank-accounts').set('Cookie', stranger.cookie)).body.map(
        (a: { name: string }) => a.name,
      ),
    ).toEqual(['Default Account']);
  });
});
