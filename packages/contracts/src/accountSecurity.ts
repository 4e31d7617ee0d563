/**
 * Account security: the user's own sessions, the forgotten password, and two-factor sign-in (TOTP). The texts the
 * shell and the services share live here; docs/product.md lists them (Account security).
 */
import { z } from 'zod';
import { authSuccessResponseSchema, emailSchema, newPasswordSchema } from './auth';
import { isoDateTimeSchema } from './common';
import { PASSWORD_MAX_LENGTH } from './constants';

// ---------------------------------------------------------------- your sessions
/** A session as its user sees it; `id` is a digest of the session id (never the cookie itself). */
export const userSessionSchema = z.object({
  id: z.string(),
  /** 'Chrome on Windows', from the user agent; 'Unknown device' when it says nothing usable. */
  device: z.string(),
  address: z.string().nullable(),
  lastSeenAt: isoDateTimeSchema.nullable(),
  signedInAt: isoDateTimeSchema.nullable(),
  /** The session of the browser that asked ("this device"). */
  current: z.boolean(),
});
export type UserSessionInfo = z.infer<typeof userSessionSchema>;

export const userSessionListSchema = z.object({ sessions: z.array(userSessionSchema) });
export type UserSessionList = z.infer<typeof userSessionListSchema>;

export const SESSION_MESSAGES = {
  invalidId: 'Invalid session id',
  notFound: 'Session not found',
  current: 'This is the session you are using: sign out with Log out instead.',
} as const;

export const sessionParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, SESSION_MESSAGES.invalidId),
});

export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });

// ---------------------------------------------------------------- forgotten password
/** How long a reset link works, and the one answer to every request (nobody learns which addresses have accounts). */
export const PASSWORD_RESET_TTL_MINUTES = 30;
export const FORGOT_PASSWORD_SENT = 'If an account exists for that address, we sent a link';
export const FORGOT_PASSWORD_ASK_OPERATOR =
  'This server cannot send e-mail. Ask the person who runs it for a password reset link: they can make one for your address.';

export const PASSWORD_RESET_MESSAGES = {
  invalidLink: 'This link has expired or was already used. Ask for a new one from the sign-in window.',
  tooMany: (minutes: string) => `Too many password reset requests. Please try again in ${minutes}.`,
} as const;
/** The error code of a reset link that is unknown, expired or used. */
export const RESET_LINK_INVALID_CODE = 'RESET_LINK_INVALID';

/** The shell's page a reset link opens; the token travels in the fragment, so it never reaches a server log. */
export const RESET_PASSWORD_PATH = '/reset-password';
export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PATH}#token=${token}`;
}

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

/** `email`: a link was sent if the account exists; `operator`: no e-mail here, the operator makes links. */
export const forgotPasswordResponseSchema = z.object({
  delivery: z.enum(['email', 'operator']),
  message: z.string(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** Reset tokens are 32 random bytes, base64url. */
const resetTokenSchema = z
  .string({ error: PASSWORD_RESET_MESSAGES.invalidLink })
  .regex(/^[A-Za-z0-9_-]{43}$/, PASSWORD_RESET_MESSAGES.invalidLink);

export const checkResetTokenRequestSchema = z.object({ token: resetTokenSchema });
export const checkResetTokenResponseSchema = z.object({ valid: z.literal(true) });

export const resetPasswordRequestSchema = z.object({ token: resetTokenSchema, password: newPasswordSchema });

/** `signedIn`: this browser is now signed in; false when the account has two-factor on (sign in with a code). */
export const resetPasswordResponseSchema = z.object({ signedIn: z.boolean() });

// ---------------------------------------------------------------- changing the password
export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  wrongCurrent: 'Your current password is not correct.',
  googleOnly: 'You sign in with Google, so your account has no password to change.',
} as const;

/** PUT /api/account/password: the current password, and a new one by the registration rules. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: CHANGE_PASSWORD_MESSAGES.currentRequired })
    .min(1, CHANGE_PASSWORD_MESSAGES.currentRequired)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  newPassword: newPasswordSchema,
});

/** `otherSessions`: how many other sessions are still signed in (the page offers to sign them out). */
export const changePasswordResponseSchema = z.object({ otherSessions: z.number().int().nonnegative() });

// ---------------------------------------------------------------- two-factor sign-in
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app',
  invalidCode: 'That code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  /** While turning on: no recovery codes exist yet, so only the app's code is asked for. */
  invalidSetupCode: 'That code is not valid. Enter the 6-digit code your authenticator app shows now.',
  invalidPassword: 'Your password is not correct.',
  passwordRequired: 'Password is required',
  signInExpired: 'Your sign-in took too long. Please enter your email and password again.',
  notStarted: 'Start setting up two-factor authentication again: the setup expired.',
  alreadyOn: 'Two-factor authentication is already on.',
  alreadyOff: 'Two-factor authentication is already off.',
  googleOnly:
    'You sign in with Google, so your Google account protects your sign-in: turn on 2-Step Verification there.',
} as const;

/** An authenticator code (6 digits) or a recovery code; spaces and dashes are the reader's, not the code's. */
export const twoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(40, TWO_FACTOR_MESSAGES.invalidCode);

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** False for an account without a password (Google sign-in only). */
  available: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG data: URL made on the server. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Set-up's first code: the app's 6 digits only (no recovery code exists yet, so no message names one). */
export const enableTwoFactorRequestSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .trim()
    .min(1, TWO_FACTOR_MESSAGES.codeRequired)
    .max(40, TWO_FACTOR_MESSAGES.invalidSetupCode),
});
export const enableTwoFactorResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type EnableTwoFactorResponse = z.infer<typeof enableTwoFactorResponseSchema>;

export const disableTwoFactorRequestSchema = z.object({
  password: z
    .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
    .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  code: twoFactorCodeSchema,
});
export const twoFactorSignInRequestSchema = z.object({ code: twoFactorCodeSchema });

/** POST /api/login: the user, or (two-factor on) a request for the second step. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
export const loginResponseSchema = z.union([authSuccessResponseSchema, twoFactorRequiredSchema]);
