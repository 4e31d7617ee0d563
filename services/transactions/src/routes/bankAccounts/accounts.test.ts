/**
 * Accounts that know their kind and balance (product.md › Accounts): PUT and DELETE /api/bank-accounts/:id, the
 * balance from a statement's balance column with the reconciliation hint, a typed opening balance, the kind the
 * upload preview suggests, and the data download.
 */
import {
  bankAccountListSchema,
  bankAccountSchema,
  internalUserDataPath,
  uploadPreviewSchema,
} from '@tracker/contracts';
import { testRequest, useHarness, type TestUser } from '../../testing/harness';
import { transactionModel } from '../transactions/model';
import { bankAccountModel } from './model';

jest.setTimeout(60_000);

const t = useHarness();

async function create(user: TestUser, body: Record<string, unknown>) {
  const res = await testRequest(t.app).post('/api/bank-accounts').set('Cookie', user.cookie).send(body);
  expect(res.status).toBe(201);
  return bankAccountSchema.parse(res.body);
}

const put = (user: TestUser, id: string, body: object) =>
  testRequest(t.app).put(`/api/bank-accounts/${id}`).set('Cookie', user.cookie).send(body);

async function list(user: TestUser) {
  const res = await testRequest(t.app).get('/api/bank-accounts').set('Cookie', user.cookie);
  return bankAccountListSchema.parse(res.body);
}

function upload(user: TestUser, accountId: string, lines: string[], header = 'Date,Description,Amount,Balance') {
  return testRequest(t.app)
    .post('/api/transactions/upload-fast')
    .set('Cookie', user.cookie)
    .field('accountId', accountId)
    .field('autoCategorise', 'false')
    .attach('file', Buffer.from([header, ...lines].join('\n')), { filename: 's.csv', contentType: 'text/csv' });
}

