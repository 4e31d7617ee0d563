import { currencyOptions, formatMoney, formatSignedAmount, formatUnitPrice } from './moneyFormat';
import { CURRENCY_CODES } from './currency';

describe('formatMoney', () => {
  it('shows $, thousands separators and 2 decimals', () => {
    expect(formatMoney('4100')).toBe('$4,100.00');
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney(999.995)).toBe('$1,000.00');
    expect(formatMoney('-2500.4')).toBe('-$2,500.40');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('counts what is not a number as 0 (product.md › Validation rules)', () => {
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
  it('prefixes + for income and - otherwise (product.md › Data)', () => {
    expect(formatSignedAmount({ amount: '4100.00', isIncome: true })).toBe('+$4,100.00');
    expect(formatSignedAmount({ amount: '4.50', isIncome: false })).toBe('-$4.50');
  });
});

describe('formatMoney in other currencies and locales', () => {
  it('uses the currency symbol the reader expects', () => {
    expect(formatMoney('42.6', { currency: 'GBP' })).toBe('£42.60');
    expect(formatMoney('-88.1', { currency: 'AUD' })).toBe('-A$88.10');
    expect(formatMoney('23.45', { currency: 'EUR' })).toBe('€23.45');
    expect(formatMoney('42.6', { currency: 'GBP', locale: 'en-GB' })).toBe('£42.60');
  });

  it("shows each currency's minor units: JPY none, BHD three, HUF two as ISO 4217 says", () => {
    expect(formatMoney('1500.4', { currency: 'JPY' })).toBe('¥1,500');
    expect(formatMoney('1500.5', { currency: 'JPY' })).toBe('¥1,501');
    expect(formatMoney('12.3455', { currency: 'BHD' })).toBe('BHD\u00a012.346');
    expect(formatMoney('1234.5', { currency: 'HUF', locale: 'en-US' })).toBe('HUF\u00a01,234.50');
  });

  it("uses the reader's locale for separators and the symbol's place", () => {
    expect(formatMoney('1234.5', { currency: 'EUR', locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney('-1234.5', { currency: 'EUR', locale: 'fr-FR' })).toBe('-1\u202f234,50\u00a0€');
  });

  it('formats the decimal digits exactly, beyond what a float holds', () => {
    expect(formatMoney('12345678901234.125')).toBe('$12,345,678,901,234.13');
    expect(formatMoney('-0.004')).toBe('$0.00');
  });

  it("signs a transaction in its row's currency", () => {
    expect(formatSignedAmount({ amount: '88.10', isIncome: false, currency: 'AUD' })).toBe('-A$88.10');
    expect(formatSignedAmount({ amount: '1500', isIncome: true, currency: 'JPY' })).toBe('+¥1,500');
  });
});

describe('formatUnitPrice', () => {
  it('shows the decimals a price has, at least the minor units and at most the 6 prices are kept to', () => {
    // A London share quoted at 72.16p reaches the page as £0.7216.
    expect(formatUnitPrice('0.7216', { currency: 'GBP' })).toBe('£0.7216');
    expect(formatUnitPrice(0.7216, { currency: 'GBP', locale: 'de-DE' })).toBe('0,7216\u00a0£');
    expect(formatUnitPrice('212.49')).toBe('$212.49');
    expect(formatUnitPrice('212.5')).toBe('$212.50');
    expect(formatUnitPrice('420000.000000')).toBe('$420,000.00');
    expect(formatUnitPrice('0.00002345')).toBe('$0.000023');
    expect(formatUnitPrice('1500', { currency: 'JPY' })).toBe('¥1,500');
    expect(formatUnitPrice('1500.5', { currency: 'JPY' })).toBe('¥1,500.5');
    expect(formatUnitPrice('12.3455', { currency: 'BHD' })).toBe('BHD\u00a012.3455');
    expect(formatUnitPrice('abc')).toBe('$0.00');
  });

  it('leaves totals at the minor units', () => {
    expect(formatMoney('721.6', { currency: 'GBP' })).toBe('£721.60');
    expect(formatMoney('0.7216', { currency: 'GBP' })).toBe('£0.72');
  });
});

describe('currencyOptions', () => {
  it('names every currency in the reader language, code first', () => {
    const options = currencyOptions('en-GB');
    expect(options).toHaveLength(CURRENCY_CODES.length);
    expect(options.find((option) => option.value === 'GBP')?.label).toBe('GBP — British Pound');
    expect(currencyOptions('de-DE').find((option) => option.value === 'USD')?.label).toBe('USD — US-Dollar');
  });
});
