import { internalUserDataPath, USER_DATA_COLLECTIONS, userDataExportSchema } from '@tracker/contracts';
import { as, testRequest, useHarness } from '../../testing/harness';

jest.setTimeout(60_000);

const t = useHarness();
const TOKEN = 'budget-internal-token-01';

describe('GET/DELETE /internal/user-data/:userId (budget)', () => {
  it("exports the user's budget types and categories, and deletes only them", async () => {
    const ada = await t.user();
    const bob = await t.user();
    for (const user of [ada, bob]) {
      const api = as(t.app, user);
      const { body: type } = await api.post('/api/budget-types', { name: 'Expenses', month: 3, year: 2025 });
      await api.post('/api/budget-type-categories', {
        budgetTypeId: type.id,
        name: 'Rent',
        amount: 1000,
        frequency: 'monthly',
        month: 3,
        year: 2025,
      });
    }
    const app = t.appWith({ INTERNAL_TOKEN: TOKEN });
    expect((await testRequest(app).get(internalUserDataPath(ada.userId))).status).toBe(403);
    const exported = await testRequest(app).get(internalUserDataPath(ada.userId)).set('x-internal-token', TOKEN);
    const { collections } = userDataExportSchema.parse(exported.body);
    expect(Object.keys(collections).sort()).toEqual(Object.keys(USER_DATA_COLLECTIONS.budget.exported).sort());
    expect(collections.budgetTypes?.map((d) => d.name)).toEqual(['Expenses']);
    expect(collections.budgetCategories?.map((d) => [d.name, d.amountCents, d.frequency])).toEqual([
      ['Rent', 100000, 'monthly'],
    ]);

    const deleted = await testRequest(app).delete(internalUserDataPath(ada.userId)).set('x-internal-token', TOKEN);
    expect(deleted.body).toEqual({ deleted: { budgettypes: 1, budgetcategories: 1, budget_category_mappings: 0 } });
    expect((await as(t.app, ada).get('/api/budget-types?month=3&year=2025')).body).toEqual([]);
    expect((await as(t.app, bob).get('/api/budget-type-categories?month=3&year=2025')).body).toHaveLength(1);
  });
});
