import { POSSIBLE_TRANSFER_REASON, transactionSchema } from '@tracker/contracts';
import { testRequest, useHarness, type TestUser } from '../../testing/harness';
import { transactionModel } from '../transactions/model';
import { findPairs, type PairingRow } from './pairing';

jest.setTimeout(60_000);

const t = useHarness();

const row = (over: Partial<PairingRow>): PairingRow => ({
  id: 'x',
  account: 'a',
  currency: 'USD',
  date: '2024-11-10',
  amountCents: 100_000,
  isIncome: false,
  description: '',
  ...over,
});

describe('findPairs', () => {
  it('pairs the same amount with the opposite sign in another account within 5 days, each row once, closest first', () => {
    const out = row({ id: 'out' });
    const near = row({ id: 'near', account: 'b', isIncome: true, date: '2024-11-11' });
    const far = row({ id: 'far', account: 'c', isIncome: true, date: '2024-11-14' });
    const late = row({ id: 'late', account: 'b', isIncome: true, date: '2024-11-16' });
    const sameSign = row({ id: 'same', account: 'b', date: '2024-11-10' });
    const sameAccount = row({ id: 'own', isIncome: true });
    const pairs = findPairs([out], [far, near, late, sameSign, sameAccount], new Set(), null);
    expect(pairs.map((p) => [p.a.id, p.b.id])).toEqual([['out', 'near']]);
    expect(findPairs([out], [late], new Set(), null)).toEqual([]);
    expect(findPairs([out], [near], new Set(['near:out']), null)).toEqual([]);
  });

  it('lets transfer wording win a tie of dates', () => {
    const out = row({ id: 'out', description: 'ONLINE TRANSFER TO SAVINGS' });
    const plain = row({ id: 'plain', account: 'b', isIncome: true, date: '2024-11-11', description: 'DEPOSIT' });
    const worded = row({
      id: 'worded',
      account: 'c',
      isIncome: true,
      date: '2024-11-09',
      description: 'TRANSFER FROM CHECKING',
    });
    expect(findPairs([out], [plain, worded], new Set(), null).map((p) => p.b.id)).toEqual(['worded']);
  });
});

