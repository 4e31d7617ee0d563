/**
 * Linking two rows as a transfer by hand and 'Not a transfer' (product.md › Transfers). Either moves every figure
 * (a transfer is neither income nor spending), so both refresh the rows and the figures of every area.
 */
import { useMutation } from '@tanstack/react-query';
import { request, serverMessageOr } from '@tracker/api-client';
import type { Transaction } from '@tracker/contracts';
import { useNotify } from '@tracker/shell-sdk';
import { useRefreshAccounts } from '../accounts/accountApi';

export const TRANSFER_MESSAGES = {
  linked: 'Linked as a transfer',
  linkedText: (other: string) => `Left out of income and spending, with its other side in ${other}.`,
  unlinked: 'Not a transfer',
  unlinkedText: 'Both rows count as income or spending again, and will not be paired again.',
  dismissedText: 'It counts as spending.',
  linkFailed: 'The rows could not be linked',
  unlinkFailed: 'The transfer could not be unlinked',
} as const;

export function useLinkTransfer() {
  const notify = useNotify();
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ id, counterpartId }: { id: string; counterpartId: string }) =>
      request('linkTransfer', { params: { id }, body: { counterpartId } }),
    onSuccess: (row) =>
      notify.success(TRANSFER_MESSAGES.linked, TRANSFER_MESSAGES.linkedText(row.transfer?.accountName ?? '')),
    onSettled: refresh,
  });
}

export function useUnlinkTransfer() {
  const notify = useNotify();
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (row: Transaction) => request('unlinkTransfer', { params: { id: row.id } }),
    // A linked row's two sides come apart; a possible transfer (no other side) is spending after all.
    onSuccess: (_answer, row) =>
      notify.success(
        TRANSFER_MESSAGES.unlinked,
        row.transfer ? TRANSFER_MESSAGES.unlinkedText : TRANSFER_MESSAGES.dismissedText,
      ),
    onError: (error) => notify.error(serverMessageOr(error, TRANSFER_MESSAGES.unlinkFailed)),
    onSettled: refresh,
  });
}
