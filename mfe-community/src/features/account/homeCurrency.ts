import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isNetworkFailure, request, serverMessageOr } from '@tracker/api-client';
import type { HomeCurrencyResponse } from '@tracker/contracts';
import { useNotify } from '@tracker/shell-sdk';
import { CONNECTION_MESSAGE } from '../errors';
import { queryKeys } from '../queryKeys';

export const HOME_CURRENCY_FAILED = 'Your home currency could not be saved. Please try again.';

/** PUT /api/account/currency; the shell's user follows, so every area's totals switch currency. */
export function useUpdateHomeCurrency() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (homeCurrency: string) => request('updateHomeCurrency', { body: { homeCurrency } }),
    onSuccess: ({ homeCurrency }: HomeCurrencyResponse) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      notify.success('Home Currency Updated', `Totals are now shown in ${homeCurrency}.`);
    },
    onError: (error) =>
      notify.error(isNetworkFailure(error) ? CONNECTION_MESSAGE : serverMessageOr(error, HOME_CURRENCY_FAILED)),
  });
}
