import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@tracker/api-client';
import { queryKeys } from '../transactions/queryKeys';

/** DELETE /api/transactions/:id/split (its own module: the list offers Unsplit without the Split dialog's code). */
export function useUnsplit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('unsplitTransaction', { params: { id } }),
    onSettled: () =>
      Promise.all(
        [queryKeys.transactions, queryKeys.categorySpending].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
