import {
  CURRENCY_CODES,
  convertMinorUnits,
  crossRate,
  currencyCodeSchema,
  fromMinorUnits,
  isCurrencyCode,
  minorUnits,
  parseRate,
  toMinorUnits,
} from './currency';

describe('currency codes', () => {
  it('accepts current ISO 4217 codes, in any case, and nothing else', () => {
    expect(currencyCodeSchema.parse('gbp')).toBe('GBP');
    expect(currencyCodeSchema.parse(' AUD ')).toBe('AUD');
    for (const bad of ['XYZ', 'US', 'USDX', '', 'DEM', 'XDR', 42, null]) {
      const result = currencyCodeSchema.safeParse(bad);
      expect(result.success).toBe(false);
      if (!result.success)
        expect(result.error.issues[0]?.message).toBe('Currency must be a 3-letter ISO 4217 code, e.g. GBP');
    }
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
  });

  it('lists codes every Intl in use knows, once each', () => {
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    const known = new Set(Intl.supportedValuesOf('currency'));
    expect(CURRENCY_CODES.filter((code) => !known.has(code))).toEqual([]);
  });
});

describe('minor units', () => {
  it('follows ISO 4217: JPY none, BHD three, most two', () => {
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('KRW')).toBe(0);
    expect(minorUnits('BHD')).toBe(3);
    expect(minorUnits('KWD')).toBe(3);
    expect(minorUnits('USD')).toBe(2);
    expect(minorUnits('HUF')).toBe(2);
  });

  it('agrees with Intl except where Intl shows fewer decimals than ISO keeps', () => {
    const differ = CURRENCY_CODES.filter(
      (code) =>
        new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits !==
        minorUnits(code),
    );
    for (const code of differ) {
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions();
      expect([code, (intl.maximumFractionDigits ?? 2) < minorUnits(code)]).toEqual([code, true]);
    }
  });

  it('rounds an amount to integer minor units, half away from zero on the decimal digits', () => {
    expect(toMinorUnits('12.345', 'USD')).toBe(1235);
    expect(toMinorUnits(1.005, 'USD')).toBe(101);
    expect(toMinorUnits('-12.345', 'USD')).toBe(-1235);
    expect(toMinorUnits('1500.5', 'JPY')).toBe(1501);
    expect(toMinorUnits('1500.49', 'JPY')).toBe(1500);
    expect(toMinorUnits('12.3455', 'BHD')).toBe(12346);
    expect(toMinorUnits('-0.0004', 'BHD')).toBe(0);
    expect(Object.is(toMinorUnits('-0.001', 'USD'), 0)).toBe(true);
    expect(() => toMinorUnits('abc', 'USD')).toThrow(RangeError);
  });

  it('writes minor units back with the currency’s decimals', () => {
    expect(fromMinorUnits(1235, 'USD')).toBe('12.35');
    expect(fromMinorUnits(-5, 'USD')).toBe('-0.05');
    expect(fromMinorUnits(1501, 'JPY')).toBe('1501');
    expect(fromMinorUnits(12346, 'BHD')).toBe('12.346');
    expect(fromMinorUnits(7, 'BHD')).toBe('0.007');
    expect(() => fromMinorUnits(1.5, 'USD')).toThrow(RangeError);
  });
});

describe('conversion', () => {
  it('parses rates exactly', () => {
    expect(parseRate('1.0856')).toEqual({ numerator: 10856n, denominator: 10000n });
    expect(parseRate('161')).toEqual({ numerator: 161n, denominator: 1n });
    for (const bad of ['0', '-1.2', '1e3', '', 'abc']) expect(() => parseRate(bad)).toThrow(RangeError);
  });

  it('converts between minor units of different sizes, rounding once', () => {
    expect(convertMinorUnits(10000, 'USD', 'USD', '1')).toBe(10000);
    expect(convertMinorUnits(100, 'JPY', 'USD', '0.0067')).toBe(67);
    expect(convertMinorUnits(1000, 'BHD', 'USD', '2.65')).toBe(265);
    expect(convertMinorUnits(265, 'USD', 'BHD', '0.377')).toBe(999); // 0.99905 BHD
    expect(convertMinorUnits(1250, 'USD', 'JPY', '149.5')).toBe(1869); // 1868.75 yen
  });

  it('rounds half away from zero, for money out and money in alike', () => {
    expect(convertMinorUnits(1, 'USD', 'USD', '0.5')).toBe(1);
    expect(convertMinorUnits(-1, 'USD', 'USD', '0.5')).toBe(-1);
    expect(convertMinorUnits(3, 'USD', 'USD', '0.5')).toBe(2);
    expect(convertMinorUnits(1, 'USD', 'USD', '0.49')).toBe(0);
  });

  it('crosses two euro rates without rounding the cross rate', () => {
    // ECB: 1 EUR = 1.0856 USD, 1 EUR = 0.85733 GBP -> 1 GBP = 1.0856 / 0.85733 USD = 1.2662568..., USD
    const gbpToUsd = crossRate(parseRate('0.85733'), parseRate('1.0856'));
    expect(convertMinorUnits(4260, 'GBP', 'USD', gbpToUsd)).toBe(5394); // 5394.25...
    // A cross rate rounded to 4 decimals (1.2663) drifts on larger sums:
    expect(convertMinorUnits(100_000_000, 'GBP', 'USD', gbpToUsd)).toBe(126_625_687);
    expect(convertMinorUnits(100_000_000, 'GBP', 'USD', '1.2663')).toBe(126_630_000);
  });

  it('refuses amounts that are not safe integers', () => {
    expect(() => convertMinorUnits(0.5, 'USD', 'EUR', '1')).toThrow(RangeError);
    expect(() => convertMinorUnits(Number.MAX_SAFE_INTEGER, 'USD', 'JPY', '150')).toThrow(RangeError);
  });
});
