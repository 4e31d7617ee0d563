import type { PriceErrorType } from '@tracker/contracts';
import { ProviderGuard } from '@tracker/service-kit/provider-guard';
import { PriceError, type Quote, type QuoteBatch, type QuoteProvider } from './types';

export type Outcome = { ok: true; quote: Quote } | { ok: false; kind: PriceErrorType; message: string };

export interface ResilienceOptions {
  /** Time limit of one provider call (also what the breaker counts as a timeout). */
  timeoutMs: number;
  /** How long a price is reused (0: never). */
  cacheMs: number;
  /** How long an unknown symbol is answered invalid_symbol without asking (0: never remembered). */
  invalidTtlMs: number;
  /** How long an open breaker waits before a trial call. */
  breakerResetMs: number;
  /** Least time between two calls to the provider. */
  minIntervalMs: number;
  /** Lookups that arrive within this window go out as one batched call. Default 20 ms. */
  batchWindowMs?: number;
  /** How long to back off after a 429 that names no Retry-After. Default 30 s. */
  defaultRetryAfterMs?: number;
  now?: () => number;
}

interface Waiter {
  resolve: (outcome: Outcome) => void;
}

const MAX_BACKOFF_MS = 10 * 60_000;

/**
 * One provider behind what the anchors' users ask for: a short cache and in-flight sharing (ten tabs, one call),
 * batching (a page of 50 assets is one call), a rate limiter (bottleneck), a circuit breaker (opossum) whose
 * errorFilter keeps unknown symbols and 429s from tripping it, a timeout, a back-off for the provider's
 * Retry-After, and a memory of unknown symbols (never retried until it expires). Never throws: every lookup
 * ends in a price or a classified failure.
 */
export class ResilientProvider {
  readonly name: string;
  private readonly cache = new Map<string, { outcome: Outcome; expires: number }>();
  private readonly inflight = new Map<string, Promise<Outcome>>();
  private pending = new Map<string, Waiter[]>();
  private flushTimer: NodeJS.Timeout | null = null;
  private rateLimitedUntil = 0;
  /** Provider calls under way: while one is, new symbols wait and go out together when it ends. */
  private running = 0;
  private readonly guard: ProviderGuard<[readonly string[]], QuoteBatch>;
  private readonly now: () => number;

  constructor(
    private readonly provider: QuoteProvider,
    private readonly options: ResilienceOptions,
  ) {
    this.name = provider.name;
    this.now = options.now ?? Date.now;
    this.guard = new ProviderGuard((signal, symbols: readonly string[]) => provider.fetchQuotes(symbols, signal), {
      timeoutMs: options.timeoutMs,
      breakerResetMs: options.breakerResetMs,
      minIntervalMs: options.minIntervalMs,
      // A bad symbol or a 429 says nothing about the provider's health: neither opens the breaker.
      isHarmless: (err) => err instanceof PriceError && (err.kind === 'invalid_symbol' || err.kind === 'rate_limit'),
    });
  }

  /** Calls made to the provider (not answered from cache, memory, back-off or an open breaker). */
  get calls(): number {
    return this.guard.calls;
  }

  /** Whether the breaker is open (calls fail fast). */
  get breakerOpen(): boolean {
    return this.guard.opened;
  }

  /** Forgets cached prices and remembered unknown symbols (tests and the cold-cache bench). */
  clearCache(): void {
    this.cache.clear();
  }

  /** A price for one provider symbol. */
  get(symbol: string): Promise<Outcome> {
    const cached = this.cache.get(symbol);
    if (cached && cached.expires > this.now()) return Promise.resolve(cached.outcome);
    if (cached) this.cache.delete(symbol);
    const running = this.inflight.get(symbol);
    if (running) return running;
    if (this.rateLimitedUntil > this.now()) {
      return Promise.resolve({ ok: false, kind: 'rate_limit', message: `${this.name}: rate limited, backing off` });
    }
    const promise = new Promise<Outcome>((resolve) => {
      const waiters = this.pending.get(symbol) ?? [];
      waiters.push({ resolve });
      this.pending.set(symbol, waiters);
      this.flushTimer ??= setTimeout(() => this.flush(), this.options.batchWindowMs ?? 20);
    }).finally(() => this.inflight.delete(symbol));
    this.inflight.set(symbol, promise);
    return promise;
  }

  private flush(): void {
    this.flushTimer = null;
    // A page's 50 price requests trickle in (a browser opens 6 connections at a time): while a call is under way,
    // later symbols gather and go out as one batch when it ends, instead of one call per trickle.
    if (this.running > 0 || this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const symbols = [...batch.keys()];
    for (let i = 0; i < symbols.length; i += this.provider.maxBatch) {
      const chunk = symbols.slice(i, i + this.provider.maxBatch);
      this.running += 1;
      void this.fetchChunk(chunk).then((outcomes) => {
        for (const symbol of chunk) {
          const outcome = outcomes.get(symbol) ?? noData(this.name, 'no answer');
          for (const waiter of batch.get(symbol) ?? []) waiter.resolve(outcome);
        }
        this.running -= 1;
        if (this.running === 0 && this.pending.size > 0 && this.flushTimer === null) this.flush();
      });
    }
  }

  private async fetchChunk(chunk: readonly string[]): Promise<Map<string, Outcome>> {
    const out = new Map<string, Outcome>();
    let quotes: QuoteBatch;
    try {
      quotes = await this.guard.fire(chunk);
    } catch (err) {
      const failure = this.classify(err);
      for (const symbol of chunk) out.set(symbol, failure);
      return out;
    }
    const now = this.now();
    for (const symbol of chunk) {
      const quote = quotes.get(symbol);
      let outcome: Outcome;
      let ttl = this.options.cacheMs;
      if (quote) outcome = { ok: true, quote };
      else if (quote === null) outcome = noData(this.name, `no price for ${symbol}`);
      else {
        outcome = { ok: false, kind: 'invalid_symbol', message: `${this.name} does not know the symbol ${symbol}` };
        ttl = this.options.invalidTtlMs;
      }
      if (ttl > 0) this.cache.set(symbol, { outcome, expires: now + ttl });
      out.set(symbol, outcome);
    }
    return out;
  }

  private classify(err: unknown): Outcome {
    if (err instanceof PriceError) {
      if (err.kind === 'rate_limit') {
        const wait = Math.min(err.retryAfterMs ?? this.options.defaultRetryAfterMs ?? 30_000, MAX_BACKOFF_MS);
        this.rateLimitedUntil = Math.max(this.rateLimitedUntil, this.now() + wait);
      }
      return { ok: false, kind: err.kind, message: err.message };
    }
    const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
    if (code === 'EOPENBREAKER') return noData(this.name, 'provider unavailable (circuit open)');
    if (code === 'ETIMEDOUT') return noData(this.name, `no answer within ${this.options.timeoutMs} ms`);
    return noData(this.name, err instanceof Error ? err.message : String(err));
  }

  /** Stops timers (tests, shutdown). */
  shutdown(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    this.guard.shutdown();
  }
}

function noData(provider: string, detail: string): Outcome {
  return { ok: false, kind: 'no_data', message: `${provider}: ${detail}` };
}
