import Bottleneck from 'bottleneck';
import CircuitBreaker from 'opossum';

export interface GuardOptions {
  /** Time limit of one provider call (the signal aborts it; the breaker counts it as a failure). */
  timeoutMs: number;
  /** How long an open breaker waits before a trial call. */
  breakerResetMs: number;
  /** Least time between two calls to the provider. */
  minIntervalMs: number;
  /** Failures that say nothing about the provider's health (an unknown symbol, a 429): they never open it. */
  isHarmless?: (err: unknown) => boolean;
}

/**
 * A provider call behind a rate limiter (bottleneck, 2 at a time, spaced) and a circuit breaker (opossum: opens at
 * 50% failures over 2+ calls in a minute, lets a trial call through after breakerResetMs). Shared by the price
 * providers (services/wealth) and the exchange-rate provider (@tracker/exchange-rates).
 */
export class ProviderGuard<Args extends unknown[], Result> {
  /** Calls that reached the provider. */
  calls = 0;
  private readonly limiter: Bottleneck;
  private readonly breaker: CircuitBreaker<Args, Result>;

  constructor(call: (signal: AbortSignal, ...args: Args) => Promise<Result>, options: GuardOptions) {
    this.limiter = new Bottleneck({ maxConcurrent: 2, minTime: options.minIntervalMs });
    this.breaker = new CircuitBreaker(
      (...args: Args) =>
        this.limiter.schedule(() => {
          this.calls += 1;
          return call(AbortSignal.timeout(options.timeoutMs), ...args);
        }),
      {
        // The limiter's wait counts too: a caller is never kept longer than this (plus the limiter's spacing).
        timeout: options.timeoutMs + options.minIntervalMs,
        resetTimeout: options.breakerResetMs,
        errorThresholdPercentage: 50,
        volumeThreshold: 2,
        rollingCountTimeout: 60_000,
        errorFilter: options.isHarmless ?? (() => false),
      },
    );
  }

  /** Whether the breaker is open (calls fail fast with code EOPENBREAKER). */
  get opened(): boolean {
    return this.breaker.opened;
  }

  fire(...args: Args): Promise<Result> {
    return this.breaker.fire(...args);
  }

  shutdown(): void {
    this.breaker.shutdown();
    void this.limiter.stop({ dropWaitingJobs: true }).catch(() => undefined);
  }
}

/** Retry-After as seconds or an HTTP date -> milliseconds (undefined when absent or unreadable). */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
