/**
 * The Pending tab as a review queue (issue 17): why a row waits (a suggestion below the threshold, with its
 * confidence, or none), accepting suggestions for rows, and one category for every undecided row of a merchant
 * ('Apply to the N other rows from this merchant') in one call — each taught to the categoriser as a correction is.
 */
import {
  learnRequestSchema,
  sameMerchantResponseSchema,
  transactionListResponseSchema,
  updatedCountResponseSchema,
  type Transaction,
} from '@tracker/contracts';
import { unusedUrl } from '@tracker/service-kit/testing';
import { testRequest, useHarnessWithCategoriser, type TestUser } from '../../testing/harness';

jest.setTimeout(60_000);

const t = useHarnessWithCategoriser({
  categorise: (row) => {
    if (row.description.startsWith('STARBUCKS')) return { category: 'Dining Out', confidence: 0.42, stage: 'model' };
    if (row.description.startsWith('SHELL')) return { category: 'Fuel', confidence: 0.97, stage: 'model' };
    return { category: null, confidence: 0, stage: 'none' };
  },
});

const STATEMENT = [
  'Date,Description,Amount',
  '2024-05-01,STARBUCKS STORE 1 SEATTLE,-4.10',
  '2024-05-02,STARBUCKS STORE 2 PORTLAND,-5.20',
  '2024-05-03,SHELL OIL 123,-40.00',
  '2024-05-04,HEB #1 AUSTIN,-30.00',
  '2024-05-05,HEB #2 AUSTIN,-31.00',
  '2024-05-06,HEB #3 HOUSTON,-32.00',
  '2024-05-07,SHELL OIL 456,-41.00',
].join('\n');

async function upload(user: TestUser, csv = STATEMENT, fields: Record<string, string> = {}) {
  let req = testRequest(t.app).post('/api/transactions/upload-fast').set('Cookie', user.cookie);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  const res = await req.attach('file', Buffer.from(csv), { filename: 'statement.csv', contentType: 'text/csv' });
  expect(res.status).toBe(200);
}

async function rows(user: TestUser, status = 'all'): Promise<Transaction[]> {
  const res = await testRequest(t.app)
    .get('/api/transactions')
    .query({ pageSize: 100, status })
    .set('Cookie', user.cookie);
  expect(res.status).toBe(200);
  return transactionListResponseSchema.parse(res.body).transactions;
}

const byDescription = (list: Transaction[], prefix: string) => list.filter((t) => t.description.startsWith(prefix));

function learnedSince(from: number) {
  return t.categoriser.calls
    .slice(from)
    .filter((c) => c.path === '/internal/learn')
    .flatMap((c) => learnRequestSchema.parse(c.body).examples);
}

async function settle() {
  // Teaching is not awaited by the calls (best effort): give it a moment to reach the fake.
  await new Promise((resolve) => setTimeout(resolve, 150));
}

describe('the Pending tab says why each row waits', () => {
  it('answers pending and the confidence: a suggestion below the threshold, or none', async () => {
    const user = await t.h.user();
    await upload(user);
    const pending = await rows(user, 'pending');
    expect(pending).toHaveLength(5);
    for (const t of byDescription(pending, 'STARBUCKS')) {
      expect(t).toMatchObject({ pending: true, category: 'Dining Out', confidence: 0.42, aiCategorised: true });
    }
    for (const t of byDescription(pending, 'HEB'))
      expect(t).toMatchObject({ pending: true, category: null, aiCategorised: false });
    const shell = byDescription(await rows(user), 'SHELL');
    for (const t of shell) expect(t).toMatchObject({ pending: false, category: 'Fuel', confidence: 0.97 });
  });
});

