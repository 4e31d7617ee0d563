/**
 * A category a person chooses is theirs: the row's reason no longer says the bank's file or a rule chose it, so the
 * list's badge reads Manual (issue 38). Each way a person sets a category is checked: one row, many rows, a merchant's
 * rows.
 */
import { transactionListResponseSchema, type Transaction } from '@tracker/contracts';
import { testRequest, useHarness, type TestUser } from '../../testing/harness';

jest.setTimeout(60_000);

const t = useHarness();

// The bank's own Category column: Gas reads as Fuel, Food & Drink as Dining Out (categoryVocabulary.ts).
const CARD_FILE = [
  'Date,Description,Amount,Category',
  '2024-05-01,SHELL OIL 123,-45.00,Gas',
  '2024-05-02,SHELL OIL 456,-41.00,Gas',
  '2024-05-03,CHIPOTLE 0412,-12.40,Food & Drink',
].join('\n');

async function upload(user: TestUser): Promise<void> {
  const res = await testRequest(t.app)
    .post('/api/transactions/upload-fast')
    .set('Cookie', user.cookie)
    .attach('file', Buffer.from(CARD_FILE), { filename: 'card.csv', contentType: 'text/csv' });
  expect(res.status).toBe(200);
}

async function rows(user: TestUser): Promise<Transaction[]> {
  const res = await testRequest(t.app).get('/api/transactions?pageSize=100').set('Cookie', user.cookie);
  expect(res.status).toBe(200);
  return transactionListResponseSchema.parse(res.body).transactions;
}

const find = (list: Transaction[], description: string) => {
  const row = list.find((r) => r.description === description);
  if (!row) throw new Error(`no row ${description}`);
  return row;
};

describe("a person's category clears the bank's or a rule's reason", () => {
  it('one row, then many rows: the bank-file reason goes; an untouched row keeps it', async () => {
    const user = await t.h.user();
    await upload(user);
    const before = await rows(user);
    expect(find(before, 'SHELL OIL 123').reviewReason).toBe("From your bank's file: “Gas”");
    expect(find(before, 'CHIPOTLE 0412')).toMatchObject({ category: 'Dining Out', aiCategorised: false });

    const one = await testRequest(t.app)
      .put(`/api/transactions/${find(before, 'SHELL OIL 123').id}/category`)
      .set('Cookie', user.cookie)
      .send({ category: 'Travel' });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ category: 'Travel', aiCategorised: false });
    expect(one.body.reviewReason).toBeUndefined();
    const after = await rows(user);
    expect(find(after, 'SHELL OIL 123').reviewReason).toBeUndefined();
    expect(find(after, 'SHELL OIL 456').reviewReason).toBe("From your bank's file: “Gas”");

    const many = await testRequest(t.app)
      .put('/api/transactions/bulk-update')
      .set('Cookie', user.cookie)
      .send({ transactionIds: [find(before, 'CHIPOTLE 0412').id], category: 'Groceries' });
    expect(many.body).toEqual({ updatedCount: 1 });
    expect(find(await rows(user), 'CHIPOTLE 0412')).toMatchObject({ category: 'Groceries' });
    expect(find(await rows(user), 'CHIPOTLE 0412').reviewReason).toBeUndefined();
  });

  it("a rule's reason goes when a person sets the merchant's category", async () => {
    const user = await t.h.user();
    const rule = await testRequest(t.app)
      .post('/api/rules')
      .set('Cookie', user.cookie)
      .send({
        name: 'Rent',
        conditions: [{ field: 'description', operator: 'contains', value: 'greenpoint' }],
        actions: [{ type: 'setCategory', value: 'Housing' }],
      });
    expect(rule.status).toBe(201);
    const added = await testRequest(t.app)
      .post('/api/transactions/manual')
      .set('Cookie', user.cookie)
      .send({
        transactions: [
          { date: '2024-03-01', description: 'Greenpoint property', amount: '1500', category: 'Shopping' },
        ].map((row) => ({ ...row, transactionType: 'Expense' })),
      });
    expect(added.status).toBe(201);
    const [row] = added.body.transactions as Transaction[];
    expect(row).toMatchObject({ category: 'Housing', reviewReason: 'Rule: Rent' });

    const merchant = await testRequest(t.app)
      .put(`/api/transactions/${row?.id}/merchant-category`)
      .set('Cookie', user.cookie)
      .send({ category: 'Utilities' });
    expect(merchant.status).toBe(200);
    const changed = find(await rows(user), 'Greenpoint property');
    expect(changed.category).toBe('Utilities');
    expect(changed.reviewReason).toBeUndefined();
  });
});
