import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  addCalendarDays,
  FX_BASE_CURRENCY,
  FX_MAX_GAP_DAYS,
  RateTable,
  type CurrencyCode,
  type CurrencyRates,
  type FxRatesResponse,
} from '@tracker/contracts';
import type { Connection } from 'mongoose';
import { RateRefresher } from './refresher';
import type { ExchangeRateConfig } from './settings';
import { coverageModel, rateModel } from './store';

/** The currencies to look up: each once, in order, without the euro (the base every rate is quoted against). */
function lookedUp(currencies: readonly CurrencyCode[]): CurrencyCode[] {
  return [...new Set(currencies)].filter((code) => code !== FX_BASE_CURRENCY).sort();
}

/**
 * The stored rates of `currencies` from FX_MAX_GAP_DAYS before `from` to `to`, as RateTable reads them: a currency's
 * `knownThrough` is the end of the range the ECB has answered for it, when that range reaches back to the look-back's
 * start; a date outside it has no rate (never 1:1). Reads the database only: it never asks the ECB.
 */
export async function storedRates(
  connection: Connection,
  currencies: readonly CurrencyCode[],
  from: string,
  to: string,
): Promise<FxRatesResponse> {
  const wanted = lookedUp(currencies);
  const lookFrom = addCalendarDays(from, -FX_MAX_GAP_DAYS);
  const [coverage, stored] = await Promise.all([
    coverageModel(connection)
      .find({ _id: { $in: wanted } })
      .lean(),
    rateModel(connection)
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

export interface ExchangeRatesOptions {
  baseUrl: string;
  timeoutMs: number;
  refreshMs: number;
  /** How long an open breaker waits before a trial call. Default 30 s. */
  breakerResetMs?: number;
  /** Least time between two ECB calls of this process. Default 200 ms. */
  minIntervalMs?: number;
  now?: () => number;
}

/**
 * Daily euro reference rates for a service, read from the shared store in process; dates never answered are asked
 * of the ECB first by the one refresher across processes (see RateRefresher). One per process, shut down with it.
 */
export class ExchangeRates {
  private readonly refresher: RateRefresher;

  constructor(
    private readonly connection: Connection,
    options: ExchangeRatesOptions,
  ) {
    this.refresher = new RateRefresher(connection, {
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      refreshMs: options.refreshMs,
      breakerResetMs: options.breakerResetMs ?? 30_000,
      minIntervalMs: options.minIntervalMs ?? 200,
      holder: `${hostname()}:${process.pid}:${randomUUID()}`,
      now: options.now ?? Date.now,
    });
  }

  static fromConfig(
    connection: Connection,
    config: ExchangeRateConfig,
    guard: Pick<ExchangeRatesOptions, 'breakerResetMs' | 'minIntervalMs'> = {},
  ): ExchangeRates {
    return new ExchangeRates(connection, {
      baseUrl: config.ECB_BASE_URL,
      timeoutMs: config.FX_TIMEOUT_MS,
      refreshMs: config.FX_REFRESH_MS,
      ...guard,
    });
  }

  /** Calls that reached the ECB from this process. */
  get calls(): number {
    return this.refresher.calls;
  }

  /** The rates as the contracts' payload (the browser's route answers it). */
  async response(currencies: readonly CurrencyCode[], from: string, to: string): Promise<FxRatesResponse> {
    const wanted = lookedUp(currencies);
    if (wanted.length > 0) await this.refresher.fill(wanted, addCalendarDays(from, -FX_MAX_GAP_DAYS), to);
    return storedRates(this.connection, wanted, from, to);
  }

  /** A table converting any two of `currencies` on a date of [from, to]; a date without a rate converts to null. */
  async rates(currencies: readonly CurrencyCode[], from: string, to: string): Promise<RateTable> {
    return new RateTable(await this.response(currencies, from, to));
  }

  shutdown(): void {
    this.refresher.shutdown();
  }
}
