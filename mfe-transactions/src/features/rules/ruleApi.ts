/** The rules' reads and writes: each write refreshes the rules and the rows a rule may have changed. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request, serverMessageOr } from '@tracker/api-client';
import { endpoints, type RuleInput } from '@tracker/contracts';
import { useNotify } from '@tracker/shell-sdk';
import { queryKeys } from '../transactions/queryKeys';

export const rulesKey = [endpoints.listRules.path] as const;

export function rulesQuery() {
  return queryOptions({
    queryKey: rulesKey,
    queryFn: ({ signal }) => request('listRules', {}, { signal }),
  });
}

/** Refreshes the rules and what running one changes (the rows, their tags and the figures). */
function useRefreshAfterRules() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [rulesKey, queryKeys.transactions, queryKeys.tags, queryKeys.categorySpending, queryKeys.monthlySpending].map(
        (queryKey) => client.invalidateQueries({ queryKey }),
      ),
    );
}

/** 'Changed 3 rows' / 'Changed 1 row'. */
export const changedRows = (count: number) => `Changed ${count} ${count === 1 ? 'row' : 'rows'}`;

export function useSaveRule() {
  const notify = useNotify();
  const refresh = useRefreshAfterRules();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: RuleInput }) =>
      id === undefined
        ? request('createRule', { body: input })
        : request('updateRule', { params: { id }, body: input }),
    onSuccess: (answer) =>
      notify.success(
        `Rule "${answer.rule.name}" saved`,
        answer.changedCount === undefined ? undefined : changedRows(answer.changedCount),
      ),
    onSettled: refresh,
  });
}

export function useRuleActions() {
  const notify = useNotify();
  const refresh = useRefreshAfterRules();
  const failed = (error: unknown) => notify.error(serverMessageOr(error, 'The rules could not be changed'));
  const apply = useMutation({
    mutationFn: (id: string) => request('applyRule', { params: { id } }),
    onSuccess: ({ changedCount }) => notify.success(changedRows(changedCount)),
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => request('deleteRule', { params: { id } }),
    onError: failed,
    onSettled: refresh,
  });
  const reorder = useMutation({
    mutationFn: (ruleIds: string[]) => request('reorderRules', { body: { ruleIds } }),
    onError: failed,
    onSettled: refresh,
  });
  return { apply, remove, reorder };
}
