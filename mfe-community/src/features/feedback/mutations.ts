import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, serverMessageOr } from '@tracker/api-client';
import type { CreateFeedbackRequest, Feedback } from '@tracker/contracts';
import { useNotify } from '@tracker/shell-sdk';
import { queryKeys } from '../queryKeys';

export const FEEDBACK_FAILED = 'Failed to submit feedback';

/** POST /api/feedback; the new item goes on top of the history at once, then the history and stats refresh. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: CreateFeedbackRequest) => request('createFeedback', { body }),
    onSuccess: (created) => {
      queryClient.setQueryData<Feedback[]>(queryKeys.feedback, (items = []) => [
        created,
        ...items.filter((item) => item.id !== created.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.feedback });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      notify.success('Feedback Sent', 'Thank you! Your feedback has been received.');
    },
    // The spec's words even when the network failed: the server's message, else 'Failed to submit feedback'.
    onError: (error) => notify.error(serverMessageOr(error, FEEDBACK_FAILED)),
  });
}
