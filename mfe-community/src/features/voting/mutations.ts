/**
 * Vote and unvote (product.md › Behaviour feature vote, Messages and errors). A result updates the
 * feature's count and the user's votes in the cache from the server's answer, so the card shows what the server
 * counted; failures toast the product.md › Messages and errors titles.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isNetworkFailure, isUnauthorized, request, serverMessageOr } from '@tracker/api-client';
import type { Feature, Vote, VoteResult } from '@tracker/contracts';
import { useNotify } from '@tracker/shell-sdk';
import { CONNECTION_MESSAGE } from '../errors';
import { queryKeys } from '../queryKeys';

export const VOTE_MESSAGES = {
  vote: {
    title: 'Unable to Vote',
    signedOut: 'Please log in to vote on features',
    fallback: 'Failed to vote on this feature',
  },
  unvote: {
    title: 'Unable to Remove Vote',
    signedOut: 'Please log in to manage your votes',
    fallback: 'Failed to remove your vote',
  },
} as const;

function messageFor(kind: keyof typeof VOTE_MESSAGES, error: unknown): string {
  const messages = VOTE_MESSAGES[kind];
  if (isUnauthorized(error)) return messages.signedOut;
  if (isNetworkFailure(error)) return CONNECTION_MESSAGE;
  return serverMessageOr(error, messages.fallback);
}

function useApplyResult() {
  const queryClient = useQueryClient();
  return (result: VoteResult) => {
    queryClient.setQueryData<Feature[]>(queryKeys.features, (features) =>
      features?.map((feature) =>
        feature.id === result.featureId ? { ...feature, voteCount: result.voteCount } : feature,
      ),
    );
    queryClient.setQueryData<Vote[]>(queryKeys.votes, (votes = []) => {
      const others = votes.filter((vote) => vote.featureId !== result.featureId);
      return result.voted ? [...others, { featureId: result.featureId }] : others;
    });
    // The account page counts votes.
    void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
  };
}

function useVoteMutation(kind: keyof typeof VOTE_MESSAGES) {
  const notify = useNotify();
  const apply = useApplyResult();
  return useMutation({
    // 401 is answered here (the product.md › Messages and errors "Please log in …" message) rather than by the
    // session-expired redirect.
    mutationFn: (featureId: string) => request(kind, { params: { id: featureId } }, { on401: 'throw' }),
    onSuccess: apply,
    onError: (error) => notify.error(messageFor(kind, error), VOTE_MESSAGES[kind].title),
  });
}

export const useVote = () => useVoteMutation('vote');
export const useUnvote = () => useVoteMutation('unvote');
