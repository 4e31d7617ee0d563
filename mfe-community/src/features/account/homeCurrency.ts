import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isNetworkFailure, request, serverMessageOr } from '@tracker/api-client';
import { CURRENCY_CODES, type HomeCurrencyResponse } from '@tracker/contracts';
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

/** Every currency as "GBP — British Pound" in the reader's language (the code alone where Intl has no name). */
export function currencyOptions(locale: string): Array<{ value: string; label: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'currency' });
  } catch {
    names = null;
  }
  return CURRENCY_CODES.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}
