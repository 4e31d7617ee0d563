import { assetTotalMicros, microsToDecimal, missingAssetColumns, summariseWealth, toMicros } from './wealth';

describe('exact portfolio arithmetic', () => {
  it('multiplies and sums in micro-units (0.1 × 3 is 0.3, not 0.30000000000000004)', () => {
    expect(microsToDecimal(assetTotalMicros({ quantity: '3', value: '0.1' }))).toBe('0.3');
    expect(microsToDecimal(toMicros('0.1') + toMicros('0.2'))).toBe('0.3');
    expect(microsToDecimal(assetTotalMicros({ quantity: '0.333333', value: '0.000003' }))).toBe('0.000001');
  });

  it('prefers a live price above 0, counts a no-quantity asset once, and subtracts liabilities', () => {
    const summary = summariseWealth(
      [
        { id: 'a', type: 'equities_stocks', quantity: '10', value: '100' },
        { id: 'b', type: 'property_real_estate', quantity: null, value: '400000' },
        { id: 'c', type: 'liabilities', quantity: null, value: '250000' },
        { id: 'd', type: 'cryptocurrencies', quantity: '0.5', value: 'abc' },
      ],
      { a: 212.49, d: 0 },
    );
    expect(summary.netWorth).toBe('152124.9');
    expect(summary.totalLiabilities).toBe('250000');
    expect(summary.byType).toEqual([
      { type: 'equities_stocks', count: 1, total: '2124.9', percent: '0.5' },
      { type: 'cryptocurrencies', count: 1, total: '0', percent: '0.0' },
      { type: 'property_real_estate', count: 1, total: '400000', percent: '99.5' },
      // What is owed as a share of what is owned, not a slice of the assets.
      { type: 'liabilities', count: 1, total: '250000', percent: '62.2' },
    ]);
    expect(summariseWealth([])).toEqual({ byType: [], netWorth: '0', totalAssets: '0', totalLiabilities: '0' });
  });

  it('counts a mortgage apart: a $400,000 home with a $100,000 mortgage is 100% of the assets', () => {
    const summary = summariseWealth([
      { id: 'home', type: 'property_real_estate', quantity: null, value: '400000' },
      { id: 'loan', type: 'liabilities', quantity: null, value: '100000' },
    ]);
    expect(summary.byType).toEqual([
      { type: 'property_real_estate', count: 1, total: '400000', percent: '100.0' },
      { type: 'liabilities', count: 1, total: '100000', percent: '25.0' },
    ]);
    expect(summary.netWorth).toBe('300000');
    // Only liabilities: nothing owned to share.
    expect(summariseWealth([{ id: 'l', type: 'liabilities', quantity: null, value: '5' }]).byType[0]?.percent).toBe(
      '0.0',
    );
  });

  it('names the required upload columns a header lacks', () => {
    expect(missingAssetColumns(['Asset', 'Quantity', 'Date Purchased', 'purchase_price', 'Current Value'])).toEqual([]);
    expect(missingAssetColumns(['asset'])).toEqual([
      'quantity',
      'date/month/year purchased',
      'purchase price',
      'current value',
    ]);
  });
});
