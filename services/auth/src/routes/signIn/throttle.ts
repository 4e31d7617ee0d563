/**
 * Slows down, then refuses, repeated failed sign-ins — per e-mail (guessing one account's password) and per client
 * address (trying many accounts from one place) — and refuses registrations beyond an allowance of new accounts
 * per client address (a script opening accounts by the hundred). Counters live in MongoDB, so every auth instance sees them.
 *
 * Each key counts failures in a fixed window that starts at its first failure. From `delayAfter` failures on,
 * every further attempt is answered only after a growing delay (base × 2^(failures − delayAfter), capped). At
 * `lockAfter` failures the key is locked: attempts are refused with 429 until the lock ends, without checking the
 * password (so a lucky guess during a lock is worth nothing) and without extending the lock. A successful sign-in
 * clears the e-mail's counter; the address counter only expires with its window, so signing in to one's own
 * account cannot reset an address that is probing others.
 */
import { createHash } from 'node:crypto';
import { isDuplicateKey, tooManyRequests } from '@tracker/service-kit';
import type { Connection, Model } from 'mongoose';
import { signInAttemptModel, type SignInAttemptFields } from './attemptModel';

export interface KeyLimits {
  /** Failures after which each attempt is delayed. */
  delayAfter: number;
  /** Failures after which the key is locked. */
  lockAfter: number;
}

