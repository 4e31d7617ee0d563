import { CURRENCY_CODES, currencyOrDefault, type CurrencyCode } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema, type HydratedDocument } from 'mongoose';

export interface UserFields {
  /** Unique, stored lower-cased and trimmed. */
  email: string;
  firstName: string;
  lastName: string;
  /** scrypt hash; never selected unless asked for (`.select('+passwordHash')`), never serialised. */
  passwordHash?: string;
  /** Google account id, for users who signed in with Google. */
  googleId?: string;
  /** Picture URL (from Google). */
  picture?: string;
  createdAt: Date;
  /** Two-factor sign-in; never selected unless asked for (`.select('+twoFactor')`), never serialised. */
  twoFactor?: TwoFactorFields;
  /** The currency totals are shown in; absent until chosen (or set from the first statement): USD. */
  homeCurrency?: CurrencyCode;
}

/** TOTP secrets are sealed with FIELD_ENCRYPTION_KEY; recovery codes are kept as SHA-256 digests only. */
export interface TwoFactorFields {
  /** The secret in use (sealed); absent while two-factor is off. */
  secret?: string;
  enabledAt?: Date;
  /** The last 30-second step whose code was accepted: a code is accepted once, and never an older one. */
  lastUsedStep?: number;
  recoveryCodeHashes: string[];
  /** A secret shown for setup and waiting for its first code (sealed), and when it was made. */
  pendingSecret?: string;
  pendingSince?: Date;
}

export type UserDocument = HydratedDocument<UserFields>;

/** What the API answers for a user (GET /api/user, login, register): never the hash or the Google id. */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** firstName and lastName joined by a space (the profile's name). */
  name: string;
  picture: string | null;
  createdAt: string;
  homeCurrency: CurrencyCode;
}

/** Longest first or last name; the profile's name (both joined) is at most 200 characters. */
export const NAME_PART_MAX_LENGTH = 200;

const twoFactorSchema = new Schema<TwoFactorFields>(
  {
    secret: { type: String },
    enabledAt: { type: Date },
    lastUsedStep: { type: Number },
    recoveryCodeHashes: { type: [String], default: [] },
    pendingSecret: { type: String },
    pendingSince: { type: Date },
  },
  { _id: false },
);

const userSchema = new Schema<UserFields>(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    firstName: { type: String, trim: true, maxlength: NAME_PART_MAX_LENGTH, default: '' },
    lastName: { type: String, trim: true, maxlength: NAME_PART_MAX_LENGTH, default: '' },
    passwordHash: { type: String, select: false },
    googleId: { type: String, unique: true, sparse: true },
    picture: { type: String, maxlength: 2048 },
    twoFactor: { type: twoFactorSchema, select: false },
    homeCurrency: { type: String, enum: CURRENCY_CODES },
  },
  {
    collection: 'users',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
    toJSON: {
      transform(_doc, ret) {
        delete ret.passwordHash;
        delete ret.twoFactor;
        return ret;
      },
    },
    toObject: {
      transform(_doc, ret) {
        delete ret.passwordHash;
        delete ret.twoFactor;
        return ret;
      },
    },
  },
);

/** Whether the user must give a code after the password (`twoFactor` must have been selected). */
export function hasTwoFactor(user: Pick<UserFields, 'twoFactor'>): boolean {
  return typeof user.twoFactor?.secret === 'string';
}

/** The User model on the auth service's connection. */
export const userModel = modelPerConnection<UserFields>('User', userSchema);

/** The display name: first and last name joined ('' parts left out). */
export function fullName(user: Pick<UserFields, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter((part) => part.length > 0).join(' ');
}

export function toPublicUser(user: UserDocument): PublicUser {
  return {
    id: user._id.toString(),
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: fullName(user),
    picture: user.picture ?? null,
    createdAt: user.createdAt.toISOString(),
    homeCurrency: currencyOrDefault(user.homeCurrency),
  };
}