describe('PUT /api/transactions/accept', () => {
  it('accepts the suggestions of the given pending rows (still AI), leaves rows without one, and teaches them', async () => {
    const user = await t.h.user();
    await upload(user);
    const pending = await rows(user, 'pending');
    const starbucks = byDescription(pending, 'STARBUCKS');
    const heb = byDescription(pending, 'HEB');
    const from = t.categoriser.calls.length;
    const res = await testRequest(t.app)
      .put('/api/transactions/accept')
      .set('Cookie', user.cookie)
      .send({ transactionIds: [...starbucks.map((t) => t.id), heb[0]?.id] });
    expect(res.status).toBe(200);
    expect(updatedCountResponseSchema.parse(res.body)).toEqual({ updatedCount: 2 });
    const after = await rows(user, 'pending');
    expect(after.map((t) => t.description).sort()).toEqual(heb.map((t) => t.description).sort());
    for (const t of byDescription(await rows(user), 'STARBUCKS')) {
      expect(t).toMatchObject({ pending: false, category: 'Dining Out', confidence: null, aiCategorised: true });
    }
    await settle();
    expect(
      learnedSince(from)
        .map((e) => `${e.description} -> ${e.category}`)
        .sort(),
    ).toEqual(starbucks.map((t) => `${t.description} -> Dining Out`).sort());
  });

  it("is 404 for another user's row, changing nothing; 400 without ids", async () => {
    const owner = await t.h.user();
    const stranger = await t.h.user();
    await upload(owner);
    const [first] = byDescription(await rows(owner, 'pending'), 'STARBUCKS');
    const denied = await testRequest(t.app)
      .put('/api/transactions/accept')
      .set('Cookie', stranger.cookie)
      .send({ transactionIds: [first?.id] });
    expect(denied.status).toBe(404);
    expect(byDescription(await rows(owner, 'pending'), 'STARBUCKS')).toHaveLength(2);
    const empty = await testRequest(t.app)
      .put('/api/transactions/accept')
      .set('Cookie', owner.cookie)
      .send({ transactionIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Select at least one transaction');
  });
});

describe("a merchant's other rows", () => {
  it("after one correction, counts the merchant's other undecided rows and applies the category to them in one call", async () => {
    const user = await t.h.user();
    await upload(user);
    const [heb1, heb2, heb3] = byDescription(await rows(user), 'HEB');
    if (!heb1 || !heb2 || !heb3) throw new Error('expected three HEB rows');
    // The person's correction of one row...
    const edit = await testRequest(t.app)
      .put(`/api/transactions/${heb1.id}/category`)
      .set('Cookie', user.cookie)
      .send({ category: 'Groceries' });
    expect(edit.status).toBe(200);
    // ...leaves two other HEB rows to offer it to (the Shell and Starbucks rows are other merchants).
    const same = await testRequest(t.app).get(`/api/transactions/${heb1.id}/same-merchant`).set('Cookie', user.cookie);
    expect(same.status).toBe(200);
    expect(sameMerchantResponseSchema.parse(same.body)).toEqual({ merchant: 'HEB', otherRows: 2 });

    const from = t.categoriser.calls.length;
    const apply = await testRequest(t.app)
      .put(`/api/transactions/${heb1.id}/merchant-category`)
      .set('Cookie', user.cookie)
      .send({ category: 'Groceries' });
    expect(apply.status).toBe(200);
    expect(apply.body).toEqual({ updatedCount: 3 });
    for (const t of byDescription(await rows(user), 'HEB')) {
      expect(t).toMatchObject({ category: 'Groceries', pending: false, aiCategorised: false, confidence: null });
    }
    expect(byDescription(await rows(user, 'pending'), 'HEB')).toEqual([]);
    await settle();
    expect(learnedSince(from)).toEqual([
      { description: heb1.description, amount: heb1.amount, isIncome: false, category: 'Groceries', currency: 'USD' },
    ]);
    // Nothing is left to offer.
    const none = await testRequest(t.app).get(`/api/transactions/${heb2.id}/same-merchant`).set('Cookie', user.cookie);
    expect(none.body).toEqual({ merchant: 'HEB', otherRows: 0 });
  });

  it('never changes a row a person decided; finds the merchant of rows imported without categorising', async () => {
    const user = await t.h.user();
    await upload(user, STATEMENT, { autoCategorise: 'false' });
    const [heb1, heb2, heb3] = byDescription(await rows(user), 'HEB');
    if (!heb1 || !heb2 || !heb3) throw new Error('expected three HEB rows');
    await testRequest(t.app)
      .put(`/api/transactions/${heb3.id}/category`)
      .set('Cookie', user.cookie)
      .send({ category: 'Shopping' });
    const same = await testRequest(t.app).get(`/api/transactions/${heb1.id}/same-merchant`).set('Cookie', user.cookie);
    expect(same.body).toEqual({ merchant: 'HEB', otherRows: 1 });
    const apply = await testRequest(t.app)
      .put(`/api/transactions/${heb1.id}/merchant-category`)
      .set('Cookie', user.cookie)
      .send({ category: 'groceries' });
    expect(apply.body).toEqual({ updatedCount: 2 });
    const after = Object.fromEntries(byDescription(await rows(user), 'HEB').map((t) => [t.id, t.category]));
    // The user's own category name is reused (any case); the decided Shopping row stays.
    expect(after).toEqual({ [heb1.id]: 'Groceries', [heb2.id]: 'Groceries', [heb3.id]: 'Shopping' });
  });

  it('gives rows imported while the categoriser was down their merchant when first needed', async () => {
    const user = await t.h.user();
    const down = t.h.app({ CATEGORISER_URL: await unusedUrl() });
    let req = testRequest(down).post('/api/transactions/upload-fast').set('Cookie', user.cookie);
    req = req.attach('file', Buffer.from(STATEMENT), { filename: 'statement.csv', contentType: 'text/csv' });
    expect((await req).status).toBe(200);
    const [heb] = byDescription(await rows(user), 'HEB');
    const from = t.categoriser.calls.length;
    const same = await testRequest(t.app).get(`/api/transactions/${heb?.id}/same-merchant`).set('Cookie', user.cookie);
    expect(same.body).toEqual({ merchant: 'HEB', otherRows: 2 });
    // One call for the row, one for the rest (each distinct description once); the second time, none.
    expect(t.categoriser.calls.slice(from).map((c) => c.path)).toEqual(['/internal/merchants', '/internal/merchants']);
    const again = t.categoriser.calls.length;
    await testRequest(t.app).get(`/api/transactions/${heb?.id}/same-merchant`).set('Cookie', user.cookie);
    expect(t.categoriser.calls.length).toBe(again);
  });

  it("is 404 for another user's row in both calls, and 400 without a category", async () => {
    const owner = await t.h.user();
    const stranger = await t.h.user();
    await upload(owner);
    const [heb] = byDescription(await rows(owner), 'HEB');
    expect(
      (await testRequest(t.app).get(`/api/transactions/${heb?.id}/same-merchant`).set('Cookie', stranger.cookie))
        .status,
    ).toBe(404);
    const put = await testRequest(t.app)
      .put(`/api/transactions/${heb?.id}/merchant-category`)
      .set('Cookie', stranger.cookie)
      .send({ category: 'Groceries' });
    expect(put.status).toBe(404);
    expect(byDescription(await rows(owner, 'pending'), 'HEB')).toHaveLength(3);
    const blank = await testRequest(t.app)
      .put(`/api/transactions/${heb?.id}/merchant-category`)
      .set('Cookie', owner.cookie)
      .send({ category: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Category is required');
  });
});
