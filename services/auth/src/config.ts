import { baseConfigSchema, loadConfig } from '@tracker/service-kit';
import { z } from 'zod';
import { DEFAULT_SCRYPT_COST, PasswordHasher, SCRYPT_N_RANGE } from './password/password';

export const SERVICE_NAME = 'auth';
export const DEFAULT_PORT = 4101;

/** Where the browser reaches the tracker (the gateway); Google's redirect URI is built on it. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/** Google's OAuth 2.0 / OpenID Connect endpoints (overridable, so tests can point at a local provider). */
export const GOOGLE_ENDPOINTS = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
} as const;

export const DEFAULT_SERVICE_URLS = {
  transactions: 'http://127.0.0.1:4102',
  budget: 'http://127.0.0.1:4104',
  wealth: 'http://127.0.0.1:4105',
  community: 'http://127.0.0.1:4106',
  categoriser: 'http://127.0.0.1:4103',
} as const;

/**
 * The least scrypt N accepted outside NODE_ENV=test (2^14, 16 MiB): a test's fast setting copied into a deployment
 * is a start-up error, not weak hashes.
 */
export const MIN_PRODUCTION_SCRYPT_N = 2 ** 14;

/** An http(s) origin or URL without a trailing slash. */
function httpUrl(example: string) {
  return z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL, for example ${example}` })
    .transform((url) => url.replace(/\/+$/, ''));
}

export const configSchema = baseConfigSchema(DEFAULT_PORT)
  .extend({
    /** Public origin of the app (scheme://host[:port]); Google redirects to PUBLIC_URL/auth/google/callback. */
    PUBLIC_URL: httpUrl(DEFAULT_PUBLIC_URL).default(DEFAULT_PUBLIC_URL),
    /** Google OAuth client; Google sign-in is off unless both are set. */
    GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
    GOOGLE_AUTHORIZE_URL: httpUrl(GOOGLE_ENDPOINTS.authorize).default(GOOGLE_ENDPOINTS.authorize),
    GOOGLE_TOKEN_URL: httpUrl(GOOGLE_ENDPOINTS.token).default(GOOGLE_ENDPOINTS.token),
    GOOGLE_USERINFO_URL: httpUrl(GOOGLE_ENDPOINTS.userinfo).default(GOOGLE_ENDPOINTS.userinfo),
    /** The area services asked for the account statistics and for a data download or deletion (internal HTTP). */
    TRANSACTIONS_SERVICE_URL: httpUrl(DEFAULT_SERVICE_URLS.transactions).default(DEFAULT_SERVICE_URLS.transactions),
    BUDGET_SERVICE_URL: httpUrl(DEFAULT_SERVICE_URLS.budget).default(DEFAULT_SERVICE_URLS.budget),
    WEALTH_SERVICE_URL: httpUrl(DEFAULT_SERVICE_URLS.wealth).default(DEFAULT_SERVICE_URLS.wealth),
    COMMUNITY_SERVICE_URL: httpUrl(DEFAULT_SERVICE_URLS.community).default(DEFAULT_SERVICE_URLS.community),
    CATEGORISER_URL: httpUrl(DEFAULT_SERVICE_URLS.categoriser).default(DEFAULT_SERVICE_URLS.categoriser),
    /** How long the account statistics wait for each area service before counting it as 0. */
    STATS_TIMEOUT_MS: z.coerce.number({ message: 'must be a number' }).int().min(50).max(30_000).default(2000),
    /** New accounts one client address may create per 15 minutes (the sign-in throttle's window). */
    REGISTRATIONS_PER_ADDRESS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1)
      .max(1_000_000)
      .default(10),
    /** How long a data download or deletion waits for each area; one that does not answer fails the whole call. */
    ACCOUNT_DATA_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(50)
      .max(600_000)
      .default(30_000),
    /** Outgoing mail (password reset links): smtp:// or smtps://, with credentials in the URL when needed. */
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: 'must be an smtp:// or smtps:// URL, for example smtp://user:pass@mail.example.com:587',
      })
      .optional(),
    /** The sender of those e-mails; defaults to no-reply at PUBLIC_URL's host. */
    MAIL_FROM: z.string().trim().min(3).max(320).optional(),
    /** scrypt cost N of new password hashes (r = 8, p = 1); tests lower it to stay fast. */
    PASSWORD_SCRYPT_N: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(SCRYPT_N_RANGE.min, `must be between ${SCRYPT_N_RANGE.min} and ${SCRYPT_N_RANGE.max}`)
      .max(SCRYPT_N_RANGE.max, `must be between ${SCRYPT_N_RANGE.min} and ${SCRYPT_N_RANGE.max}`)
      .refine((n) => Number.isInteger(Math.log2(n)), 'must be a power of two, for example 32768')
      .default(DEFAULT_SCRYPT_COST.N),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV !== 'test' && config.PASSWORD_SCRYPT_N < MIN_PRODUCTION_SCRYPT_N) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_SCRYPT_N'],
        message: `must be at least ${MIN_PRODUCTION_SCRYPT_N} outside tests`,
      });
    }
    // Half a Google client is a deployment mistake: say so at start-up instead of failing at the first sign-in.
    if (config.GOOGLE_CLIENT_ID !== undefined && config.GOOGLE_CLIENT_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'must be set when GOOGLE_CLIENT_ID is set',
      });
    }
    if (config.GOOGLE_CLIENT_SECRET !== undefined && config.GOOGLE_CLIENT_ID === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_ID'],
        message: 'must be set when GOOGLE_CLIENT_SECRET is set',
      });
    }
  });

export type Config = z.output<typeof configSchema>;

/** The Google client, or null when Google sign-in is not configured here. */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  publicUrl: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export function googleSettings(config: Config): GoogleSettings | null {
  if (config.GOOGLE_CLIENT_ID === undefined || config.GOOGLE_CLIENT_SECRET === undefined) return null;
  return {
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    publicUrl: config.PUBLIC_URL,
    authorizeUrl: config.GOOGLE_AUTHORIZE_URL,
    tokenUrl: config.GOOGLE_TOKEN_URL,
    userinfoUrl: config.GOOGLE_USERINFO_URL,
  };
}

/** How the service sends e-mail, or null when SMTP_URL is not set (the operator makes reset links instead). */
export interface MailSettings {
  smtpUrl: string;
  from: string;
}

export function mailSettings(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>): MailSettings | null {
  if (config.SMTP_URL === undefined) return null;
  const from = config.MAIL_FROM ?? `Budget & Wealth <no-reply@${new URL(config.PUBLIC_URL).hostname}>`;
  return { smtpUrl: config.SMTP_URL, from };
}

/** The hasher of new passwords at the configured cost (r and p as DEFAULT_SCRYPT_COST). */
export function passwordHasher(config: Pick<Config, 'PASSWORD_SCRYPT_N'>): PasswordHasher {
  return new PasswordHasher({ ...DEFAULT_SCRYPT_COST, N: config.PASSWORD_SCRYPT_N });
}

/** The auth service's configuration from the environment (ConfigError lists every bad variable). */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env, SERVICE_NAME);
}
