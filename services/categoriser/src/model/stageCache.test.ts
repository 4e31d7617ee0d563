import { DEFAULT_CATEGORIES } from '@tracker/contracts';
import { normaliseDescription } from '../normalise/merchant';
import { LocalStage, type UserExample } from './localStage';
import { ModelAnswerCache } from './stageCache';
import { smallModel } from './testing';

const text = (description: string) => normaliseDescription(description).text;

describe('ModelAnswerCache', () => {
  const global = smallModel();
  const plain = () => Promise.resolve(new LocalStage(global, DEFAULT_CATEGORIES, []));

  it('answers a repeated row from the cache, keyed by its text, direction and amount band', async () => {
    const cache = new ModelAnswerCache();
    const stage = await cache.stage('u', 0, DEFAULT_CATEGORIES, global.model, plain);
    const first = cache.answer(stage, text('OAK BISTRO 1 SHELBYVILLE'), false, '12.00');
    expect(cache.answer(stage, text('OAK BISTRO 1 SHELBYVILLE'), false, '13.50')).toBe(first); // same band (8-15)
    expect(cache.stats).toMatchObject({ answerHits: 1, answerMisses: 1 });
    cache.answer(stage, text('OAK BISTRO 1 SHELBYVILLE'), false, '40.00'); // another band
    cache.answer(stage, text('OAK BISTRO 1 SHELBYVILLE'), true, '12.00'); // money in
    expect(cache.stats).toMatchObject({ answerHits: 1, answerMisses: 3 });
    expect(first).toEqual(stage.stage.answer(text('OAK BISTRO 1 SHELBYVILLE'), false, '12.00'));
  });

  it('builds a user model once per examples version; concurrent requests share the build', async () => {
    const cache = new ModelAnswerCache();
    const build = jest.fn(plain);
    const [a, b] = await Promise.all([
      cache.stage('u', 3, DEFAULT_CATEGORIES, global.model, build),
      cache.stage('u', 3, DEFAULT_CATEGORIES, global.model, build),
    ]);
    expect(a).toBe(b);
    expect(await cache.stage('u', 3, DEFAULT_CATEGORIES, global.model, build)).toBe(a);
    expect(build).toHaveBeenCalledTimes(1);
    // Another user, another category list or another global model is another stage.
    await cache.stage('v', 3, DEFAULT_CATEGORIES, global.model, build);
    await cache.stage('u', 3, [...DEFAULT_CATEGORIES, 'Coffee'], global.model, build);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('sees learning at once: a new examples version is a new stage whose answers are keyed apart', async () => {
    const cache = new ModelAnswerCache();
    const categories = [...DEFAULT_CATEGORIES, 'Coffee'];
    const row = text('BIRCH COFFEE HOUSE 5 CAPITAL CITY');
    const before = await cache.stage('u', 1, categories, global.model, () =>
      Promise.resolve(new LocalStage(global, categories, [])),
    );
    expect(cache.answer(before, row, false, '4.80').category).toBe('Dining Out');
    const examples: UserExample[] = [
      'OAK COFFEE HOUSE 1 SHELBYVILLE',
      'LAKE COFFEE HOUSE 2 OGDENVILLE',
      'HILL COFFEE HOUSE 3 SHELBYVILLE',
    ].map((description) => ({
      text: text(description),
      isIncome: false,
      amount: '4.50',
      category: 'Coffee',
      count: 1,
    }));
    const after = await cache.stage('u', 2, categories, global.model, () =>
      Promise.resolve(new LocalStage(global, categories, examples)),
    );
    expect(after.id).not.toBe(before.id);
    expect(cache.answer(after, row, false, '4.80')).toEqual(after.stage.answer(row, false, '4.80'));
    expect(after.stage.answer(row, false, '4.80').category).toBe('Coffee');
  });

  it('forgets a failed build, so the next request tries again', async () => {
    const cache = new ModelAnswerCache();
    await expect(
      cache.stage('u', 1, DEFAULT_CATEGORIES, global.model, () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow('db down');
    const build = jest.fn(plain);
    await cache.stage('u', 1, DEFAULT_CATEGORIES, global.model, build);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is bounded: old answers and stages are dropped', async () => {
    const cache = new ModelAnswerCache({ maxStages: 1, maxAnswers: 2 });
    const stage = await cache.stage('u', 0, DEFAULT_CATEGORIES, global.model, plain);
    for (const name of ['OAK', 'RIVER', 'MAPLE', 'HILL']) cache.answer(stage, text(`${name} BISTRO`), false, '12.00');
    expect(cache.answerCount).toBe(2);
    cache.answer(stage, text('OAK BISTRO'), false, '12.00');
    expect(cache.stats.answerHits).toBe(0); // OAK was dropped
    const build = jest.fn(plain);
    await cache.stage('v', 0, DEFAULT_CATEGORIES, global.model, build);
    await cache.stage('u', 0, DEFAULT_CATEGORIES, global.model, build); // dropped by v's
    expect(build).toHaveBeenCalledTimes(2);
  });
});
