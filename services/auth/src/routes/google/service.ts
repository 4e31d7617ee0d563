import type { Connection, Model } from 'mongoose';
import { isDuplicateKey } from '@tracker/service-kit';
import { userModel, type UserDocument, type UserFields } from '../user/model';
import type { GoogleIdentity } from './identity';

export type GoogleSignInResult = { ok: true; user: UserDocument } | { ok: false; reason: string };

/** The account a Google identity signs in to: found by Google id, else linked by e-mail, else created. */
export class GoogleAccounts {
  private readonly users: Model<UserFields>;

  constructor(connection: Connection) {
    this.users = userModel(connection);
  }

  async signIn(identity: GoogleIdentity): Promise<GoogleSignInResult> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const known = await this.users.findOne({ googleId: identity.googleId });
      if (known) return { ok: true, user: await this.refreshPicture(known, identity) };

      const sameEmail = await this.users.findOne({ email: identity.email });
      if (sameEmail) {
        // Linked to another Google account already: Google's word about this e-mail is not enough to take it over.
        if (sameEmail.googleId !== undefined && sameEmail.googleId !== identity.googleId) {
          return { ok: false, reason: 'the account with this e-mail is linked to another Google account' };
        }
        sameEmail.googleId = identity.googleId;
        if (identity.picture !== undefined) sameEmail.picture = identity.picture;
        await sameEmail.save();
        return { ok: true, user: sameEmail };
      }

      try {
        const created = await this.users.create({
          email: identity.email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          googleId: identity.googleId,
          picture: identity.picture,
        });
        return { ok: true, user: created };
      } catch (err) {
        // A concurrent first visit created it (same Google id or e-mail): look again.
        if (!isDuplicateKey(err)) throw err;
      }
    }
    return { ok: false, reason: 'could not create or find the account' };
  }

  private async refreshPicture(user: UserDocument, identity: GoogleIdentity): Promise<UserDocument> {
    if (identity.picture !== undefined && identity.picture !== user.picture) {
      user.picture = identity.picture;
      await user.save();
    }
    return user;
  }
}
