import type { Connection, Model } from 'mongoose';
import { leaseModel, REFRESH_LEASE_ID, type RefreshLease } from './store';

/** What an attempt to take the lease found: it is ours now, another process holds it, or the ECB said to wait. */
export type LeaseAttempt = 'taken' | 'held' | 'backoff';

const NEVER = new Date(0);

/**
 * The lease that makes one process at a time the refresher, across every process on the database: taken with a
 * conditional update (only when free and no backoff runs), so two processes finding the same dates missing make one
 * ECB call; the other waits for the answer and reads it. Times are the wall clock: a lease outlives a holder that
 * died by at most `leaseMs`.
 */
export class RefreshLeaseDocument {
  private readonly model: Model<RefreshLease>;

  constructor(
    connection: Connection,
    readonly holder: string,
    private readonly leaseMs: number,
  ) {
    this.model = leaseModel(connection);
  }

  async take(): Promise<LeaseAttempt> {
    const now = new Date();
    // The document exists from the first attempt on; only then can "free" be a condition of one update.
    await this.model.updateOne(
      { _id: REFRESH_LEASE_ID },
      { $setOnInsert: { refreshLease: { holder: '', until: NEVER }, backoffUntil: NEVER } },
      { upsert: true },
    );
    const taken = await this.model.updateOne(
      { _id: REFRESH_LEASE_ID, 'refreshLease.until': { $lte: now }, backoffUntil: { $lte: now } },
      { $set: { refreshLease: { holder: this.holder, until: new Date(now.getTime() + this.leaseMs) } } },
    );
    if (taken.modifiedCount === 1) return 'taken';
    const lease = await this.model.findById(REFRESH_LEASE_ID).lean();
    return lease && lease.backoffUntil > now ? 'backoff' : 'held';
  }

  /** Gives the holder another `leaseMs` before its next call (a fill may ask for a head and a tail). */
  async extend(): Promise<void> {
    await this.model.updateOne(
      { _id: REFRESH_LEASE_ID, 'refreshLease.holder': this.holder },
      { $set: { 'refreshLease.until': new Date(Date.now() + this.leaseMs) } },
    );
  }

  async release(): Promise<void> {
    await this.model.updateOne(
      { _id: REFRESH_LEASE_ID, 'refreshLease.holder': this.holder },
      { $set: { 'refreshLease.until': NEVER } },
    );
  }

  /** The ECB answered 429: nobody asks it again before `until`. */
  async backOff(until: Date): Promise<void> {
    await this.model.updateOne({ _id: REFRESH_LEASE_ID }, { $set: { backoffUntil: until } });
  }
}
