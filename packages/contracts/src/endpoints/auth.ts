/** Sign-in, session and account: served by services/auth. */
import {
  accountStatsSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  profileSchema,
  updateProfileRequestSchema,
} from '../account';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  checkResetTokenRequestSchema,
  checkResetTokenResponseSchema,
  disableTwoFactorRequestSchema,
  enableTwoFactorRequestSchema,
  enableTwoFactorResponseSchema,
  endedSessionsSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sessionParamsSchema,
  twoFactorSetupSchema,
  twoFactorSignInRequestSchema,
  twoFactorStatusSchema,
  userSessionListSchema,
} from '../accountSecurity';
import {
  authSuccessResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
  signInMethodsSchema,
  userSchema,
} from '../auth';
import { homeCurrencyResponseSchema, updateHomeCurrencyRequestSchema } from '../homeCurrency';
import type { EndpointDefinition } from './definition';

// biome-ignore format: an operation's method, path, kind and auth read best on one line
export const authEndpoints = {
  // ------------------------------------------------------------ session and auth
  /** The signed-in user (401 when signed out) */
  getUser: {
    method: 'GET', path: '/api/user', kind: 'json', auth: 'user',
    response: userSchema,
  },
  /** Sign in with e-mail and password (then a code when two-factor is on) */
  login: {
    method: 'POST', path: '/api/login', kind: 'json', auth: 'public',
    body: loginRequestSchema, response: loginResponseSchema,
  },
  /** Create an account and sign in */
  register: {
    method: 'POST', path: '/api/register', kind: 'json', auth: 'public',
    body: registerRequestSchema, response: authSuccessResponseSchema,
  },
  /** Browser navigation: ends the session and returns to / */
  logout: {
    method: 'GET', path: '/api/logout', kind: 'navigation', auth: 'public',
  },
  // ------------------------------------------------------------ account
  /** Profile of the signed-in user */
  getProfile: {
    method: 'GET', path: '/api/account/profile', kind: 'json', auth: 'user',
    response: profileSchema,
  },
  /** Change name and e-mail */
  updateProfile: {
    method: 'PUT', path: '/api/account/profile', kind: 'json', auth: 'user',
    body: updateProfileRequestSchema, response: profileSchema,
  },
  /** Choose the currency totals are shown in (not in the spec) */
  updateHomeCurrency: {
    method: 'PUT', path: '/api/account/currency', kind: 'json', auth: 'user',
    body: updateHomeCurrencyRequestSchema, response: homeCurrencyResponseSchema,
  },
  /** Counts across every area */
  getAccountStats: {
    method: 'GET', path: '/api/account/stats', kind: 'json', auth: 'user',
    response: accountStatsSchema,
  },
  /** Every area's data of the user in one xlsx workbook (not in the spec) */
  downloadAccountData: {
    method: 'GET', path: '/api/account/data', kind: 'download', auth: 'user',
  },
  /** Deletes the user's data in every area, the account and every session (not in the spec) */
  deleteAccount: {
    method: 'DELETE', path: '/api/account', kind: 'json', auth: 'user',
    body: deleteAccountRequestSchema, response: deleteAccountResponseSchema,
  },
  // ------------------------------------------------------------ account security (not in the spec; issue #27)
  /** The user's live sessions on every device */
  listSessions: {
    method: 'GET', path: '/api/account/sessions', kind: 'json', auth: 'user',
    response: userSessionListSchema,
  },
  /** Signs out one of the user's other sessions */
  endSession: {
    method: 'DELETE', path: '/api/account/sessions/:id', kind: 'json', auth: 'user',
    params: sessionParamsSchema, response: endedSessionsSchema,
  },
  /** Signs out every session of the user but this one */
  endOtherSessions: {
    method: 'DELETE', path: '/api/account/sessions', kind: 'json', auth: 'user',
    response: endedSessionsSchema,
  },
  /** Changes the password (the current one confirms it); other sessions stay until signed out */
  changePassword: {
    method: 'PUT', path: '/api/account/password', kind: 'json', auth: 'user',
    body: changePasswordRequestSchema, response: changePasswordResponseSchema,
  },
  /** Sends a reset link if the account exists (the same answer either way) */
  forgotPassword: {
    method: 'POST', path: '/api/account/password/forgot', kind: 'json', auth: 'public',
    body: forgotPasswordRequestSchema, response: forgotPasswordResponseSchema,
  },
  /** Whether a reset link still works (400 when not) */
  checkResetToken: {
    method: 'POST', path: '/api/account/password/reset/check', kind: 'json', auth: 'public',
    body: checkResetTokenRequestSchema, response: checkResetTokenResponseSchema,
  },
  /** Sets a new password with a reset link and signs out every session */
  resetPassword: {
    method: 'POST', path: '/api/account/password/reset', kind: 'json', auth: 'public',
    body: resetPasswordRequestSchema, response: resetPasswordResponseSchema,
  },
  /** Whether two-factor sign-in is on */
  getTwoFactor: {
    method: 'GET', path: '/api/account/two-factor', kind: 'json', auth: 'user',
    response: twoFactorStatusSchema,
  },
  /** A new secret and its QR code, waiting for a first code */
  startTwoFactorSetup: {
    method: 'POST', path: '/api/account/two-factor/setup', kind: 'json', auth: 'user',
    response: twoFactorSetupSchema,
  },
  /** Turns two-factor on with a first code; answers the recovery codes once */
  enableTwoFactor: {
    method: 'POST', path: '/api/account/two-factor/enable', kind: 'json', auth: 'user',
    body: enableTwoFactorRequestSchema, response: enableTwoFactorResponseSchema,
  },
  /** Turns two-factor off with the password and a code */
  disableTwoFactor: {
    method: 'POST', path: '/api/account/two-factor/disable', kind: 'json', auth: 'user',
    body: disableTwoFactorRequestSchema, response: twoFactorStatusSchema,
  },
  /** The second step of a sign-in: a code or a recovery code */
  twoFactorSignIn: {
    method: 'POST', path: '/api/account/two-factor/sign-in', kind: 'json', auth: 'public',
    body: twoFactorSignInRequestSchema, response: authSuccessResponseSchema,
  },
  /** Which ways to sign in this server offers (Google only when it is set up) */
  getSignInMethods: {
    method: 'GET', path: '/api/account/sign-in-methods', kind: 'json', auth: 'public',
    response: signInMethodsSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
