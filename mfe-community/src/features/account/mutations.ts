import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isNetworkFailure, request, saveBlob, serverMessageOr } from '@tracker/api-client';
import { accountDataFileName, type Profile, type UpdateProfileRequest } from '@tracker/contracts';
import { useNotify } from '@tracker/shell-sdk';
import { CONNECTION_MESSAGE } from '../errors';
import { queryKeys } from '../queryKeys';

export const PROFILE_FAILED = 'Failed to update profile';
export const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again.';
export const DELETE_FAILED = 'Your account could not be deleted. Please try again.';

/** PUT /api/account/profile; the shell's user (sidebar) follows. Errors are shown by the form (server message). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => request('updateProfile', { body }),
    onSuccess: (profile: Profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      notify.success('Profile Updated', 'Your profile has been saved.');
    },
    onError: (error) => notify.error(profileErrorMessage(error)),
  });
}

/** The spec's words even when the network failed: the server's message, else 'Failed to update profile'. */
export function profileErrorMessage(error: unknown): string {
  return serverMessageOr(error, PROFILE_FAILED);
}

/** GET /api/account/data, saved as the server names it. */
export function useDownloadAccountData() {
  const notify = useNotify();
  return useMutation({
    mutationFn: () => request('downloadAccountData'),
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename ?? accountDataFileName());
      notify.success('Download Started', 'Your data is downloading as an Excel file.');
    },
    onError: (error) =>
      notify.error(
        isNetworkFailure(error) ? CONNECTION_MESSAGE : serverMessageOr(error, DOWNLOAD_FAILED),
        'Download Failed',
      ),
  });
}

/**
 * DELETE /api/account. On success the session is gone: a full navigation to / shows the landing page. A failure
 * (an area that kept data answers 503 with what is still stored) is shown in the dialog, which stays open.
 */
export function useDeleteAccount(onDeleted: () => void = () => window.location.assign('/')) {
  return useMutation({
    mutationFn: (confirmEmail: string) => request('deleteAccount', { body: { confirmEmail } }),
    onSuccess: onDeleted,
  });
}

export function deleteErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return CONNECTION_MESSAGE;
  if (error instanceof ApiError) return error.serverMessage ?? DELETE_FAILED;
  return DELETE_FAILED;
}
