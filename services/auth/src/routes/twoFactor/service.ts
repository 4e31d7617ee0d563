import {
  TWO_FACTOR_MESSAGES,
  type EnableTwoFactorResponse,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@tracker/contracts';
import { badRequest, conflict, type FieldCipher } from '@tracker/service-kit';
import type { Connection, Model } from 'mongoose';
import type { PasswordHasher } from '../../password/password';
import type { SignInThrottle } from '../signIn/throttle';
import { hasTwoFactor, userModel, type UserDocument, type UserFields } from '../user/model';
import { looksLikeRecoveryCode, newRecoveryCodes, normaliseCode, recoveryCodeDigest } from './recoveryCodes';
import { matchingStep, newTotpSecret, otpauthUrl, qrCodeDataUrl } from './totp';

/** How long a secret shown for setup waits for its first code. */
const SETUP_TTL_MS = 15 * 60_000;

export interface TwoFactorDeps {
  /** Seals the TOTP secret like other sensitive fields (FIELD_ENCRYPTION_KEY). */
  cipher: FieldCipher;
  passwords: PasswordHasher;
  /** The sign-in throttle: wrong codes count like wrong passwords. */
  throttle: SignInThrottle;
  now?: () => number;
}

/**
 * Two-factor sign-in with an authenticator app (TOTP) and ten single-use recovery codes. A code is accepted once:
 * the step of the last accepted code is stored and only later steps pass, with a conditional update, so two
 * requests racing with one code cannot both win; a recovery code is removed by the update that accepts it.
 */
export class TwoFactorService {
  private readonly users: Model<UserFields>;
  private readonly now: () => number;

  constructor(
    connection: Connection,
    private readonly deps: TwoFactorDeps,
  ) {
    this.users = userModel(connection);
    this.now = deps.now ?? (() => Date.now());
  }

  /** The user with what two-factor needs (the hash and the two-factor fields are not selected by default). */
  async load(userId: string): Promise<UserDocument | null> {
    return this.users.findById(userId).select('+passwordHash +twoFactor');
  }

  status(user: UserDocument): TwoFactorStatus {
    return {
      enabled: hasTwoFactor(user),
      available: user.passwordHash !== undefined,
      recoveryCodesLeft: hasTwoFactor(user) ? (user.twoFactor?.recoveryCodeHashes.length ?? 0) : 0,
    };
  }

  /** A new secret for the app, kept (sealed) until the first code confirms it. */
  async startSetup(user: UserDocument): Promise<TwoFactorSetup> {
    this.assertCanTurnOn(user);
    const secret = newTotpSecret();
    await this.users.updateOne(
      { _id: user._id },
      {
        $set: {
          'twoFactor.pendingSecret': this.deps.cipher.seal(secret),
          'twoFactor.pendingSince': new Date(this.now()),
        },
      },
    );
    const url = otpauthUrl(secret, user.email);
    return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
  }

  /** Confirms the pending secret with a code from the app; answers the recovery codes (the only time they exist). */
  async enable(user: UserDocument, code: string): Promise<EnableTwoFactorResponse> {
    this.assertCanTurnOn(user);
    const pending = user.twoFactor?.pendingSecret;
    const since = user.twoFactor?.pendingSince?.getTime() ?? 0;
    if (pending === undefined || this.now() - since > SETUP_TTL_MS) throw badRequest(TWO_FACTOR_MESSAGES.notStarted);
    const secret = this.deps.cipher.open(pending);
    const step = /^\d{6}$/.test(normaliseCode(code)) ? matchingStep(secret, normaliseCode(code), this.now()) : null;
    if (step === null) throw badRequest(TWO_FACTOR_MESSAGES.invalidSetupCode);
    const recoveryCodes = newRecoveryCodes();
    const { modifiedCount } = await this.users.updateOne(
      { _id: user._id, 'twoFactor.pendingSecret': pending, 'twoFactor.secret': { $exists: false } },
      {
        $set: {
          'twoFactor.secret': pending,
          'twoFactor.enabledAt': new Date(this.now()),
          'twoFactor.lastUsedStep': step,
          'twoFactor.recoveryCodeHashes': recoveryCodes.map(recoveryCodeDigest),
        },
        $unset: { 'twoFactor.pendingSecret': '', 'twoFactor.pendingSince': '' },
      },
    );
    if (modifiedCount !== 1) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    return { recoveryCodes };
  }

  /** Turns two-factor off: the password and a code (or a recovery code), both counted by the sign-in throttle. */
  async disable(user: UserDocument, password: string, code: string, address: string): Promise<void> {
    if (!hasTwoFactor(user)) throw conflict(TWO_FACTOR_MESSAGES.alreadyOff);
    const keys = { email: user.email, address };
    await this.deps.throttle.guard(keys);
    if (!(await this.deps.passwords.verify(password, user.passwordHash))) {
      await this.deps.throttle.recordFailure(keys);
      throw badRequest(TWO_FACTOR_MESSAGES.invalidPassword);
    }
    if (!(await this.consume(user, code))) {
      await this.deps.throttle.recordFailure(keys);
      throw badRequest(TWO_FACTOR_MESSAGES.invalidCode);
    }
    await this.users.updateOne({ _id: user._id }, { $unset: { twoFactor: '' } });
  }

  /**
   * The second step of a sign-in: true when the code (authenticator or recovery) is accepted, and then used up.
   * The caller applies the throttle around it.
   */
  async consume(user: UserDocument, code: string): Promise<boolean> {
    const stored = user.twoFactor?.secret;
    if (stored === undefined) return false;
    const typed = normaliseCode(code);
    if (/^\d{6}$/.test(typed)) {
      const step = matchingStep(this.deps.cipher.open(stored), typed, this.now());
      if (step === null) return false;
      const { modifiedCount } = await this.users.updateOne(
        { _id: user._id, 'twoFactor.secret': stored, 'twoFactor.lastUsedStep': { $lt: step } },
        { $set: { 'twoFactor.lastUsedStep': step } },
      );
      return modifiedCount === 1;
    }
    if (!looksLikeRecoveryCode(typed)) return false;
    const digest = recoveryCodeDigest(typed);
    const { modifiedCount } = await this.users.updateOne(
      { _id: user._id, 'twoFactor.recoveryCodeHashes': digest },
      { $pull: { 'twoFactor.recoveryCodeHashes': digest } },
    );
    return modifiedCount === 1;
  }

  private assertCanTurnOn(user: UserDocument): void {
    if (user.passwordHash === undefined) throw badRequest(TWO_FACTOR_MESSAGES.googleOnly);
    if (hasTwoFactor(user)) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  }
}
