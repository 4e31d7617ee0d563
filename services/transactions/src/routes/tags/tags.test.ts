import { testRequest, useHarness } from '../../testing/harness';

jest.setTimeout(60_000);

const t = useHarness();

describe('GET /api/tags', () => {
  it("lists each tag in use once, sorted, from the user's transactions that are not deleted", async () => {
    const user = await t.h.user();
    const base = { date: '2024-01-01', amount: '1', category: 'Shopping', transactionType: 'Expense' };
    const added = await testRequest(t.app)
      .post('/api/transactions/manual')
      .set('Cookie', user.cookie)
      .send({
        transactions: [
          { ...base, description: 'a', tags: ['holiday'] },
          { ...base, description: 'b', tags: ['Work'] },
          { ...base, description: 'c', tags: ['holiday', 'Bills'] },
          { ...base, description: 'd', tags: ['gone'] },
          { ...base, description: 'e' },
        ],
      });
    expect((await testRequest(t.app).get('/api/tags').set('Cookie', user.cookie)).body).toEqual([
      'Bills',
      'gone',
      'holiday',
      'Work',
    ]);
    await testRequest(t.app)
      .delete('/api/transactions/bulk-delete')
      .set('Cookie', user.cookie)
      .send({ transactionIds: [added.body.transactions[3].id] });
    expect((await testRequest(t.app).get('/api/tags').set('Cookie', user.cookie)).body).toEqual([
      'Bills',
      'holiday',
      'Work',
    ]);
    const stranger = await t.h.user();
    expect((await testRequest(t.app).get('/api/tags').set('Cookie', stranger.cookie)).body).toEqual([]);
    expect((await testRequest(t.app).get('/api/tags')).status).toBe(401);
  });
});
