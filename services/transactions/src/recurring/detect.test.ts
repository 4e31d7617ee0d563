import { cadenceOf, detectRecurring, merchantKeyOf, nextDateAfter, type RecurringRow } from './detect';

const charge = (date: string, amountCents: number, name = 'NETFLIX.COM 8845 CA', over: Partial<RecurringRow> = {}) => ({
  date,
  name,
  amountCents,
  isIncome: false,
  currency: 'USD' as const,
  category: 'Entertainment',
  ...over,
});

describe('recurring detection', () => {
  it('a monthly subscription with a price change: next date, typical and last amount, yearly cost, the change', () => {
    const rows = [
      charge('2024-07-12', 1549, 'NETFLIX.COM 1111'),
      charge('2024-08-12', 1549, 'NETFLIX.COM 2222'),
      charge('2024-09-12', 1549, 'Netflix.com 3333'),
      charge('2024-10-12', 1799, 'NETFLIX.COM 4444'),
      charge('2024-11-12', 1799, 'NETFLIX.COM 5555'),
    ];
    const [series, ...rest] = detectRecurring(rows, '2024-11-20');
    expect(rest).toEqual([]);
    expect(series).toMatchObject({
      cadence: 'monthly',
      occurrences: 5,
      typicalAmount: '15.49',
      lastAmount: '17.99',
      lastDate: '2024-11-12',
      nextDate: '2024-12-12',
      yearlyCost: '215.88',
      priceChanges: [{ date: '2024-10-12', from: '15.49', to: '17.99' }],
      missedDate: null,
      isIncome: false,
    });
  });

  it('a weekly charge, and a missed expected one', () => {
    const rows = ['2024-10-01', '2024-10-08', '2024-10-15', '2024-10-22'].map((d) => charge(d, 1200, 'GYM CLASS'));
    expect(detectRecurring(rows, '2024-10-25')[0]).toMatchObject({
      cadence: 'weekly',
      nextDate: '2024-10-29',
      yearlyCost: '624.00',
      missedDate: null,
    });
    // A week and a half past the expected date: missed.
    expect(detectRecurring(rows, '2024-11-08')[0]?.missedDate).toBe('2024-10-29');
    // Months later the series has ended and is not listed.
    expect(detectRecurring(rows, '2025-03-01')).toEqual([]);
  });

  it('a yearly charge in yen', () => {
    const rows = ['2022-03-05', '2023-03-04', '2024-03-05'].map((d) =>
      charge(d, 5900, 'AMAZON PRIME JP', { currency: 'JPY' }),
    );
    expect(detectRecurring(rows, '2024-06-01')[0]).toMatchObject({
      cadence: 'yearly',
      nextDate: '2025-03-05',
      lastAmount: '5900',
      yearlyCost: '5900',
      currency: 'JPY',
    });
  });

  it('irregular rows are not a series; nor are two occurrences or amounts far apart', () => {
    const irregular = ['2024-01-03', '2024-01-19', '2024-02-27', '2024-03-02', '2024-04-20'].map((d) =>
      charge(d, 4500, 'SHELL OIL 5521'),
    );
    expect(detectRecurring(irregular, '2024-05-01')).toEqual([]);
    expect(detectRecurring([charge('2024-01-05', 999), charge('2024-02-05', 999)], '2024-02-10')).toEqual([]);
    const spread = [charge('2024-01-05', 1000), charge('2024-02-05', 1000), charge('2024-03-05', 5000)];
    expect(detectRecurring(spread, '2024-03-10')).toEqual([]);
  });

  it('money in is a series of its own (income), never mixed with the charges', () => {
    const salary = ['2024-08-30', '2024-09-30', '2024-10-31'].map((d) =>
      charge(d, 500_000, 'ACME PAYROLL', { isIncome: true }),
    );
    const [series] = detectRecurring(salary, '2024-11-05');
    expect(series).toMatchObject({ isIncome: true, cadence: 'monthly', nextDate: '2024-11-30' });
  });

  it('cadences and dates', () => {
    expect(cadenceOf(['2024-01-01', '2024-01-15', '2024-01-29'])).toBe('fortnightly');
    expect(cadenceOf(['2024-01-15', '2024-04-15', '2024-07-15'])).toBe('quarterly');
    expect(nextDateAfter('2024-01-31', 'monthly')).toBe('2024-02-29');
    expect(nextDateAfter('2024-12-30', 'weekly')).toBe('2025-01-06');
    expect(merchantKeyOf({ name: 'NETFLIX.COM 8845 CA' })).toBe('netflix');
    expect(merchantKeyOf({ name: 'SPOTIFY P1A2B3C STOCKHOLM' })).toBe('spotify stockholm');
    expect(merchantKeyOf({ name: 'x', merchant: 'netflix' })).toBe('netflix');
  });
});
