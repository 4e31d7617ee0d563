import { descriptionWords, searchKeys } from './keys';

describe('description words', () => {
  it('are lower-case runs of letters, split by digits, without the unindexed common words', () => {
    expect(descriptionWords('CARD PAYMENT TO Tesco Stores 3345 ON 12 MAR')).toEqual(['tesco', 'stores', 'mar']);
    expect(descriptionWords('AMZN Mktp US*2K4L55 amzn')).toEqual(['amzn', 'mktp', 'us', 'k', 'l']);
    expect(descriptionWords('Bäckerei Müller — Zoë’s')).toEqual(['bäckerei', 'müller', 'zoë', 's']);
    expect(descriptionWords('12345 / 67')).toEqual([]);
  });
});

describe('search keys', () => {
  it('holds the words and the rarer facets, not the common upload source or Expense type', () => {
    const base = {
      description: 'Tesco Stores',
      category: 'Groceries',
      amountCents: 1234,
      date: '2024-01-02',
      tags: [],
      pending: false,
    };
    expect(searchKeys({ ...base, source: 'upload', transactionType: 'Expense', merchant: 'TESCO' })).toEqual([
      'w:tesco',
      'w:stores',
      'm:TESCO',
    ]);
    expect(searchKeys({ ...base, source: 'manual', transactionType: 'Income', tags: ['x'], pending: true })).toEqual([
      'w:tesco',
      'w:stores',
      's:manual',
      'y:income',
      'tagged',
      'p',
      'm-',
    ]);
    // A description that names no merchant: no merchant key, and not asked for again.
    expect(searchKeys({ ...base, source: 'upload', transactionType: 'Expense', merchant: '' })).toEqual([
      'w:tesco',
      'w:stores',
    ]);
  });
});
