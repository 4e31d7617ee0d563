import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useDisplayLocale, useHomeCurrency } from '@tracker/shell-sdk';
import { Button, Card, CardHeader, CardTitle, Select } from '@tracker/ui-kit';
import { currencyOptions } from '@tracker/contracts';
import { useUpdateHomeCurrency } from '../homeCurrency';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-end;

  > :first-child {
    flex: 1 1 240px;
  }
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Account Settings: the currency every total across accounts is converted into. */
export function HomeCurrencyCard() {
  const current = useHomeCurrency();
  const locale = useDisplayLocale();
  const options = currencyOptions(locale);
  const [saved, setSaved] = useState(current);
  const [chosen, setChosen] = useState(current);
  const update = useUpdateHomeCurrency();

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate(chosen, { onSuccess: ({ homeCurrency }) => setSaved(homeCurrency) });
  }

  return (
    <Card aria-labelledby="home-currency-title" data-testid="home-currency-card">
      <CardHeader>
        <CardTitle id="home-currency-title">Home Currency</CardTitle>
      </CardHeader>
      <Muted>
        Totals across your accounts are shown in this currency, each amount converted at its own day's exchange rate
        (European Central Bank reference rates).
      </Muted>
      <Muted data-testid="home-currency-budgets">
        Budgets are planned in this currency and keep their amounts when it changes: after a change they read in the new
        currency, not converted.
      </Muted>
      <Form onSubmit={save}>
        <Select
          label="Home currency"
          options={options}
          value={chosen}
          data-testid="home-currency-select"
          onChange={(event) => setChosen(event.target.value)}
        />
        <Button
          type="submit"
          aria-label="Save home currency"
          disabled={update.isPending || chosen === saved}
          data-testid="home-currency-save"
        >
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Form>
    </Card>
  );
}
