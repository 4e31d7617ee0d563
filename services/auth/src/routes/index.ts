import { createFieldCipher, type RouterLike } from '@tracker/service-kit';
import { PASSWORD_RESET_MESSAGES } from '@tracker/contracts';
import type { Connection } from 'mongoose';
import { googleSettings, mailSettings, passwordHasher, type Config } from '../config';
import { createMailer, type Mailer } from '../mail/mailer';
import { accountDataRoutes } from './accountData';
import { changePasswordRouter } from './changePassword/router';
import { googleRouter } from './google/router';
import { GoogleAccounts } from './google/service';
import { passwordResetRouter } from './passwordReset/router';
import { PasswordResetService } from './passwordReset/service';
import { profileRouter } from './profile/router';
import { sessionsRouter } from './sessions/router';
import { ProfileService } from './profile/service';
import { signInRouter } from './signIn/router';
import { SignInService } from './signIn/service';
import { SignInThrottle, inMinutes, type SignInThrottleOptions } from './signIn/throttle';
import { statsRouter } from './stats/router';
import { twoFactorRouter } from './twoFactor/router';
import { TwoFactorService } from './twoFactor/service';
import { userModel } from './user/model';
import { homeCurrencyRouter } from './user/homeCurrency';
import { userRouter } from './user/router';

export interface RouteDeps {
  connection: Connection;
  config: Config;
  /** Test seams: throttle thresholds, clock and sleep (defaults: DEFAULT_SIGN_IN_THROTTLE). */
  signInThrottle?: Partial<SignInThrottleOptions>;
  /** Test seam: the password reset throttle's thresholds and clock. */
  resetThrottle?: Partial<SignInThrottleOptions>;
  /** Test seam: a mailer instead of the one SMTP_URL configures. */
  mailer?: Mailer | null;
  /** Test seam: the clock two-factor codes are checked against. */
  clock?: () => number;
}

/**
 * Reset requests per 15 minutes: five for one e-mail (nobody's inbox is flooded), thirty from one address (an
 * office may share it). Every request counts, found or not; there is no delay, only the lock.
 */
export const DEFAULT_RESET_LIMITS: Partial<SignInThrottleOptions> = {
  scope: 'reset-',
  email: { delayAfter: Number.POSITIVE_INFINITY, lockAfter: 5 },
  address: { delayAfter: Number.POSITIVE_INFINITY, lockAfter: 30 },
  lockedMessage: (remainingMs) => PASSWORD_RESET_MESSAGES.tooMany(inMinutes(remainingMs)),
};

/** The password reset service of this configuration. */
export function passwordResets(
  connection: Connection,
  config: Config,
  deps: Pick<RouteDeps, 'resetThrottle' | 'mailer'> = {},
) {
  return new PasswordResetService(connection, {
    throttle: new SignInThrottle(connection, { ...DEFAULT_RESET_LIMITS, ...deps.resetThrottle }),
    mailer: deps.mailer === undefined ? createMailer(mailSettings(config)) : deps.mailer,
    publicUrl: config.PUBLIC_URL,
    passwords: passwordHasher(config),
  });
}

/** The auth service's routers, one folder per resource. */
export function createRoutes({
  connection,
  config,
  signInThrottle,
  resetThrottle,
  mailer,
  clock,
}: RouteDeps): RouterLike[] {
  const throttle = new SignInThrottle(connection, {
    registrationsPerAddress: config.REGISTRATIONS_PER_ADDRESS,
    ...signInThrottle,
  });
  return [
    userRouter({ connection }),
    homeCurrencyRouter({ connection, internalToken: config.INTERNAL_TOKEN }),
    signInRouter({ signIn: new SignInService(connection, throttle, passwordHasher(config)) }),
    googleRouter({ settings: googleSettings(config), accounts: new GoogleAccounts(connection) }),
    profileRouter({ profiles: new ProfileService(connection) }),
    sessionsRouter({ connection }),
    changePasswordRouter({ connection, passwords: passwordHasher(config), throttle }),
    twoFactorRouter({
      twoFactor: new TwoFactorService(connection, {
        cipher: createFieldCipher(config.FIELD_ENCRYPTION_KEY),
        passwords: passwordHasher(config),
        throttle,
        now: clock,
      }),
      throttle,
    }),
    passwordResetRouter({ resets: passwordResets(connection, config, { resetThrottle, mailer }) }),
    statsRouter({
      users: userModel(connection),
      sources: {
        transactionsUrl: config.TRANSACTIONS_SERVICE_URL,
        wealthUrl: config.WEALTH_SERVICE_URL,
        communityUrl: config.COMMUNITY_SERVICE_URL,
        internalToken: config.INTERNAL_TOKEN,
        timeoutMs: config.STATS_TIMEOUT_MS,
      },
    }),
    accountDataRoutes(connection, config),
  ];
}
