import { createService, type Logger, type ServiceApp } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { SERVICE_NAME, type Config } from './config';
import { createRoutes } from './routes';
import type { Mailer } from './mail/mailer';
import type { SignInThrottleOptions } from './routes/signIn/throttle';

export interface AppDeps {
  connection: Connection;
  config: Config;
  logger?: Logger;
  /** Tests only: sign-in throttle thresholds, clock and sleep. */
  signInThrottle?: Partial<SignInThrottleOptions>;
  /** Tests only: the password reset throttle's thresholds and clock. */
  resetThrottle?: Partial<SignInThrottleOptions>;
  /** Tests only: a mailer instead of SMTP_URL's. */
  mailer?: Mailer | null;
  /** Tests only: the clock two-factor codes are checked against. */
  clock?: () => number;
}

/** The auth service's Koa app (no listen: server.ts listens, tests drive it in-process). */
export function createApp({
  connection,
  config,
  logger,
  signInThrottle,
  resetThrottle,
  mailer,
  clock,
}: AppDeps): ServiceApp {
  return createService({
    name: SERVICE_NAME,
    connection,
    config,
    logger,
    routes: createRoutes({ connection, config, signInThrottle, resetThrottle, mailer, clock }),
  });
}
