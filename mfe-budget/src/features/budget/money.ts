import { useCallback } from 'react';
import { currencyOrDefault, formatMoney } from '@tracker/contracts';
import { useDisplayLocale, useHomeCurrency } from '@tracker/shell-sdk';

/**
 * The Budget pages' money: a budget is in the user's home currency, so every figure is formatted in it and in the
 * reader's locale ('£5,850.00', '5.850,00 €'). The stored amounts are plain numbers: a change of home currency
 * reads them in the new currency, unconverted (docs/decisions/budget-home-currency.md).
 */
export function useBudgetMoney() {
  const currency = currencyOrDefault(useHomeCurrency());
  const locale = useDisplayLocale();
  const format = useCallback(
    (amount: string | number) => formatMoney(amount, { currency, locale }),
    [currency, locale],
  );
  return { currency, format };
}
