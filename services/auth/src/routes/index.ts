import type { RouterLike } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { googleSettings, passwordHasher, type Config } from '../config';
import { accountDataRoutes } from './accountData';
import { googleRouter } from './google/router';
import { GoogleAccounts } from './google/service';
import { profileRouter } from './profile/router';
import { ProfileService } from './profile/service';
import { signInRouter } from './signIn/router';
import { SignInService } from './signIn/service';
import { SignInThrottle, type SignInThrottleOptions } from './signIn/throttle';
import { statsRouter } from './stats/router';
import { userModel } from './user/model';
import { userRouter } from './user/router';

export interface RouteDeps {
  connection: Connection;
  config: Config;
  /** Test seams: throttle thresholds, clock and sleep (defaults: DEFAULT_SIGN_IN_THROTTLE). */
  signInThrottle?: Partial<SignInThrottleOptions>;
}

/** The auth service's routers, one folder per resource. */
export function createRoutes({ connection, config, signInThrottle }: RouteDeps): RouterLike[] {
  const throttle = new SignInThrottle(connection, { registrationsPerAddress: config.REGISTRATIONS_PER_ADDRESS, ...signInThrottle });
  return [
    userRouter({ connection }),
    signInRouter({ signIn: new SignInService(connection, throttle, passwordHasher(config)) }),
    googleRouter({ settings: googleSettings(config), accounts: new GoogleAccounts(connection) }),
    profileRouter({ profiles: new ProfileService(connection) }),
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
