import type { BodyOf, Profile } from '@tracker/contracts';
import { conflict, isDuplicateKey, unauthorized } from '@tracker/service-kit';
import type { Connection, Model } from 'mongoose';
import { DUPLICATE_EMAIL_MESSAGE } from '../signIn/messages';
import { fullName, userModel, type UserDocument, type UserFields } from '../user/model';
import { splitName } from './name';

export function toProfile(user: UserDocument): Profile {
  return {
    name: fullName(user),
    email: user.email,
    picture: user.picture ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export class ProfileService {
  readonly users: Model<UserFields>;

  constructor(connection: Connection) {
    this.users = userModel(connection);
  }

  /** Changes name and e-mail; an e-mail another account uses is 409 (the unique index settles races). */
  async update(user: UserDocument, input: BodyOf<'updateProfile'>): Promise<UserDocument> {
    if (input.email !== user.email && (await this.users.exists({ email: input.email, _id: { $ne: user._id } }))) {
      throw conflict(DUPLICATE_EMAIL_MESSAGE);
    }
    try {
      const updated = await this.users.findOneAndUpdate(
        { _id: user._id },
        { $set: { ...splitName(input.name), email: input.email } },
        { returnDocument: 'after', runValidators: true },
      );
      if (!updated) throw unauthorized('Unauthorized');
      return updated;
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
      throw err;
    }
  }
}