export interface SignInThrottleOptions {
  /** Counting window from the first failure. */
  windowMs: number;
  /** How long a locked key is refused. */
  lockMs: number;
  email: KeyLimits;
  address: KeyLimits;
  /** New accounts one client address may create per window; more are refused with 429 until the lock ends. */
  registrationsPerAddress: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Prefix of the stored keys, so another kind of request (password reset) counts apart from sign-in. */
  scope: string;
  /** The 429 message of a locked e-mail or address (registrations keep their own). */
  lockedMessage: (remainingMs: number) => string;
  /** Clock and sleep, replaceable in tests. */
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const MINUTE = 60_000;

/** The documented defaults (services/auth/README.md). */
export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleOptions = {
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  email: { delayAfter: 3, lockAfter: 10 },
  // Looser: several people may share one address (an office, a household behind NAT).
  address: { delayAfter: 10, lockAfter: 30 },
  // A household or an office may open a few accounts; a script opening hundreds is stopped at ten per window.
  registrationsPerAddress: 10,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  scope: '',
  lockedMessage: (remainingMs) => tooManyAttemptsMessage(remainingMs),
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type ThrottleKind = 'email' | 'address' | 'registration';

/** What one attempt is counted against. */
export interface AttemptKeys {
  email?: string;
  address: string;
  /** A registration: also checked against the address's count of accounts created. */
  registering?: boolean;
}

export const inMinutes = (remainingMs: number) => {
  const minutes = Math.max(1, Math.ceil(remainingMs / MINUTE));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** 'Too many sign-in attempts. Please try again in N minutes.' (N rounded up, at least 1). */
export function tooManyAttemptsMessage(remainingMs: number): string {
  return `Too many sign-in attempts. Please try again in ${inMinutes(remainingMs)}.`;
}

/** 'Too many accounts were created from this network. Please try again in N minutes.' */
export function tooManyRegistrationsMessage(remainingMs: number): string {
  return `Too many accounts were created from this network. Please try again in ${inMinutes(remainingMs)}.`;
}

function storageKey(kind: ThrottleKind, value: string, scope = ''): string {
  // Hashed: the collection needs to recognise a key, not to hold e-mails and addresses in clear.
  return `${scope}${kind}:${createHash('sha256').update(value).digest('hex')}`;
}

export class SignInThrottle {
  private readonly model: Model<SignInAttemptFields>;
  readonly options: SignInThrottleOptions;

  constructor(connection: Connection, options: Partial<SignInThrottleOptions> = {}) {
    this.model = signInAttemptModel(connection);
    this.options = { ...DEFAULT_SIGN_IN_THROTTLE, ...options };
  }

  private entries(keys: AttemptKeys): { kind: ThrottleKind; id: string; limits: KeyLimits }[] {
    const list: { kind: ThrottleKind; id: string; limits: KeyLimits }[] = [];
    if (keys.email !== undefined)
      list.push({ kind: 'email', id: storageKey('email', keys.email, this.options.scope), limits: this.options.email });
    list.push({
      kind: 'address',
      id: storageKey('address', keys.address, this.options.scope),
      limits: this.options.address,
    });
    if (keys.registering)
      list.push({
        kind: 'registration',
        id: storageKey('registration', keys.address, this.options.scope),
        limits: this.registrationLimits(),
      });
    return list;
  }

  /** Never slowed down, only refused once the address has created its allowance of accounts in the window. */
  private registrationLimits(): KeyLimits {
    return { delayAfter: Number.POSITIVE_INFINITY, lockAfter: this.options.registrationsPerAddress };
  }

  /** The growing delay for a key that has already failed `failures` times. */
  delayFor(failures: number, limits: KeyLimits): number {
    if (failures < limits.delayAfter) return 0;
    return Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (failures - limits.delayAfter));
  }

  /**
   * Before checking credentials: 429 when any key is locked, otherwise waits the longest delay the keys have
   * earned. Resolves with the delay it waited (for logs and tests).
   */
  async guard(keys: AttemptKeys): Promise<number> {
    const now = this.options.now();
    const entries = this.entries(keys);
    const docs = await this.model
      .find({ _id: { $in: entries.map((entry) => entry.id) }, expiresAt: { $gt: new Date(now) } })
      .lean();
    let lockedUntil = 0;
    let lockedKind: ThrottleKind = 'email';
    let delay = 0;
    for (const entry of entries) {
      const doc = docs.find((candidate) => candidate._id === entry.id);
      if (!doc) continue;
      if (doc.lockedUntil && doc.lockedUntil.getTime() > lockedUntil) {
        lockedUntil = doc.lockedUntil.getTime();
        lockedKind = entry.kind;
      }
      delay = Math.max(delay, this.delayFor(doc.failures, entry.limits));
    }
    if (lockedUntil > now) {
      const remaining = lockedUntil - now;
      const message =
        lockedKind === 'registration' ? tooManyRegistrationsMessage(remaining) : this.options.lockedMessage(remaining);
      throw tooManyRequests(message, { code: 'RATE_LIMITED', retryAfterSeconds: remaining / 1000 });
    }
    if (delay > 0) await this.options.sleep(delay);
    return delay;
  }

  /** Counts a failure against every key; a key reaching its threshold is locked. */
  async recordFailure(keys: AttemptKeys): Promise<void> {
    await Promise.all(this.entries(keys).map((entry) => this.fail(entry.id, entry.limits)));
  }

  /** Counts an account created from `address`; the one that reaches the allowance locks further registrations. */
  async recordRegistration(address: string): Promise<void> {
    await this.fail(storageKey('registration', address, this.options.scope), this.registrationLimits());
  }

  /** A successful sign-in clears the e-mail's counter (not the address's: see the module comment). */
  async recordSuccess(keys: AttemptKeys): Promise<void> {
    if (keys.email === undefined) return;
    await this.model.deleteOne({ _id: storageKey('email', keys.email, this.options.scope) });
  }

  private async fail(id: string, limits: KeyLimits): Promise<void> {
    const now = this.options.now();
    const doc = await this.increment(id, now);
    if (doc.failures >= limits.lockAfter && doc.lockedUntil === null) {
      const lockedUntil = new Date(now + this.options.lockMs);
      const expiresAt = new Date(Math.max(doc.expiresAt.getTime(), lockedUntil.getTime()));
      await this.model.updateOne({ _id: id, lockedUntil: null }, { $set: { lockedUntil, expiresAt } });
    }
  }

  /** +1 in the current window, or a new window (replacing an expired one) at 1. Atomic per key. */
  private async increment(id: string, now: number): Promise<SignInAttemptFields> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await this.model
        .findOneAndUpdate(
          { _id: id, expiresAt: { $gt: new Date(now) } },
          { $inc: { failures: 1 } },
          { returnDocument: 'after' },
        )
        .lean();
      if (current) return current;
      try {
        // No live window: start one. Matches an expired document, or inserts; a window started concurrently by
        // another request makes the insert fail on _id, and the loop then counts into that window.
        const fresh = await this.model
          .findOneAndUpdate(
            { _id: id, expiresAt: { $lte: new Date(now) } },
            { $set: { failures: 1, lockedUntil: null, expiresAt: new Date(now + this.options.windowMs) } },
            { upsert: true, returnDocument: 'after' },
          )
          .lean();
        if (fresh) return fresh;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    throw new Error(`could not count a failed sign-in for ${id}`);
  }
}
