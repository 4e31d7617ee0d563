import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { request, serverMessageOr } from '@tracker/api-client';
import {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_KINDS,
  DEFAULT_ACCOUNT_KIND,
  type AccountKind,
  type BankAccount,
  type CurrencyCode,
} from '@tracker/contracts';
import { Button, Select, TextField } from '@tracker/ui-kit';
import { queryKeys } from '../queryKeys';

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin: 0;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
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

export const CURRENCY_MISMATCH_TEXTS = {
  notice: (file: string, account: string, own: string) =>
    `This file is in ${file}, but the account "${account}" is in ${own}: its rows cannot go there. Choose an account in ${file}, or make one now.`,
  make: (currency: string) => `Make a ${currency} account`,
  name: 'New account name',
  kind: 'Kind',
  create: 'Create account',
  creating: 'Creating…',
  cancel: 'Cancel',
  failed: 'The account could not be created',
  defaultName: (kind: AccountKind, currency: string) => `${ACCOUNT_KIND_LABELS[kind]} ${currency}`,
} as const;

export interface CurrencyMismatchProps {
  /** The file's currency. */
  currency: CurrencyCode;
  account: Pick<BankAccount, 'name' | 'currency'>;
  /** The kind the file suggests for a new account (a card statement: credit card). */
  suggestedKind?: AccountKind;
  /** The new account was made: the dialog chooses it. */
  onCreated: (account: BankAccount) => void;
}

/**
 * Said in the preview when the file's currency is not the chosen account's (whose rows fix its currency): the upload
 * would be refused, so the user can make an account in the file's currency right here (POST /api/bank-accounts).
 */
export function CurrencyMismatch({ currency, account, suggestedKind, onCreated }: CurrencyMismatchProps) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<AccountKind>(suggestedKind ?? DEFAULT_ACCOUNT_KIND);
  const [name, setName] = useState('');
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () =>
      request('createBankAccount', {
        body: { name: name.trim() || CURRENCY_MISMATCH_TEXTS.defaultName(kind, currency), currency, kind },
      }),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.bankAccounts });
      setOpen(false);
      onCreated(created);
    },
  });
  return (
    <Notice role="status" data-testid="preview-currency-mismatch">
      <Text>{CURRENCY_MISMATCH_TEXTS.notice(currency, account.name, account.currency)}</Text>
      {open ? (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate();
          }}
        >
          <Fields>
            <TextField
              label={CURRENCY_MISMATCH_TEXTS.name}
              value={name}
              placeholder={CURRENCY_MISMATCH_TEXTS.defaultName(kind, currency)}
              maxLength={200}
              onChange={(event) => setName(event.target.value)}
              data-testid="mismatch-account-name"
            />
            <Select
              label={CURRENCY_MISMATCH_TEXTS.kind}
              value={kind}
              options={ACCOUNT_KINDS.map((value) => ({ value, label: ACCOUNT_KIND_LABELS[value] }))}
              onChange={(event) => setKind(event.target.value as AccountKind)}
              data-testid="mismatch-account-kind"
            />
          </Fields>
          {create.isError ? (
            <ErrorText role="alert">{serverMessageOr(create.error, CURRENCY_MISMATCH_TEXTS.failed)}</ErrorText>
          ) : null}
          <Actions>
            <Button type="submit" size="sm" disabled={create.isPending} data-testid="mismatch-create">
              {create.isPending ? CURRENCY_MISMATCH_TEXTS.creating : CURRENCY_MISMATCH_TEXTS.create}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(false)}>
              {CURRENCY_MISMATCH_TEXTS.cancel}
            </Button>
          </Actions>
        </Form>
      ) : (
        <Actions>
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)} data-testid="mismatch-make-account">
            {CURRENCY_MISMATCH_TEXTS.make(currency)}
          </Button>
        </Actions>
      )}
    </Notice>
  );
}
