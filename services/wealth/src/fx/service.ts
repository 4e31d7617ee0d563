import {
  addCalendarDays,
  FX_BASE_CURRENCY,
  FX_MAX_GAP_DAYS,
  type CurrencyCode,
  type CurrencyRates,
  type FxRatesResponse,
} from '@tracker/contracts';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import { ProviderGuard } from '../prices/guard';
import { fetchEcbRates, FxProviderError, type EcbSeries } from './ecb';
import { fxModels, type FxModels, type RateCoverage } from './store';

export interface FxServiceOptions {
  baseUrl: string;
  timeoutMs: number;
  /** How long the newest dates' answer is trusted before the provider is asked again (a publication may follow). */
  refreshMs: number;
  breakerResetMs: number;
  minIntervalMs: number;
  now?: () => number;
}

interface Range {
  from: string;
  to: string;
}

const DEFAULT_RETRY_AFTER_MS = 60_000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Daily euro reference rates, stored per day in MongoDB: a date converts at its own day's rate, and the provider
 * is asked only for dates it has never answered (plus, at most once per refreshMs, the newest days, which a later
 * publication may fill). Provider calls go through the price providers' limiter and breaker; a failure is never
 * an error here: the dates stay unanswered, so the caller shows them as unknown.
 */
export class FxService {
  private readonly models: FxModels;
  private readonly guard: ProviderGuard<[readonly CurrencyCode[], string, string], EcbSeries>;
  private readonly now: () => number;
  private backoffUntil = 0;
  /** Fetches run one at a time, so ten dashboards opening together make one provider call. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    connection: Connection,
    private readonly options: FxServiceOptions,
  ) {
    this.models = fxModels(connection);
    this.now = options.now ?? Date.now;
    this.guard = new ProviderGuard(
      (signal, currencies: readonly CurrencyCode[], from: string, to: string) =>
        fetchEcbRates(options.baseUrl, currencies, from, to, signal),
      { ...options, isHarmless: (err) => err instanceof FxProviderError && err.rateLimited },
    );
  }

  static fromConfig(connection: Connection, config: Config): FxService {
    return new FxService(connection, {
      baseUrl: config.ECB_BASE_URL,
      timeoutMs: config.FX_TIMEOUT_MS,
      refreshMs: config.FX_REFRESH_MS,
      breakerResetMs: config.PRICE_BREAKER_RESET_MS,
      minIntervalMs: config.PRICE_MIN_INTERVAL_MS,
    });
  }

  /** Calls that reached the provider. */
  get calls(): number {
    return this.guard.calls;
  }

  /** Rates of `currencies` from FX_MAX_GAP_DAYS before `from` to `to`, asking the provider for what is missing. */
  async rates(currencies: readonly CurrencyCode[], from: string, to: string): Promise<FxRatesResponse> {
    const wanted = [...new Set(currencies)].filter((code) => code !== FX_BASE_CURRENCY).sort();
    const lookFrom = addCalendarDays(from, -FX_MAX_GAP_DAYS);
    if (wanted.length > 0) await this.serialised(() => this.fill(wanted, lookFrom, to));
    const [coverage, stored] = await Promise.all([
      this.models.coverage.find({ _id: { $in: wanted } }).lean(),
      this.models.rates
        .find(
          { currency: { $in: wanted }, date: { $gte: lookFrom, $lte: to } },
          { _id: 0, currency: 1, date: 1, rate: 1 },
        )
        .sort({ currency: 1, date: 1 })
        .lean(),
    ]);
    const rates: Record<string, CurrencyRates> = { [FX_BASE_CURRENCY]: { days: [], knownThrough: to } };
    for (const code of wanted) rates[code] = { days: [], knownThrough: null };
    for (const cov of coverage) {
      // Dates before the covered range were never asked about: only the range's own dates are known.
      const entry = rates[cov._id];
      if (entry && cov.from <= lookFrom) entry.knownThrough = cov.to;
    }
    for (const row of stored) rates[row.currency]?.days.push([row.date, row.rate]);
    return { base: FX_BASE_CURRENCY, rates };
  }

  shutdown(): void {
    this.guard.shutdown();
  }

  private serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Asks the provider for every range of [from, to] some currency has not had answered. */
  private async fill(currencies: readonly CurrencyCode[], from: string, to: string): Promise<void> {
    const now = this.now();
    const today = isoDay(now);
    const end = to < today ? to : today;
    if (end < from || this.backoffUntil > now) return;
    const coverage = new Map(
      (await this.models.coverage.find({ _id: { $in: currencies } }).lean()).map((cov) => [cov._id, cov]),
    );
    const byRange = new Map<string, CurrencyCode[]>();
    for (const code of currencies) {
      for (const range of this.missing(coverage.get(code), from, end, now)) {
        const key = `${range.from}|${range.to}`;
        byRange.set(key, [...(byRange.get(key) ?? []), code]);
      }
    }
    for (const [key, codes] of byRange) {
      const [rangeFrom = from, rangeTo = end] = key.split('|');
      let series: EcbSeries;
      try {
        series = await this.guard.fire(codes, rangeFrom, rangeTo);
      } catch (err) {
        if (err instanceof FxProviderError && err.rateLimited) {
          this.backoffUntil = now + (err.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS);
        }
        return; // offline, open breaker, timeout: the dates stay unanswered (shown as unknown)
      }
      await this.store(codes, series, { from: rangeFrom, to: rangeTo }, coverage, now);
    }
  }

  /** The parts of [from, end] the provider has not answered for this currency (at most a head and a tail). */
  private missing(cov: RateCoverage | undefined, from: string, end: string, now: number): Range[] {
    if (!cov) return [{ from, to: end }];
    const ranges: Range[] = [];
    if (from < cov.from) ranges.push({ from, to: addCalendarDays(cov.from, -1) });
    // Days before the last check's day were final when asked; that day and later may have been published since.
    const checkedDay = isoDay(cov.checkedAt.getTime());
    const settled = cov.to < checkedDay ? cov.to : addCalendarDays(checkedDay, -1);
    const stale = now - cov.checkedAt.getTime() >= this.options.refreshMs;
    if (end > cov.to || (end > settled && stale)) ranges.push({ from: addCalendarDays(settled, 1), to: end });
    return ranges;
  }

  private async store(
    codes: readonly CurrencyCode[],
    series: EcbSeries,
    range: Range,
    coverage: Map<string, RateCoverage>,
    now: number,
  ): Promise<void> {
    const writes = codes.flatMap((code) =>
      (series.get(code) ?? []).map(([date, rate]) => ({
        updateOne: { filter: { currency: code, date }, update: { $set: { rate } }, upsert: true },
      })),
    );
    if (writes.length > 0) await this.models.rates.bulkWrite(writes, { ordered: false });
    for (const code of codes) {
      const cov = coverage.get(code);
      const next: RateCoverage = {
        _id: code,
        from: cov && cov.from < range.from ? cov.from : range.from,
        to: cov && cov.to > range.to ? cov.to : range.to,
        checkedAt: !cov || range.to >= cov.to ? new Date(now) : cov.checkedAt,
      };
      await this.models.coverage.replaceOne({ _id: code }, next, { upsert: true });
      coverage.set(code, next);
    }
  }
}
