import { centsToMoney, moneyString, moneyToCents, toDecimalString, toMoneyString } from './money';

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
  it("accepts only non-negative amounts with a currency's ISO decimals: 2, none (JPY) or 3 (BHD)", () => {
    for (const good of ['12.50', '0.00', '1500', '12.345']) expect(moneyString.safeParse(good).success).toBe(true);
    for (const bad of ['12.5', '12.5000', '-1.00', ' 1.00', '1,00', '.50']) {
      expect(moneyString.safeParse(bad).success).toBe(false);
    }
  });
});
