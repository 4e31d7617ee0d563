import { DASHBOARD_PERIODS } from './constants';
import { chartStartMonth, metricKindOf, periodRange } from './dashboard';

describe('periodRange', () => {
  const today = new Date(2026, 2, 5); // 5 March 2026, local time
  it('sets the start and end dates of every option of the period filter', () => {
    expect(DASHBOARD_PERIODS.map((p) => [p, periodRange(p, today)])).toEqual([
      ['Last 7 Days', { startDate: '2026-02-27', endDate: '2026-03-05' }],
      ['Last 14 Days', { startDate: '2026-02-20', endDate: '2026-03-05' }],
      ['Last 30 Days', { startDate: '2026-02-04', endDate: '2026-03-05' }],
      ['Last 90 Days', { startDate: '2025-12-06', endDate: '2026-03-05' }],
      ['Month to Date', { startDate: '2026-03-01', endDate: '2026-03-05' }],
      ['Last Month', { startDate: '2026-02-01', endDate: '2026-02-28' }],
      ['Year to Date', { startDate: '2026-01-01', endDate: '2026-03-05' }],
    ]);
  });
  it('crosses a year for Last Month in January', () => {
    expect(periodRange('Last Month', new Date(2026, 0, 10))).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
  });
});

describe('metricKindOf', () => {
  it.each([
    ['Investments', 'investment'],
    ['stock purchase', 'investment'],
    ['Debts & Loans', 'debt'],
    ['Car LOAN', 'debt'],
    ['Stock loan', 'investment'],
    ['Groceries', 'expense'],
    [null, 'expense'],
  ])('%s counts as %s', (category, kind) => {
    expect(metricKindOf(category)).toBe(kind);
  });
});

describe('chartStartMonth', () => {
  it('keeps the last 6 or 12 months, this one included, or all', () => {
    const today = new Date(2026, 2, 31);
    expect(chartStartMonth(6, today)).toBe('2025-10');
    expect(chartStartMonth(12, today)).toBe('2025-04');
    expect(chartStartMonth(null, today)).toBeNull();
  });
});
