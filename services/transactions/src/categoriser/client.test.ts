import { CATEGORISER_PATHS } from '@tracker/contracts';
import { unusedUrl } from '@tracker/service-kit/testing';
import { startFakeCategoriser, type FakeCategoriser } from '../testing/fakeCategoriser';
import { CategoriserClient } from './client';

const request = {
  userId: 'u1',
  categories: ['Groceries', 'Salary'],
  transactions: [
    { id: 'a', description: 'Tesco', amount: '12.00', isIncome: false },
    { id: 'b', description: 'Pay', amount: '100.00', isIncome: true },
  ],
};

describe('CategoriserClient', () => {
  let fake: FakeCategoriser;
  beforeEach(async () => {
    fake = await startFakeCategoriser();
  });
  afterEach(() => fake.close());

  const client = (over: Partial<ConstructorParameters<typeof CategoriserClient>[0]> = {}) =>
    new CategoriserClient({
      baseUrl: fake.url,
      token: 'internal-token-for-tests-0001',
      // Generous: only the time-out case below asks for a short one, so a loaded machine cannot fail the others.
      timeoutMs: 5_000,
      cooldownMs: 10_000,
      ...over,
    });

  it('sends the contract with the internal token and reads the answers by id', async () => {
    fake.behaviour.categorise = (row) =>
      row.isIncome
        ? { category: 'Salary', confidence: 0.9, stage: 'memory' }
        : { category: 'Groceries', confidence: 0.7, stage: 'model' };
    const answers = await client().categorise(request);
    expect(answers?.get('a')).toEqual({
      id: 'a',
      category: 'Groceries',
      confidence: 0.7,
      stage: 'model',
      merchant: 'TESCO',
    });
    expect(answers?.get('b')).toEqual({
      id: 'b',
      category: 'Salary',
      confidence: 0.9,
      stage: 'memory',
      merchant: 'PAY',
    });
    expect(fake.calls[0]).toMatchObject({ path: CATEGORISER_PATHS.categorise, body: request });
    expect(fake.calls[0]?.headers['x-internal-token']).toBe('internal-token-for-tests-0001');
    expect(fake.contractViolations).toEqual([]);
  });

  it('treats a category it did not offer as no answer', async () => {
    fake.behaviour.categorise = () => ({ category: 'Made Up', confidence: 0.99, stage: 'llm' });
    expect((await client().categorise(request))?.get('a')).toEqual({
      id: 'a',
      category: null,
      confidence: 0,
      stage: 'none',
      merchant: 'TESCO',
    });
  });

  it('degrades on an error status, an answer outside the contract, a time-out or no server, then rests', async () => {
    fake.behaviour.status = 503;
    let now = 1_000;
    const c = client({ now: () => now });
    expect(await c.categorise(request)).toBeNull();
    expect(c.unavailable).toBe(true);
    expect(await c.categorise(request)).toBeNull();
    expect(fake.calls).toHaveLength(1);
    now += 10_001;
    fake.behaviour.status = undefined;
    expect(await c.categorise(request)).not.toBeNull();

    fake.behaviour.insights = () => [];
    expect(await client().insights({ userId: 'u1', asOf: '2024-01-01', transactions: [], budgets: [] })).toEqual({
      insights: [],
    });

    // The answer would take 10 s; the client gives up after its 100 ms time-out, long before.
    fake.behaviour.delayMs = 10_000;
    const started = Date.now();
    expect(await client({ timeoutMs: 100 }).categorise(request)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);

    const down = new CategoriserClient({ baseUrl: await unusedUrl(), token: undefined, timeoutMs: 500, cooldownMs: 1 });
    expect(await down.categorise(request)).toBeNull();
    expect(
      await down.learn({
        userId: 'u1',
        examples: [{ description: 'x', amount: '1.00', isIncome: false, category: 'Groceries' }],
      }),
    ).toBe(false);
  });
});
