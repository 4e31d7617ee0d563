/**
 * Exchange rates: the European Central Bank's daily euro reference rates, stored per day in the shared store of
 * @tracker/exchange-rates, which the services read in process; the browser gets the same payload from
 * `GET /api/assets/exchange-rates`. Everyone converts with `RateTable`: an amount converts at its own date's rate;
 * a weekend or holiday uses the last earlier business day; a date the provider has not answered for (offline, or
 * a currency it does not publish) has no rate — never 1:1.
 */
import { z } from 'zod';
import { isoDateSchema } from './common';
import {
  convertCents,
  convertMinorUnits,
  crossRate,
  currencyCodeSchema,
  parseRate,
  type CurrencyCode,
  type Rate,
} from './currency';

/** The reference currency of the stored rates (the ECB quotes units of each currency per euro). */
export const FX_BASE_CURRENCY = 'EUR' satisfies CurrencyCode;

/** The longest a publication gap may be (a weekend plus the Easter or Christmas closures) before a date is unknown. */
export const FX_MAX_GAP_DAYS = 7;

/** The longest range one request may ask for (a lifetime of statements: 1999, when the euro began, to now). */
export const FX_MAX_RANGE_DAYS = 366 * 30;

export const fxRatesQuerySchema = z
  .object({
    currencies: z
      .string({ error: 'currencies must list ISO 4217 codes, e.g. GBP,AUD' })
      .transform((list) => list.split(',').filter((code) => code.trim() !== ''))
      .pipe(z.array(currencyCodeSchema).min(1, 'currencies must list ISO 4217 codes, e.g. GBP,AUD').max(40)),
    from: isoDateSchema,
    to: isoDateSchema,
  })
  .refine((query) => query.from <= query.to, { message: 'from must not be after to', path: ['from'] })
  .refine((query) => calendarDaysBetween(query.from, query.to) <= FX_MAX_RANGE_DAYS, {
    message: `The range must not exceed ${FX_MAX_RANGE_DAYS} days`,
    path: ['to'],
  });

/** One currency's rates: [date, units per euro] in date order, and the last date the provider has answered for. */
export const currencyRatesSchema = z.object({
  days: z.array(z.tuple([isoDateSchema, z.string().regex(/^\d+(\.\d+)?$/)])),
  /** Dates after this one have no rate yet (provider down, or not asked); null: no answer at all. */
  knownThrough: isoDateSchema.nullable(),
});
export type CurrencyRates = z.infer<typeof currencyRatesSchema>;

/**
 * The answer: for each currency asked, its rates from FX_MAX_GAP_DAYS before `from` to `to` (so `from` has its
 * last earlier business day). EUR is always known.
 */
export const fxRatesResponseSchema = z.object({
  base: z.literal(FX_BASE_CURRENCY),
  rates: z.record(z.string(), currencyRatesSchema),
});
export type FxRatesResponse = z.infer<typeof fxRatesResponseSchema>;

// ---------------------------------------------------------------- lookups

/** Whole days from one calendar date to another (b - a). */
export function calendarDaysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** A calendar date moved by whole days ('2024-03-01', -1 -> '2024-02-29'). */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A rates answer made ready for lookups (parsed rates, one binary search per date). */
export class RateTable {
  private readonly parsed = new Map<string, { dates: string[]; rates: Rate[]; knownThrough: string | null }>();

  constructor(answer: FxRatesResponse) {
    for (const [currency, { days, knownThrough }] of Object.entries(answer.rates)) {
      this.parsed.set(currency, {
        dates: days.map(([date]) => date),
        rates: days.map(([, rate]) => parseRate(rate)),
        knownThrough,
      });
    }
  }

  /** Units of `currency` per euro on `date` (the last earlier business day's on a closed day), or null. */
  perEuro(currency: CurrencyCode, date: string): Rate | null {
    if (currency === FX_BASE_CURRENCY) return { numerator: 1n, denominator: 1n };
    const series = this.parsed.get(currency);
    if (!series || series.knownThrough === null || date > series.knownThrough) return null;
    const { dates } = series;
    let lo = 0;
    let hi = dates.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((dates[mid] as string) <= date) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found < 0 || calendarDaysBetween(dates[found] as string, date) > FX_MAX_GAP_DAYS) return null;
    return series.rates[found] ?? null;
  }

  /** 1 `from` = rate `to`, on `date`; null when either side is unknown. */
  rate(from: CurrencyCode, to: CurrencyCode, date: string): Rate | null {
    if (from === to) return { numerator: 1n, denominator: 1n };
    const fromPerEuro = this.perEuro(from, date);
    const toPerEuro = this.perEuro(to, date);
    return fromPerEuro && toPerEuro ? crossRate(fromPerEuro, toPerEuro) : null;
  }

  /** An amount in `from`'s minor units converted to `to`'s at `date`'s rate, or null when the rate is unknown. */
  convert(minor: number, from: CurrencyCode, to: CurrencyCode, date: string): number | null {
    if (from === to) return minor;
    const rate = this.rate(from, to, date);
    return rate ? convertMinorUnits(minor, from, to, rate) : null;
  }

  /** An amount in hundredths of `from`'s unit converted to hundredths of `to`'s at `date`'s rate, or null. */
  convertCents(cents: number, from: CurrencyCode, to: CurrencyCode, date: string): number | null {
    if (from === to) return cents;
    const rate = this.rate(from, to, date);
    return rate ? convertCents(cents, rate) : null;
  }
}
