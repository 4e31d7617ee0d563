import { queryOptions } from '@tanstack/react-query';
import { endpoints, type TwoFactorStatus, type UserSessionList } from '@tracker/contracts';

/** Query keys of the security sections: each is its call's path (the spec's default fetch serves them). */
export const securityKeys = {
  sessions: [endpoints.listSessions.path],
  twoFactor: [endpoints.getTwoFactor.path],
} as const;

/** GET /api/account/sessions: where the account is signed in. */
export const sessionsQuery = () => queryOptions<UserSessionList>({ queryKey: securityKeys.sessions });
/** GET /api/account/two-factor. */
export const twoFactorQuery = () => queryOptions<TwoFactorStatus>({ queryKey: securityKeys.twoFactor });
