import { centsToMoney, formatMoney, formatSignedAmount, moneyString, moneyToCents, toDecimalString, toMoneyString } from './money';

describe('toMoneyString', () => {
  it('formats with exactly 2 decimals', () => {
    expect(toMoneyString(12.5)).toBe('12.50');
    expect(toMoneyString('12')).toBe('12.00');
    expect(toMoneyString('0012.3')).toBe('12.30');
    expect(toMoneyString('.5')).toBe('0.50');
  });

  it('rounds half away from zero on the decimal digits, not on binary floats', () => {
    expect((1.005).toFixed(2)).toBe('1.00'); // the float trap the helper avoids
    expect(toMoneyString(1.005)).toBe('1.01');
    expect(toMoneyString(0.1 + 0.2)).toBe('0.30');
    expect(toMoneyString('999.995')).toBe('1000.00');
    expect(toMoneyString(-2.345)).toBe('-2.35');
    expect(toMoneyString(-0.001)).toBe('0.00');
  });

  it('returns null for what is not a finite decimal', () => {
    for (const bad of ['', ' ', 'abc', '1e5', '1.2.3', '-', NaN, Infinity]) {
      expect(toMoneyString(bad)).toBeNull();
    }
  });

  it('trims trailing zeros on request for wealth figures', () => {
    expect(toDecimalString('1.5000000', 6, true)).toBe('1.5');
    expect(toDecimalString(0.0000125, 6, true)).toBe('0.000013');
    expect(toDecimalString(1e-7, 6, true)).toBe('0');
  });
});

describe('cents', () => {
  it('converts both ways exactly', () => {
    expect(moneyToCents('12.34')).toBe(1234);
    expect(moneyToCents(0.29)).toBe(29);
    expect(moneyToCents('-0.05')).toBe(-5);
    expect(centsToMoney(-5)).toBe('-0.05');
    expect(centsToMoney(123456)).toBe('1234.56');
    expect(() => moneyToCents('x')).toThrow(RangeError);
  });
});

describe('moneyString (API format)', () => {
  it('accepts only non-negative amounts with 2 decimals', () => {
    expect(moneyString.safeParse('12.50').success).toBe(true);
    expect(moneyString.safeParse('0.00').success).toBe(true);
    for (const bad of ['12.5', '12', '12.500', '-1.00', ' 1.00', '1,00']) {
      expect(moneyString.safeParse(bad).success).toBe(false);
    }
  });
});

describe('formatMoney', () => {
  it('shows $, thousands separators and 2 decimals', () => {
    expect(formatMoney('4100')).toBe('$4,100.00');
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney(999.995)).toBe('$1,000.00');
    expect(formatMoney('-2500.4')).toBe('-$2,500.40');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('counts what is not a number as 0 (spec §5)', () => {
    expect(formatMoney('abc')).toBe('$0.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
  });

  it('signs positive amounts only when asked, and never a zero', () => {
    expect(formatMoney('12.5', { sign: 'always' })).toBe('+$12.50');
    expect(formatMoney('-12.5', { sign: 'always' })).toBe('-$12.50');
    expect(formatMoney('0', { sign: 'always' })).toBe('$0.00');
  });

  it('shows other precisions on the decimal digits', () => {
    expect(formatMoney('0.000125', { places: 6 })).toBe('$0.000125');
    expect(formatMoney('1234.5', { places: 0 })).toBe('$1,235');
  });
});

describe('formatSignedAmount', () => {
  it('prefixes + for income and - otherwise (spec §3)', () => {
    expect(formatSignedAmount({ amount: '4100.00', isIncome: true })).toBe('+$4,100.00');
    expect(formatSignedAmount({ amount: '4.50', isIncome: false })).toBe('-$4.50');
  });
});
