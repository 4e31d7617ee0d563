import {
  changeOf,
  compareCategories,
  monthRange,
  savingsRate,
  shiftYearMonth,
  totalSpending,
  yearToDateRanges,
} from './comparison';

describe('comparing periods', () => {
  it('gives the change in cents and percent of the earlier period', () => {
    expect(changeOf(15000, 10000)).toEqual({ cents: 5000, percent: 50 });
    expect(changeOf(10000, 30000)).toEqual({ cents: -20000, percent: -66.7 });
    expect(changeOf(500, 0)).toEqual({ cents: 500, percent: null });
    expect(changeOf(null, 0)).toEqual({ cents: null, percent: null });
  });

  it('lists each category of either period, largest first, unknown rates kept unknown', () => {
    const rows = compareCategories(
      [
        { category: 'Housing', amount: '1650.00' },
        { category: 'Fuel', amount: '45.10' },
        { category: 'Travel', amount: null },
      ],
      [
        { category: 'housing', amount: '1500.00' },
        { category: 'Dining Out', amount: '80.25' },
      ],
    );
    expect(rows).toEqual([
      { category: 'Housing', current: 165000, previous: 150000, change: { cents: 15000, percent: 10 } },
      { category: 'Dining Out', current: 0, previous: 8025, change: { cents: -8025, percent: -100 } },
      { category: 'Fuel', current: 4510, previous: 0, change: { cents: 4510, percent: null } },
      { category: 'Travel', current: null, previous: 0, change: { cents: null, percent: null } },
    ]);
  });

  it('adds up months, and reads the savings rate', () => {
    expect(totalSpending([{ amount: '10.10' }, { amount: '0.20' }])).toBe(1030);
    expect(totalSpending([{ amount: '10.10' }, { amount: null }])).toBeNull();
    expect(savingsRate(500000, 412345)).toBe(17.5);
    expect(savingsRate(0, 100)).toBeNull();
    expect(savingsRate(100000, 150000)).toBe(-50);
  });

  it('knows months and the same days of last year', () => {
    expect(monthRange('2024-02')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(shiftYearMonth('2026-01', -1)).toBe('2025-12');
    expect(yearToDateRanges('2024-02-29')).toEqual({
      current: { startDate: '2024-01-01', endDate: '2024-02-29' },
      previous: { startDate: '2023-01-01', endDate: '2023-02-28' },
    });
  });
});
