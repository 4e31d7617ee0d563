import type { Transaction } from '@tracker/contracts';
import * as XLSX from '@e965/xlsx';
import { downloadExport, sheetOf } from '../../testing/exportFile';
import { testRequest, useHarness, type TestUser } from '../../testing/harness';

jest.setTimeout(60_000);

const t = useHarness();

async function addRow(user: TestUser, amount: string, currency = 'USD'): Promise<Transaction> {
  const res = await testRequest(t.app)
    .post('/api/transactions/manual')
    .set('Cookie', user.cookie)
    .send({
      transactions: [
        {
          date: '2024-03-01',
          description: 'COSTCO',
          amount,
          currency,
          category: 'Shopping',
          transactionType: 'Expense',
        },
      ],
    });
  expect(res.status).toBe(201);
  return res.body.transactions[0];
}

const split = (user: TestUser, id: string, parts: Array<Record<string, unknown>>) =>
  testRequest(t.app).post(`/api/transactions/${id}/split`).set('Cookie', user.cookie).send({ parts });

async function stored(user: TestUser, id: string): Promise<Transaction | undefined> {
  const res = await testRequest(t.app).get('/api/transactions?pageSize=100').set('Cookie', user.cookie);
  return (res.body.transactions as Transaction[]).find((row) => row.id === id);
}

describe('POST /api/transactions/:id/split', () => {
  it('divides a row into parts that add up exactly; unsplit restores it', async () => {
    const user = await t.h.user();
    const row = await addRow(user, '148.31');
    const res = await split(user, row.id, [
      { amount: '100', category: 'Groceries' },
      { amount: '48.31', category: 'Household', note: 'towels' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: row.id,
      amount: '148.31',
      category: 'Shopping',
      splits: [
        { amount: '100.00', category: 'Groceries' },
        { amount: '48.31', category: 'Household', note: 'towels' },
      ],
    });
    expect((await stored(user, row.id))?.splits).toHaveLength(2);
    // New part categories join the user's categories.
    const categories = await testRequest(t.app).get('/api/user-categories').set('Cookie', user.cookie);
    expect(JSON.stringify(categories.body)).toContain('Household');

    const back = await testRequest(t.app).delete(`/api/transactions/${row.id}/split`).set('Cookie', user.cookie);
    expect(back.status).toBe(200);
    expect(back.body.splits).toBeUndefined();
    expect((await stored(user, row.id))?.splits).toBeUndefined();
  });

  it('category spending, the chart and the cards count the parts; unsplit counts the row again', async () => {
    const user = await t.h.user();
    const row = await addRow(user, '148.31');
    await addRow(user, '10.00');
    const spending = async () =>
      (await testRequest(t.app).get('/api/analytics/category-spending').set('Cookie', user.cookie)).body.map(
        (c: { category: string; amount: string }) => [c.category, c.amount],
      );
    const summary = async () =>
      (await testRequest(t.app).get('/api/analytics/summary').set('Cookie', user.cookie)).body;
    expect(await spending()).toEqual([['Shopping', '158.31']]);
    await split(user, row.id, [
      { amount: '100', category: 'Groceries' },
      { amount: '48.31', category: 'Household' },
    ]);
    expect(await spending()).toEqual([
      ['Groceries', '100.00'],
      ['Household', '48.31'],
      ['Shopping', '10.00'],
    ]);
    expect(await summary()).toMatchObject({ totalExpenses: '158.31', transactionCount: 2 });
    const months = await testRequest(t.app).get('/api/analytics/monthly-spending').set('Cookie', user.cookie);
    expect(months.body).toEqual([expect.objectContaining({ month: '2024-03', amount: '158.31' })]);
    // The export lists the parts, one line each.
    const lines = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheetOf((await downloadExport(t.app, user)).body));
    expect(lines.map((l) => [l.Description, l.Category, l.Amount])).toEqual(
      expect.arrayContaining([
        ['COSTCO (part 1 of 2)', 'Groceries', -100],
        ['COSTCO (part 2 of 2)', 'Household', -48.31],
      ]),
    );
    expect(lines).toHaveLength(3);
    await testRequest(t.app).delete(`/api/transactions/${row.id}/split`).set('Cookie', user.cookie);
    expect(await spending()).toEqual([['Shopping', '158.31']]);
  });

  it('refuses parts that do not add up, in minor units, and changes nothing', async () => {
    const user = await t.h.user();
    const row = await addRow(user, '10.00');
    // 0.1 + 0.2 is 0.3 here: cents, never floats.
    const floats = await addRow(user, '0.30');
    const ok = await split(user, floats.id, [
      { amount: '0.1', category: 'A' },
      { amount: '0.2', category: 'B' },
    ]);
    expect(ok.status).toBe(200);
    const refuse = async (parts: Array<Record<string, unknown>>, message: RegExp) => {
      const res = await split(user, row.id, parts);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect((await stored(user, row.id))?.splits).toBeUndefined();
    };
    await refuse(
      [
        { amount: '5', category: 'A' },
        { amount: '4.99', category: 'B' },
      ],
      /add up exactly/,
    );
    await refuse(
      [
        { amount: '5', category: 'A' },
        { amount: '4.995', category: 'B' },
        { amount: '0.005', category: 'C' },
      ],
      /more decimals than USD allows/,
    );
    await refuse([{ amount: '10', category: 'A' }], /at least 2 parts/);
    await refuse(
      Array.from({ length: 21 }, () => ({ amount: '0.5', category: 'A' })),
      /at most 20 parts/,
    );
    await refuse(
      [
        { amount: '0', category: 'A' },
        { amount: '10', category: 'B' },
      ],
      /greater than 0/,
    );
  });

  it('yen have no minor unit and dinars three', async () => {
    const user = await t.h.user();
    const yen = await addRow(user, '1500', 'JPY');
    expect(
      (
        await split(user, yen.id, [
          { amount: '1000', category: 'A' },
          { amount: '500.5', category: 'B' },
        ])
      ).status,
    ).toBe(400);
    const yenSplit = await split(user, yen.id, [
      { amount: '1001', category: 'A' },
      { amount: '499', category: 'B' },
    ]);
    expect(yenSplit.body.splits).toEqual([
      { amount: '1001', category: 'A' },
      { amount: '499', category: 'B' },
    ]);
    const dinars = await addRow(user, '12.345', 'BHD');
    const off = await split(user, dinars.id, [
      { amount: '12', category: 'A' },
      { amount: '0.34', category: 'B' },
    ]);
    expect(off.status).toBe(400);
    const exact = await split(user, dinars.id, [
      { amount: '12', category: 'A' },
      { amount: '0.3', category: 'B' },
      { amount: '0.045', category: 'C' },
    ]);
    expect(exact.body.splits.map((p: { amount: string }) => p.amount)).toEqual(['12.000', '0.300', '0.045']);
  });

  it("another user's row is a 404", async () => {
    const owner = await t.h.user();
    const row = await addRow(owner, '10');
    const stranger = await t.h.user();
    const parts = [
      { amount: '5', category: 'A' },
      { amount: '5', category: 'B' },
    ];
    expect((await split(stranger, row.id, parts)).status).toBe(404);
    const unsplit = await testRequest(t.app).delete(`/api/transactions/${row.id}/split`).set('Cookie', stranger.cookie);
    expect(unsplit.status).toBe(404);
    expect((await stored(owner, row.id))?.splits).toBeUndefined();
  });
});
