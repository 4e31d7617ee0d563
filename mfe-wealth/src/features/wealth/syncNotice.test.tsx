import { syncNotice } from './syncNotice';

const failure = (name: string, errorType: 'rate_limit' | 'invalid_symbol' | 'no_data' = 'invalid_symbol') => ({
  assetId: name,
  name,
  symbol: name.toUpperCase(),
  errorType,
  error: 'Why.',
});

describe('syncNotice', () => {
  it("says 'Prices updated for N assets'", () => {
    expect(syncNotice({ syncedCount: 1, failed: [] })).toEqual({
      title: 'Prices updated for 1 asset',
      description: undefined,
      variant: 'success',
    });
    expect(syncNotice({ syncedCount: 12, failed: [] }).title).toBe('Prices updated for 12 assets');
  });

  it('names what failed and why, three at most', () => {
    const notice = syncNotice({ syncedCount: 0, failed: ['a', 'b', 'c', 'd', 'e'].map((n) => failure(n, 'no_data')) });
    expect(notice).toEqual({
      title: 'No prices updated',
      description:
        'Not updated, showing the stored value: a (A): No Live Data. Why. b (B): No Live Data. Why. c (C): No Live Data. Why. And 2 more.',
      variant: 'destructive',
    });
  });

  it('says when there is nothing to price', () => {
    expect(syncNotice({ syncedCount: 0, failed: [] }).title).toBe('No prices to update');
  });
});
