import { bankAccountListSchema, DEFAULT_ACCOUNT_NAME, internalUserDataPath } from '@tracker/contracts';
import { createFieldCipher } from '@tracker/service-kit';
import { testRequest, useHarness } from '../../testing/harness';
import { bankAccountModel } from './model';

jest.setTimeout(60_000);

const t = useHarness();

describe('GET /api/bank-accounts', () => {
  it('gives a new user a Default Account (once, even when asked twice at the same moment)', async () => {
    const user = await t.h.user();
    const [a, b] = await Promise.all([
      testRequest(t.app).get('/api/bank-accounts').set('Cookie', user.cookie),
      testRequest(t.app).get('/api/bank-accounts').set('Cookie', user.cookie),
    ]);
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(bankAccountListSchema.parse(res.body)).toEqual([
        {
          id: expect.any(String),
          name: DEFAULT_ACCOUNT_NAME,
          accountType: 'Checking',
          accountNumber: '',
          balance: '0.00',
          currency: 'USD',
          // No transactions and no currency stated yet: a first statement decides it.
          currencyDecided: false,
          // Made before kinds: reads as checking, no balance given, not in net worth until switched on.
          kind: 'checking',
          balanceAsOf: null,
          unreconciled: null,
          countsInNetWorth: false,
        },
      ]);
    }
    expect(await bankAccountModel(t.h.connection).countDocuments({ userId: user.userId })).toBe(1);
  });

  it('shows account numbers by their last 4 digits and balances as exact 2-decimal strings', async () => {
    const user = await t.h.user();
    await bankAccountModel(t.h.connection).create({
      userId: user.userId,
      name: 'Card',
      nameLower: 'card',
      accountType: 'Credit Card',
      accountNumber: '4111 1111 1111 1234',
    });
    const csv = [
      'Date,Description,Amount',
      '2024-01-01,Salary,1000.10',
      '2024-01-02,Coffee,-0.10',
      '2024-01-03,Coffee,-0.20',
      '2024-01-04,Rent,-600.00',
    ].join('\n');
    await testRequest(t.app)
      .post('/api/transactions/upload-fast')
      .set('Cookie', user.cookie)
      .attach('file', Buffer.from(csv), { filename: 's.csv', contentType: 'text/csv' });
    const res = await testRequest(t.app).get('/api/bank-accounts').set('Cookie', user.cookie);
    const accounts = bankAccountListSchema.parse(res.body);
    expect(accounts.map((a) => [a.name, a.accountNumber, a.balance])).toEqual([
      ['Card', '****1234', '0.00'],
      ['Default Account', '', '399.80'],
    ]);
    expect(res.text).not.toContain('4111');
    // Deleted rows leave the balance.
    const list = await testRequest(t.app).get('/api/transactions?description=rent').set('Cookie', user.cookie);
    await testRequest(t.app)
      .delete('/api/transactions/bulk-delete')
      .set('Cookie', user.cookie)
      .send({ transactionIds: [list.body.transactions[0].id] });
    const after = bankAccountListSchema.parse(
      (await testRequest(t.app).get('/api/bank-accounts').set('Cookie', user.cookie)).body,
    );
    expect(after.find((a) => a.name === DEFAULT_ACCOUNT_NAME)?.balance).toBe('999.80');
  });

  it('seals account numbers under FIELD_ENCRYPTION_KEY, and lets only their last 4 digits out, in the data download too', async () => {
    const key = Buffer.alloc(32, 9).toString('base64');
    const app = t.h.app({ FIELD_ENCRYPTION_KEY: key });
    const user = await t.h.user();
    const stored = createFieldCipher(key).seal('GB29 NWBK 6016 1331 9268 19');
    await bankAccountModel(t.h.connection).create({
      userId: user.userId,
      name: 'Savings',
      nameLower: 'savings',
      accountType: 'Savings',
      accountNumber: stored,
    });
    const res = await testRequest(app).get('/api/bank-accounts').set('Cookie', user.cookie);
    expect(bankAccountListSchema.parse(res.body).find((a) => a.name === 'Savings')?.accountNumber).toBe('****6819');
    const data = await testRequest(app).get(internalUserDataPath(user.userId));
    expect(data.status).toBe(200);
    expect(JSON.stringify(data.body)).toContain('****6819');
    expect(JSON.stringify(data.body)).not.toMatch(/9268|enc1:/);
  });

  it('answers 401 when signed out', async () => {
    expect((await testRequest(t.app).get('/api/bank-accounts')).status).toBe(401);
  });
});
