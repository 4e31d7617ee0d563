import type { GrantConfig } from 'grant';
import type { GoogleSettings } from '../../config';

/** Where grant is mounted: /auth/google starts the flow, /auth/google/callback is Google's redirect URI. */
export const GRANT_PREFIX = '/auth';
export const GOOGLE_START_PATH = `${GRANT_PREFIX}/google`;
export const GOOGLE_CALLBACK_PATH = `${GRANT_PREFIX}/google/callback`;

/** The redirect URI to register in the Google Cloud console. */
export function googleRedirectUri(settings: GoogleSettings): string {
  return `${settings.publicUrl}${GOOGLE_CALLBACK_PATH}`;
}

/**
 * grant's configuration for Google: authorisation code flow with state, nonce and PKCE; the userinfo profile and
 * the id_token claims are handed to the callback route in ctx.state (transport 'state'), never in a URL.
 */
export function grantConfig(settings: GoogleSettings): GrantConfig {
  return {
    defaults: {
      origin: settings.publicUrl,
      prefix: GRANT_PREFIX,
      transport: 'state',
      state: true,
      nonce: true,
      pkce: true,
    },
    google: {
      key: settings.clientId,
      secret: settings.clientSecret,
      scope: ['openid', 'email', 'profile'],
      authorize_url: settings.authorizeUrl,
      access_url: settings.tokenUrl,
      profile_url: settings.userinfoUrl,
      response: ['tokens', 'profile', 'jwt'],
      // Let people with several Google accounts pick one instead of being signed in with the last one used.
      custom_params: { prompt: 'select_account' },
    },
  };
}