describe('PUT and DELETE /api/bank-accounts/:id', () => {
  it('renames, changes the kind, types an opening balance, switches net worth; refuses bad input changing nothing', async () => {
    const me = await t.h.user();
    const card = await create(me, { name: 'Visa', currency: 'USD', kind: 'credit_card' });
    expect(card).toMatchObject({ kind: 'credit_card', countsInNetWorth: true, balance: '0.00', balanceAsOf: null });
    const savings = await create(me, { name: 'Savings', currency: 'USD' });
    expect(savings.kind).toBe('checking');

    const changed = await put(me, savings.id, {
      name: 'High Yield Savings',
      kind: 'savings',
      openingBalance: '1234.50',
      openingBalanceDate: '2024-10-31',
      countsInNetWorth: false,
    });
    expect(changed.status).toBe(200);
    expect(bankAccountSchema.parse(changed.body)).toMatchObject({
      name: 'High Yield Savings',
      kind: 'savings',
      balance: '1234.50',
      balanceAsOf: '2024-10-31',
      countsInNetWorth: false,
    });

    const before = await list(me);
    const refusals: Array<[object, number, RegExp]> = [
      [{ kind: 'piggy_bank' }, 400, /Account kind must be one of/],
      [{ openingBalance: 'lots' }, 400, /Opening balance must be a number/],
      [{}, 400, /Nothing to change/],
      [{ name: 'visa' }, 409, /already exists/],
      [{ countsInNetWorth: 'yes' }, 400, /countsInNetWorth must be true or false/],
    ];
    for (const [body, status, message] of refusals) {
      const res = await put(me, savings.id, body);
      expect([res.status, res.body.message]).toEqual([status, expect.stringMatching(message)]);
    }
    expect(await list(me)).toEqual(before);

    // Clearing the typed balance leaves the rows' sum (none: 0.00).
    expect((await put(me, savings.id, { openingBalance: null })).body).toMatchObject({ balance: '0.00' });

    const stranger = await t.h.user();
    expect((await put(stranger, savings.id, { name: 'Mine' })).status).toBe(404);
    const foreignDelete = await testRequest(t.app)
      .delete(`/api/bank-accounts/${savings.id}`)
      .set('Cookie', stranger.cookie);
    expect(foreignDelete.status).toBe(404);
  });

  it('deletes only an account without rows (409 with a message otherwise, the bin counts)', async () => {
    const me = await t.h.user();
    const empty = await create(me, { name: 'Empty', currency: 'USD' });
    const used = await create(me, { name: 'Used', currency: 'USD' });
    expect((await upload(me, used.id, ['2024-11-01,COFFEE,-3.00,97.00'])).status).toBe(200);
    const refused = await testRequest(t.app).delete(`/api/bank-accounts/${used.id}`).set('Cookie', me.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only an account without transactions can be deleted');
    await transactionModel(t.h.connection).updateMany({ userId: me.userId }, { $set: { deleted: true } });
    expect((await testRequest(t.app).delete(`/api/bank-accounts/${used.id}`).set('Cookie', me.cookie)).status).toBe(
      409,
    );
    const removed = await testRequest(t.app).delete(`/api/bank-accounts/${empty.id}`).set('Cookie', me.cookie);
    expect([removed.status, removed.body]).toEqual([200, { deletedCount: 1 }]);
    expect(await bankAccountModel(t.h.connection).exists({ _id: empty.id })).toBeNull();
  });
});

describe('balance from the statement', () => {
  it("takes the balance column's latest value, says by how much the rows differ, and counts later rows on it", async () => {
    const me = await t.h.user();
    const checking = await create(me, { name: 'Checking', currency: 'USD' });
    // Newest first, as many banks export: 1,500.00 before its earliest row, 3,800.00 after its latest.
    const res = await upload(me, checking.id, [
      '2024-11-20,SAFEWAY,-200.00,3800.00',
      '2024-11-15,SALARY,3000.00,4000.00',
      '2024-11-02,RENT,-500.00,1000.00',
    ]);
    expect(res.status).toBe(200);
    let [account] = (await list(me)).filter((a) => a.id === checking.id);
    expect(account).toMatchObject({ balance: '3800.00', balanceAsOf: '2024-11-20', unreconciled: '0.00' });

    // A row deleted: the rows no longer add up to the statement's balance, by its amount.
    const safeway = await transactionModel(t.h.connection).findOne({ userId: me.userId, description: 'SAFEWAY' });
    await testRequest(t.app)
      .delete('/api/transactions/bulk-delete')
      .set('Cookie', me.cookie)
      .send({ transactionIds: [String(safeway?._id)] })
      .expect(200);
    [account] = (await list(me)).filter((a) => a.id === checking.id);
    expect(account).toMatchObject({ balance: '3800.00', unreconciled: '-200.00' });

    // A later row without a balance column moves the balance on from the statement's.
    await testRequest(t.app)
      .post('/api/transactions/upload-fast')
      .set('Cookie', me.cookie)
      .field('accountId', checking.id)
      .field('autoCategorise', 'false')
      .attach('file', Buffer.from('Date,Description,Amount\n2024-11-25,BOOKS,-20.00'), {
        filename: 'later.csv',
        contentType: 'text/csv',
      })
      .expect(200);
    [account] = (await list(me)).filter((a) => a.id === checking.id);
    expect(account).toMatchObject({ balance: '3780.00', balanceAsOf: '2024-11-25' });

    // The data download holds the account with its kind and balance.
    const download = await testRequest(t.app).get(internalUserDataPath(me.userId));
    expect(download.status).toBe(200);
    const stored = (download.body.collections.bankAccounts as Array<Record<string, unknown>>).find(
      (a) => a.id === checking.id,
    );
    expect(stored).toMatchObject({ kind: 'checking', balance: '3780.00', balanceAsOf: '2024-11-25' });
  });
});

describe('the upload preview', () => {
  it("suggests a card for a file with a 'payment – thank you' row, and nothing for a plain one", async () => {
    const me = await t.h.user();
    const preview = (csv: string) =>
      testRequest(t.app)
        .post('/api/transactions/upload-preview')
        .set('Cookie', me.cookie)
        .attach('file', Buffer.from(csv), { filename: 'p.csv', contentType: 'text/csv' });
    const card = await preview(
      'Date,Description,Amount\n2024-11-05,STARBUCKS,-50.00\n2024-11-20,PAYMENT - THANK YOU,500.00\n',
    );
    expect(card.status).toBe(200);
    expect(uploadPreviewSchema.parse(card.body).suggestedKind).toBe('credit_card');
    const plain = await preview('Date,Description,Amount\n2024-11-05,STARBUCKS,-50.00\n2024-11-06,SALARY,900.00\n');
    expect(uploadPreviewSchema.parse(plain.body).suggestedKind).toBeUndefined();
  });
});
