import { createHash, randomBytes } from 'node:crypto';
import {
  FORGOT_PASSWORD_ASK_OPERATOR,
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_LINK_INVALID_CODE,
  resetPasswordLink,
  type ForgotPasswordResponse,
} from '@tracker/contracts';
import { UserSessions, badRequest, type Logger } from '@tracker/service-kit';
import type { Connection, Model } from 'mongoose';
import type { Mailer } from '../../mail/mailer';
import type { PasswordHasher } from '../../password/password';
import type { SignInThrottle } from '../signIn/throttle';
import { hasTwoFactor, userModel, type UserDocument, type UserFields } from '../user/model';
import { resetLinkMail, useGoogleMail } from './mailText';
import { passwordResetModel, type PasswordResetFields } from './tokenModel';

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface PasswordResetDeps {
  /** Counts every request per e-mail and per address (a scoped SignInThrottle). */
  throttle: SignInThrottle;
  /** null: no SMTP here; the operator command makes links. */
  mailer: Mailer | null;
  publicUrl: string;
  passwords: PasswordHasher;
  now?: () => number;
}

/** What the operator command finds for an address. */
export type OperatorLink = { kind: 'link'; link: string } | { kind: 'google' } | { kind: 'none' };

/**
 * Forgotten passwords: single-use links valid 30 minutes, stored as a hash. The answer to a request never depends
 * on whether the account exists: the lookup and the e-mail happen after the answer.
 */
export class PasswordResetService {
  private readonly users: Model<UserFields>;
  private readonly resets: Model<PasswordResetFields>;
  private readonly sessions: UserSessions;
  private readonly now: () => number;

  constructor(
    connection: Connection,
    private readonly deps: PasswordResetDeps,
  ) {
    this.users = userModel(connection);
    this.resets = passwordResetModel(connection);
    this.sessions = new UserSessions(connection);
    this.now = deps.now ?? (() => Date.now());
  }

  /** POST /api/account/password/forgot. `delivered` settles once the e-mail (if any) is sent; tests wait on it. */
  async request(
    email: string,
    address: string,
    log: Logger,
  ): Promise<{ response: ForgotPasswordResponse; delivered: Promise<void> }> {
    const keys = { email, address };
    await this.deps.throttle.guard(keys);
    await this.deps.throttle.recordFailure(keys);
    const { mailer } = this.deps;
    if (!mailer) {
      return {
        response: { delivery: 'operator', message: FORGOT_PASSWORD_ASK_OPERATOR },
        delivered: Promise.resolve(),
      };
    }
    const delivered = this.deliver(email, mailer).catch((err: unknown) => {
      // Never the address or the link: the log says only that a reset e-mail failed.
      log.error({ err }, 'password reset e-mail could not be sent');
    });
    return { response: { delivery: 'email', message: FORGOT_PASSWORD_SENT }, delivered };
  }

  private async deliver(email: string, mailer: Mailer): Promise<void> {
    const user = await this.users.findOne({ email }).select('+passwordHash');
    if (!user) return;
    if (user.passwordHash === undefined) {
      await mailer.send(useGoogleMail(user.email, user.firstName, this.deps.publicUrl));
      return;
    }
    await mailer.send(resetLinkMail(user.email, user.firstName, await this.issueLink(user)));
  }

  /** A new link for the user (older ones keep working until used or expired). */
  async issueLink(user: UserDocument): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.resets.create({
      _id: digest(token),
      userId: user._id.toString(),
      expiresAt: new Date(this.now() + TTL_MS),
    });
    return resetPasswordLink(this.deps.publicUrl, token);
  }

  /** For `npm run reset-password -- <e-mail>`: a link, or why there is none. */
  async operatorLink(email: string): Promise<OperatorLink> {
    const user = await this.users.findOne({ email: email.trim().toLowerCase() }).select('+passwordHash');
    if (!user) return { kind: 'none' };
    if (user.passwordHash === undefined) return { kind: 'google' };
    return { kind: 'link', link: await this.issueLink(user) };
  }

  private live(token: string) {
    return { _id: digest(token), expiresAt: { $gt: new Date(this.now()) } };
  }

  /** 400 unless the link is known, unused and not expired. */
  async check(token: string): Promise<void> {
    if (!(await this.resets.exists(this.live(token)))) throw invalidLink();
  }

  /**
   * Uses the link (atomically: a second use finds nothing), sets the password, and ends every session of the user
   * and every other link. Answers the user, whose two-factor decides whether this browser is signed in.
   */
  async reset(token: string, password: string): Promise<{ user: UserDocument; twoFactor: boolean }> {
    const used = await this.resets.findOneAndDelete(this.live(token)).lean();
    if (!used) throw invalidLink();
    const user = await this.users.findById(used.userId).select('+twoFactor');
    if (!user) throw invalidLink();
    await this.users.updateOne({ _id: user._id }, { $set: { passwordHash: await this.deps.passwords.hash(password) } });
    await this.resets.deleteMany({ userId: used.userId });
    await this.sessions.endAll(used.userId);
    return { user, twoFactor: hasTwoFactor(user) };
  }
}

function invalidLink() {
  return badRequest(PASSWORD_RESET_MESSAGES.invalidLink, { code: RESET_LINK_INVALID_CODE });
}
