import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isNetworkFailure, request, serverMessageOr } from '@tracker/api-client';
import type { TwoFactorStatus } from '@tracker/contracts';
import { useNotify } from '@tracker/shell-sdk';
import { CONNECTION_MESSAGE } from '../../errors';
import { securityKeys } from './queries';

export const SIGN_OUT_FAILED = 'The session could not be signed out. Please try again.';
export const TWO_FACTOR_FAILED = 'Two-factor authentication could not be changed. Please try again.';

/** The words for a failed security call: the server's message, or the connection message, or `fallback`. */
export function securityErrorMessage(error: unknown, fallback: string): string {
  return isNetworkFailure(error) ? CONNECTION_MESSAGE : serverMessageOr(error, fallback);
}

/** DELETE /api/account/sessions/:id: that device is signed out on every service at its next request. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (id: string) => request('endSession', { params: { id } }),
    onSuccess: () => notify.success('Signed out', 'That session is signed out.'),
    onError: (error) => notify.error(securityErrorMessage(error, SIGN_OUT_FAILED)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

/** DELETE /api/account/sessions: every session but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: () => request('endOtherSessions'),
    onSuccess: ({ ended }) =>
      notify.success(
        'Signed out',
        ended === 1 ? 'Your other session is signed out.' : `Your ${ended} other sessions are signed out.`,
      ),
    onError: (error) => notify.error(securityErrorMessage(error, SIGN_OUT_FAILED)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

/** POST /api/account/two-factor/setup: a new secret and its QR code. Errors are shown in the dialog. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => request('startTwoFactorSetup') });
}

/** POST /api/account/two-factor/enable: answers the recovery codes. Errors are shown in the dialog. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => request('enableTwoFactor', { body: { code } }),
    onSuccess: ({ recoveryCodes }) => {
      const status: TwoFactorStatus = { enabled: true, available: true, recoveryCodesLeft: recoveryCodes.length };
      queryClient.setQueryData(securityKeys.twoFactor, status);
    },
  });
}

/** POST /api/account/two-factor/disable with the password and a code. Errors are shown in the dialog. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) => request('disableTwoFactor', { body }),
    onSuccess: (status) => {
      queryClient.setQueryData(securityKeys.twoFactor, status);
      notify.success('Two-factor authentication is off', 'Signing in now needs only your password.');
    },
  });
}

/** PUT /api/account/password. Errors are shown in the dialog. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => request('changePassword', { body }),
  });
}
