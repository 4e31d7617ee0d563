import { addCalendarDays, type CurrencyCode } from '@tracker/contracts';
import { ProviderGuard } from '@tracker/service-kit/provider-guard';
import type { Connection } from 'mongoose';
import { fetchEcbRates, FxProviderError, type EcbSeries } from './ecb';
import { RefreshLeaseDocument } from './lease';
import { coverageModel, rateModel, type RateCoverage } from './store';

export interface RefresherOptions {
  baseUrl: string;
  /** Time limit of one ECB call. */
  timeoutMs: number;
  /** How long the newest dates' answer is trusted before the ECB is asked again (a publication may follow). */
  refreshMs: number;
  breakerResetMs: number;
  minIntervalMs: number;
  /** Who holds the lease when this refresher does (unique per process and refresher). */
  holder: string;
  /** The calendar's clock (which days are settled, when the newest were checked); tests move it. */
  now: () => number;
}

interface Range {
  from: string;
  to: string;
}

/** The ranges to ask for by `from|to`, each with the currencies that miss it and the coverage it was read from. */
type Unanswered = Map<string, { range: Range; codes: CurrencyCode[]; coverage: Map<string, RateCoverage> }>;

const DEFAULT_RETRY_AFTER_MS = 60_000;
/** How often a reader waiting for another process's refresh looks whether it is done. */
const WAIT_POLL_MS = 50;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the ECB for the dates some currency has never had answered (plus, at most once per refreshMs, the newest
 * days, which a later publication may fill) and stores the answer: only while holding the lease, so across every
 * process one asks and the others wait for it (at most as long as a lease lasts) and read. Calls go through the provider
 * guard (limiter, breaker, timeout); a failure is never an error here: the dates stay unanswered, so the caller
 * shows them as unknown.
 */
export class RateRefresher {
  private readonly guard: ProviderGuard<[readonly CurrencyCode[], string, string], EcbSeries>;
  private readonly lease: RefreshLeaseDocument;
  /** How long a holder may take (a call, extended before each), and so how long another process waits for it. */
  private readonly leaseMs: number;
  /** Fills run one at a time in a process, so ten dashboards opening together make one lease attempt. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly connection: Connection,
    private readonly options: RefresherOptions,
  ) {
    this.guard = new ProviderGuard(
      (signal, currencies: readonly CurrencyCode[], from: string, to: string) =>
        fetchEcbRates(options.baseUrl, currencies, from, to, signal),
      { ...options, isHarmless: (err) => err instanceof FxProviderError && err.rateLimited },
    );
    this.leaseMs = 2 * (options.timeoutMs + options.minIntervalMs) + 1_000;
    this.lease = new RefreshLeaseDocument(connection, options.holder, this.leaseMs);
  }

  /** Calls that reached the ECB from this refresher. */
  get calls(): number {
    return this.guard.calls;
  }

  /** Makes every date of [from, to] (up to today) answered for `currencies`, unless the ECB cannot say. */
  fill(currencies: readonly CurrencyCode[], from: string, to: string): Promise<void> {
    const run = this.queue.then(() => this.fillNow(currencies, from, to));
    this.queue = run.catch(() => undefined);
    return run;
  }

  shutdown(): void {
    this.guard.shutdown();
  }

  private async fillNow(currencies: readonly CurrencyCode[], from: string, to: string): Promise<void> {
    const waitUntil = Date.now() + this.leaseMs;
    for (;;) {
      const now = this.options.now();
      const today = isoDay(now);
      const end = to < today ? to : today;
      if (end < from) return;
      if ((await this.missing(currencies, from, end, now)).size === 0) return;
      const attempt = await this.lease.take();
      if (attempt === 'taken') {
        try {
          // Read again under the lease: the previous holder may have answered these dates meanwhile.
          await this.ask(await this.missing(currencies, from, end, now), now);
        } finally {
          await this.lease.release();
        }
        return;
      }
      if (attempt === 'backoff' || Date.now() >= waitUntil) return;
      await sleep(WAIT_POLL_MS);
    }
  }

  /** The ranges to ask for, each with the currencies that miss it (one call per range, not per currency). */
  private async missing(
    currencies: readonly CurrencyCode[],
    from: string,
    end: string,
    now: number,
  ): Promise<Unanswered> {
    const coverage = new Map(
      (
        await coverageModel(this.connection)
          .find({ _id: { $in: currencies } })
          .lean()
      ).map((cov) => [cov._id, cov]),
    );
    const byRange: Unanswered = new Map();
    for (const code of currencies) {
      for (const range of this.unanswered(coverage.get(code), from, end, now)) {
        const key = `${range.from}|${range.to}`;
        const entry = byRange.get(key) ?? { range, codes: [], coverage };
        entry.codes.push(code);
        byRange.set(key, entry);
      }
    }
    return byRange;
  }

  /** The parts of [from, end] the ECB has not answered for this currency (at most a head and a tail). */
  private unanswered(cov: RateCoverage | undefined, from: string, end: string, now: number): Range[] {
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

  private async ask(byRange: Unanswered, now: number): Promise<void> {
    for (const { range, codes, coverage } of byRange.values()) {
      let series: EcbSeries;
      try {
        await this.lease.extend();
        series = await this.guard.fire(codes, range.from, range.to);
      } catch (err) {
        if (err instanceof FxProviderError && err.rateLimited) {
          await this.lease.backOff(new Date(Date.now() + (err.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS)));
        }
        return; // offline, open breaker, timeout: the dates stay unanswered (shown as unknown)
      }
      await this.store(codes, series, range, coverage, now);
    }
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
    if (writes.length > 0) await rateModel(this.connection).bulkWrite(writes, { ordered: false });
    for (const code of codes) {
      const cov = coverage.get(code);
      const next: RateCoverage = {
        _id: code,
        from: cov && cov.from < range.from ? cov.from : range.from,
        to: cov && cov.to > range.to ? cov.to : range.to,
        checkedAt: !cov || range.to >= cov.to ? new Date(now) : cov.checkedAt,
      };
      await coverageModel(this.connection).replaceOne({ _id: code }, next, { upsert: true });
      coverage.set(code, next);
    }
  }
}
