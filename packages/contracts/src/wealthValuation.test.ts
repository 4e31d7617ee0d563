import { convertMicros, parseRate, type CurrencyCode } from './currency';
import { toMicros } from './wealth';
import {
  assetCurrency,
  largestAssets,
  summariseWealthIn,
  valueAsset,
  type AccountForNetWorth,
} from './wealthValuation';

// 1 GBP = 1.25 USD; JPY unknown.
const rates: Partial<Record<CurrencyCode, string>> = { GBP: '1.25', EUR: '1.08' };
const rateOf = (from: CurrencyCode) => (rates[from] ? parseRate(rates[from] as string) : null);

describe('wealth in the home currency', () => {
  it("values an asset in its live price's currency, else its own (USD when unset)", () => {
    expect(assetCurrency({})).toBe('USD');
    expect(assetCurrency({ currency: 'GBP' })).toBe('GBP');
    expect(assetCurrency({ currency: 'USD' }, { price: 0.7216, currency: 'GBP' })).toBe('GBP');
    // A live price of 0 does not count: the stored value and its currency stand.
    expect(valueAsset({ value: '2', quantity: '10', currency: 'EUR' }, { price: 0, currency: 'GBP' })).toEqual({
      currency: 'EUR',
      unit: '2',
      total: '20',
    });
    expect(valueAsset({ value: '1', quantity: '1000', currency: 'USD' }, { price: 0.7216, currency: 'GBP' })).toEqual({
      currency: 'GBP',
      unit: '0.7216',
      total: '721.6',
    });
  });

  it('converts each currency once, rounds to the home minor units, and keeps the parts', () => {
    const summary = summariseWealthIn(
      [
        { id: 'a', type: 'equities_stocks', value: '1', quantity: '1000', currency: 'USD' as const },
        { id: 'b', type: 'property_real_estate', value: '100000', quantity: null, currency: 'USD' as const },
        { id: 'c', type: 'liabilities', value: '20000.005', quantity: null, currency: 'GBP' as const },
      ],
      { a: { price: 0.7216, currency: 'GBP' } },
      'USD',
      rateOf,
    );
    // GBP: 721.6 - 20000.005 = -19278.405 GBP -> at 1.25: shares 902.00, loan 25000.01 (each type summed, then
    // converted once and rounded to cents); USD: 100000.
    expect(summary).toEqual({
      currency: 'USD',
      byType: [
        { type: 'equities_stocks', count: 1, total: '902', percent: '0.9' },
        { type: 'property_real_estate', count: 1, total: '100000', percent: '99.1' },
        { type: 'liabilities', count: 1, total: '25000.01', percent: '24.8' },
      ],
      netWorth: '75901.99',
      totalAssets: '100902',
      totalLiabilities: '25000.01',
      parts: [
        { currency: 'USD', netWorth: '100000' },
        { currency: 'GBP', netWorth: '-19278.405' },
      ],
      missingRates: [],
    });
  });

  it('counts switched-on accounts: balances held as assets, balances owed on cards and loans as liabilities', () => {
    const account = (fields: Partial<AccountForNetWorth>): AccountForNetWorth => ({
      kind: 'savings',
      balance: '0.00',
      currency: 'USD',
      countsInNetWorth: true,
      ...fields,
    });
    const house = {
      id: 'h',
      type: 'property_real_estate' as const,
      value: '9000',
      quantity: null,
      currency: 'USD' as const,
    };
    const summary = summariseWealthIn([house], {}, 'USD', rateOf, [
      account({ balance: '1001.25' }),
      account({ balance: '800.00', currency: 'GBP', kind: 'cash' }),
      account({ kind: 'credit_card', balance: '-360.00' }),
      account({ kind: 'loan', balance: '-100.00', currency: 'EUR' }),
      // Switched off: counts nowhere.
      account({ kind: 'checking', balance: '5000.00', countsInNetWorth: false }),
    ]);
    // Held: 1001.25 + £800 × 1.25 = 2001.25; owed: 360 + €100 × 1.08 = 468; assets 9000 + 2001.25.
    expect(summary.accountsHeld).toEqual({ count: 2, total: '2001.25', percent: '18.2' });
    expect(summary.accountsOwed).toEqual({ count: 2, total: '468', percent: '4.3' });
    expect(summary.byType).toEqual([{ type: 'property_real_estate', count: 1, total: '9000', percent: '81.8' }]);
    expect(summary.totalAssets).toBe('11001.25');
    expect(summary.totalLiabilities).toBe('468');
    expect(summary.netWorth).toBe('10533.25');
    expect(summary.parts).toEqual([
      { currency: 'USD', netWorth: '9641.25' },
      { currency: 'EUR', netWorth: '-100' },
      { currency: 'GBP', netWorth: '800' },
    ]);
  });

  it('leaves the figures as they are when no account is switched on', () => {
    const house = {
      id: 'h',
      type: 'property_real_estate' as const,
      value: '9000',
      quantity: null,
      currency: 'USD' as const,
    };
    const off = { kind: 'savings' as const, balance: '50.00', currency: 'USD' as const, countsInNetWorth: false };
    expect(summariseWealthIn([house], {}, 'USD', rateOf, [off])).toEqual(summariseWealthIn([house], {}, 'USD', rateOf));
    expect(summariseWealthIn([house], {}, 'USD', rateOf, [off])).not.toHaveProperty('accountsHeld');
  });

  it('never sums a currency without a rate 1:1: totals are null and the allocation leaves it out', () => {
    const summary = summariseWealthIn(
      [
        { id: 'a', type: 'etfs', value: '100', quantity: null, currency: 'USD' as const },
        { id: 'b', type: 'etfs', value: '5000', quantity: null, currency: 'JPY' as const },
      ],
      {},
      'USD',
      rateOf,
    );
    expect(summary.netWorth).toBeNull();
    expect(summary.totalAssets).toBeNull();
    expect(summary.missingRates).toEqual(['JPY']);
    expect(summary.byType).toEqual([{ type: 'etfs', count: 1, total: '100', percent: '100.0' }]);
    expect(summary.parts).toEqual([
      { currency: 'USD', netWorth: '100' },
      { currency: 'JPY', netWorth: '5000' },
    ]);
  });

  it('rounds a conversion once to the target minor units, half away from zero', () => {
    expect(convertMicros(toMicros('1'), parseRate('0.005'), 'USD')).toBe(toMicros('0.01'));
    expect(convertMicros(toMicros('-1'), parseRate('0.005'), 'USD')).toBe(toMicros('-0.01'));
    expect(convertMicros(toMicros('1.5'), parseRate('1'), 'JPY')).toBe(toMicros('2'));
    expect(convertMicros(toMicros('1.0005'), parseRate('1'), 'BHD')).toBe(toMicros('1.001'));
  });

  it('ranks the largest assets in the home currency, liabilities left out, unknown rates last', () => {
    const assets = [
      { id: 'share', type: 'equities_stocks' as const, value: '1502', quantity: null, currency: 'USD' as const },
      { id: 'yen', type: 'commodities' as const, value: '90000000', quantity: null, currency: 'JPY' as const },
      { id: 'home', type: 'property_real_estate' as const, value: '420000', quantity: null, currency: 'USD' as const },
      { id: 'loan', type: 'liabilities' as const, value: '900000', quantity: null, currency: 'USD' as const },
      { id: 'isa', type: 'etfs' as const, value: '70000', quantity: null, currency: 'GBP' as const },
      { id: 'k401', type: 'super_pension_401k' as const, value: '85000', quantity: null, currency: 'USD' as const },
    ];
    // GBP 70,000 is USD 87,500: above the 401k's 85,000. The yen has no rate: after every ranked one.
    expect(largestAssets(assets, {}, 'USD', rateOf, 4).map((a) => a.id)).toEqual(['home', 'isa', 'k401', 'share']);
    expect(largestAssets(assets, {}, 'USD', rateOf, 10).map((a) => a.id)).toEqual([
      'home',
      'isa',
      'k401',
      'share',
      'yen',
    ]);
  });
});
