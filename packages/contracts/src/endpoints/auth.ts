/** Sign-in, session and account: served by services/auth. */
import {
  accountStatsSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  profileSchema,
  updateProfileRequestSchema,
} from '../account';
import { authSuccessResponseSchema, loginRequestSchema, registerRequestSchema, userSchema } from '../auth';
import type { EndpointDefinition } from './definition';

export const authEndpoints = {
  // ------------------------------------------------------------ session and auth
  getUser: {
    method: 'GET', path: '/api/user', kind: 'json', auth: 'user',
    summary: 'The signed-in user (401 when signed out)',
    response: userSchema,
  },
  login: {
    method: 'POST', path: '/api/login', kind: 'json', auth: 'public',
    summary: 'Sign in with e-mail and password',
    body: loginRequestSchema, response: authSuccessResponseSchema,
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
} as const satisfies Record<string, EndpointDefinition>;
