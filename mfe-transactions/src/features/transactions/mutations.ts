/**
 * One mutation hook per write (its refresh and its message beside it): each refreshes what product.md › API calls says it changes and reports
 * failure through the shell's toast with the spec's message (product.md › Messages and errors › Transactions).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, saveBlob, serverMessageOr } from '@tracker/api-client';
import {
  transactionsExportFileName,
  type ManualTransactionsRequest,
  type TransactionFiltersInput,
  type TransactionStatus,
} from '@tracker/contracts';
import { useNotify } from '@tracker/shell-sdk';
import { queryKeys, REFRESH_AFTER, type QueryKeyName } from './queryKeys';

/** Invalidates (and so refetches when on screen) the named queries. */
export function useRefresh() {
  const queryClient = useQueryClient();
  return (names: readonly QueryKeyName[]) =>
    Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: queryKeys[name] })));
}

export interface InlineEdit<V> {
  id: string;
  value: V;
}

function useInlineEdit<V>(
  write: (edit: InlineEdit<V>) => Promise<unknown>,
  refresh: readonly QueryKeyName[],
  failure: string,
) {
  const notify = useNotify();
  const refreshQueries = useRefresh();
  return useMutation({
    mutationFn: write,
    onError: () => notify.error(failure),
    onSettled: () => refreshQueries(refresh),
  });
}

export const useUpdateTransactionType = () =>
  useInlineEdit<string>(
    ({ id, value }) => request('updateTransactionType', { params: { id }, body: { transactionType: value } }),
    REFRESH_AFTER.typeEdit,
    'Failed to update transaction type',
  );

export const useUpdateTransactionTags = () =>
  useInlineEdit<string[]>(
    ({ id, value }) => request('updateTransactionTags', { params: { id }, body: { tags: value } }),
    REFRESH_AFTER.tagEdit,
    'Failed to update tags',
  );

export const useUpdateTransactionAccount = () =>
  useInlineEdit<string>(
    ({ id, value }) => request('updateTransactionAccount', { params: { id }, body: { accountName: value } }),
    REFRESH_AFTER.accountEdit,
    'Failed to update account',
  );

export const useUpdateTransactionCategory = () =>
  useInlineEdit<string>(
    ({ id, value }) => request('updateTransactionCategory', { params: { id }, body: { category: value } }),
    REFRESH_AFTER.categoryEdit,
    'Failed to update category',
  );

export function useBulkUpdateTransactions() {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { transactionIds: string[]; category: string }) =>
      request('bulkUpdateTransactions', { body: input }),
    onSuccess: ({ updatedCount }) => notify.success('Success', `Updated ${updatedCount} transactions`),
    onError: () => notify.error('Failed to update transactions'),
    onSettled: () => refresh(REFRESH_AFTER.bulkUpdate),
  });
}

export function useBulkDeleteTransactions() {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (transactionIds: string[]) => request('bulkDeleteTransactions', { body: { transactionIds } }),
    onSuccess: ({ deletedCount }) => notify.success('Success', `Deleted ${deletedCount} transactions`),
    onError: () => notify.error('Failed to delete transactions'),
    onSettled: () => refresh(REFRESH_AFTER.delete),
  });
}

/** Deleted tab (not in the spec; services/transactions keeps deleted rows 30 days): back where they were. */
export function useRestoreTransactions() {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (transactionIds: string[]) => request('restoreTransactions', { body: { transactionIds } }),
    onSuccess: ({ updatedCount }) => notify.success('Success', `Restored ${updatedCount} transactions`),
    onError: () => notify.error('Failed to restore transactions'),
    onSettled: () => refresh(REFRESH_AFTER.delete),
  });
}

/** Pending tab: accept the suggestions of these rows as they are (taught to the categoriser). */
export function useAcceptSuggestions() {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (transactionIds: string[]) => request('acceptSuggestions', { body: { transactionIds } }),
    onSuccess: ({ updatedCount }) =>
      notify.success(
        'Suggestions Accepted',
        `Accepted ${updatedCount} ${updatedCount === 1 ? 'suggestion' : 'suggestions'}`,
      ),
    onError: () => notify.error('Failed to update transactions'),
    onSettled: () => refresh(REFRESH_AFTER.bulkUpdate),
  });
}

/** One category on a row and on every undecided row of its merchant, in one call. */
export function useSetMerchantCategory() {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, category }: { id: string; category: string }) =>
      request('setMerchantCategory', { params: { id }, body: { category } }),
    onSuccess: ({ updatedCount }) => notify.success('Success', `Updated ${updatedCount} transactions`),
    onError: () => notify.error('Failed to update transactions'),
    onSettled: () => refresh(REFRESH_AFTER.bulkUpdate),
  });
}

export function useDeleteAllTransactions() {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => request('deleteAllTransactions'),
    onSuccess: () => notify.success('Success', 'All transactions deleted successfully'),
    onError: () => notify.error('Failed to delete all transactions'),
    onSettled: () => refresh(REFRESH_AFTER.delete),
  });
}

export function useAddManualTransactions() {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ManualTransactionsRequest) => request('addManualTransactions', { body }),
    onSuccess: () => notify.success('Success', 'Transactions added successfully'),
    onError: (error) => notify.error(serverMessageOr(error, 'Failed to add transactions')),
    onSettled: () => refresh(REFRESH_AFTER.manualAdd),
  });
}

/** GET /api/export/transactions with the page's filters, saved as transactions_{status}_{date}.xlsx. */
export function useExportTransactions() {
  const notify = useNotify();
  return useMutation({
    mutationFn: async (filters: TransactionFiltersInput & { status: TransactionStatus }) => {
      const file = await request('exportTransactions', { query: filters });
      saveBlob(file.blob, transactionsExportFileName(filters.status, new Date()));
    },
    onSuccess: () => notify.success('Export Started', 'Your filtered transactions are downloading'),
    onError: () => notify.error('Failed to export transactions', 'Export Failed'),
  });
}

/** GET /api/report/{reportUrl}, saved under the server's file name. */
export function useDownloadReport() {
  const notify = useNotify();
  return useMutation({
    mutationFn: async (reportUrl: string) => {
      const file = await request('downloadReport', { params: { reportUrl } });
      saveBlob(file.blob, file.filename ?? 'upload_report.csv');
    },
    onSuccess: () => notify.success('Download Started', 'Your upload report is downloading'),
    onError: (error) =>
      notify.error(serverMessageOr(error, 'The report could not be downloaded. Please try again.'), 'Download Failed'),
  });
}
