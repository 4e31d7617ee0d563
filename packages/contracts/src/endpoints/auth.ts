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
  getUser: {
    method: 'GET', path: '/api/user', kind: 'json', auth: 'user',
    summary: 'The signed-in user (401 when signed out)',
    response: userSchema,
  },
  login: {
    method: 'POST', path: '/api/login', kind: 'json', auth: 'public',
    summary: 'Sign in with e-mail and password (then a code when two-factor is on)',
    body: loginRequestSchema, response: loginResponseSchema,
  },
  register: {
    method: 'POST', path: '/api/register', kind: 'json', auth: 'public',
    summary: 'Create an account and sign in',
    body: registerRequestSchema, response: authSuccessResponseSchema,
  },
  logout: {
    method: 'GET', path: '/api/logout', kind: 'navigation', auth: 'public',
    summary: 'Browser navigation: ends the session and returns to /',
  },
  // ------------------------------------------------------------ account
  getProfile: {
    method: 'GET', path: '/api/account/profile', kind: 'json', auth: 'user',
    summary: 'Profile of the signed-in user', response: profileSchema,
  },
  updateProfile: {
    method: 'PUT', path: '/api/account/profile', kind: 'json', auth: 'user',
    summary: 'Change name and e-mail', body: updateProfileRequestSchema, response: profileSchema,
  },
  updateHomeCurrency: {
    method: 'PUT', path: '/api/account/currency', kind: 'json', auth: 'user',
    summary: 'Choose the currency totals are shown in (not in the spec)',
    body: updateHomeCurrencyRequestSchema, response: homeCurrencyResponseSchema,
  },
  getAccountStats: {
    method: 'GET', path: '/api/account/stats', kind: 'json', auth: 'user',
    summary: 'Counts across every area', response: accountStatsSchema,
  },
  downloadAccountData: {
    method: 'GET', path: '/api/account/data', kind: 'download', auth: 'user',
    summary: "Every area's data of the user in one xlsx workbook (not in the spec)",
  },
  deleteAccount: {
    method: 'DELETE', path: '/api/account', kind: 'json', auth: 'user',
    summary: "Deletes the user's data in every area, the account and every session (not in the spec)",
    body: deleteAccountRequestSchema, response: deleteAccountResponseSchema,
  },
  // ------------------------------------------------------------ account security (not in the spec; issue #27)
  listSessions: {
    method: 'GET', path: '/api/account/sessions', kind: 'json', auth: 'user',
    summary: "The user's live sessions on every device", response: userSessionListSchema,
  },
  endSession: {
    method: 'DELETE', path: '/api/account/sessions/:id', kind: 'json', auth: 'user',
    summary: 'Signs out one of the user\'s other sessions', params: sessionParamsSchema, response: endedSessionsSchema,
  },
  endOtherSessions: {
    method: 'DELETE', path: '/api/account/sessions', kind: 'json', auth: 'user',
    summary: 'Signs out every session of the user but this one', response: endedSessionsSchema,
  },
  changePassword: {
    method: 'PUT', path: '/api/account/password', kind: 'json', auth: 'user',
    summary: 'Changes the password (the current one confirms it); other sessions stay until signed out',
    body: changePasswordRequestSchema, response: changePasswordResponseSchema,
  },
  forgotPassword: {
    method: 'POST', path: '/api/account/password/forgot', kind: 'json', auth: 'public',
    summary: 'Sends a reset link if the account exists (the same answer either way)',
    body: forgotPasswordRequestSchema, response: forgotPasswordResponseSchema,
  },
  checkResetToken: {
    method: 'POST', path: '/api/account/password/reset/check', kind: 'json', auth: 'public',
    summary: 'Whether a reset link still works (400 when not)',
    body: checkResetTokenRequestSchema, response: checkResetTokenResponseSchema,
  },
  resetPassword: {
    method: 'POST', path: '/api/account/password/reset', kind: 'json', auth: 'public',
    summary: 'Sets a new password with a reset link and signs out every session',
    body: resetPasswordRequestSchema, response: resetPasswordResponseSchema,
  },
  getTwoFactor: {
    method: 'GET', path: '/api/account/two-factor', kind: 'json', auth: 'user',
    summary: 'Whether two-factor sign-in is on', response: twoFactorStatusSchema,
  },
  startTwoFactorSetup: {
    method: 'POST', path: '/api/account/two-factor/setup', kind: 'json', auth: 'user',
    summary: 'A new secret and its QR code, waiting for a first code', response: twoFactorSetupSchema,
  },
  enableTwoFactor: {
    method: 'POST', path: '/api/account/two-factor/enable', kind: 'json', auth: 'user',
    summary: 'Turns two-factor on with a first code; answers the recovery codes once',
    body: enableTwoFactorRequestSchema, response: enableTwoFactorResponseSchema,
  },
  disableTwoFactor: {
    method: 'POST', path: '/api/account/two-factor/disable', kind: 'json', auth: 'user',
    summary: 'Turns two-factor off with the password and a code', body: disableTwoFactorRequestSchema, response: twoFactorStatusSchema,
  },
  twoFactorSignIn: {
    method: 'POST', path: '/api/account/two-factor/sign-in', kind: 'json', auth: 'public',
    summary: 'The second step of a sign-in: a code or a recovery code', body: twoFactorSignInRequestSchema, response: authSuccessResponseSchema,
  },
  getSignInMethods: {
    method: 'GET', path: '/api/account/sign-in-methods', kind: 'json', auth: 'public',
    summary: 'Which ways to sign in this server offers (Google only when it is set up)', response: signInMethodsSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
