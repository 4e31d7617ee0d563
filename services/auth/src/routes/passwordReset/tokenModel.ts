import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';

/**
 * Password reset links, stored only as the SHA-256 of their token (whoever reads the database cannot use one).
 * MongoDB's TTL monitor removes a link once `expiresAt` has passed; reads also ignore expired ones.
 */
export interface PasswordResetFields {
  /** Hex SHA-256 of the token. */
  _id: string;
  userId: string;
  expiresAt: Date;
}

export const PASSWORD_RESETS_COLLECTION = 'passwordresets';

const resetSchema = new Schema<PasswordResetFields>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: PASSWORD_RESETS_COLLECTION, versionKey: false },
);
resetSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const passwordResetModel = modelPerConnection<PasswordResetFields>('PasswordReset', resetSchema);
