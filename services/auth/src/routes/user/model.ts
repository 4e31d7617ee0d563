import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';

export interface UserFields {
  /** Unique, stored lower-cased and trimmed. */
  email: string;
  firstName: string;
  lastName: string;
  /** scrypt hash; never selected unless asked for (`.select('+passwordHash')`), never serialised. */
  passwordHash?: string;
  /** Google account id, for users who signed in with Google. */
  googleId?: string;
  createdAt: Date;
}

export type UserDocument = HydratedDocument<UserFields>;

/** What the API answers for a user (GET /api/user). */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
}

const userSchema = new Schema<UserFields>(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    firstName: { type: String, trim: true, maxlength: 100, default: '' },
    lastName: { type: String, trim: true, maxlength: 100, default: '' },
    passwordHash: { type: String, select: false },
    googleId: { type: String, unique: true, sparse: true },
  },
  {
    collection: 'users',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
    toJSON: {
      transform(_doc, ret) {
        delete ret.passwordHash;
        return ret;
      },
    },
    toObject: {
      transform(_doc, ret) {
        delete ret.passwordHash;
        return ret;
      },
    },
  },
);

const models = new WeakMap<Connection, Model<UserFields>>();

/** The User model on the auth service's connection. */
export function userModel(connection: Connection): Model<UserFields> {
  let model = models.get(connection);
  if (!model) {
    model = connection.model<UserFields>('User', userSchema);
    models.set(connection, model);
  }
  return model;
}

export function toPublicUser(user: UserDocument): PublicUser {
  return {
    id: user._id.toString(),
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: user.createdAt.toISOString(),
  };
}
