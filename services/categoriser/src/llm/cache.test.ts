import { useTestDatabase } from '@tracker/service-kit/testing';
import { LlmCache, categoriesHash } from './cache';

const h = useTestDatabase();
const HASH = categoriesHash(['Groceries', 'Shopping']);

describe('LlmCache', () => {
  it('answers what was put for the same categories, null answers included', async () => {
    const cache = new LlmCache(h.connection, 30);
    await cache.put(HASH, new Map([['ACME|out', { category: 'Shopping', confidence: 0.8 }]]));
    await cache.put(HASH, new Map([['NOBODY|out', { category: null, confidence: 0 }]]));
    const found = await cache.get(HASH, ['ACME|out', 'NOBODY|out', 'OTHER|out']);
    expect(Object.fromEntries(found)).toEqual({
      'ACME|out': { category: 'Shopping', confidence: 0.8 },
      'NOBODY|out': { category: null, confidence: 0 },
    });
    expect((await cache.get(categoriesHash(['Travel']), ['ACME|out'])).size).toBe(0);
  });

  it('stops answering an entry once its lifetime is over, before the TTL monitor removes it', async () => {
    const expired = new LlmCache(h.connection, -1);
    await expired.put(HASH, new Map([['GONE|out', { category: 'Travel', confidence: 0.9 }]]));
    expect((await expired.get(HASH, ['GONE|out'])).size).toBe(0);
    // Another service instance configured with a longer lifetime shares the collection and the same schema.
    expect((await new LlmCache(h.connection, 90).get(HASH, ['GONE|out'])).size).toBe(0);
  });

  it('keeps one TTL index on each entry’s own expiry, whatever the configured lifetime', async () => {
    new LlmCache(h.connection, 7);
    new LlmCache(h.connection, 30);
    const model = h.connection.models.LlmCache;
    await model?.init();
    const indexes = await model?.collection.indexes();
    expect(indexes?.find((index) => index.key.expiresAt === 1)).toMatchObject({ expireAfterSeconds: 0 });
  });
});
