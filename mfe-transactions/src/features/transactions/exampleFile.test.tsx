import { buildExampleCsv } from './exampleFile';
import { formatDate, formatSignedAmount } from './format';

describe('example file and formatting', () => {
  it('builds example_transactions.csv with the columns Date, Description, Amount, Institution and sample rows', () => {
    const lines = buildExampleCsv().trim().split('\r\n');
    expect(lines[0]).toBe('Date,Description,Amount,Institution');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines).toContain('2025-01-20,"Starbucks, Downtown",-4.75,Example Credit Card');
  });

  it('shows amounts with 2 decimals and $, + for income and - otherwise', () => {
    expect(formatSignedAmount({ amount: '1200.00', isIncome: true })).toBe('+$1,200.00');
    expect(formatSignedAmount({ amount: '4.50', isIncome: false })).toBe('-$4.50');
  });

  it('formats calendar dates without a time zone shift', () => {
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDate('2024-12-31')).toBe('Dec 31, 2024');
  });
});