async function account(user: TestUser, name: string, app = t.app) {
  const res = await testRequest(app)
    .post('/api/bank-accounts')
    .set('Cookie', user.cookie)
    .send({ name, currency: 'USD', kind: 'checking' });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function upload(user: TestUser, accountId: string, lines: string[], app = t.app) {
  const res = await testRequest(app)
    .post('/api/transactions/upload-fast')
    .set('Cookie', user.cookie)
    .field('accountId', accountId)
    .field('autoCategorise', 'false')
    .attach('file', Buffer.from(['Date,Description,Amount', ...lines].join('\n')), {
      filename: 's.csv',
      contentType: 'text/csv',
    });
  expect(res.status).toBe(200);
  return res.body;
}

async function rows(user: TestUser, app = t.app) {
  const res = await testRequest(app).get('/api/transactions?pageSize=100').set('Cookie', user.cookie);
  return (res.body.transactions as unknown[]).map((x) => transactionSchema.parse(x));
}

describe('transfers at import, unlink, link and delete', () => {
  it('pairs both directions, flags wording without counterpart, remembers Not a transfer, and unlinks on delete', async () => {
    const user = await t.h.user();
    const checking = await account(user, 'Everyday Checking');
    const savings = await account(user, 'High Yield Savings');
    await upload(user, checking, [
      '2024-11-10,ONLINE TRANSFER TO SAVINGS,-1000.00',
      '2024-11-12,AUTOPAY VISA,-500.00',
      '2024-11-03,SAFEWAY,-200.00',
    ]);
    await upload(user, savings, ['2024-11-11,TRANSFER FROM CHECKING,1000.00', '2024-11-30,INTEREST,1.25']);
    let list = await rows(user);
    const out = list.find((r) => r.description.startsWith('ONLINE TRANSFER'));
    const into = list.find((r) => r.description.startsWith('TRANSFER FROM'));
    expect(out?.transfer).toMatchObject({
      transactionId: into?.id,
      accountName: 'High Yield Savings',
      direction: 'to',
    });
    expect(into?.transfer).toMatchObject({
      transactionId: out?.id,
      accountName: 'Everyday Checking',
      direction: 'from',
    });
    expect(list.find((r) => r.description === 'AUTOPAY VISA')).toMatchObject({
      transfer: null,
      pending: true,
      reviewReason: POSSIBLE_TRANSFER_REASON,
    });
    expect(list.find((r) => r.description === 'SAFEWAY')?.transfer).toBeNull();

    // Re-importing changes nothing.
    await upload(user, savings, ['2024-11-11,TRANSFER FROM CHECKING,1000.00', '2024-11-30,INTEREST,1.25']);
    expect((await rows(user)).filter((r) => r.transfer).length).toBe(2);

    // Not a transfer: both unlinked, and the pair is never proposed again (a restore re-pairs, but not this pair).
    const unlinked = await testRequest(t.app)
      .delete(`/api/transactions/${out?.id}/transfer`)
      .set('Cookie', user.cookie);
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.transfer).toBeNull();
    expect((await rows(user)).filter((r) => r.transfer).length).toBe(0);
    const again = await testRequest(t.app).delete(`/api/transactions/${out?.id}/transfer`).set('Cookie', user.cookie);
    expect(again.status).toBe(400);

    // Linked by hand; a same-account link is refused and changes nothing.
    const safeway = list.find((r) => r.description === 'SAFEWAY');
    const refused = await testRequest(t.app)
      .post(`/api/transactions/${out?.id}/transfer`)
      .set('Cookie', user.cookie)
      .send({ counterpartId: safeway?.id });
    expect(refused.status).toBe(400);
    const linked = await testRequest(t.app)
      .post(`/api/transactions/${out?.id}/transfer`)
      .set('Cookie', user.cookie)
      .send({ counterpartId: into?.id });
    expect(linked.status).toBe(200);
    expect(linked.body.transfer).toMatchObject({ transactionId: into?.id, linkedBy: 'user' });

    // Deleting one side unlinks the other.
    const deleted = await testRequest(t.app)
      .delete('/api/transactions/bulk-delete')
      .set('Cookie', user.cookie)
      .send({ transactionIds: [into?.id] });
    expect(deleted.status).toBe(200);
    list = await rows(user);
    expect(list.find((r) => r.id === out?.id)?.transfer).toBeNull();

    // Another user's row is a 404.
    const other = await t.h.user();
    const foreign = await testRequest(t.app)
      .delete(`/api/transactions/${out?.id}/transfer`)
      .set('Cookie', other.cookie);
    expect(foreign.status).toBe(404);
    expect(await transactionModel(t.h.connection).countDocuments({ userId: user.userId, flow: 'transfer' })).toBe(0);
  });

  it("lets a possible transfer be dismissed ('Not a transfer'): it leaves Pending as spending, or waits for a category", async () => {
    const user = await t.h.user();
    const checking = await account(user, 'Everyday Checking');
    const res = await testRequest(t.app)
      .post('/api/transactions/upload-fast')
      .set('Cookie', user.cookie)
      .field('accountId', checking)
      .field('autoCategorise', 'false')
      .attach(
        'file',
        Buffer.from('Date,Description,Amount\n2024-11-12,AUTOPAY CITY GYM,-50.00\n2024-11-13,AUTOPAY VISA,-500.00\n'),
        { filename: 's.csv', contentType: 'text/csv' },
      );
    expect(res.status).toBe(200);
    const waiting = await rows(user);
    const gym = waiting.find((r) => r.description === 'AUTOPAY CITY GYM');
    const visa = waiting.find((r) => r.description === 'AUTOPAY VISA');
    expect(gym).toMatchObject({ pending: true, reviewReason: POSSIBLE_TRANSFER_REASON, transfer: null });
    expect(visa).toMatchObject({ pending: true, reviewReason: POSSIBLE_TRANSFER_REASON, transfer: null });

    // The categoriser's sure answer (its service is down here).
    await transactionModel(t.h.connection).updateOne(
      { _id: gym?.id },
      { $set: { category: 'Fitness', aiCategorised: true, confidence: 0.9 } },
    );
    const dismissed = await testRequest(t.app)
      .delete(`/api/transactions/${gym?.id}/transfer`)
      .set('Cookie', user.cookie);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ pending: false, transfer: null, category: 'Fitness' });
    expect(dismissed.body.reviewReason).toBeUndefined();
    const summary = await testRequest(t.app)
      .get('/api/analytics/summary')
      .query({ startDate: '2024-11-01', endDate: '2024-11-30' })
      .set('Cookie', user.cookie);
    expect(summary.body).toMatchObject({ totalExpenses: '550.00' });
    // Dismissed once: it is no possible transfer any more.
    const again = await testRequest(t.app).delete(`/api/transactions/${gym?.id}/transfer`).set('Cookie', user.cookie);
    expect(again.status).toBe(400);

    // Without a category of its own it stays in Pending, now waiting for one.
    const uncategorised = await testRequest(t.app)
      .delete(`/api/transactions/${visa?.id}/transfer`)
      .set('Cookie', user.cookie);
    expect(uncategorised.status).toBe(200);
    expect(uncategorised.body).toMatchObject({ pending: true, category: null });
    expect(uncategorised.body.reviewReason).toBeUndefined();
  });
});

describe('IMPORT_TRANSFERS=off (the five-accounts bench baseline)', () => {
  it('imports without the transfers stage: no pair, no possible transfer in Pending', async () => {
    const app = t.h.app({ IMPORT_TRANSFERS: 'off' });
    const user = await t.h.user();
    const checking = await account(user, 'Everyday Checking', app);
    const savings = await account(user, 'High Yield Savings', app);
    await upload(
      user,
      checking,
      ['2024-11-10,ONLINE TRANSFER TO SAVINGS,-1000.00', '2024-11-12,AUTOPAY VISA,-500.00'],
      app,
    );
    await upload(user, savings, ['2024-11-11,TRANSFER FROM CHECKING,1000.00'], app);
    const list = await rows(user, app);
    expect(list).toHaveLength(3);
    expect(list.filter((r) => r.transfer || r.reviewReason === POSSIBLE_TRANSFER_REASON)).toEqual([]);
  });
});
