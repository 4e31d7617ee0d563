/**
 * The accounts' writes (product.md › Accounts): make, rename / change kind / opening balance / net-worth switch, and
 * delete when empty. Each refreshes the accounts and what an account's name, kind or balance shows in (the rows'
 * Account column, the figures a transfer leaves out, Wealth's net worth).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request, serverMessageOr } from '@tracker/api-client';
import { endpoints, type BankAccount, type UpdateBankAccountRequest } from '@tracker/contracts';
import { useNotify } from '@tracker/shell-sdk';
import { queryKeys } from '../transactions/queryKeys';

/** Everything an account change can make stale, in this area and the others (the shell shares one cache). */
export const ACCOUNT_REFRESH_KEYS: readonly (readonly string[])[] = [
  queryKeys.bankAccounts,
  queryKeys.transactions,
  queryKeys.monthlySpending,
  queryKeys.categorySpending,
  queryKeys.insights,
  [endpoints.dashboardSummary.path],
];

export function useRefreshAccounts() {
  const client = useQueryClient();
  return () => Promise.all(ACCOUNT_REFRESH_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * How many live transactions an account holds (the first page of the list filtered to it: its total). An account can
 * be deleted only when this is 0.
 */
export function accountRowCountQuery(accountId: string) {
  const query = { account: accountId, pageSize: 20 } as const;
  return queryOptions({
    queryKey: [...queryKeys.transactions, query] as const,
    queryFn: ({ signal }) => request('listTransactions', { query }, { signal }),
    select: (answer) => answer.totalTransactions,
  });
}

export const ACCOUNT_MESSAGES = {
  deleted: (name: string) => `"${name}" deleted`,
  saveFailed: 'The account could not be saved',
  deleteFailed: 'The account could not be deleted',
} as const;

/** A change of an account; a refusal is a toast unless the caller shows it itself (`inline`, a form). */
export function useUpdateAccount({ inline = false }: { inline?: boolean } = {}) {
  const notify = useNotify();
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBankAccountRequest }) =>
      request('updateBankAccount', { params: { id }, body }),
    onError: (error) => {
      if (!inline) notify.error(serverMessageOr(error, ACCOUNT_MESSAGES.saveFailed));
    },
    onSettled: refresh,
  });
}

export function useDeleteAccount() {
  const notify = useNotify();
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (account: BankAccount) => request('deleteBankAccount', { params: { id: account.id } }),
    onSuccess: (_answer, account) => notify.success(ACCOUNT_MESSAGES.deleted(account.name)),
    onError: (error) => notify.error(serverMessageOr(error, ACCOUNT_MESSAGES.deleteFailed)),
    onSettled: refresh,
  });
}
