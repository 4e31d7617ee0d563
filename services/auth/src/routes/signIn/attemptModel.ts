import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';

/**
 * Failed sign-in counters, one document per throttled key (an e-mail or a client address, hashed). Shared by every
 * auth instance through the database; MongoDB's TTL monitor removes a document once `expiresAt` has passed (reads
 * also ignore expired documents, so a late monitor changes nothing).
 */
export interface SignInAttemptFields {
  /** `email:<sha256>`, `address:<sha256>` (failed sign-ins) or `registration:<sha256>` (accounts created). */
  _id: string;
  failures: number;
  /** Set once the key reaches its lock threshold; attempts are refused with 429 until then. */
  lockedUntil: Date | null;
  /** End of the counting window (or of the lock, whichever is later). */
  expiresAt: Date;
}

export const SIGN_IN_ATTEMPTS_COLLECTION = 'signinattempts';

const attemptSchema = new Schema<SignInAttemptFields>(
  {
    _id: { type: String, required: true },
    failures: { type: Number, required: true, default: 0 },
    lockedUntil: { type: Date, default: null },
    expiresAt: { type: Date, required: true },
  },
  { collection: SIGN_IN_ATTEMPTS_COLLECTION, versionKey: false },
);
attemptSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const signInAttemptModel = modelPerConnection<SignInAttemptFields>('SignInAttempt', attemptSchema);
