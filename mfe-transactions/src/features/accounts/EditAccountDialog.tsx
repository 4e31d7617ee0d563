/**
 * Edit an account: its name, its kind, and an opening balance with the day it was true on (PUT
 * /api/bank-accounts/:id; only what changed is sent). A refused change says why and keeps the dialog open.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { serverMessageOr } from '@tracker/api-client';
import type { AccountKind, BankAccount, UpdateBankAccountRequest } from '@tracker/contracts';
import { Button, Modal, Select, TextField } from '@tracker/ui-kit';
import { todayIsoDate } from '../transactions/format';
import { ACCOUNT_MESSAGES, useUpdateAccount } from './accountApi';
import { kindOf } from './accountTexts';
import { kindOptions } from './NewAccountForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(180px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const EDIT_ACCOUNT_TEXTS = {
  title: (name: string) => `Edit "${name}"`,
  description: 'The kind decides where the balance counts in net worth and what money moved into it is.',
  name: 'Account name',
  kind: 'Kind',
  openingBalance: 'Opening balance',
  openingHint: (currency: string) =>
    `In ${currency}, what the account held on the date beside it (negative for what a card or loan owes). Leave it empty when a statement gives the balance.`,
  openingDate: 'On',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
} as const;

/** The fields that changed, as PUT /api/bank-accounts/:id takes them (null when nothing did). */
export function changesOf(
  account: BankAccount,
  draft: { name: string; kind: AccountKind; opening: string; openingDate: string },
): UpdateBankAccountRequest | null {
  const body: UpdateBankAccountRequest = {};
  if (draft.name.trim() !== account.name) body.name = draft.name.trim();
  if (draft.kind !== kindOf(account)) body.kind = draft.kind;
  if (draft.opening.trim() !== '') {
    body.openingBalance = draft.opening.trim();
    body.openingBalanceDate = draft.openingDate;
  }
  return Object.keys(body).length > 0 ? body : null;
}

export function EditAccountDialog({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const [name, setName] = useState(account.name);
  const [kind, setKind] = useState<AccountKind>(kindOf(account));
  const [opening, setOpening] = useState('');
  const [openingDate, setOpeningDate] = useState(todayIsoDate());
  const update = useUpdateAccount({ inline: true });
  const changes = changesOf(account, { name, kind, opening, openingDate });
  return (
    <Modal
      open
      onClose={onClose}
      title={EDIT_ACCOUNT_TEXTS.title(account.name)}
      description={EDIT_ACCOUNT_TEXTS.description}
      testId="edit-account-dialog"
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (changes) update.mutate({ id: account.id, body: changes }, { onSuccess: onClose });
          else onClose();
        }}
      >
        <TextField
          label={EDIT_ACCOUNT_TEXTS.name}
          value={name}
          maxLength={200}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <Select
          label={EDIT_ACCOUNT_TEXTS.kind}
          value={kind}
          options={kindOptions}
          onChange={(event) => setKind(event.target.value as AccountKind)}
        />
        <Pair>
          <TextField
            label={EDIT_ACCOUNT_TEXTS.openingBalance}
            value={opening}
            inputMode="decimal"
            placeholder="0.00"
            hint={EDIT_ACCOUNT_TEXTS.openingHint(account.currency)}
            onChange={(event) => setOpening(event.target.value)}
          />
          <TextField
            label={EDIT_ACCOUNT_TEXTS.openingDate}
            type="date"
            value={openingDate}
            required={opening.trim() !== ''}
            onChange={(event) => setOpeningDate(event.target.value)}
          />
        </Pair>
        {update.isError ? (
          <ErrorText role="alert">{serverMessageOr(update.error, ACCOUNT_MESSAGES.saveFailed)}</ErrorText>
        ) : null}
        <Actions>
          <Button type="button" variant="secondary" onClick={onClose}>
            {EDIT_ACCOUNT_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={update.isPending || name.trim() === ''}>
            {update.isPending ? EDIT_ACCOUNT_TEXTS.saving : EDIT_ACCOUNT_TEXTS.save}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
