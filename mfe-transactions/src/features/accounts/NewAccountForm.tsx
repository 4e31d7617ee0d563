/**
 * Makes an account with its name, kind and currency (POST /api/bank-accounts): on the Accounts screen, in the upload
 * dialog (kind and currency start at what the file suggests) and where a file's currency is not the chosen account's
 * (the currency is then the file's, fixed).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { request, serverMessageOr } from '@tracker/api-client';
import {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_KINDS,
  currencyOptions,
  DEFAULT_ACCOUNT_KIND,
  type AccountKind,
  type BankAccount,
  type CurrencyCode,
} from '@tracker/contracts';
import { useDisplayLocale } from '@tracker/shell-sdk';
import { Button, Select, TextField } from '@tracker/ui-kit';
import { ACCOUNT_REFRESH_KEYS } from './accountApi';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(180px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const NEW_ACCOUNT_TEXTS = {
  name: 'New account name',
  kind: 'Kind',
  currency: 'Currency',
  create: 'Create account',
  creating: 'Creating…',
  cancel: 'Cancel',
  failed: 'The account could not be created',
  defaultName: (kind: AccountKind, currency: string) => `${ACCOUNT_KIND_LABELS[kind]} ${currency}`,
  suggested: 'Suggested from the file',
} as const;

export const kindOptions = ACCOUNT_KINDS.map((value) => ({ value, label: ACCOUNT_KIND_LABELS[value] }));

export interface NewAccountFormProps {
  /** The currency the account starts at; fixed when `currencyFixed` (the file's own currency). */
  currency: CurrencyCode;
  currencyFixed?: boolean;
  /** The kind the file suggests (a card statement: credit card); checking otherwise. */
  suggestedKind?: AccountKind;
  onCreated: (account: BankAccount) => void;
  onCancel: () => void;
  /** Prefix of the fields' test ids ('mismatch-account-name', 'new-account-name'). */
  testIdPrefix?: string;
}

export function NewAccountForm({
  currency: initialCurrency,
  currencyFixed = false,
  suggestedKind,
  onCreated,
  onCancel,
  testIdPrefix = 'new-account',
}: NewAccountFormProps) {
  const locale = useDisplayLocale();
  const [kind, setKind] = useState<AccountKind>(suggestedKind ?? DEFAULT_ACCOUNT_KIND);
  const [name, setName] = useState('');
  const [currency, setCurrency] = useState<CurrencyCode>(initialCurrency);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () =>
      request('createBankAccount', {
        body: { name: name.trim() || NEW_ACCOUNT_TEXTS.defaultName(kind, currency), currency, kind },
      }),
    onSuccess: async (created) => {
      await Promise.all(ACCOUNT_REFRESH_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onCreated(created);
    },
  });
  return (
    <Form
      aria-label="New account"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      <Fields>
        <TextField
          label={NEW_ACCOUNT_TEXTS.name}
          value={name}
          placeholder={NEW_ACCOUNT_TEXTS.defaultName(kind, currency)}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          data-testid={`${testIdPrefix}-name`}
        />
        <div>
          <Select
            label={NEW_ACCOUNT_TEXTS.kind}
            value={kind}
            options={kindOptions}
            onChange={(event) => setKind(event.target.value as AccountKind)}
            data-testid={`${testIdPrefix}-kind`}
            aria-describedby={suggestedKind ? `${testIdPrefix}-kind-hint` : undefined}
          />
          {suggestedKind ? (
            <Hint id={`${testIdPrefix}-kind-hint`}>
              {NEW_ACCOUNT_TEXTS.suggested}: {ACCOUNT_KIND_LABELS[suggestedKind]}
            </Hint>
          ) : null}
        </div>
        {currencyFixed ? null : (
          <Select
            label={NEW_ACCOUNT_TEXTS.currency}
            value={currency}
            options={currencyOptions(locale)}
            onChange={(event) => setCurrency(event.target.value as CurrencyCode)}
            data-testid={`${testIdPrefix}-currency`}
          />
        )}
      </Fields>
      {create.isError ? (
        <ErrorText role="alert">{serverMessageOr(create.error, NEW_ACCOUNT_TEXTS.failed)}</ErrorText>
      ) : null}
      <Actions>
        <Button type="submit" size="sm" disabled={create.isPending} data-testid={`${testIdPrefix}-create`}>
          {create.isPending ? NEW_ACCOUNT_TEXTS.creating : NEW_ACCOUNT_TEXTS.create}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {NEW_ACCOUNT_TEXTS.cancel}
        </Button>
      </Actions>
    </Form>
  );
}
