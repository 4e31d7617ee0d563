import type { BodyOf } from '@tracker/contracts';
import { conflict, isDuplicateKey, unauthorized } from '@tracker/service-kit';
import type { Connection, Model } from 'mongoose';
import type { PasswordHasher } from '../../password/password';
import { hasTwoFactor, userModel, type UserDocument, type UserFields } from '../user/model';
import { DUPLICATE_EMAIL_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from './messages';
import type { SignInThrottle } from './throttle';

/** E-mail and password accounts: registration and login, with the failed-attempt throttle in front. */
export class SignInService {
  private readonly users: Model<UserFields>;

  constructor(
    connection: Connection,
    private readonly throttle: SignInThrottle,
    private readonly passwords: PasswordHasher,
  ) {
    this.users = userModel(connection);
  }

  /**
   * Creates the account (e-mail already trimmed and lower-cased by the contract; the unique index decides races).
   * A taken e-mail is 409 and counts as a failure against the address, so registration cannot be used to probe
   * for accounts faster than login can.
   */
  async register(input: BodyOf<'register'>, address: string): Promise<UserDocument> {
    await this.throttle.guard({ address, registering: true });
    if (await this.users.exists({ email: input.email })) {
      await this.throttle.recordFailure({ address });
      throw conflict(DUPLICATE_EMAIL_MESSAGE);
    }
    const passwordHash = await this.passwords.hash(input.password);
    try {
      const user = await this.users.create({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
      });
      await this.throttle.recordRegistration(address);
      return user;
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
      throw err;
    }
  }

  /** The user whose password matches, or 401 with one message for a wrong password and an unknown e-mail alike. */
  async login(input: BodyOf<'login'>, address: string): Promise<UserDocument> {
    const keys = { email: input.email, address };
    await this.throttle.guard(keys);
    const user = await this.users.findOne({ email: input.email }).select('+passwordHash +twoFactor');
    // No user, or a Google-only account: verify still does the work of a real check.
    const matches = await this.passwords.verify(input.password, user?.passwordHash);
    if (!user || !matches) {
      await this.throttle.recordFailure(keys);
      throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
    }
    // With two-factor on, the e-mail's failures are cleared only once the code is right too.
    if (!hasTwoFactor(user)) await this.throttle.recordSuccess(keys);
    if (user.passwordHash !== undefined && this.passwords.needsRehash(user.passwordHash)) {
      await this.users.updateOne(
        { _id: user._id },
        { $set: { passwordHash: await this.passwords.hash(input.password) } },
      );
    }
    return user;
  }
}
