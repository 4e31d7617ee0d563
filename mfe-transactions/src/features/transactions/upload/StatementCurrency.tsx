import styled from 'styled-components';
import { currencyOptions } from '@tracker/contracts';
import { useDisplayLocale } from '@tracker/shell-sdk';
import { Select } from '@tracker/ui-kit';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const STATEMENT_CURRENCY_TEXTS = {
  label: 'Statement currency',
  hint: (account: string) =>
    `The file does not say which currency it is in, and "${account}" has no transactions yet. Choose the currency ` +
    'of its amounts: the account keeps it for every later statement.',
} as const;

/**
 * Asked when a statement does not say its currency and its account's currency is not decided yet (no transactions,
 * none stated): the answer becomes the account's currency. The home currency is offered first.
 */
export function StatementCurrency({
  accountName,
  value,
  onChange,
}: {
  accountName: string;
  value: string;
  onChange: (currency: string) => void;
}) {
  const locale = useDisplayLocale();
  const options = currencyOptions(locale);
  return (
    <Root>
      <Select
        label={STATEMENT_CURRENCY_TEXTS.label}
        options={options}
        value={value}
        data-testid="upload-currency"
        aria-describedby="upload-currency-hint"
        onChange={(event) => onChange(event.target.value)}
      />
      <Hint id="upload-currency-hint">{STATEMENT_CURRENCY_TEXTS.hint(accountName)}</Hint>
    </Root>
  );
}
