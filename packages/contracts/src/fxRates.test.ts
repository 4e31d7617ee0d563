import { addCalendarDays, calendarDaysBetween, fxRatesQuerySchema, RateTable } from './fxRates';

const answer = {
  base: 'EUR' as const,
  rates: {
    EUR: { days: [], knownThrough: '2024-06-30' },
    USD: {
      days: [
        ['2024-06-13', '1.0800'],
        ['2024-06-14', '1.0700'],
        ['2024-06-17', '1.0750'],
      ] as Array<[string, string]>,
      knownThrough: '2024-06-30',
    },
    JPY: { days: [['2024-06-14', '168.00']] as Array<[string, string]>, knownThrough: '2024-06-30' },
    BHD: { days: [], knownThrough: '2024-06-30' },
  },
};

describe('RateTable: conversion by date', () => {
  const table = new RateTable(answer);

  it("converts at the amount's own date, the last earlier business day when closed", () => {
    expect(table.convert(10000, 'EUR', 'USD', '2024-06-13')).toBe(10800);
    expect(table.convert(10000, 'EUR', 'USD', '2024-06-14')).toBe(10700);
    expect(table.convert(10000, 'EUR', 'USD', '2024-06-16')).toBe(10700); // Sunday: Friday's
    expect(table.convert(10000, 'EUR', 'USD', '2024-06-17')).toBe(10750);
  });

  it('crosses through the euro into minor units of another size', () => {
    expect(table.convert(1000, 'JPY', 'USD', '2024-06-14')).toBe(637); // 1000 / 168 * 1.07 = 6.369 USD
    expect(table.convert(637, 'USD', 'JPY', '2024-06-14')).toBe(1000); // 6.37 / 1.07 * 168 = 1000.1 yen
  });

  it('has no rate (never 1:1) before the first known day, after knownThrough, or for an unpublished currency', () => {
    expect(table.convert(10000, 'EUR', 'USD', '2024-06-12')).toBeNull();
    expect(table.convert(10000, 'EUR', 'USD', '2024-07-01')).toBeNull();
    expect(table.convert(10000, 'BHD', 'USD', '2024-06-14')).toBeNull();
    expect(table.convert(10000, 'GBP', 'USD', '2024-06-14')).toBeNull();
    expect(table.convert(10000, 'GBP', 'GBP', '2024-06-14')).toBe(10000);
  });

  it('lets a rate stand for at most FX_MAX_GAP_DAYS', () => {
    expect(table.convert(10000, 'EUR', 'USD', '2024-06-24')).toBe(10750);
    expect(table.convert(10000, 'EUR', 'USD', '2024-06-25')).toBeNull();
  });
});

describe('fxRatesQuerySchema and calendar days', () => {
  it('parses a list of currencies and a date range', () => {
    expect(fxRatesQuerySchema.parse({ currencies: 'gbp,AUD', from: '2024-01-01', to: '2024-01-31' })).toEqual({
      currencies: ['GBP', 'AUD'],
      from: '2024-01-01',
      to: '2024-01-31',
    });
    expect(fxRatesQuerySchema.safeParse({ currencies: '', from: '2024-01-01', to: '2024-01-31' }).success).toBe(false);
  });

  it('counts and moves calendar days across month and leap-year ends', () => {
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addCalendarDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(calendarDaysBetween('2024-02-01', '2024-03-01')).toBe(29);
  });
});
