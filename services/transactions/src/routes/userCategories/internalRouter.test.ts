import { internalUserCategoriesPath, userCategoriesResponseSchema } from '@tracker/contracts';
import { testRequest, useHarness } from '../../testing/harness';

jest.setTimeout(60_000);

const t = useHarness();
const TOKEN = 'internal-secret-for-tests';

describe('/internal/user-categories/:userId (the budget service reads and adds the user’s categories)', () => {
  it('answers the groups of GET /api/user-categories, and adds a budget line’s new name once', async () => {
    const app = t.h.app({ INTERNAL_TOKEN: TOKEN });
    const user = await t.h.user();
    const path = internalUserCategoriesPath(user.userId);
    const read = await testRequest(app).get(path).set('x-internal-token', TOKEN);
    expect(read.status).toBe(200);
    expect(read.body).toEqual((await testRequest(app).get('/api/user-categories').set('Cookie', user.cookie)).body);

    const added = await testRequest(app)
      .post(path)
      .set('x-internal-token', TOKEN)
      .send({
        categories: [
          { name: 'Pet Care', group: 'expense' },
          { name: 'housing', group: 'expense' },
          { name: 'Holiday Fund', group: 'savings' },
        ],
      });
    expect(added.status).toBe(200);
    const groups = userCategoriesResponseSchema.parse(added.body);
    expect(groups.expense.map((c) => c.name)).toContain('Pet Care');
    expect(groups.expense.filter((c) => c.name.toLowerCase() === 'housing')).toEqual([{ name: 'Housing' }]);
    expect(groups.savings.map((c) => c.name)).toEqual(['Savings', 'Holiday Fund']);
  });

  it('refuses a call without the token, and a bad body with a message, changing nothing', async () => {
    const app = t.h.app({ INTERNAL_TOKEN: TOKEN });
    const user = await t.h.user();
    const path = internalUserCategoriesPath(user.userId);
    expect((await testRequest(app).get(path)).status).toBe(403);
    const bad = await testRequest(app)
      .post(path)
      .set('x-internal-token', TOKEN)
      .send({ categories: [{ name: '  ', group: 'expense' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Category name is required/);
    const wrongGroup = await testRequest(app)
      .post(path)
      .set('x-internal-token', TOKEN)
      .send({ categories: [{ name: 'Pets', group: 'pets' }] });
    expect(wrongGroup.status).toBe(400);
    const after = await testRequest(app).get(path).set('x-internal-token', TOKEN);
    expect(after.body.expense.map((c: { name: string }) => c.name)).not.toContain('Pets');
  });
});
